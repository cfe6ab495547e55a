#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Reeve {

class Campaign;

namespace Charlemagne {

/// One source of victory points with its explanation and rule reference.
struct VictoryLine
{
    QString source; ///< "levy", "burg", "civilization", "burg+civilization", "conversion", "charlemagne"
    QString where;  ///< region or hex (empty for Charlemagne's elimination)
    int points = 0;
    QString text;    ///< explanation in Reeve's words, numbers shown
    QString ruleRef; ///< "Charlemagne §27.1a"
};

/// A figure the count needs that the rules do not give (a Region Control Table cell).
struct MissingVictoryFigure
{
    QString region;
    QString row;  ///< "1" levy, "2" original religion
    QString what; ///< "levy" or "original religion"
};

/// The Empire's victory-point count (§27: only the Empire scores) and its level.
struct VictoryCount
{
    QString side;  ///< the scoring side's name ("Empire")
    int total = 0; ///< sum of the lines that could be counted
    QList<VictoryLine> lines;
    QList<MissingVictoryFigure> missing;
    QString level; ///< "total-imperial" … "total-tribal" (empty while figures are missing)
    bool complete() const { return missing.isEmpty(); }
};

/**
 * Counts the Empire's victory points from a Charlemagne campaign (§27.1):
 * regions with attribute control=Empire add their levy (Region Control Table
 * row 1, house figures included); hexes (kind "hex") with an unpillaged "burg"
 * marker and/or a "civilization" marker add 1 each (2 for both, §27.1b) when an
 * active Empire unit stands there; a region whose "religion" attribute differs
 * from its original religion (attribute "original_religion", else the table's
 * row 2) adds 1 when turned Christian and loses 1 when a Christian region turned
 * Muslim or pagan; Charlemagne eliminated costs 3. A pillaged hex carries a
 * "pillage" marker.
 */
class VictoryCounter
{
public:
    explicit VictoryCounter(Campaign &campaign);

    VictoryCount count();
    /// The count, or Failure::missingFigure naming every missing cell and how to enter it.
    VictoryCount requireComplete();
    /// Records the Empire's total as the tracked quantity "vp" for the clock's turn (one action).
    qint64 record();
    /// The §27.2 level id for \a points.
    static QString levelFor(int points);
    /// The §27.2 level in plain words ("Total Tribal victory") for its id; the id itself when unknown.
    static QString levelText(const QString &level);

private:
    Campaign &m_campaign;
};

} // namespace Charlemagne
} // namespace Reeve
