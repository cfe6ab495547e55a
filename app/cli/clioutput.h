#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace Reeve {

class Campaign;

/** Writes reeve-cli results: JSON (pretty, UTF-8) or plain lines on stdout; messages on stderr. */
class CliOutput
{
public:
    static void json(const QJsonObject &object);
    static void json(const QJsonArray &array);
    static void line(const QString &text);
    static void error(const QString &text);
    /// The logged action \a seq as "#seq public text", or {"seq", "text"} with \a json.
    static void action(Campaign &campaign, qint64 seq, bool json);
};

} // namespace Reeve
