#pragma once

#include <QString>

namespace Reeve {

/**
 * One kind of marker in a container's composition: its name as the rules name
 * it, its category (event, action, battle, leader, other), an optional value
 * (1066 Vassalage 1 / 2) and how many the counter sheet has. A count of -1 means
 * the figure is missing: the rules sources do not print the counter mix.
 */
struct MarkerKind
{
    QString name;
    QString category;      ///< "event", "action", "battle", "leader" or "other"
    int value = 0;         ///< 0 when the marker has no value
    int count = -1;        ///< -1: missing
    QString provenance;    ///< "missing", "text", "house", ...
    QString rule;          ///< e.g. "1066 §8.13"
    QString afterPlay;     ///< "pool", "next-player-turn" or "forever"; empty: by category
    QString onDraw;        ///< e.g. "redraw-all" (1066 Comet)
    QString option;        ///< the optional rule it belongs to (Charlemagne §30): in the container only while in play

    bool isMissing() const { return count < 0; }
    bool isEvent() const { return category == QStringLiteral("event"); }
    bool isLeader() const { return category == QStringLiteral("leader"); }
};

} // namespace Reeve
