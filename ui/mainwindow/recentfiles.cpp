#include "recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

const QString kKey = u"recentFiles"_s;
const QString kDetails = u"recentFileDetails"_s; // absolute path -> "game, turn"

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

void RecentFiles::add(const QString &path, const QString &detail)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    if (!detail.isEmpty()) {
        QVariantMap details = QSettings().value(kDetails).toMap();
        details.insert(absolute, detail);
        QSettings().setValue(kDetails, details);
    }
    store(list.mid(0, kMaxFiles));
}

QString RecentFiles::detail(const QString &path) const
{
    return QSettings().value(kDetails).toMap().value(QFileInfo(path).absoluteFilePath()).toString();
}

QStringList RecentFiles::dropMissing()
{
    QStringList kept;
    QStringList dropped;
    for (const QString &path : files())
        (QFileInfo::exists(path) ? kept : dropped) << path;
    if (!dropped.isEmpty())
        store(kept);
    return dropped;
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    list.removeAll(QFileInfo(path).absoluteFilePath());
    store(list);
}

void RecentFiles::clear()
{
    store({});
}

void RecentFiles::store(const QStringList &files)
{
    QSettings settings;
    settings.setValue(kKey, files);
    QVariantMap details = settings.value(kDetails).toMap();
    for (auto it = details.begin(); it != details.end();)
        it = files.contains(it.key()) ? std::next(it) : details.erase(it); // nothing kept of files let go
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
