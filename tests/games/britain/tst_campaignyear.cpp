// A Dark Age Britain year on the 440 scenario through the registered steps (issue 23), every count
// worked by hand from the fragment (headings cited as "Dark Age Britain, HEADING"):
// bands entered within the bow and horse limits and only where they start the year, the incursion,
// the Anglo-Saxon war leader after a tie, landings and borders, a battle at Londonium (losses entered
// and then a morale check counting them once, a drive-back, a break, a rally), a pillage paid from
// movement, bands spent going home, the year's end moving the clock and sending every band home,
// and the next incursion counted from the year of the campaign.
//
// TEST FIGURES the fragment does not give: the morale test (4 or more holds), three movement points a
// year, and the borders Londonium–Saxon Shore and Londonium–Icenorum (the fragment has no map).
#include <QJsonArray>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/clirun.h"
#include "common/stepcases.h"
#include "games/britain/britainstate.h"
#include "log/actionlog.h"
#include "steps/steprunner.h"

using namespace Qt::StringLiterals;
using namespace Reeve;
using namespace Reeve::Britain;

using ReeveTest::obj;
using ReeveTest::StepCases;

class TestBritainCampaignYear : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void casualtiesCountedOnce();
    void casualtiesThroughTheCommandLine();
    void wholeYear();
    void bandsGoHomeAtTheYearsEnd();
    void archeryAndChargeOnTheBands();
    void archeryThroughTheCommandLine();

private:
    /// Runs one step (a steps-file object); fails the test on a refusal.
    StepResult apply(const char *json)
    {
        StepResult r = StepRunner(*m_c).runObject(obj(json), u"step"_s, StepRunner::Mode::Apply);
        if (r.refused())
            qWarning("%s refused: %s", json, qPrintable(r.refusals.first().message));
        return r;
    }
    /// The first refusal's words, or "" when the step was applied; the log must not move when refused.
    QString refusal(const char *json)
    {
        const qint64 before = m_c->log().lastSeq();
        const StepResult r = StepRunner(*m_c).runObject(obj(json), u"step"_s, StepRunner::Mode::Apply);
        if (!r.refused())
            return QString();
        return m_c->log().lastSeq() == before ? r.refusals.first().message : u"refused but written"_s;
    }
    QJsonObject band(const QString &name) { return BritainState(*m_c).band(name).attributes; }
    QString where(const QString &name) { return BritainState(*m_c).band(name).locationId; }
    QJsonObject procedure(const StepResult &r) { return r.outcome.value(u"procedure"_s).toObject(); }
    QJsonObject outcome(const StepResult &r) { return procedure(r).value(u"outcome"_s).toObject(); }
    void testFigures();

    StepCases m_cases;
    std::unique_ptr<Campaign> m_c;
};

void TestBritainCampaignYear::initTestCase()
{
    m_cases.prepare(u"britain"_s, u"440"_s);
}

void TestBritainCampaignYear::init()
{
    m_c.reset();
    m_c = Campaign::open(m_cases.fresh(u"year"_s));
}

void TestBritainCampaignYear::testFigures()
{
    const QString problem = StepCases::setUp(*m_c, ReeveTest::arr(R"([
        {"table":"britain.house-settings","row":"1","column":"morale-test","value":4},
        {"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
        {"step":"district","name":"Londonium","neighbours":["Saxon Shore","Icenorum"]}])"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestBritainCampaignYear::casualtiesCountedOnce()
{
    // The issue's case: Hengist's 100 lose 10, entered with losses; the morale step says 10 lost this
    // turn. Those are the same 10: 10 of 100 lost in the battle is one full tenth, −1 (MORALE); die 5 − 1
    // = 4 reaches the test 4 and the band holds. Counted twice it was 20 of 100, −2, 3: broken.
    testFigures();
    QVERIFY(!apply(R"({"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":100})")
                     .refused());
    QVERIFY(!apply(R"({"step":"losses","band":"Hengist","lost":10})").refused());
    const StepResult morale = apply(R"({"step":"morale","band":"Hengist","lost":10,"dice":{"roll":[5]}})");
    QVERIFY(!morale.refused());
    QCOMPARE(procedure(morale).value(u"inputs"_s).toObject().value(u"lost_in_battle"_s).toInt(), 10);
    QCOMPARE(outcome(morale).value(u"modifier"_s).toInt(), -1);
    QCOMPARE(outcome(morale).value(u"broken"_s).toBool(), false);
    QCOMPARE(band(u"Hengist"_s).value(u"casualties"_s).toInt(), 10);
    QCOMPARE(band(u"Hengist"_s).value(u"turn_losses"_s).toInt(), 0);
    // Next turn 5 more entered and the morale step left without lost: it takes those 5 (5 of 100 this
    // turn, under the tenth that calls for a check: no die); 15 lost in the battle.
    QVERIFY(!apply(R"({"step":"losses","band":"Hengist","lost":5})").refused());
    const StepResult second = apply(R"({"step":"morale","band":"Hengist"})");
    QVERIFY(!second.refused());
    QCOMPARE(outcome(second).value(u"check_required"_s).toBool(), false);
    QCOMPARE(band(u"Hengist"_s).value(u"casualties"_s).toInt(), 15);
    // A turn's count cannot be below what was entered for it.
    QVERIFY(!apply(R"({"step":"losses","band":"Hengist","lost":12})").refused());
    QVERIFY(refusal(R"({"step":"morale","band":"Hengist","lost":10})").contains(u"already lost 12"_s));
    // The year's end takes the 27 off once: 100 − 27 = 73.
    QVERIFY(!apply(R"({"step":"close-year"})").refused());
    QCOMPARE(BritainState::warriors(BritainState(*m_c).band(u"Hengist"_s)), 73);
}

void TestBritainCampaignYear::casualtiesThroughTheCommandLine()
{
    // The same case typed as the issue gives it: `losses Hengist 10` then `morale Hengist 10 --dice 5`.
    testFigures();
    const QString path = m_c->path();
    m_c.reset();
    const auto cli = [&](const QStringList &words) {
        return ReeveTest::runCli(QStringList{u"britain"_s, path} + words, u"reeve-test-britain-year"_s);
    };
    QCOMPARE(cli({u"band"_s, u"Saxons"_s, u"Hengist"_s, u"chieftain=Hengist"_s, u"ability=3"_s, u"foot=100"_s}).code,
             0);
    QCOMPARE(cli({u"losses"_s, u"Hengist"_s, u"10"_s}).code, 0);
    const ReeveTest::CliRun morale = cli({u"morale"_s, u"Hengist"_s, u"10"_s, u"--dice"_s, u"5"_s});
    QCOMPARE(morale.code, 0);
    QVERIFY2(morale.out.contains("10 of 100 lost in the battle: 1 full tenths"), morale.out.constData());
    QVERIFY2(morale.out.contains("and holds"), morale.out.constData());
    m_c = Campaign::open(path);
}

void TestBritainCampaignYear::wholeYear()
{
    testFigures();
    // Bands. The Band of Londonium: 171 foot, 19 bows, 10 horse = 200; one Briton in ten may shoot (20)
    // and one man in twenty ride (10), so both hold (MISSILE FIRE, SPECIAL HORSEMAN RULES); 21 bows of
    // 202 do not. Saxons have no bows. Drest's Picts: 80 + 16 bows + 4 horse = 100, one Pict in five (20).
    QVERIFY(!apply(R"({"step":"band","side":"Britons","name":"Band of Londonium","chieftain":"Vortimer","ability":4,
                       "foot":171,"bowmen":19,"horsemen":10})")
                     .refused());
    QVERIFY(refusal(R"({"step":"band","side":"Britons","name":"Band of Londonium","bowmen":21})").contains(u"one in 10"_s));
    QVERIFY(!apply(R"({"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":100})")
                     .refused());
    QVERIFY(!apply(R"({"step":"band","side":"Saxons","name":"Horsa","chieftain":"Horsa","ability":2,"foot":60})")
                     .refused());
    QVERIFY(refusal(R"({"step":"band","side":"Saxons","name":"Horsa","bowmen":5})").contains(u"Only the Britons"_s));
    QVERIFY(!apply(R"({"step":"band","side":"Angles","name":"Icel","chieftain":"Icel","ability":3,"foot":50})")
                     .refused());
    QVERIFY(!apply(R"({"step":"band","side":"Picts","name":"Drest","chieftain":"Drest","ability":3,"foot":80,
                       "bowmen":16,"horsemen":4})")
                     .refused());
    QCOMPARE(where(u"Drest"_s), u"Scotland"_s);
    QCOMPARE(where(u"Icel"_s), u"Germany"_s);
    // A Saxon band starts the year in Germany, not in Londonium (STRATEGIC MOVEMENT).
    QVERIFY(refusal(R"({"step":"band","side":"Saxons","name":"Aelle","foot":40,"at":"Londonium"})")
                    .contains(u"move step"_s));

    // The incursion: 440 + 3 = 443, and the clock with it.
    QCOMPARE(outcome(apply(R"({"step":"incursion","dice":{"roll":[3]}})")).value(u"incursion_year"_s).toInt(), 443);
    QCOMPARE(BritainState(*m_c).year(), 443);
    // The Anglo-Saxons choose one war leader: Hengist 3+4 = 7, Horsa 2+5 = 7, Icel 3+3 = 6; Hengist and
    // Horsa tie and re-roll (house rule britain.war-leader-tie): 3+6 = 9 against 2+2 = 4, Hengist leads.
    const StepResult leader
            = apply(R"({"step":"war-leader","bands":["Hengist","Horsa","Icel"],"dice":{"rolls":[4,5,3,6,2]}})");
    QCOMPARE(outcome(leader).value(u"war_leader"_s).toInt(), 1);
    for (const QString &people : {u"Saxons"_s, u"Angles"_s, u"Jutes"_s})
        QCOMPARE(CampaignReader(m_c->database()).sideByName(people).attributes.value(u"war_leader"_s).toString(),
                 u"Hengist"_s);

    // Landings: the Picts land in Rheged or Eboricum, not Londonium. Hengist's army (Horsa at his speed)
    // lands in Londonium: 1 of 3 movement spent.
    QVERIFY(refusal(R"({"step":"move","band":"Drest","to":"Londonium"})").contains(u"Rheged, Eboricum"_s));
    QVERIFY(!apply(R"({"step":"move","band":"Drest","to":"Rheged"})").refused());
    QVERIFY(!apply(R"({"step":"move","band":"Hengist","to":"Londonium","with":["Horsa"]})").refused());
    QCOMPARE(where(u"Horsa"_s), u"Londonium"_s);
    QCOMPARE(band(u"Horsa"_s).value(u"moved"_s).toInt(), 1);
    QVERIFY(refusal(R"({"step":"move","band":"Horsa","to":"Icenorum"})").contains(u"army"_s));
    // No pillage while the Band of Londonium stands ready.
    QVERIFY(refusal(R"({"step":"pillage","district":"Londonium","bands":["Hengist","Horsa"]})").contains(u"stands ready"_s));

    // The battle. The Band of Londonium's 19 bowmen shoot one by one at Hengist in close order (+1): the
    // ten dice of 5 or 6 reach 6 and kill, the nine of 1 to 4 do not, so Hengist loses 10 this turn
    // (MISSILE FIRE), and his morale step counts them once (see casualtiesCountedOnce): holds on a 5.
    // Melee: Hengist 90 survivors + 60 slain = 150, the Britons 100 + 10 = 110; 150 is at least 25% over
    // 110 (137.5): the Britons are driven back.
    const StepResult arrows = apply(R"({"step":"archery","band":"Band of Londonium","target":"Hengist",
            "close_order":true,"dice":{"rolls":[6,5,6,5,6,5,6,5,6,5,1,2,3,4,1,2,3,4,4]}})");
    QCOMPARE(outcome(arrows).value(u"kills"_s).toInt(), 10);
    QCOMPARE(band(u"Hengist"_s).value(u"casualties"_s).toInt(), 10);
    QCOMPARE(band(u"Hengist"_s).value(u"turn_losses"_s).toInt(), 10);
    QCOMPARE(outcome(apply(R"({"step":"morale","band":"Hengist","lost":10,"dice":{"roll":[5]}})"))
                     .value(u"broken"_s)
                     .toBool(),
             false);
    QVERIFY(!apply(R"({"step":"melee","band_a":"Hengist","band_b":"Band of Londonium","a_survivors":90,
                       "a_inflicted":60,"b_survivors":100,"b_inflicted":10})")
                     .refused());
    QCOMPARE(band(u"Band of Londonium"_s).value(u"state"_s).toString(), u"driven back"_s);
    // The Britons lost 100 of 200 this turn: 5 tenths −5, driven back −1; die 6 − 6 = 0 < 4: broken.
    const StepResult broke = apply(R"({"step":"morale","band":"Band of Londonium","lost":100,"dice":{"roll":[6]}})");
    QCOMPARE(outcome(broke).value(u"modifier"_s).toInt(), -6);
    QCOMPARE(outcome(broke).value(u"broken"_s).toBool(), true);

    // Pillage by the two-band army: 40 warriors, 20 to each next wave; each pays 1 (2 of 3 spent).
    QVERIFY(!apply(R"({"step":"pillage","district":"Londonium","bands":["Hengist","Horsa"]})").refused());
    QCOMPARE(band(u"Hengist"_s).value(u"next_wave"_s).toInt(), 20);
    QCOMPARE(band(u"Horsa"_s).value(u"next_wave"_s).toInt(), 20);
    QCOMPARE(band(u"Hengist"_s).value(u"moved"_s).toInt(), 2);
    QCOMPARE(BritainState(*m_c).district(u"Londonium"_s).attributes.value(u"last_pillaged"_s).toInt(), 443);
    QVERIFY(refusal(R"({"step":"pillage","district":"Londonium","bands":["Hengist"]})").contains(u"not again before 453"_s));
    // Vortimer (ability 4) rallies on a 3, lower than 4.
    QVERIFY(!apply(R"({"step":"rally","band":"Band of Londonium","dice":{"roll":[3]}})").refused());
    QCOMPARE(band(u"Band of Londonium"_s).value(u"state"_s).toString(), u"ready"_s);
    // Into Saxon Shore (a border entered): 3 of 3 spent, so the army goes home to Germany at once
    // ("they disappear automatically regardless of location").
    QVERIFY(!apply(R"({"step":"move","band":"Hengist","to":"Saxon Shore","with":["Horsa"]})").refused());
    QCOMPARE(where(u"Hengist"_s), u"Germany"_s);
    QCOMPARE(where(u"Horsa"_s), u"Germany"_s);
    QVERIFY(refusal(R"({"step":"move","band":"Icel","to":"Vindolandia","with":["Hengist"]})").contains(u"spent"_s));

    // The year's end. Hengist 100 − 10 + 20 = 110; Horsa 60 + 20 = 80. The Band of Londonium loses its 100
    // of 200 in proportion: foot 171 − 85, bows 19 − 9, horse 10 − 5 (99), the last one off the foot:
    // 85 + 10 + 5 = 100, still within one in ten and one in twenty. Drest goes home to Scotland.
    QVERIFY(!apply(R"({"step":"close-year"})").refused());
    QCOMPARE(BritainState::warriors(BritainState(*m_c).band(u"Hengist"_s)), 110);
    QCOMPARE(BritainState::warriors(BritainState(*m_c).band(u"Horsa"_s)), 80);
    QCOMPARE(band(u"Band of Londonium"_s).value(u"foot"_s).toInt(), 85);
    QCOMPARE(band(u"Band of Londonium"_s).value(u"bowmen"_s).toInt(), 10);
    QCOMPARE(band(u"Band of Londonium"_s).value(u"horsemen"_s).toInt(), 5);
    QCOMPARE(where(u"Drest"_s), u"Scotland"_s);
    QCOMPARE(band(u"Hengist"_s).value(u"moved"_s).toInt(), 0);
    QVERIFY(!band(u"Horsa"_s).contains(u"follows"_s));
    // The clock moves to 444; a second close is refused; the next incursion counts from 443: 443 + 2 = 445.
    QCOMPARE(BritainState(*m_c).year(), 444);
    QVERIFY(refusal(R"({"step":"close-year"})").contains(u"closed already"_s));
    QCOMPARE(outcome(apply(R"({"step":"incursion","dice":{"roll":[2]}})")).value(u"incursion_year"_s).toInt(), 445);
    QCOMPARE(BritainState(*m_c).year(), 445);
    QVERIFY(refusal(R"({"step":"incursion"})").contains(u"under way"_s));
}

void TestBritainCampaignYear::bandsGoHomeAtTheYearsEnd()
{
    // Every band goes home at the year's end (STRATEGIC MOVEMENT): a British band to its district, the
    // Scots-Irish to Ireland, the Picts to Scotland, unsettled Germanic bands to Germany; a Saxon band
    // standing in a district the Saxons settled stays and starts the next year there.
    testFigures();
    const QString problem = StepCases::setUp(*m_c, ReeveTest::arr(R"([
        {"step":"band","side":"Scots-Irish","name":"Fergus","chieftain":"Fergus","ability":3,"foot":60},
        {"step":"band","side":"Saxons","name":"Aelle","chieftain":"Aelle","ability":2,"foot":40},
        {"step":"band","side":"Saxons","name":"Cerdic","chieftain":"Cerdic","ability":3,"foot":40},
        {"step":"band","side":"Britons","name":"Band of Londonium","foot":100},
        {"step":"move","band":"Fergus","to":"Dyfed"},
        {"step":"move","band":"Aelle","to":"Londonium"},
        {"step":"move","band":"Cerdic","to":"Saxon Shore"},
        {"step":"move","band":"Band of Londonium","to":"Icenorum"},
        {"step":"state","band":"Band of Saxon Shore","state":"broken"},
        {"step":"settle","district":"Saxon Shore","people":"Saxons"}])"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(band(u"Cerdic"_s).value(u"moved"_s).toInt(), 3); // entering 1, settling 2
    QCOMPARE(where(u"Cerdic"_s), u"Saxon Shore"_s);           // its people's now: home is there
    QVERIFY(refusal(R"({"step":"move","band":"Fergus","to":"Germany"})").contains(u"not the homeland"_s));
    QVERIFY(!apply(R"({"step":"close-year"})").refused());
    QCOMPARE(where(u"Fergus"_s), u"Ireland"_s);
    QCOMPARE(where(u"Aelle"_s), u"Germany"_s);
    QCOMPARE(where(u"Cerdic"_s), u"Saxon Shore"_s);
    QCOMPARE(band(u"Cerdic"_s).value(u"home"_s).toString(), u"Saxon Shore"_s);
    QCOMPARE(where(u"Band of Londonium"_s), u"Londonium"_s);
    // Cerdic may start next year in Saxon Shore; a band entered there is placed, another Saxon district not.
    QVERIFY(!apply(R"({"step":"band","side":"Saxons","name":"Cerdic","at":"Saxon Shore"})").refused());
    QVERIFY(refusal(R"({"step":"band","side":"Saxons","name":"Aelle","at":"Icenorum"})").contains(u"move step"_s));
    // One undo takes back Cerdic's entry, one more the whole year's end.
    m_c->log().undo();
    QCOMPARE(where(u"Fergus"_s), u"Ireland"_s);
    m_c->log().undo();
    QCOMPARE(where(u"Fergus"_s), u"Dyfed"_s);
    QCOMPARE(BritainState(*m_c).year(), 440);
}

void TestBritainCampaignYear::archeryAndChargeOnTheBands()
{
    // The Band of Londonium: 76 foot, 9 bows, 5 horse = 90, within one in ten (9) and one in twenty (5,
    // MISSILE FIRE, SPECIAL HORSEMAN RULES); Hengist's 60 Saxon foot land in Londonium.
    testFigures();
    const QString problem = StepCases::setUp(*m_c, ReeveTest::arr(R"([
        {"step":"band","side":"Britons","name":"Band of Londonium","chieftain":"Vortimer","ability":2,
         "foot":76,"bowmen":9,"horsemen":5},
        {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
        {"step":"band","side":"Picts","name":"Drest","chieftain":"Drest","ability":3,"foot":76,"horsemen":4},
        {"step":"move","band":"Hengist","to":"Londonium"}])"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // Refused before any die, nothing written: the Saxons have no bows; 10 bowmen of 9; 9 bowmen in
    // groups of 2; 13 inches past the bow's 12; the Band of Dyfed stands in Dyfed, not Londonium; a charge
    // from 7 inches (8 or more rides down); close order 4 ranks deep (3 at most); Pictish horse (only
    // British horse breaks through).
    QVERIFY(refusal(R"({"step":"archery","band":"Hengist","target":"Band of Londonium"})")
                    .contains(u"only the Britons and the Picts"_s));
    QVERIFY(refusal(R"({"step":"archery","band":"Band of Londonium","target":"Hengist","bowmen":10})")
                    .contains(u"has 9 bowmen, not 10"_s));
    QVERIFY(refusal(R"({"step":"archery","band":"Band of Londonium","target":"Hengist","group":2})")
                    .contains(u"groups of 2"_s));
    QVERIFY(refusal(R"({"step":"archery","band":"Band of Londonium","target":"Hengist","range_inches":13})")
                    .contains(u"beyond bow range (12 inches)"_s));
    QVERIFY(refusal(R"({"step":"archery","band":"Band of Dyfed","target":"Hengist"})")
                    .contains(u"stands in Dyfed"_s));
    QVERIFY(refusal(R"({"step":"charge","band":"Band of Londonium","target":"Hengist","charge_inches":7,"order":"open"})")
                    .contains(u"8 inches or more"_s));
    QVERIFY(refusal(R"({"step":"charge","band":"Band of Londonium","target":"Hengist","charge_inches":10,"order":"close","ranks":4})")
                    .contains(u"three ranks deep"_s));
    QVERIFY(refusal(R"({"step":"charge","band":"Drest","target":"Hengist","charge_inches":10,"order":"open"})")
                    .contains(u"Only British horse"_s));
    QCOMPARE(band(u"Hengist"_s).value(u"casualties"_s).toInt(), 0);

    // Nine bowmen in three groups of three (+2 each): dice 4, 5, 2 make 6, 7, 4: two kill. 2 of 60 is
    // under a tenth, no morale check yet (MORALE).
    StepResult r = apply(R"({"step":"archery","band":"Band of Londonium","target":"Hengist","group":3,
                             "dice":{"rolls":[4,5,2]}})");
    QCOMPARE(outcome(r).value(u"dice_count"_s).toInt(), 3);
    QCOMPARE(outcome(r).value(u"kills"_s).toInt(), 2);
    QCOMPARE(r.outcome.value(u"lost"_s).toInt(), 2);
    QCOMPARE(r.outcome.value(u"morale_due"_s).toBool(), false);
    QCOMPARE(band(u"Hengist"_s).value(u"casualties"_s).toInt(), 2);
    // One by one at close order (+1): 6 5 4 3 2 1 6 5 1 make 7 6 5 4 3 2 7 6 2: four kill. 6 of 60 lost this
    // turn is a tenth: the band checks morale.
    r = apply(R"({"step":"archery","band":"Band of Londonium","target":"Hengist","close_order":true,
                  "dice":{"rolls":[6,5,4,3,2,1,6,5,1]}})");
    QCOMPARE(outcome(r).value(u"kills"_s).toInt(), 4);
    QCOMPARE(r.outcome.value(u"morale_due"_s).toBool(), true);
    QCOMPARE(band(u"Hengist"_s).value(u"casualties"_s).toInt(), 6);
    // Five horsemen charge from 10 inches at close order two ranks deep: 1 to 3 less one rank, 1 or 2.
    // Dice 1 2 3 5 6: two ride a man down (SPECIAL HORSEMAN RULES); Hengist has lost 8.
    r = apply(R"({"step":"charge","band":"Band of Londonium","target":"Hengist","charge_inches":10,
                  "order":"close","ranks":2,"dice":{"rolls":[1,2,3,5,6]}})");
    QCOMPARE(outcome(r).value(u"hits"_s).toInt(), 2);
    QCOMPARE(band(u"Hengist"_s).value(u"casualties"_s).toInt(), 8);
    QCOMPARE(band(u"Hengist"_s).value(u"turn_losses"_s).toInt(), 8);
    // One undo takes the whole charge back, roll and losses; redo gives it again with the same dice.
    m_c->log().undo();
    QCOMPARE(band(u"Hengist"_s).value(u"casualties"_s).toInt(), 6);
    m_c->log().redo();
    QCOMPARE(band(u"Hengist"_s).value(u"casualties"_s).toInt(), 8);
    // The morale step counts the turn's 8 once: 8 of 60 is one full tenth, −1; die 5 − 1 = 4 holds (test 4).
    const StepResult morale = apply(R"({"step":"morale","band":"Hengist","dice":{"roll":[5]}})");
    QCOMPARE(procedure(morale).value(u"inputs"_s).toObject().value(u"lost_in_battle"_s).toInt(), 8);
    QCOMPARE(outcome(morale).value(u"modifier"_s).toInt(), -1);
    QCOMPARE(outcome(morale).value(u"broken"_s).toBool(), false);
    QCOMPARE(band(u"Hengist"_s).value(u"casualties"_s).toInt(), 8);
}

void TestBritainCampaignYear::archeryThroughTheCommandLine()
{
    // reeve-cli step runs the same step: a refusal exits 2 and writes nothing; the volley is one action.
    testFigures();
    const QString path = m_c->path();
    m_c.reset();
    const auto cli = [&](const QStringList &words) {
        return ReeveTest::runCli(QStringList{u"step"_s, path} + words, u"reeve-test-britain-year"_s);
    };
    QCOMPARE(cli({u"band"_s, u"side=Britons"_s, u"name=Band of Londonium"_s, u"foot=81"_s, u"bowmen=9"_s}).code,
             0);
    QCOMPARE(cli({u"band"_s, u"side=Saxons"_s, u"name=Hengist"_s, u"foot=60"_s}).code, 0);
    QCOMPARE(cli({u"move"_s, u"band=Hengist"_s, u"to=Londonium"_s}).code, 0);
    const qint64 before = Campaign::open(path)->log().lastSeq();
    const ReeveTest::CliRun far = cli({u"archery"_s, u"band=Band of Londonium"_s, u"target=Hengist"_s,
                                       u"range_inches=14"_s, u"--dice"_s, u"rolls=6,6,6,6,6,6,6,6,6"_s});
    QCOMPARE(far.code, 2);
    QVERIFY2(far.err.contains("MISSILE FIRE"), far.err.constData());
    QCOMPARE(Campaign::open(path)->log().lastSeq(), before);
    // Nine single shots, no modifier: the three 6s kill.
    QCOMPARE(cli({u"archery"_s, u"band=Band of Londonium"_s, u"target=Hengist"_s, u"--dice"_s,
                  u"rolls=6,5,4,3,2,1,6,6,5"_s})
                     .code,
             0);
    m_c = Campaign::open(path);
    QCOMPARE(band(u"Hengist"_s).value(u"casualties"_s).toInt(), 3);
    QCOMPARE(m_c->log().undoText().isEmpty(), false);
    m_c->log().undo();
    QCOMPARE(band(u"Hengist"_s).value(u"casualties"_s).toInt(), 0);
}

QTEST_GUILESS_MAIN(TestBritainCampaignYear)
#include "tst_campaignyear.moc"
