// Tests of the action log: hash chain, undo/redo as appended actions, history
// rebuilt after reopening, replay equal to the stored state, tamper detection.
#include <algorithm>

#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "log/actionlog.h"
#include "log/hashchain.h"
#include "log/logquery.h"
#include "log/replayer.h"
#include "storage/database.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestActionLog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void createLogsCreationAndSeed();
    void undoRedoAppendAndKeepState();
    void historySurvivesReopen();
    void replayEqualsState();
    void tamperedRowIsFound();
    void newActionClearsRedo();
    void failedCommandLeavesNoTrace();
    void keyPagesMatchOffsetPages();
    void filterChoicesMatchDistinct();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) { return m_dir.filePath(name); }
};

void TestActionLog::createLogsCreationAndSeed()
{
    auto campaign = Campaign::create(path(u"a.reeve"_s), u"1066"_s, u"Test"_s);
    QCOMPARE(campaign->log().lastSeq(), 2);
    QCOMPARE(campaign->log().action(1).kind, u"campaign.create"_s);
    QCOMPARE(campaign->log().action(2).kind, u"seed.commit"_s);
    QVERIFY(!campaign->log().canUndo());
    QCOMPARE(CampaignReader(campaign->database()).clock().period, u"January"_s);
    QVERIFY(HashChain::verify(campaign->database()).ok);
}

void TestActionLog::undoRedoAppendAndKeepState()
{
    auto campaign = Campaign::create(path(u"b.reeve"_s), u"1066"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Normans"_s, u"#1f4e9c"_s);
    editor.addLocation(u"C6"_s, u"Hastings"_s, u"square"_s, {{u"feudal"_s, 2}});
    qint64 unitId = 0;
    editor.addUnit(1, u"knight"_s, u"William"_s, u"C6"_s, {{u"attack"_s, 3}}, &unitId);
    QCOMPARE(CampaignReader(campaign->database()).units().size(), 1);
    const qint64 before = campaign->log().lastSeq();
    QCOMPARE(campaign->log().undoText(), u"Normans: William added at C6"_s);
    campaign->log().undo();
    QCOMPARE(campaign->log().lastSeq(), before + 1); // undo appends, never deletes
    QCOMPARE(CampaignReader(campaign->database()).units().size(), 0);
    QVERIFY(campaign->log().canRedo());
    campaign->log().redo();
    QCOMPARE(CampaignReader(campaign->database()).units().size(), 1);
    QCOMPARE(CampaignReader(campaign->database()).unit(unitId).name, u"William"_s);
    QVERIFY(HashChain::verify(campaign->database()).ok);
}

void TestActionLog::historySurvivesReopen()
{
    const QString file = path(u"c.reeve"_s);
    {
        auto campaign = Campaign::create(file, u"sas"_s);
        CampaignEditor editor(*campaign);
        editor.addSide(u"England"_s);
        editor.addSide(u"France"_s);
        campaign->log().undo();
        QCOMPARE(CampaignReader(campaign->database()).sides().size(), 1);
    }
    auto campaign = Campaign::open(file);
    QVERIFY(campaign->log().canRedo());
    QCOMPARE(campaign->log().undoStack().size(), 1);
    campaign->log().redo();
    QCOMPARE(CampaignReader(campaign->database()).sides().size(), 2);
}

void TestActionLog::replayEqualsState()
{
    auto campaign = Campaign::create(path(u"d.reeve"_s), u"charlemagne"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Empire"_s, u"#1f4e9c"_s, u"Ann"_s, u"1234"_s);
    editor.addSide(u"Tribal"_s);
    editor.addLocation(u"Aachen"_s, QString(), u"hex"_s);
    editor.addLocation(u"Saxony"_s, QString(), u"region"_s, {{u"levy"_s, 2}});
    qint64 id = 0;
    editor.addUnit(1, u"leader"_s, u"Charlemagne"_s, u"Aachen"_s, {{u"combat"_s, 1}, {u"op"_s, 24}}, &id);
    editor.moveUnit(id, u"Saxony"_s);
    editor.placeMarker(u"Aachen"_s, u"civilization"_s);
    editor.eliminateUnit(id);
    campaign->log().undo();
    campaign->log().undo();
    campaign->log().redo();
    editor.advancePhase();
    editor.setActiveSide(2);
    const QString replayed = path(u"d-replayed.reeve"_s);
    Replayer::replayInto(campaign->database(), replayed);
    Database copy(replayed, Database::Mode::ReadOnly);
    QCOMPARE(Replayer::dumpState(copy), Replayer::dumpState(campaign->database()));
}

void TestActionLog::tamperedRowIsFound()
{
    const QString file = path(u"e.reeve"_s);
    {
        auto campaign = Campaign::create(file, u"dba"_s);
        CampaignEditor editor(*campaign);
        editor.addSide(u"Wessex"_s);
        editor.addSide(u"Mercia"_s);
        editor.addSide(u"Northumbria"_s);
    }
    {
        Database db(file, Database::Mode::ReadWrite);
        db.exec(u"UPDATE actions SET public_text = 'Side Wessax added' WHERE seq = 3"_s);
    }
    Database db(file, Database::Mode::ReadOnly);
    const HashChain::Report report = HashChain::verify(db);
    QVERIFY(!report.ok);
    QCOMPARE(report.firstBroken, 3);
}

void TestActionLog::newActionClearsRedo()
{
    auto campaign = Campaign::create(path(u"f.reeve"_s), u"britain"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Britons"_s);
    campaign->log().undo();
    QVERIFY(campaign->log().canRedo());
    editor.addSide(u"Saxons"_s);
    QVERIFY(!campaign->log().canRedo());
    QVERIFY_THROWS_EXCEPTION(Failure, campaign->log().redo());
}

void TestActionLog::failedCommandLeavesNoTrace()
{
    auto campaign = Campaign::create(path(u"g.reeve"_s), u"1066"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Vikings"_s);
    const qint64 seq = campaign->log().lastSeq();
    QVERIFY_THROWS_EXCEPTION(Failure, editor.addSide(u"vikings"_s));
    QVERIFY_THROWS_EXCEPTION(Failure, editor.addUnit(7, u"huscarl"_s, QString(), QString()));
    QVERIFY_THROWS_EXCEPTION(Failure, editor.addUnit(1, u"huscarl"_s, QString(), u"Z99"_s));
    QCOMPARE(campaign->log().lastSeq(), seq);
    QCOMPARE(CampaignReader(campaign->database()).sides().size(), 1);
}

void TestActionLog::keyPagesMatchOffsetPages()
{
    // The log view pages newest-first by sequence number, and the luck
    // statistics oldest-first: both must give exactly the offset pages.
    auto campaign = Campaign::create(path(u"pages.reeve"_s), u"1066"_s);
    CampaignEditor editor(*campaign);
    for (int i = 0; i < 23; ++i)
        editor.addSide(u"Side %1"_s.arg(i));
    for (int i = 0; i < 5; ++i)
        campaign->log().undo();
    for (const QString &kind : {QString(), u"side."_s}) {
        LogQuery query(campaign->database(), Audience::Referee);
        query.setKindFilter(kind);
        const QList<LogEntry> all = query.entries(0, -1);
        QVERIFY(all.size() >= (kind.isEmpty() ? 28 : 23)); // several pages of 4
        QList<LogEntry> forward;
        for (qint64 last = 0;;) {
            const QList<LogEntry> page = query.after(last, 4);
            forward += page;
            if (page.size() < 4)
                break;
            last = page.constLast().seq;
        }
        QList<LogEntry> backward;
        for (qint64 before = -1;;) {
            const QList<LogEntry> page = query.newestBefore(before, 4);
            backward += page;
            if (page.size() < 4)
                break;
            before = page.constLast().seq;
        }
        std::reverse(backward.begin(), backward.end());
        QCOMPARE(forward.size(), all.size());
        QCOMPARE(backward.size(), all.size());
        for (int i = 0; i < all.size(); ++i) {
            QCOMPARE(forward.at(i).seq, all.at(i).seq);
            QCOMPARE(backward.at(i).seq, all.at(i).seq);
        }
    }
}

void TestActionLog::filterChoicesMatchDistinct()
{
    // The log view's turn and kind choices step through the indexes; they must list
    // exactly what SELECT DISTINCT lists, in the same order.
    auto campaign = Campaign::create(path(u"choices.reeve"_s), u"1066"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Normans"_s);
    editor.addLocation(u"C6"_s, u"Hastings"_s, u"square"_s);
    for (int turn : {3, 1, 7})
        editor.setTurn(turn);
    editor.addSide(u"Saxons"_s);
    Database &db = campaign->database();
    QList<int> turns;
    for (const QVariantMap &row : db.select(u"SELECT DISTINCT turn FROM actions ORDER BY turn"_s))
        turns << row.value(u"turn"_s).toInt();
    QStringList kinds;
    for (const QVariantMap &row : db.select(u"SELECT DISTINCT kind FROM actions ORDER BY kind"_s))
        kinds << row.value(u"kind"_s).toString();
    QVERIFY(turns.size() >= 3);
    QVERIFY(kinds.size() >= 3);
    LogQuery query(db, Audience::Public);
    QCOMPARE(query.turns(), turns);
    QCOMPARE(query.kinds(), kinds);
}

QTEST_GUILESS_MAIN(TestActionLog)
#include "tst_actionlog.moc"
