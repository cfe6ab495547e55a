// The 1066 procedures beyond the command-line contract: markers due, initiative
// and Papal Intervention, broken agreements, seasons, recruiting, castles, the
// events of §8.13, vassalage targets, neutrals, overrun, sieges and victory; and
// the rules reference that links sections to procedures and tables.
#include <QtTest>

#include "reference/rulesreference.h"
#include "support1066.h"
#include "tables/ruletable.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

void row(const char *name, const char *id, const QStringList &words, const QList<int> &dice, const char *expected,
         int exitCode = 0)
{
    QTest::newRow(name) << (u"1066."_s + QString::fromUtf8(id)) << words << dice << QString::fromUtf8(expected)
                        << exitCode;
}

void markerRows()
{
    row("due leaders and towns", "markers-due", {u"leaders=3,2"_s, u"towns=3,2,1"_s}, {}, R"({"markers":3})");
    row("due with Normandy", "markers-due", {u"leaders=3,2"_s, u"towns=3,2,1"_s, u"off_map=normandy"_s}, {},
        R"({"markers":4})");
    row("due Normandy ignored", "markers-due",
        {u"leaders=3,2"_s, u"towns=3,2,1"_s, u"off_map=normandy"_s, u"off_map_reading=ignore"_s}, {},
        R"({"markers":3})");
    // §21.1: Normandy is always Norman, Norway always Viking; §4.6: two powers draw separately. No power holds both.
    row("due both boxes", "markers-due", {u"leaders=0"_s, u"off_map=both"_s}, {}, "{}", 2);
    // §21.8: Norway's feudal value 10 (÷ 5 = 2 markers, §8.5).
    row("due norway", "markers-due", {u"leaders=0"_s, u"off_map=norway"_s}, {}, R"({"markers":2})");
    row("due over limit", "markers-due", {u"leaders=3,2"_s, u"towns=3,2,1"_s, u"hand=8"_s, u"players=4"_s}, {},
        R"({"markers":3,"limit":9,"return_first":2})");
    row("initiative clear", "initiative", {u"bids=2,1,0"_s}, {}, R"({"first_player":1,"tie":false,"gold_returned":3})");
    row("initiative tie", "initiative", {u"bids=2,2,1"_s}, {3, 5}, R"({"first_player":2,"tie":true})");
    row("initiative tie twice", "initiative", {u"bids=1,1"_s}, {4, 4, 6, 2}, R"({"first_player":1,"tie":true})");
    row("initiative papal", "initiative", {u"bids=5,0,0"_s, u"papal_player=3"_s}, {}, R"({"first_player":3})");
    row("initiative one player", "initiative", {u"bids=3"_s}, {}, "{}", 2);
    row("initiative papal outsider", "initiative", {u"bids=1,2,3"_s, u"papal_player=4"_s}, {}, "{}", 2);
    row("agreement broken", "broken-agreement", {u"hand=7"_s, u"other_players=2"_s}, {3, 5},
        R"({"violator_loses":3,"draws":[3,5]})");
    row("agreement rounding up", "broken-agreement", {u"hand=7"_s, u"other_players=1"_s, u"rounding=up"_s}, {1},
        R"({"violator_loses":4,"draws":[1]})");
}

void supplyRows()
{
    row("april summer", "season", {u"month=april"_s}, {}, R"({"season":"summer","movement_bonus":1})");
    row("september summer", "season", {u"month=september"_s}, {}, R"({"season":"summer"})");
    row("march winter", "season", {u"month=march"_s}, {}, R"({"season":"winter","forage_bonus":0})");
    row("october winter", "season", {u"month=october"_s}, {}, R"({"season":"winter"})");
    row("cost knights fyrd", "recruit-cost", {u"power=normans"_s, u"knights=2"_s, u"fyrd=3"_s}, {},
        R"({"cost":5.5,"gold_markers":6})");
    row("cost housecarls pillage", "recruit-cost",
        {u"power=anglo-saxons"_s, u"housecarls=1"_s, u"thegns=2"_s, u"pillage_removals=3"_s}, {},
        R"({"cost":8,"gold_markers":8})");
    row("cost norman housecarl", "recruit-cost", {u"power=normans"_s, u"housecarls=1"_s}, {}, "{}", 2);
    row("cost two castles", "recruit-cost", {u"power=normans"_s, u"castles=2"_s}, {}, "{}", 2);
    row("cost call to arms forfeit", "recruit-cost",
        {u"power=vikings"_s, u"knights=3"_s, u"source=call-to-arms"_s, u"budget=7"_s}, {},
        R"({"cost":6,"affordable":true,"forfeit":1,"gold_markers":0})");
    row("cost over budget", "recruit-cost", {u"power=vikings"_s, u"knights=3"_s, u"budget=5"_s}, {},
        R"({"affordable":false})");
    row("place towns", "recruit-placement", {u"land_units=5"_s, u"town_squares=3"_s}, {},
        R"({"placed_land":3,"not_received":2})");
    row("place off map", "recruit-placement", {u"land_units=5"_s, u"off_map=true"_s}, {},
        R"({"placed_land":5,"not_received":0})");
    row("place fleets castles", "recruit-placement",
        {u"fleets=2"_s, u"port_squares=1"_s, u"castles=1"_s, u"castle_squares=0"_s}, {},
        R"({"placed_fleets":1,"placed_castles":0,"not_received":2})");
    row("mix not entered", "counter-mix", {u"power=normans"_s, u"unit=knight"_s, u"in_play=3"_s}, {}, "{}", 3);
    row("castle ok", "castle-placement", {u"friendly_units=1"_s, u"gold=1"_s}, {}, R"({"allowed":true,"gold_spent":1})");
    row("castle pillaged ok", "castle-placement", {u"friendly_units=1"_s, u"gold=2"_s, u"pillaged=true"_s}, {},
        R"({"allowed":true})");
    row("castle empty square", "castle-placement", {u"friendly_units=0"_s, u"gold=1"_s}, {}, R"({"allowed":false})");
    row("castle second", "castle-placement", {u"friendly_units=2"_s, u"gold=1"_s, u"castle_present=true"_s}, {},
        R"({"allowed":false})");
    row("castle per turn", "castle-placement", {u"friendly_units=2"_s, u"gold=3"_s, u"placed_this_turn=1"_s}, {},
        R"({"allowed":false})");
    row("castle no gold", "castle-placement", {u"friendly_units=2"_s, u"gold=0"_s}, {}, R"({"allowed":false})");
}

void eventRows()
{
    row("storms winter", "storms", {u"season=winter"_s, u"all_sea_fleets=2"_s, u"coastal_fleets=2"_s,
        u"off_map_fleets=1"_s}, {4, 3, 6, 5, 6},
        R"({"eliminated":3,"eliminated_all_sea":1,"eliminated_coastal":1,"eliminated_off_map":1})");
    row("storms summer", "storms", {u"season=summer"_s, u"all_sea_fleets=2"_s, u"coastal_fleets=1"_s}, {5, 6, 6},
        R"({"eliminated":1,"eliminated_all_sea":1,"eliminated_coastal":0})");
    row("storms summer off map", "storms", {u"season=summer"_s, u"off_map_fleets=1"_s}, {6}, "{}", 3);
    row("attrition before call", "attrition", {u"squares=3"_s, u"called_to_arms=false"_s}, {1, 2, 3},
        R"({"losses":1,"squares_hit":[1]})");
    row("attrition after call", "attrition", {u"squares=3"_s, u"called_to_arms=true"_s}, {1, 2, 3},
        R"({"losses":2,"squares_hit":[1,2]})");
    row("attrition nothing", "attrition", {u"squares=0"_s, u"called_to_arms=true"_s}, {}, R"({"losses":0})");
    row("pay mutiny", "troops-demand-pay", {u"units=6"_s}, {1, 2, 3, 4, 5, 6},
        R"({"eliminated":3,"remaining":3,"controller":0})");
    row("pay bought", "troops-demand-pay", {u"units=6"_s, u"bids=2,3"_s}, {},
        R"({"controller":2,"gold_spent":3,"eliminated":0})");
    row("pay bought one", "troops-demand-pay", {u"units=6"_s, u"bids=2,3"_s, u"winner_pays=one"_s}, {},
        R"({"controller":2,"gold_spent":1})");
    row("pay bids tied", "troops-demand-pay", {u"units=6"_s, u"bids=3,3"_s}, {}, "{}", 2);
    // §8.13: five units with the king among them: he counts toward the five, the other four roll (1, 6, 2, 5:
    // two mutineers eliminated), and no enemy may buy a force with a king.
    row("pay king blocks bid", "troops-demand-pay", {u"units=5"_s, u"bids=4"_s, u"kings=1"_s}, {1, 6, 2, 5},
        R"({"controller":0,"eliminated":2,"remaining":2})");
    row("pay king flag", "troops-demand-pay", {u"units=5"_s, u"king_in_force=true"_s}, {4, 4, 4, 4},
        R"({"eliminated":0,"remaining":4})");
    row("pay off map no bid", "troops-demand-pay", {u"units=5"_s, u"bids=4"_s, u"off_map=true"_s}, {4, 4, 4, 4, 4},
        R"({"controller":0,"eliminated":0})");
    // §8.13: four units are fewer than five: the event does not reach the square.
    row("pay four units", "troops-demand-pay", {u"units=4"_s}, {}, "{}", 2);
    row("pay king counts toward five", "troops-demand-pay", {u"units=5"_s, u"kings=1"_s}, {3, 3, 3, 3},
        R"({"eliminated":4,"remaining":0})");
    row("rebellion", "rebellion", {u"feudal=10,7,3"_s}, {4}, R"({"affected":1,"markers_lost":4})");
    row("rebellion small hand", "rebellion", {u"feudal=10,7,3"_s, u"hands=2,5,5"_s}, {4},
        R"({"affected":1,"markers_lost":2})");
    row("rebellion tie", "rebellion", {u"feudal=8,8,1"_s}, {2, 5, 3}, R"({"affected":2,"markers_lost":3})");
    row("rebellion negated", "rebellion", {u"feudal=10,7"_s, u"negated=true"_s}, {},
        R"({"affected":1,"markers_lost":0})");
    row("assassin six", "assassin", {}, {6}, R"({"eliminated":true,"target_draws":0})");
    row("assassin five", "assassin", {}, {5}, R"({"eliminated":false,"target_draws":1})");
    row("assassin spied", "assassin", {u"spy_negates=true"_s}, {}, R"({"eliminated":false,"target_draws":0})");
    // §18.7 returns the hand of a king "eliminated in combat": an assassination is not combat (the default,
    // literal reading); the referee may choose the other reading, and the result names the one used.
    row("assassin king", "assassin", {u"king=true"_s}, {6}, R"({"hand_returned":false,"king_reading":"combat"})");
    row("assassin king any reading", "assassin", {u"king=true"_s, u"king_reading=any"_s}, {6},
        R"({"hand_returned":true,"king_reading":"any"})");
    row("rally above", "rally-king", {u"king_value=3"_s}, {4}, R"({"restored":true})");
    row("rally equal", "rally-king", {u"king_value=3"_s}, {3}, R"({"restored":false})");
    row("rally tostig", "rally-king", {u"king_value=2"_s, u"tostig=true"_s}, {6}, "{}", 2);
    row("hre", "hre-intervenes", {u"hand=7"_s, u"players=4"_s}, {4}, R"({"draws":4,"return_first":2})");
    row("comet", "comet", {}, {}, R"({"draws":{"anglo-saxons":4,"normans":6,"vikings":3,"britons":2}})");
    row("comet three powers", "comet", {u"vikings=false"_s}, {},
        R"({"draws":{"anglo-saxons":4,"normans":6,"britons":2}})");
    row("comet twice", "comet", {u"already_happened=true"_s}, {}, "{}", 2);
}

void politicsRows()
{
    row("target king", "vassalage-target", {u"king_present=true"_s}, {}, R"({"allowed":false,"markers_kept":true})");
    row("target neutral", "vassalage-target", {u"neutral=true"_s}, {},
        R"({"allowed":true,"neutral_becomes_belligerent":true})");
    row("target off map", "vassalage-target", {u"off_map=true"_s}, {}, R"({"allowed":false})");
    row("target own power", "vassalage-target", {u"same_player=true"_s}, {}, R"({"allowed":false})");
    row("neutral 2 players", "neutral-control", {u"players=2"_s}, {}, R"({"controller":"other-player"})");
    row("neutral 3 low", "neutral-control", {u"players=3"_s}, {2}, R"({"controller":"next-clockwise"})");
    row("neutral 3 high", "neutral-control", {u"players=3"_s}, {5}, R"({"controller":"second-clockwise"})");
    row("neutral 4 players", "neutral-control", {u"players=4"_s}, {}, "{}", 2);
    row("overrun ten times", "overrun", {u"attack=20"_s, u"defense=2"_s}, {}, R"({"overrun":true,"extra_movement":1})");
    row("overrun short", "overrun", {u"attack=19"_s, u"defense=2"_s}, {}, R"({"overrun":false})");
    row("overrun leaders count", "overrun", {u"attack=19"_s, u"attacker_leaders=1"_s, u"defense=1"_s,
        u"defender_leaders=1"_s}, {}, R"({"overrun":true})");
    row("overrun castle", "overrun", {u"attack=90"_s, u"defense=1"_s, u"castle=true"_s}, {}, R"({"overrun":false})");
    // §25.1 compares with the defending force: with no defence at all there is nobody to overrun.
    row("overrun empty defence", "overrun", {u"attack=20"_s, u"defense=0"_s}, {}, "{}", 2);
    row("siege town", "siege", {u"castle_held=true"_s, u"town=true"_s}, {},
        R"({"must_attack":false,"retreat_optional":true,"settlement_controlled":false})");
    row("siege none", "siege", {u"castle_held=false"_s}, {}, R"({"must_attack":true})");
    row("victory single", "victory", {u"controllers=1,2,3,4"_s, u"kings=1,0,0,0"_s, u"feudal=20,25,3,4"_s}, {},
        R"({"winner":1,"winners":[1]})");
    row("victory short", "victory", {u"controllers=1,2,3,4"_s, u"kings=1,0,0,0"_s, u"feudal=19,25,3,4"_s}, {},
        R"({"winner":0,"winners":[]})");
    row("victory coalition", "victory", {u"controllers=1,1,2,3"_s, u"kings=0,1,0,0"_s, u"feudal=12,9,10,3"_s}, {},
        R"({"winner":1,"feudal_totals":[21,10,3,0]})");
    row("victory tostig", "victory", {u"controllers=1,2,3,0"_s, u"feudal=5,22,1,0"_s, u"tostig_player=2"_s,
        u"tostig_in_large_town=true"_s}, {}, R"({"winner":2})");
    row("briton optional", "victory", {u"controllers=1,2,3,4"_s, u"feudal=10,10,10,5"_s, u"briton_victory=true"_s},
        {}, R"({"winner":4})");
    row("briton not chosen", "victory", {u"controllers=1,2,3,4"_s, u"feudal=10,10,10,5"_s}, {}, R"({"winner":0})");
    row("briton beaten", "victory", {u"controllers=1,2,3,4"_s, u"kings=0,1,0,0"_s, u"feudal=10,21,10,5"_s,
        u"briton_victory=true"_s}, {}, R"({"winner":2})");
    row("briton neutral", "victory", {u"controllers=1,2,3,0"_s, u"feudal=10,10,10,5"_s, u"briton_victory=true"_s},
        {}, R"({"winner":0})");
    row("victory three values", "victory", {u"controllers=1,2,3"_s, u"feudal=1,2,3"_s}, {}, "{}", 2);
}

} // namespace

class TestCampaign1066 : public QObject
{
    Q_OBJECT
private slots:
    void procedures_data();
    void procedures();
    void houseFigureCompletesStorms();
    void houseFigureCompletesCounterMix();
    void referenceCoversEverySection();
    void everyProcedureExplainsItself();
};

void TestCampaign1066::procedures_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("exitCode");
    markerRows();
    supplyRows();
    eventRows();
    politicsRows();
}

void TestCampaign1066::procedures()
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QList<int>, dice);
    QFETCH(QString, expected);
    QFETCH(int, exitCode);
    Test1066::check(id, words, dice, expected, exitCode);
}

void TestCampaign1066::houseFigureCompletesStorms()
{
    const TableLibrary tables = Test1066::withHouse({{u"1066.storms"_s, u"1-3"_s, u"summer-off-map"_s, u"survives"_s, {}},
                                                     {u"1066.storms"_s, u"4-5"_s, u"summer-off-map"_s, u"survives"_s, {}},
                                                     {u"1066.storms"_s, u"6"_s, u"summer-off-map"_s, u"eliminated"_s, {}}});
    Test1066::check(u"1066.storms"_s, {u"season=summer"_s, u"off_map_fleets=2"_s}, {6, 2},
                    uR"({"eliminated_off_map":1})"_s, 0, tables);
}

void TestCampaign1066::houseFigureCompletesCounterMix()
{
    const TableLibrary tables = Test1066::withHouse({{u"1066.counter-mix"_s, u"2"_s, u"knight"_s, 5, {}}});
    Test1066::check(u"1066.counter-mix"_s, {u"power=normans"_s, u"unit=knight"_s, u"in_play=3"_s, u"wanted=4"_s}, {},
                    uR"({"available":2,"recruitable":2})"_s, 0, tables);
    Test1066::check(u"1066.counter-mix"_s, {u"power=vikings"_s, u"unit=knight"_s, u"in_play=0"_s}, {}, u"{}"_s, 3,
                    tables);
}

// Links of procedures and tables to the reference are checked for every game in
// tests/rulings/tst_rulesreference.cpp; here: every numbered section has its entry.
void TestCampaign1066::referenceCoversEverySection()
{
    QStringList refs;
    for (const ReferenceEntry &entry : RulesReference::builtIn(u"1066"_s).entries())
        refs << entry.ref;
    for (int section = 1; section <= 28; ++section)
        QVERIFY2(refs.contains(u"§%1"_s.arg(section)), qPrintable(u"§%1 missing"_s.arg(section)));
}

void TestCampaign1066::everyProcedureExplainsItself()
{
    for (const Procedure *p : ProcedureRegistry::standard().list(u"1066"_s)) {
        QVERIFY2(!p->summary.isEmpty() && !p->title.isEmpty(), qPrintable(p->id));
        QVERIFY2(!p->ruleRefs.isEmpty(), qPrintable(p->id));
        for (const QString &r : p->ruleRefs)
            QVERIFY2(r.startsWith(u"1066 §"_s), qPrintable(p->id + u": "_s + r));
    }
}

QTEST_GUILESS_MAIN(TestCampaign1066)
#include "tst_campaign.moc"
