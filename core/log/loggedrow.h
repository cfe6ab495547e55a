#pragma once

#include <memory>
#include <optional>

#include <QByteArray>
#include <QJsonObject>

#include "log/jsontape.h"

namespace Reeve {

/**
 * One action of the log as verify reads it: its stored bytes, with the payload
 * and the dice record parsed at most once, on first use, however many checks
 * read them (the chain hashes the bytes; the replay, the counters and the
 * procedure re-runs read the parsed texts). The checks read them as JsonTape,
 * which means what Qt's parser means without an object per value; payload()
 * gives Qt's own objects where a check needs them.
 */
class LoggedRow
{
public:
    /// Tapes kept from row to row by a pass over the log, so that each row does not allocate its own.
    struct Scratch
    {
        JsonTape payload;
        JsonTape dice;
    };

    /// \a scratch, when given, must outlive the row and serve one row at a time.
    LoggedRow(qint64 seq, qint64 audienceSide, QByteArray payloadText, QByteArray diceText,
              Scratch *scratch = nullptr);
    ~LoggedRow();

    qint64 seq() const { return m_seq; }
    qint64 audienceSide() const { return m_audienceSide; }
    const QByteArray &payloadText() const { return m_payloadText; }
    const QByteArray &diceText() const { return m_diceText; }
    /// The payload (its root an empty object when the text is not an object).
    JsonTape::Value payloadTape() const;
    /// The dice record (an empty object when there is none).
    JsonTape::Value diceTape() const;
    /// The payload as Qt's JSON object (empty when it is not one).
    const QJsonObject &payload() const;

private:
    qint64 m_seq;
    qint64 m_audienceSide;
    QByteArray m_payloadText;
    QByteArray m_diceText;
    std::unique_ptr<Scratch> m_own; ///< when no scratch was given
    Scratch *m_scratch;
    mutable bool m_payloadRead = false;
    mutable bool m_diceRead = false;
    mutable std::optional<QJsonObject> m_payload;
};

} // namespace Reeve
