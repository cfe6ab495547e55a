// The Dark Age Britain command-line contract run through the real reeve-cli binary.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject outcome() const { return QJsonDocument::fromJson(out).object().value(u"outcome"_s).toObject(); }
};

Run resolve(const QString &id, const QStringList &words, const QString &dice = {})
{
    QStringList args{u"resolve"_s, u"britain."_s + id};
    args << words;
    if (!dice.isEmpty())
        args << u"--dice"_s << dice;
    args << u"--json"_s;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_DATA_HOME"_s, QDir::tempPath() + u"/reeve-cli-britain-test"_s);
    process.setProcessEnvironment(env);
    process.start(QString::fromUtf8(REEVE_CLI), args);
    process.waitForFinished(60000);
    return Run{process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

} // namespace

class TestBritainCli : public QObject
{
    Q_OBJECT
private slots:
    void contract();
    void exitCodes();
};

void TestBritainCli::contract()
{
    const Run archery = resolve(u"archery"_s, {u"close_order=true"_s, u"group=2"_s}, u"4"_s);
    QCOMPARE(archery.code, 0);
    QCOMPARE(archery.outcome().value(u"modified_roll"_s).toInt(), 6);
    QCOMPARE(archery.outcome().value(u"kills"_s).toInt(), 1);
    QCOMPARE(resolve(u"rally"_s, {u"ability=4"_s, u"standard_lost=false"_s}, u"3"_s).outcome().value(u"rallied"_s),
             QJsonValue(true));
    QCOMPARE(resolve(u"divine-favour"_s, {u"reduction_pct=0"_s}, u"1"_s).outcome().value(u"result"_s).toString(),
             u"displeasure"_s);
    QCOMPARE(resolve(u"leader-struck"_s, {}, u"2"_s).outcome().value(u"result"_s).toString(), u"killed"_s);
    QCOMPARE(resolve(u"ride-down"_s, {u"order=close"_s, u"ranks=3"_s}, u"1"_s).outcome().value(u"rides_down"_s),
             QJsonValue(true));
    QCOMPARE(resolve(u"driveback"_s, {u"a_survivors=8"_s, u"a_inflicted=2"_s, u"b_survivors=7"_s, u"b_inflicted=1"_s})
                     .outcome()
                     .value(u"driven_back"_s)
                     .toString(),
             u"b"_s);
    QCOMPARE(resolve(u"horse-limit"_s, {u"warriors=210"_s}).outcome().value(u"max_horsemen"_s).toInt(), 11);
}

void TestBritainCli::exitCodes()
{
    QCOMPARE(resolve(u"ride-down"_s, {u"order=close"_s, u"ranks=4"_s}, u"1"_s).code, 2);
    QCOMPARE(resolve(u"divine-favour"_s, {u"reduction_pct=25"_s}, u"1"_s).code, 2);
    QCOMPARE(resolve(u"archery"_s, {u"group=5"_s}, u"1"_s).code, 2);
    // The morale test is a house setting nobody has entered outside a campaign.
    const Run morale = resolve(u"morale-check"_s, {u"original=100"_s, u"lost_this_turn=10"_s, u"lost_in_battle=10"_s},
                               u"4"_s);
    QCOMPARE(morale.code, 3);
    QVERIFY2(morale.err.contains("britain.house-settings"), morale.err.constData());
    const Run rolled = resolve(u"leader-struck"_s, {});
    QCOMPARE(rolled.code, 0);
    QVERIFY(rolled.outcome().value(u"result"_s).isString());
}

QTEST_GUILESS_MAIN(TestBritainCli)
#include "tst_cli.moc"
