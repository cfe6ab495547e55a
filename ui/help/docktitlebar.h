#pragma once

#include <QIcon>
#include <QStyle>
#include <QWidget>

class QDockWidget;
class QToolButton;

namespace Reeve {

/**
 * A dock's title bar with a visible Help button beside the float and close buttons (issue 24,
 * "linked from the panels"): the button opens the dock's help page, as F1 does from inside it.
 * It draws the title as the style draws a dock's own title, and leaves dragging and double-click
 * to the dock (it ignores the mouse events it does not handle).
 */
class DockTitleBar : public QWidget
{
    Q_OBJECT
public:
    /// The buttons' icons: read from the style's image files once and shared by every title bar.
    struct Icons
    {
        QIcon help;
        QIcon floating;
        QIcon close;
        static Icons of(const QStyle *style);
    };

    DockTitleBar(QDockWidget *dock, const Icons &icons);

    QToolButton *helpButton() const { return m_help; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void helpRequested();

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QToolButton *makeButton(const QString &objectName);
    /// The buttons as the dock's features allow, their texts in the current language.
    void follow();

    QDockWidget *m_dock;
    QToolButton *m_help;
    QToolButton *m_float;
    QToolButton *m_close;
};

} // namespace Reeve
