// The 771 scenario's first game turn played by the referee with the rulebook open, both player turns,
// through the real reeve-cli (issue 23): event and revolt, stratagems, vassalage with a double marker,
// treasury and a purchase, levies, a battle against a burg with a military advance, supply, the Tribal
// turn with a conversion, then the Empire's victory points; the Tribal side's views and the public log
// are scanned for the Empire's treasure. The slots run in order on one campaign. What the play found is
// pinned by a core case each (a military advance comes from the hand and goes back, Charlemagne §16.6d(3),
// §8.4b; no Tribal vassalage on Austrasia before any marker check, §9.6; a revolt forcing a neutral region
// into the war cites belligerence, §4.4a(1); a levy says what the referee checks without a map,
// §11.1c(1), §11.5a; the victory level in plain words, §27.2) and by a reeve-cli one.
//
// Every table figure below is a TEST FIGURE ("test entry"), not the printed chart; so are the house levies
// and Frisia's original religion (the Region Control Table is missing but for Neustria's and Saxony's 2).
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "common/clirun.h"
#include "common/stepcases.h"
#include "containers/containerdraws.h"
#include "containers/containereditor.h"
#include "containers/containerreader.h"
#include "games/charlemagne/charlemagnevictory.h"
#include "log/actionlog.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"
#include "steps/stepshare.h"
#include "util/failure.h"

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Reeve;
using ReeveTest::obj;
using ReeveTest::runCli;

namespace {

const QStringList kNone{u"Donation of Constantine=0"_s, u"Frankish General Assembly=0"_s,
                        u"Ring of the Avars=0"_s, u"Espionage=0"_s, u"Augustus=0"_s};

} // namespace

class TestCharlemagneRefereeTurn : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void openingHands();
    void empireEventAndRevolt();
    void empireStratagemsAndVassalage();
    void empireTreasuryAndLevies();
    void empireBattleAtABurg();
    void empireSupply();
    void tribalTurn();
    void victoryPoints();
    void empireTreasureStaysSecret();
    // What the play found, through the core.
    void coreMilitaryAdvanceFromTheHand();
    void coreAustrasiaRefusedFirst();
    void coreLevySaysWhatIsLeft();
    void coreLevelInPlainWords();
    void coreBuildingIsPaidFor();
    void coreConversionCounteredFromTheRegion();

private:
    ReeveTest::CliRun cli(const QStringList &args)
    {
        return runCli(args, u"reeve-charlemagne-refereeturn"_s);
    }
    ReeveTest::CliRun ch(const QStringList &args)
    {
        return cli(QStringList{u"charlemagne"_s, m_file} + args);
    }
    ReeveTest::CliRun step(const QStringList &args) { return cli(QStringList{u"step"_s, m_file} + args); }
    ReeveTest::CliRun import(const QString &table, const QByteArray &csv)
    {
        QFile f(m_dir.filePath(u"in.csv"_s));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        f.write(csv);
        f.close();
        return cli({u"table"_s, table, u"--campaign"_s, m_file, u"--import"_s, f.fileName()});
    }
    void compose(const QStringList &kinds)
    {
        const ReeveTest::CliRun r = cli(QStringList{u"container"_s, m_file, u"compose"_s} + kinds + kNone);
        QVERIFY2(r.code == 0, r.err.constData());
    }
    QString hand(const QString &side)
    {
        const QByteArray out = cli({u"container"_s, m_file, u"show"_s, u"--audience"_s, u"referee"_s}).out;
        for (const QByteArray &line : out.split('\n')) {
            if (line.trimmed().startsWith("hand of " + side.toUtf8()))
                return QString::fromUtf8(line.trimmed());
        }
        return {};
    }
    qint64 lastSeq() { return Campaign::open(m_file)->log().lastSeq(); }
    QString balance(const QString &audience, const QString &side)
    {
        const QByteArray out = cli({u"side"_s, m_file, u"list"_s, u"--audience"_s, audience}).out;
        for (const QByteArray &line : out.split('\n')) {
            const QList<QByteArray> cells = line.split('\t');
            if (cells.size() > 3 && cells.at(1) == side.toUtf8())
                return QString::fromUtf8(cells.at(3));
        }
        return {};
    }
    void expect(const ReeveTest::CliRun &r, int code, const char *words = nullptr)
    {
        QVERIFY2(r.code == code, (r.out + r.err).constData());
        if (words)
            QVERIFY2((r.out + r.err).contains(words), (r.out + r.err).constData());
    }

    QTemporaryDir m_dir;
    QString m_file;
    ReeveTest::StepCases m_cases;
};

void TestCharlemagneRefereeTurn::initTestCase()
{
    m_file = m_dir.filePath(u"771.reeve"_s);
    expect(cli({u"new"_s, u"charlemagne"_s, m_file, u"--scenario"_s, u"771"_s}), 0);
    m_cases.prepare(u"charlemagne"_s, u"771"_s);
}

// Scenario 5c and 3c: Tribal draws 3, the Empire 6. The referee's mix is put in stage by stage so that
// every hand is known whatever the seed: Missionary 2 and Vassalage 1 first, then the Empire's six.
void TestCharlemagneRefereeTurn::openingHands()
{
    compose({u"Missionary=2"_s, u"Vassalage=1"_s, u"Crown of Pavia=0"_s, u"Military Advance=0"_s,
             u"Leader=0"_s});
    expect(cli({u"container"_s, m_file, u"opening"_s, u"Tribal"_s, u"3"_s}), 0);
    compose({u"Missionary=3"_s, u"Vassalage=5"_s, u"Crown of Pavia=1"_s, u"Military Advance=0"_s,
             u"Leader=0"_s});
    expect(cli({u"container"_s, m_file, u"opening"_s, u"Empire"_s, u"6"_s}), 0);
    QCOMPARE(hand(u"Tribal"_s), u"hand of Tribal: 3: Missionary, Missionary, Vassalage"_s);
    QVERIFY2(hand(u"Empire"_s).startsWith(u"hand of Empire: 6"_s), qPrintable(hand(u"Empire"_s)));
    // Scenario 3b, 5b: 10 and 0 treasure points, each seen by its side and the referee only.
    QCOMPARE(balance(u"side=Empire"_s, u"Empire"_s), u"10 treasure points"_s);
    QCOMPARE(balance(u"side=Tribal"_s, u"Empire"_s), u"–"_s); // §25: a dash, not a figure
}

// §6.1: dice 3 and 4 read event 34 (a test entry: a revolt in Saxony and Bavaria); §7.1: one die a region.
void TestCharlemagneRefereeTurn::empireEventAndRevolt()
{
    expect(cli({u"clock"_s, m_file, u"side"_s, u"Empire"_s}), 0);
    const qint64 before = lastSeq();
    expect(step({u"event"_s, u"side=Empire"_s, u"--dice"_s, u"roll=3,4"_s}), 3, "Event 34");
    QCOMPARE(lastSeq(), before);
    expect(import(u"charlemagne.event"_s, "d66,event\n34,Revolt in Saxony and Bavaria (test entry)\n"), 0);
    expect(step({u"event"_s, u"side=Empire"_s, u"--dice"_s, u"roll=3,4"_s}), 0, "Event number: 34");
    expect(import(u"charlemagne.revolt"_s,
                  "d6,result\n2,no effect (test entry)\n6+,neutral region becomes tribal (test entry)\n"),
           0);
    expect(step({u"revolt"_s, u"region=Saxony"_s, u"--dice"_s, u"roll=2"_s}), 0, "stays Tribal");
    // Bavaria (1W, 2M neutral, scenario 4b) is forced into the war: belligerence, not a return to neutrality.
    const ReeveTest::CliRun r = step({u"revolt"_s, u"region=Bavaria"_s, u"--dice"_s, u"roll=6"_s});
    expect(r, 0, "Bavaria passes from Neutral to Tribal (§7.2, §4.4a(1), §4.4b)");
    QVERIFY(!r.out.contains("§4.5"));
    QCOMPARE(ch({u"units"_s, u"Bavaria"_s}).out.count("Tribal"), 3);
    // §7.3: Austrasia never revolts.
    expect(step({u"revolt"_s, u"region=Austrasia"_s, u"--dice"_s, u"roll=6"_s}), 2, "§7.3");
}

// §8.2b: 1 + 1 for Aachen's civilization marker, which Charlemagne occupies = 2 draws (the pool then
// holds exactly the Leader and the Military Advance). §9.1, §9.5: 1 Vassalage + the Crown of Pavia (2)
// = 3 against the Tribal player's 1 = differential 2; every marker bid goes back (§9.2).
void TestCharlemagneRefereeTurn::empireStratagemsAndVassalage()
{
    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Stratagem");
    compose({u"Missionary=3"_s, u"Vassalage=5"_s, u"Crown of Pavia=1"_s, u"Military Advance=1"_s,
             u"Leader=1"_s});
    expect(step({u"stratagems"_s, u"side=Empire"_s}), 2, "say where");
    expect(step({u"stratagems"_s, u"side=Empire"_s, u"leader_at=Aachen"_s}), 0, "a leader placed at Aachen");
    QVERIFY2(hand(u"Empire"_s).startsWith(u"hand of Empire: 7"_s), qPrintable(hand(u"Empire"_s)));
    QVERIFY(hand(u"Empire"_s).contains(u"Military Advance"_s));

    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Vassalage");
    expect(import(u"charlemagne.vassalage"_s, "d6,2\n4,success (test entry)\n"), 0);
    const ReeveTest::CliRun r = ch({u"vassalage"_s, u"Empire"_s, u"Frisia"_s, u"markers=1"_s,
                                    u"double_markers=1"_s, u"defender_markers=1"_s, u"--spend"_s, u"--dice"_s,
                                    u"4"_s});
    expect(r, 0, "Differential 3 − 1 = 2");
    QVERIFY(r.out.contains("Frisia passes from Neutral to Empire"));
    QVERIFY(r.out.contains("3 marker(s) back to the Container, Crown of Pavia among them"));
    QVERIFY2(hand(u"Empire"_s).startsWith(u"hand of Empire: 5"_s), qPrintable(hand(u"Empire"_s)));
    QCOMPARE(hand(u"Tribal"_s), u"hand of Tribal: 2: Missionary, Missionary"_s);
    QCOMPARE(ch({u"units"_s, u"Frisia"_s}).out.count("Empire"), 2); // its 1W 1M follow (§4.4b)
}

// §10.1a: one occupied burg (Paris) = 1 TP, 10 + 1 = 11; §10.2c: 2 draws × 2 TP = 4, 7 left. §11.1:
// Neustria levies 2 (§27.1a); a third is refused, and so are a field army, a fleet outside Denmark and a
// levy into Tribal Saxony.
void TestCharlemagneRefereeTurn::empireTreasuryAndLevies()
{
    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Treasury");
    expect(ch({u"hex"_s, u"Paris"_s, u"region=Neustria"_s, u"terrain=clear"_s}), 0);
    expect(ch({u"burg"_s, u"Paris"_s}), 0);
    expect(ch({u"move"_s, u"10"_s, u"Paris"_s}), 0);
    expect(ch({u"treasury"_s, u"Empire"_s}), 0, "Burgs 1 + Byzantium 0 + Caliphate 0 = 1");
    // §23.1: a burg built is paid in the builder's own Treasury Phase: not the Tribal player's now (§3.1).
    expect(ch({u"hex"_s, u"Metz"_s, u"region=Austrasia"_s}), 0);
    expect(ch({u"burg"_s, u"Metz"_s, u"side=Tribal"_s}), 2, "§3.1");
    expect(ch({u"burg"_s, u"Metz"_s, u"side=Empire"_s}), 2, "Empire has no unit at Metz");
    expect(ch({u"buy-stratagems"_s, u"Empire"_s, u"2"_s}), 0, "2 draws × 2 TP = 4 TP; 7 TP left");
    QCOMPARE(balance(u"side=Empire"_s, u"Empire"_s), u"7 treasure points"_s);

    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Levy");
    expect(ch({u"levy"_s, u"Empire"_s, u"warrior-host"_s, u"Saxony"_s}), 2, "§11.1");
    expect(ch({u"levy"_s, u"Empire"_s, u"fleet"_s, u"Austrasia"_s}), 2, "§11.1b");
    expect(ch({u"levy"_s, u"Empire"_s, u"field-army"_s, u"Neustria"_s}), 2, "§11.1b");
    expect(ch({u"levy"_s, u"Empire"_s, u"warrior-host"_s, u"Frisia"_s}), 3, "region-levy Frisia");
    ReeveTest::CliRun r = ch({u"levy"_s, u"Empire"_s, u"warrior-host"_s, u"Neustria"_s});
    expect(r, 0, "for the referee to check: Only the region was named");
    QVERIFY(r.out.contains("outside every enemy zone of control"));
    r = ch({u"levy"_s, u"Empire"_s, u"militia"_s, u"Paris"_s, u"--json"_s});
    expect(r, 0);
    QCOMPARE(r.json().value(u"referee_checks"_s).toArray().size(), 1); // a named hex: only the ZOC is left
    const qint64 before = lastSeq();
    expect(ch({u"levy"_s, u"Empire"_s, u"militia"_s, u"Neustria"_s}), 2, "its 2 levy unit(s)");
    QCOMPARE(lastSeq(), before);
}

// §16.6: Charlemagne (1), a leader (1) and two warrior hosts (6 + 6) = 14, tripled by Charlemagne and held
// to ×4 with the military advance (§16.6d(4)) = 56; the defenders' warrior host and militia 6 + 2 = 8 in
// the burg of Eresburg, doubled = 16; 56 ÷ 16 = 3.5 → 3/1. Without the advance 42 ÷ 16 = 2.63 → 2/1.
// §13.2a: the slowest unit (warrior host, 12) + die 2 × 3 (Charlemagne) = 18 operation points.
void TestCharlemagneRefereeTurn::empireBattleAtABurg()
{
    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Operations");
    expect(cli({u"resolve"_s, u"charlemagne.operation-points"_s, u"lowest_op=12"_s, u"leader=charlemagne"_s,
                u"--dice"_s, u"2"_s, u"--campaign"_s, m_file}),
           0, "12 (slowest unit) + 6 = 18");
    expect(ch({u"hex"_s, u"Eresburg"_s, u"region=Saxony"_s, u"terrain=rugged"_s}), 0);
    expect(ch({u"burg"_s, u"Eresburg"_s}), 0);
    expect(ch({u"move"_s, u"38"_s, u"Eresburg"_s}), 0);
    expect(ch({u"move"_s, u"40"_s, u"Eresburg"_s}), 0);
    expect(ch({u"hex"_s, u"Fritzlar"_s, u"region=Thuringia"_s, u"terrain=clear"_s}), 0);
    for (const QString &u : {u"85"_s, u"86"_s, u"1"_s, u"2"_s})
        expect(ch({u"move"_s, u, u"Fritzlar"_s}), 0);
    const QStringList forces{u"attackers=85,86,1,2"_s, u"defenders=38,40"_s};
    expect(ch(QStringList{u"ratio"_s} + forces), 0, "42 ÷ 16 = 2.63");
    expect(ch(QStringList{u"ratio"_s} + forces + QStringList{u"attacker_advance=true"_s}), 0, "56 ÷ 16 = 3.5");
    expect(import(u"charlemagne.battle"_s, "d6,3/1\n5,defender eliminated (test entry)\n"), 0);
    // The Tribal player holds no Military Advance (two Missionaries): refused, nothing written.
    const qint64 before = lastSeq();
    expect(ch(QStringList{u"battle"_s, u"3/1"_s} + forces
              + QStringList{u"attacker_advance=true"_s, u"defender_advance=true"_s, u"--dice"_s, u"5"_s}),
           2, "Tribal (the defender) holds no Military Advance");
    QCOMPARE(lastSeq(), before);
    const ReeveTest::CliRun r = ch(QStringList{u"battle"_s, u"3/1"_s} + forces
                                   + QStringList{u"attacker_advance=true"_s, u"--dice"_s, u"5"_s});
    expect(r, 0, "eliminated (defender-eliminated): Tribal unit #38, Tribal unit #40");
    QVERIFY(r.out.contains(
            "Military Advance played in the battle by Empire (attacker), back to the Container"));
    QVERIFY(!hand(u"Empire"_s).contains(u"Military Advance"_s)); // §8.4b
    // Played once: the same advance cannot be played again.
    expect(ch({u"ratio"_s, u"attackers=85"_s, u"defenders=39"_s, u"attacker_advance=true"_s}), 2,
           "Empire (the attacker) holds no Military Advance");
}

// §20.1–20.2: Fritzlar, 2 warrior hosts against forage 2 (the referee's figure), none over; Paris, 2 militia
// against forage 1, 1 over, supplied at 1 TP (test figure): 7 − 1 = 6.
void TestCharlemagneRefereeTurn::empireSupply()
{
    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Supply");
    expect(step({u"supply"_s, u"side=Empire"_s, u"hex=Fritzlar"_s}), 3, "forage=N");
    expect(step({u"supply"_s, u"side=Empire"_s, u"hex=Fritzlar"_s, u"forage=2"_s}), 0,
           "0 supplied, 0 disbanded");
    expect(import(u"charlemagne.treasure-points"_s, "row,militia\n2,1\n"), 0);
    const QString levy = QString::fromUtf8(
            ch({u"units"_s, u"Paris"_s}).out.split('\n').value(1).split('\t').value(0));
    expect(step({u"supply"_s, u"side=Empire"_s, u"hex=Paris"_s, u"forage=1"_s,
                 u"supplied=["_s + levy + u"]"_s}),
           0, "1 supplied, 0 disbanded");
    QCOMPARE(balance(u"side=Empire"_s, u"Empire"_s), u"6 treasure points"_s);
    // §3.1: the Tribal player's turn follows, not the next game turn.
    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Turn 1 (771), phase Event, Tribal to play");
}

// The Tribal turn: event 12 (Historical Optimism, §6.1's own example); 1 draw (§8.2b); no vassalage on
// Austrasia (§9.6, refused before its markers are looked at); no burg occupied: 0 TP; Saxony's levy 2
// (§4.2b); a conversion of Frisia by a Saxon host with both Missionaries: differential 2 (§18.1, §18.5).
void TestCharlemagneRefereeTurn::tribalTurn()
{
    expect(step({u"event"_s, u"side=Tribal"_s, u"--dice"_s, u"roll=1,2"_s}), 0, "Historical Optimism");
    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Stratagem");
    expect(step({u"stratagems"_s, u"side=Tribal"_s}), 0, "1 automatic + 0");
    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Vassalage");
    expect(ch({u"vassalage"_s, u"Tribal"_s, u"Austrasia"_s, u"--dice"_s, u"3"_s}), 2, "§9.6");
    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Treasury");
    expect(ch({u"treasury"_s, u"Tribal"_s}), 0, "Burgs 0");
    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Levy");
    expect(ch({u"levy"_s, u"Tribal"_s, u"warrior-host"_s, u"Saxony"_s}), 0);
    expect(ch({u"levy"_s, u"Tribal"_s, u"warrior-host"_s, u"Eresburg"_s}), 0);
    expect(ch({u"levy"_s, u"Tribal"_s, u"militia"_s, u"Saxony"_s}), 2, "its 2 levy unit(s)");
    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Operations");
    expect(ch({u"conversion"_s, u"Tribal"_s, u"Frisia"_s, u"pagan"_s, u"--dice"_s, u"4"_s}), 2, "§18.3");
    expect(ch({u"hex"_s, u"Utrecht"_s, u"region=Frisia"_s, u"terrain=clear"_s}), 0);
    expect(ch({u"move"_s, u"39"_s, u"Utrecht"_s}), 0);
    expect(ch({u"conversion"_s, u"Tribal"_s, u"Frisia"_s, u"pagan"_s, u"double_markers=1"_s}), 2, "§9.5");
    expect(import(u"charlemagne.conversion"_s, "d6,2\n4,success (test entry)\n"), 0);
    expect(ch({u"conversion"_s, u"Tribal"_s, u"Frisia"_s, u"pagan"_s, u"markers=2"_s,
               u"force_religion=pagan"_s, u"--spend"_s, u"--dice"_s, u"4"_s}),
           0, "Frisia is now pagan");
    QCOMPARE(hand(u"Tribal"_s).left(17), u"hand of Tribal: 1"_s);
    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Supply");
    expect(cli({u"clock"_s, m_file, u"next"_s}), 0, "Turn 2 (776), phase Event, Empire to play");
}

// §27.1a with the referee's levies (Austrasia 3, Burgundy 1, Gascony 1, Aquitaine 2, Septimania 1,
// Provence 1, Thuringia 1, Germany 2, Frisia 1; Neustria's 2 from the text) = 15; Paris's burg held +1;
// Aachen's civilization marker left when Charlemagne marched: 0; Frisia Christian (test figure) now pagan
// −1: 15 + 1 − 1 = 15, a Total Tribal victory (0–19, §27.2).
void TestCharlemagneRefereeTurn::victoryPoints()
{
    expect(ch({u"vp"_s}), 3, "Counted so far without them: 3");
    for (const auto &[region, levy] : QList<std::pair<QString, QString>>{{u"Austrasia"_s, u"3"_s},
                                                                         {u"Burgundy"_s, u"1"_s},
                                                                         {u"Gascony"_s, u"1"_s},
                                                                         {u"Aquitaine"_s, u"2"_s},
                                                                         {u"Septimania"_s, u"1"_s},
                                                                         {u"Provence"_s, u"1"_s},
                                                                         {u"Thuringia"_s, u"1"_s},
                                                                         {u"Germany"_s, u"2"_s},
                                                                         {u"Frisia"_s, u"1"_s}})
        expect(ch({u"region-levy"_s, region, levy}), 0);
    expect(ch({u"region-religion"_s, u"Frisia"_s, u"christian"_s}), 0);
    const ReeveTest::CliRun r = ch({u"vp"_s});
    expect(r, 0, "Empire: 15 victory points, Total Tribal victory");
    QVERIFY(r.out.contains("Frisia was Christian and is now pagan: -1"));
    QVERIFY(!r.out.contains("total-tribal"));
    const QJsonObject json = ch({u"vp"_s, u"--json"_s}).json();
    QCOMPARE(json.value(u"vp"_s).toInt(), 15);
    QCOMPARE(json.value(u"level_text"_s).toString(), u"Total Tribal victory"_s);
}

// §25: the Empire's 11, 7 and 6 are nowhere in the public log, the Tribal log, the Tribal balances or the
// Tribal report; the Empire's own view shows its 6.
void TestCharlemagneRefereeTurn::empireTreasureStaysSecret()
{
    const QString report = m_dir.filePath(u"tribal.html"_s);
    expect(cli({u"report"_s, m_file, u"--from"_s, u"1"_s, u"--to"_s, u"2"_s, u"--audience"_s,
                u"side=Tribal"_s, u"--format"_s, u"html"_s, u"--out"_s, report}),
           0);
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray views[] = {cli({u"log"_s, m_file, u"--audience"_s, u"public"_s}).out,
                                cli({u"log"_s, m_file, u"--audience"_s, u"side=Tribal"_s, u"--json"_s}).out,
                                cli({u"side"_s, m_file, u"list"_s, u"--audience"_s, u"side=Tribal"_s}).out,
                                file.readAll()};
    for (const QByteArray &view : views) {
        for (const char *secret : {"treasure now 11", "treasure now 7", "treasure now 6", "7 TP left",
                                   "11 treasure points", "6 treasure points"})
            QVERIFY2(!view.contains(secret), secret);
    }
    QCOMPARE(balance(u"side=Empire"_s, u"Empire"_s), u"6 treasure points"_s);
    expect(cli({u"ledger"_s, m_file, u"reconcile"_s}), 0);
}

// ---- the fixes through the core -----------------------------------------------------------------------

void TestCharlemagneRefereeTurn::coreMilitaryAdvanceFromTheHand()
{
    auto c = Campaign::open(m_cases.fresh(u"advance"_s));
    ContainerEditor(*c).compose({{u"Vassalage"_s, 0},
                                 {u"Crown of Pavia"_s, 0},
                                 {u"Donation of Constantine"_s, 0},
                                 {u"Frankish General Assembly"_s, 0},
                                 {u"Ring of the Avars"_s, 0},
                                 {u"Missionary"_s, 0},
                                 {u"Military Advance"_s, 1},
                                 {u"Espionage"_s, 0},
                                 {u"Augustus"_s, 0},
                                 {u"Leader"_s, 0}});
    StepRunner runner(*c);
    const auto run = [&](const char *json) {
        return runner.runObject(obj(json), u"step"_s, StepRunner::Mode::Apply);
    };
    // Nobody holds it yet: the attacker's advance is refused before any die, nothing written (§16.6d(3)).
    qint64 before = c->log().lastSeq();
    StepResult r = run(R"({"step":"battle","column":"1/1","attackers":[1],"defenders":[38],
                           "attacker_advance":true,"override":true,"dice":[4]})");
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"Charlemagne §16.6d(3)"_s);
    QCOMPARE(c->log().lastSeq(), before);
    // The Empire picks it; a warrior host (6) against a Saxon host (6) with the advance: 12 ÷ 6 = 2/1.
    CampaignReader reader(c->database());
    const qint64 empire = reader.sideByName(u"Empire"_s).id;
    ContainerDraws(*c).pick(empire, u"Military Advance"_s);
    CampaignTables::setCell(*c, u"charlemagne.battle"_s, u"4"_s, u"2/1"_s, u"no effect (test entry)"_s);
    r = run(R"({"step":"battle","column":"2/1","attackers":[1],"defenders":[38],"attacker_advance":true,
                "reading":"none","dice":[4]})");
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QVERIFY(r.outcome.value(u"advances_returned"_s).toInteger() > 0);
    ContainerReader containers(c->database());
    const ContainerState state = containers.state(containers.find().id);
    QVERIFY(state.hand(empire).isEmpty()); // §8.4b: played, back to the Container
    QCOMPARE(state.pool().size(), 1);
    // One step, one undo: the advance is back in the Empire's hand.
    QVERIFY(c->log().undo() > 0);
    QCOMPARE(containers.state(containers.find().id).hand(empire).size(), 1);
}

void TestCharlemagneRefereeTurn::coreAustrasiaRefusedFirst()
{
    auto c = Campaign::open(m_cases.fresh(u"austrasia"_s));
    const StepResult r
            = StepRunner(*c).runObject(obj(R"({"step":"vassalage","side":"Tribal","region":"Austrasia"})"),
                                       u"step"_s, StepRunner::Mode::Apply);
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"Charlemagne §9.6"_s);
}

void TestCharlemagneRefereeTurn::coreLevySaysWhatIsLeft()
{
    auto c = Campaign::open(m_cases.fresh(u"levy"_s));
    StepRunner runner(*c);
    const auto run = [&](const char *json) {
        return runner.runObject(obj(json), u"step"_s, StepRunner::Mode::Apply);
    };
    QVERIFY(!run(R"({"step":"hex","hex":"Weser","region":"Saxony","terrain":"clear"})").refused());
    QVERIFY(!run(R"({"step":"hex","hex":"North Sea","region":"Saxony","terrain":"all-sea"})").refused());
    StepResult r = run(R"({"step":"levy","side":"Tribal","type":"warrior host","location":"Saxony"})");
    QCOMPARE(r.outcome.value(u"referee_checks"_s).toArray().size(), 2); // the hex, the zones of control
    r = run(R"({"step":"levy","side":"Tribal","type":"militia","location":"Weser"})");
    const QJsonArray left = r.outcome.value(u"referee_checks"_s).toArray();
    QCOMPARE(left.size(), 1);
    QVERIFY(left.first().toString().contains(u"§11.1c(1)"_s));
    // An all-sea hex holds no levy: refused, nothing written.
    const qint64 before = c->log().lastSeq();
    r = run(R"({"step":"levy","side":"Tribal","type":"militia","location":"North Sea"})");
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"Charlemagne §11.1c"_s);
    QCOMPARE(c->log().lastSeq(), before);
    // The referee_checks may name a fleet: its side's and the referee's only.
    const StepSpec &spec = StepRegistry::standard().get(u"charlemagne"_s, u"levy"_s);
    QVERIFY(std::any_of(spec.shares.cbegin(), spec.shares.cend(),
                        [](const StepShare &s) { return s.key == u"referee_checks"_s; }));
}

void TestCharlemagneRefereeTurn::coreLevelInPlainWords()
{
    using Charlemagne::VictoryCounter;
    QCOMPARE(VictoryCounter::levelText(VictoryCounter::levelFor(15)), u"Total Tribal victory"_s);
    QCOMPARE(VictoryCounter::levelText(VictoryCounter::levelFor(60)), u"Marginal Imperial victory"_s);
    QCOMPARE(VictoryCounter::levelText(VictoryCounter::levelFor(100)), u"Total Imperial victory"_s);
}

// §23.1, §24.1: 5 TP each and a unit of the builder's in the hex; §10.2: not beyond the treasure (the
// scenario's 10: two markers, then nothing left for a third); §17.4: the pillage removal's price is on the
// printed chart only (exit 3, nothing written). The price is the side's (§25), the placement public.
void TestCharlemagneRefereeTurn::coreBuildingIsPaidFor()
{
    auto c = Campaign::open(m_cases.fresh(u"build"_s));
    StepRunner runner(*c);
    const auto run = [&](const char *json) {
        return runner.runObject(obj(json), u"step"_s, StepRunner::Mode::Apply);
    };
    const auto treasure = [&] {
        const qint64 id = CampaignReader(c->database()).sideByName(u"Empire"_s).id;
        return c->database().scalar(u"SELECT balance FROM accounts WHERE side_id = ?"_s, {id}).toLongLong();
    };
    QVERIFY(!run(R"({"step":"hex","hex":"Metz","region":"Austrasia","terrain":"clear"})").refused());
    QVERIFY(!run(R"({"step":"hex","hex":"Trier","region":"Austrasia","terrain":"clear"})").refused());
    StepResult r = run(R"({"step":"civilization","hex":"Metz","side":"Empire"})");
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"Charlemagne §24.1"_s);
    QVERIFY(!run(R"({"step":"move","unit":1,"to":"Metz"})").refused());
    QVERIFY(!run(R"({"step":"move","unit":2,"to":"Trier"})").refused());
    QCOMPARE(treasure(), 10);
    r = run(R"({"step":"civilization","hex":"Metz","side":"Empire"})");
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"cost"_s).toInteger(), 5);
    QCOMPARE(treasure(), 5);
    QCOMPARE(c->log().action(r.seq).publicText,
             u"Empire builds a civilization marker at Metz in its Treasury Phase (Charlemagne §24.1)"_s);
    QVERIFY(!run(R"({"step":"burg","hex":"Metz","side":"Empire"})").refused());
    QCOMPARE(treasure(), 0);
    const qint64 before = c->log().lastSeq();
    r = run(R"({"step":"burg","hex":"Trier","side":"Empire"})");
    QVERIFY(r.refused()); // 5 TP asked, none on hand
    QCOMPARE(c->log().lastSeq(), before);
    // The referee's own placement (a burg printed on the map) stays free.
    QVERIFY(!run(R"({"step":"burg","hex":"Trier"})").refused());
    QCOMPARE(treasure(), 0);
    // A pillage marker cleared by a side: the removal's price is missing from the rules text.
    QVERIFY(!run(R"({"step":"pillage","hex":"Trier","side":"Empire"})").refused());
    const qint64 pillaged = c->log().lastSeq();
    try {
        run(R"({"step":"pillage","hex":"Trier","side":"Empire","remove":true})");
        QFAIL("the removal price is a missing figure");
    } catch (const Failure &f) {
        QCOMPARE(f.exitCode(), 3);
    }
    QCOMPARE(c->log().lastSeq(), pillaged);
    // One undo takes a built marker and its price back together.
    QVERIFY(c->log().undo() > 0); // the referee's pillage marker
    QVERIFY(c->log().undo() > 0); // the referee's burg at Trier
    QVERIFY(c->log().undo() > 0); // the Empire's burg at Metz, with its 5 TP
    QCOMPARE(treasure(), 5);
}

// §18.7: the other player plays missionaries against a conversion only with a force in the region.
void TestCharlemagneRefereeTurn::coreConversionCounteredFromTheRegion()
{
    auto c = Campaign::open(m_cases.fresh(u"counter"_s));
    StepRunner runner(*c);
    const auto run = [&](const char *json) {
        return runner.runObject(obj(json), u"step"_s, StepRunner::Mode::Apply);
    };
    QVERIFY(!run(R"({"step":"hex","hex":"Regensburg","region":"Bavaria"})").refused());
    QVERIFY(!run(R"({"step":"hex","hex":"Passau","region":"Bavaria"})").refused());
    QVERIFY(!run(R"({"step":"move","unit":1,"to":"Regensburg"})").refused());
    const char *attempt = R"({"step":"conversion","side":"Empire","region":"Bavaria","religion":"christian",
                             "defender_markers":1,"dice":[4]})";
    const qint64 before = c->log().lastSeq();
    StepResult r = run(attempt);
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"Charlemagne §18.7"_s);
    QCOMPARE(c->log().lastSeq(), before);
    // A Saxon host in Bavaria: the counter stands; the attempt goes on to the (missing) Conversion Table.
    QVERIFY(!run(R"({"step":"move","unit":38,"to":"Passau"})").refused());
    try {
        r = run(attempt);
        QVERIFY(!r.refused() || r.refusals.first().rule != u"Charlemagne §18.7"_s);
    } catch (const Failure &f) {
        QCOMPARE(f.exitCode(), 3);
    }
}

QTEST_GUILESS_MAIN(TestCharlemagneRefereeTurn)
#include "tst_refereeturn.moc"
