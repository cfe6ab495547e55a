// The campaign file: forward migration, the single-writer lock, rolling backups,
// and bad files refused with a clear message and left untouched.
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
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

private:
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

QTEST_GUILESS_MAIN(TestCampaignFile)
#include "tst_campaignfile.moc"
