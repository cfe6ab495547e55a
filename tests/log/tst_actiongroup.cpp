// Tests of ActionGroup: a step's writes as one action — committed whole, undone and redone whole,
// rolled back whole on a failure, with the history rebuilt the same after reopening.
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "log/actiongroup.h"
#include "log/actionlog.h"
#include "log/hashchain.h"
#include "log/replayer.h"
#include "storage/database.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestActionGroup : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void severalEntriesAreOneUndo();
    void oneEntryStaysItsOwnAction();
    void failureLeavesNothing();
    void innerFailurePoisonsTheOuterGroup();
    void historySurvivesReopen();
    void signalsOnlyAfterCommit();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) { return m_dir.filePath(name); }
};

void TestActionGroup::severalEntriesAreOneUndo()
{
    auto campaign = Campaign::create(path(u"a.reeve"_s), u"1066"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Normans"_s);
    const QString before = Replayer::dumpState(campaign->database());
    const qint64 last = campaign->log().lastSeq();
    qint64 undoSeq = 0;
    {
        ActionGroup group(campaign->log());
        editor.addLocation(u"C6"_s, u"Edinburgh"_s, u"square"_s);
        editor.addUnit(1, u"knight"_s, u"William"_s, u"C6"_s, {{u"attack"_s, 3}});
        undoSeq = group.commit(u"test.two"_s);
    }
    // Two entries and the closing one; only the closing one is on the undo stack.
    QCOMPARE(campaign->log().lastSeq(), last + 3);
    QCOMPARE(undoSeq, last + 3);
    const Action closing = campaign->log().action(undoSeq);
    QCOMPARE(closing.kind, u"step"_s);
    QCOMPARE(closing.refersTo, last + 1);
    QVERIFY(!campaign->log().action(last + 1).undoable);
    QVERIFY(closing.publicText.contains(
            u"Location C6 registered"_s)); // the first entry's public text, its headline
    QCOMPARE(campaign->log().undoStack().last(), undoSeq);
    campaign->log().undo();
    QCOMPARE(Replayer::dumpState(campaign->database()), before);
    QVERIFY(campaign->log().undoText().contains(
            u"Normans"_s)); // the side's addition is next, not half the step
    campaign->log().redo();
    QCOMPARE(CampaignReader(campaign->database()).units().size(), 1);
    QCOMPARE(CampaignReader(campaign->database()).locations().size(), 1);
    QVERIFY(HashChain::verify(campaign->database()).ok);
}

void TestActionGroup::oneEntryStaysItsOwnAction()
{
    auto campaign = Campaign::create(path(u"b.reeve"_s), u"1066"_s);
    CampaignEditor editor(*campaign);
    const qint64 last = campaign->log().lastSeq();
    {
        ActionGroup group(campaign->log());
        editor.addSide(u"Normans"_s);
        QCOMPARE(group.commit(u"test.one"_s), last + 1);
    }
    QCOMPARE(campaign->log().lastSeq(), last + 1); // no closing entry for a single one
    QVERIFY(campaign->log().action(last + 1).undoable);
    QVERIFY(HashChain::verify(campaign->database()).ok); // its hash was rewritten with the flag
    campaign->log().undo();
    QVERIFY(CampaignReader(campaign->database()).sides().isEmpty());
}

void TestActionGroup::failureLeavesNothing()
{
    auto campaign = Campaign::create(path(u"c.reeve"_s), u"1066"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Normans"_s);
    const QString before = Replayer::dumpState(campaign->database());
    const qint64 last = campaign->log().lastSeq();
    QSignalSpy committed(&campaign->log(), &ActionLog::actionCommitted);
    try {
        ActionGroup group(campaign->log());
        editor.addLocation(u"C6"_s, u"Edinburgh"_s, u"square"_s);
        throw Failure::badInput(u"refused by a rule"_s);
    } catch (const Failure &) {
    }
    QCOMPARE(campaign->log().lastSeq(), last);
    QCOMPARE(Replayer::dumpState(campaign->database()), before);
    QCOMPARE(committed.count(), 0);
    // The next write chains onto the action before the group, as if it had never been.
    editor.addSide(u"Vikings"_s);
    QCOMPARE(campaign->log().lastSeq(), last + 1);
    QVERIFY(HashChain::verify(campaign->database()).ok);
}

void TestActionGroup::innerFailurePoisonsTheOuterGroup()
{
    auto campaign = Campaign::create(path(u"d.reeve"_s), u"1066"_s);
    CampaignEditor editor(*campaign);
    const qint64 last = campaign->log().lastSeq();
    bool thrown = false;
    try {
        ActionGroup outer(campaign->log());
        editor.addSide(u"Normans"_s);
        try {
            ActionGroup inner(campaign->log());
            editor.addSide(u"Vikings"_s);
            throw Failure::badInput(u"inner refusal"_s);
        } catch (const Failure &) {
            // an outer step that catches its part's failure still cannot commit half of itself
        }
        outer.commit(u"test.outer"_s);
    } catch (const Failure &failure) {
        thrown = failure.kind() == Failure::Kind::Internal;
    }
    QVERIFY(thrown);
    QCOMPARE(campaign->log().lastSeq(), last);
    QVERIFY(CampaignReader(campaign->database()).sides().isEmpty());
}

void TestActionGroup::historySurvivesReopen()
{
    const QString file = path(u"e.reeve"_s);
    {
        auto campaign = Campaign::create(file, u"1066"_s);
        CampaignEditor editor(*campaign);
        ActionGroup group(campaign->log());
        editor.addSide(u"Normans"_s);
        editor.addSide(u"Vikings"_s);
        group.commit(u"test.two"_s);
    }
    auto campaign = Campaign::open(file);
    QCOMPARE(campaign->log().undoStack().size(), 1);
    campaign->log().undo();
    QVERIFY(CampaignReader(campaign->database()).sides().isEmpty());
    QVERIFY(!campaign->log().canUndo());
}

void TestActionGroup::signalsOnlyAfterCommit()
{
    auto campaign = Campaign::create(path(u"f.reeve"_s), u"1066"_s);
    CampaignEditor editor(*campaign);
    QSignalSpy committed(&campaign->log(), &ActionLog::actionCommitted);
    ActionGroup group(campaign->log());
    editor.addSide(u"Normans"_s);
    editor.addSide(u"Vikings"_s);
    QCOMPARE(committed.count(), 0);
    group.commit(u"test.two"_s);
    QCOMPARE(committed.count(), 3);
}

QTEST_GUILESS_MAIN(TestActionGroup)
#include "tst_actiongroup.moc"
