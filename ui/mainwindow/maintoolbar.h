#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStyle>

class QAction;
class QMainWindow;
class QToolBar;

namespace Reeve {

/**
 * The main toolbar: the referee's frequent actions (new, open, undo, redo, next phase, apply the
 * step, export the season reports). Each button takes its icon from the desktop's theme, with one
 * of Qt's own where the theme has none, and its tooltip names the keyboard shortcut. View ▸
 * Toolbar shows and hides it; the window's saved layout remembers which.
 */
class MainToolBar
{
    Q_DECLARE_TR_FUNCTIONS(Reeve::MainToolBar)

public:
    /// Gives \a action the theme icon \a name, else Qt's \a fallback.
    static void setIcon(QAction *action, const QString &name, QStyle::StandardPixmap fallback);
    /// Keeps \a action's tooltip as its text followed by its shortcut ("Undo (Ctrl+Z)").
    static void showShortcutInToolTip(QAction *action);
    /// The tooltip \a action should have now.
    static QString toolTipFor(const QAction *action);
    /// Makes the toolbar of \a window from \a actions (nullptr: a separator).
    static QToolBar *build(QMainWindow *window, const QList<QAction *> &actions);
};

} // namespace Reeve
