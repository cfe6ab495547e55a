// The campaign file: forward migration, the single-writer lock, rolling backups,
// and bad files refused with a clear message and left untouched.
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/fileverifier.h"
#include "ledger/ledger.h"
#include "storage/backuprotation.h"
#include "storage/campaignfile.h"
#include "storage/database.h"
#include "storage/schema.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestCampaignFile : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void version1FileOpensAfterMigration();
    void secondWriterIsRefused();
    void emptyLockOfACrashDoesNotBlock();
    void readOnlyCannotWrite();
    void badFilesAreRefusedAndUntouched_data();
    void badFilesAreRefusedAndUntouched();
    void truncatedFileIsRefused();
    void newerSchemaIsRefused();
    void rollingBackupsKeepFive();
    void backupOnlyBeforeTheFirstWrite();
    void rotationKeepsOneADayForAWeek();
    void rotationRunsInTheFolder();
    void damagedFileIsNotBackedUp();
    void damageMessagesNameABackupThatExists();
    void newerFileIsLeftByteForByte();
    void staleLockOfADeadProcessIsTakenAtOnce();
    void foreignWriteAheadLogIsRefused();

private:
    QStringList backups(const QString &file)
    {
        return QDir(CampaignFile::backupFolder(file)).entryList({u"*.reeve"_s}, QDir::Files, QDir::Name);
    }
    QByteArray digest(const QString &file) { return QCryptographicHash::hash(bytes(file), QCryptographicHash::Sha256); }
    QTemporaryDir m_dir;
    QString path(const QString &name) { return m_dir.filePath(name); }
    QByteArray bytes(const QString &file)
    {
        QFile f(file);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }
};

void TestCampaignFile::version1FileOpensAfterMigration()
{
    const QString file = path(u"v1.reeve"_s);
    {
        // Write a campaign exactly as schema version 1 defined it, with one side.
        Database db(file, Database::Mode::ReadWrite);
        Schema::migrate(db, 1);
        QCOMPARE(Schema::version(db), 1);
        db.exec(u"INSERT INTO meta (key, value) VALUES ('game', '1066'), ('name', 'Old')"_s);
        db.exec(u"INSERT INTO clock (id, turn, year, period, phase, active_side) VALUES (1, 1, 1066, 'January', 'Initiative', 0)"_s);
        db.exec(u"INSERT INTO sides (id, name, colour) VALUES (1, 'Normans', '#1f4e9c')"_s);
        db.exec(u"INSERT INTO accounts (side_id, currency, balance) VALUES (1, 'gold', 3)"_s);
    }
    QVERIFY_THROWS_EXCEPTION(Failure, Campaign::open(file, CampaignFile::Access::ReadOnly));
    auto campaign = Campaign::open(file);
    QCOMPARE(Schema::version(campaign->database()), Schema::currentVersion());
    CampaignReader reader(campaign->database());
    QCOMPARE(reader.sides().size(), 1);
    QCOMPARE(reader.account(1).balance, 3);
    // Tables of later versions exist and work.
    CampaignEditor(*campaign).addSide(u"Vikings"_s);
    QCOMPARE(campaign->database().scalar(u"SELECT count(*) FROM table_overrides"_s).toInt(), 0);
}

void TestCampaignFile::secondWriterIsRefused()
{
    const QString file = path(u"locked.reeve"_s);
    auto first = Campaign::create(file, u"sas"_s);
    try {
        Campaign::open(file);
        QFAIL("a second writer was allowed");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QCOMPARE(failure.detail().value(u"kind"_s).toString(), u"locked"_s);
        QVERIFY(failure.message().contains(u"read-only"_s));
    }
    auto reader = Campaign::open(file, CampaignFile::Access::ReadOnly);
    QVERIFY(reader->isReadOnly());
    first.reset();
    auto second = Campaign::open(file); // the lock is released with the first campaign
    QVERIFY(!second->isReadOnly());
}

void TestCampaignFile::emptyLockOfACrashDoesNotBlock()
{
    // A writer killed between creating its lock file and writing its process id into it leaves
    // an empty lock: it names no live process, so the next writer takes it over instead of
    // refusing the campaign for ever (the kill test met this once in a few dozen runs).
    const QString file = path(u"emptylock.reeve"_s);
    Campaign::create(file, u"1066"_s);
    QFile lock(file + u".lock"_s);
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.close();
    auto campaign = Campaign::open(file);
    QVERIFY(!campaign->isReadOnly());
    // A lock that names a live process still refuses a second writer.
    QVERIFY_THROWS_EXCEPTION(Failure, Campaign::open(file));
}

void TestCampaignFile::readOnlyCannotWrite()
{
    const QString file = path(u"ro.reeve"_s);
    Campaign::create(file, u"dba"_s);
    auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
    QVERIFY_THROWS_EXCEPTION(Failure, CampaignEditor(*campaign).addSide(u"Wessex"_s));
}

void TestCampaignFile::badFilesAreRefusedAndUntouched_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << QByteArray() << u"empty"_s;
    QTest::newRow("text") << QByteArray("This is not a campaign\n") << u"not a Reeve campaign"_s;
    QTest::newRow("random") << QByteArray(4096, '\x5a') << u"not a Reeve campaign"_s;
}

void TestCampaignFile::badFilesAreRefusedAndUntouched()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    const QString file = path(u"bad-%1.reeve"_s.arg(QString::fromLatin1(QTest::currentDataTag())));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    try {
        Campaign::open(file);
        QFAIL("a bad file was opened");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QVERIFY2(failure.message().contains(expected), qPrintable(failure.message()));
        QVERIFY(failure.message().contains(file));
    }
    QCOMPARE(bytes(file), content);
    QVERIFY(!QFile::exists(file + u"-wal"_s));
}

void TestCampaignFile::truncatedFileIsRefused()
{
    const QString file = path(u"whole.reeve"_s);
    {
        auto campaign = Campaign::create(file, u"1066"_s);
        CampaignEditor editor(*campaign);
        for (int i = 0; i < 200; ++i)
            editor.addLocation(u"L%1"_s.arg(i), u"Location with a long name number %1"_s.arg(i), u"square"_s);
        campaign->database().exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
    }
    QByteArray whole = bytes(file);
    QVERIFY(whole.size() > 8192);
    const QString cut = path(u"cut.reeve"_s);
    {
        QFile f(cut);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(whole.left(whole.size() / 2));
    }
    const QByteArray before = bytes(cut);
    try {
        Campaign::open(cut);
        QFAIL("a truncated file was opened");
    } catch (const Failure &failure) {
        QVERIFY2(failure.message().contains(u"truncated"_s), qPrintable(failure.message()));
    }
    QCOMPARE(bytes(cut), before);
}

void TestCampaignFile::newerSchemaIsRefused()
{
    const QString file = path(u"future.reeve"_s);
    Campaign::create(file, u"britain"_s);
    {
        Database db(file, Database::Mode::ReadWrite);
        db.exec(u"UPDATE schema_meta SET version = 999"_s);
    }
    try {
        Campaign::open(file);
        QFAIL("a file from a newer Reeve was opened");
    } catch (const Failure &failure) {
        QVERIFY2(failure.message().contains(u"newer"_s), qPrintable(failure.message()));
    }
}

void TestCampaignFile::rollingBackupsKeepFive()
{
    const QString file = path(u"backed.reeve"_s);
    Campaign::create(file, u"charlemagne"_s);
    for (int i = 0; i < 7; ++i) {
        auto campaign = Campaign::open(file);
        CampaignEditor(*campaign).addSide(u"Side %1"_s.arg(i));
        QTest::qWait(2); // distinct timestamps
    }
    const QDir backups(CampaignFile::backupFolder(file));
    const QStringList files = backups.entryList({u"*.reeve"_s}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), CampaignFile::kBackupsKept);
    // The newest backup is a readable campaign holding the state before the last open's edit.
    auto restored = Campaign::open(backups.filePath(files.last()), CampaignFile::Access::ReadOnly);
    QCOMPARE(CampaignReader(restored->database()).sides().size(), 6);
}

void TestCampaignFile::backupOnlyBeforeTheFirstWrite()
{
    const QString file = path(u"lazy.reeve"_s);
    {
        auto campaign = Campaign::create(file, u"1066"_s);
        CampaignEditor(*campaign).addSide(u"Normans"_s);
    }
    QCOMPARE(backups(file).size(), 0); // a new file has nothing to keep yet
    Campaign::open(file).reset();
    QCOMPARE(backups(file).size(), 0); // an open that writes nothing keeps no copy
    {
        // A refused command rolls back: no copy either (1066 §9.4, no deficit spending).
        auto campaign = Campaign::open(file);
        QVERIFY_THROWS_EXCEPTION(Failure, Ledger(*campaign).debit(1, 5, LedgerCategory::Purchase, u"ships"_s));
    }
    QCOMPARE(backups(file).size(), 0);
    {
        auto campaign = Campaign::open(file);
        CampaignEditor(*campaign).addSide(u"Saxons"_s);
        QCOMPARE(backups(file).size(), 1); // made before the first write committed
        CampaignEditor(*campaign).addSide(u"Vikings"_s);
        QCOMPARE(backups(file).size(), 1); // once per opening, not per write
    }
    // The copy holds the file as it was before that opening's first write.
    auto copy = Campaign::open(CampaignFile::backupFolder(file) + u'/' + backups(file).first(),
                               CampaignFile::Access::ReadOnly);
    QCOMPARE(CampaignReader(copy->database()).sides().size(), 1);
}

void TestCampaignFile::rotationKeepsOneADayForAWeek()
{
    // Ten days of play, three backups a day (morning, noon, evening), plus a second backup in one
    // millisecond on the last day.
    QStringList names;
    for (int day = 1; day <= 10; ++day) {
        for (const char *time : {"080000000", "120000000", "200000000"})
            names << u"202611%1-%2.reeve"_s.arg(day, 2, 10, QChar(u'0')).arg(QLatin1String(time));
    }
    names << u"20261110-200000000-2.reeve"_s << u"notes.txt"_s << u"my copy.reeve"_s;
    const QStringList removed = BackupRotation::toRemove(names);
    QStringList kept;
    for (const QString &name : std::as_const(names)) {
        if (!removed.contains(name) && BackupRotation::isBackupName(name))
            kept << name;
    }
    kept.sort();
    // The five newest: 10th 20:00-2, 20:00, 12:00, 08:00, 9th 20:00; then the newest of each of the seven
    // most recent days (10th..4th): the 9th's and 10th's are among the five already.
    const QStringList expected{u"20261104-200000000.reeve"_s, u"20261105-200000000.reeve"_s,
                               u"20261106-200000000.reeve"_s, u"20261107-200000000.reeve"_s,
                               u"20261108-200000000.reeve"_s, u"20261109-200000000.reeve"_s,
                               u"20261110-080000000.reeve"_s, u"20261110-120000000.reeve"_s,
                               u"20261110-200000000-2.reeve"_s, u"20261110-200000000.reeve"_s};
    QCOMPARE(kept, expected);
    QVERIFY(!removed.contains(u"notes.txt"_s));
    QVERIFY(!removed.contains(u"my copy.reeve"_s)); // not a name Reeve made: never removed
}

void TestCampaignFile::rotationRunsInTheFolder()
{
    const QString file = path(u"rotated.reeve"_s);
    Campaign::create(file, u"dba"_s);
    const QDir folder(CampaignFile::backupFolder(file));
    QVERIFY(QDir().mkpath(folder.path()));
    // Seven old backups on seven days of last month, and a half-made copy of a writer killed while copying.
    for (int day = 1; day <= 7; ++day) {
        QFile old(folder.filePath(u"202610%1-100000000.reeve"_s.arg(day, 2, 10, QChar(u'0'))));
        QVERIFY(old.open(QIODevice::WriteOnly));
    }
    QFile part(folder.filePath(u"20261008-100000000.reeve.part"_s));
    QVERIFY(part.open(QIODevice::WriteOnly));
    part.close();
    {
        auto campaign = Campaign::open(file);
        CampaignEditor(*campaign).addSide(u"Wessex"_s);
    }
    // Kept: today's, and the newest of the six days before it that had one: the 2nd to the 7th.
    const QStringList kept = backups(file);
    QCOMPARE(kept.size(), 7);
    QVERIFY(!kept.contains(u"20261001-100000000.reeve"_s));
    QVERIFY(kept.contains(u"20261002-100000000.reeve"_s));
    QVERIFY(!QFile::exists(part.fileName()));
}

void TestCampaignFile::damagedFileIsNotBackedUp()
{
    const QString file = path(u"broken.reeve"_s);
    {
        auto campaign = Campaign::create(file, u"sas"_s);
        CampaignEditor(*campaign).addSide(u"France"_s);
    }
    {
        Database db(file, Database::Mode::ReadWrite);
        db.exec(u"UPDATE actions SET public_text = 'nothing happened' WHERE seq = 3"_s);
    }
    const QByteArray before = digest(file);
    QVERIFY_THROWS_EXCEPTION(Failure, Campaign::open(file));
    QCOMPARE(backups(file).size(), 0);
    QCOMPARE(digest(file), before);
}

void TestCampaignFile::damageMessagesNameABackupThatExists()
{
    const QString file = path(u"restorable.reeve"_s);
    {
        auto campaign = Campaign::create(file, u"1066"_s);
        CampaignEditor editor(*campaign);
        for (int i = 0; i < 200; ++i)
            editor.addLocation(u"L%1"_s.arg(i), u"Location with a long name number %1"_s.arg(i), u"square"_s);
    }
    {
        auto campaign = Campaign::open(file);
        CampaignEditor(*campaign).addSide(u"Normans"_s); // keeps a backup
        campaign->database().exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
    }
    QCOMPARE(backups(file).size(), 1);
    const QString backup = CampaignFile::backupFolder(file) + u'/' + backups(file).first();
    const QByteArray whole = bytes(file);
    const auto damage = [&](const QByteArray &content) {
        QFile::remove(file + u"-wal"_s);
        QFile::remove(file + u"-shm"_s);
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
    };
    const auto namesBackup = [&](const char *what) {
        try {
            Campaign::open(file);
            QFAIL(what);
        } catch (const Failure &failure) {
            QVERIFY2(failure.message().contains(u"cp \""_s + backup + u'"'), qPrintable(failure.message()));
        }
    };
    damage(whole.left(whole.size() / 2));
    namesBackup("a truncated file was opened");
    damage(QByteArray(8192, 'x'));
    namesBackup("an overwritten file was opened");
    QVERIFY(QFile::exists(backup));
}

void TestCampaignFile::newerFileIsLeftByteForByte()
{
    // A file as a newer Reeve might leave it: a later schema, and not in WAL mode.
    const QString file = path(u"newer.reeve"_s);
    Campaign::create(file, u"britain"_s);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"newer"_s);
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"UPDATE schema_meta SET version = 999"_s));
        QVERIFY(q.exec(u"PRAGMA journal_mode=DELETE"_s));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(u"newer"_s);
    QVERIFY(!QFile::exists(file + u"-wal"_s));
    const QByteArray before = digest(file);
    QCOMPARE(bytes(file).at(18), char(1)); // the header's "legacy journal" mark, not WAL's 2
    for (const auto access : {CampaignFile::Access::ReadWrite, CampaignFile::Access::ReadOnly}) {
        try {
            Campaign::open(file, access);
            QFAIL("a file from a newer Reeve was opened");
        } catch (const Failure &failure) {
            QCOMPARE(failure.exitCode(), 2);
            QVERIFY2(failure.message().contains(u"newer Reeve (schema 999"_s), qPrintable(failure.message()));
        }
        QCOMPARE(digest(file), before);
        QVERIFY(!QFile::exists(file + u"-wal"_s));
        QVERIFY(!QFile::exists(file + u".lock"_s));
        QCOMPARE(backups(file).size(), 0);
    }
    // verify says the same with exit 2 (a file it cannot read, not a failed check), and leaves it too.
    try {
        FileVerifier::verify(file);
        QFAIL("a file from a newer Reeve was verified");
    } catch (const Failure &failure) {
        QCOMPARE(failure.exitCode(), 2);
    }
    QCOMPARE(digest(file), before);
}

void TestCampaignFile::staleLockOfADeadProcessIsTakenAtOnce()
{
    const QString file = path(u"stale.reeve"_s);
    Campaign::create(file, u"1066"_s);
    // The lock a killed writer leaves: its process id, its name and this host, in QLockFile's format.
    QProcess dead;
    dead.start(u"true"_s);
    QVERIFY(dead.waitForStarted());
    const qint64 pid = dead.processId();
    QVERIFY(dead.waitForFinished());
    QFile lock(file + u".lock"_s);
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write(QByteArray::number(pid) + "\nreeve-cli\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    lock.close();
    QElapsedTimer timer;
    timer.start();
    auto campaign = Campaign::open(file);
    QVERIFY(!campaign->isReadOnly());
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
}

// Issue 19: the -wal of another copy of the campaign put beside a good copy. SQLite would apply it and
// the first writer to close would copy it into the file for good; Reeve refuses before that, and a log
// that does fit (the file copied while checkpointed, the log written after) still opens.
void TestCampaignFile::foreignWriteAheadLogIsRefused()
{
    const QString live = path(u"live.reeve"_s);
    const QString older = path(u"older.reeve"_s);
    const QString fitting = path(u"fitting.reeve"_s);
    {
        auto campaign = Campaign::create(live, u"1066"_s);
        CampaignEditor(*campaign).addLocation(u"A1"_s, u"First"_s, u"square"_s);
    }
    QVERIFY(QFile::copy(live, older)); // the file as it was then: an older copy
    {
        auto campaign = Campaign::open(live);
        CampaignEditor editor(*campaign);
        for (int i = 0; i < 150; ++i)
            editor.addLocation(u"B%1"_s.arg(i), u"Location with a long name number %1"_s.arg(i), u"square"_s);
    } // closed: all of it checkpointed into the file
    QVERIFY(QFile::copy(live, fitting));
    {
        auto campaign = Campaign::open(live);
        CampaignEditor editor(*campaign);
        for (int i = 0; i < 5; ++i)
            editor.addLocation(u"C%1"_s.arg(i), u"Later %1"_s.arg(i), u"square"_s);
        // The log as a crash would leave it, with the writer still open.
        QVERIFY(QFile::copy(live + u"-wal"_s, older + u"-wal"_s));
        QVERIFY(QFile::copy(live + u"-wal"_s, fitting + u"-wal"_s));
    }
    const QByteArray olderBytes = bytes(older);
    const QByteArray logBytes = bytes(older + u"-wal"_s);
    QVERIFY(logBytes.size() > 32);
    try {
        Campaign::open(older);
        QFAIL("a file with another copy's write-ahead log was opened for writing");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QCOMPARE(failure.detail().value(u"kind"_s).toString(), u"foreign-wal"_s);
        QVERIFY2(failure.message().contains(u"does not fit"_s), qPrintable(failure.message()));
        QVERIFY(failure.message().contains(u"older.reeve-wal"_s));
    }
    QCOMPARE(bytes(older), olderBytes); // nothing copied into the file
    QCOMPARE(bytes(older + u"-wal"_s), logBytes);
    // Moved away, as the message says: the file opens as it was.
    QVERIFY(QFile::remove(older + u"-wal"_s));
    QFile::remove(older + u"-shm"_s);
    {
        auto campaign = Campaign::open(older);
        QCOMPARE(CampaignReader(campaign->database()).locations().size(), qsizetype(1));
    }
    // The log that belongs: the actions in it are there.
    auto campaign = Campaign::open(fitting);
    QCOMPARE(CampaignReader(campaign->database()).locations().size(), qsizetype(156));
}

QTEST_GUILESS_MAIN(TestCampaignFile)
#include "tst_campaignfile.moc"
