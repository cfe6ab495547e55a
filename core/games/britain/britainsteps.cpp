#include "britainsteps.h"

#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/britain/britainbattlesteps.h"
#include "games/britain/britainstate.h"
#include "games/britain/britainstepchecks.h"
#include "steps/stepregistry.h"
#include "util/failure.h"

#define BS(text) QT_TRANSLATE_NOOP("Reeve::BritainSteps", text)

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Britain;

namespace {

using T = StepField::Type;
using Checks = BritainStepChecks;
using Dice = std::optional<QList<int>>;

const QString kStrategic = u"Dark Age Britain, STRATEGIC MOVEMENT"_s;
const QString kMorale = u"Dark Age Britain, MORALE"_s;
const QString kLeaders = u"Dark Age Britain, A FINAL NOTE ON LEADERS"_s;

// Set-up commands the examples share: two bands with their warriors entered on the 440 scenario.
const QString kHengist
        = u"reeve-cli step FILE band side=Saxons name=Hengist chieftain=Hengist ability=3 foot=60"_s;
const QString kLondonium
        = u"reeve-cli step FILE band side=Britons name='Band of Londonium' chieftain=Vortimer "
          "ability=2 foot=81 bowmen=9"_s;
// The movement figure the fragment lacks, as the house setting the examples that move need.
const QString kHouseMovement = u"printf 'row,movement-points\\n1,3\\n' | reeve-cli table britain.house-settings "
                               "--campaign FILE --import /dev/stdin"_s;
const QString kDriven = u"reeve-cli step FILE state band='Band of Londonium' state='driven back'"_s;

StepField bandsField(bool required, const char *help)
{
    StepField f = StepField::make(u"bands"_s, T::List, required, BS("Bands"), help);
    f.itemType = T::Unit;
    return f;
}

StepField bandField(const QString &name = u"band"_s)
{
    return StepField::make(name, T::Unit, true, BS("Band"), BS("The band, by name."));
}

StepSpec make(const QString &id, const char *title, const char *summary, const QStringList &rules)
{
    return StepSpec::make(u"britain"_s, "Reeve::BritainSteps", id, title, summary, rules);
}

const StepDice kRoll{u"roll"_s, u"d6"_s, BS("The die (left out, Reeve rolls it).")};

Dice diceOf(const QJsonObject &dice, const QString &name = u"roll"_s)
{
    if (!dice.contains(name))
        return std::nullopt;
    QList<int> faces;
    for (const QJsonValue &v : dice.value(name).toArray())
        faces << v.toInt();
    return faces;
}

QJsonArray seqArray(const QList<qint64> &seqs)
{
    QJsonArray array;
    for (qint64 s : seqs)
        array.append(s);
    return array;
}

StepOutcome entryOutcome(const QList<qint64> &seqs)
{
    return StepOutcome{{{u"actions"_s, seqArray(seqs)}}, {}, {}};
}

StepOutcome ruleOutcome(BritainState &state, const QList<qint64> &seqs)
{
    const QJsonObject procedure = state.lastResult().toJson();
    return StepOutcome{{{u"actions"_s, seqArray(seqs)}, {u"procedure"_s, procedure}},
                       QJsonArray{procedure},
                       {}};
}

QString bandOf(Campaign &c, const QJsonObject &f, const QString &name = u"band"_s)
{
    return Checks::bandName(c, f.value(name));
}

QStringList bandsOf(Campaign &c, const QJsonObject &f)
{
    QStringList names;
    for (const QJsonValue &v : f.value(u"bands"_s).toArray())
        names << Checks::bandName(c, v);
    return names;
}

/// The fields given among \a keys, as the procedure's extra inputs (what is left out is read from the board).
QJsonObject extraOf(const QJsonObject &f, const QStringList &keys)
{
    QJsonObject extra;
    for (const QString &k : keys) {
        if (f.contains(k))
            extra.insert(k, f.value(k));
    }
    return extra;
}

StepSpec districtStep()
{
    StepSpec s = make(
            u"district"_s, BS("District"),
            BS("Enters a British district with its band, or changes the warriors and strongholds of one."),
            {kStrategic});
    s.fields = {StepField::make(u"name"_s, T::Text, true, BS("District"), BS("The district's name.")),
                StepField::number(u"warriors"_s, false, BS("Warriors"), BS("The warriors of its British band.")),
                StepField::number(u"strongholds"_s, false, BS("Strongholds"), BS("Its strongholds.")),
                StepField::make(u"held_by"_s, T::Side, false, BS("Held by"),
                      BS("The people holding it (Britons when left out).")),
                StepField::make(u"band"_s, T::Boolean, false, BS("With its band"),
                      BS("Enter the district's British band too.")),
                StepField::make(u"neighbours"_s, T::List, false, BS("Neighbours"),
                      BS("The districts it borders (the fragment has no map); each border is written on both."))};
    s.fields[4].defaultValue = true;
    s.fields[5].itemType = T::Location;
    s.examples = {u"reeve-cli step FILE district name=Calchvynydd warriors=300 strongholds=1"_s,
                  u"reeve-cli step FILE district name=Londonium neighbours='[\"Saxon Shore\", \"Icenorum\"]'"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        BritainState state(c);
        QList<qint64> seqs;
        const QString name = f.value(u"name"_s).toString();
        const bool onlyBorders = f.contains(u"neighbours"_s) && !f.contains(u"warriors"_s)
                                 && !f.contains(u"strongholds"_s) && CampaignReader(c.database()).hasLocation(name);
        if (!onlyBorders)
            seqs << state.addDistrict(name, f.value(u"warriors"_s).toInt(-1), f.value(u"strongholds"_s).toInt(-1),
                                      f.value(u"held_by"_s).toString(), f.value(u"band"_s).toBool());
        if (f.contains(u"neighbours"_s)) {
            QStringList list;
            for (const QJsonValue &v : f.value(u"neighbours"_s).toArray())
                list << v.toString();
            seqs << state.setNeighbours(name, list);
        }
        return entryOutcome(seqs);
    };
    return s;
}

StepSpec bandStep()
{
    StepSpec s = make(
            u"band"_s, BS("Band"),
            BS("Enters a band's chieftain and warriors by troop type (filling the people's first unnamed "
               "band), or updates a named one; bowmen and horsemen only where the fragment allows them, and "
               "where it starts the year."),
            {u"Dark Age Britain, LEADERS"_s, u"Dark Age Britain, MISSILE FIRE"_s,
             u"Dark Age Britain, SPECIAL HORSEMAN RULES"_s});
    s.fields = {StepField::make(u"side"_s, T::Side, true, BS("People"), BS("The band's people (a side).")),
                StepField::make(u"name"_s, T::Text, true, BS("Name"), BS("The band's name.")),
                StepField::make(u"chieftain"_s, T::Text, false, BS("Chieftain"), BS("Its chieftain.")),
                StepField::number(u"ability"_s, false, BS("Ability"), BS("The chieftain's ability."), 0, 100),
                StepField::make(u"at"_s, T::Location, false, BS("At"),
                      BS("Where the band starts the year: a British band in its district, a barbarian one in "
                         "its homeland or a district its people settled (the move step takes it elsewhere).")),
                StepField::number(u"foot"_s, false, BS("Foot"), BS("Foot warriors.")),
                StepField::number(u"horsemen"_s, false, BS("Horsemen"),
                       BS("Horsemen (Britons and Picts only, one in twenty).")),
                StepField::number(u"bowmen"_s, false, BS("Bowmen"), BS("Bowmen (one Briton in ten, one Pict in five).")),
                StepField::number(u"peasant_spearmen"_s, false, BS("Peasant spearmen"), BS("Peasant spearmen.")),
                StepField::number(u"movement"_s, false, BS("Movement"),
                       BS("Its movement for a year, when not the house setting movement-points."), 1, 100)};
    s.examples = {u"reeve-cli britain FILE band Saxons Hengist chieftain=Hengist ability=3 foot=60"_s,
                  u"reeve-cli step FILE band side=Saxons name=Hengist foot=80 at=Germany"_s,
                  u"reeve-cli step FILE band side=Picts name='Pictish band' chieftain=Drest ability=3 foot=80 "
                  "bowmen=16 horsemen=4 at=Scotland"_s};
    s.check = &Checks::band;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        BandEntry e;
        e.side = f.value(u"side"_s).toString();
        e.name = f.value(u"name"_s).toString();
        e.chieftain = f.value(u"chieftain"_s).toString();
        e.location = f.value(u"at"_s).toString();
        if (f.contains(u"ability"_s))
            e.ability = f.value(u"ability"_s).toInt();
        if (f.contains(u"movement"_s))
            e.movement = f.value(u"movement"_s).toInt();
        for (const QString &key : troopKeys()) {
            if (f.contains(key))
                e.troops.insert(key, f.value(key).toInt());
        }
        return entryOutcome({BritainState(c).enterBand(e)});
    };
    return s;
}

StepSpec stateStep()
{
    StepSpec s = make(u"state"_s, BS("Band state"), BS("Marks a band ready, broken or driven back by hand."),
                      {kMorale});
    s.fields = {bandField(),
                StepField::choice(u"state"_s, {u"ready"_s, u"broken"_s, u"driven back"_s}, true, BS("State"),
                       BS("ready, broken or driven back.")),
                StepField::make(u"reason"_s, T::Text, false, BS("Reason"), BS("Why, for the log."))};
    s.examples = {kDriven};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return entryOutcome({BritainState(c).setBandState(bandOf(c, f), f.value(u"state"_s).toString(),
                                                          f.value(u"reason"_s).toString())});
    };
    return s;
}

StepSpec lossesStep()
{
    StepSpec s = make(u"losses"_s, BS("Losses"),
                      BS("Counts warriors a band lost in this battle. Those lost this turn wait for the band's "
                         "morale step, which counts them among the turn's losses rather than adding them again."),
                      {kMorale});
    s.fields = {bandField(), StepField::number(u"lost"_s, true, BS("Lost"), BS("Warriors lost."), 1),
                StepField::make(u"reason"_s, T::Text, false, BS("Reason"), BS("Why, for the log.")),
                StepField::make(u"earlier_turn"_s, T::Boolean, false, BS("Earlier turn"),
                                BS("Lost in an earlier turn of this battle, not in the turn whose morale step "
                                   "is still to come."))};
    s.examples = {kLondonium, u"reeve-cli step FILE losses band='Band of Londonium' lost=10"_s};
    s.check = &Checks::losses;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return entryOutcome({BritainState(c).addCasualties(bandOf(c, f), f.value(u"lost"_s).toInt(),
                                                           f.value(u"reason"_s).toString(),
                                                           !f.value(u"earlier_turn"_s).toBool())});
    };
    return s;
}

StepSpec yearStep()
{
    StepSpec s = make(u"year"_s, BS("Year"), BS("Sets the campaign year."), {kStrategic});
    s.fields = {StepField::number(u"year"_s, true, BS("Year"), BS("The year, from 440."), 440, 700)};
    s.examples = {u"reeve-cli step FILE year year=445"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return entryOutcome({BritainState(c).setYear(f.value(u"year"_s).toInt())});
    };
    return s;
}

StepSpec incursionStep()
{
    StepSpec s
            = make(u"incursion"_s, BS("Incursion"),
                   BS("Rolls the year of the next incursion (from 440, or from the year of the last "
                      "campaign) and sets the clock to it."),
                   {kStrategic});
    s.dice = {kRoll};
    s.examples = {u"reeve-cli step FILE incursion --dice roll=3"_s};
    s.check = [](Campaign &c, const QJsonObject &) -> QList<StepRefusal> {
        if (const QString why = BritainState(c).incursionBar(); !why.isEmpty())
            return {StepRefusal{why, kStrategic}};
        return {};
    };
    s.apply = [](Campaign &c, const QJsonObject &, const QJsonObject &dice) {
        BritainState state(c);
        return ruleOutcome(state, state.rollIncursion(diceOf(dice)));
    };
    return s;
}

StepSpec warLeaderStep()
{
    StepSpec s = make(
            u"war-leader"_s, BS("War leader"),
            BS("In a year of attack the Anglo-Saxons (Saxons, Angles and Jutes together) choose a war leader: "
               "their chieftains roll, and the winner is recorded. Name a people to have it choose alone (the "
               "other reading). Equal highest totals follow the house rule in table britain.war-leader-tie."),
            {kStrategic});
    s.fields = {StepField::make(u"side"_s, T::Side, false, BS("People"),
                                BS("One people choosing alone (left out: the Anglo-Saxons together, as the "
                                   "fragment says).")),
                bandsField(false, BS("The chieftains' bands that compete (all the named bands when left out).")),
                StepField::make(u"tie_winner"_s, T::Unit, false, BS("Tie winner"),
                                BS("The band whose chieftain the referee names on a tie, when the house rule "
                                   "reads referee."))};
    s.dice = {StepDice{
            u"rolls"_s, u"a d6 per chieftain, then one per tie"_s,
            BS("One die per chieftain in the order named, then the tie dice (left out, Reeve rolls them).")}};
    s.examples = {kHengist,
                  u"reeve-cli step FILE band side=Saxons name=Horsa chieftain=Horsa ability=2 foot=40"_s,
                  u"reeve-cli step FILE band side=Angles name=Icel chieftain=Icel ability=3 foot=50"_s,
                  u"reeve-cli step FILE war-leader bands='[\"Hengist\",\"Horsa\",\"Icel\"]' --dice rolls=4,5,3,6,2"_s,
                  u"reeve-cli step FILE war-leader side=Saxons bands='[\"Hengist\",\"Horsa\"]'"_s};
    s.check = &Checks::warLeader;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        BritainState state(c);
        const QString tie = f.contains(u"tie_winner"_s) ? bandOf(c, f, u"tie_winner"_s) : QString();
        return ruleOutcome(state, state.chooseWarLeader(f.value(u"side"_s).toString(), bandsOf(c, f),
                                                        diceOf(dice, u"rolls"_s), tie));
    };
    return s;
}

StepSpec pillageStep()
{
    StepSpec s = make(
            u"pillage"_s, BS("Pillage"),
            BS("Barbarian bands pillage a district the Britons no longer hold the field in; its warriors "
               "swell the "
               "bands' next wave. A district is pillaged at most once in ten years."),
            {kStrategic});
    s.fields = {StepField::make(u"district"_s, T::Location, true, BS("District"), BS("The district pillaged.")),
                bandsField(true, BS("The bands that pillage it."))};
    s.examples = {kHouseMovement, kHengist, u"reeve-cli step FILE move band=Hengist to=Londonium"_s, kDriven,
                  u"reeve-cli step FILE pillage district=Londonium bands='[\"Hengist\"]'"_s};
    s.check = &Checks::pillage;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        BritainState state(c);
        const QList<qint64> seqs = state.pillage(f.value(u"district"_s).toString(), bandsOf(c, f));
        if (!state.lastResult().outcome.value(u"allowed"_s).toBool()) // refused: the group writes nothing
            throw Failure::badInput(state.lastResult().explanation.isEmpty()
                                            ? QString()
                                            : state.lastResult().explanation.last().text,
                                    {{u"rule"_s, kStrategic}});
        const QJsonObject procedure = state.lastResult().toJson();
        QJsonArray actions = seqArray(seqs);
        actions.append(state.spendMovement(bandsOf(c, f), u"pillage"_s)); // one in each band's movement
        return StepOutcome{{{u"actions"_s, actions}, {u"procedure"_s, procedure}}, QJsonArray{procedure}, {}};
    };
    return s;
}

StepSpec closeYearStep()
{
    StepSpec s
            = make(u"close-year"_s, BS("Close the year"),
                   BS("Ends the campaign year: next waves join their bands, states, losses and movement are "
                      "cleared, every British band returns to its district, unsettled barbarians go home (the "
                      "Scots-Irish to Ireland, the Picts to Scotland), the Britons keep one band per district "
                      "they hold, and the clock moves to the next year."),
                   {kStrategic});
    s.examples = {u"reeve-cli step FILE close-year"_s};
    s.check = [](Campaign &c, const QJsonObject &) -> QList<StepRefusal> {
        if (const QString why = BritainState(c).closeYearBar(); !why.isEmpty())
            return {StepRefusal{why, kStrategic}};
        return {};
    };
    s.apply = [](Campaign &c, const QJsonObject &, const QJsonObject &) {
        BritainState state(c);
        return ruleOutcome(state, state.closeYear());
    };
    return s;
}

StepSpec moraleStep()
{
    StepSpec s = make(
            u"morale"_s, BS("Morale check"),
            BS("A band that lost warriors this turn checks its morale; the turn's losses are counted once "
               "(those entered with losses since its last check are part of them) and a break is recorded. "
               "What is left out (its losses so far, omens, its leader, being driven back) is read from the "
               "campaign."),
            {kMorale});
    s.fields = {bandField(),
                StepField::number(u"lost"_s, false, BS("Lost this turn"),
                       BS("Warriors lost this turn in all, those already entered with losses since the band's "
                          "last check included (left out: just those).")),
                StepField::make(u"leader_killed_or_wounded"_s, T::Boolean, false, BS("Leader killed or wounded"),
                      BS("The band's leader was killed or wounded.")),
                StepField::choice(u"omens"_s, {u"none"_s, u"good"_s, u"bad"_s}, false, BS("Omens"),
                       BS("The omens for this battle.")),
                StepField::make(u"driven_back"_s, T::Boolean, false, BS("Driven back"), BS("The band was driven back.")),
                StepField::number(u"breakthroughs"_s, false, BS("Breakthroughs"), BS("Enemy breakthroughs suffered.")),
                StepField::number(u"ability"_s, false, BS("Ability"),
                       BS("The leader's ability, if not the chieftain's."), 0, 100)};
    s.dice = {kRoll};
    s.examples
            = {kHengist,
               u"printf 'row,morale-test\\n1,4\\n' | reeve-cli table britain.house-settings --campaign FILE "
               "--import /dev/stdin"_s,
               u"reeve-cli step FILE losses band=Hengist lost=6"_s,
               u"reeve-cli step FILE morale band=Hengist lost=10 --dice roll=4"_s};
    s.check = &Checks::morale;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        BritainState state(c);
        const QJsonObject extra = extraOf(f, {u"leader_killed_or_wounded"_s, u"omens"_s, u"driven_back"_s,
                                              u"breakthroughs"_s, u"ability"_s});
        const std::optional<int> lost
                = f.contains(u"lost"_s) ? std::optional<int>(f.value(u"lost"_s).toInt()) : std::nullopt;
        return ruleOutcome(state, state.moraleCheck(bandOf(c, f), lost, extra, diceOf(dice)));
    };
    return s;
}

StepSpec rallyStep()
{
    StepSpec s = make(u"rally"_s, BS("Rally"),
                      BS("The leader of a broken band tries to rally it; a rallied band is ready again."),
                      {kMorale});
    s.fields = {bandField(),
                StepField::make(u"standard_lost"_s, T::Boolean, false, BS("Standard lost"),
                      BS("The band lost its standard.")),
                StepField::make(u"bad_omens"_s, T::Boolean, false, BS("Bad omens"), BS("The omens were bad.")),
                StepField::make(u"chieftain_dead"_s, T::Boolean, false, BS("Chieftain dead"),
                      BS("The chieftain is dead.")),
                StepField::make(u"by_commander"_s, T::Boolean, false, BS("By the commander"),
                      BS("The army's commander rallies it instead.")),
                StepField::choice(u"penalty"_s, {u"harder"_s, u"literal"_s}, false, BS("Penalty reading"),
                       BS("How the penalties are read (see describe britain.rally).")),
                StepField::number(u"ability"_s, false, BS("Ability"), BS("The rallying leader's ability."), 0, 100)};
    s.dice = {kRoll};
    s.examples = {kHengist, u"reeve-cli step FILE state band=Hengist state=broken"_s,
                  u"reeve-cli step FILE rally band=Hengist --dice roll=1"_s};
    s.check = &Checks::rally;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        BritainState state(c);
        const QJsonObject extra = extraOf(f, {u"standard_lost"_s, u"bad_omens"_s, u"chieftain_dead"_s,
                                              u"by_commander"_s, u"penalty"_s, u"ability"_s});
        return ruleOutcome(state, state.rally(bandOf(c, f), extra, diceOf(dice)));
    };
    return s;
}

StepSpec meleeStep()
{
    StepSpec s = make(
            u"melee"_s, BS("Melee"),
            BS("Two bands in melee: from the survivors and the losses each inflicted, the one driven back "
               "is marked."),
            {u"Dark Age Britain, melee (opening paragraph)"_s});
    s.fields = {bandField(u"band_a"_s),
                bandField(u"band_b"_s),
                StepField::number(u"a_survivors"_s, true, BS("A's survivors"), BS("Band A's warriors left.")),
                StepField::number(u"a_inflicted"_s, true, BS("A inflicted"), BS("Warriors band A killed.")),
                StepField::number(u"b_survivors"_s, true, BS("B's survivors"), BS("Band B's warriors left.")),
                StepField::number(u"b_inflicted"_s, true, BS("B inflicted"), BS("Warriors band B killed."))};
    s.examples = {kHengist, kLondonium,
                  u"reeve-cli step FILE melee band_a=Hengist band_b='Band of Londonium' a_survivors=50 "
                  "a_inflicted=10 b_survivors=80 b_inflicted=5"_s};
    s.check = &Checks::melee;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        BritainState state(c);
        const QJsonObject figures = extraOf(f, {u"a_survivors"_s, u"a_inflicted"_s, u"b_survivors"_s,
                                                u"b_inflicted"_s});
        return ruleOutcome(state, state.melee(bandOf(c, f, u"band_a"_s), bandOf(c, f, u"band_b"_s), figures));
    };
    return s;
}

StepSpec favourStep()
{
    StepSpec s = make(
            u"favour"_s, BS("Divine favour"),
            BS("Before a battle a people gives up part of its bands' warriors as an offering and rolls for "
               "the "
               "omens, which are recorded for the battle."),
            {u"Dark Age Britain, RELIGION"_s});
    s.fields = {StepField::make(u"side"_s, T::Side, true, BS("People"), BS("The people making the offering.")),
                StepField::number(u"reduction"_s, true, BS("Offering (%)"),
                       BS("The share of every troop type given up, 0 to 50."), 0, 50),
                bandsField(false, BS("The bands that make the offering.")),
                StepField::number(u"baptised"_s, false, BS("Baptised"),
                       BS("Baptised warriors, as the procedure counts them."))};
    s.fields.last().defaultValue = 0;
    s.dice = {kRoll};
    s.examples = {kLondonium,
                  u"reeve-cli step FILE favour side=Britons reduction=10 bands='[\"Band of Londonium\"]'"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        BritainState state(c);
        return ruleOutcome(state,
                           state.divineFavour(f.value(u"side"_s).toString(), f.value(u"reduction"_s).toInt(),
                                              bandsOf(c, f), f.value(u"baptised"_s).toInt(), diceOf(dice)));
    };
    return s;
}

StepSpec struckStep()
{
    StepSpec s = make(
            u"struck"_s, BS("Leader struck"),
            BS("Rolls what befalls a band's chieftain struck down in battle (killed, wounded or captured); "
               "it is "
               "kept on the band until a new chieftain is entered."),
            {kLeaders});
    s.fields = {bandField(),
                StepField::choice(u"battle"_s, {u"undecided"_s, u"won"_s, u"lost"_s}, false, BS("Battle"),
                       BS("How the battle went for his side.")),
                StepField::choice(u"capture_if_won"_s, {u"captured"_s, u"free"_s}, false, BS("Captured if won"),
                       BS("How a capture is read when his side won.")),
                StepField::make(u"unit_broken"_s, T::Boolean, false, BS("Band broken"),
                      BS("Whether his band is broken (read from the band when left out)."))};
    s.dice = {StepDice{u"roll"_s, u"d6 (and more as the table asks)"_s,
                       BS("The dice (left out, Reeve rolls them).")}};
    s.examples = {kHengist, u"reeve-cli step FILE struck band=Hengist battle=lost"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        BritainState state(c);
        const QJsonObject extra = extraOf(f, {u"battle"_s, u"capture_if_won"_s, u"unit_broken"_s});
        return ruleOutcome(state, state.leaderStruck(bandOf(c, f), extra, diceOf(dice)));
    };
    return s;
}

} // namespace

QList<StepSpec> BritainSteps::entrySteps()
{
    QList<StepSpec> list{districtStep(), bandStep(), stateStep(), lossesStep(), yearStep()};
    return list;
}

QList<StepSpec> BritainSteps::recordSteps()
{
    QList<StepSpec> list{};
    const char *titles[] = {BS("Battle won"), BS("Battle lost")};
    const char *summaries[]
            = {BS("Counts a battle won on the chieftain's record (it helps his war leader roll)."),
               BS("Counts a battle lost on the chieftain's record (it hurts his war leader roll).")};
    for (int i = 0; i < 2; ++i) {
        const bool won = i == 0;
        StepSpec s = make(won ? u"won"_s : u"lost"_s, titles[i], summaries[i], {kStrategic});
        s.fields = {bandField()};
        s.examples = {kHengist, u"reeve-cli step FILE %1 band=Hengist"_s.arg(s.id)};
        s.apply = [won](Campaign &c, const QJsonObject &f, const QJsonObject &) {
            return entryOutcome({BritainState(c).recordBattle(bandOf(c, f), won)});
        };
        list << s;
    }
    StepSpec s = make(
            u"settle"_s, BS("Settle a district"),
            BS("A people settles a district and holds it from now on (or the Britons take one back); the "
               "barbarians settle only where the Britons are driven from the field and the strongholds."),
            {kStrategic});
    s.fields = {StepField::make(u"district"_s, T::Location, true, BS("District"), BS("The district.")),
                StepField::make(u"people"_s, T::Side, true, BS("People"), BS("The people settling it.")),
                StepField::make(u"band"_s, T::Unit, false, BS("Band"),
                                BS("The band that settles it, paying two of its movement (the first of the "
                                   "people's bands in the district when left out)."))};
    s.examples = {kHouseMovement, kHengist, u"reeve-cli step FILE move band=Hengist to=Londonium"_s, kDriven,
                  u"reeve-cli step FILE settle district=Londonium people=Saxons"_s};
    s.check = &Checks::settle;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        BritainState state(c);
        QList<qint64> seqs;
        const std::optional<Unit> band = Checks::settler(c, f); // read before the district changes hands
        seqs << state.settleDistrict(f.value(u"district"_s).toString(), f.value(u"people"_s).toString());
        if (band && f.value(u"people"_s).toString() != u"Britons"_s)
            seqs << state.spendMovement({band->name}, u"settle"_s);
        return entryOutcome(seqs);
    };
    list << s;
    return list;
}

QList<StepSpec> BritainSteps::yearSteps()
{
    QList<StepSpec> list{incursionStep(), warLeaderStep(), pillageStep(), closeYearStep()};
    return list;
}

QList<StepSpec> BritainSteps::battleSteps()
{
    QList<StepSpec> list{moraleStep(), rallyStep()};
    list << BritainBattleSteps::steps(); // archery and the horse charge (britainbattlesteps.cpp)
    return list;
}

QList<StepSpec> BritainSteps::leaderSteps()
{
    QList<StepSpec> list{meleeStep(), favourStep(), struckStep()};
    return list;
}

void BritainSteps::registerAll(StepRegistry &registry)
{
    for (const QList<StepSpec> &group :
         {entrySteps(), moveSteps(), recordSteps(), yearSteps(), battleSteps(), leaderSteps()}) {
        for (const StepSpec &s : group)
            registry.add(s);
    }
}

} // namespace Reeve
