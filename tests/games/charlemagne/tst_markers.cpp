// Stratagem markers (issue 23, Charlemagne 3 and 4): every marker bid on a vassalage goes back to the Container
// when spent, the double-count ones (§9.5) and the defender's too (§9.2); a bid of double markers alone counts
// 2 per marker; the Death of a Leader marker is in the Container only when §30 is in play.
//
// The Vassalage Table cell entered here is a TEST FIGURE, not the printed result.
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "campaign/ruleoptions.h"
#include "common/stepcases.h"
#include "containers/containerdraws.h"
#include "containers/containereditor.h"
#include "containers/containerreader.h"
#include "containers/containerstate.h"
#include "log/actionlog.h"
#include "steps/steprunner.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

using ReeveTest::obj;
using ReeveTest::StepCases;

class TestCharlemagneMarkers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_cases.prepare(u"charlemagne"_s, u"771"_s); }
    void init() { m_c = Campaign::open(m_cases.fresh(u"markers"_s)); }
    void cleanup() { m_c.reset(); }
    void doubleMarkersGoBack();
    void ambiguousDoublesAreNamed();
    void spendingWhatTheHandLacksIsRefused();
    void doublesKeptInHandAreChecked();
    void deathOfALeaderOnlyUnderSection30();

private:
    qint64 side(const QString &name) { return CampaignReader(m_c->database()).sideByName(name).id; }
    QStringList hand(const QString &name)
    {
        ContainerReader reader(m_c->database());
        QStringList kinds;
        for (const ContainerMarker &m : reader.state(reader.find().id).hand(side(name)))
            kinds << m.kind;
        kinds.sort();
        return kinds;
    }
    /// A test mix: the Empire holds \a empire, the Tribal player \a tribal (each drawn from a pool of just those).
    void hands(const QList<QPair<QString, int>> &empire, const QList<QPair<QString, int>> &tribal)
    {
        QList<QPair<QString, int>> none;
        for (const QString &k :
             {u"Vassalage"_s, u"Crown of Pavia"_s, u"Donation of Constantine"_s,
              u"Frankish General Assembly"_s, u"Ring of the Avars"_s, u"Missionary"_s, u"Military Advance"_s,
              u"Espionage"_s, u"Augustus"_s, u"Leader"_s, u"Death of a Leader"_s})
            none << qMakePair(k, 0);
        ContainerEditor(*m_c).compose(none + empire);
        int n = 0;
        for (const auto &e : empire)
            n += e.second;
        ContainerDraws(*m_c).draw(side(u"Empire"_s), n);
        if (tribal.isEmpty())
            return;
        ContainerReader reader(m_c->database()); // the Empire's are in its hand: the pool is empty again
        QList<QPair<QString, int>> totals;
        for (const auto &t : tribal)
            totals << qMakePair(t.first, reader.state(reader.find().id).total(t.first) + t.second);
        ContainerEditor(*m_c).compose(totals);
        n = 0;
        for (const auto &t : tribal)
            n += t.second;
        ContainerDraws(*m_c).draw(side(u"Tribal"_s), n);
    }
    StepResult vassalage(const char *json)
    {
        return StepRunner(*m_c).runObject(obj(json), u"step"_s, StepRunner::Mode::Apply);
    }

    StepCases m_cases;
    std::unique_ptr<Campaign> m_c;
};

void TestCharlemagneMarkers::doubleMarkersGoBack()
{
    // The Empire bids one Vassalage marker and the Crown of Pavia (1 + 2 = 3); the Tribal player defends Bavaria
    // with the Ring of the Avars (2): differential 3 - 2 = 1 (§9.1(4), §9.5). Spent, all three go back (§9.2).
    hands({{u"Vassalage"_s, 1}, {u"Crown of Pavia"_s, 1}}, {{u"Ring of the Avars"_s, 1}});
    QCOMPARE(hand(u"Empire"_s), (QStringList{u"Crown of Pavia"_s, u"Vassalage"_s}));
    QCOMPARE(hand(u"Tribal"_s), QStringList{u"Ring of the Avars"_s});
    CampaignTables::setCell(*m_c, u"charlemagne.vassalage"_s, u"4"_s, u"1"_s, u"Empire"_s);
    const StepResult r = vassalage(R"({"step":"vassalage","side":"Empire","region":"Bavaria","markers":1,
        "double_markers":1,"defender_double_markers":1,"spend":true,"dice":[4]})");
    QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    QCOMPARE(r.outcome.value(u"procedure"_s)
                     .toObject()
                     .value(u"outcome"_s)
                     .toObject()
                     .value(u"differential"_s)
                     .toInt(),
             1);
    QVERIFY(hand(u"Empire"_s).isEmpty());
    QVERIFY(hand(u"Tribal"_s).isEmpty());
    QVERIFY2(r.outcome.value(u"consequence"_s).toString().contains(u"3 marker(s) back"_s),
             qPrintable(r.outcome.value(u"consequence"_s).toString()));
    m_c->log().undo(); // one action: the markers are back in the hands
    QCOMPARE(hand(u"Empire"_s).size(), 2);
    QCOMPARE(hand(u"Tribal"_s).size(), 1);
}

void TestCharlemagneMarkers::ambiguousDoublesAreNamed()
{
    // Two different double-count markers in hand for a bid of one: which one is named, or the step refuses.
    hands({{u"Crown of Pavia"_s, 1}, {u"Donation of Constantine"_s, 1}}, {});
    CampaignTables::setCell(*m_c, u"charlemagne.vassalage"_s, u"4"_s, u"2"_s, u"Empire"_s);
    const qint64 last = m_c->log().lastSeq();
    const StepResult refused = vassalage(R"({"step":"vassalage","side":"Empire","region":"Bavaria",
        "double_markers":1,"spend":true,"dice":[4]})");
    QVERIFY(refused.refused());
    QVERIFY2(refused.refusals.first().message.contains(u"double_stratagems"_s),
             qPrintable(refused.refusals.first().message));
    QCOMPARE(m_c->log().lastSeq(), last);
    const StepResult r = vassalage(R"({"step":"vassalage","side":"Empire","region":"Bavaria",
        "double_markers":1,"double_stratagems":["Donation of Constantine"],"spend":true,"dice":[4]})");
    QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    QCOMPARE(hand(u"Empire"_s), QStringList{u"Crown of Pavia"_s}); // the bid is 2 alone: no single marker
    QCOMPARE(r.outcome.value(u"procedure"_s)
                     .toObject()
                     .value(u"outcome"_s)
                     .toObject()
                     .value(u"differential"_s)
                     .toInt(),
             2);
}

void TestCharlemagneMarkers::spendingWhatTheHandLacksIsRefused()
{
    // The defender bids a double marker it does not hold: refused before the die, nothing written (§9.2).
    hands({{u"Vassalage"_s, 1}}, {});
    const qint64 last = m_c->log().lastSeq();
    const StepResult r = vassalage(R"({"step":"vassalage","side":"Empire","region":"Bavaria",
        "defender_double_markers":1,"spend":true,"dice":[4]})");
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"Charlemagne §9.2"_s);
    QCOMPARE(m_c->log().lastSeq(), last);
}

void TestCharlemagneMarkers::doublesKeptInHandAreChecked()
{
    // Without --spend the markers stay in hand, but a double-count marker bid must still be held (§9, §9.4,
    // §9.5), as single markers are: refused before the die, nothing written.
    hands({{u"Vassalage"_s, 1}}, {});
    CampaignTables::setCell(*m_c, u"charlemagne.vassalage"_s, u"4"_s, u"3"_s, u"Empire"_s);
    const qint64 last = m_c->log().lastSeq();
    const StepResult mine = vassalage(R"({"step":"vassalage","side":"Empire","region":"Bavaria","markers":1,
        "double_markers":1,"dice":[4]})");
    QVERIFY(mine.refused());
    QCOMPARE(mine.refusals.first().rule, u"Charlemagne §9.5"_s);
    QVERIFY2(mine.refusals.first().message.contains(u"0 double-count"_s),
             qPrintable(mine.refusals.first().message));
    const StepResult theirs = vassalage(R"({"step":"vassalage","side":"Empire","region":"Bavaria","markers":1,
        "defender_double_markers":1,"dice":[4]})");
    QVERIFY(theirs.refused());
    QCOMPARE(theirs.refusals.first().rule, u"Charlemagne §9.4"_s);
    QCOMPARE(m_c->log().lastSeq(), last);

    // Held, the bid goes ahead: one Vassalage marker and the Crown of Pavia count 1 + 2 = 3 against none, so the
    // differential is 3 (§9.1(4), §9.5); without --spend both stay in hand.
    cleanup();
    init();
    hands({{u"Vassalage"_s, 1}, {u"Crown of Pavia"_s, 1}}, {});
    CampaignTables::setCell(*m_c, u"charlemagne.vassalage"_s, u"4"_s, u"3"_s, u"Empire"_s);
    const StepResult named = vassalage(R"({"step":"vassalage","side":"Empire","region":"Bavaria","markers":1,
        "double_markers":1,"double_stratagems":["Ring of the Avars"],"dice":[4]})");
    QVERIFY(named.refused()); // the named double marker is not the one held
    QCOMPARE(named.refusals.first().rule, u"Charlemagne §9.5"_s);
    const StepResult r = vassalage(R"({"step":"vassalage","side":"Empire","region":"Bavaria","markers":1,
        "double_markers":1,"dice":[4]})");
    QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    QCOMPARE(r.outcome.value(u"procedure"_s)
                     .toObject()
                     .value(u"outcome"_s)
                     .toObject()
                     .value(u"differential"_s)
                     .toInt(),
             3);
    QCOMPARE(hand(u"Empire"_s), (QStringList{u"Crown of Pavia"_s, u"Vassalage"_s}));
}

void TestCharlemagneMarkers::deathOfALeaderOnlyUnderSection30()
{
    // §30 is optional: "players add a blank counter to the Container" only when they play it.
    const auto deathMarkers = [&] {
        ContainerReader reader(m_c->database());
        return reader.state(reader.find().id).total(u"Death of a Leader"_s);
    };
    ContainerEditor(*m_c).compose({{u"Vassalage"_s, 3}});
    QCOMPARE(deathMarkers(), 0);
    RuleOptions(*m_c).set(u"death_of_leader"_s, true);
    QCOMPARE(deathMarkers(), 1);
    RuleOptions(*m_c).set(u"death_of_leader"_s, false);
    QCOMPARE(deathMarkers(), 0);
    m_c->log().undo(); // the option and its marker come back together
    QVERIFY(RuleOptions(*m_c).isChosen(u"death_of_leader"_s));
    QCOMPARE(deathMarkers(), 1);
}

QTEST_GUILESS_MAIN(TestCharlemagneMarkers)
#include "tst_markers.moc"
