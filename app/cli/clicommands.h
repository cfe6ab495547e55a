#pragma once

#include <functional>

#include <QMap>
#include <QStringList>

namespace Reeve {

/** Registers the commands of every feature (dice, procedures, tables, containers...) with main(). */
class CliCommands
{
public:
    using Command = std::function<int(const QStringList &)>;
    static void registerAll(QMap<QString, Command> &map);
};

} // namespace Reeve
