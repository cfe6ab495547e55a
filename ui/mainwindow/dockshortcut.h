#pragma once

#include <functional>

class QAction;
class QDockWidget;
class QKeySequence;
class QMainWindow;
class QWidget;

namespace Reeve {

/**
 * A dock's keyboard shortcut (Alt+1 Campaign, Alt+5 Ledger, ...). Pressing it shows the
 * dock, brings its tab to the front when it is tabbed with others, and puts the keyboard
 * focus in it; pressing it again changes nothing. It never hides the dock: closing stays
 * on the dock's own button and its View menu entry, which shows the key beside it.
 */
class DockShortcut
{
public:
    /// Gives \a dock the shortcut \a key in \a window. \a prepare runs once the dock is shown and
    /// before the focus moves (a lazily built panel is built there). The shortcut is live only while
    /// the dock's View menu entry is visible (a game's dock waits for a campaign of its game).
    static QAction *attach(QMainWindow *window, QDockWidget *dock, const QKeySequence &key,
                           const std::function<void()> &prepare = {});
    /// Shows \a dock, raises its tab (or its floating window) and focuses it.
    static void bringUp(QDockWidget *dock, const std::function<void()> &prepare = {});

private:
    /// The widget in \a dock the keyboard focus goes to: its panel, or the panel's first input.
    static QWidget *focusTarget(QDockWidget *dock);
};

} // namespace Reeve
