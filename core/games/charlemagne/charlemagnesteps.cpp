// The board and unit steps of Charlemagne and the recorded victory-point count; the step families of other
// concerns are in charlemagnetreasurysteps.cpp, charlemagnebidsteps.cpp, charlemagnebattlesteps.cpp and
// charlemagneforcesteps.cpp (CharlemagneSteps::registerAll gathers them).
#include "charlemagnesteps.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "games/charlemagne/charlemagneboard.h"
#include "games/charlemagne/charlemagnebuild.h"
#include "games/charlemagne/charlemagneforcesteps.h"
#include "games/charlemagne/charlemagnestepchecks.h"
#include "games/charlemagne/charlemagnestepkit.h"
#include "games/charlemagne/charlemagneturn.h"
#include "games/charlemagne/charlemagnevictory.h"
#include "steps/stepregistry.h"

#define CS(text) QT_TRANSLATE_NOOP("Reeve::CharlemagneSteps", text)

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Charlemagne;
using namespace Reeve::Charlemagne::StepKit;

namespace {

using T = StepField::Type;
using Checks = CharlemagneStepChecks;

StepSpec controlStep()
{
    StepSpec s = make(
            u"control"_s, CS("Region control"),
            CS("Hands a region to the Empire, the Tribal player or neutrality, as the referee rules it."),
            {u"Charlemagne §4"_s});
    s.fields = {regionField(), choice(u"control"_s, CharlemagneBoard::controls(), CS("Control"),
                                      CS("Who controls the region from now on: Empire, Tribal or Neutral."))};
    s.examples = {u"reeve-cli charlemagne FILE control Frisia Empire"_s,
                  u"reeve-cli step FILE control region=Bavaria control=Empire"_s};
    s.check = &Checks::control;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return seqOutcome(CharlemagneBoard(c).setControl(f.value(u"region"_s).toString(),
                                                         f.value(u"control"_s).toString()));
    };
    return s;
}

StepSpec convertStep()
{
    StepSpec s = make(u"convert"_s, CS("Region religion"), CS("Records the religion a region now follows."),
                      {u"Charlemagne §18"_s});
    s.fields = {regionField(), choice(u"religion"_s, CharlemagneBoard::religions(), CS("Religion"),
                                      CS("christian, pagan or muslim."))};
    s.examples = {u"reeve-cli step FILE convert region=Wends religion=christian"_s};
    s.check = &Checks::region;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return seqOutcome(CharlemagneBoard(c).setReligion(f.value(u"region"_s).toString(),
                                                          f.value(u"religion"_s).toString()));
    };
    return s;
}

StepSpec hexStep()
{
    StepSpec s = make(u"hex"_s, CS("Hex"),
                      CS("Registers a hex of the map, or changes its region, terrain or port."),
                      {u"Charlemagne §3"_s});
    s.fields = {field(u"hex"_s, T::Text, true, CS("Hex"), CS("The hex's name or number.")),
                field(u"region"_s, T::Location, false, CS("Region"), CS("The region the hex belongs to.")),
                field(u"terrain"_s, T::Text, false, CS("Terrain"),
                      CS("Its terrain, as the Terrain Effects Chart names it.")),
                field(u"port"_s, T::Boolean, false, CS("Port"), CS("Whether the hex has a port."))};
    s.examples = {u"reeve-cli step FILE hex hex=H1 region=Saxony terrain=forest port=false"_s};
    s.check = &Checks::hex;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const QString port = f.contains(u"port"_s) ? (f.value(u"port"_s).toBool() ? u"true"_s : u"false"_s)
                                                   : QString();
        return seqOutcome(CharlemagneBoard(c).setHex(f.value(u"hex"_s).toString(),
                                                     f.value(u"region"_s).toString(),
                                                     f.value(u"terrain"_s).toString(), port));
    };
    return s;
}

StepSpec levyStep()
{
    StepSpec s = make(
            u"levy"_s, CS("Levy"),
            CS("Places a levy unit in a region its side controls, within the region's levy for the turn, "
               "at most one per hex; a non-Empire unit is placed face down. Reeve checks the unit type, the "
               "region's controller and levy, and in a named hex its pillage marker, other sides' units and "
               "levies; Reeve has no map, so the referee checks the enemy zones of control and a fleet's "
               "coast (the outcome lists what is left to the referee)."),
            {u"Charlemagne §11.1"_s});
    s.fields = {field(u"side"_s, T::Side, true, CS("Side"),
                      CS("The side receiving the levy: Empire or Tribal.")),
                choice(u"type"_s, CharlemagneBoard::unitTypes(), CS("Unit type"),
                       CS("warrior host, nomad horde, militia, or (Denmark only) fleet.")),
                field(u"location"_s, T::Location, true, CS("Placed at"), CS("The region, or a hex of it.")),
                field(u"name"_s, T::Text, false, CS("Name"), CS("The name on the counter, if any."))};
    s.examples = {u"reeve-cli charlemagne FILE levy Tribal warrior-host Saxony"_s,
                  u"reeve-cli step FILE levy side=Empire type=militia location=Neustria"_s};
    s.check = &Checks::levy;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const QStringList referee = Checks::levyLeftToReferee(c, f); // read before the unit stands there
        qint64 id = 0;
        const qint64 seq = CharlemagneBoard(c).addUnit(f.value(u"side"_s).toString(),
                                                       f.value(u"type"_s).toString(),
                                                       f.value(u"location"_s).toString(),
                                                       f.value(u"name"_s).toString(), &id, true);
        return StepOutcome{{{u"seq"_s, seq},
                            {u"unit"_s, id},
                            {u"referee_checks"_s, QJsonArray::fromStringList(referee)}},
                           {},
                           {}};
    };
    return s;
}

StepSpec strengthStep()
{
    StepSpec s = make(u"strength"_s, CS("Combat strength"), CS("Gives a unit a new combat strength."),
                      {u"Charlemagne §16.6"_s});
    s.fields = {unitField(), [] {
                    StepField f = field(u"strength"_s, T::Integer, true, CS("Strength"),
                                        CS("The new combat strength."));
                    f.minimum = 0;
                    return f;
                }()};
    s.examples = {u"reeve-cli step FILE strength unit=2 strength=3"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return seqOutcome(CharlemagneBoard(c).setStrength(unitOf(c, f), f.value(u"strength"_s).toInt()));
    };
    return s;
}

StepSpec moveStep()
{
    StepSpec s = make(u"move"_s, CS("Move a unit"),
                      CS("Moves a unit to a hex or region; a face-down unit's type stays private."),
                      {u"Charlemagne §13"_s});
    s.fields = {unitField(), field(u"to"_s, T::Location, true, CS("To"), CS("Where the unit goes."))};
    s.examples = {u"reeve-cli step FILE move unit=1 to=Aachen"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return seqOutcome(CharlemagneBoard(c).moveUnit(unitOf(c, f), f.value(u"to"_s).toString()));
    };
    return s;
}

StepSpec eliminateStep()
{
    StepSpec s = make(u"eliminate"_s, CS("Eliminate a unit"), CS("Takes a unit off the board."),
                      {u"Charlemagne §16.7"_s});
    s.fields = {unitField()};
    s.examples = {u"reeve-cli step FILE eliminate unit=3"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return seqOutcome(CharlemagneBoard(c).eliminateUnit(unitOf(c, f)));
    };
    return s;
}

StepSpec regionLevyStep()
{
    StepSpec s = make(u"region-levy"_s, CS("Region levy figure"),
                      CS("Enters a region's levy from the printed Region Control Table (a house figure)."),
                      {u"Charlemagne §11.1a"_s, u"Charlemagne §27.1a"_s});
    s.fields = {regionField(), count(u"levy"_s, CS("Levy"), CS("The Levy figure printed for the region."))};
    s.fields.last().required = true;
    s.examples = {u"reeve-cli step FILE region-levy region=Aquitaine levy=2"_s};
    s.check = &Checks::region;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return seqOutcome(CharlemagneBoard(c).setRegionFigure(f.value(u"region"_s).toString(), u"levy"_s,
                                                              QString::number(f.value(u"levy"_s).toInt())));
    };
    return s;
}

StepSpec regionReligionStep()
{
    StepSpec s = make(
            u"region-religion"_s, CS("Region's original religion"),
            CS("Enters a region's original religion from the printed Region Control Table (a house figure)."),
            {u"Charlemagne §27.1c"_s});
    s.fields = {regionField(), choice(u"religion"_s, CharlemagneBoard::religions(), CS("Religion"),
                                      CS("christian, pagan or muslim."))};
    s.examples = {u"reeve-cli step FILE region-religion region=Aquitaine religion=christian"_s};
    s.check = &Checks::region;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return seqOutcome(CharlemagneBoard(c).setRegionFigure(f.value(u"region"_s).toString(), u"religion"_s,
                                                              f.value(u"religion"_s).toString()));
    };
    return s;
}

StepSpec vpStep()
{
    StepSpec s = make(
            u"vp"_s, CS("Record the victory points"),
            CS("Counts the Empire's victory points from the board and records the total for the charts; "
               "stops "
               "while a Region Control Table figure is missing."),
            {u"Charlemagne §27"_s});
    for (const QString &r : {u"Austrasia"_s, u"Burgundy"_s, u"Gascony"_s, u"Aquitaine"_s, u"Germany"_s,
                             u"Provence"_s, u"Septimania"_s, u"Thuringia"_s})
        s.examples << u"reeve-cli charlemagne FILE region-levy %1 2"_s.arg(r);
    s.examples << u"reeve-cli step FILE vp"_s;
    s.apply = [](Campaign &c, const QJsonObject &, const QJsonObject &) {
        VictoryCounter counter(c);
        const VictoryCount count = counter.requireComplete();
        QJsonArray lines;
        for (const VictoryLine &l : count.lines)
            lines.append(QJsonObject{{u"source"_s, l.source},
                                     {u"where"_s, l.where},
                                     {u"points"_s, l.points},
                                     {u"text"_s, l.text},
                                     {u"rule"_s, l.ruleRef}});
        const qint64 seq = counter.record();
        return StepOutcome{{{u"seq"_s, seq},
                            {u"side"_s, count.side},
                            {u"vp"_s, count.total},
                            {u"level"_s, count.level},
                            {u"level_text"_s, VictoryCounter::levelText(count.level)},
                            {u"lines"_s, lines}},
                           {},
                           {}};
    };
    return s;
}

QList<StepSpec> boardSteps()
{
    QList<StepSpec> list{controlStep(), convertStep(), hexStep()};
    const char *titles[] = {CS("Burg marker"), CS("Civilization marker")};
    const char *summaries[] = {CS("Places a burg marker on a hex, or takes it away."),
                               CS("Places a civilization marker on a hex, or takes it away.")};
    const QStringList refs[] = {{u"Charlemagne §10.2b"_s}, {u"Charlemagne §10.2b"_s, u"Charlemagne §27.1b"_s}};
    const QStringList examples[] = {{u"reeve-cli step FILE burg hex=Aachen"_s,
                                     u"reeve-cli step FILE hex hex=Metz region=Austrasia"_s,
                                     u"reeve-cli step FILE move unit=1 to=Metz"_s,
                                     u"reeve-cli step FILE burg hex=Metz side=Empire"_s},
                                    {u"reeve-cli step FILE hex hex=H1 region=Saxony"_s,
                                     u"reeve-cli step FILE civilization hex=H1"_s}};
    for (int i = 0; i < 2; ++i) { // the pillage marker is CharlemagneForceSteps' (who pillaged, §4.4a(4))
        const QString kind = CharlemagneBoard::markerKinds().at(i);
        StepSpec s = make(kind, titles[i], summaries[i], refs[i]);
        s.fields = {field(u"hex"_s, T::Location, true, CS("Hex"), CS("The hex the marker goes on.")),
                    flag(u"remove"_s, CS("Remove"), CS("Take the marker away instead of placing it.")),
                    StepField::choice(u"side"_s, {u"Empire"_s, u"Tribal"_s}, false, CS("Built by"),
                                      CS("The side that builds it in its Treasury Phase, paying 5 TP with a "
                                         "unit in the hex (left out: the referee places it, as a burg "
                                         "printed on the map)."))};
        s.examples = examples[i];
        s.check = [kind](Campaign &c, const QJsonObject &f) {
            const QList<StepRefusal> out = Checks::marker(c, f, kind);
            return out.isEmpty() ? CharlemagneBuild::check(c, f, kind) : out;
        };
        s.apply = [kind](Campaign &c, const QJsonObject &f, const QJsonObject &) {
            CharlemagneBoard board(c);
            const QString hex = f.value(u"hex"_s).toString();
            const QString side = f.value(u"side"_s).toString();
            const qint64 cost = side.isEmpty() ? 0 : CharlemagneBuild::pay(c, f, kind); // §23.1, §24.1
            StepOutcome out = seqOutcome(f.value(u"remove"_s).toBool() ? board.removeMarker(hex, kind)
                                                                       : board.addMarker(hex, kind));
            if (!side.isEmpty()) {
                out.outcome.insert(u"cost"_s, cost);
                out.publicSummary
                        = QCoreApplication::translate(
                                  "Reeve::CharlemagneSteps",
                                  "%1 builds a %2 marker at %3 in its Treasury Phase (Charlemagne %4)")
                                  .arg(side, kind, hex, kind == u"burg"_s ? u"§23.1"_s : u"§24.1"_s);
            }
            return out;
        };
        list << s;
    }
    return list;
}

QList<StepSpec> unitSteps()
{
    QList<StepSpec> list{levyStep(),      strengthStep(),   moveStep(),
                         eliminateStep(), regionLevyStep(), regionReligionStep()};
    return list;
}

} // namespace

StepOutcome CharlemagneSteps::turnOutcome(const TurnStep &step)
{
    const QJsonObject procedure = step.result.toJson();
    return StepOutcome{{{u"seq"_s, step.seq},
                        {u"consequence"_s, step.consequence},
                        {u"procedure"_s, procedure}},
                       QJsonArray{procedure},
                       {}};
}

void CharlemagneSteps::registerAll(StepRegistry &registry)
{
    for (const QList<StepSpec> &group :
         {boardSteps(), unitSteps(), treasurySteps(), bidSteps(), battleSteps(), QList<StepSpec>{vpStep()},
          Charlemagne::CharlemagneForceSteps::steps()}) {
        for (const StepSpec &s : group)
            registry.add(s);
    }
}

} // namespace Reeve
