#include "backuprotation.h"

#include <algorithm>

#include <QRegularExpression>
#include <QSet>

namespace Reeve {

using namespace Qt::StringLiterals;

bool BackupRotation::isBackupName(const QString &name)
{
    static const QRegularExpression pattern(u"^\\d{8}-\\d{9}(-\\d+)?\\.reeve$"_s);
    return pattern.match(name).hasMatch();
}

QStringList BackupRotation::toRemove(const QStringList &names)
{
    QStringList backups;
    for (const QString &name : names) {
        if (isBackupName(name))
            backups << name;
    }
    // Newest first: by the moment, then by the suffix a second backup of the same millisecond got.
    const auto key = [](const QString &name) {
        const qsizetype dash = name.indexOf(u'-', 9);
        const int suffix = dash < 0 ? 0 : name.mid(dash + 1, name.size() - dash - 7).toInt();
        return name.left(18) + QString::number(suffix).rightJustified(9, u'0');
    };
    std::sort(backups.begin(), backups.end(),
              [&key](const QString &a, const QString &b) { return key(a) > key(b); });
    QSet<QString> keep;
    for (qsizetype i = 0; i < backups.size() && i < kNewest; ++i)
        keep.insert(backups.at(i));
    QSet<QString> days;
    for (const QString &name : std::as_const(backups)) {
        const QString day = name.left(8);
        if (days.contains(day))
            continue;
        if (days.size() == kDays)
            break;
        days.insert(day);
        keep.insert(name); // the newest of its day: the list runs newest first
    }
    QStringList remove;
    for (const QString &name : std::as_const(backups)) {
        if (!keep.contains(name))
            remove << name;
    }
    return remove;
}

} // namespace Reeve
