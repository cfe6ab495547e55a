#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QListWidget;
class QTimer;

namespace Reeve {

/**
 * The one place hidden markers are ever shown: an opened hand (or the referee's
 * view of everything). It hides itself after a delay (30 seconds by default)
 * or as soon as the application or its window loses focus, and nothing it shows
 * goes into a title, tooltip or status tip.
 */
class PrivateView : public QWidget
{
    Q_OBJECT
public:
    explicit PrivateView(QWidget *parent = nullptr);

    /// Shows \a who's markers (\a names) and private notes; starts the hide timer.
    void showHand(const QString &who, const QStringList &names, const QStringList &notes, bool restartTimer = true);
    /// Shows everything for the referee; hides on focus loss but not on the timer.
    void showReferee(const QStringList &lines);
    /// Clears every name and hides.
    void conceal();
    bool isOpen() const { return m_open; }
    bool isReferee() const { return m_open && m_referee; }
    /// The texts now shown, for checks.
    QStringList shownTexts() const;
    void setAutoHideMs(int ms);
    int autoHideMs() const;

signals:
    void concealed();

private:
    void onFocusChanged(QWidget *old, QWidget *now);
    void fill(const QString &heading, const QStringList &items, const QStringList &notes);

    QLabel *m_heading;
    QListWidget *m_list;
    QLabel *m_notes;
    QTimer *m_timer;
    bool m_open = false;
    bool m_referee = false;
};

} // namespace Reeve
