// Golden adjudication files (tests/games/dba/golden/*.json), in the style of
// Diplomacy adjudicator test cases: a start state, each nation's written orders
// and the umpire's steps with entered dice → the expected end state (armies,
// provinces, treasuries, orders' fates, step outcomes). Each case is also undone
// step by step back to the reveal, which must give the start state again.
// "working" expectations name a dice-less procedure a step ran: its outcome and
// explanation steps must be in the data of one of the step's logged actions, as
// each listed reader reads the log, and absent for each audience it is hidden from.
#include <QDir>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QtTest>

#include "dbaumpirefixture.h"
#include "games/dba/dbaarmy.h"
#include "games/dba/dbaumpire.h"
#include "steps/steprunner.h"
#include "ledger/ledgerreader.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

QJsonObject armyState(Campaign &c)
{
    QJsonObject state;
    for (const Unit &u : CampaignReader(c.database()).units())
        state.insert(u.name, QJsonObject{{u"at"_s, u.locationId}, {u"status"_s, u.status}, {u"attributes"_s, u.attributes}});
    for (const Location &l : CampaignReader(c.database()).locations())
        state.insert(u"province:"_s + l.id, l.attributes);
    for (const Account &a : CampaignReader(c.database()).accounts())
        state.insert(u"treasury:"_s + QString::number(a.sideId), a.balance);
    return state;
}

/// Whether every field of \a want has the same value in \a got (nested objects field by field).
bool subset(const QJsonObject &want, const QJsonObject &got)
{
    for (auto it = want.begin(); it != want.end(); ++it) {
        const bool same = it.value().isObject() ? subset(it.value().toObject(), got.value(it.key()).toObject())
                                                : got.value(it.key()) == it.value();
        if (!same)
            return false;
    }
    return true;
}

/// Whether \a working is the procedure \a want names, worked out for what it names ("for": an army,
/// a province), with its outcome fields and, for each
/// "explains" text, an explanation step containing it that cites a section of the DBA campaign.
bool workingMatches(const QJsonObject &want, const QJsonObject &working)
{
    if (working.value(u"procedure"_s) != want.value(u"procedure"_s)
        || !subset(want.value(u"outcome"_s).toObject(), working.value(u"outcome"_s).toObject())
        || (want.contains(u"for"_s) && working.value(u"for"_s) != want.value(u"for"_s)))
        return false;
    for (const QJsonValue &text : want.value(u"explains"_s).toArray()) {
        bool found = false;
        for (const QJsonValue &step : working.value(u"explanation"_s).toArray()) {
            const QJsonObject o = step.toObject();
            found = found
                    || (o.value(u"text"_s).toString().contains(text.toString())
                        && o.value(u"rule"_s).toString().startsWith(u"DBA campaign"_s));
        }
        if (!found)
            return false;
    }
    return true;
}

/// The working \a want names as \a reader ("public", "referee" or a nation) reads the actions \a seqs.
QJsonObject workingAsRead(Campaign &c, const QString &reader, const QJsonArray &seqs, const QJsonObject &want)
{
    const Audience audience = reader == u"public"_s    ? Audience::Public
                              : reader == u"referee"_s ? Audience::Referee
                                                       : Audience::Side;
    const qint64 side = audience == Audience::Side ? CampaignReader(c.database()).sideByName(reader).id : 0;
    LogQuery query(c.database(), audience, side);
    for (const QJsonValue &seq : seqs) {
        for (const LogEntry &entry : query.after(seq.toInteger() - 1, 1)) {
            for (const QJsonValue &w : entry.data.value(u"working"_s).toArray())
                if (entry.seq == seq.toInteger() && workingMatches(want, w.toObject()))
                    return w.toObject();
        }
    }
    return {};
}

} // namespace

class TestDbaGolden : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void golden_data();
    void golden();

private:
    void checkExpect(Campaign &c, const QJsonObject &expect, const QJsonArray &results, qint64 since);
    void checkWorking(Campaign &c, const QJsonArray &wants, const QJsonArray &results);
    QTemporaryDir m_dir;
};

void TestDbaGolden::golden_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(REEVE_SOURCE_DIR "/tests/games/dba/golden"));
    const QStringList files = dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 15, "at least 15 golden adjudication files");
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestDbaGolden::checkExpect(Campaign &c, const QJsonObject &expect, const QJsonArray &results, qint64 since)
{
    DbaArmies armies(c);
    CampaignReader reader(c.database());
    const QJsonObject wantArmies = expect.value(u"armies"_s).toObject();
    for (auto it = wantArmies.begin(); it != wantArmies.end(); ++it) {
        const QJsonObject want = it.value().toObject();
        Unit unit;
        for (const Unit &u : reader.units())
            if (u.name == it.key())
                unit = u;
        QVERIFY2(unit.id != 0, qPrintable(it.key()));
        QCOMPARE(unit.isEliminated(), want.value(u"destroyed"_s).toBool());
        if (want.contains(u"at"_s))
            QCOMPARE(unit.locationId, want.value(u"at"_s).toString());
        if (want.contains(u"elements"_s))
            QCOMPARE(unit.attributes.value(u"elements"_s).toArray(), want.value(u"elements"_s).toArray());
        for (const QString &field :
             {u"general"_s, u"supply"_s, u"treasure"_s, u"ruler"_s, u"hulls"_s, u"dispersed"_s, u"baggage"_s,
              u"beached"_s, u"wait_defend"_s, u"moves_used"_s}) {
            if (want.value(field).isNull() && want.contains(field)) // null: the attribute is gone
                QVERIFY2(!unit.attributes.contains(field), qPrintable(it.key() + u": "_s + field));
            else if (want.contains(field))
                QCOMPARE(unit.attributes.value(field), want.value(field));
        }
    }
    const QJsonObject wantProvinces = expect.value(u"provinces"_s).toObject();
    for (auto it = wantProvinces.begin(); it != wantProvinces.end(); ++it) {
        const QJsonObject attributes = reader.location(it.key()).attributes;
        const QJsonObject want = it.value().toObject();
        for (auto f = want.begin(); f != want.end(); ++f) {
            if (f.value().isNull()) // null: the attribute is gone (a siege lifted, say)
                QVERIFY2(!attributes.contains(f.key()), qPrintable(it.key() + u": "_s + f.key()));
            else
                QCOMPARE(attributes.value(f.key()), f.value());
        }
    }
    const QJsonObject treasury = expect.value(u"treasury"_s).toObject();
    for (auto it = treasury.begin(); it != treasury.end(); ++it)
        QCOMPARE(reader.account(reader.sideByName(it.key()).id).balance, it.value().toInteger());
    const QJsonObject fates = expect.value(u"fates"_s).toObject();
    OrderBook book(c);
    for (auto it = fates.begin(); it != fates.end(); ++it) {
        const auto orders = book.ordersOf(reader.sideByName(it.key()).id);
        QVERIFY(orders.has_value());
        const QJsonObject want = it.value().toObject();
        for (auto f = want.begin(); f != want.end(); ++f) {
            QString fate;
            for (const OrderItem &item : orders->items)
                if (item.number == f.key().toInt())
                    fate = item.fate;
            QVERIFY2(fate.contains(f.value().toString()), qPrintable(u"%1 order %2: \"%3\""_s.arg(it.key(), f.key(), fate)));
        }
    }
    // "public_has" / "public_never": texts the public log of the steps (after the start's set-up) shows or not.
    QString publicLog;
    for (const LogEntry &e : LogQuery(c.database(), Audience::Public).after(since))
        publicLog += e.publicText + u'\n' + e.privateText + u'\n';
    for (const QJsonValue &text : expect.value(u"public_has"_s).toArray())
        QVERIFY2(publicLog.contains(text.toString()), qPrintable(u"public log lacks: "_s + text.toString()));
    for (const QJsonValue &text : expect.value(u"public_never"_s).toArray())
        QVERIFY2(!publicLog.contains(text.toString()),
                 qPrintable(u"public log shows: "_s + text.toString() + u"\n"_s + publicLog));
    const QJsonObject outcomes = expect.value(u"outcomes"_s).toObject();
    for (auto it = outcomes.begin(); it != outcomes.end(); ++it) {
        const QJsonObject got = results.at(it.key().toInt()).toObject().value(u"outcome"_s).toObject();
        const QJsonObject want = it.value().toObject();
        for (auto f = want.begin(); f != want.end(); ++f)
            QVERIFY2(f.value().isObject() ? subset(f.value().toObject(), got.value(f.key()).toObject())
                                          : got.value(f.key()) == f.value(),
                     qPrintable(u"step %1 %2: got %3"_s.arg(it.key(), f.key(),
                                                            QString::fromUtf8(QJsonDocument(got).toJson(QJsonDocument::Compact)))));
    }
}

void TestDbaGolden::checkWorking(Campaign &c, const QJsonArray &wants, const QJsonArray &results)
{
    for (const QJsonValue &value : wants) {
        const QJsonObject want = value.toObject();
        const int step = want.value(u"step"_s).toInt();
        const QJsonArray seqs = results.at(step).toObject().value(u"log"_s).toArray();
        const QString what = want.value(u"procedure"_s).toString();
        QVERIFY2(!want.value(u"readers"_s).toArray().isEmpty(), "a working expectation names its readers");
        for (const QJsonValue &reader : want.value(u"readers"_s).toArray())
            QVERIFY2(!workingAsRead(c, reader.toString(), seqs, want).isEmpty(),
                     qPrintable(u"step %1: %2's working, as %3 reads the log"_s.arg(step).arg(what, reader.toString())));
        for (const QJsonValue &reader : want.value(u"hidden_from"_s).toArray())
            QVERIFY2(workingAsRead(c, reader.toString(), seqs, want).isEmpty(),
                     qPrintable(u"step %1: %2's working is readable by %3"_s.arg(step).arg(what, reader.toString())));
    }
}

void TestDbaGolden::golden()
{
    QFETCH(QString, file);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject golden = QJsonDocument::fromJson(f.readAll()).object();
    QVERIFY2(!golden.isEmpty(), "the golden file is JSON");
    auto campaign = DbaGolden::build(m_dir.filePath(QFileInfo(file).baseName() + u".reeve"_s), golden.value(u"start"_s).toObject());
    const QJsonObject before = armyState(*campaign);
    const qint64 revealSeq = campaign->log().lastSeq();
    StepRunner runner(*campaign);
    QJsonArray results;
    const QJsonObject expect = golden.value(u"expect"_s).toObject();
    try {
        // Each step through the registered step contract, as reeve-cli step and the desk run it. A step
        // marked "refused" must be refused by a rule with the words given, and leave the log as it was.
        for (const QJsonValue &value : golden.value(u"steps"_s).toArray()) {
            QJsonObject step = value.toObject();
            const QString refused = step.take(u"refused"_s).toString();
            const qint64 last = campaign->log().lastSeq();
            const StepResult r = runner.runObject(step, u"do"_s, StepRunner::Mode::Apply);
            if (!refused.isEmpty()) {
                QVERIFY2(r.refused(), qPrintable(u"step %1 was expected to be refused"_s.arg(results.size())));
                QVERIFY2(r.refusals.first().message.contains(refused), qPrintable(r.refusals.first().message));
                QCOMPARE(campaign->log().lastSeq(), last); // a refused step writes nothing
                results.append(QJsonObject{{u"refused"_s, r.refusals.first().message}});
                continue;
            }
            if (r.refused())
                throw Failure::badInput(r.refusals.first().message);
            QJsonArray log;
            for (qint64 seq : r.entries)
                log.append(seq);
            results.append(QJsonObject{{u"do"_s, r.step}, {u"outcome"_s, r.outcome}, {u"log"_s, log},
                                       {u"working"_s, r.working}});
        }
        QVERIFY2(!expect.contains(u"failure"_s), "the steps were expected to fail");
    } catch (const Failure &failure) {
        QVERIFY2(expect.contains(u"failure"_s), qPrintable(failure.message()));
        QCOMPARE(failure.exitCode(), expect.value(u"failure"_s).toInt());
        QVERIFY2(failure.message().contains(expect.value(u"failure_says"_s).toString()), qPrintable(failure.message()));
        if (expect.value(u"nothing_logged"_s).toBool()) // refused before any roll or change was written
            QCOMPARE(campaign->log().lastSeq(), revealSeq);
        QCOMPARE(campaign->log().lastSeq() >= revealSeq, true);
        return;
    }
    checkExpect(*campaign, expect, results, revealSeq);
    checkWorking(*campaign, expect.value(u"working"_s).toArray(), results);
    if (QTest::currentTestFailed())
        return;
    while (campaign->log().canUndo() && campaign->log().undoStack().last() > revealSeq)
        campaign->log().undo();
    QCOMPARE(armyState(*campaign), before);
}

QTEST_GUILESS_MAIN(TestDbaGolden)
#include "tst_dba_golden.moc"
