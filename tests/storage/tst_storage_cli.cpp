// The campaign file as reeve-cli meets it on disk: a read-only file or folder is refused for
// writing with a clear message while every command that only reads still works, and nothing
// beside the file changes.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

} // namespace

class TestStorageCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void readOnlyCampaign_data();
    void readOnlyCampaign();
    void failedVerifyNamesAVerifiedBackup();

private:
    // Permissions bind nobody running as root, so there the commands run as the user "nobody".
    Run cli(const QStringList &args)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
        process.setProcessEnvironment(env);
        if (geteuid() == 0)
            process.start(u"setpriv"_s, QStringList{u"--reuid=65534"_s, u"--regid=65534"_s, u"--clear-groups"_s,
                                                    QString::fromUtf8(REEVE_CLI)}
                                                + args);
        else
            process.start(QString::fromUtf8(REEVE_CLI), args);
        process.waitForFinished(60000);
        return Run{process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
    }
    Run asOwner(const QStringList &args)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"owner"_s));
        process.setProcessEnvironment(env);
        process.start(QString::fromUtf8(REEVE_CLI), args);
        process.waitForFinished(60000);
        return Run{process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
    }
    static QByteArray digest(const QString &file)
    {
        QFile f(file);
        f.open(QIODevice::ReadOnly);
        return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
    }

    QTemporaryDir m_dir;
    QString m_played;
};

void TestStorageCli::initTestCase()
{
    if (geteuid() == 0 && QStandardPaths::findExecutable(u"setpriv"_s).isEmpty())
        QSKIP("running as root without setpriv: file permissions cannot be tried");
    // Everyone may pass through the test's folder and write its data folder and output folder.
    QFile::setPermissions(m_dir.path(), QFileDevice::Permissions(0x7777));
    for (const QString &name : {u"data"_s, u"out"_s}) {
        QVERIFY(QDir(m_dir.path()).mkpath(name));
        QFile::setPermissions(m_dir.filePath(name), QFileDevice::Permissions(0x7777));
    }
    m_played = m_dir.filePath(u"played.reeve"_s);
    QCOMPARE(asOwner({u"new"_s, u"1066"_s, m_played}).code, 0);
    QCOMPARE(asOwner({u"side"_s, m_played, u"add"_s, u"Normans"_s}).code, 0);
    QCOMPARE(asOwner({u"ledger"_s, m_played, u"credit"_s, u"Normans"_s, u"12"_s}).code, 0);
}

void TestStorageCli::readOnlyCampaign_data()
{
    QTest::addColumn<bool>("fileWritable");
    QTest::addColumn<bool>("folderWritable");
    QTest::addColumn<QString>("reason");
    QTest::newRow("read-only file in a read-only folder") << false << false << u"the file is read-only"_s;
    QTest::newRow("read-only file") << false << true << u"the file is read-only"_s;
    QTest::newRow("writable file in a read-only folder") << true << false << u"is read-only (Reeve keeps"_s;
}

void TestStorageCli::readOnlyCampaign()
{
    QFETCH(bool, fileWritable);
    QFETCH(bool, folderWritable);
    QFETCH(QString, reason);
    const QString folder = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'));
    QVERIFY(QDir().mkpath(folder));
    const QString file = folder + u"/campaign.reeve"_s;
    QVERIFY(QFile::copy(m_played, file));
    QFile::setPermissions(file, fileWritable ? QFileDevice::Permissions(0x6666) : QFileDevice::Permissions(0x4444));
    QFile::setPermissions(folder, folderWritable ? QFileDevice::Permissions(0x7777) : QFileDevice::Permissions(0x5555));
    const QByteArray before = digest(file);
    const QString out = m_dir.filePath(u"out/report.csv"_s);
    const QList<QStringList> reading{
            {u"log"_s, file},
            {u"verify"_s, file},
            {u"ledger"_s, file, u"balance"_s},
            {u"side"_s, file, u"list"_s},
            {u"report"_s, file, u"--from"_s, u"1"_s, u"--to"_s, u"1"_s, u"--audience"_s, u"public"_s, u"--format"_s,
             u"csv"_s, u"--out"_s, out},
    };
    for (const QStringList &args : reading) {
        const Run run = cli(args);
        QVERIFY2(run.code == 0, qPrintable(args.join(u' ') + u": "_s + QString::fromUtf8(run.err)));
    }
    const Run write = cli({u"side"_s, file, u"add"_s, u"Saxons"_s});
    QCOMPARE(write.code, 2);
    const QString message = QString::fromUtf8(write.err);
    QVERIFY2(message.contains(u"cannot be written"_s) && message.contains(reason), qPrintable(message));
    QVERIFY(message.contains(u"still work"_s));
    QCOMPARE(digest(file), before);
    QFile::setPermissions(folder, QFileDevice::Permissions(0x7777));
    if (!folderWritable) // nothing was made beside the file: no lock, no -wal, no -shm
        QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{u"campaign.reeve"_s});
}

void TestStorageCli::failedVerifyNamesAVerifiedBackup()
{
    // A unit's attack value changed behind Reeve's back passes the quick checks but not verify: verify
    // names the backup to restore, one that passes verify itself and exists.
    const QString file = m_dir.filePath(u"edited.reeve"_s);
    QVERIFY(QFile::copy(m_played, file));
    QCOMPARE(asOwner({u"unit"_s, file, u"add"_s, u"Normans"_s, u"huscarl"_s, u"attack=3"_s}).code, 0);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"edit"_s);
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"UPDATE units SET attributes = '{\"attack\":9}'"_s));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(u"edit"_s);
    const Run run = asOwner({u"verify"_s, file});
    QCOMPARE(run.code, 4);
    const QRegularExpressionMatch backup
            = QRegularExpression(u"passes verify is (.+); to restore it.* cp \"([^\"]+)\""_s)
                      .match(QString::fromUtf8(run.err));
    QVERIFY2(backup.hasMatch(), run.err.constData());
    QVERIFY(QFile::exists(backup.captured(2)));
    QCOMPARE(asOwner({u"verify"_s, backup.captured(2)}).code, 0);
    const Run json = asOwner({u"verify"_s, file, u"--json"_s});
    QVERIFY(QJsonDocument::fromJson(json.out).object().value(u"restore"_s).toString().contains(backup.captured(2)));
}

QTEST_GUILESS_MAIN(TestStorageCli)
#include "tst_storage_cli.moc"
