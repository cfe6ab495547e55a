// The 1066 set-up (§27.4–27.8): counters placed by their owners in the squares the rules allow.
#include "deploy.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/1066/turn/control1066.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

QStringList allowedSquares(const Unit &u)
{
    QStringList squares;
    for (const QString &s : u.attributes.value(u"setup_in"_s).toString().split(u','))
        if (!s.trimmed().isEmpty())
            squares << s.trimmed();
    return squares;
}

bool waiting(const Unit &u)
{
    return u.locationId.isEmpty() && !u.isEliminated() && !allowedSquares(u).isEmpty();
}

qint64 unitOf(Campaign &campaign, const QJsonValue &v)
{
    if (v.isDouble())
        return v.toInteger();
    for (const Unit &u : CampaignReader(campaign.database()).units())
        if (u.name.compare(v.toString(), Qt::CaseInsensitive) == 0 || QString::number(u.id) == v.toString())
            return u.id;
    return 0;
}

/// The powers before \a owner in §27.5–27.8's order that still have counters to place.
QStringList earlierStillToPlace(Database &db, qint64 owner)
{
    CampaignReader reader(db);
    QStringList earlier;
    for (const Side &s : reader.sides()) {
        if (s.id == owner)
            break;
        for (const Unit &u : reader.units())
            if (u.sideId == s.id && waiting(u)) {
                earlier << s.name;
                break;
            }
    }
    return earlier;
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const ClockState clock = reader.clock();
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const Unit unit = reader.unit(unitOf(campaign, f.value(u"unit"_s)));
    const QString square = f.value(u"square"_s).toString();
    QList<StepRefusal> refusals;
    auto refuse = [&](const QString &text, const char *rule) {
        refusals << StepRefusal{text, u"1066 §"_s + QString::fromLatin1(rule)};
    };
    if (clock.turn != 1 || clock.phase != campaign.game().phases.value(0))
        refuse(tr("Counters are set up before play starts, at the first game turn's initiative; the clock is "
                  "at "
                  "turn %1, %2.")
                       .arg(clock.turn)
                       .arg(clock.phase),
               "27.1");
    if (unit.id == 0)
        return refusals << StepRefusal{tr("Name a unit of the campaign."), u"1066 §27.4"_s};
    const Side owner = reader.side(unit.sideId);
    const bool byNormans = owner.attributes.value(u"neutral"_s).toBool() && side.name == u"Normans"_s;
    if (unit.sideId != side.id && !byNormans)
        refuse(tr("%1 is a unit of %2: each power sets up its own counters, a neutral one's by the Normans.")
                       .arg(Control1066::unitName(unit), owner.name),
               "27.7");
    if (!waiting(unit))
        refuse(tr("%1 is not waiting to be set up: the scenario placed it, or it is already on the map.")
                       .arg(Control1066::unitName(unit)),
               "27.4");
    else if (!allowedSquares(unit).contains(square, Qt::CaseInsensitive))
        refuse(tr("%1 sets up in %2, not in %3.")
                       .arg(Control1066::unitName(unit), allowedSquares(unit).join(u", "_s), square),
               owner.name == u"Normans"_s        ? "27.5"
               : owner.name == u"Anglo-Saxons"_s ? "27.6"
                                                 : "27.7");
    if (!f.value(u"simultaneous"_s).toBool())
        if (const QStringList earlier = earlierStillToPlace(db, unit.sideId); !earlier.isEmpty())
            refuse(tr("%1 still %2 counters to set up: the powers set up in turn, Normans first (or give "
                      "simultaneous=true when the players agree to set up together).")
                           .arg(earlier.join(u", "_s), earlier.size() == 1 ? tr("has") : tr("have")),
                   "27.4");
    return refusals;
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    CampaignReader reader(campaign.database());
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const Unit unit = reader.unit(unitOf(campaign, f.value(u"unit"_s)));
    const QString square = f.value(u"square"_s).toString();
    ActionWriter writer(campaign.log());
    writer.update(u"units"_s, {{u"id"_s, unit.id}}, {{u"location_id"_s, square}});
    ActionDraft draft;
    draft.kind = u"1066.deploy"_s;
    draft.publicText = tr("%1 set up a counter, face down (1066 §27.4, §7.1)").arg(side.name);
    draft.privateText = tr("%1 in %2").arg(Control1066::unitName(unit), square);
    draft.audience = Audience::Side;
    draft.audienceSide = side.id;
    writer.commit(draft);
    QJsonObject outcome{{u"side"_s, side.name},
                        {u"order"_s, f.value(u"simultaneous"_s).toBool() ? u"simultaneous"_s : u"in turn"_s},
                        {u"placed"_s,
                         QJsonObject{{u"unit"_s, Control1066::unitName(unit)}, {u"square"_s, square}}}};
    return StepOutcome{outcome, {}, draft.publicText};
}

} // namespace

void Deploy1066::registerStep(StepRegistry &registry)
{
    StepSpec s
            = StepSpec::make(u"1066"_s, "Reeve::TurnSteps1066", u"deploy"_s, N("Set up a counter"),
                             N("Before play starts a power places a counter the scenario left for it, in a "
                               "square the set-up allows; the powers set up in turn, Normans first, unless "
                               "they agree to set up together. The counter goes down face down."),
                             {u"1066 §27.4"_s, u"1066 §27.5"_s, u"1066 §27.6"_s, u"1066 §27.7"_s});
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"),
                                N("The power setting up (the Normans for a neutral's counters).")),
                StepField::make(u"unit"_s, StepField::Type::Unit, true, N("Unit"), N("The counter to place.")),
                StepField::make(u"square"_s, StepField::Type::Location, true, N("Square"),
                                N("One of the squares the unit may set up in.")),
                StepField::make(u"simultaneous"_s, StepField::Type::Boolean, false, N("Set up together"),
                                N("§27.4's other reading: the players agreed to set up at the same time, so "
                                  "the order of powers is not checked (default: in turn)."))};
    s.examples = {u"reeve-cli step FILE deploy side=Normans unit=William square=Rouen"_s};
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
