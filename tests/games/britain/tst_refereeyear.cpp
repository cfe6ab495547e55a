// A Dark Age Britain year played by the referee with the fragment open, through the real `reeve-cli
// britain` verbs (issue 23): bands formed within the bow and horse limits, the incursion roll, the war
// leader with a three-way tie (the house re-roll), the landing, a battle at Londonium with archery, a horse
// charge, a melee drive-back, the turn's losses counted once in the morale check, a rally, the pillage
// after the Britons are driven from the field, and the year's end. Every count is worked by hand in the
// comments. The slots run in order on one campaign.
//
// House figures the fragment lacks, entered as the referee would: 3 movement a year, a morale roll holds on
// 4 or more (TEST FIGURES, not rules).
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "common/clirun.h"

using namespace Qt::StringLiterals;
using ReeveTest::runCli;

class TestBritainRefereeYear : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bandsWithinTheirLimits();
    void incursionAndWarLeader();
    void landing();
    void battleAtLondonium();
    void moraleAfterTheLosses();
    void rally();
    void pillage();
    void yearsEnd();

private:
    ReeveTest::CliRun cli(const QStringList &args) { return runCli(args, u"reeve-britain-refereeyear"_s); }
    ReeveTest::CliRun br(const QStringList &args) { return cli(QStringList{u"britain"_s, m_file} + args); }
    void expect(const ReeveTest::CliRun &r, int code, const char *words = nullptr)
    {
        QVERIFY2(r.code == code, (r.out + r.err).constData());
        if (words)
            QVERIFY2((r.out + r.err).contains(words), (r.out + r.err).constData());
    }
    ReeveTest::CliRun house(const QByteArray &csv)
    {
        QFile f(m_dir.filePath(u"house.csv"_s));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        f.write(csv);
        f.close();
        return cli({u"table"_s, u"britain.house-settings"_s, u"--campaign"_s, m_file, u"--import"_s,
                    f.fileName()});
    }
    /// The `show` line of \a band.
    QString line(const QString &band)
    {
        for (const QByteArray &l : br({u"show"_s}).out.split('\n')) {
            if (l.contains(" band " + band.toUtf8() + " at "))
                return QString::fromUtf8(l.trimmed());
        }
        return {};
    }
    int lastSeq()
    {
        const QByteArray out = cli({u"log"_s, m_file}).out;
        const qsizetype at = out.lastIndexOf("\n#");
        return out.mid(at + 2, out.indexOf(' ', at) - at - 2).toInt();
    }

    QTemporaryDir m_dir;
    QString m_file;
};

void TestBritainRefereeYear::initTestCase()
{
    m_file = m_dir.filePath(u"440.reeve"_s);
    expect(cli({u"new"_s, u"britain"_s, m_file, u"--scenario"_s, u"440"_s}), 0);
}

// MISSILE FIRE: one in ten Britons may be bow armed, so 11 bowmen among 100 is refused and 10 is the most;
// SPECIAL HORSEMAN RULES: one in twenty mounted, 5 of 100. Only Britons and Picts have bowmen (one in five
// Picts: 8 of 40, not 9).
void TestBritainRefereeYear::bandsWithinTheirLimits()
{
    expect(br({u"band"_s, u"Britons"_s, u"Band of Londonium"_s, u"chieftain=Ambrosius"_s, u"ability=4"_s,
               u"foot=84"_s, u"bowmen=11"_s, u"horsemen=5"_s}),
           2, "one in 10");
    expect(br({u"band"_s, u"Britons"_s, u"Band of Londonium"_s, u"chieftain=Ambrosius"_s, u"ability=4"_s,
               u"foot=85"_s, u"bowmen=10"_s, u"horsemen=5"_s}),
           0, "100 warriors at Londonium");
    expect(br({u"band"_s, u"Saxons"_s, u"Hengist"_s, u"chieftain=Hengist"_s, u"ability=3"_s, u"foot=100"_s,
               u"bowmen=5"_s}),
           2, "Only the Britons and the Picts");
    expect(br({u"band"_s, u"Saxons"_s, u"Hengist"_s, u"chieftain=Hengist"_s, u"ability=3"_s, u"foot=100"_s}),
           0);
    expect(br({u"band"_s, u"Saxons"_s, u"Horsa"_s, u"chieftain=Horsa"_s, u"ability=3"_s, u"foot=80"_s}), 0);
    expect(br({u"band"_s, u"Angles"_s, u"Icel"_s, u"chieftain=Icel"_s, u"ability=2"_s, u"foot=90"_s}), 0);
    expect(br({u"band"_s, u"Jutes"_s, u"Oisc"_s, u"chieftain=Oisc"_s, u"ability=4"_s, u"foot=60"_s}), 0);
    expect(br({u"band"_s, u"Picts"_s, u"Drest"_s, u"chieftain=Drest"_s, u"ability=2"_s, u"foot=31"_s,
               u"bowmen=9"_s}),
           2, "one in 5");
    expect(br({u"band"_s, u"Picts"_s, u"Drest"_s, u"chieftain=Drest"_s, u"ability=2"_s, u"foot=32"_s,
               u"bowmen=8"_s}),
           0, "40 warriors at Scotland");
}

// 440 + die 3: the first incursion in 443. The war leader: Hengist 3 + 4 = 7, Horsa 3 + 4 = 7, Icel 2 + 5 =
// 7, Oisc 4 + 2 = 6; the three 7s re-roll (house rule britain.war-leader-tie, the fragment gives none):
// Hengist 3 + 5 = 8, Horsa 3 + 3 = 6, Icel 2 + 2 = 4, so Hengist leads.
void TestBritainRefereeYear::incursionAndWarLeader()
{
    expect(br({u"incursion"_s, u"--dice"_s, u"3"_s}), 0, "the year is now 443");
    const ReeveTest::CliRun r = br(
            {u"war-leader"_s, u"Hengist,Horsa,Icel,Oisc"_s, u"--dice"_s, u"4,4,5,2,5,3,2"_s});
    expect(r, 0, "Totals with the dice: 7, 7, 7, 6.");
    QVERIFY(r.out.contains("House rule (britain.war-leader-tie: re-roll)"));
    QVERIFY(r.out.contains("Chieftains 1, 2, 3 tie on 7 and roll again."));
    QVERIFY(r.out.contains("Chieftain 1 leads this year with 8."));
    QVERIFY(br({u"show"_s}).out.contains("war leader of the Saxons: Hengist"));
}

// Picts land only in Rheged and Eboricum; the Anglo-Saxons at Londonium, one movement of the house 3.
void TestBritainRefereeYear::landing()
{
    expect(br({u"move"_s, u"Hengist"_s, u"Londonium"_s}), 3, "movement-points");
    expect(house("row,movement-points,morale-test\n1,3,4\n"), 0);
    expect(br({u"move"_s, u"Drest"_s, u"Londonium"_s}), 2);
    expect(br({u"move"_s, u"Hengist"_s, u"Londonium"_s, u"Horsa,Icel,Oisc"_s}), 0, "(1 of 3 movement spent)");
    QVERIFY(line(u"Oisc"_s).contains(u"with Hengist"_s));
}

// Archery: ten bowmen, +1 for the close order: 6 5 6 2 3 1 6 4 5 6 become 7 6 7 3 4 2 7 5 6 7, six of
// them 6 or more: 6 killed. Charge: from 7 inches nobody is ridden down (8 needed); four ranks cannot be;
// two ranks in close order ride down on 1 to 3 less one, 1 or 2: 1 2 3 4 2 gives 3. Melee: Hengist's 40
// survivors + 8 = 48 against the Britons' 60 + 5 = 65, which is 25% over 48 (60): Hengist is driven back.
void TestBritainRefereeYear::battleAtLondonium()
{
    expect(br({u"archery"_s, u"Band of Londonium"_s, u"Hengist"_s, u"close_order=true"_s, u"--dice"_s,
               u"6,5,6,2,3,1,6,4,5,6"_s}),
           0, "6 of 10 shots kill, 6 men killed");
    expect(br({u"charge"_s, u"Band of Londonium"_s, u"Hengist"_s, u"charge_inches=7"_s, u"order=close"_s,
               u"ranks=2"_s, u"--dice"_s, u"1,2,3,4,2"_s}),
           2, "8 inches");
    expect(br({u"charge"_s, u"Band of Londonium"_s, u"Hengist"_s, u"charge_inches=10"_s, u"order=close"_s,
               u"ranks=4"_s, u"--dice"_s, u"1,2,3,4,2"_s}),
           2, "three ranks");
    expect(br({u"charge"_s, u"Band of Londonium"_s, u"Hengist"_s, u"charge_inches=10"_s, u"order=close"_s,
               u"ranks=2"_s, u"--dice"_s, u"1,2,3,4,2"_s}),
           0, "Hengist loses 3 warriors this turn ridden down by the horse of Band of Londonium (9 lost");
    expect(br({u"melee"_s, u"Hengist"_s, u"Band of Londonium"_s, u"a_survivors=40"_s, u"a_inflicted=8"_s,
               u"b_survivors=60"_s, u"b_inflicted=5"_s}),
           0, "Hengist is driven back by Band of Londonium");
    expect(br({u"losses"_s, u"Hengist"_s, u"5"_s}), 0, "(14 lost this battle)");
}

// MORALE: 6 + 3 + 5 = 14 of 100 this turn, counted once: a check (10% or more), one full tenth −1, driven
// back −1; die 5 − 2 = 3, under the house 4: the band breaks.
void TestBritainRefereeYear::moraleAfterTheLosses()
{
    const ReeveTest::CliRun r = br({u"morale"_s, u"Hengist"_s, u"--dice"_s, u"5"_s});
    expect(r, 0, "Hengist loses 14 this turn, 14 of 100 in the battle, and breaks");
    QVERIFY(r.out.contains("1 full tenths, −1."));
    QVERIFY(r.out.contains("Die 5 −2 = 3."));
    QVERIFY(line(u"Hengist"_s).contains(u"14 lost, broken"_s));
}

// MORALE, rally: the die must be lower than the ability (3); bad omens −1 read as the harder reading (the
// target drops to 2): a 2 fails; without them a 2 rallies.
void TestBritainRefereeYear::rally()
{
    expect(br({u"rally"_s, u"Hengist"_s, u"bad_omens=true"_s, u"--dice"_s, u"2"_s}), 0, "Rallied: no");
    expect(br({u"rally"_s, u"Hengist"_s, u"--dice"_s, u"2"_s}), 0, "Hengist rallies and is ready again");
}

// STRATEGIC MOVEMENT: no pillage while the Britons stand ready; once they are driven back, 40 warriors
// spread over the 4 bands, 10 each, one movement each (2 of 3 spent); again within ten years: refused.
void TestBritainRefereeYear::pillage()
{
    const int before = lastSeq();
    expect(br({u"pillage"_s, u"Londonium"_s, u"Hengist"_s}), 2, "stands ready in Londonium");
    QCOMPARE(lastSeq(), before);
    expect(br({u"won"_s, u"Hengist"_s}), 0, "counts a victory (now 1");
    expect(br({u"lost"_s, u"Band of Londonium"_s}), 0, "counts a defeat (now 1");
    expect(br({u"state"_s, u"Band of Londonium"_s, u"driven back"_s}), 0);
    expect(br({u"pillage"_s, u"Londonium"_s, u"Hengist,Horsa,Icel,Oisc"_s}), 0,
           "Hengist +10, Horsa +10, Icel +10, Oisc +10");
    QVERIFY(line(u"Icel"_s).contains(u"2 movement spent"_s));
    expect(br({u"pillage"_s, u"Londonium"_s, u"Hengist"_s}), 2, "not again before 453");
}

// The year's end: the losses come off once and the pillage joins: Hengist 100 − 14 + 10 = 96, Horsa 80 + 10
// = 90, Icel 90 + 10 = 100, Oisc 60 + 10 = 70, all home in Germany; the clock goes to 444, and the next
// incursion is rolled from the campaign's year: 443 + 2 = 445.
void TestBritainRefereeYear::yearsEnd()
{
    expect(br({u"close-year"_s}), 0, "the year is now 444");
    QVERIFY(line(u"Hengist"_s).contains(u"at Germany: Hengist (ability 3), 96 warriors, 0 lost, ready"_s));
    QVERIFY(line(u"Horsa"_s).contains(u"90 warriors"_s));
    QVERIFY(line(u"Icel"_s).contains(u"100 warriors"_s));
    QVERIFY(line(u"Oisc"_s).contains(u"70 warriors"_s));
    QVERIFY(line(u"Band of Londonium"_s).contains(u"at Londonium"_s));
    expect(cli({u"clock"_s, m_file}), 0, "Year 444");
    expect(br({u"incursion"_s, u"--dice"_s, u"2"_s}), 0, "443 + 2: the next incursion comes in 445.");
}

QTEST_GUILESS_MAIN(TestBritainRefereeYear)
#include "tst_refereeyear.moc"
