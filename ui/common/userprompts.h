#pragma once

#include <functional>
#include <optional>

#include <QString>

class QWidget;

namespace Reeve {

/**
 * The questions and messages the GUI puts to the user. The default shows
 * message boxes; tests install a subclass that records them instead, so no
 * modal box ever blocks a test run.
 */
class UserPrompts
{
public:
    enum class LockedChoice { OpenReadOnly, Cancel };

    virtual ~UserPrompts();

    virtual void error(QWidget *parent, const QString &title, const QString &text);
    /// Tells the user something worth reading whole (a list too long for the status bar).
    virtual void information(QWidget *parent, const QString &title, const QString &text);
    /// Asks what to do with a campaign another Reeve process holds open.
    virtual LockedChoice lockedFile(QWidget *parent, const QString &path);
    /// Asks a yes/no question; returns true for yes.
    virtual bool confirm(QWidget *parent, const QString &title, const QString &text);
    /// Asks for the PIN that opens \a whose private view; nothing when cancelled.
    virtual std::optional<QString> askPin(QWidget *parent, const QString &whose);

    /**
     * Runs \a edit; a Reeve::Failure (or any std::exception) it throws is shown as
     * an error titled \a what. Returns whether the edit went through.
     */
    bool attempt(QWidget *parent, const QString &what, const std::function<void()> &edit);
};

} // namespace Reeve
