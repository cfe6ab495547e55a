#include "charlemagnesteps.h"

#include <QJsonArray>

#include "campaign/campaign.h"
#include "games/charlemagne/charlemagneboard.h"
#include "games/charlemagne/charlemagneforcesteps.h"
#include "games/charlemagne/charlemagnestepchecks.h"
#include "games/charlemagne/charlemagneturn.h"
#include "games/charlemagne/charlemagnevictory.h"
#include "steps/stepregistry.h"

#define CS(text) QT_TRANSLATE_NOOP("Reeve::CharlemagneSteps", text)

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Charlemagne;

namespace {

using T = StepField::Type;
using Checks = CharlemagneStepChecks;

StepField field(const QString &name, T type, bool required, const char *label, const char *help)
{
    return StepField::make(name, type, required, label, help);
}

StepField choice(const QString &name, const QStringList &choices, const char *label, const char *help,
                 const QJsonValue &defaultValue = QJsonValue(QJsonValue::Undefined))
{
    StepField f = field(name, T::Choice, defaultValue.isUndefined(), label, help);
    f.choices = choices;
    f.defaultValue = defaultValue;
    return f;
}

StepField count(const QString &name, const char *label, const char *help, int minimum = 0,
                const QJsonValue &defaultValue = QJsonValue(QJsonValue::Undefined))
{
    StepField f = field(name, T::Integer, false, label, help);
    f.minimum = minimum;
    f.defaultValue = defaultValue;
    return f;
}

StepField flag(const QString &name, const char *label, const char *help)
{
    StepField f = field(name, T::Boolean, false, label, help);
    f.defaultValue = false;
    return f;
}

StepField units(const QString &name, const char *label, const char *help)
{
    StepField f = field(name, T::List, false, label, help);
    f.itemType = T::Unit;
    f.defaultValue = QJsonArray();
    return f;
}

StepField texts(const QString &name, const char *label, const char *help)
{
    StepField f = field(name, T::List, false, label, help);
    f.itemType = T::Text;
    f.defaultValue = QJsonArray();
    return f;
}

QStringList textsOf(const QJsonValue &list)
{
    QStringList out;
    for (const QJsonValue &v : list.toArray())
        out << v.toString();
    return out;
}

StepSpec make(const QString &id, const char *title, const char *summary, const QStringList &rules)
{
    return StepSpec::make(u"charlemagne"_s, "Reeve::CharlemagneSteps", id, title, summary, rules);
}

StepOutcome seqOutcome(qint64 seq)
{
    return StepOutcome{{{u"seq"_s, seq}}, {}, {}};
}

Dice rollOf(const QJsonObject &dice)
{
    if (!dice.contains(u"roll"_s))
        return std::nullopt;
    QList<int> faces;
    for (const QJsonValue &v : dice.value(u"roll"_s).toArray())
        faces << v.toInt();
    return faces;
}

QList<qint64> idsOf(Campaign &c, const QJsonValue &list)
{
    QList<qint64> ids;
    for (const QJsonValue &v : list.toArray())
        ids << Checks::unitId(c, v);
    return ids;
}

qint64 unitOf(Campaign &c, const QJsonObject &f)
{
    return Checks::unitId(c, f.value(u"unit"_s));
}

/// An example's set-up line: a TEST FIGURE for one cell of a table the rules text lacks, entered from stdin.
QString tableEntry(const QString &table, const QString &column, const QString &result)
{
    return u"printf 'd6,%1\\n4,%2\\n' | reeve-cli table charlemagne.%3 --campaign FILE --import /dev/stdin"_s
            .arg(column, result, table);
}

const StepDice kRoll{u"roll"_s, u"d6"_s, CS("The die for the table (left out, Reeve rolls it).")};

StepField regionField()
{
    return field(u"region"_s, T::Location, true, CS("Region"), CS("The region, by name."));
}

StepField sideField()
{
    return choice(u"side"_s, {u"Empire"_s, u"Tribal"_s}, CS("Side"),
                  CS("The player's side: Empire or Tribal."));
}

QList<StepField> bidFields()
{
    return {count(u"markers"_s, CS("Markers"),
                  CS("The phasing player's single markers on the attempt (1 when left out, 0 when only "
                     "double "
                     "markers are given).")),
            count(u"double_markers"_s, CS("Double markers"),
                  CS("Markers that count twice (the Crown of Pavia and the like; vassalage only)."), 0, 0),
            count(u"defender_markers"_s, CS("Defender's markers"),
                  CS("The other player's markers against it."), 0, 0),
            count(u"defender_double_markers"_s, CS("Defender's double markers"),
                  CS("The other player's markers that count twice (vassalage only)."), 0, 0),
            [] {
                StepField f = field(u"modifier"_s, T::Integer, false, CS("Modifier"),
                                    CS("Any further column shift the table's notes give."));
                f.defaultValue = 0;
                return f;
            }(),
            choice(u"reading"_s, CharlemagneTurn::readings(), CS("Reading"),
                   CS("How the entered table result is applied: auto reads its words; success or failure "
                      "says it outright."),
                   u"auto"_s),
            flag(u"spend"_s, CS("Return the markers"),
                 CS("Put the markers bid by both players back in the Container in the same action."))};
}

MarkerBid bidOf(const QJsonObject &f)
{
    // Left out, one marker is bid, unless the bid is made of double markers alone (§9.5).
    const int single = f.contains(u"markers"_s) ? f.value(u"markers"_s).toInt()
                                                : (f.value(u"double_markers"_s).toInt() > 0 ? 0 : 1);
    return {single, f.value(u"double_markers"_s).toInt(), f.value(u"defender_markers"_s).toInt(),
            f.value(u"defender_double_markers"_s).toInt(), f.value(u"modifier"_s).toInt()};
}

StepField unitField()
{
    return field(u"unit"_s, T::Unit, true, CS("Unit"),
                 CS("The unit, by its number (reeve-cli charlemagne FILE units) or name."));
}

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
               "at most one per hex; a non-Empire unit is placed face down."),
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
        qint64 id = 0;
        const qint64 seq = CharlemagneBoard(c).addUnit(f.value(u"side"_s).toString(),
                                                       f.value(u"type"_s).toString(),
                                                       f.value(u"location"_s).toString(),
                                                       f.value(u"name"_s).toString(), &id, true);
        return StepOutcome{{{u"seq"_s, seq}, {u"unit"_s, id}}, {}, {}};
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

StepSpec treasuryStep()
{
    StepSpec s
            = make(u"treasury"_s, CS("Treasury"),
                   CS("Collects a side's taxes from the occupied burgs (counted on the board unless given), "
                      "Byzantium and the Caliphate, and posts them to its treasure."),
                   {u"Charlemagne §10.1"_s});
    s.fields = {sideField(),
                count(u"burgs"_s, CS("Burgs"), CS("The occupied burgs, when not counted from the board."))};
    s.examples = {u"reeve-cli charlemagne FILE treasury Tribal"_s,
                  u"reeve-cli step FILE treasury side=Empire"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const std::optional<int> burgs = f.contains(u"burgs"_s)
                                                 ? std::optional<int>(f.value(u"burgs"_s).toInt())
                                                 : std::nullopt;
        return CharlemagneSteps::turnOutcome(
                CharlemagneTurn(c).treasury(f.value(u"side"_s).toString(), burgs));
    };
    return s;
}

StepSpec buyStratagemsStep()
{
    StepSpec s = make(u"buy-stratagems"_s, CS("Buy stratagems"),
                      CS("Pays for stratagem draws from the side's treasure; the draws themselves are the "
                         "Container's."),
                      {u"Charlemagne §10.2c"_s});
    s.fields = {sideField(), count(u"count"_s, CS("Draws"), CS("How many draws are bought."), 1)};
    s.fields.last().required = true;
    s.examples = {u"reeve-cli step FILE buy-stratagems side=Empire count=1"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return CharlemagneSteps::turnOutcome(
                CharlemagneTurn(c).buyStratagems(f.value(u"side"_s).toString(), f.value(u"count"_s).toInt()));
    };
    return s;
}

StepSpec vassalageStep()
{
    StepSpec s = make(
            u"vassalage"_s, CS("Vassalage"),
            CS("Rolls a vassalage attempt on the Vassalage Table and, on success, hands the region over."),
            {u"Charlemagne §9"_s, u"Charlemagne §4"_s});
    s.fields = QList<StepField>{sideField(), regionField()} + bidFields()
               + QList<StepField>{
                       texts(u"double_stratagems"_s, CS("Double markers spent"),
                             CS("Which double-count stratagems are bid (the kinds worth 2 in the Container, such as the "
                                "Ring of the Avars); left out, the hand's own when it holds as many as were bid.")),
                       texts(u"defender_double_stratagems"_s, CS("Defender's double markers spent"),
                             CS("Which double-count stratagems the other player bids against it."))};
    s.dice = {kRoll};
    s.examples = {tableEntry(u"vassalage"_s, u"1"_s, u"Empire"_s),
                  u"reeve-cli step FILE vassalage side=Empire region=Bavaria --dice roll=4"_s};
    s.check = &Checks::vassalage;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        VassalageAttempt attempt{f.value(u"side"_s).toString(), f.value(u"region"_s).toString(), bidOf(f),
                                 f.value(u"reading"_s).toString(), f.value(u"spend"_s).toBool(),
                                 textsOf(f.value(u"double_stratagems"_s)),
                                 textsOf(f.value(u"defender_double_stratagems"_s))};
        return CharlemagneSteps::turnOutcome(CharlemagneTurn(c).vassalage(attempt, rollOf(dice)));
    };
    return s;
}

StepSpec conversionStep()
{
    StepSpec s = make(
            u"conversion"_s, CS("Conversion"),
            CS("Rolls a conversion attempt on the Conversion Table and, on success, changes the region's "
               "religion; "
               "the side needs a unit in the region."),
            {u"Charlemagne §18"_s});
    s.fields = QList<StepField>{sideField(), regionField(),
                                choice(u"religion"_s, CharlemagneBoard::religions(), CS("Religion sought"),
                                       CS("The religion the region is to follow.")),
                                choice(u"force_religion"_s, CharlemagneBoard::religions(),
                                       CS("Force's religion"), CS("The religion of the converting force."),
                                       u"christian"_s),
                                flag(u"leader"_s, CS("Leader present"),
                                     CS("Whether a leader is with the force."))}
               + bidFields();
    s.dice = {kRoll};
    s.examples = {
            tableEntry(u"conversion"_s, u"1"_s, u"christian"_s),
            u"reeve-cli step FILE conversion side=Empire region=Thuringia religion=christian --dice roll=4"_s};
    s.check = &Checks::conversion;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        return CharlemagneSteps::turnOutcome(
                CharlemagneTurn(c).conversion({f.value(u"side"_s).toString(), f.value(u"region"_s).toString(),
                                               f.value(u"religion"_s).toString(),
                                               f.value(u"force_religion"_s).toString(),
                                               f.value(u"leader"_s).toBool(), bidOf(f),
                                               f.value(u"reading"_s).toString(), f.value(u"spend"_s).toBool()},
                                              rollOf(dice)));
    };
    return s;
}

StepSpec survivalStep()
{
    StepSpec s = make(
            u"survival"_s, CS("Charlemagne's survival"),
            CS("Rolls for Charlemagne's fate: on his death he is eliminated and the Empire's stratagems in "
               "hand, leaders excepted, go back to the Container; alive, he may rejoin a force."),
            {u"Charlemagne §21.4e"_s});
    s.fields = {field(u"rejoin"_s, T::Location, false, CS("Rejoins at"),
                      CS("Where he joins a force if he lives."))};
    s.dice = {kRoll};
    s.examples = {u"reeve-cli step FILE survival --dice roll=2"_s};
    s.check = &Checks::survival;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        return CharlemagneSteps::turnOutcome(
                CharlemagneTurn(c).survival(rollOf(dice), f.value(u"rejoin"_s).toString()));
    };
    return s;
}

StepSpec ratioStep()
{
    StepSpec s = make(
            u"ratio"_s, CS("Combat ratio"),
            CS("Works out the Battle Table column from the two forces' strengths, leaders, terrain and "
               "advances, "
               "and logs it."),
            {u"Charlemagne §16.6"_s});
    s.fields = {units(u"attackers"_s, CS("Attackers"),
                      CS("The attacking force's units, as a JSON list of numbers.")),
                units(u"defenders"_s, CS("Defenders"), CS("The defending force's units.")),
                flag(u"attacker_advance"_s, CS("Attacker's military advance"),
                     CS("The attacker has a military advance.")),
                flag(u"defender_terrain"_s, CS("Defensive terrain"),
                     CS("The defender stands in defensive terrain.")),
                flag(u"defender_advance"_s, CS("Defender's military advance"),
                     CS("The defender has a military advance."))};
    s.examples = {u"reeve-cli charlemagne FILE ratio attackers=1,2 defenders=38,39"_s,
                  u"reeve-cli step FILE ratio attackers='[1,2]' defenders='[38,39]'"_s};
    s.check = &Checks::forces;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const ProcedureResult r = CharlemagneTurn(c).combatRatio(idsOf(c, f.value(u"attackers"_s)),
                                                                 idsOf(c, f.value(u"defenders"_s)),
                                                                 f.value(u"attacker_advance"_s).toBool(),
                                                                 f.value(u"defender_terrain"_s).toBool(),
                                                                 f.value(u"defender_advance"_s).toBool());
        TurnStep step;
        step.seq = r.loggedAs;
        step.result = r;
        return CharlemagneSteps::turnOutcome(step);
    };
    return s;
}

StepSpec battleStep()
{
    StepSpec s = make(
            u"battle"_s, CS("Battle"),
            CS("Rolls on the Battle Table's column and eliminates the units its result names; retreats are "
               "moved "
               "by hand, and a hit on Charlemagne calls for his survival roll."),
            {u"Charlemagne §16.7"_s, u"Charlemagne §16.1a(5)"_s});
    s.fields = {
            choice(u"column"_s, {u"1/3"_s, u"1/2"_s, u"1/1"_s, u"1.5/1"_s, u"2/1"_s, u"3/1"_s, u"4/1"_s},
                   CS("Column"), CS("The ratio column (the ratio step gives it).")),
            flag(u"in_burg"_s, CS("In a burg"), CS("The defender is in a burg.")),
            units(u"attackers"_s, CS("Attackers"), CS("The attacking force's units.")),
            units(u"defenders"_s, CS("Defenders"), CS("The defending force's units.")),
            choice(u"reading"_s, CharlemagneTurn::battleReadings(), CS("Reading"),
                   CS("How the entered result is applied: auto reads its words, or name who is eliminated."),
                   u"auto"_s)};
    s.fields += CharlemagneForceSteps::battleFields();
    s.check = &CharlemagneForceSteps::battleCheck;
    s.dice = {kRoll};
    s.examples = {tableEntry(u"battle"_s, u"1/1"_s, u"defender eliminated"_s),
                  u"reeve-cli step FILE battle column=1/1 attackers='[1]' defenders='[38]' --dice roll=4"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        const QString note = CharlemagneForceSteps::columnNote(c, f); // read before any unit is eliminated
        StepOutcome out = CharlemagneSteps::turnOutcome(
                CharlemagneTurn(c).battle({f.value(u"column"_s).toString(), f.value(u"in_burg"_s).toBool(),
                                           idsOf(c, f.value(u"attackers"_s)),
                                           idsOf(c, f.value(u"defenders"_s)),
                                           f.value(u"reading"_s).toString()},
                                          rollOf(dice)));
        out.outcome.insert(u"column_check"_s, note);
        out.outcome.insert(u"override"_s, f.value(u"override"_s).toBool());
        return out;
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
                            {u"lines"_s, lines}},
                           {},
                           {}};
    };
    return s;
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

QList<StepSpec> CharlemagneSteps::boardSteps()
{
    QList<StepSpec> list{controlStep(), convertStep(), hexStep()};
    const char *titles[] = {CS("Burg marker"), CS("Civilization marker")};
    const char *summaries[] = {CS("Places a burg marker on a hex, or takes it away."),
                               CS("Places a civilization marker on a hex, or takes it away.")};
    const QStringList refs[] = {{u"Charlemagne §10.2b"_s}, {u"Charlemagne §10.2b"_s, u"Charlemagne §27.1b"_s}};
    const QStringList examples[] = {{u"reeve-cli step FILE burg hex=Aachen"_s},
                                    {u"reeve-cli step FILE hex hex=H1 region=Saxony"_s,
                                     u"reeve-cli step FILE civilization hex=H1"_s}};
    for (int i = 0; i < 2; ++i) { // the pillage marker is CharlemagneForceSteps' (who pillaged, §4.4a(4))
        const QString kind = CharlemagneBoard::markerKinds().at(i);
        StepSpec s = make(kind, titles[i], summaries[i], refs[i]);
        s.fields = {field(u"hex"_s, T::Location, true, CS("Hex"), CS("The hex the marker goes on.")),
                    flag(u"remove"_s, CS("Remove"), CS("Take the marker away instead of placing it."))};
        s.examples = examples[i];
        s.check = [kind](Campaign &c, const QJsonObject &f) { return Checks::marker(c, f, kind); };
        s.apply = [kind](Campaign &c, const QJsonObject &f, const QJsonObject &) {
            CharlemagneBoard board(c);
            const QString hex = f.value(u"hex"_s).toString();
            return seqOutcome(f.value(u"remove"_s).toBool() ? board.removeMarker(hex, kind)
                                                            : board.addMarker(hex, kind));
        };
        list << s;
    }
    return list;
}

QList<StepSpec> CharlemagneSteps::unitSteps()
{
    QList<StepSpec> list{levyStep(),      strengthStep(),   moveStep(),
                         eliminateStep(), regionLevyStep(), regionReligionStep()};
    return list;
}

QList<StepSpec> CharlemagneSteps::turnSteps()
{
    QList<StepSpec> list{treasuryStep(), buyStratagemsStep(), vassalageStep(), conversionStep()};
    return list;
}

QList<StepSpec> CharlemagneSteps::rollSteps()
{
    QList<StepSpec> list{survivalStep(), ratioStep(), battleStep(), vpStep()};
    return list;
}

void CharlemagneSteps::registerAll(StepRegistry &registry)
{
    for (const QList<StepSpec> &group :
         {boardSteps(), unitSteps(), turnSteps(), rollSteps(), Charlemagne::CharlemagneForceSteps::steps()}) {
        for (const StepSpec &s : group)
            registry.add(s);
    }
}

} // namespace Reeve
