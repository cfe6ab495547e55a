#include "clioutput.h"

#include <cstdio>

#include <QJsonDocument>

#include "campaign/campaign.h"
#include "log/actionlog.h"

namespace Reeve {

void CliOutput::json(const QJsonObject &object)
{
    const QByteArray bytes = QJsonDocument(object).toJson(QJsonDocument::Indented);
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void CliOutput::json(const QJsonArray &array)
{
    const QByteArray bytes = QJsonDocument(array).toJson(QJsonDocument::Indented);
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void CliOutput::line(const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void CliOutput::error(const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

void CliOutput::action(Campaign &campaign, qint64 seq, bool asJson)
{
    const Action done = campaign.log().action(seq);
    if (asJson)
        json(QJsonObject{{QStringLiteral("seq"), seq}, {QStringLiteral("text"), done.publicText}});
    else
        line(QStringLiteral("#%1 %2").arg(seq).arg(done.publicText));
}

} // namespace Reeve
