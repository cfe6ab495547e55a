#pragma once

#include <QKeySequence>
#include <QSet>

class QMainWindow;
class QWidget;

namespace Reeve {

/**
 * One owner for each Alt+letter on screen (issue 24, keyboard only). A key claimed twice does
 * nothing useful: Qt only moves the focus between the claimants, press after press. The window's
 * own keys come first (its menu titles, the dock keys Alt+1 … Alt+0, Alt+B, …), then the Campaign
 * and Turn log docks, which are always on screen, then the panel in front: a label, button, group
 * or tab whose mnemonic is already taken gives it up, in whatever language the window speaks, and
 * takes it back when the key is free again (another game's campaign, whose docks use other keys).
 * A dock tabbed behind another gives up all of its keys until it comes to the front: Qt keeps it
 * "visible" out of sight, and its keys would otherwise still compete with the front dock's.
 */
class Mnemonics
{
public:
    /// Settles the keys of \a window as above; called when a campaign opens or a panel is built.
    static void settle(QMainWindow *window);
    /// Settles \a window again whenever a tab under \a root comes to the front (its page may be
    /// built only then, as the Campaign dock's are). Each tab widget is followed once.
    static void follow(QMainWindow *window, QWidget *root);
    /// The Alt+keys the mnemonics under \a root claim now (all of them, shown or not).
    static QSet<QKeySequence> claimed(QWidget *root);
    /// Takes the mnemonic off every text under \a root whose key \a reserved holds, and puts back
    /// the ones given up before whose key is free again.
    static void yield(QWidget *root, const QSet<QKeySequence> &reserved);
    /// \a text without its mnemonic ("&&" stays a literal ampersand).
    static QString stripped(const QString &text);
};

} // namespace Reeve
