#pragma once

#include <optional>

#include <QByteArray>
#include <QJsonObject>

namespace Reeve {

/**
 * One action of the log as verify reads it: its stored bytes, with the payload
 * and the dice record parsed at most once, on first use, however many checks
 * read them (the chain hashes the bytes; the replay, the counters and the
 * procedure re-runs read the parsed objects).
 */
class LoggedRow
{
public:
    LoggedRow(qint64 seq, qint64 audienceSide, QByteArray payloadText, QByteArray diceText);

    qint64 seq() const { return m_seq; }
    qint64 audienceSide() const { return m_audienceSide; }
    const QByteArray &payloadText() const { return m_payloadText; }
    const QByteArray &diceText() const { return m_diceText; }
    /// The payload as a JSON object (empty when it is not one).
    const QJsonObject &payload() const;
    /// The dice record as a JSON object (empty when there is none).
    const QJsonObject &dice() const;

private:
    qint64 m_seq;
    qint64 m_audienceSide;
    QByteArray m_payloadText;
    QByteArray m_diceText;
    mutable std::optional<QJsonObject> m_payload;
    mutable std::optional<QJsonObject> m_dice;
};

} // namespace Reeve
