#pragma once

#include <QString>

#include "log/action.h"

namespace Reeve {

class Campaign;

/**
 * Who may look at hidden things on a shared screen: a side's view opens with
 * that side's PIN, the referee's view with the referee's PIN, each only when
 * one is set (DESIGN §7). The public view never asks. Setting or removing the
 * referee's PIN is a logged action that names no PIN.
 */
class ViewerGate
{
public:
    explicit ViewerGate(Campaign &campaign);

    /// Whether opening the view of \a audience (and \a sideId for a side) needs a PIN.
    bool needsPin(Audience audience, qint64 sideId = 0);
    /// Whether \a pin opens that view (always true when no PIN is set).
    bool check(Audience audience, qint64 sideId, const QString &pin);
    /// Sets the referee's PIN (an empty \a pin removes it); returns the action's seq.
    qint64 setRefereePin(const QString &pin);

    static constexpr const char *RefereePinKey = "referee.pin_hash";

private:
    QString storedHash(Audience audience, qint64 sideId);

    Campaign &m_campaign;
};

} // namespace Reeve
