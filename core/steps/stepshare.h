#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include "log/action.h"

namespace Reeve {

class Campaign;

/**
 * Who may read one field of a step's outcome (docs/ARCHITECTURE.md, "Audiences"). A field no share
 * names is public; "working" names the procedures' working, "*" every field no other share names.
 * A Side share names the step field that says whose it is (a side, or an army, unit or band whose
 * side it is), or "@key" where the outcome's own key names it (taxes per nation). Each game declares
 * its shares in resources/rules/GAME/step-audiences.json.
 */
struct StepShare
{
    QString key;
    Audience audience = Audience::Referee;
    QString sideOf; ///< the step field naming the side, or "@key", for Audience::Side

    /// The reader of one share on this run: its audience and, for a side, the side's id.
    struct Reader
    {
        Audience audience = Audience::Public;
        qint64 side = 0;
        bool mayRead(Audience viewer, qint64 viewerSide) const;
    };

    /// Each outcome field's reader, the sides found in the campaign from the step's fields (or, for
    /// "@key", from the keys of \a outcome).
    static QHash<QString, Reader> readers(const QList<StepShare> &shares, Campaign &campaign,
                                          const QJsonObject &fields, const QJsonObject &outcome = {});
    /// Reads \a json (a step-audiences.json "steps" entry) as shares; exit-2 style errors name the entry.
    static QList<StepShare> fromJson(const QJsonArray &json);
    /// \a outcome without the fields \a viewer may not read.
    static QJsonObject visible(const QJsonObject &outcome, const QHash<QString, Reader> &readers,
                               Audience viewer, qint64 viewerSide);
    /// describe-step's "audiences" list.
    static QJsonArray describe(const QList<StepShare> &shares);
};

} // namespace Reeve
