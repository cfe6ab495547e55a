#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace Reeve {

/** Writes reeve-cli results: JSON (pretty, UTF-8) or plain lines on stdout; messages on stderr. */
class CliOutput
{
public:
    static void json(const QJsonObject &object);
    static void json(const QJsonArray &array);
    static void line(const QString &text);
    static void error(const QString &text);
};

} // namespace Reeve
