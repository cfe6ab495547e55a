// Who reads a campaign battle (1066 §7.1, §7.2, §15.2): the board's entries name units, boxes and
// losses, so they go to the two sides fighting (and the referee); the public log and the undo texts say
// only that a battle is being fought in the square, between those two powers. And the set-up order of
// §15.2: the defender's whole force is on the board before the attacker places a unit, unless the battle
// is opened with the other reading (setup_order=any).
#include <QtTest>

#include "battlesupport.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "games/1066/battle/battlecampaign.h"
#include "log/actionlog.h"
#include "util/failure.h"

using namespace Reeve;
using namespace BattleTest;
using namespace Qt::StringLiterals;

class TestBattleAudience : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup() { m_campaign.reset(); }
    void boardGoesToTheTwoSides();
    void defenderSetsUpFirst();
    void eitherOrderWhenChosen();

private:
    qint64 add(const QString &side, const QString &type, const QString &name, const QJsonObject &values);
    void start(const QString &order = u"defender-first"_s);
    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
    QMap<QString, qint64> m_sides;
    QMap<QString, qint64> m_units;
};

qint64 TestBattleAudience::add(const QString &side, const QString &type, const QString &name,
                               const QJsonObject &values)
{
    qint64 id = 0;
    CampaignEditor(*m_campaign).addUnit(m_sides.value(side), type, name, u"Hastings"_s, values, &id);
    m_units.insert(name, id);
    return id;
}

void TestBattleAudience::init()
{
    static int n = 0;
    m_campaign = newCampaign(m_dir, u"audience%1.reeve"_s.arg(++n));
    enterCrt(*m_campaign);
    CampaignEditor editor(*m_campaign);
    for (const QString &side : {u"Normans"_s, u"Anglo-Saxons"_s, u"Vikings"_s}) {
        editor.addSide(side);
        m_sides.insert(side, CampaignReader(m_campaign->database()).sideByName(side).id);
    }
    editor.addLocation(u"Hastings"_s, u"Hastings"_s, u"square"_s);
    add(u"Normans"_s, u"knight"_s, u"William"_s,
        {{u"attack"_s, 3}, {u"defence"_s, 3}, {u"leader"_s, 3}, {u"king"_s, true}});
    add(u"Normans"_s, u"knight"_s, u"Breton knights"_s, {{u"attack"_s, 3}, {u"defence"_s, 2}});
    add(u"Anglo-Saxons"_s, u"housecarl"_s, u"Harold"_s,
        {{u"attack"_s, 3}, {u"defence"_s, 3}, {u"leader"_s, 2}, {u"king"_s, true}});
    add(u"Anglo-Saxons"_s, u"thegn"_s, u"Sussex thegns"_s, {{u"attack"_s, 2}, {u"defence"_s, 2}});
}

void TestBattleAudience::start(const QString &order)
{
    BattleSetup setup;
    setup.square = u"Hastings"_s;
    setup.attackerSide = m_sides.value(u"Normans"_s);
    setup.defenderSide = m_sides.value(u"Anglo-Saxons"_s);
    setup.season = u"summer"_s;
    setup.setupOrder = order;
    BattleBoard(*m_campaign).newBattle(setup);
}

void TestBattleAudience::boardGoesToTheTwoSides()
{
    const qint64 first = m_campaign->log().lastSeq() + 1;
    start();
    BattleBoard board(*m_campaign);
    QString harold, william;
    board.placeCampaignUnit(m_units.value(u"Harold"_s), BattleBox::Centre, {}, &harold);
    board.placeCampaignUnit(m_units.value(u"Sussex thegns"_s), BattleBox::Left);
    board.placeCampaignUnit(m_units.value(u"William"_s), BattleBox::Centre, {}, &william);
    board.placeCampaignUnit(m_units.value(u"Breton knights"_s), BattleBox::Right);
    board.chooseCommander(1, harold);
    board.chooseCommander(0, william);
    board.rollLength(QList<int>{3}); // §9.9: June is summer, 3 + 1 = 4 battle turns
    QCOMPARE(board.state().length, 4);
    board.endRound();
    board.declareAttack(william, harold);
    board.rollAttack(QList<int>{1, 2, 3});
    m_campaign->log().undo(); // the roll taken back: the undo text is as public as the roll's own line

    const QStringList secrets{u"Harold"_s, u"William"_s, u"Breton"_s, u"Sussex"_s, u"centre"_s, u"knight"_s};
    ActionLog &log = m_campaign->log();
    int privateEntries = 0;
    QSet<qint64> readers;
    for (qint64 seq = first; seq <= log.lastSeq(); ++seq) {
        const Action a = log.action(seq);
        // The public text of every entry, the closing "step" lines and "Undone: ..." included.
        for (const QString &secret : secrets)
            QVERIFY2(!a.publicText.contains(secret, Qt::CaseInsensitive),
                     qPrintable(u"#%1 %2: %3"_s.arg(seq).arg(a.kind, a.publicText)));
        if (a.kind.startsWith(u"1066.battle"_s) || a.kind == u"undo"_s || a.kind == u"step"_s)
            QVERIFY2(a.publicText.contains(u"Hastings"_s),
                     qPrintable(a.publicText)); // §15.2: marked on the map
        if (!a.privateText.isEmpty())           // the Vikings, not in the battle, read no private part
            QVERIFY(!a.visibleTo(Audience::Side, m_sides.value(u"Vikings"_s)));
        if (a.audience == Audience::Side && !a.privateText.isEmpty()) {
            ++privateEntries;
            readers.insert(a.audienceSide);
        }
    }
    // Each board step: the attacker's entry and the defender's copy; the referee reads them all.
    QVERIFY(privateEntries >= 2 * 10);
    QCOMPARE(readers, (QSet<qint64>{m_sides.value(u"Normans"_s), m_sides.value(u"Anglo-Saxons"_s)}));
    bool normansSawHarold = false, saxonsSawWilliam = false;
    for (qint64 seq = first; seq <= log.lastSeq(); ++seq) {
        const Action a = log.action(seq);
        normansSawHarold = normansSawHarold
                           || (a.visibleTo(Audience::Side, m_sides.value(u"Normans"_s))
                               && a.privateText.contains(u"Harold"_s));
        saxonsSawWilliam = saxonsSawWilliam
                           || (a.visibleTo(Audience::Side, m_sides.value(u"Anglo-Saxons"_s))
                               && a.privateText.contains(u"William"_s));
    }
    QVERIFY(normansSawHarold);
    QVERIFY(saxonsSawWilliam);
    // The board's own journal (the referee's view) still reads the full texts, one per step, oldest first.
    const QList<BattleJournalEntry> journal = board.journal();
    QCOMPARE(journal.first().kind, u"1066.battle.new"_s);
    QCOMPARE(journal.size(), 10); // new, 4 places, 2 commanders, length, end of round, declare
    QVERIFY(journal.at(1).text.contains(u"Harold"_s));
    QCOMPARE(journal.last().kind, u"1066.battle.declare"_s);
}

void TestBattleAudience::defenderSetsUpFirst()
{
    start();
    BattleBoard board(*m_campaign);
    const qint64 before = m_campaign->log().lastSeq();
    // §15.2: the Normans may not place a unit while Anglo-Saxon units of Hastings are still off the board.
    try {
        board.placeCampaignUnit(m_units.value(u"William"_s), BattleBox::Centre);
        QFAIL("the attacker set up before the defender");
    } catch (const Failure &e) {
        QCOMPARE(e.kind(), Failure::Kind::BadInput);
        QVERIFY2(e.message().contains(u"§15.2"_s) && e.message().contains(u"Sussex thegns"_s),
                 qPrintable(e.message()));
    }
    QCOMPARE(m_campaign->log().lastSeq(), before);
    board.placeCampaignUnit(m_units.value(u"Harold"_s), BattleBox::Centre);
    board.placeCampaignUnit(m_units.value(u"Sussex thegns"_s), BattleBox::Left);
    board.placeCampaignUnit(m_units.value(u"William"_s), BattleBox::Centre);
    // Once the attacker has begun, a defender's counter typed in comes too late.
    try {
        board.placeUnit(unit(1, u"Hired Danes"_s, u"thegn"_s, 2, 2, BattleBox::Right));
        QFAIL("the defender set up after the attacker");
    } catch (const Failure &e) {
        QVERIFY(e.message().contains(u"§15.2"_s));
    }
    QCOMPARE(board.state().units.size(), 3);
}

void TestBattleAudience::eitherOrderWhenChosen()
{
    // The other reading, chosen when the battle is opened: the arrays are recorded in the order given.
    start(u"any"_s);
    BattleBoard board(*m_campaign);
    board.placeCampaignUnit(m_units.value(u"William"_s), BattleBox::Centre);
    board.placeCampaignUnit(m_units.value(u"Harold"_s), BattleBox::Centre);
    QCOMPARE(board.state().units.size(), 2);
    QCOMPARE(board.state().setupOrder, u"any"_s);
    QVERIFY(board.journal().first().steps.first().text.contains(u"any order"_s));
}

QTEST_GUILESS_MAIN(TestBattleAudience)
#include "tst_battleaudience.moc"
