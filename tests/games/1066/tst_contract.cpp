// The 1066 command-line contract of issue 6: the ten procedures with their exact
// ids, parameters, dice order and outcome fields, run on entered dice, including
// the rulebook's worked examples (§11.2 vassalage, §15.8 knight against thegn),
// ties, caps and the exit codes 2 (bad input) and 3 (missing figure).
#include <QtTest>

#include "procedures/oddscalculator.h"
#include "support1066.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestContract1066 : public QObject
{
    Q_OBJECT
private slots:
    void contract_data();
    void contract();
    void everyContractIdListed();
    void vassalageOdds();
    void vassalageOddsMatchEveryRoll();
    void commandControlOdds();
};

namespace {

void row(const char *name, const char *id, const QStringList &words, const QList<int> &dice, const char *expected,
         int exitCode = 0)
{
    QTest::newRow(name) << (u"1066."_s + QString::fromUtf8(id)) << words << dice << QString::fromUtf8(expected)
                        << exitCode;
}

void markerRows()
{
    row("markers 3+9", "campaign-markers", {u"leadership=3"_s, u"feudal=9"_s}, {}, R"({"markers":3})");
    row("markers exact fifth", "campaign-markers", {u"leadership=5"_s, u"feudal=5"_s}, {}, R"({"markers":2})");
    row("markers round up 1", "campaign-markers", {u"leadership=1"_s, u"feudal=0"_s}, {}, R"({"markers":1})");
    row("markers none", "campaign-markers", {u"leadership=0"_s, u"feudal=0"_s}, {}, R"({"markers":0})");
    row("markers missing feudal", "campaign-markers", {u"leadership=4"_s}, {}, "{}", 2);
    row("limit 2 players", "hand-limit", {u"players=2"_s}, {}, R"({"limit":18})");
    row("limit 3 players", "hand-limit", {u"players=3"_s}, {}, R"({"limit":12})");
    row("limit 4 players", "hand-limit", {u"players=4"_s}, {}, R"({"limit":9})");
    row("limit overflow", "hand-limit", {u"players=3"_s, u"hand=10"_s, u"gaining=4"_s}, {},
        R"({"limit":12,"return_first":2})");
    row("limit 5 players", "hand-limit", {u"players=5"_s}, {}, "{}", 2);
}

void vassalageRows()
{
    // §11.2: three attacker points roll 1, 2, 2 = 5; the defender's free die and one point make 6.
    row("vassalage §11.2 example fails", "vassalage", {u"attacker_points=3"_s, u"defender_points=1"_s},
        {1, 2, 2, 4, 2}, R"({"attacker_total":5,"defender_total":6,"success":false,"defender_draws":1})");
    row("vassalage §11.2 with seven", "vassalage", {u"attacker_points=3"_s, u"defender_points=1"_s},
        {3, 2, 2, 4, 2}, R"({"attacker_total":7,"defender_total":6,"success":true,"defender_draws":0})");
    row("vassalage tie to defender", "vassalage", {u"attacker_points=1"_s, u"defender_points=0"_s}, {4, 4},
        R"({"attacker_total":4,"defender_total":4,"success":false})");
    row("vassalage free die only", "vassalage", {u"attacker_points=2"_s, u"defender_points=0"_s}, {3, 3, 5},
        R"({"attacker_total":6,"defender_total":5,"success":true})");
    row("vassalage no marker", "vassalage", {u"attacker_points=0"_s, u"defender_points=0"_s}, {4}, "{}", 2);
    row("vassalage too few dice", "vassalage", {u"attacker_points=2"_s, u"defender_points=1"_s}, {4, 4, 1}, "{}", 2);
}

void battleRows()
{
    row("panic 7+2 rounds up", "panic-level", {u"attack=7"_s, u"leaders=2"_s}, {}, R"({"panic_level":5})");
    // §15.16: a force worth 0 (an empty fleet) has panic level 0 and its losses never count: it cannot panic.
    row("panic level zero", "panic-level", {u"attack=0"_s, u"leaders=0"_s}, {}, R"({"panic_level":0,"panicked":false})");
    row("panic 8+2", "panic-level", {u"attack=8"_s, u"leaders=2"_s}, {}, R"({"panic_level":5})");
    row("panic reached", "panic-level", {u"attack=7"_s, u"leaders=2"_s, u"losses=5"_s}, {},
        R"({"panic_level":5,"panicked":true})");
    row("panic not reached", "panic-level", {u"attack=7"_s, u"leaders=2"_s, u"losses=4"_s}, {},
        R"({"panicked":false})");
    row("panic castle none", "panic-level", {u"attack=7"_s, u"leaders=2"_s, u"castle=true"_s, u"losses=9"_s}, {},
        R"({"panic_level":null,"panicked":false})");
    const struct { const char *name; int strength; int draws; int loses; } spoils[] = {
        {"spoils 1", 1, 0, 0},    {"spoils 5", 5, 0, 0},    {"spoils 6", 6, 1, 0},    {"spoils 10", 10, 1, 0},
        {"spoils 11", 11, 2, 1},  {"spoils 15", 15, 2, 1},  {"spoils 16", 16, 3, 1},  {"spoils 20", 20, 3, 1},
        {"spoils 21", 21, 4, 2},  {"spoils 25", 25, 4, 2},  {"spoils 26", 26, 5, 2},  {"spoils 60", 60, 5, 2}};
    for (const auto &s : spoils)
        QTest::newRow(s.name) << u"1066.battle-spoils"_s << QStringList{u"defeated_strength=%1"_s.arg(s.strength)}
                              << QList<int>{}
                              << u"{\"winner_draws\":%1,\"loser_loses\":%2}"_s.arg(s.draws).arg(s.loses) << 0;
    row("spoils draw", "battle-spoils", {u"defeated_strength=30"_s, u"result=draw"_s}, {},
        R"({"winner_draws":0,"loser_loses":0})");
    row("spoils zero not printed", "battle-spoils", {u"defeated_strength=0"_s}, {}, "{}", 3);
}

void recruitRows()
{
    row("call king on map", "call-to-arms", {u"king_value=3"_s, u"king_on_map=true"_s, u"home_town_lost=false"_s},
        {4}, R"({"gold_points":7})");
    row("call town lost", "call-to-arms", {u"king_value=3"_s, u"king_on_map=true"_s, u"home_town_lost=true"_s},
        {4, 5}, R"({"gold_points":12})");
    row("call king away", "call-to-arms", {u"king_value=3"_s, u"king_on_map=false"_s, u"home_town_lost=true"_s},
        {1, 2}, R"({"gold_points":3})");
    row("call britons", "call-to-arms", {u"king_value=0"_s, u"king_on_map=false"_s, u"home_town_lost=false"_s},
        {6}, R"({"gold_points":6})");
    row("call needs bool", "call-to-arms", {u"king_value=3"_s, u"home_town_lost=false"_s}, {4}, "{}", 2);
    row("call second die unasked", "call-to-arms",
        {u"king_value=3"_s, u"king_on_map=true"_s, u"home_town_lost=false"_s}, {4, 5}, "{}", 2);
    row("pillage equal", "pillage", {u"attack_factors=3"_s}, {3}, R"({"pillaged":true})");
    row("pillage above", "pillage", {u"attack_factors=3"_s}, {4}, R"({"pillaged":false})");
    row("pillage no factors", "pillage", {u"attack_factors=0"_s}, {1}, R"({"pillaged":false})");
    row("pillage loot", "pillage", {u"attack_factors=4"_s, u"feudal=3"_s, u"other_players=2"_s}, {2},
        R"({"pillaged":true,"loot_draws":3,"reaction_draws":1})");
    row("pillage failed reading", "pillage", {u"attack_factors=1"_s, u"feudal=3"_s, u"reaction=every-attempt"_s}, {5},
        R"({"pillaged":false,"loot_draws":0,"reaction_draws":1})");
    row("pillage failed default", "pillage", {u"attack_factors=1"_s, u"feudal=3"_s}, {5},
        R"({"pillaged":false,"reaction_draws":0})");
    row("pillage twice", "pillage", {u"attack_factors=5"_s, u"already_pillaged=true"_s}, {1}, "{}", 2);
    row("pillage at sea", "pillage", {u"attack_factors=5"_s, u"all_sea=true"_s}, {1}, "{}", 2);
}

void movementRows()
{
    row("cc 1", "command-control", {u"leader_value=0"_s}, {1}, R"({"result":"no-move"})");
    row("cc 2", "command-control", {u"leader_value=0"_s}, {2}, R"({"result":"no-move"})");
    row("cc 3", "command-control", {u"leader_value=0"_s}, {3}, R"({"result":"move"})");
    row("cc 5", "command-control", {u"leader_value=0"_s}, {5}, R"({"result":"move"})");
    row("cc 6", "command-control", {u"leader_value=0"_s}, {6}, R"({"result":"enhanced-move"})");
    row("cc 1+1", "command-control", {u"leader_value=1"_s}, {1}, R"({"result":"no-move","total":2})");
    row("cc 4+2", "command-control", {u"leader_value=2"_s}, {4}, R"({"result":"enhanced-move","total":6})");
    row("cc 1+6 above table", "command-control", {u"leader_value=6"_s}, {1}, R"({"result":"enhanced-move"})");
}

void attackRows()
{
    // §15.8: a knight (attack 3) against a thegn of defence 3; a 6 eliminates it.
    row("attack §15.8 one die", "attack", {u"attack=1"_s, u"defense=3"_s}, {6}, R"({"eliminated":true,"hits":1})");
    row("attack §15.8 knight sixes", "attack", {u"attack=3"_s, u"defense=3"_s}, {6, 6, 6},
        R"({"eliminated":true,"hits":3})");
    row("attack missing cell", "attack", {u"attack=3"_s, u"defense=3"_s}, {6, 1, 2}, "{}", 3);
    row("attack missing column", "attack", {u"attack=1"_s, u"defense=2"_s}, {6}, "{}", 3);
    row("attack terrain capped column 4", "attack", {u"attack=1"_s, u"defense=3"_s, u"terrain_bonus=2"_s}, {6},
        "{}", 3);
    row("attack fleet keeps 3", "attack", {u"attack=1"_s, u"defense=3"_s, u"terrain_bonus=1"_s, u"fleet=true"_s},
        {6}, R"({"eliminated":true,"defense_used":3})");
    row("attack too few dice", "attack", {u"attack=3"_s, u"defense=3"_s}, {6, 6}, "{}", 2);
    row("attack defence 5", "attack", {u"attack=1"_s, u"defense=5"_s}, {6}, "{}", 2);
}

void provisioningRows()
{
    row("prov winter", "provisioning", {u"units=5"_s, u"forage=3"_s, u"season=winter"_s}, {},
        R"({"excess":2,"gold_needed":1})");
    row("prov summer", "provisioning", {u"units=5"_s, u"forage=3"_s, u"season=summer"_s}, {},
        R"({"excess":1,"gold_needed":1})");
    row("prov summer castle", "provisioning",
        {u"units=5"_s, u"forage=3"_s, u"season=summer"_s, u"castle=true"_s, u"pillaged=false"_s}, {},
        R"({"excess":0,"gold_needed":0})");
    row("prov exact", "provisioning", {u"units=3"_s, u"forage=3"_s, u"season=winter"_s}, {},
        R"({"excess":0,"gold_needed":0})");
    row("prov pillaged zero", "provisioning",
        {u"units=5"_s, u"forage=3"_s, u"season=summer"_s, u"castle=true"_s, u"pillaged=true"_s}, {},
        R"({"excess":5,"gold_needed":1})");
    row("prov pillaged base-zero", "provisioning",
        {u"units=5"_s, u"forage=3"_s, u"season=summer"_s, u"castle=true"_s, u"pillaged=true"_s,
         u"pillage_reading=base-zero"_s}, {}, R"({"excess":3,"gold_needed":1})");
    row("prov all sea summer", "provisioning", {u"units=2"_s, u"forage=3"_s, u"season=summer"_s, u"all_sea=true"_s},
        {}, R"({"excess":2,"gold_needed":1})");
    row("prov off map", "provisioning", {u"units=40"_s, u"forage=0"_s, u"season=winter"_s, u"off_map=true"_s}, {},
        R"({"excess":0,"gold_needed":0})");
    row("prov spring", "provisioning", {u"units=5"_s, u"forage=3"_s, u"season=spring"_s}, {}, "{}", 2);
}

} // namespace

void TestContract1066::contract_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("exitCode");
    markerRows();
    vassalageRows();
    battleRows();
    recruitRows();
    movementRows();
    attackRows();
    provisioningRows();
}

void TestContract1066::contract()
{
    QFETCH(QString, id);
    QFETCH(QStringList, words);
    QFETCH(QList<int>, dice);
    QFETCH(QString, expected);
    QFETCH(int, exitCode);
    Test1066::check(id, words, dice, expected, exitCode);
}

void TestContract1066::everyContractIdListed()
{
    QStringList listed;
    for (const Procedure *p : ProcedureRegistry::standard().list(u"1066"_s))
        listed << p->id;
    const QStringList contract{u"1066.campaign-markers"_s, u"1066.hand-limit"_s,   u"1066.vassalage"_s,
                               u"1066.panic-level"_s,      u"1066.battle-spoils"_s, u"1066.call-to-arms"_s,
                               u"1066.pillage"_s,          u"1066.command-control"_s, u"1066.attack"_s,
                               u"1066.provisioning"_s};
    for (const QString &id : contract)
        QVERIFY2(listed.contains(id), qPrintable(id));
    // The parameter names of the contract, exactly.
    const Procedure &attack = ProcedureRegistry::standard().get(u"1066.attack"_s);
    QVERIFY(attack.parameter(u"attack"_s) && attack.parameter(u"defense"_s) && attack.parameter(u"terrain_bonus"_s));
    QVERIFY(!attack.parameter(u"terrain_bonus"_s)->isRequired());
    const Procedure &prov = ProcedureRegistry::standard().get(u"1066.provisioning"_s);
    QCOMPARE(prov.parameter(u"season"_s)->choices, (QStringList{u"winter"_s, u"summer"_s}));
}

void TestContract1066::vassalageOdds()
{
    // One point against the free die alone: the attacker must roll strictly higher, 15 of 36.
    const Procedure &p = ProcedureRegistry::standard().get(u"1066.vassalage"_s);
    const ProcedureRunner runner(CampaignTables::builtIn());
    const OddsCalculator::Result odds = OddsCalculator(runner).compute(
        p, ProcedureRunner::parseInputs(p, {u"attacker_points=1"_s, u"defender_points=0"_s}));
    QVERIFY(odds.exact);
    for (const OddsCalculator::Line &line : odds.lines)
        QCOMPARE(line.exact, line.outcome.value(u"success"_s).toBool() ? Test1066::q(15, 36) : Test1066::q(21, 36));
}

void TestContract1066::vassalageOddsMatchEveryRoll()
{
    // The closed-form odds against running the procedure on all 6^4 rolls of 2 points against 1.
    const Procedure &p = ProcedureRegistry::standard().get(u"1066.vassalage"_s);
    const ProcedureRunner runner(CampaignTables::builtIn());
    const QJsonObject inputs = ProcedureRunner::parseInputs(p, {u"attacker_points=2"_s, u"defender_points=1"_s});
    int successes = 0;
    for (int code = 0; code < 1296; ++code) {
        QList<int> faces;
        for (int i = 0, rest = code; i < 4; ++i, rest /= 6)
            faces << rest % 6 + 1;
        successes += runner.runEntered(p, inputs, faces).outcome.value(u"success"_s).toBool() ? 1 : 0;
    }
    const OddsCalculator::Result odds = OddsCalculator(runner).compute(p, inputs);
    QVERIFY(odds.exact);
    for (const OddsCalculator::Line &line : odds.lines)
        if (line.outcome.value(u"success"_s).toBool())
            QCOMPARE(line.exact, Test1066::q(successes, 1296));
}

void TestContract1066::commandControlOdds()
{
    const Procedure &p = ProcedureRegistry::standard().get(u"1066.command-control"_s);
    const ProcedureRunner runner(CampaignTables::builtIn());
    const OddsCalculator::Result odds =
        OddsCalculator(runner).compute(p, ProcedureRunner::parseInputs(p, {u"leader_value=1"_s}));
    QVERIFY(odds.exact);
    QHash<QString, mpq_class> byResult;
    for (const OddsCalculator::Line &line : odds.lines)
        byResult[line.outcome.value(u"result"_s).toString()] = line.exact;
    QCOMPARE(byResult.value(u"no-move"_s), Test1066::q(1, 6));     // a 1 (+1 = 2)
    QCOMPARE(byResult.value(u"move"_s), Test1066::q(3, 6));        // 2-4
    QCOMPARE(byResult.value(u"enhanced-move"_s), Test1066::q(2, 6)); // 5-6
}

QTEST_GUILESS_MAIN(TestContract1066)
#include "tst_contract.moc"
