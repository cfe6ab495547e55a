#pragma once

#include <QString>

#include "log/action.h"

namespace Reeve {

class Campaign;

/**
 * Who may look at hidden things on a shared screen: a side's view opens with
 * that side's PIN, the referee's view with the referee's PIN, each only when
 * one is set (DESIGN §7). The public view never asks. Setting, changing or
 * removing a PIN is one logged, undoable action whose text names no PIN and no
 * hash. PINs are kept as PinHash makes them.
 */
class ViewerGate
{
public:
    explicit ViewerGate(Campaign &campaign);

    /// Whether opening the view of \a audience (and \a sideId for a side) needs a PIN.
    bool needsPin(Audience audience, qint64 sideId = 0);
    /// Whether \a pin is that view's own PIN (always true when no PIN is set).
    bool check(Audience audience, qint64 sideId, const QString &pin);
    /// Whether \a pin opens that view: its own PIN, or the referee's (who may read everything).
    bool opens(Audience audience, qint64 sideId, const QString &pin);
    /// Sets the referee's PIN (an empty \a pin removes it) without asking for the old one; returns the action's seq.
    qint64 setRefereePin(const QString &pin);
    /**
     * Sets, changes or (with an empty \a newPin) removes the PIN of the referee or of side \a sideId.
     * Where a PIN is set, \a oldPin must open the view (opens(): a side's own PIN or the referee's):
     * otherwise Failure::badInput and nothing is written.
     * Returns the action's seq, or 0 when there was nothing to remove.
     */
    qint64 changePin(Audience audience, qint64 sideId, const QString &oldPin, const QString &newPin);
    /// The view whose PIN undoing or redoing action \a seq needs.
    struct Guard
    {
        Audience audience = Audience::Public; ///< Public: no PIN needed
        qint64 sideId = 0;
        QString whose; ///< "the referee" or the side's name
    };
    /// Undoing or redoing a PIN's setting, change or removal would change that PIN without knowing it:
    /// while the PIN it concerns is set, that PIN (or, for a side's, the referee's) is needed.
    Guard undoGuard(qint64 seq);
    /// After \a pin has been checked: stores it again if its hash is of an older, weaker form. 0 when not needed.
    qint64 upgrade(Audience audience, qint64 sideId, const QString &pin);

    static constexpr const char *RefereePinKey = "referee.pin_hash";

private:
    QString storedHash(Audience audience, qint64 sideId);
    qint64 store(Audience audience, qint64 sideId, const QString &hash, const QString &text);
    QString whose(Audience audience, qint64 sideId);

    Campaign &m_campaign;
};

} // namespace Reeve
