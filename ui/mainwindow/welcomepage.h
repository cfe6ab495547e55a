#pragma once

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace Reeve {

/** Shown while no campaign is open: new, open, demo and the recent campaigns. */
class WelcomePage : public QWidget
{
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);

    /// Lists \a files (newest first), each with its entry of \a details (game and turn) when known.
    void setRecentFiles(const QStringList &files, const QStringList &details = {});
    /// A line above the buttons (a campaign that could not be reopened); "" hides it.
    void setNote(const QString &text);
    QString note() const;
    /// The buttons a new user needs first: New, Open, Demo.
    QList<QWidget *> startButtons() const { return m_start; }

signals:
    void newRequested();
    void openRequested();
    void demoRequested();
    void recentRequested(const QString &path);

private:
    QVBoxLayout *m_recent;
    QLabel *m_note;
    QList<QWidget *> m_start;
};

} // namespace Reeve
