// `reeve-cli step FILE ... --check` on a campaign nobody may write (docs/ARCHITECTURE.md, "Steps"):
// the check works the step out on a copy, says whether it would apply or what the rules refuse,
// and leaves the file byte for byte as it was; applying is still refused. Permissions bind nobody
// running as root, so there the commands run as the user "nobody" (through setpriv).
#include <unistd.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestStepsReadOnly : public QObject
{
    Q_OBJECT
private slots:
    void checkOnAReadOnlyCampaign();

private:
    struct Run
    {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };
    Run cli(const QStringList &args, bool asNobody)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(asNobody ? u"data"_s : u"owner"_s));
        process.setProcessEnvironment(env);
        if (asNobody && geteuid() == 0)
            process.start(u"setpriv"_s, QStringList{u"--reuid=65534"_s, u"--regid=65534"_s,
                                                    u"--clear-groups"_s, QString::fromUtf8(REEVE_CLI)}
                                                + args);
        else
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
};

void TestStepsReadOnly::checkOnAReadOnlyCampaign()
{
    if (geteuid() == 0 && QStandardPaths::findExecutable(u"setpriv"_s).isEmpty())
        QSKIP("running as root without setpriv: file permissions cannot be tried");
    QFile::setPermissions(m_dir.path(), QFileDevice::Permissions(0x7777));
    QVERIFY(QDir(m_dir.path()).mkpath(u"data"_s));
    QFile::setPermissions(m_dir.filePath(u"data"_s), QFileDevice::Permissions(0x7777));
    const QString folder = m_dir.filePath(u"closed"_s);
    QVERIFY(QDir().mkpath(folder));
    const QString file = folder + u"/dba.reeve"_s;
    QCOMPARE(cli({u"new"_s, u"dba"_s, file, u"--scenario"_s, u"1066"_s, u"--sides"_s,
                  u"S. England,Norway,Normandy"_s},
                 false)
                     .code,
             0);
    QCOMPARE(cli({u"step"_s, file, u"army"_s, u"side=S. England"_s, u"name=Harold"_s, u"at=Wessex"_s,
                  u"elements=[\"cv/o\",\"bd/o\"]"_s},
                 false)
                     .code,
             0);
    QCOMPARE(cli({u"step"_s, file, u"border"_s, u"from=Wessex"_s, u"to=Kent"_s, u"type=open"_s}, false).code,
             0);
    QFile::setPermissions(file, QFileDevice::Permissions(0x4444));
    QFile::setPermissions(folder, QFileDevice::Permissions(0x5555));
    const QByteArray before = digest(file);
    const QStringList entries = QDir(folder).entryList(QDir::Files);

    const Run fits = cli({u"step"_s, file, u"move"_s, u"army=Harold"_s, u"to=Kent"_s, u"--check"_s,
                          u"--json"_s},
                         true);
    QVERIFY2(fits.code == 0, fits.err.constData());
    QVERIFY2(fits.out.contains("\"seq\":null") || fits.out.contains("\"seq\": null"), fits.out.constData());
    const Run refused = cli({u"step"_s, file, u"move"_s, u"army=Harold"_s, u"to=E. Normandy"_s, u"--check"_s},
                            true);
    QCOMPARE(refused.code, 2); // no border recorded between Wessex and E. Normandy
    QVERIFY(!refused.err.isEmpty());
    const Run apply = cli({u"step"_s, file, u"move"_s, u"army=Harold"_s, u"to=Kent"_s}, true);
    QCOMPARE(apply.code, 2);
    QVERIFY2(apply.err.contains("cannot be written"), apply.err.constData());

    QCOMPARE(digest(file), before);
    QCOMPARE(QDir(folder).entryList(QDir::Files), entries);
    QFile::setPermissions(folder, QFileDevice::Permissions(0x7777));
}

QTEST_GUILESS_MAIN(TestStepsReadOnly)
#include "tst_steps_readonly.moc"
