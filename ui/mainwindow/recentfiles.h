#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace Reeve {

/**
 * File ▸ Open Recent: the last campaigns opened (up to eight, newest first), kept in QSettings,
 * each with a line saying its game and turn for the welcome page. Clear List empties it; a file
 * that has gone is dropped when it is found missing.
 */
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxFiles = 8;

    explicit RecentFiles(QMenu *menu, QObject *parent = nullptr);

    QStringList files() const;
    /// Puts \a path first; \a detail (its game and turn) is kept for the welcome page.
    void add(const QString &path, const QString &detail = QString());
    void remove(const QString &path);
    void clear();
    /// The game and turn \a path showed when last open ("" when unknown).
    QString detail(const QString &path) const;
    /// Drops the files that no longer exist; returns those dropped.
    QStringList dropMissing();

signals:
    void openRequested(const QString &path);

private:
    void store(const QStringList &files, const QStringList &details);
    void rebuildMenu();

    QMenu *m_menu;
};

} // namespace Reeve
