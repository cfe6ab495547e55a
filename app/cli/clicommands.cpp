#include "clicommands.h"

namespace Reeve {

void CliCommands::registerAll(QMap<QString, Command> &map)
{
    Q_UNUSED(map);
}

} // namespace Reeve
