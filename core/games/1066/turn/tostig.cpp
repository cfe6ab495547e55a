// The 1066 Tostig marker (§8.13, §18.10): Tostig put on the map under the control of the power that plays him.
#include "tostig.h"

#include "markermixexample.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "containers/containerreader.h"
#include "containers/handactions.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

const QString TostigKind = u"Tostig"_s;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

bool isTostig(const Unit &u)
{
    return u.attributes.value(u"tostig"_s).toBool() || u.name.startsWith(u"Tostig"_s, Qt::CaseInsensitive);
}

bool holdsTostig(Database &db, qint64 side)
{
    ContainerReader reader(db);
    if (!reader.hasContainer())
        return false;
    for (const ContainerMarker &m : reader.state(reader.find().id).hand(side))
        if (m.kind.compare(TostigKind, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

/// Why \a square cannot take Tostig for \a side (§8.13: a square with a friendly unit, or its own box, §21.1).
QString squareRefusal(Database &db, const Side &side, const QString &square)
{
    CampaignReader reader(db);
    const Location l = reader.location(square);
    if (l.kind == u"off-map box"_s) {
        const bool own = (l.id.compare(u"Normandy"_s, Qt::CaseInsensitive) == 0 && side.name == u"Normans"_s)
                         || (l.id.compare(u"Norway"_s, Qt::CaseInsensitive) == 0 && side.name == u"Vikings"_s);
        return own ? QString()
                   : tr("%1 is not an off-map box of %2 (Normandy is the Normans', Norway the Vikings').")
                               .arg(l.id, side.name);
    }
    if (Control1066::controlledIn(db, square, side.id).isEmpty())
        return tr("No unit of %1 stands in %2: Tostig joins a square with one of the power's units, or its "
                  "own "
                  "off-map box.")
                .arg(side.name, square);
    return QString();
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const ClockState clock = reader.clock();
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    QList<StepRefusal> refusals;
    if (!TurnOrder1066::inOwnPhase(clock, side.id, u"Recruiting"_s))
        refusals << StepRefusal{
                tr("Tostig is played in the power's own recruiting phase; the clock is at %1.")
                        .arg(clock.phase),
                u"1066 §8.13"_s};
    if (side.attributes.value(u"neutral"_s).toBool())
        refusals << StepRefusal{tr("%1 is neutral: a neutral power plays no markers.").arg(side.name),
                                u"1066 §4.3"_s};
    for (const Unit &u : reader.units())
        if (isTostig(u))
            refusals << StepRefusal{u.isEliminated()
                                            ? tr("Tostig was eliminated: he is out of play for good.")
                                            : tr("Tostig is already on the map, with %1.")
                                                      .arg(reader.side(Control1066::controller(u)).name),
                                    u.isEliminated() ? u"1066 §18.10"_s : u"1066 §8.13"_s};
    if (!holdsTostig(db, side.id))
        refusals << StepRefusal{
                tr("%1 holds no Tostig marker: Tostig comes into play only from the hand that "
                   "drew him.")
                        .arg(side.name),
                u"1066 §18.10"_s};
    if (const QString why = squareRefusal(db, side, f.value(u"square"_s).toString()); !why.isEmpty())
        refusals << StepRefusal{why, u"1066 §8.13"_s};
    return refusals;
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const QString square = f.value(u"square"_s).toString();
    const QString type = f.value(u"type"_s).toString();
    // The marker is played openly and leaves the game: Tostig never goes back to the pool (§8.13).
    HandActions(campaign).play(side.id, TostigKind);
    ActionWriter writer(campaign.log());
    const qint64 id = writer.nextId(u"units"_s);
    const QJsonObject attributes{{u"leader"_s, true},
                                 {u"tostig"_s, true},
                                 {u"entered_turn"_s, reader.clock().turn}};
    writer.insert(u"units"_s, {{u"id"_s, id},
                               {u"side_id"_s, side.id},
                               {u"location_id"_s, square},
                               {u"type"_s, type},
                               {u"name"_s, TostigKind},
                               {u"attributes"_s,
                                QString::fromUtf8(QJsonDocument(attributes).toJson(QJsonDocument::Compact))},
                               {u"status"_s, u"active"_s}});
    ActionDraft draft;
    draft.kind = u"1066.tostig"_s;
    draft.publicText = tr("%1 put Tostig on the map under its control, face down (1066 §8.13, §18.10)")
                               .arg(side.name);
    draft.privateText = tr("Tostig (a %1, unit %2) in %3; enter his printed values with the values step")
                                .arg(type)
                                .arg(id)
                                .arg(square);
    draft.audience = Audience::Side;
    draft.audienceSide = side.id;
    writer.commit(draft);
    return StepOutcome{{{u"side"_s, side.name},
                        {u"unit"_s, id},
                        {u"placed"_s, QJsonObject{{u"square"_s, square}}}},
                       {},
                       draft.publicText};
}

} // namespace

void Tostig1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"tostig"_s, N("Tostig"),
            N("In its own recruiting phase a power plays the Tostig marker from its hand: Tostig enters the "
              "map "
              "as its leader, face down, in a square with one of its units or in its own off-map box. The "
              "marker leaves the game; Tostig counts as a king for victory and never returns once "
              "eliminated."),
            {u"1066 §8.13"_s, u"1066 §18.10"_s, u"1066 §21.1"_s});
    s.fields = {
            StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"),
                            N("The phasing power, which holds the Tostig marker.")),
            StepField::make(u"square"_s, StepField::Type::Location, true, N("Square"),
                            N("A square where one of the power's units stands, or its own off-map box.")),
            StepField::choice(u"type"_s, {u"knight"_s, u"housecarl"_s, u"thegn"_s, u"fyrd"_s}, true,
                              N("Counter type"),
                              N("The unit type printed on the Tostig counter (§18.9); the counter's values "
                                "are not in our sources."))};
    // A pool holding the one Tostig counter; the Vikings drew it and play it in their recruiting phase, the third
    // power in the seating order: eighteen phases on from the first initiative. He joins them in Norway (§21.1).
    s.examples = {markerMixExample1066({{u"Tostig"_s, 1}}), u"reeve-cli container FILE pick Vikings Tostig"_s};
    for (int i = 0; i < 18; ++i)
        s.examples << u"reeve-cli step FILE next-phase"_s;
    s.examples << u"reeve-cli step FILE tostig side=Vikings square=Norway type=thegn"_s;
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
