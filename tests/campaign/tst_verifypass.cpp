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
            .resolveInCampaign(campaign, p, ProcedureRunner::parseInputs(p, {u"percent=50"_s}),
                               QList<int>{face})
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
    void repeatedRollWithOtherLoggedDiceIsCaught();
    void repeatedKeyMeansItsLastValue();
    void laxPayloadIsStillReplayed();
    void counterBehindAnEscapedKeyIsChecked();

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

void TestVerifyPass::repeatedRollWithOtherLoggedDiceIsCaught()
{
    // The third of three alike keeps its procedure text (judged once for all three) but its dice record
    // now logs another face: the dice are compared for every action, not only once per text.
    QList<qint64> seqs;
    auto c = rolled(u"otherdice.reeve"_s, &seqs);
    Database &db = c->database();
    QJsonObject dice = Forgery::json(db.scalar(u"SELECT dice FROM actions WHERE seq = ?"_s, {seqs.at(2)}));
    QJsonArray draws = dice.value(u"draws"_s).toArray();
    QJsonObject draw = draws.at(0).toObject();
    QCOMPARE(draw.value(u"face"_s).toInt(), 30);
    draw.insert(u"face"_s, 31);
    draws[0] = draw;
    dice.insert(u"draws"_s, draws);
    db.exec(u"UPDATE actions SET dice = ? WHERE seq = ?"_s, {Forgery::text(dice), seqs.at(2)});
    Forgery::rechain(db);
    const FileVerifier::Report report = FileVerifier::verify(c->path());
    QVERIFY(report.chain.ok);
    QVERIFY(!report.outcomes.ok);
    QCOMPARE(report.outcomes.firstMismatch, seqs.at(2));
    QCOMPARE(report.outcomes.checked, 2);
}

void TestVerifyPass::repeatedKeyMeansItsLastValue()
{
    // Qt's parser, which undo and the log use, keeps the last of a key given twice: a move whose payload
    // names C6 and then D7 moved the unit to D7 for the rest of Reeve, so verify reads it so too.
    auto c = Campaign::create(m_dir.filePath(u"twice.reeve"_s), u"1066"_s);
    CampaignEditor editor(*c);
    editor.addSide(u"Normans"_s);
    for (const auto &[id, name] :
         {std::pair{u"C6"_s, u"Hastings"_s}, {u"D7"_s, u"Pevensey"_s}, {u"E8"_s, u"Dover"_s}})
        editor.addLocation(id, name, u"square"_s);
    qint64 unit = 0;
    editor.addUnit(1, u"knight"_s, u"William"_s, u"C6"_s, {}, &unit);
    editor.moveUnit(unit, u"D7"_s);
    Database &db = c->database();
    const qint64 move = db.scalar(u"SELECT max(seq) FROM actions"_s).toLongLong();
    const QString honest = db.scalar(u"SELECT payload FROM actions WHERE seq = ?"_s, {move}).toString();
    const QString moved = u"\"new\":{\"location_id\":\"D7\"}"_s;
    QVERIFY(honest.contains(moved));
    // E8 then D7: what the unit holds, so the state agrees.
    storePayload(db, move,
                 QString(honest).replace(moved, u"\"new\":{\"location_id\":\"E8\",\"location_id\":\"D7\"}"_s));
    Forgery::rechain(db);
    FileVerifier::Report report = FileVerifier::verify(c->path());
    QVERIFY2(report.ok(), qPrintable(report.lines().join(u'\n')));
    // D7 then E8: the log now says E8, the unit is at D7.
    storePayload(db, move,
                 QString(honest).replace(moved, u"\"new\":{\"location_id\":\"D7\",\"location_id\":\"E8\"}"_s));
    Forgery::rechain(db);
    report = FileVerifier::verify(c->path());
    QVERIFY(report.chain.ok);
    QVERIFY(!report.state.same);
    QCOMPARE(report.state.table, u"units"_s);
}

void TestVerifyPass::laxPayloadIsStillReplayed()
{
    // A raw tab inside a string is not strict JSON, but Qt's parser takes it: the side's name it sets is
    // compared with the state like any other, and a name edited behind the log's back is still found.
    auto c = Campaign::create(m_dir.filePath(u"lax.reeve"_s), u"1066"_s);
    CampaignEditor(*c).addSide(u"Normans"_s);
    Database &db = c->database();
    const qint64 add = db.scalar(u"SELECT max(seq) FROM actions"_s).toLongLong();
    const QString honest = db.scalar(u"SELECT payload FROM actions WHERE seq = ?"_s, {add}).toString();
    QVERIFY(honest.contains(u"\"Normans\""_s));
    storePayload(db, add, QString(honest).replace(u"\"Normans\""_s, u"\"Nor\tmans\""_s));
    db.exec(u"UPDATE sides SET name = ?"_s, {u"Nor\tmans"_s});
    Forgery::rechain(db);
    FileVerifier::Report report = FileVerifier::verify(c->path());
    QVERIFY2(report.state.same, qPrintable(report.state.reason));
    db.exec(u"UPDATE sides SET name = ?"_s, {u"Nor mans"_s});
    report = FileVerifier::verify(c->path());
    QVERIFY(!report.state.same);
    QCOMPARE(report.state.table, u"sides"_s);
}

void TestVerifyPass::counterBehindAnEscapedKeyIsChecked()
{
    // A rolled d% relabelled as entered, its counter op written "\u0072ng_counter": still the counter op,
    // and the counter it took is still missing from its dice.
    auto c = Campaign::create(m_dir.filePath(u"counter.reeve"_s), u"1066"_s);
    CampaignEditor(*c).addSide(u"Normans"_s);
    const Procedure &p = ProcedureRegistry::standard().get(u"dice.chance"_s);
    const qint64 seq = ProcedureRunner(CampaignTables::forCampaign(*c))
                               .resolveInCampaign(*c, p, ProcedureRunner::parseInputs(p, {u"percent=50"_s}),
                                                  {})
                               .loggedAs;
    Database &db = c->database();
    QString text = db.scalar(u"SELECT payload FROM actions WHERE seq = ?"_s, {seq}).toString();
    QVERIFY(text.contains(u"\"rng_counter\""_s));
    text.replace(u"\"rng_counter\""_s, u"\"\\u0072ng_counter\""_s);
    QVERIFY(!text.contains(u"rng"_s));
    QJsonObject dice = Forgery::json(db.scalar(u"SELECT dice FROM actions WHERE seq = ?"_s, {seq}));
    QVERIFY(dice.contains(u"counter"_s));
    dice.remove(u"counter"_s);
    dice.remove(u"commitment"_s);
    dice.insert(u"source"_s, u"entered"_s);
    db.exec(u"UPDATE actions SET payload = ?, dice = ? WHERE seq = ?"_s, {text, Forgery::text(dice), seq});
    Forgery::rechain(db);
    const FileVerifier::Report report = FileVerifier::verify(c->path());
    QVERIFY(report.chain.ok);
    QVERIFY(report.state.same);
    QVERIFY(!report.rolls.ok);
    QCOMPARE(report.rolls.firstMismatch, seq);
}

QTEST_GUILESS_MAIN(TestVerifyPass)
#include "tst_verifypass.moc"
