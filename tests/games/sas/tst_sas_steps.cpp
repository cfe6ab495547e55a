// Swords & Sails on the step contract (docs/ARCHITECTURE.md, "Steps"), in process: every verb of
// `reeve-cli sas` is a registered step; a refused one leaves the log and every state table exactly
// as they were; an applied one is one action that one undo takes back whole.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasboard.h"
#include "ledger/ledger.h"
#include "log/actionlog.h"
#include "log/replayer.h"
#include "sasphase.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "steps/stepinput.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"
#include "util/failure.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

namespace {

const QStringList kSteps{u"length"_s, u"territory"_s,       u"cities"_s, u"sea"_s,      u"borders"_s,
                         u"strait"_s, u"control"_s,         u"place"_s,  u"income"_s,   u"counter"_s,
                         u"spy"_s,    u"close-espionage"_s, u"round"_s,  u"alliance"_s, u"orders"_s,
                         u"move"_s,   u"cargo"_s,           u"losses"_s, u"capture"_s,  u"siege"_s,
                         u"build"_s,  u"raise"_s,           u"city"_s,   u"vp"_s,       u"advance"_s};

QJsonObject object(const char *json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json));
    if (!doc.isObject())
        qFatal("not a JSON object: %s", json);
    return doc.object();
}

QJsonArray objects(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).array();
}

} // namespace

class TestSasSteps : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void everyVerbIsAStep();
    void refusedWritesNothing_data();
    void refusedWritesNothing();
    void oneUndoTakesTheStepBack_data();
    void oneUndoTakesTheStepBack();
    void refusalsNameTheirRule_data();
    void refusalsNameTheirRule();
    void spyPaysAndRollsAsOneAction();
    void roundIsARecordOnly();
    void moveNamesItsFaction();
    void siegeRollIsPartOfTheStep();
    void advanceSkipsOnlyWhenTold();
    void allianceOfThreeIsOneAction();
    void stepsWaitForTheirPhase();
    void brokenAllianceSiegesAtOnce();

private:
    /// Runs \a step where the clock stands (no move of the clock); a refusal must write nothing.
    StepResult runHere(const QJsonObject &step);
    StepResult run(const QJsonObject &step);
    qint64 id(const QString &side) { return CampaignReader(m_c->database()).sideByName(side).id; }
    QString state() { return Replayer::dumpState(m_c->database()); }

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
};

void TestSasSteps::init()
{
    // Four factions of the West Map; England holds Wessex (its capital, with a port) and Mercia, France
    // Normandy; Flanders is neutral, Pomerania closed; two fleets meet in the Channel.
    static int n = 0;
    m_c = Campaign::create(m_dir.filePath(u"steps%1.reeve"_s.arg(++n)), u"sas"_s, u"Steps"_s);
    ScenarioSetup(*m_c).apply(ScenarioCatalog::find(u"sas"_s, u"west-4"_s), {});
    Sas::SasBoard board(*m_c);
    board.addTerritory(u"Wessex"_s, u"England"_s, 0, 1, 1, u"England"_s);
    board.addTerritory(u"Mercia"_s, u"England"_s, 0, 0, 0);
    board.addTerritory(u"Normandy"_s, u"France"_s, 0, 1, 0);
    board.addTerritory(u"Flanders"_s, QString(), 1, 0, 0);
    board.addTerritory(u"Pomerania"_s, QString(), 0, 0, 0, QString(), true);
    board.addSeaZone(u"Channel"_s);
    board.placeForce(id(u"England"_s), u"army"_s, 1, u"Wessex"_s, {{u"HC"_s, 2}});
    board.placeForce(id(u"England"_s), u"fleet"_s, 1, u"Channel"_s, {{u"WS"_s, 1}, {u"TR"_s, 1}});
    board.placeForce(id(u"France"_s), u"army"_s, 2, u"Normandy"_s, {{u"KN"_s, 1}, {u"HI"_s, 2}});
    board.placeForce(id(u"France"_s), u"fleet"_s, 1, u"Channel"_s, {{u"RD"_s, 2}});
    board.placeForce(id(u"Holy Roman Empire"_s), u"army"_s, 1, u"Flanders"_s, {{u"KN"_s, 2}, {u"HI"_s, 2}});
    Ledger ledger(*m_c);
    for (const QString &side : {u"England"_s, u"France"_s, u"Holy Roman Empire"_s, u"North Sea Empire"_s})
        ledger.credit(id(side), 500, LedgerCategory::Other, u"starting treasury (test figure)"_s);
}

void TestSasSteps::cleanup()
{
    m_c.reset();
}

StepResult TestSasSteps::run(const QJsonObject &step)
{
    SasTest::toPhaseOf(*m_c, step); // the clock where the step belongs (turn sequence)
    return StepRunner(*m_c).runObject(step, u"step"_s, StepRunner::Mode::Apply);
}

void TestSasSteps::everyVerbIsAStep()
{
    QStringList ids;
    for (const StepSpec *s : StepRegistry::standard().steps(u"sas"_s)) {
        ids << s->id;
        const QJsonObject d = s->describe();
        QVERIFY2(d.value(u"fields"_s).isArray(), qPrintable(s->id));
        QVERIFY2(!d.value(u"rules"_s).toArray().isEmpty(), qPrintable(s->id));
        for (const QJsonValue &r : d.value(u"rules"_s).toArray())
            QVERIFY2(r.toString().startsWith(u"Swords & Sails, "_s), qPrintable(s->id));
        QVERIFY2(!d.value(u"examples"_s).toArray().isEmpty(), qPrintable(s->id));
        QVERIFY2(!d.value(u"summary"_s).toString().isEmpty(), qPrintable(s->id));
        QVERIFY2(s->apply, qPrintable(s->id));
    }
    QCOMPARE(ids, kSteps);
    // The spy's roll is named, so entered dice go to it and nowhere else.
    const StepSpec &spy = StepRegistry::standard().get(u"sas"_s, u"spy"_s);
    QCOMPARE(spy.dice.size(), 1);
    QCOMPARE(spy.dice.first().name, u"spy"_s);
}

void TestSasSteps::refusedWritesNothing_data()
{
    // Each row: steps applied first (JSON list), then the refused step.
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("step");
    auto row = [](const char *name, const char *before, const char *step) {
        QTest::newRow(name) << QString::fromUtf8(before) << QString::fromUtf8(step);
    };
    row("length", "[]", R"({"step": "length", "length": "epic"})");
    row("territory", "[]", R"({"step": "territory", "name": "Wessex"})");
    row("sea", "[]", R"({"step": "sea", "name": "Channel"})");
    row("borders", "[]", R"({"step": "borders", "name": "Wessex", "neighbours": ["Atlantis"]})");
    row("strait", "[]", R"({"step": "strait", "name": "Channel", "shores": ["Wessex", "Channel"]})");
    row("strait crossed uncontrolled",
        R"([{"step": "strait", "name": "Channel", "shores": ["Wessex", "Flanders"]}])",
        R"({"step": "move", "side": "England", "type": "army", "number": 1, "to": "Flanders"})");
    row("closed land held", "[]",
        R"({"step": "territory", "name": "Silesia", "control": "England", "closed": true})");
    row("control", "[]", R"({"step": "control", "territory": "Pomerania", "side": "England"})");
    row("place", "[]",
        R"({"step": "place", "side": "England", "type": "army", "number": 2, "location": "Pomerania", "hc": 1})");
    row("income", R"([{"step": "income", "first_turn": true}])", R"({"step": "income"})");
    row("counter", R"([{"step": "counter", "side": "France", "count": 0},
                       {"step": "spy", "spy": "France", "target": "England", "type": "army", "number": 1,
                        "dice": [5, 6]}])",
        R"({"step": "counter", "side": "England", "count": 1})");
    row("spy", R"([{"step": "close-espionage"}])",
        R"({"step": "spy", "spy": "England", "target": "France", "type": "army", "number": 2, "dice": [2, 2]})");
    row("spy on itself", "[]",
        R"({"step": "spy", "spy": "England", "target": "England", "type": "army", "number": 1, "dice": [2, 2]})");
    row("spy, one die", "[]",
        R"({"step": "spy", "spy": "England", "target": "France", "type": "army", "number": 2, "dice": [2]})");
    row("close-espionage", R"([{"step": "close-espionage"}])", R"({"step": "close-espionage"})");
    row("round", "[]", R"({"step": "round", "round": "diplomacy", "event": "explode"})");
    row("alliance", "[]", R"({"step": "alliance", "team": "A", "members": ["England"]})");
    row("alliance member elsewhere",
        R"([{"step": "alliance", "team": "A", "members": ["France", "England"]}])",
        R"({"step": "alliance", "team": "B", "members": ["England", "North Sea Empire"]})");
    row("alliance cube out of order", "[]",
        R"({"step": "alliance", "team": "B", "members": ["England", "North Sea Empire"]})");
    row("orders", "[]", R"({"step": "orders", "side": "France", "lines": ["Army IV: defend"]})");
    row("move", "[]",
        R"({"step": "move", "side": "England", "type": "army", "number": 1, "to": "Pomerania"})");
    row("cargo", "[]", R"({"step": "cargo", "side": "England", "fleet": 1, "armies": ["Army V"]})");
    row("losses", "[]", R"({"step": "losses", "side": "England", "type": "army", "number": 1, "hc": 5})");
    row("capture", "[]",
        R"({"step": "capture", "winner": "England", "winner_fleet": 1, "loser": "France", "loser_fleet": 1, "rd": 5})");
    row("siege", "[]",
        R"({"step": "siege", "side": "France", "army": 2, "territory": "Flanders", "points": 4, "paid": 1, "lose_hi": 1})");
    row("siege points without a logged roll", "[]",
        R"({"step": "siege", "side": "Holy Roman Empire", "army": 1, "territory": "Flanders", "points": 4, "paid": 1,
            "lose_hi": 1})");
    row("cities of a capital without a major city", "[]",
        R"({"step": "cities", "territory": "Wessex", "major": 0})");
    row("cities unchanged", "[]", R"({"step": "cities", "territory": "Flanders", "trade": 1})");
    row("siege roll not covered", "[]",
        R"({"step": "siege", "side": "Holy Roman Empire", "army": 1, "territory": "Flanders", "paid": 1, "lose_hi": 1,
            "dice": {"siege": [6, 6]}})");
    row("build", "[]",
        R"({"step": "build", "side": "Holy Roman Empire", "type": "army", "number": 1, "kn": 1})");
    row("raise", "[]",
        R"({"step": "raise", "side": "England", "type": "army", "location": "Flanders", "hc": 1})");
    row("city", "[]", R"({"step": "city", "side": "England", "territory": "Normandy", "kind": "minor"})");
    row("vp", "[]", R"({"step": "vp", "bonus": "guess"})");
    row("advance", "[]", R"({"step": "advance", "bnus": "sheet"})");
}

void TestSasSteps::refusedWritesNothing()
{
    QFETCH(QString, before);
    QFETCH(QString, step);
    for (const QJsonValue &v : objects(before.toUtf8().constData())) {
        const StepResult r = run(v.toObject());
        QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    }
    SasTest::toPhaseOf(*m_c, object(step.toUtf8().constData()));
    const QString stateBefore = state();
    const qint64 seqBefore = m_c->log().lastSeq();
    const StepResult r = run(object(step.toUtf8().constData()));
    QVERIFY2(r.refused(), "the step was not refused");
    QVERIFY(!r.refusals.first().message.isEmpty());
    QCOMPARE(r.seq, 0);
    QCOMPARE(m_c->log().lastSeq(), seqBefore);
    QVERIFY(state() == stateBefore);
}

void TestSasSteps::oneUndoTakesTheStepBack_data()
{
    QTest::addColumn<QString>("step");
    auto row = [](const char *name, const char *step) { QTest::newRow(name) << QString::fromUtf8(step); };
    row("length", R"({"step": "length", "length": "medium"})");
    row("territory", R"({"step": "territory", "name": "Kent", "control": "England", "ports": 1, "trade": 1})");
    row("sea", R"({"step": "sea", "name": "North Sea"})");
    row("strait",
        R"({"step": "strait", "name": "Channel", "shores": ["Wessex", "Normandy"], "control": "England"})");
    row("control", R"({"step": "control", "territory": "Flanders", "side": "France"})");
    row("place", R"({"step": "place", "side": "England", "type": "army", "number": 2, "location": "Mercia",
                     "hc": 1, "ps": 1})");
    row("income", R"({"step": "income"})");
    row("counter", R"({"step": "counter", "side": "England", "count": 2})");
    row("spy",
        R"({"step": "spy", "spy": "England", "target": "France", "type": "army", "number": 2, "dice": [2, 2]})");
    row("close-espionage", R"({"step": "close-espionage"})");
    row("alliance",
        R"({"step": "alliance", "team": "A", "members": ["England", "France", "North Sea Empire"]})");
    row("orders", R"({"step": "orders", "side": "England", "lines": ["Army I: attack Normandy"]})");
    row("move", R"({"step": "move", "side": "England", "type": "army", "number": 1, "to": "Mercia"})");
    row("cargo", R"({"step": "cargo", "side": "England", "fleet": 1, "armies": ["Army I"]})");
    row("losses",
        R"({"step": "losses", "side": "England", "type": "army", "number": 1, "hc": 2, "reason": "rout"})");
    row("capture",
        R"({"step": "capture", "winner": "England", "winner_fleet": 1, "loser": "France", "loser_fleet": 1, "rd": 2})");
    row("cities", R"({"step": "cities", "territory": "Flanders", "trade": 2, "ports": 1})");
    row("siege rolled in the step",
        R"({"step": "siege", "side": "Holy Roman Empire", "army": 1, "territory": "Flanders",
                                       "paid": 1, "lose_hi": 1, "dice": {"siege": [2, 2]}})");
    row("build", R"({"step": "build", "side": "England", "type": "army", "number": 1, "hc": 1})");
    row("build ships", R"({"step": "build", "side": "England", "type": "fleet", "number": 1, "tr": 1})");
    row("raise", R"({"step": "raise", "side": "England", "type": "army", "location": "Mercia", "hc": 1})");
    row("city", R"({"step": "city", "side": "England", "territory": "Mercia", "kind": "minor"})");
    row("vp", R"({"step": "vp"})");
    row("advance", R"({"step": "advance"})");
}

void TestSasSteps::oneUndoTakesTheStepBack()
{
    QFETCH(QString, step);
    if (QByteArray(QTest::currentDataTag()) == "spy") // spies wait for the season's sealed hands (phase 2)
        QVERIFY(!run(object(R"({"step": "counter", "side": "France", "count": 0})")).refused());
    if (QByteArray(QTest::currentDataTag()) == "advance") // the season's last phase (phase 9)
        SasTest::toPhase(*m_c, 9);
    SasTest::toPhaseOf(*m_c, object(step.toUtf8().constData()));
    const QString before = state();
    const qint64 seqBefore = m_c->log().lastSeq();
    const StepResult r = run(object(step.toUtf8().constData()));
    QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    QVERIFY(r.seq > seqBefore);
    QCOMPARE(r.seq, m_c->log().lastSeq()); // the step's one action is the newest entry
    QVERIFY2(state() != before, "the step changed nothing");
    m_c->log().undo();
    QVERIFY2(state() == before, "one undo did not take the whole step back");
}

void TestSasSteps::refusalsNameTheirRule_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("mention");
    auto row = [](const char *name, const char *before, const char *step, const char *rule,
                  const char *mention) {
        QTest::newRow(name) << QString::fromUtf8(before) << QString::fromUtf8(step) << QString::fromUtf8(rule)
                            << QString::fromUtf8(mention);
    };
    const char *spy = R"({"step": "spy", "spy": "France", "target": "England", "type": "army", "number": 1,
                          "dice": [5, 6]})";
    row("spy after the phase is closed", R"([{"step": "close-espionage"}])",
        R"({"step": "spy", "spy": "England", "target": "France", "type": "army", "number": 2})",
        "Swords & Sails, phase 2", "closed");
    row("counter-agents after a roll",
        (u"[{\"step\": \"counter\", \"side\": \"France\", \"count\": 0}, "_s + QString::fromUtf8(spy) + u"]"_s)
                .toUtf8()
                .constData(),
        R"({"step": "counter", "side": "England", "count": 1})", "Swords & Sails, phase 2",
        "before the first");
    row("counter-agents after the phase is closed", R"([{"step": "close-espionage"}])",
        R"({"step": "counter", "side": "England", "count": 1})", "Swords & Sails, phase 2", "closed");
    row("build in neutral land", "[]",
        R"({"step": "build", "side": "Holy Roman Empire", "type": "army", "number": 1, "kn": 1})",
        "Swords & Sails, phase 7", "Flanders");
    row("raise in neutral land", "[]",
        R"({"step": "raise", "side": "England", "type": "army", "location": "Flanders", "hc": 1})",
        "Swords & Sails, phase 7", "Flanders");
    row("raise in another faction's land", "[]",
        R"({"step": "raise", "side": "England", "type": "army", "location": "Normandy", "hc": 1})",
        "Swords & Sails, phase 7", "Normandy");
    row("raise ships without a port", "[]",
        R"({"step": "raise", "side": "England", "type": "fleet", "location": "Mercia", "tr": 1})",
        "Swords & Sails, phase 7", "port");
    row("an army at sea raised", "[]",
        R"({"step": "raise", "side": "England", "type": "army", "location": "Channel", "hc": 1})",
        "Swords & Sails, phase 7", "land");
    row("siege from elsewhere", "[]",
        R"({"step": "siege", "side": "France", "army": 2, "territory": "Flanders", "points": 4})",
        "Swords & Sails, phase 6 (siege warfare)", "stands in Normandy");
    row("siege of its own land", "[]",
        R"({"step": "siege", "side": "France", "army": 2, "territory": "Normandy", "points": 4})",
        "Swords & Sails, phase 6 (siege warfare)", "own land");
    row("siege of closed land", "[]",
        R"({"step": "siege", "side": "France", "army": 2, "territory": "Pomerania", "points": 4})",
        "Swords & Sails, setup", "nobody plays");
    row("city in another faction's land", "[]",
        R"({"step": "city", "side": "England", "territory": "Normandy", "kind": "minor"})",
        "Swords & Sails, phase 8", "Normandy");
    row("placed in closed land", "[]",
        R"({"step": "place", "side": "England", "type": "army", "number": 2, "location": "Pomerania", "hc": 1})",
        "Swords & Sails, setup", "Pomerania");
    row("ordered into closed land", "[]",
        R"({"step": "orders", "side": "England", "lines": ["Army I: attack Pomerania"]})",
        "Swords & Sails, setup", "Pomerania");
    row("advance from phase 3",
        R"([{"step": "move", "side": "England", "type": "army", "number": 1, "to": "Mercia"}])",
        R"({"step": "advance"})", "Swords & Sails, phase 9", "skip");
    row("moved into closed land", "[]",
        R"({"step": "move", "side": "England", "type": "army", "number": 1, "to": "Pomerania"})",
        "Swords & Sails, setup", "Pomerania");
}

void TestSasSteps::refusalsNameTheirRule()
{
    QFETCH(QString, before);
    QFETCH(QString, step);
    QFETCH(QString, rule);
    QFETCH(QString, mention);
    for (const QJsonValue &v : objects(before.toUtf8().constData()))
        QVERIFY(!run(v.toObject()).refused());
    if (QByteArray(QTest::currentDataTag()) == "advance from phase 3")
        CampaignEditor(*m_c).setTurn(1, m_c->game().phases.at(2));
    else
        SasTest::toPhaseOf(*m_c, object(step.toUtf8().constData()));
    // A check runs before any die: the refused spy above would roll (no dice given), but the counter stays.
    const QString stateBefore = state();
    const StepResult r = run(object(step.toUtf8().constData()));
    QVERIFY2(r.refused(), "the step was not refused");
    QCOMPARE(r.refusals.first().rule, rule);
    QVERIFY2(r.refusals.first().message.contains(mention), qPrintable(r.refusals.first().message));
    QVERIFY(state() == stateBefore);
}

void TestSasSteps::spyPaysAndRollsAsOneAction()
{
    const qint64 england = id(u"England"_s);
    QVERIFY(!run(object(R"({"step": "counter", "side": "France", "count": 0})")).refused()); // the hands first
    const qint64 gold = CampaignReader(m_c->database()).account(england).balance;
    const QString before = state();
    const StepResult r = run(object(
            R"({"step": "spy", "spy": "England", "target": "France", "type": "army", "number": 2, "dice": [2, 2]})"));
    QVERIFY(!r.refused());
    QCOMPARE(r.entries.size(), 3); // the payment, the attempt and the closing entry undo takes back
    QCOMPARE(m_c->log().action(r.seq).kind, u"step"_s);
    QVERIFY2(m_c->log().action(r.seq).publicText.contains(u"the attempt succeeds"_s),
             qPrintable(m_c->log().action(r.seq).publicText));
    QCOMPARE(CampaignReader(m_c->database()).account(england).balance, gold - 30);
    m_c->log().undo();
    QCOMPARE(CampaignReader(m_c->database()).account(england).balance, gold);
    QVERIFY(state() == before);
}

void TestSasSteps::allianceOfThreeIsOneAction()
{
    SasTest::toPhase(*m_c, 3);
    const QString before = state();
    const StepResult r = run(object(
            R"({"step": "alliance", "team": "A", "members": ["England", "France", "North Sea Empire"]})"));
    QVERIFY(!r.refused());
    QCOMPARE(r.entries.size(), 1); // one entry for the whole team, undone whole
    QCOMPARE(r.outcome.value(u"seqs"_s).toArray().size(), 1);
    for (const QString &side : {u"England"_s, u"France"_s, u"North Sea Empire"_s})
        QCOMPARE(CampaignReader(m_c->database()).sideByName(side).attributes.value(u"alliance"_s).toString(),
                 u"A"_s);
    QVERIFY2(m_c->log().action(r.seq).publicText.contains(
                     u"England, France, North Sea Empire form alliance A"_s),
             qPrintable(m_c->log().action(r.seq).publicText));
    m_c->log().undo();
    QVERIFY(state() == before);
    // Breaking it is one action too.
    QVERIFY(!run(object(R"({"step": "alliance", "team": "A", "members": ["England", "France"]})")).refused());
    const QString formed = state();
    const StepResult broken = run(object(R"({"step": "alliance", "team": "A", "break": true})"));
    QVERIFY(!broken.refused());
    QCOMPARE(broken.entries.size(), 1);
    m_c->log().undo();
    QVERIFY(state() == formed);
}

void TestSasSteps::roundIsARecordOnly()
{
    // A timed round records what happened at the table: one entry, no state, and undo leaves it.
    const QString before = state();
    const StepResult r = run(object(R"({"step": "round", "round": "diplomacy", "event": "end", "left": 65})"));
    QVERIFY(!r.refused());
    QCOMPARE(r.entries.size(), 1);
    QVERIFY(!m_c->log().action(r.entries.first()).undoable);
    QVERIFY2(m_c->log().action(r.entries.first()).publicText.contains(u"1:05 left"_s),
             qPrintable(m_c->log().action(r.entries.first()).publicText));
    QVERIFY(state() == before);
}

void TestSasSteps::advanceSkipsOnlyWhenTold()
{
    // Phase 1 too: advancing from it leaves the whole season undone (phase 9).
    CampaignEditor(*m_c).setTurn(1, m_c->game().phases.first());
    const StepResult first = run(object(R"({"step": "advance"})"));
    QVERIFY(first.refused());
    QVERIFY2(first.refusals.first().message.contains(u"skip"_s), qPrintable(first.refusals.first().message));
    QCOMPARE(CampaignReader(m_c->database()).clock().turn, 1);
    CampaignEditor(*m_c).setTurn(1, m_c->game().phases.at(4)); // phase 5, movement
    QVERIFY(run(object(R"({"step": "advance"})")).refused());
    const StepResult r = run(object(R"({"step": "advance", "skip": true})"));
    QVERIFY(!r.refused());
    QCOMPARE(CampaignReader(m_c->database()).clock().turn, 2);
    CampaignEditor(*m_c).setTurn(2, m_c->game().phases.last()); // phase 9: no skip needed
    QVERIFY(!run(object(R"({"step": "advance"})")).refused());
}

void TestSasSteps::siegeRollIsPartOfTheStep()
{
    // Flanders has one trade city: two dice, 2 + 2 = 4 points, one bought off (15 gold), a heavy infantry
    // unit (3 points) takes the rest; the roll is logged inside the step's one action.
    const StepResult r = run(
            object(R"({"step": "siege", "side": "Holy Roman Empire", "army": 1, "territory": "Flanders",
                                        "paid": 1, "lose_hi": 1, "dice": {"siege": [2, 2]}})"));
    QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    QCOMPARE(r.entries.size(), 3); // the roll, the settlement and the closing entry
    QVERIFY(m_c->log().action(r.entries.first()).publicText.contains(u"4"_s));
    QCOMPARE(CampaignReader(m_c->database()).location(u"Flanders"_s).attributes.value(u"control"_s).toString(),
             u"Holy Roman Empire"_s);
}

void TestSasSteps::moveNamesItsFaction()
{
    const StepResult r = run(
            object(R"({"step": "move", "side": "France", "type": "army", "number": 2, "to": "Flanders"})"));
    QVERIFY(!r.refused());
    QCOMPARE(m_c->log().action(r.seq).publicText,
             u"France's Army II moves to Flanders (Swords & Sails, phase 5)"_s);
}

StepResult TestSasSteps::runHere(const QJsonObject &step)
{
    const QString before = state();
    const qint64 seq = m_c->log().lastSeq();
    const StepResult r = StepRunner(*m_c).runObject(step, u"step"_s, StepRunner::Mode::Apply);
    if (r.refused() && (m_c->log().lastSeq() != seq || state() != before))
        QTest::qFail("a refused step wrote something", __FILE__, __LINE__);
    return r;
}

void TestSasSteps::stepsWaitForTheirPhase()
{
    // Turn sequence: the season's phases run 1 to 9 and each step is taken in its own. The clock opens on
    // Spring 1000, phase 1 (income).
    const QJsonObject move = object(
            R"({"step": "move", "side": "France", "type": "army", "number": 2, "to": "Flanders"})");
    StepResult r = runHere(move);
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"Swords & Sails, turn sequence, phase 5"_s);
    const QString early = r.refusals.first().message;
    QVERIFY2(early.contains(u"phase 5 Movement"_s) && early.contains(u"phase 1 Income and maintenance"_s)
                     && early.contains(u"1000"_s) && early.contains(u"move the clock on"_s),
             qPrintable(early));
    // Past its phase the season's chance is gone.
    SasTest::toPhase(*m_c, 8);
    r = runHere(move);
    QVERIFY(r.refused());
    QVERIFY2(r.refusals.first().message.contains(u"comes again next season"_s),
             qPrintable(r.refusals.first().message));
    // In phase 5 it is made.
    SasTest::toPhase(*m_c, 5);
    QVERIFY(!runHere(move).refused());
    // One phase a step: spying (2), alliances (3), orders (4), building (7), cities (8), income (1).
    const QList<std::pair<const char *, int>>
            cases{{R"({"step": "counter", "side": "England", "count": 0})", 2},
                  {R"({"step": "alliance", "team": "A", "members": ["England", "France"]})", 3},
                  {R"({"step": "orders", "side": "England", "lines": ["Army I: defend"]})", 4},
                  {R"({"step": "build", "side": "England", "type": "army", "number": 1, "hc": 1})", 7},
                  {R"({"step": "raise", "side": "England", "type": "army", "location": "Mercia", "hc": 1})",
                   7},
                  {R"({"step": "city", "side": "England", "territory": "Mercia", "kind": "minor"})", 8},
                  {R"({"step": "losses", "side": "England", "type": "army", "number": 1, "hc": 1})", 6},
                  {R"({"step": "income"})", 1},
                  {R"({"step": "round", "round": "units", "event": "start"})", 7}};
    for (const auto &[json, phase] : cases) {
        const QJsonObject step = object(json);
        SasTest::toPhase(*m_c, phase >= 5 ? 3 : 5); // a phase that does not take it
        r = runHere(step);
        QVERIFY2(r.refusals.size() == 1, json);
        QVERIFY2(r.refusals.first().rule == u"Swords & Sails, turn sequence, phase %1"_s.arg(phase)
                         && r.refusals.first().message.contains(m_c->game().phases.value(phase - 1)),
                 qPrintable(r.refusals.first().rule + u": "_s + r.refusals.first().message));
        SasTest::toPhase(*m_c, phase);
        r = runHere(step);
        QVERIFY2(!r.refused(), qPrintable(QString::fromUtf8(json) + u": "_s + r.refusals.value(0).message));
    }
    // A round that ends after its phase is still recorded.
    QVERIFY(!runHere(object(R"({"step": "round", "round": "units", "event": "end"})")).refused());
    // Starting forces are placed at setup only; a retreat waits for a battle (phase 5 or 6).
    r = runHere(object(
            R"({"step": "place", "side": "England", "type": "army", "number": 3, "location": "Mercia", "hc": 1})"));
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"Swords & Sails, setup"_s);
    QVERIFY2(r.refusals.first().message.contains(u"phase 7"_s), qPrintable(r.refusals.first().message));
    SasTest::toPhase(*m_c, 4);
    r = runHere(object(
            R"({"step": "move", "side": "England", "type": "army", "number": 1, "to": "Mercia", "retreat": true})"));
    QVERIFY(r.refused());
    QVERIFY2(r.refusals.first().message.startsWith(u"A retreat belongs to phases 5 Movement and 6 Battles"_s),
             qPrintable(r.refusals.first().message));
    SasTest::toPhase(*m_c, 6);
    QVERIFY(!runHere(object(R"({"step": "move", "side": "England", "type": "army", "number": 1, "to": "Mercia",
                                "retreat": true})"))
                     .refused());
}

void TestSasSteps::brokenAllianceSiegesAtOnce()
{
    // Additional notes: when an alliance breaks (phase 3), armies left in the former ally's land siege it
    // at once unless they retreat. France, allied with the HRE, holds Flanders, where the HRE's Army I
    // stands: no siege in phase 3 while they are allies; once the alliance breaks, the siege is taken then.
    // Flanders has one trade city: 2 dice, 3 + 3 = 6 points, a knight (6) takes them all.
    QVERIFY(!runHere(object(R"({"step": "control", "territory": "Flanders", "side": "France"})")).refused());
    SasTest::toPhase(*m_c, 3);
    QVERIFY(!runHere(object(R"({"step": "alliance", "team": "A", "members": ["France", "Holy Roman Empire"]})"))
                     .refused());
    const QJsonObject siege = object(
            R"({"step": "siege", "side": "Holy Roman Empire", "army": 1, "territory": "Flanders",
                         "paid": 0, "lose_kn": 1, "dice": {"siege": [3, 3]}})");
    StepResult r = runHere(siege);
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"Swords & Sails, turn sequence, phase 6"_s);
    SasTest::toPhase(*m_c, 6); // in the battles phase an ally's land is still not besieged
    r = runHere(siege);
    QVERIFY(r.refused());
    QVERIFY2(r.refusals.first().message.contains(u"an ally's land is not besieged"_s),
             qPrintable(r.refusals.first().message));
    SasTest::toPhase(*m_c, 3);
    QVERIFY(!runHere(object(R"({"step": "alliance", "team": "A", "break": true})")).refused());
    r = runHere(siege);
    QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    QCOMPARE(CampaignReader(m_c->database()).location(u"Flanders"_s).attributes.value(u"control"_s).toString(),
             u"Holy Roman Empire"_s);
    // The next season, phase 3 is diplomacy again only.
    CampaignEditor(*m_c).setTurn(2, m_c->game().phases.at(2));
    QVERIFY(runHere(siege).refused());
}

QTEST_GUILESS_MAIN(TestSasSteps)
#include "tst_sas_steps.moc"
