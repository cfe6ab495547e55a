// The 1066 provisioning, recruiting and pillage steps on the scenario with three players (Britons neutral),
// every figure worked by hand from §9, §10, §19 and §20: forage read from the square and the clock, a gold
// point from the hand or the excess removed; recruits paid in Gold Point markers and placed where §10.5-10.6
// allow; the pillage die against the attack factors, its marker, loot and reaction draws; each step one action,
// nothing written on a refusal, and the public log naming no counter and no square a force holds.
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "common/clirun.h"
#include "containers/containerdraws.h"
#include "containers/containereditor.h"
#include "containers/containerreader.h"
#include "containers/markercatalog.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestSupply1066 : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup() { m_campaign.reset(); }
    void summerForageFeedsAndGoldPaysTheRest();
    void unfedUnitsAreRemovedByChoice();
    void pillagedSquareForagesNothing();
    void recruitPaysGoldAndPlacesOnePerTown();
    void recruitRefusals();
    void castleOncePerTurnAndPillageRemoval();
    void callToArmsPointsSpentAtOnce();
    void pillageSucceedsWithLootAndReaction();
    void pillageFailsOncePerSquare();
    void refereeEditsNameNoCounterPublicly();

private:
    StepResult step(const QString &id, const QJsonObject &fields, const QJsonObject &dice = {});
    void toPhase(const QString &phase);
    qint64 side(const QString &name) { return CampaignReader(m_campaign->database()).sideByName(name).id; }
    qint64 unit(const QString &name);
    int gold(const QString &name);
    int handSize(const QString &name);
    QList<Unit> unitsIn(const QString &square, const QString &sideName);
    void setSquare(const QString &id, const QJsonObject &attributes);
    void enterAttack(const QString &square, int each);
    QString publicLog(qint64 from);
    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
};

void TestSupply1066::init()
{
    static int n = 0;
    const QString path = m_dir.filePath(u"supply%1.reeve"_s.arg(++n));
    const ReeveTest::CliRun made = ReeveTest::runCli({u"new"_s, u"1066"_s, path, u"--scenario"_s, u"1066"_s,
                                                      u"--sides"_s, u"Normans,Anglo-Saxons,Vikings"_s},
                                                     u"reeve-supply-1066-test"_s);
    QVERIFY2(made.code == 0, made.err.constData());
    m_campaign = Campaign::open(path);
    // A pool of Gold Points and Spies only, so no draw is an event.
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s);
    for (const MarkerKind &kind : catalog.kinds())
        counts.append({kind.name, kind.name == u"Gold Point"_s ? 8 : kind.name == u"Spy"_s ? 8 : 0});
    ContainerEditor(*m_campaign).compose(counts);
    ContainerDraws draws(*m_campaign);
    for (int i = 0; i < 3; ++i)
        draws.pick(side(u"Normans"_s), u"Gold Point"_s);
    draws.pick(side(u"Anglo-Saxons"_s), u"Gold Point"_s);
}

StepResult TestSupply1066::step(const QString &id, const QJsonObject &fields, const QJsonObject &dice)
{
    return StepRunner(*m_campaign)
            .run(StepRegistry::standard().get(u"1066"_s, id), fields, dice, StepRunner::Mode::Apply);
}

/// Steps the clock to the Normans' \a phase (they sit first; no initiative is resolved, §3.2).
void TestSupply1066::toPhase(const QString &phase)
{
    for (int i = 0; i < 12 && CampaignReader(m_campaign->database()).clock().phase != phase; ++i)
        QVERIFY(!step(u"next-phase"_s, {}).refused());
    const ClockState c = CampaignReader(m_campaign->database()).clock();
    QCOMPARE(c.phase, phase);
    QCOMPARE(c.activeSide, side(u"Normans"_s));
}

qint64 TestSupply1066::unit(const QString &name)
{
    for (const Unit &u : CampaignReader(m_campaign->database()).units())
        if (u.name == name)
            return u.id;
    return 0;
}

int TestSupply1066::gold(const QString &name)
{
    ContainerReader reader(m_campaign->database());
    int n = 0;
    for (const ContainerMarker &m : reader.state(reader.find().id).hand(side(name)))
        n += m.kind == u"Gold Point"_s ? 1 : 0;
    return n;
}

int TestSupply1066::handSize(const QString &name)
{
    ContainerReader reader(m_campaign->database());
    return int(reader.state(reader.find().id).hand(side(name)).size());
}

QList<Unit> TestSupply1066::unitsIn(const QString &square, const QString &sideName)
{
    QList<Unit> out;
    for (const Unit &u : CampaignReader(m_campaign->database()).units())
        if (u.locationId == square && !u.isEliminated() && u.sideId == side(sideName))
            out << u;
    return out;
}

void TestSupply1066::setSquare(const QString &id, const QJsonObject &attributes)
{
    const Location l = CampaignReader(m_campaign->database()).location(id);
    QJsonObject a = l.attributes;
    for (auto it = attributes.begin(); it != attributes.end(); ++it)
        a.insert(it.key(), it.value());
    CampaignEditor(*m_campaign).editLocation(id, l.name, l.kind, a);
}

void TestSupply1066::enterAttack(const QString &square, int each)
{
    for (const Unit &u : CampaignReader(m_campaign->database()).units())
        if (u.locationId == square && !u.isEliminated()) {
            QJsonObject a = u.attributes;
            a.insert(u"attack"_s, each);
            CampaignEditor(*m_campaign).editUnit(u.id, u.type, u.name, a);
        }
}

QString TestSupply1066::publicLog(qint64 from)
{
    QStringList texts;
    ActionLog &log = m_campaign->log();
    for (qint64 seq = from; seq <= log.lastSeq(); ++seq) {
        const Action a = log.action(seq);
        texts << a.publicText;
        if (a.audience == Audience::Public)
            texts << a.payloadText;
    }
    return texts.join(u'\n');
}

void TestSupply1066::summerForageFeedsAndGoldPaysTheRest()
{
    // Six Norman units at Rouen (five knights, William among them, and the fyrd there), a town of
    // feudal value 2: forage 2 + 2 = 4 (the erratum), +1 in summer (§9.9) = 5. Six against five: one in excess,
    // fed by one gold point for the whole square (§9.4).
    // The five Norman knights (William, Odo, Alan and two more, §27.5) join Rouen's fyrd.
    CampaignEditor editor(*m_campaign);
    for (const Unit &u : CampaignReader(m_campaign->database()).units())
        if (u.sideId == side(u"Normans"_s) && u.type == u"knight"_s)
            editor.moveUnit(u.id, u"Rouen"_s);
    QCOMPARE(unitsIn(u"Rouen"_s, u"Normans"_s).size(), 6);
    setSquare(u"Rouen"_s, {{u"feudal"_s, 2}});
    editor.setTurn(6, u"Initiative"_s); // June: summer
    toPhase(u"Provisioning"_s);
    // Without gold, one unit must be named for removal.
    const StepResult unfed = step(u"provision"_s, {{u"side"_s, u"Normans"_s}, {u"square"_s, u"Rouen"_s}});
    QVERIFY(unfed.refused());
    QVERIFY2(unfed.refusals.first().message.contains(u"1 unit(s) in Rouen are beyond its forage"_s),
             qPrintable(unfed.refusals.first().message));
    QCOMPARE(unfed.refusals.first().rule, u"1066 §9.6"_s);
    const qint64 before = m_campaign->log().lastSeq();
    const StepResult r = step(u"provision"_s,
                              {{u"side"_s, u"Normans"_s}, {u"square"_s, u"Rouen"_s}, {u"gold"_s, true}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"forage_value"_s).toInt(), 5);
    QCOMPARE(r.outcome.value(u"excess"_s).toInt(), 1);
    QCOMPARE(r.outcome.value(u"gold_spent"_s).toInt(), 1);
    QCOMPARE(gold(u"Normans"_s), 2); // 3 held, one back to the pool
    QCOMPARE(unitsIn(u"Rouen"_s, u"Normans"_s).size(), 6);
    // One action; the public log names neither the square nor a counter (§7.1).
    m_campaign->log().undo();
    QCOMPARE(gold(u"Normans"_s), 3);
    m_campaign->log().redo();
    const QString pub = publicLog(before + 1);
    QVERIFY2(!pub.contains(u"Rouen"_s) && !pub.contains(u"William"_s), qPrintable(pub));
    // The outcome's square and unit count are the Normans' (§7.1).
    const QJsonObject seen = r.toJson(Audience::Public);
    QVERIFY(!QJsonDocument(seen).toJson().contains("Rouen"));
}

void TestSupply1066::unfedUnitsAreRemovedByChoice()
{
    // In winter (January) Rouen forages 2 + 2 = 4: five units, one beyond it; no gold spent, the owner removes
    // the fyrd he chooses (§9.6). A gold point with nothing in excess is refused (§9.4).
    CampaignEditor editor(*m_campaign);
    QList<qint64> fyrd;
    for (const Unit &u : CampaignReader(m_campaign->database()).units())
        if (u.sideId == side(u"Normans"_s) && u.type == u"fyrd"_s && fyrd.size() < 5)
            fyrd << u.id;
    for (qint64 id : fyrd)
        editor.moveUnit(id, u"Rouen"_s);
    while (unitsIn(u"Rouen"_s, u"Normans"_s).size() > 5)
        editor.moveUnit(unitsIn(u"Rouen"_s, u"Normans"_s).last().id, u"Bayeux"_s);
    setSquare(u"Rouen"_s, {{u"feudal"_s, 2}});
    toPhase(u"Provisioning"_s);
    const qint64 chosen = unitsIn(u"Rouen"_s, u"Normans"_s).first().id;
    const StepResult r = step(u"provision"_s, {{u"side"_s, u"Normans"_s},
                                               {u"square"_s, u"Rouen"_s},
                                               {u"remove"_s, QJsonArray{chosen}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"forage_value"_s).toInt(), 4);
    QCOMPARE(r.outcome.value(u"excess"_s).toInt(), 1);
    QVERIFY(CampaignReader(m_campaign->database()).unit(chosen).isEliminated());
    QCOMPARE(unitsIn(u"Rouen"_s, u"Normans"_s).size(), 4);
    QCOMPARE(gold(u"Normans"_s), 3);
    // Four against four: fed; no gold is spent on it.
    const qint64 last = m_campaign->log().lastSeq();
    const StepResult paid = step(u"provision"_s,
                                 {{u"side"_s, u"Normans"_s}, {u"square"_s, u"Rouen"_s}, {u"gold"_s, true}});
    QVERIFY(paid.refused());
    QCOMPARE(paid.refusals.first().rule, u"1066 §9.4"_s);
    QCOMPARE(m_campaign->log().lastSeq(), last);
    // A neutral's square is not provisioned (§9.8); another phase is refused (§9.1).
    QCOMPARE(step(u"provision"_s, {{u"side"_s, u"Britons"_s}, {u"square"_s, u"Edinburgh"_s}})
                     .refusals.first()
                     .rule,
             u"1066 §9.8"_s);
}

void TestSupply1066::pillagedSquareForagesNothing()
{
    // A pillaged square forages 0 (§9.7), a castle's +1 lost with it in the default reading: two units, two in
    // excess; with pillage_reading=base-zero the castle still adds one (forage 1, one in excess).
    CampaignEditor editor(*m_campaign);
    editor.moveUnit(unit(u"William"_s), u"Rouen"_s);
    editor.moveUnit(unit(u"Odo"_s), u"Rouen"_s);
    setSquare(u"Rouen"_s, {{u"feudal"_s, 2}});
    editor.placeMarker(u"Rouen"_s, u"Pillaged"_s);
    editor.placeMarker(u"Rouen"_s, u"Castle"_s);
    toPhase(u"Provisioning"_s);
    const int there = int(unitsIn(u"Rouen"_s, u"Normans"_s).size());
    StepResult r = step(u"provision"_s,
                        {{u"side"_s, u"Normans"_s}, {u"square"_s, u"Rouen"_s}, {u"gold"_s, true}}, {});
    QVERIFY(!r.refused());
    QCOMPARE(r.outcome.value(u"forage_value"_s).toInt(), 0);
    QCOMPARE(r.outcome.value(u"excess"_s).toInt(), there);
    m_campaign->log().undo();
    r = step(u"provision"_s, {{u"side"_s, u"Normans"_s},
                              {u"square"_s, u"Rouen"_s},
                              {u"gold"_s, true},
                              {u"pillage_reading"_s, u"base-zero"_s}});
    QVERIFY(!r.refused());
    QCOMPARE(r.outcome.value(u"forage_value"_s).toInt(), 1);
}

void TestSupply1066::recruitPaysGoldAndPlacesOnePerTown()
{
    // Two fyrd for one gold point (§10.2: 0.5 each), one in each of two friendly towns (§10.6): Rouen and
    // Bayeux hold Norman fyrd at the start (§27.5).
    QVERIFY(!unitsIn(u"Rouen"_s, u"Normans"_s).isEmpty());
    QVERIFY(!unitsIn(u"Bayeux"_s, u"Normans"_s).isEmpty());
    const int rouen = int(unitsIn(u"Rouen"_s, u"Normans"_s).size());
    // Cherbourg's fyrd was lost before: it comes back first (§10.2), the second is a new counter from the mix.
    const qint64 lost = unitsIn(u"Cherbourg"_s, u"Normans"_s).first().id;
    CampaignEditor(*m_campaign).eliminateUnit(lost);
    CampaignTables::setCell(*m_campaign, u"1066.counter-mix"_s, u"2"_s, u"fyrd"_s, u"12"_s);
    toPhase(u"Recruiting"_s);
    const qint64 before = m_campaign->log().lastSeq();
    const StepResult r = step(u"recruit"_s, {{u"side"_s, u"Normans"_s},
                                             {u"unit"_s, u"fyrd"_s},
                                             {u"squares"_s, QJsonArray{u"Rouen"_s, u"Bayeux"_s}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"cost"_s).toDouble(), 1.0);
    QCOMPARE(r.outcome.value(u"gold_markers"_s).toInt(), 1);
    QCOMPARE(gold(u"Normans"_s), 2);
    QCOMPARE(unitsIn(u"Rouen"_s, u"Normans"_s).size(), rouen + 1);
    QVERIFY(!CampaignReader(m_campaign->database()).unit(lost).isEliminated());
    const QString pub = publicLog(before + 1);
    QVERIFY2(!pub.contains(u"Rouen"_s) && !pub.contains(u"Bayeux"_s) && !pub.contains(u"fyrd"_s),
             qPrintable(pub));
    // Rouen already took its reinforcement this phase (§10.6).
    const StepResult again = step(u"recruit"_s, {{u"side"_s, u"Normans"_s},
                                                 {u"unit"_s, u"thegn"_s},
                                                 {u"squares"_s, QJsonArray{u"Rouen"_s}}});
    QVERIFY(again.refused());
    QCOMPARE(again.refusals.first().rule, u"1066 §10.6"_s);
    // Undo takes back the whole step: the gold, both units.
    m_campaign->log().undo();
    QCOMPARE(gold(u"Normans"_s), 3);
    QCOMPARE(unitsIn(u"Rouen"_s, u"Normans"_s).size(), rouen);
    QVERIFY(CampaignReader(m_campaign->database()).unit(lost).isEliminated());
}

void TestSupply1066::recruitRefusals()
{
    toPhase(u"Recruiting"_s);
    const qint64 last = m_campaign->log().lastSeq();
    auto rule = [&](const QJsonObject &f) {
        const StepResult r = step(u"recruit"_s, f);
        return r.refused() ? r.refusals.first().rule : QString();
    };
    // Housecarls are the Anglo-Saxons' alone (§10.5).
    QCOMPARE(rule({{u"side"_s, u"Normans"_s},
                   {u"unit"_s, u"housecarl"_s},
                   {u"squares"_s, QJsonArray{u"Rouen"_s}}}),
             u"1066 §10.5"_s);
    // London holds no Norman unit (§10.5).
    QCOMPARE(rule({{u"side"_s, u"Normans"_s},
                   {u"unit"_s, u"knight"_s},
                   {u"squares"_s, QJsonArray{u"London"_s}}}),
             u"1066 §10.5"_s);
    // Four thegns cost 4 gold; the Normans hold 3 (no deficit spending).
    CampaignTables::setCell(*m_campaign, u"1066.counter-mix"_s, u"2"_s, u"thegn"_s, u"10"_s);
    QCOMPARE(rule({{u"side"_s, u"Normans"_s},
                   {u"unit"_s, u"thegn"_s},
                   {u"squares"_s, QJsonArray{u"Rouen"_s, u"Bayeux"_s, u"Normandy"_s, u"Normandy"_s}}}),
             u"1066 §10.2"_s);
    // Not the Anglo-Saxons' recruiting phase (§10.1).
    QCOMPARE(rule({{u"side"_s, u"Anglo-Saxons"_s},
                   {u"unit"_s, u"fyrd"_s},
                   {u"squares"_s, QJsonArray{u"London"_s}}}),
             u"1066 §10.1"_s);
    // A pillaged town takes no recruit (§10.6).
    CampaignEditor(*m_campaign).placeMarker(u"Bayeux"_s, u"Pillaged"_s);
    QCOMPARE(rule({{u"side"_s, u"Normans"_s},
                   {u"unit"_s, u"thegn"_s},
                   {u"squares"_s, QJsonArray{u"Bayeux"_s}}}),
             u"1066 §10.5"_s);
    QCOMPARE(m_campaign->log().lastSeq(), last + 2); // only the figure entered and the marker placed
}

void TestSupply1066::castleOncePerTurnAndPillageRemoval()
{
    // A castle: one gold point (§10.2, §20.2), in a square with a friendly unit; a second this turn is refused.
    CampaignEditor(*m_campaign).placeMarker(u"Bayeux"_s, u"Pillaged"_s);
    setSquare(u"Bayeux"_s, {{u"feudal"_s, 1}});
    toPhase(u"Recruiting"_s);
    StepResult r = step(u"recruit"_s, {{u"side"_s, u"Normans"_s},
                                       {u"unit"_s, u"castle"_s},
                                       {u"squares"_s, QJsonArray{u"Rouen"_s}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(gold(u"Normans"_s), 2);
    bool castle = false;
    for (const PlacedMarker &m : CampaignReader(m_campaign->database()).markers())
        castle = castle || (m.locationId == u"Rouen"_s && m.kind == u"Castle"_s);
    QVERIFY(castle);
    r = step(u"recruit"_s,
             {{u"side"_s, u"Normans"_s}, {u"unit"_s, u"castle"_s}, {u"squares"_s, QJsonArray{u"Bayeux"_s}}});
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"1066 §20.2"_s);
    // Removing Bayeux's Pillaged marker: 1 + its feudal value 1 = 2 gold points (§10.2): both markers left.
    r = step(u"recruit"_s, {{u"side"_s, u"Normans"_s},
                            {u"unit"_s, u"remove-pillage"_s},
                            {u"squares"_s, QJsonArray{u"Bayeux"_s}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"cost"_s).toDouble(), 2.0);
    QCOMPARE(gold(u"Normans"_s), 0);
    for (const PlacedMarker &m : CampaignReader(m_campaign->database()).markers())
        QVERIFY(m.kind != u"Pillaged"_s);
}

void TestSupply1066::callToArmsPointsSpentAtOnce()
{
    // The Normans call to arms: a 4, no home town lost, William not on the map (he waits to be set up): 4 points
    // (§10.3). Two knights cost 4: spent from the call, no Gold Point leaves the hand; anything more is refused.
    // With six knight counters and five in play (§27.5) only one more can come (§10.7).
    CampaignTables::setCell(*m_campaign, u"1066.counter-mix"_s, u"2"_s, u"knight"_s, u"6"_s);
    toPhase(u"Recruiting"_s);
    StepResult r = step(u"call-to-arms"_s, {{u"side"_s, u"Normans"_s}}, {{u"dice"_s, QJsonArray{4}}});
    QVERIFY(!r.refused());
    QCOMPARE(r.outcome.value(u"points"_s).toInt(), 4);
    const QJsonObject two{{u"side"_s, u"Normans"_s},
                          {u"unit"_s, u"knight"_s},
                          {u"squares"_s, QJsonArray{u"Normandy"_s, u"Normandy"_s}},
                          {u"pay"_s, u"call-to-arms"_s}};
    r = step(u"recruit"_s, two);
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"1066 §10.7"_s);
    CampaignTables::setCell(*m_campaign, u"1066.counter-mix"_s, u"2"_s, u"knight"_s, u"7"_s);
    r = step(u"recruit"_s, {{u"side"_s, u"Normans"_s},
                            {u"unit"_s, u"knight"_s},
                            {u"squares"_s, QJsonArray{u"Normandy"_s, u"Normandy"_s}},
                            {u"pay"_s, u"call-to-arms"_s}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(gold(u"Normans"_s), 3);
    QCOMPARE(unitsIn(u"Normandy"_s, u"Normans"_s).size(), 2); // the friendly off-map area takes any number
    r = step(u"recruit"_s, {{u"side"_s, u"Normans"_s},
                            {u"unit"_s, u"fyrd"_s},
                            {u"squares"_s, QJsonArray{u"Rouen"_s}},
                            {u"pay"_s, u"call-to-arms"_s}});
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"1066 §10.3"_s);
}

void TestSupply1066::pillageSucceedsWithLootAndReaction()
{
    // Rouen (feudal 2) held by Norman units of attack 1 each: a die at most their total pillages it (§19.2);
    // the pillager draws 2 (the town's feudal value), the Anglo-Saxons and the Vikings one each; the neutral
    // Britons nothing (§4.3).
    setSquare(u"Rouen"_s, {{u"feudal"_s, 2}});
    enterAttack(u"Rouen"_s, 1);
    const int factors = int(unitsIn(u"Rouen"_s, u"Normans"_s).size());
    QVERIFY(factors >= 1);
    CampaignEditor(*m_campaign).placeMarker(u"Rouen"_s, u"Castle"_s);
    toPhase(u"Pillage"_s);
    const int normans = handSize(u"Normans"_s), saxons = handSize(u"Anglo-Saxons"_s),
              vikings = handSize(u"Vikings"_s);
    const qint64 before = m_campaign->log().lastSeq();
    const StepResult r = step(u"pillage"_s,
                              {{u"side"_s, u"Normans"_s},
                               {u"square"_s, u"Rouen"_s},
                               {u"destroy_castle"_s, true}},
                              {{u"pillage"_s, QJsonArray{factors}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QVERIFY(r.outcome.value(u"pillaged"_s).toBool());
    QCOMPARE(r.outcome.value(u"loot_draws"_s).toInt(), 2);
    QCOMPARE(handSize(u"Normans"_s), normans + 2);
    QCOMPARE(handSize(u"Anglo-Saxons"_s), saxons + 1);
    QCOMPARE(handSize(u"Vikings"_s), vikings + 1);
    QCOMPARE(handSize(u"Britons"_s), 0);
    QStringList kinds;
    for (const PlacedMarker &m : CampaignReader(m_campaign->database()).markers())
        if (m.locationId == u"Rouen"_s)
            kinds << m.kind;
    QCOMPARE(kinds, QStringList{u"Pillaged"_s}); // the castle destroyed with it (§20.6)
    QVERIFY(r.toJson(Audience::Public).value(u"outcome"_s).toObject().value(u"attempt"_s).isUndefined());
    // The attack factors stay the Normans': the public log says pillaged, not with what.
    const QString pub = publicLog(before + 1);
    QVERIFY2(!pub.contains(u"attack factor"_s), qPrintable(pub));
    // Already pillaged: never again (§19.5, §19.7).
    const StepResult again = step(u"pillage"_s, {{u"side"_s, u"Normans"_s}, {u"square"_s, u"Rouen"_s}},
                                  {{u"pillage"_s, QJsonArray{1}}});
    QVERIFY(again.refused());
}

void TestSupply1066::pillageFailsOncePerSquare()
{
    // A die above the attack factors fails: no marker, no draws (reaction after a success, Reeve's reading), the
    // public line names no square; a second try in the same phase is refused (§19.4).
    setSquare(u"Rouen"_s, {{u"feudal"_s, 2}});
    enterAttack(u"Rouen"_s, 1);
    const int factors = int(unitsIn(u"Rouen"_s, u"Normans"_s).size());
    QVERIFY(factors < 6);
    toPhase(u"Pillage"_s);
    const int saxons = handSize(u"Anglo-Saxons"_s);
    const qint64 before = m_campaign->log().lastSeq();
    StepResult r = step(u"pillage"_s, {{u"side"_s, u"Normans"_s}, {u"square"_s, u"Rouen"_s}},
                        {{u"pillage"_s, QJsonArray{6}}});
    QVERIFY(!r.refused());
    QVERIFY(!r.outcome.value(u"pillaged"_s).toBool());
    QCOMPARE(handSize(u"Anglo-Saxons"_s), saxons);
    const QString pub = publicLog(before + 1);
    QVERIFY2(!pub.contains(u"Rouen"_s), qPrintable(pub));
    r = step(u"pillage"_s, {{u"side"_s, u"Normans"_s}, {u"square"_s, u"Rouen"_s}},
             {{u"pillage"_s, QJsonArray{1}}});
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"1066 §19.4"_s);
    // A square with another power's units is not pillaged (§19.5).
    CampaignEditor(*m_campaign).moveUnit(unit(u"Harold"_s), u"Bayeux"_s);
    r = step(u"pillage"_s, {{u"side"_s, u"Normans"_s}, {u"square"_s, u"Bayeux"_s}},
             {{u"pillage"_s, QJsonArray{1}}});
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"1066 §19.5"_s);
}

void TestSupply1066::refereeEditsNameNoCounterPublicly()
{
    // §7.1: after Troops Demand More Pay the referee eliminates Odo by hand; the public reads only that a Norman
    // counter went, the Normans (and the referee) which one. The same for a move and an edit.
    const qint64 before = m_campaign->log().lastSeq();
    CampaignEditor editor(*m_campaign);
    editor.moveUnit(unit(u"Odo"_s), u"Rouen"_s);
    const Unit odo = CampaignReader(m_campaign->database()).unit(unit(u"Odo"_s));
    editor.editUnit(odo.id, odo.type, odo.name, QJsonObject{{u"leader"_s, 1}});
    const qint64 seq = editor.eliminateUnit(odo.id);
    const Action a = m_campaign->log().action(seq);
    QCOMPARE(a.publicText, u"Normans: a counter eliminated"_s);
    QCOMPARE(a.privateText, u"Odo eliminated"_s);
    QCOMPARE(a.audienceSide, side(u"Normans"_s));
    const QString pub = publicLog(before + 1);
    QVERIFY2(!pub.contains(u"Odo"_s) && !pub.contains(u"Rouen"_s), qPrintable(pub));
    m_campaign->log().undo();
    QVERIFY(!CampaignReader(m_campaign->database()).unit(odo.id).isEliminated());
}

QTEST_GUILESS_MAIN(TestSupply1066)
#include "tst_supply1066.moc"
