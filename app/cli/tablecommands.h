#pragma once

#include <QStringList>

namespace Reeve {

/** reeve-cli tables and table (view, CSV export, CSV import into a campaign). */
class TableCommands
{
public:
    static int list(const QStringList &words);
    static int table(const QStringList &words);
};

} // namespace Reeve
