#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace Reeve {

/** File ▸ Open Recent: the last campaigns opened, kept in QSettings. */
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxFiles = 8;

    explicit RecentFiles(QMenu *menu, QObject *parent = nullptr);

    QStringList files() const;
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

signals:
    void openRequested(const QString &path);

private:
    void store(const QStringList &files);
    void rebuildMenu();

    QMenu *m_menu;
};

} // namespace Reeve
