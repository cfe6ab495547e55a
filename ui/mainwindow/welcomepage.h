#pragma once

#include <QWidget>

class QVBoxLayout;

namespace Reeve {

/** Shown while no campaign is open: new, open, demo and the recent campaigns. */
class WelcomePage : public QWidget
{
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);

    void setRecentFiles(const QStringList &files);

signals:
    void newRequested();
    void openRequested();
    void demoRequested();
    void recentRequested(const QString &path);

private:
    QVBoxLayout *m_recent;
};

} // namespace Reeve
