// verify reads the log once and shares each parsed row between its checks (issue 19): none
// of the checks may be dodged by that. A repeated roll whose re-run is not made twice still
// has its own logged outcome compared; an outcome behind an escaped key in the payload's
// JSON is still re-run; a chain broken early does not hide a later edit of the state.
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaigntables.h"
#include "campaign/fileverifier.h"
#include "forgery.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

/// Resolves d% against 50 on entered \a face; returns the action's number.
qint64 chance(Campaign &campaign, int face)
{
    const Procedure &p = ProcedureRegistry::standard().get(u"dice.chance"_s);
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    return ProcedureRunner(tables)
            .resolveInCampaign(campaign, p, ProcedureRunner::parseInputs(p, {u"percent=50"_s}), QList<int>{face})
            .loggedAs;
}

/// Action \a seq's payload with its outcome's "happens" turned round (the die kept).
QJsonObject flipped(Database &db, qint64 seq)
{
    QJsonObject payload = Forgery::json(db.scalar(u"SELECT payload FROM actions WHERE seq = ?"_s, {seq}));
    QJsonObject data = payload.value(u"data"_s).toObject();
    QJsonObject outcome = data.value(u"outcome"_s).toObject();
    outcome.insert(u"happens"_s, !outcome.value(u"happens"_s).toBool());
    data.insert(u"outcome"_s, outcome);
    payload.insert(u"data"_s, data);
    return payload;
}

void storePayload(Database &db, qint64 seq, const QString &text)
{
    db.exec(u"UPDATE actions SET payload = ? WHERE seq = ?"_s, {text, seq});
}

} // namespace

class TestVerifyPass : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void repeatedRollsAreEachChecked();
    void repeatedRollWithAFlippedOutcomeIsCaught();
    void outcomeBehindAnEscapedKeyIsReRun();
    void brokenChainDoesNotHideAnEditedState();
    void turnStoredAsAFractionIsCaught();

private:
    std::unique_ptr<Campaign> rolled(const QString &name, QList<qint64> *seqs)
    {
        auto c = Campaign::create(m_dir.filePath(name), u"1066"_s);
        CampaignEditor(*c).addSide(u"Normans"_s);
        for (int i = 0; i < 3; ++i)
            *seqs << chance(*c, 30); // the same inputs and dice three times over
        *seqs << chance(*c, 80);
        return c;
    }
    QTemporaryDir m_dir;
};

void TestVerifyPass::repeatedRollsAreEachChecked()
{
    QList<qint64> seqs;
    auto c = rolled(u"sound.reeve"_s, &seqs);
    const FileVerifier::Report report = FileVerifier::verify(c->path());
    QVERIFY2(report.ok(), qPrintable(report.lines().join(u'\n')));
    QCOMPARE(report.outcomes.checked, 4);
    QCOMPARE(report.rolls.entered, 4);
    QCOMPARE(report.chain.checked, c->database().scalar(u"SELECT count(*) FROM actions"_s).toLongLong());
}

void TestVerifyPass::repeatedRollWithAFlippedOutcomeIsCaught()
{
    QList<qint64> seqs;
    auto c = rolled(u"repeat.reeve"_s, &seqs);
    Database &db = c->database();
    storePayload(db, seqs.at(2), Forgery::text(flipped(db, seqs.at(2)))); // the third of three alike
    Forgery::rechain(db);
    const FileVerifier::Report report = FileVerifier::verify(c->path());
    QVERIFY(report.chain.ok);
    QVERIFY(report.state.same);
    QVERIFY(!report.outcomes.ok);
    QCOMPARE(report.outcomes.firstMismatch, seqs.at(2));
    QCOMPARE(report.outcomes.checked, 2); // the two before it passed
}

void TestVerifyPass::outcomeBehindAnEscapedKeyIsReRun()
{
    QList<qint64> seqs;
    auto c = rolled(u"escaped.reeve"_s, &seqs);
    Database &db = c->database();
    // "\u006f" is an "o": the JSON still holds "outcome", but a search of the text for it finds nothing.
    QString text = Forgery::text(flipped(db, seqs.at(3)));
    QVERIFY(text.contains(u"\"outcome\":"_s));
    text.replace(u"\"outcome\":"_s, u"\"\\u006futcome\":"_s);
    QVERIFY(!text.contains(u"outcome\""_s));
    QCOMPARE(Forgery::json(text).value(u"data"_s).toObject().value(u"outcome"_s).toObject().value(u"happens"_s),
             QJsonValue(true)); // 80 is above 50: the honest outcome said false
    storePayload(db, seqs.at(3), text);
    Forgery::rechain(db);
    const FileVerifier::Report report = FileVerifier::verify(c->path());
    QVERIFY(report.chain.ok);
    QVERIFY(!report.outcomes.ok);
    QCOMPARE(report.outcomes.firstMismatch, seqs.at(3));
}

void TestVerifyPass::brokenChainDoesNotHideAnEditedState()
{
    QList<qint64> seqs;
    auto c = rolled(u"both.reeve"_s, &seqs);
    Database &db = c->database();
    db.exec(u"UPDATE actions SET public_text = 'nothing happened' WHERE seq = 2"_s); // no rechain
    db.exec(u"UPDATE sides SET name = 'Saxons'"_s);
    const FileVerifier::Report report = FileVerifier::verify(c->path());
    QVERIFY(!report.chain.ok);
    QCOMPARE(report.chain.firstBroken, 2);
    QVERIFY(!report.state.same); // the replay went on to the end and compared the state
    QCOMPARE(report.state.table, u"sides"_s);
    QVERIFY(report.outcomes.ok);
    QCOMPARE(report.outcomes.checked, 4);
}

void TestVerifyPass::turnStoredAsAFractionIsCaught()
{
    // Stored as 1.5, action 2's turn reads as 2 everywhere Reeve reads it through Qt Sql; SQLite's own
    // conversion would make it 1 again, and the chain would hash what it was signed with.
    QList<qint64> seqs;
    auto c = rolled(u"fraction.reeve"_s, &seqs);
    Database &db = c->database();
    QCOMPARE(db.scalar(u"SELECT turn FROM actions WHERE seq = 2"_s).toLongLong(), 1);
    db.exec(u"UPDATE actions SET turn = 1.5 WHERE seq = 2"_s); // no rechain
    QCOMPARE(db.scalar(u"SELECT turn FROM actions WHERE seq = 2"_s).toLongLong(), 2);
    const FileVerifier::Report report = FileVerifier::verify(c->path());
    QVERIFY(!report.chain.ok);
    QCOMPARE(report.chain.firstBroken, 2);
    QVERIFY(!HashChain::verify(db).ok); // the check before a write reads the same way
}

QTEST_GUILESS_MAIN(TestVerifyPass)
#include "tst_verifypass.moc"
