// The campaign file's SQLite application id ("REEV", Schema::kApplicationId): a new campaign has it
// in its header at byte 68, where the desktop's MIME magic looks (packaging/org.reeve.Reeve.mime.xml);
// an older campaign gets it with its next write, never from a read-only open, and a file that fails
// the open checks is left as it was. `verify` passes on a stamped file.
#include <QCryptographicHash>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/fileverifier.h"
#include "storage/campaignfile.h"
#include "storage/database.h"
#include "storage/schema.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestApplicationId : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void newCampaignCarriesTheId();
    void olderCampaignGetsItAtItsNextWrite();
    void refusedFilesAreNotStamped_data();
    void refusedFilesAreNotStamped();

private:
    QString path(const QString &name) { return m_dir.filePath(name); }
    static QByteArray bytes(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static QByteArray digest(const QString &file)
    {
        return QCryptographicHash::hash(bytes(file), QCryptographicHash::Sha256);
    }
    /// The id as SQLite reports it, read through a read-only connection.
    static int storedId(const QString &file)
    {
        Database db(file, Database::Mode::ReadOnly);
        return db.scalar(u"PRAGMA application_id"_s).toInt();
    }
    /// A campaign as a Reeve before the application id wrote it: the id cleared again.
    void makeOlder(const QString &file)
    {
        Database db(file, Database::Mode::ReadWrite);
        db.exec(u"PRAGMA application_id = 0"_s);
    }
    QTemporaryDir m_dir;
};

void TestApplicationId::newCampaignCarriesTheId()
{
    const QString file = path(u"new.reeve"_s);
    {
        auto campaign = Campaign::create(file, u"1066"_s, u"New"_s);
        CampaignEditor(*campaign).addSide(u"Normans"_s);
    } // closed: the write-ahead log is checkpointed into the file
    QCOMPARE(Schema::kApplicationId, 0x52454556);
    QCOMPARE(storedId(file), Schema::kApplicationId);

    // What a file manager's magic reads: the SQLite header, then "REEV" big-endian at byte 68.
    const QByteArray header = bytes(file).left(100);
    QVERIFY(header.startsWith(QByteArrayLiteral("SQLite format 3\0")));
    QCOMPARE(header.mid(68, 4), QByteArrayLiteral("REEV"));

    const FileVerifier::Report report = FileVerifier::verify(file);
    QVERIFY2(report.ok(), qPrintable(report.lines().join(u'\n')));
}

void TestApplicationId::olderCampaignGetsItAtItsNextWrite()
{
    const QString file = path(u"older.reeve"_s);
    Campaign::create(file, u"sas"_s, u"Older"_s);
    makeOlder(file);
    QCOMPARE(storedId(file), 0);
    const QByteArray before = digest(file);

    // A read-only open, and a writable open that writes nothing, leave the file as it was.
    Campaign::open(file, CampaignFile::Access::ReadOnly);
    QCOMPARE(digest(file), before);
    Campaign::open(file);
    QCOMPARE(storedId(file), 0);

    {
        auto campaign = Campaign::open(file);
        CampaignEditor(*campaign).addSide(u"Danes"_s);
    }
    QCOMPARE(storedId(file), Schema::kApplicationId);
    QCOMPARE(bytes(file).mid(68, 4), QByteArrayLiteral("REEV"));
    const FileVerifier::Report report = FileVerifier::verify(file);
    QVERIFY2(report.ok(), qPrintable(report.lines().join(u'\n')));
}

void TestApplicationId::refusedFilesAreNotStamped_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("other SQLite database") << u"foreign"_s;
    QTest::newRow("newer schema") << u"newer"_s;
}

void TestApplicationId::refusedFilesAreNotStamped()
{
    QFETCH(QString, kind);
    const QString file = path(kind + u".reeve"_s);
    if (kind == u"foreign"_s) {
        Database db(file, Database::Mode::ReadWrite);
        db.exec(u"CREATE TABLE notes (text TEXT)"_s);
    } else {
        Campaign::create(file, u"1066"_s);
        makeOlder(file);
        Database db(file, Database::Mode::ReadWrite);
        db.exec(u"UPDATE schema_meta SET version = ?"_s, {Schema::currentVersion() + 1});
    }
    const QByteArray before = digest(file);
    QVERIFY_THROWS_EXCEPTION(Failure, Campaign::open(file));
    QCOMPARE(digest(file), before);
    QCOMPARE(storedId(file), 0);
}

QTEST_GUILESS_MAIN(TestApplicationId)
#include "tst_applicationid.moc"
