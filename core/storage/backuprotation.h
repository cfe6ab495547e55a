#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * Which rolling backups of a campaign to keep. A backup is named after the moment it was made
 * (UTC, "yyyyMMdd-HHmmsszzz.reeve", a "-N" suffix when two fall in one millisecond), so the names
 * sort by age. Kept: the newest kNewest, and the newest backup of each of the kDays most recent
 * days on which a backup was made. "One a day for a week" is read as the last seven days the
 * campaign was written to, not the last seven calendar days, so a campaign played once a week
 * still keeps seven weeks of daily copies; names that are not backups are never touched.
 */
class BackupRotation
{
public:
    static constexpr int kNewest = 5;
    static constexpr int kDays = 7;

    /// True for a name this scheme made (and may therefore remove).
    static bool isBackupName(const QString &name);
    /// The names among \a names to remove (in any order); \a names may come in any order.
    static QStringList toRemove(const QStringList &names);
};

} // namespace Reeve
