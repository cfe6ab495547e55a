#pragma once

#include <QVariant>

class QComboBox;

namespace Reeve {

class Campaign;

/** Fills combo boxes with a campaign's sides or locations (item data: the id). */
class CampaignCombos
{
public:
    enum class Empty { None, Allowed };

    /// Sides with colour swatches; with Empty::Allowed a first item \a emptyText with id 0.
    static void fillSides(QComboBox *combo, Campaign &campaign, Empty empty = Empty::None,
                          const QString &emptyText = QString());
    /// Locations as "C6 — Hastings"; with Empty::Allowed a first item \a emptyText with id "".
    static void fillLocations(QComboBox *combo, Campaign &campaign, Empty empty = Empty::None,
                              const QString &emptyText = QString());
    /// Selects the item whose data is \a id (if present).
    static void select(QComboBox *combo, const QVariant &id);
};

} // namespace Reeve
