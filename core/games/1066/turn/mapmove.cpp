// A 1066 force moves on the map face down (§7, §14), and a violated neutral turns belligerent (§4.4–4.5).
#include "mapmove.h"

#include <utility>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "dice/randomstream.h"
#include "games/1066/turn/aboard1066.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/reveal1066.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

QList<qint64> unitIds(Campaign &campaign, const QJsonObject &f)
{
    QList<qint64> ids;
    CampaignReader reader(campaign.database());
    for (const QJsonValue &v : f.value(u"units"_s).toArray()) {
        if (v.isDouble()) {
            ids << v.toInteger();
            continue;
        }
        qint64 found = 0;
        for (const Unit &u : reader.units())
            if (u.name.compare(v.toString(), Qt::CaseInsensitive) == 0
                || QString::number(u.id) == v.toString())
                found = u.id;
        ids << found;
    }
    return ids;
}

QString unitName(const Unit &u)
{
    return Control1066::unitName(u);
}

/// The force as listed, with the land units aboard each of its fleets (§17.5: they sail with it).
QList<qint64> withCargo(Database &db, const QList<qint64> &listed)
{
    QList<qint64> ids = listed;
    for (qint64 id : listed)
        for (const Unit &cargo : Aboard1066::cargoOf(db, id))
            if (!ids.contains(cargo.id))
                ids << cargo.id;
    return ids;
}

/// Why \a u, listed in a force of \a listed, cannot move on its own (§17.10), or empty.
QString aboardRefusal(Database &db, const Unit &u, const QList<qint64> &listed, const ClockState &clock)
{
    CampaignReader reader(db);
    if (const qint64 fleet = Aboard1066::fleetOf(db, u); fleet != 0 && !listed.contains(fleet))
        return tr("%1 is aboard %2: it moves with its fleet, or is landed first (disembark, 1066 §17.10).")
                .arg(unitName(u), unitName(reader.unit(fleet)));
    if (clock.phase == u"Movement"_s && u.attributes.value(Aboard1066::LandedKey).toInt() == clock.turn)
        return tr("%1 came ashore in this movement phase: newly landed units move no further this phase (1066 "
                  "§17.10).")
                .arg(unitName(u));
    return {};
}

/// Only Normans enter Normandy, only Vikings Norway (§21.1).
QString offMapRefusal(const QString &to, const QString &side)
{
    if (to.compare(u"Normandy"_s, Qt::CaseInsensitive) == 0 && side != u"Normans"_s)
        return tr("Only Norman units may enter Normandy (1066 §21.1).");
    if (to.compare(u"Norway"_s, Qt::CaseInsensitive) == 0 && side != u"Vikings"_s)
        return tr("Only Viking units may enter Norway (1066 §21.1).");
    return {};
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    CampaignReader reader(campaign.database());
    const ClockState clock = reader.clock();
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const QString to = f.value(u"to"_s).toString();
    QList<StepRefusal> refusals;
    if (clock.phase != u"Movement"_s)
        refusals << StepRefusal{
                tr("Forces move in their player's movement phase; the clock is at %1 (1066 §3.2).")
                        .arg(clock.phase),
                u"1066 §3.2"_s};
    if (clock.activeSide != 0 && clock.activeSide != side.id)
        refusals << StepRefusal{
                tr("It is the player turn of %1: only the phasing player moves (a counter march is played "
                   "with a Forced March marker, 1066 §16.6).")
                        .arg(reader.side(clock.activeSide).name),
                u"1066 §14.3"_s};
    if (side.attributes.value(u"neutral"_s).toBool())
        refusals << StepRefusal{tr("%1 is neutral: neutral units never move (1066 §14.4).").arg(side.name),
                                u"1066 §14.4"_s};
    if (const QString offMap = offMapRefusal(to, side.name); !offMap.isEmpty())
        refusals << StepRefusal{offMap, u"1066 §21.1"_s};
    QString from;
    const QList<qint64> listed = unitIds(campaign, f);
    for (qint64 id : listed) {
        const Unit u = reader.unit(id);
        if (u.id == 0 || Control1066::controller(u) != side.id || u.isEliminated()) {
            refusals << StepRefusal{tr("Unit %1 is not a unit of %2 in play.").arg(id).arg(side.name),
                                    u"1066 §14.1"_s};
            continue;
        }
        if (from.isNull())
            from = u.locationId;
        else if (u.locationId != from)
            refusals << StepRefusal{
                    tr("%1 is not in the same square as the rest of the force: a force is units that "
                       "move together from one square (1066 §14.1, §14.5).")
                            .arg(unitName(u)),
                    u"1066 §14.5"_s};
        if (u.locationId == to)
            refusals << StepRefusal{tr("%1 is already in %2.").arg(unitName(u), to), u"1066 §14.1"_s};
        if (const QString why = aboardRefusal(campaign.database(), u, listed, clock); !why.isEmpty())
            refusals << StepRefusal{why, u"1066 §17.10"_s};
    }
    return refusals;
}

/** The other powers' units where the force arrives, per side. */
struct Contact
{
    QMap<qint64, QStringList> units;
    QList<qint64> neutrals;
};

Contact contactAt(Database &db, const QString &square, qint64 mover)
{
    Contact c;
    CampaignReader reader(db);
    for (const Unit &u : reader.units()) {
        if (u.locationId != square || Control1066::controller(u) == mover || u.isEliminated())
            continue;
        c.units[Control1066::controller(u)] << unitName(u);
        if (reader.side(u.sideId).attributes.value(u"neutral"_s).toBool() && !c.neutrals.contains(u.sideId))
            c.neutrals << u.sideId;
    }
    return c;
}

/// §7.2: in \a square every unit of the mover is revealed to each other power there, and theirs to the mover.
void revealContact(ActionWriter &writer, const QString &square, qint64 mover)
{
    Database &db = writer.database();
    CampaignReader reader(db);
    QList<Unit> mine, theirs;
    QList<qint64> others;
    for (const Unit &u : reader.units()) {
        if (u.locationId != square || u.isEliminated())
            continue;
        const qint64 by = Control1066::controller(u);
        (by == mover ? mine : theirs) << u;
        const qint64 player = Control1066::playerOf(db, by); // a belligerent neutral's player sees for it
        if (by != mover && !others.contains(player) && !reader.side(by).attributes.value(u"neutral"_s).toBool())
            others << player;
    }
    Reveal1066::reveal(writer, theirs, Control1066::playerOf(db, mover));
    for (qint64 other : others)
        Reveal1066::reveal(writer, mine, other);
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &dice)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const QString to = f.value(u"to"_s).toString();
    const QList<qint64> ids = withCargo(db, unitIds(campaign, f));
    const QString from = reader.unit(ids.first()).locationId;
    const Contact contact = contactAt(db, to, side.id);
    QStringList names;
    QStringList met;
    for (auto it = contact.units.begin(); it != contact.units.end(); ++it)
        met << reader.side(it.key()).name;
    {
        for (qint64 id : ids) { // named before the fleet moves away from its cargo's record
            const Unit u = reader.unit(id);
            const qint64 fleet = Aboard1066::fleetOf(db, u);
            names << (fleet ? tr("%1 (aboard %2)").arg(unitName(u), unitName(reader.unit(fleet))) : unitName(u));
        }
        ActionWriter writer(campaign.log());
        for (qint64 id : ids) {
            Reveal1066::hide(writer, reader.unit(id)); // face down again for whoever did not see it arrive
            writer.update(u"units"_s, {{u"id"_s, id}}, {{u"location_id"_s, to}});
        }
        ActionDraft draft;
        draft.kind = u"1066.move"_s;
        draft.publicText
                = met.isEmpty()
                          ? tr("%1 moved a force (its counters stay face down, 1066 §7.1)").arg(side.name)
                          : tr("%1 moved a force into contact with %2: the players involved reveal their "
                               "units there to each other (1066 §7.2)")
                                    .arg(side.name, met.join(u", "_s));
        draft.privateText = tr("%1 from %2 to %3")
                                    .arg(names.join(u", "_s), from.isEmpty() ? tr("off the map") : from, to);
        for (auto it = contact.units.begin(); it != contact.units.end(); ++it)
            draft.privateText += tr("; there: %1 of %2")
                                         .arg(it.value().join(u", "_s), reader.side(it.key()).name);
        draft.audience = Audience::Side;
        draft.audienceSide = side.id;
        writer.commit(draft);
    }
    // §4.4-4.5 first, so that a violated neutral's new player sees the force it now faces.
    const QStringList belligerent
            = Control1066::makeBelligerent(campaign, contact.neutrals, side.id, dice, tr("entered a square"));
    // §7.2: each player met sees the arriving force, in his own log only; both sides' units there are recorded
    // as revealed to each other (with the first such entry).
    bool recorded = false;
    for (auto it = contact.units.begin(); it != contact.units.end(); ++it) {
        const qint64 viewer = Control1066::playerOf(db, it.key());
        if (reader.side(it.key()).attributes.value(u"neutral"_s).toBool())
            continue;
        ActionWriter writer(campaign.log());
        if (!std::exchange(recorded, true))
            revealContact(writer, to, side.id);
        ActionDraft draft;
        draft.kind = u"1066.reveal"_s;
        draft.publicText = tr("%1 and %2 reveal their units to each other (1066 §7.2)")
                                   .arg(side.name, reader.side(it.key()).name);
        draft.privateText = tr("In %1, %2 arrived with: %3").arg(to, side.name, names.join(u", "_s));
        draft.audience = Audience::Side;
        draft.audienceSide = viewer;
        writer.commit(draft);
    }
    QJsonObject outcome{{u"side"_s, side.name},
                        {u"contact"_s, QJsonArray::fromStringList(met)},
                        {u"became_belligerent"_s, QJsonArray::fromStringList(belligerent)},
                        {u"force"_s, QJsonObject{{u"units"_s, QJsonArray::fromStringList(names)},
                                                 {u"from"_s, from},
                                                 {u"to"_s, to}}}};
    return StepOutcome{outcome, {}, tr("%1 moved a force").arg(side.name)};
}

} // namespace

void MapMove1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(u"1066"_s, "Reeve::TurnSteps1066", u"map-move"_s,
                                N("Move a force on the map"),
                                N("The phasing power moves one force to a square. The public log says only "
                                  "that a force moved; the "
                                  "side's own log names the counters and squares; a force meeting enemy "
                                  "units reveals them to the "
                                  "two players involved; entering a neutral's square makes it belligerent."),
                                {u"1066 §14.1"_s, u"1066 §7.1"_s, u"1066 §7.2"_s, u"1066 §4.4"_s,
                                 u"1066 §4.5"_s});
    StepField units = StepField::make(u"units"_s, StepField::Type::List, true, N("Units"),
                                      N("The units of the force, all in the same square."));
    units.itemType = StepField::Type::Unit;
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"), N("The phasing power.")),
                units,
                StepField::make(u"to"_s, StepField::Type::Location, true, N("To"),
                                N("The square the force ends in."))};
    s.dice = {StepDice{
            u"takeover"_s, u"d6"_s,
            N("when a neutral is entered in a three-player game: 1-3 the first other player takes it, "
              "4-6 the second (§4.5)")}};
    // The scenario's seating order puts the Normans first; six phases bring their movement phase.
    s.examples = QStringList(6, u"reeve-cli step FILE next-phase"_s)
                 << u"reeve-cli step FILE map-move side=Normans units='[6]' to=Rouen"_s;
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
