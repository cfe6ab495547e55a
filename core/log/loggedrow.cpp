#include "loggedrow.h"

#include <QJsonDocument>

namespace Reeve {

LoggedRow::LoggedRow(qint64 seq, qint64 audienceSide, QByteArray payloadText, QByteArray diceText)
    : m_seq(seq)
    , m_audienceSide(audienceSide)
    , m_payloadText(std::move(payloadText))
    , m_diceText(std::move(diceText))
{
}

const QJsonObject &LoggedRow::payload() const
{
    if (!m_payload)
        m_payload = QJsonDocument::fromJson(m_payloadText).object();
    return *m_payload;
}

const QJsonObject &LoggedRow::dice() const
{
    if (!m_dice)
        m_dice = m_diceText.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(m_diceText).object();
    return *m_dice;
}

} // namespace Reeve
