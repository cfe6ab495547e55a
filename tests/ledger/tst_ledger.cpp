// Tests of the ledger: credits, debits, transfers and corrections as logged
// actions; no negative balance without the campaign's leave; the history of a
// small scripted campaign against hand-computed figures; and reconciliation of
// balances, entries, the log and a replay over a long random campaign.
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "ledger/ledger.h"
#include "ledger/ledgerhistory.h"
#include "ledger/ledgerlog.h"
#include "ledger/ledgerreader.h"
#include "ledger/trackedvalues.h"
#include "log/actionlog.h"
#include "log/hashchain.h"
#include "log/logquery.h"
#include "log/replayer.h"
#include "storage/database.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestLedger : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void creditDebitAndTransfer();
    void refusesDeficitWithBalanceAndShortfall();
    void allowsNegativeWhenTheCampaignDoes();
    void correctionReversesWithoutEditing();
    void undoRemovesEntriesAndRestoresBalance();
    void scriptedHistoryMatchesHandComputed();
    void trackedValuesAndArmySizes();
    void longRandomCampaignReconciles();
    void allianceTeamTotals();

private:
    std::unique_ptr<Campaign> twoSides(const QString &file, const QString &game = u"sas"_s);
    qint64 balance(Campaign &c, qint64 side) { return CampaignReader(c.database()).account(side).balance; }
    QTemporaryDir m_dir;
};

std::unique_ptr<Campaign> TestLedger::twoSides(const QString &file, const QString &game)
{
    auto campaign = Campaign::create(m_dir.filePath(file), game, u"Test"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Wessex"_s, u"#b22222"_s);
    editor.addSide(u"Mercia"_s, u"#1565c0"_s);
    return campaign;
}

void TestLedger::creditDebitAndTransfer()
{
    auto c = twoSides(u"a.reeve"_s);
    Ledger ledger(*c);
    const qint64 seq = ledger.credit(1, 100, LedgerCategory::Income, u"Spring taxes"_s);
    QCOMPARE(c->log().action(seq).kind, u"ledger.post"_s);
    QCOMPARE(c->log().action(seq).publicText, u"Wessex +100 gold income (Spring taxes)"_s);
    ledger.debit(1, 30, LedgerCategory::Maintenance, u"3 units"_s);
    const qint64 t = ledger.transfer(1, 2, 20, LedgerCategory::Tribute, u"peace of Chippenham"_s);
    QCOMPARE(c->log().action(t).kind, u"ledger.transfer"_s);
    QCOMPARE(c->log().action(t).publicText, u"Wessex pays 20 gold to Mercia (tribute) — peace of Chippenham"_s);
    QCOMPARE(balance(*c, 1), 50);
    QCOMPARE(balance(*c, 2), 20);
    const QList<LedgerEntry> entries = LedgerReader(c->database()).entries();
    QCOMPARE(entries.size(), 4);
    QCOMPARE(entries.at(2).linkId, entries.at(2).id);
    QCOMPARE(entries.at(3).linkId, entries.at(2).id);
    QCOMPARE(entries.at(3).counterparty, 1);
    QCOMPARE(entries.at(3).balanceAfter, 20);
    QCOMPARE(entries.at(0).actionSeq, seq);
    QVERIFY_THROWS_EXCEPTION(Failure, ledger.credit(1, 0, LedgerCategory::Income, {}));
    QVERIFY_THROWS_EXCEPTION(Failure, ledger.transfer(1, 1, 5, LedgerCategory::Trade, {}));
    QVERIFY_THROWS_EXCEPTION(Failure, ledger.credit(9, 5, LedgerCategory::Income, {}));
    QVERIFY(HashChain::verify(c->database()).ok);
}

void TestLedger::refusesDeficitWithBalanceAndShortfall()
{
    auto c = twoSides(u"b.reeve"_s, u"1066"_s);
    Ledger ledger(*c);
    ledger.credit(1, 40, LedgerCategory::Income, {});
    const qint64 before = c->log().lastSeq();
    try {
        ledger.debit(1, 70, LedgerCategory::Purchase, u"castle"_s);
        QFAIL("deficit spending was allowed");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QCOMPARE(failure.message(), u"Wessex has 40 gold; spending 70 gold would leave it 30 gold short. "
                                    "No deficit spending (1066 §9.4)."_s);
        QCOMPARE(failure.detail().value(u"shortfall"_s).toInteger(), 30);
    }
    QCOMPARE(c->log().lastSeq(), before); // nothing logged
    QCOMPARE(balance(*c, 1), 40);
    QVERIFY_THROWS_EXCEPTION(Failure, ledger.transfer(2, 1, 1, LedgerCategory::Ransom, {}));
    QCOMPARE(LedgerReader(c->database()).entryCount(), 1);
}

void TestLedger::allowsNegativeWhenTheCampaignDoes()
{
    auto c = twoSides(u"c.reeve"_s);
    Ledger ledger(*c);
    QVERIFY(!ledger.allowsNegative());
    ledger.setAllowNegative(true);
    QVERIFY(ledger.allowsNegative());
    ledger.debit(2, 15, LedgerCategory::Bid, u"bid for the Danes"_s);
    QCOMPARE(balance(*c, 2), -15);
    c->log().undo(); // the debit
    c->log().undo(); // the setting
    QVERIFY(!ledger.allowsNegative());
    QVERIFY_THROWS_EXCEPTION(Failure, ledger.debit(2, 15, LedgerCategory::Bid, {}));
}

void TestLedger::correctionReversesWithoutEditing()
{
    auto c = twoSides(u"d.reeve"_s);
    Ledger ledger(*c);
    ledger.credit(1, 100, LedgerCategory::Income, {});
    ledger.transfer(1, 2, 30, LedgerCategory::Ransom, u"for the earl"_s);
    const QList<LedgerEntry> before = LedgerReader(c->database()).entries();
    const qint64 seq = ledger.reverse(before.at(2).id, u"ransom was 20"_s);
    QCOMPARE(c->log().action(seq).kind, u"ledger.correct"_s);
    const QList<LedgerEntry> after = LedgerReader(c->database()).entries();
    QCOMPARE(after.size(), 5);
    for (int i = 0; i < before.size(); ++i) // originals untouched
        QCOMPARE(after.at(i).toJson(), before.at(i).toJson());
    QCOMPARE(after.at(3).reverses, before.at(1).id);
    QCOMPARE(after.at(3).amount, 30);
    QCOMPARE(after.at(3).category, u"correction"_s);
    QCOMPARE(after.at(4).reverses, before.at(2).id);
    QCOMPARE(balance(*c, 1), 100);
    QCOMPARE(balance(*c, 2), 0);
    QVERIFY_THROWS_EXCEPTION(Failure, ledger.reverse(before.at(1).id, {}));  // already reversed
    QVERIFY_THROWS_EXCEPTION(Failure, ledger.reverse(after.at(3).id, {}));   // a correction
    QCOMPARE(LedgerReader(c->database()).reversals().value(before.at(1).id), after.at(3).id);
    // The correction counts under the reversed entry's category in summaries.
    const auto summaries = LedgerReader(c->database()).summaries(1, 1);
    QCOMPARE(summaries.at(0).net.value(u"ransom"_s), 0);
    QCOMPARE(summaries.at(0).net.value(u"correction"_s), 0);
}

void TestLedger::undoRemovesEntriesAndRestoresBalance()
{
    auto c = twoSides(u"e.reeve"_s);
    Ledger ledger(*c);
    ledger.credit(1, 50, LedgerCategory::Income, {});
    ledger.transfer(1, 2, 10, LedgerCategory::Trade, {});
    c->log().undo();
    QCOMPARE(LedgerReader(c->database()).entryCount(), 1);
    QCOMPARE(balance(*c, 1), 50);
    c->log().redo();
    QCOMPARE(LedgerReader(c->database()).entryCount(), 3);
    QCOMPARE(balance(*c, 2), 10);
    LedgerLog log(LogQuery(c->database(), Audience::Referee));
    QVERIFY(log.load());
    QCOMPARE(log.entries().size(), 3);
}

void TestLedger::scriptedHistoryMatchesHandComputed()
{
    auto c = twoSides(u"f.reeve"_s);
    CampaignEditor editor(*c);
    Ledger ledger(*c);
    TrackedValues tracked(*c);
    // Spring 1000
    ledger.credit(1, 100, LedgerCategory::Income, u"taxes"_s);
    ledger.credit(2, 80, LedgerCategory::Income, u"taxes"_s);
    ledger.debit(1, 30, LedgerCategory::Maintenance, {});
    tracked.record(1, u"vp"_s, 3);
    editor.setTurn(2); // Summer 1000
    ledger.transfer(1, 2, 20, LedgerCategory::Tribute, {});
    ledger.debit(2, 50, LedgerCategory::Purchase, u"fleet"_s);
    editor.setTurn(3); // Autumn 1000
    ledger.credit(1, 40, LedgerCategory::Income, u"typo"_s);
    ledger.reverse(LedgerReader(c->database()).entries().last().id, u"typo"_s);
    ledger.credit(1, 45, LedgerCategory::Income, {});
    tracked.record(1, u"vp"_s, 5);
    tracked.record(2, u"vp"_s, 2, 2);

    LedgerHistory history(c->database());
    history.load();
    QCOMPARE(history.lastTurn(), 3);
    using M = LedgerHistory::Measure;
    const auto balances = history.series(M::Balance);
    QCOMPARE(balances.at(0).values, (QList<double>{70, 50, 95}));
    QCOMPARE(balances.at(1).values, (QList<double>{80, 50, 50}));
    QCOMPARE(history.series(M::Income).at(0).values, (QList<double>{100, 0, 45}));
    QCOMPARE(history.series(M::Maintenance).at(0).values, (QList<double>{30, 0, 0}));
    const auto vp = history.series(M::Quantity, u"vp"_s);
    QCOMPARE(vp.at(0).values, (QList<double>{3, 3, 5}));
    QVERIFY(std::isnan(vp.at(1).values.at(0)));
    QCOMPARE(vp.at(1).values.at(2), 2.0);

    const auto summary = LedgerReader(c->database()).summaries(2, 3);
    QCOMPARE(summary.at(0).opening, 70);
    QCOMPARE(summary.at(0).closing, 95);
    QCOMPARE(summary.at(0).net.value(u"income"_s), 45);
    QCOMPARE(summary.at(0).net.value(u"tribute"_s), -20);
    QCOMPARE(summary.at(1).net.value(u"purchase"_s), -50);

    // The referee's log-derived ledger equals the state table, entry for entry.
    LedgerLog log(LogQuery(c->database(), Audience::Referee));
    QVERIFY(log.load());
    const QList<LedgerEntry> table = LedgerReader(c->database()).entries();
    QCOMPARE(log.entries().size(), table.size());
    for (int i = 0; i < table.size(); ++i)
        QCOMPARE(log.entries().at(i).toJson(), table.at(i).toJson());
    QCOMPARE(log.values().size(), 3);
}

void TestLedger::trackedValuesAndArmySizes()
{
    auto c = twoSides(u"g.reeve"_s);
    CampaignEditor editor(*c);
    editor.addUnit(1, u"knight"_s, {}, {});
    editor.addUnit(1, u"thegn"_s, {}, {});
    qint64 id = 0;
    editor.addUnit(2, u"fyrd"_s, {}, {}, {}, &id);
    editor.eliminateUnit(id);
    TrackedValues tracked(*c);
    tracked.recordArmySizes();
    const auto points = LedgerReader(c->database()).values(u"army_size"_s);
    QCOMPARE(points.size(), 2);
    QCOMPARE(points.at(0).value, 2);
    QCOMPARE(points.at(1).value, 0);
    tracked.defineQuantity({u"vp"_s, u"Victory points"_s, 12, u"Victory"_s});
    bool found = false;
    for (const TrackedQuantity &q : LedgerReader(c->database()).quantities()) {
        if (q.id == u"vp"_s) {
            found = true;
            QCOMPARE(q.threshold.value_or(0), 12);
        }
    }
    QVERIFY(found);
    QVERIFY_THROWS_EXCEPTION(Failure, tracked.record(1, u"Bad Name"_s, 1));
}

void TestLedger::longRandomCampaignReconciles()
{
    auto c = Campaign::create(m_dir.filePath(u"long.reeve"_s), u"sas"_s, u"Long"_s);
    CampaignEditor editor(*c);
    const int sides = 6;
    for (int s = 1; s <= sides; ++s)
        editor.addSide(u"Side %1"_s.arg(s));
    Ledger ledger(*c);
    TrackedValues tracked(*c);
    QRandomGenerator random(4242);
    const QList<LedgerCategory> categories = LedgerCategories::all();
    int refused = 0;
    for (int step = 0; step < 1500; ++step) {
        const int pick = int(random.bounded(100));
        const qint64 a = 1 + random.bounded(sides), b = 1 + (a + random.bounded(sides - 1)) % sides;
        const qint64 amount = 1 + random.bounded(60);
        const LedgerCategory category = categories.at(random.bounded(int(categories.size())));
        try {
            if (pick < 30)
                ledger.credit(a, amount, LedgerCategory::Income, u"income"_s);
            else if (pick < 50)
                ledger.debit(a, amount, category, u"spend"_s);
            else if (pick < 62)
                ledger.transfer(a, b, amount, category, u"deal"_s);
            else if (pick < 68) {
                const QList<LedgerEntry> all = LedgerReader(c->database()).entries();
                if (!all.isEmpty())
                    ledger.reverse(all.at(random.bounded(int(all.size()))).id, u"fix"_s);
            } else if (pick < 74)
                tracked.record(a, u"vp"_s, random.bounded(20));
            else if (pick < 84 && c->log().undoStack().size() > sides) // never the side additions
                c->log().undo();
            else if (pick < 90 && c->log().canRedo())
                c->log().redo();
            else if (pick < 94)
                editor.advancePhase();
            else
                ledger.credit(a, amount, LedgerCategory::Income, {}, LedgerOptions{0, Audience::Side, a, {}});
        } catch (const Failure &f) {
            if (qEnvironmentVariableIsSet("LEDGER_DEBUG"))
                qDebug() << f.message();
            ++refused; // insufficient funds, double reversal, ...
        }
    }
    QVERIFY(refused > 0);
    Database &db = c->database();
    CampaignReader reader(db);
    LedgerReader books(db);
    LedgerLog log(LogQuery(db, Audience::Referee));
    QVERIFY(log.load());
    QHash<qint64, qint64> fromLog, running;
    for (const LedgerEntry &e : log.entries())
        fromLog[e.sideId] += e.amount;
    for (const LedgerEntry &e : books.entries()) {
        running[e.sideId] += e.amount;
        QCOMPARE(e.balanceAfter, running.value(e.sideId));
        QVERIFY(e.balanceAfter >= 0);
    }
    for (int s = 1; s <= sides; ++s) {
        QCOMPARE(reader.account(s).balance, books.sumOfEntries(s));
        QCOMPARE(fromLog.value(s), books.sumOfEntries(s));
    }
    QCOMPARE(qint64(log.entries().size()), books.entryCount());
    QVERIFY2(books.entryCount() > 300, qPrintable(QString::number(books.entryCount())));
    const QString copy = m_dir.filePath(u"replayed.reeve"_s);
    Replayer::replayInto(db, copy);
    Database replayed(copy, Database::Mode::ReadOnly);
    QCOMPARE(Replayer::dumpState(replayed), Replayer::dumpState(db));
    QVERIFY(HashChain::verify(db).ok);
}

void TestLedger::allianceTeamTotals()
{
    auto c = twoSides(u"team.reeve"_s);
    CampaignEditor editor(*c);
    editor.addSide(u"Kent"_s, u"#2e7d32"_s);
    Ledger ledger(*c);
    ledger.credit(1, 100, LedgerCategory::Income, {});
    ledger.credit(2, 50, LedgerCategory::Income, {});
    ledger.credit(3, 70, LedgerCategory::Income, {});
    editor.setAlliance(1, u"A"_s);
    editor.setAlliance(2, u"A"_s);
    editor.setTurn(2);
    ledger.debit(2, 20, LedgerCategory::Maintenance, {});
    TrackedValues(*c).record(1, u"vp"_s, 4);
    TrackedValues(*c).record(2, u"vp"_s, 3);
    TrackedValues(*c).record(3, u"vp"_s, 9);

    LedgerHistory history(c->database());
    history.load();
    using M = LedgerHistory::Measure;
    const auto teams = history.teamSeries(M::Balance);
    QCOMPARE(teams.size(), 1); // Kent is in no alliance
    QCOMPARE(teams.first().name, u"Alliance A (Wessex, Mercia)"_s);
    QCOMPARE(teams.first().values, (QList<double>{150, 130}));
    const auto vp = history.teamSeries(M::Quantity, u"vp"_s);
    QCOMPARE(vp.first().values.last(), 7.0);
    QVERIFY(c->log().action(c->log().lastSeq() - 5).publicText.contains(u"joins alliance A"_s));

    for (int i = 0; i < 6; ++i) // three values, the debit, the turn, then Mercia's joining
        c->log().undo();
    history.load();
    QCOMPARE(history.teamSeries(M::Balance).first().values.first(), 100.0);
}

QTEST_GUILESS_MAIN(TestLedger)
#include "tst_ledger.moc"
