// The 1066 provisioning step (§9): forage read from the square, a gold point from the hand or the excess removed.
#include "provision.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerreader.h"
#include "containers/handactions.h"
#include "games/1066/battle/battlesteps.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/square1066.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
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

const QString GoldKind = u"Gold Point"_s;

int goldHeld(Database &db, qint64 side)
{
    ContainerReader reader(db);
    int n = 0;
    if (reader.hasContainer())
        for (const ContainerMarker &m : reader.state(reader.find().id).hand(side))
            n += m.kind.compare(GoldKind, Qt::CaseInsensitive) == 0 ? 1 : 0;
    return n;
}

QList<qint64> removalIds(Campaign &campaign, const QJsonObject &f)
{
    QList<qint64> ids;
    CampaignReader reader(campaign.database());
    for (const QJsonValue &v : f.value(u"remove"_s).toArray()) {
        qint64 found = v.isDouble() ? v.toInteger() : 0;
        for (const Unit &u : reader.units())
            if (!found
                && (u.name.compare(v.toString(), Qt::CaseInsensitive) == 0
                    || QString::number(u.id) == v.toString()))
                found = u.id;
        ids << found;
    }
    return ids;
}

/** What the square asks of the phasing power's units there (§9.2–9.5, §9.7, §9.9). */
struct Need
{
    QList<Unit> units;
    Location square;
    std::optional<int> forage;
    QString season;
};

Need needOf(Campaign &campaign, const QJsonObject &f, qint64 side)
{
    CampaignReader reader(campaign.database());
    Need n;
    n.square = reader.location(f.value(u"square"_s).toString());
    n.units = Control1066::controlledIn(campaign.database(), n.square.id, side);
    n.forage = Square1066::forage(n.square);
    n.season = BattleSteps::seasonOfClock(campaign);
    return n;
}

/// The 1066.provisioning working for the square, as the campaign records it (no dice).
ProcedureResult work(Campaign &campaign, const Need &n, const QJsonObject &f)
{
    Database &db = campaign.database();
    const Procedure &p = ProcedureRegistry::standard().get(u"1066.provisioning"_s);
    const QJsonObject inputs{{u"units"_s, int(n.units.size())},
                             {u"forage"_s, n.forage.value_or(0)},
                             {u"season"_s, n.season},
                             {u"castle"_s, Square1066::markerIn(db, n.square.id, u"Castle"_s) != 0},
                             {u"pillaged"_s, Square1066::markerIn(db, n.square.id, u"Pillaged"_s) != 0},
                             {u"all_sea"_s, Square1066::isAllSea(n.square)},
                             {u"off_map"_s, Square1066::isOffMap(n.square)},
                             {u"pillage_reading"_s, f.value(u"pillage_reading"_s).toString(u"zero"_s)}};
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    return ProcedureRunner(tables).runEntered(p, ProcedureRunner::completeInputs(p, inputs), {});
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const ClockState clock = reader.clock();
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    QList<StepRefusal> refusals;
    auto refuse = [&](const QString &text, const char *rule) {
        refusals << StepRefusal{text, u"1066 §"_s + QString::fromLatin1(rule)};
    };
    if (side.attributes.value(u"neutral"_s).toBool())
        return refusals << StepRefusal{tr("%1 is neutral: neutral units need neither forage nor gold.")
                                               .arg(side.name),
                                       u"1066 §9.8"_s};
    if (!TurnOrder1066::inOwnPhase(clock, side.id, u"Provisioning"_s))
        refuse(tr("A power provisions in its own provisioning phase; the clock is at %1.").arg(clock.phase),
               "9.1");
    const Need n = needOf(campaign, f, side.id);
    if (n.units.isEmpty())
        return refusals << StepRefusal{tr("%1 has no units in %2 to provision.").arg(side.name, n.square.id),
                                       u"1066 §9.1"_s};
    if (Square1066::isOffMap(n.square))
        return refusals << StepRefusal{
                       tr("%1 is an off-map area: units there need no forage or provisioning.")
                               .arg(n.square.id),
                       u"1066 §21.5"_s};
    if (!n.forage)
        return refusals << StepRefusal{tr("The forage value of %1 is not entered: give the square its "
                                          "\"forage\" from the Terrain "
                                          "Effects Chart (a town's is its \"feudal\" value + 2).")
                                               .arg(n.square.id),
                                       u"1066 §9.2"_s};
    const int excess = work(campaign, n, f).outcome.value(u"excess"_s).toInt();
    const bool gold = f.value(u"gold"_s).toBool();
    const QList<qint64> remove = removalIds(campaign, f);
    if (gold && excess == 0)
        refuse(tr("Forage feeds every unit in %1: no gold point is spent.").arg(n.square.id), "9.4");
    if (gold && goldHeld(db, side.id) == 0)
        refuse(tr("%1 holds no Gold Point marker: gold cannot be spent before it is held.").arg(side.name),
               "9.4");
    if (gold && !remove.isEmpty())
        refuse(tr("A gold point feeds every unit in excess: name units to remove only when no gold is "
                  "spent."),
               "9.4");
    if (!gold && excess > 0 && remove.size() != excess) {
        QStringList there;
        for (const Unit &u : n.units)
            there << u"%1 (%2)"_s.arg(Control1066::unitName(u)).arg(u.id);
        refuse(tr("%1 unit(s) in %2 are beyond its forage: spend a gold point (gold=true) or name exactly %1 "
                  "of "
                  "them to remove (remove=[...]), the owner's choice among: %3.")
                       .arg(excess)
                       .arg(n.square.id, there.join(u", "_s)),
               "9.6");
    }
    if (!gold && excess == 0 && !remove.isEmpty())
        refuse(tr("Forage feeds every unit in %1: none is removed.").arg(n.square.id), "9.2");
    for (qint64 id : remove) {
        bool found = false;
        for (const Unit &u : n.units)
            found = found || u.id == id;
        if (!found)
            refuse(tr("Unit %1 is not one of %2's units in %3.").arg(id).arg(side.name, n.square.id), "9.6");
    }
    return refusals;
}

QString headline(const QString &side, bool gold, qsizetype removed)
{
    if (gold)
        return tr("%1 spent a gold point to provision a force (1066 §9.4)").arg(side);
    if (removed == 0)
        return tr("%1 provisioned a force by forage (1066 §9.2)").arg(side);
    return tr("%1 removed %2 unsupplied unit(s) (1066 §9.6)").arg(side).arg(removed);
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const Need n = needOf(campaign, f, side.id);
    const bool gold = f.value(u"gold"_s).toBool();
    const QList<qint64> remove = removalIds(campaign, f);
    const ProcedureResult result = work(campaign, n, f);
    const QString line = headline(side.name, gold, remove.size());
    {
        ActionWriter announce(campaign.log()); // the step's public line first: its headline (§7.1)
        announce.commit(u"1066.provision"_s, line);
    }
    ActionWriter writer(campaign.log());
    ActionDraft draft;
    draft.data = result.toJson();
    const int excess = result.outcome.value(u"excess"_s).toInt();
    QStringList removed;
    for (qint64 id : remove) {
        removed << Control1066::unitName(reader.unit(id));
        writer.update(u"units"_s, {{u"id"_s, id}}, {{u"status"_s, u"eliminated"_s}});
    }
    QStringList working;
    for (const ExplanationStep &e : result.explanation)
        working << e.text;
    draft.kind = u"1066.provision-working"_s;
    draft.publicText = tr("%1 works out the provisioning of a force (1066 §9)").arg(side.name);
    draft.privateText = tr("%1: %2").arg(n.square.id, working.join(u' '));
    if (!removed.isEmpty())
        draft.privateText += u' ' + tr("Removed: %1.").arg(removed.join(u", "_s));
    draft.audience = Audience::Side;
    draft.audienceSide = side.id;
    writer.commit(draft);
    if (gold)
        HandActions(campaign).returnMarkers(side.id, {GoldKind});
    QJsonObject outcome{{u"side"_s, side.name},
                        {u"square"_s, n.square.id},
                        {u"units"_s, int(n.units.size())},
                        {u"forage_value"_s, result.outcome.value(u"forage_value"_s)},
                        {u"excess"_s, excess},
                        {u"gold_spent"_s, gold ? 1 : 0},
                        {u"eliminated"_s, QJsonArray::fromStringList(removed)}};
    return StepOutcome{outcome, {}, line};
}

} // namespace

void Provision1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(u"1066"_s, "Reeve::TurnSteps1066", u"provision"_s, N("Provisioning"),
                                N("In its provisioning phase a power feeds its units in one square: the "
                                  "square's forage value (with "
                                  "summer and a castle, none when pillaged) feeds that many; one gold point "
                                  "from the hand feeds the "
                                  "rest, or the owner removes the units beyond it."),
                                {u"1066 §9.1"_s, u"1066 §9.2"_s, u"1066 §9.3"_s, u"1066 §9.4"_s,
                                 u"1066 §9.6"_s, u"1066 §9.7"_s, u"1066 §9.9"_s});
    StepField remove
            = StepField::make(u"remove"_s, StepField::Type::List, false, N("Units removed"),
                              N("When no gold is spent: the units beyond the forage value that the owner "
                                "removes, by name or number."));
    remove.itemType = StepField::Type::Unit;
    StepField reading
            = StepField::choice(u"pillage_reading"_s, {u"zero"_s, u"base-zero"_s}, false,
                                N("Pillaged square with bonuses"),
                                N("zero: a pillaged square forages 0 whatever the season or castle "
                                  "(default); base-zero: only its printed value drops to 0 (§9.7)."));
    reading.defaultValue = u"zero"_s;
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"), N("The phasing power.")),
                StepField::make(u"square"_s, StepField::Type::Location, true, N("Square"),
                                N("The square whose units are provisioned.")),
                StepField::make(u"gold"_s, StepField::Type::Boolean, false, N("Spend a gold point"),
                                N("One Gold Point from the hand feeds every unit beyond the forage value.")),
                remove, reading};
    // The Normans' provisioning phase comes two phases after the first initiative; William's knights wait at
    // Rouen (forage: Rouen's entered value).
    s.examples = {u"reeve-cli step FILE deploy side=Normans unit=William square=Rouen"_s,
                  u"reeve-cli location FILE edit Rouen forage=3"_s,
                  u"reeve-cli step FILE next-phase"_s,
                  u"reeve-cli step FILE next-phase"_s,
                  u"reeve-cli step FILE next-phase"_s,
                  u"reeve-cli step FILE provision side=Normans square=Rouen"_s};
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
