#include "recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

const QString kKey = u"recentFiles"_s;
const QString kDetails = u"recentFileDetails"_s; // "game, turn" of each file, in the same order

} // namespace

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
{
    rebuildMenu();
}

QStringList RecentFiles::files() const
{
    return QSettings().value(kKey).toStringList();
}

QString RecentFiles::detail(const QString &path) const
{
    QSettings settings;
    const qsizetype at = settings.value(kKey).toStringList().indexOf(QFileInfo(path).absoluteFilePath());
    return at < 0 ? QString() : settings.value(kDetails).toStringList().value(at);
}

void RecentFiles::add(const QString &path, const QString &detail)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QString kept = detail.isEmpty() ? this->detail(absolute) : detail;
    QStringList list{absolute};
    QStringList details{kept};
    for (const QString &file : files()) {
        if (file != absolute && list.size() < kMaxFiles) {
            list << file;
            details << this->detail(file);
        }
    }
    store(list, details);
}

QStringList RecentFiles::dropMissing()
{
    QStringList dropped;
    for (const QString &path : files()) {
        if (!QFileInfo::exists(path))
            dropped << path;
    }
    for (const QString &path : std::as_const(dropped))
        remove(path);
    return dropped;
}

void RecentFiles::remove(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list;
    QStringList details;
    for (const QString &file : files()) {
        if (file != absolute) {
            list << file;
            details << detail(file);
        }
    }
    store(list, details);
}

void RecentFiles::clear()
{
    store({}, {});
}

void RecentFiles::store(const QStringList &files, const QStringList &details)
{
    QSettings settings;
    // Reopening the campaign already first, at the turn recorded, changes nothing: the settings
    // file is not rewritten (each write syncs it to the disk twice, at start-up and at quit).
    if (settings.value(kKey).toStringList() == files && settings.value(kDetails).toStringList() == details)
        return;
    settings.setValue(kKey, files);
    settings.setValue(kDetails, details);
    rebuildMenu();
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    m_menu->setToolTipsVisible(true);
    const QStringList list = files();
    int number = 1;
    for (const QString &path : list) {
        const QString label = QFileInfo(path).completeBaseName();
        const QString text = number < 10 ? u"&%1 %2"_s.arg(number).arg(label) : label;
        QAction *action = m_menu->addAction(text, this, [this, path] { emit openRequested(path); });
        const QString where = QDir::toNativeSeparators(path);
        const QString about = detail(path);
        action->setToolTip(about.isEmpty() ? where : tr("%1 (%2)").arg(where, about));
        action->setStatusTip(action->toolTip());
        ++number;
    }
    if (!list.isEmpty())
        m_menu->addSeparator();
    QAction *clearAction = m_menu->addAction(tr("&Clear List"), this, &RecentFiles::clear);
    clearAction->setEnabled(!list.isEmpty());
    m_menu->setEnabled(true);
}

} // namespace Reeve
