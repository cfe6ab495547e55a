#include "loggedrow.h"

#include <QJsonDocument>

namespace Reeve {

LoggedRow::LoggedRow(qint64 seq, qint64 audienceSide, QByteArray payloadText, QByteArray diceText,
                     Scratch *scratch)
    : m_seq(seq)
    , m_audienceSide(audienceSide)
    , m_payloadText(std::move(payloadText))
    , m_diceText(std::move(diceText))
    , m_own(scratch ? nullptr : std::make_unique<Scratch>())
    , m_scratch(scratch ? scratch : m_own.get())
{ }

LoggedRow::~LoggedRow() = default;

JsonTape::Value LoggedRow::payloadTape() const
{
    if (!m_payloadRead) {
        m_scratch->payload.parse(m_payloadText);
        m_payloadRead = true;
    }
    return m_scratch->payload.root();
}

JsonTape::Value LoggedRow::diceTape() const
{
    if (!m_diceRead) {
        m_scratch->dice.parse(m_diceText.isEmpty() ? QByteArrayView("{}") : QByteArrayView(m_diceText));
        m_diceRead = true;
    }
    return m_scratch->dice.root();
}

const QJsonObject &LoggedRow::payload() const
{
    if (!m_payload)
        m_payload = QJsonDocument::fromJson(m_payloadText).object();
    return *m_payload;
}

} // namespace Reeve
