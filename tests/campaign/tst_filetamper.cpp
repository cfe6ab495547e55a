// Fairness of the file itself (issue 19): a truncated tail, an appended forged action, rewritten
// history, edited state tables, flipped bits and a lost write-ahead log are caught by verify and
// its anchors, even after the forger recomputed the hash chain. Draws and rolls: tst_fairness.

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

class TestFileTamper : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void truncatedTailIsCaughtByAnchor();
    void forgedAppendedActionIsCaught();
    void appendedActionWithoutItsStateIsCaught();
    void rewrittenHistoryIsCaughtByAnchor();
    void editedStateTableIsCaught();
    void flippedBitsAreCaught();
    void writeToDamagedFileIsRefused();
    void deletedWriteAheadLogIsDetected();

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

void TestFileTamper::truncatedTailIsCaughtByAnchor()
{
    // The last actions lost together with their state (an old copy put back, a deleted write-ahead log):
    // the file is consistent in itself, and only the anchor a player kept tells.
    const QString file = path(u"tail.reeve"_s);
    const QString older = path(u"tail-older.reeve"_s);
    HashChain::Anchor kept;
    {
        auto campaign = played(u"tail.reeve"_s);
        campaign->database().exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
        QVERIFY(QFile::copy(file, older));
        resolveChance(*campaign);
        resolveChance(*campaign);
        const HashChain::Head head = HashChain::head(campaign->database());
        kept = {head.seq, head.hash};
    }
    QVERIFY(QFile::remove(file));
    QVERIFY(QFile::copy(older, file));
    QVERIFY(verify(file).ok()); // alone, the shorter file looks sound
    const FileVerifier::Report report = verify(file, {{kept}, {}});
    QVERIFY(!report.ok());
    QVERIFY(!report.chain.ok);
    QVERIFY2(report.chain.reason.contains(u"removed"_s), qPrintable(report.chain.reason));
}

void TestFileTamper::forgedAppendedActionIsCaught()
{
    // A roll added afterwards, with the next counter, its op and the state to match, the chain recomputed.
    auto campaign = played(u"append.reeve"_s);
    Database &db = campaign->database();
    const quint64 counter
            = db.scalar(u"SELECT value FROM meta WHERE key = 'rng_counter'"_s).toString().toULongLong();
    const QByteArray seed = currentSeed(db);
    const int honest = RandomStream(seed, counter + 1).die(100);
    const int face = honest % 100 + 1;
    const Procedure &p = ProcedureRegistry::standard().get(u"dice.chance"_s);
    const ProcedureResult result = ProcedureRunner(CampaignTables::builtIn())
                                           .runEntered(p, ProcedureRunner::parseInputs(p, {u"percent=50"_s}),
                                                       {face});
    const QString commitment = db.scalar(u"SELECT value FROM meta WHERE key = 'seed_commitment'"_s).toString();
    const QJsonObject op{{u"op"_s, u"update"_s},
                         {u"table"_s, u"meta"_s},
                         {u"key"_s, QJsonObject{{u"key"_s, u"rng_counter"_s}}},
                         {u"old"_s, QJsonObject{{u"value"_s, QString::number(counter)}}},
                         {u"new"_s, QJsonObject{{u"value"_s, QString::number(counter + 1)}}},
                         {u"sticky"_s, true}};
    const QJsonObject payload{{u"ops"_s, QJsonArray{op}}, {u"data"_s, result.toJson()}};
    const QJsonObject dice{{u"source"_s, u"rolled"_s},
                           {u"commitment"_s, commitment},
                           {u"counter"_s, QString::number(counter + 1)},
                           {u"draws"_s, QJsonArray{QJsonObject{{u"sides"_s, 100}, {u"face"_s, face}}}}};
    const qint64 seq = campaign->log().lastSeq() + 1;
    db.exec(u"INSERT INTO actions (seq, turn, phase, wall_time, actor, kind, public_text, private_text, "
            u"audience, "
            "audience_side, payload, dice, refers_to, undoable, prev_hash, hash) SELECT ?, turn, phase, "
            "wall_time, "
            "actor, kind, public_text, private_text, audience, audience_side, ?, ?, 0, 1, '', '' FROM "
            "actions "
            "WHERE kind = 'procedure.resolve' ORDER BY seq LIMIT 1"_s,
            {seq, Forgery::text(payload), Forgery::text(dice)});
    db.exec(u"UPDATE meta SET value = ? WHERE key = 'rng_counter'"_s, {QString::number(counter + 1)});
    Forgery::rechain(db);
    QVERIFY(verify(campaign->path()).ok()); // consistent until the seed is revealed...
    FileVerifier::Options options;
    RollVerifier::add(options.secrets, seed, false);
    const FileVerifier::Report report = verify(campaign->path(), options);
    QVERIFY(!report.rolls.ok); // ...which proves the forged die
    QCOMPARE(report.rolls.firstMismatch, seq);
}

void TestFileTamper::appendedActionWithoutItsStateIsCaught()
{
    // An action added to the log afterwards (William's attack raised) whose change the state tables
    // never saw: the chain is recomputed, the replay is not fooled.
    auto campaign = played(u"append-state.reeve"_s);
    Database &db = campaign->database();
    const QVariantMap unit = db.select(u"SELECT id, attributes FROM units"_s).value(0);
    const QString raised = unit.value(u"attributes"_s).toString().replace(u"\"attack\":3"_s, u"\"attack\":9"_s);
    const QJsonObject op{{u"op"_s, u"update"_s},
                         {u"table"_s, u"units"_s},
                         {u"key"_s, QJsonObject{{u"id"_s, unit.value(u"id"_s).toLongLong()}}},
                         {u"old"_s, QJsonObject{{u"attributes"_s, unit.value(u"attributes"_s).toString()}}},
                         {u"new"_s, QJsonObject{{u"attributes"_s, raised}}}};
    const qint64 seq = campaign->log().lastSeq() + 1;
    db.exec(u"INSERT INTO actions (seq, turn, phase, wall_time, actor, kind, public_text, private_text, "
            u"audience, "
            "audience_side, payload, dice, refers_to, undoable, prev_hash, hash) SELECT ?, turn, phase, "
            "wall_time, "
            "actor, 'unit.edit', 'William edited', '', 'public', 0, ?, '', 0, 1, '', '' FROM actions WHERE seq = 1"_s,
            {seq, Forgery::text(QJsonObject{{u"ops"_s, QJsonArray{op}}})});
    Forgery::rechain(db);
    const FileVerifier::Report report = verify(campaign->path());
    QVERIFY(report.chain.ok);
    QCOMPARE(report.chain.checked, seq);
    QVERIFY(!report.state.same);
    QCOMPARE(report.state.table, u"units"_s);
}

void TestFileTamper::rewrittenHistoryIsCaughtByAnchor()
{
    auto campaign = played(u"rewrite.reeve"_s);
    Database &db = campaign->database();
    const HashChain::Head head = HashChain::head(db); // printed on last season's report
    db.exec(u"UPDATE actions SET public_text = 'Normans drew 4 markers' WHERE public_text = 'Normans drew 5 markers'"_s);
    Forgery::rechain(db);
    QVERIFY(verify(campaign->path()).ok()); // a recomputed chain is a valid chain
    const FileVerifier::Report report = verify(campaign->path(), {{{head.seq, head.hash}}, {}});
    QVERIFY(!report.ok());
    QCOMPARE(report.chain.firstBroken, head.seq);
}

void TestFileTamper::editedStateTableIsCaught()
{
    auto campaign = played(u"state.reeve"_s);
    Database &db = campaign->database();
    db.exec(u"UPDATE units SET attributes = replace(attributes, '\"attack\":3', '\"attack\":5')"_s);
    QVERIFY(db.scalar(u"SELECT attributes FROM units"_s).toString().contains(u"\"attack\":5"_s));
    const FileVerifier::Report report = verify(campaign->path());
    QVERIFY(report.chain.ok);
    QVERIFY(!report.state.same);
    QCOMPARE(report.state.table, u"units"_s);
}

void TestFileTamper::flippedBitsAreCaught()
{
    const QString file = path(u"bits.reeve"_s);
    played(u"bits.reeve"_s).reset(); // closed: everything checkpointed into the file
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QByteArray bytes = f.readAll();
    // Five bits: three inside logged texts, two in the header of the second page (a b-tree page).
    QList<qsizetype> texts;
    for (qsizetype at = bytes.indexOf("drew 5 markers"); at >= 0; at = bytes.indexOf("drew 5 markers", at + 1))
        texts << at;
    QVERIFY(!texts.isEmpty());
    for (int i = 0; i < 3; ++i) {
        const qsizetype at = texts.at(i % texts.size()) + 2 * i;
        bytes[at] = char(bytes.at(at) ^ (1 << i));
    }
    const int pageSize = (quint8(bytes.at(16)) << 8) | quint8(bytes.at(17));
    bytes[pageSize + 3] = char(bytes.at(pageSize + 3) ^ 0x10);
    bytes[pageSize + 5] = char(bytes.at(pageSize + 5) ^ 0x04);
    f.seek(0);
    f.write(bytes);
    f.close();
    const FileVerifier::Report report = verify(file);
    QVERIFY(!report.ok());
    // SQLite's own check finds the damaged page (the chain alone would see fewer or unreadable rows).
    QVERIFY2(!report.integrity.isEmpty() || !report.failure.isEmpty(), qPrintable(report.lines().join(u'\n')));
}

void TestFileTamper::writeToDamagedFileIsRefused()
{
    const QString file = path(u"refuse.reeve"_s);
    played(u"refuse.reeve"_s).reset();
    {
        auto campaign = Campaign::open(file); // a writable open keeps a backup before its first write
        CampaignEditor(*campaign).addSide(u"Bretons"_s);
    }
    {
        Database db(file, Database::Mode::ReadWrite);
        db.exec(u"UPDATE actions SET public_text = 'nothing happened' WHERE seq = 4"_s);
    }
    try {
        Campaign::open(file);
        QFAIL("a write to a file with a broken chain went ahead");
    } catch (const Failure &failure) {
        QCOMPARE(failure.exitCode(), 4);
        const QRegularExpressionMatch backup = QRegularExpression(u"cp \"([^\"]+)\""_s)
                                                       .match(failure.message());
        QVERIFY2(backup.hasMatch(), qPrintable(failure.message()));
        QVERIFY(QFile::exists(backup.captured(1)));
        QVERIFY(verify(backup.captured(1)).ok());
    }
    Campaign::open(file, CampaignFile::Access::ReadOnly).reset(); // reading still works
}

void TestFileTamper::deletedWriteAheadLogIsDetected()
{
    // A writer that stopped with committed actions in its write-ahead log: copying the files while it
    // holds them open gives what a crash leaves. Without the -wal, the -shm index still tells.
    auto campaign = played(u"wal.reeve"_s);
    campaign->database().exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
    resolveChance(*campaign);
    resolveChance(*campaign);
    const QString file = campaign->path();
    QVERIFY(QFile::exists(file + u"-wal"_s) && QFile::exists(file + u"-shm"_s));
    const QString crashed = path(u"crashed.reeve"_s);
    for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s})
        QVERIFY(QFile::copy(file + suffix, crashed + suffix));
    const QString lost = path(u"lost.reeve"_s);
    for (const QString &suffix : {QString(), u"-shm"_s})
        QVERIFY(QFile::copy(file + suffix, lost + suffix));
    QVERIFY(!FileCheck::lostWriteAheadLog(lost).isEmpty());
    QVERIFY(FileCheck::lostWriteAheadLog(crashed).isEmpty());
    const FileVerifier::Report report = verify(lost);
    QVERIFY(!report.ok());
    QVERIFY2(report.lostLog.contains(u"-wal"_s), qPrintable(report.lostLog));
    QVERIFY_THROWS_EXCEPTION(Failure, Campaign::open(lost));
    const FileVerifier::Report recovered = verify(crashed);
    QVERIFY2(recovered.ok(), qPrintable(recovered.lines().join(u'\n')));
}

QTEST_GUILESS_MAIN(TestFileTamper)
#include "tst_filetamper.moc"
