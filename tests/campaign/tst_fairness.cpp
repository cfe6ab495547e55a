// Fairness against a curious player and a careless referee (issue 19): hidden draws
// that a revealed dice seed does not expose, and a verify that catches each forgery
// of the rolls, even after the forger recomputed the hash chain. The file's own
// forgeries (chain, anchors, state tables, damage) are in tst_filetamper.

#include <functional>

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaignrandom.h"
#include "campaign/fileverifier.h"
#include "dice/randomstream.h"
#include "forgery.h"
#include "log/actiongroup.h"
#include "log/filecheck.h"
#include "log/logquery.h"
#include "playedcampaign.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;
using namespace ContainerFixture;
using namespace PlayedCampaign;

class TestFairness : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void seedRevealExposesNoHand();
    void endOfCampaignRederivesEveryDraw();
    void oldFileGetsADrawSecretAtTheNextDraw();
    void privateRollComesFromTheDrawSecret();
    void soundCampaignVerifies();
    void undoneAndRedoneStepVerifies();
    void relabelledRollIsCaught();
    void deletedRollIsCaught();
    void copiedRollIsCaught();
    void flippedOutcomeIsCaught();
    void enteredDiceWithACounterAreCaught();
    void rolledDiceWithoutFacesAreCaught();
    void diceUnderAnotherCommitmentAreCaught();
    void swappedSeedIsCaught();

private:
    QString path(const QString &name) { return m_dir.filePath(name); }
    std::unique_ptr<Campaign> played(const QString &name, QList<SeenDraw> *draws = nullptr)
    {
        return PlayedCampaign::played(path(name), draws);
    }
    FileVerifier::Report verify(const QString &file, const FileVerifier::Options &options = {})
    {
        return FileVerifier::verify(file, options);
    }
    QTemporaryDir m_dir;
};

void TestFairness::seedRevealExposesNoHand()
{
    // The attacker's script: the public log, the revealed seed and every counter the log could have used;
    // we even hand it the exact pool before each draw. No counter rebuilds any hand.
    QList<SeenDraw> draws;
    auto campaign = played(u"attack.reeve"_s, &draws);
    const QByteArray seed = QByteArray::fromHex(CampaignRandom(*campaign).reveal().toLatin1());
    QByteArray published;
    for (const LogEntry &e : LogQuery(campaign->database(), Audience::Public).entries(0, -1)) {
        QVERIFY2(e.dice.isNull() || e.kind.startsWith(u"procedure"_s),
                 qPrintable(e.kind)); // no hidden picks shown
        if (e.kind == u"seed.reveal"_s)
            published = QByteArray::fromHex(e.data.value(u"seed"_s).toString().toLatin1());
    }
    QCOMPARE(published, seed);
    const quint64 counters = campaign->database()
                                     .scalar(u"SELECT value FROM meta WHERE key = 'rng_counter'"_s)
                                     .toString()
                                     .toULongLong();
    QVERIFY(counters >= 8);
    for (const SeenDraw &draw : std::as_const(draws)) {
        for (quint64 c = 0; c <= counters + 2; ++c)
            QVERIFY2(!rebuilds(draw, published, c), qPrintable(u"counter %1 rebuilds a hand"_s.arg(c)));
    }
    // The same script with the draw secret (once revealed) finds every hand: the test has teeth.
    const QByteArray drawSecret = QByteArray::fromHex(
            CampaignRandom(*campaign).revealDrawSecret(CampaignRandom::DrawReveal::MidGame).toLatin1());
    for (const SeenDraw &draw : std::as_const(draws)) {
        bool found = false;
        for (quint64 c = 0; c <= counters && !found; ++c)
            found = rebuilds(draw, drawSecret, c);
        QVERIFY(found);
    }
}

void TestFairness::endOfCampaignRederivesEveryDraw()
{
    auto campaign = played(u"end.reeve"_s);
    CampaignRandom(*campaign).reveal();
    {
        const FileVerifier::Report mid = verify(campaign->path());
        QVERIFY2(mid.ok(), qPrintable(mid.lines().join(u'\n')));
        QCOMPARE(mid.rolls.checked, 4);         // every roll so far, proved by the seed
        QCOMPARE(mid.rolls.drawsChecked, 0);    // no pick proved...
        QCOMPARE(mid.rolls.drawsUnrevealed, 5); // ...three draws, a loss and a theft stay hidden
        QCOMPARE(mid.rolls.entered, 1);
    }
    CampaignRandom(*campaign).revealDrawSecret(CampaignRandom::DrawReveal::EndOfCampaign);
    const FileVerifier::Report end = verify(campaign->path());
    QVERIFY2(end.ok(), qPrintable(end.lines().join(u'\n')));
    QCOMPARE(end.rolls.drawsChecked, 5);
    QCOMPARE(end.rolls.drawsUnrevealed, 0);
    QCOMPARE(end.outcomes.checked, 5);
}

void TestFairness::oldFileGetsADrawSecretAtTheNextDraw()
{
    // A file made before the draw secret: the next hidden draw commits one first, publicly.
    auto campaign = campaign1066(path(u"old.reeve"_s), 4, 0);
    {
        Database &db = campaign->database();
        db.exec(u"DELETE FROM meta WHERE key = 'draw_commitment'"_s);
    }
    QVERIFY(CampaignRandom(*campaign).drawCommitment().isEmpty());
    const qint64 before = campaign->log().lastSeq();
    ContainerDraws(*campaign).draw(side(*campaign, u"Normans"_s), 2);
    QVERIFY(!CampaignRandom(*campaign).drawCommitment().isEmpty());
    QCOMPARE(campaign->log().action(before + 1).kind, u"draw.commit"_s);
    QCOMPARE(campaign->log().action(before + 1).audience, Audience::Public);
    const Action drawn = campaign->log().action(before + 2);
    QCOMPARE(drawn.kind, u"container.draw"_s);
    QCOMPARE(drawn.payload().value(u"data"_s).toObject().value(u"salt"_s).toString().size(), 32);
}

void TestFairness::privateRollComesFromTheDrawSecret()
{
    // A roll only one side may read (an umpired move) is a hidden choice too: a seed reveal must not tell it.
    auto campaign = played(u"private.reeve"_s);
    const Procedure &p = ProcedureRegistry::standard().get(u"dice.chance"_s);
    const TableLibrary tables = CampaignTables::forCampaign(*campaign);
    const qint64 seq = ProcedureRunner(tables)
                               .resolveInCampaign(*campaign, p,
                                                  ProcedureRunner::parseInputs(p, {u"percent=50"_s}), {},
                                                  u"umpire"_s, side(*campaign, u"Normans"_s))
                               .loggedAs;
    const QJsonObject dice = campaign->log().action(seq).dice().toObject();
    QCOMPARE(dice.value(u"draw_commitment"_s).toString(), CampaignRandom(*campaign).drawCommitment());
    QVERIFY(!dice.contains(u"commitment"_s));
    QCOMPARE(dice.value(u"hidden_draws"_s).toArray().size(), 1);
    // Salted, so the printed chain head cannot confirm a guessed result.
    QCOMPARE(campaign->log().action(seq).payload().value(u"data"_s).toObject().value(u"salt"_s).toString().size(),
             32);
    CampaignRandom(*campaign).reveal();
    QCOMPARE(verify(campaign->path()).rolls.drawsUnrevealed, 6);
    CampaignRandom(*campaign).revealDrawSecret(CampaignRandom::DrawReveal::EndOfCampaign);
    const FileVerifier::Report end = verify(campaign->path());
    QVERIFY2(end.ok(), qPrintable(end.lines().join(u'\n')));
    QCOMPARE(end.rolls.drawsChecked, 6);
    QCOMPARE(end.outcomes.checked, 6);
}

void TestFairness::soundCampaignVerifies()
{
    auto campaign = played(u"sound.reeve"_s);
    const FileVerifier::Report report = verify(campaign->path());
    QVERIFY2(report.ok(), qPrintable(report.lines().join(u'\n')));
    QCOMPARE(report.rolls.enteredBySide.value(QString()), 1);
    QCOMPARE(report.head.seq, campaign->log().lastSeq());
}

void TestFairness::undoneAndRedoneStepVerifies()
{
    // A step of several entries with a roll and a draw in it, taken back and done again: redo reuses
    // the dice and takes no counter, so the counters stay consecutive.
    auto campaign = played(u"step.reeve"_s);
    {
        ActionGroup group(campaign->log());
        resolveChance(*campaign);
        ContainerDraws(*campaign).draw(side(*campaign, u"Vikings"_s), 2);
        group.commit(u"test.step"_s);
    }
    campaign->log().undo();
    campaign->log().redo();
    resolveChance(*campaign);
    CampaignRandom(*campaign).reveal();
    CampaignRandom(*campaign).revealDrawSecret(CampaignRandom::DrawReveal::EndOfCampaign);
    const FileVerifier::Report report = verify(campaign->path());
    QVERIFY2(report.ok(), qPrintable(report.lines().join(u'\n')));
    QCOMPARE(report.rolls.checked, 6);
    QCOMPARE(report.rolls.drawsChecked, 6);
}

void TestFairness::relabelledRollIsCaught()
{
    auto campaign = played(u"relabel.reeve"_s);
    Database &db = campaign->database();
    const QVariantMap row = db.select(u"SELECT seq, payload FROM actions WHERE kind = 'procedure.resolve' "
                                      "AND dice LIKE '%rolled%' ORDER BY seq LIMIT 1"_s)
                                    .value(0);
    // The roll becomes "entered" with a new face and the outcome that face gives: consistent to the eye.
    QJsonObject payload = Forgery::json(row.value(u"payload"_s));
    const QJsonObject data = payload.value(u"data"_s).toObject();
    const int face = data.value(u"dice"_s).toArray().at(0).toInt() % 100 + 1;
    const Procedure &p = ProcedureRegistry::standard().get(u"dice.chance"_s);
    ProcedureResult result = ProcedureRunner(CampaignTables::builtIn())
                                     .runEntered(p, data.value(u"inputs"_s).toObject(), {face});
    payload.insert(u"data"_s, result.toJson());
    const QJsonObject dice{{u"source"_s, u"entered"_s},
                           {u"draws"_s, QJsonArray{QJsonObject{{u"sides"_s, 100}, {u"face"_s, face}}}}};
    db.exec(u"UPDATE actions SET payload = ?, dice = ? WHERE seq = ?"_s,
            {Forgery::text(payload), Forgery::text(dice), row.value(u"seq"_s)});
    Forgery::rechain(db);
    const FileVerifier::Report report = verify(campaign->path());
    QVERIFY(report.chain.ok);
    QVERIFY(report.outcomes.ok);
    QVERIFY(!report.rolls.ok);
    QCOMPARE(report.rolls.firstMismatch, row.value(u"seq"_s).toLongLong());
}

void TestFairness::deletedRollIsCaught()
{
    // A secret re-roll: the roll the referee did not like is removed and the chain recomputed.
    auto campaign = played(u"delete.reeve"_s);
    Database &db = campaign->database();
    const qint64 seq = db.scalar(u"SELECT seq FROM actions WHERE kind = 'procedure.resolve' AND dice LIKE "
                                 "'%rolled%' ORDER BY seq LIMIT 1 OFFSET 1"_s)
                               .toLongLong();
    Forgery::removeAction(db, seq);
    const FileVerifier::Report report = verify(campaign->path());
    QVERIFY(report.chain.ok);
    QVERIFY(!report.ok());
    QVERIFY(!report.rolls.ok);
    QVERIFY2(report.rolls.reason.contains(u"counter"_s), qPrintable(report.rolls.reason));
}

void TestFairness::copiedRollIsCaught()
{
    auto campaign = played(u"copy.reeve"_s);
    Database &db = campaign->database();
    const QList<QVariantMap> rolls = db.select(u"SELECT seq, payload, dice FROM actions WHERE kind = "
                                               "'procedure.resolve' AND dice LIKE '%rolled%' ORDER BY seq"_s);
    QVERIFY(rolls.size() >= 2);
    // The first roll's dice and outcome copied onto the second, ops (its counter) kept.
    QJsonObject payload = Forgery::json(rolls.at(1).value(u"payload"_s));
    payload.insert(u"data"_s, Forgery::json(rolls.at(0).value(u"payload"_s)).value(u"data"_s));
    db.exec(u"UPDATE actions SET payload = ?, dice = ? WHERE seq = ?"_s,
            {Forgery::text(payload), rolls.at(0).value(u"dice"_s), rolls.at(1).value(u"seq"_s)});
    Forgery::rechain(db);
    const FileVerifier::Report report = verify(campaign->path());
    QVERIFY(report.chain.ok);
    QVERIFY(!report.rolls.ok);
    QCOMPARE(report.rolls.firstMismatch, rolls.at(1).value(u"seq"_s).toLongLong());
}

void TestFairness::flippedOutcomeIsCaught()
{
    auto campaign = played(u"flip.reeve"_s);
    Database &db = campaign->database();
    const QVariantMap row
            = db.select(u"SELECT seq, payload FROM actions WHERE kind = 'procedure.resolve' ORDER BY seq LIMIT 1"_s)
                      .value(0);
    QJsonObject payload = Forgery::json(row.value(u"payload"_s));
    QJsonObject data = payload.value(u"data"_s).toObject();
    QJsonObject outcome = data.value(u"outcome"_s).toObject();
    QVERIFY(outcome.value(u"happens"_s).isBool());
    outcome.insert(u"happens"_s, !outcome.value(u"happens"_s).toBool()); // the die kept, the result flipped
    data.insert(u"outcome"_s, outcome);
    payload.insert(u"data"_s, data);
    db.exec(u"UPDATE actions SET payload = ? WHERE seq = ?"_s, {Forgery::text(payload), row.value(u"seq"_s)});
    Forgery::rechain(db);
    const FileVerifier::Report report = verify(campaign->path());
    QVERIFY(report.chain.ok);
    QVERIFY(report.rolls.ok);
    QVERIFY(!report.outcomes.ok);
    QCOMPARE(report.outcomes.firstMismatch, row.value(u"seq"_s).toLongLong());
}

namespace {

/// The second rolled roll of \a db given face \a face (and the outcome that face gives), with \a dice
/// as its dice record: the forger's edit before the chain is recomputed.
qint64 reroll(Database &db, const std::function<void(QJsonObject &dice, int face)> &edit)
{
    const QVariantMap row
            = db.select(u"SELECT seq, payload, dice FROM actions WHERE kind = 'procedure.resolve' "
                        "AND dice LIKE '%rolled%' ORDER BY seq LIMIT 1 OFFSET 1"_s)
                      .value(0);
    QJsonObject payload = Forgery::json(row.value(u"payload"_s));
    const QJsonObject data = payload.value(u"data"_s).toObject();
    const int face = data.value(u"dice"_s).toArray().at(0).toInt() % 100 + 1;
    const Procedure &p = ProcedureRegistry::standard().get(u"dice.chance"_s);
    payload.insert(u"data"_s, ProcedureRunner(CampaignTables::builtIn())
                                      .runEntered(p, data.value(u"inputs"_s).toObject(), {face})
                                      .toJson());
    QJsonObject dice = Forgery::json(row.value(u"dice"_s));
    edit(dice, face);
    db.exec(u"UPDATE actions SET payload = ?, dice = ? WHERE seq = ?"_s,
            {Forgery::text(payload), Forgery::text(dice), row.value(u"seq"_s)});
    Forgery::rechain(db);
    return row.value(u"seq"_s).toLongLong();
}

QJsonArray oneFace(int face)
{
    return {QJsonObject{{u"sides"_s, 100}, {u"face"_s, face}}};
}

} // namespace

void TestFairness::enteredDiceWithACounterAreCaught()
{
    // Relabelled as entered, the counter kept in the record so the counters still run 1, 2, 3...
    auto campaign = played(u"entered-counter.reeve"_s);
    const qint64 seq = reroll(campaign->database(), [](QJsonObject &dice, int face) {
        dice = {{u"source"_s, u"entered"_s},
                {u"counter"_s, dice.value(u"counter"_s)},
                {u"draws"_s, oneFace(face)}};
    });
    const FileVerifier::Report report = verify(campaign->path());
    QVERIFY(report.chain.ok);
    QVERIFY(!report.rolls.ok);
    QCOMPARE(report.rolls.firstMismatch, seq);
    QVERIFY2(report.rolls.reason.contains(u"entered"_s), qPrintable(report.rolls.reason));
}

void TestFairness::rolledDiceWithoutFacesAreCaught()
{
    // The faces taken out of the record: nothing would compare the outcome's die with the seed's.
    auto campaign = played(u"no-faces.reeve"_s);
    const qint64 seq = reroll(campaign->database(), [](QJsonObject &dice, int) { dice.remove(u"draws"_s); });
    const FileVerifier::Report report = verify(campaign->path());
    QVERIFY(!report.rolls.ok);
    QCOMPARE(report.rolls.firstMismatch, seq);
}

void TestFairness::diceUnderAnotherCommitmentAreCaught()
{
    // A commitment no seed matches would leave the forged die "still behind the seed" for ever.
    auto campaign = played(u"other-commitment.reeve"_s);
    const qint64 seq = reroll(campaign->database(), [](QJsonObject &dice, int face) {
        dice.insert(u"draws"_s, oneFace(face));
        dice.insert(u"commitment"_s, QString(64, u'a'));
    });
    const FileVerifier::Report report = verify(campaign->path());
    QVERIFY(!report.rolls.ok);
    QCOMPARE(report.rolls.firstMismatch, seq);
    QVERIFY2(report.rolls.reason.contains(u"in force"_s), qPrintable(report.rolls.reason));
}

void TestFairness::swappedSeedIsCaught()
{
    // A seed of the referee's choosing behind the commitment in force: verify says so, and no roll is
    // made from it.
    const QString file = path(u"swapped.reeve"_s);
    {
        auto campaign = played(u"swapped.reeve"_s);
        Database &db = campaign->database();
        db.exec(u"UPDATE secrets SET value = ? WHERE key = 'seed:' || (SELECT value FROM meta WHERE key = "
                "'seed_commitment')"_s,
                {QString(64, u'b')});
        QVERIFY(!verify(file).rolls.ok);
    }
    QVERIFY_THROWS_EXCEPTION(Failure, Campaign::open(file));
}

QTEST_GUILESS_MAIN(TestFairness)
#include "tst_fairness.moc"
