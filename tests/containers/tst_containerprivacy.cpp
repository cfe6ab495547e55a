// Privacy and checkable randomness: a campaign with hundreds of private draws
// whose public log (LogQuery and reeve-cli log --audience public --json), public
// container view and undo/redo texts never name a privately drawn marker; the
// revealed seed re-derives every draw (reeve-cli verify --reveal), and a
// tampered draw face is reported. Also the container CLI contract.
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaignrandom.h"
#include "campaign/rollverifier.h"
#include "containerfixture.h"
#include "containers/containerdraws.h"
#include "containers/containerview.h"
#include "containers/handactions.h"
#include "log/logquery.h"
#include "storage/database.h"

using namespace Reeve;
using namespace ContainerFixture;
using namespace Qt::StringLiterals;

class TestContainerPrivacy : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void publicLogNamesNoHiddenMarker();
    void cliContract();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Run cli(const QStringList &arguments);
    QTemporaryDir m_dir;
    QString path(const QString &name) { return m_dir.filePath(name); }
};

TestContainerPrivacy::Run TestContainerPrivacy::cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(REEVE_BINARY_DIR "/app/reeve-cli"), arguments);
    if (!process.waitForFinished(30000))
        return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

void TestContainerPrivacy::publicLogNamesNoHiddenMarker()
{
    const QString file = path(u"privacy.reeve"_s);
    QSet<QString> hiddenDrawn; // non-event kinds drawn privately: the rules never make them public here
    QStringList undoTexts;
    {
        auto campaign = campaign1066(file, 4);
        QList<qint64> sides;
        for (const Side &s : CampaignReader(campaign->database()).sides())
            sides << s.id;
        ContainerDraws draws(*campaign);
        HandActions hands(*campaign);
        ContainerReader reader(campaign->database());
        QRandomGenerator rng(1066);
        int privateDraws = 0;
        for (int i = 0; privateDraws < 220; ++i) {
            const qint64 s = sides.at(i % sides.size());
            const QList<ContainerMarker> hand = reader.state(1).hand(s);
            if (hand.size() >= 6) {
                hands.returnMarkers(s, {hand.first().kind, hand.last().kind});
                draws.loseRandom(s, 1);
            }
            const QList<ContainerMarker> before = reader.state(1).hand(s);
            draws.draw(s, 1 + rng.bounded(2));
            ++privateDraws;
            for (const ContainerMarker &m : reader.state(1).hand(s)) {
                if (!before.contains(m) && !reader.kind(1, m.kind).isEvent())
                    hiddenDrawn.insert(m.kind);
            }
            if (i % 25 == 0) {
                undoTexts << campaign->log().undoText();
                campaign->log().undo();
                undoTexts << campaign->log().redoText();
                campaign->log().redo();
            }
            if (i % 40 == 0)
                hands.reveal(s, sides.at((i + 1) % sides.size()));
            if (i % 30 == 0 && !reader.state(1).hand(s).isEmpty())
                draws.takeRandom(s, sides.at((i + 2) % sides.size()));
            if (i % 7 == 0)
                CampaignEditor(*campaign).setActiveSide(sides.at((i + 3) % sides.size()));
        }
        QVERIFY(hiddenDrawn.size() >= 10);
        QStringList publicTexts = undoTexts;
        LogQuery query(campaign->database(), Audience::Public);
        for (const LogEntry &e : query.entries(0, -1)) {
            publicTexts << QString::fromUtf8(QJsonDocument(e.toJson()).toJson());
            if (e.kind == u"container.draw"_s) {
                QVERIFY(e.dice.isNull() || e.dice.isUndefined()); // faces reveal which marker was drawn
                QVERIFY(e.data.isEmpty());
                QVERIFY(e.hasHiddenPart);
            }
        }
        publicTexts << ContainerView(campaign->database(), Audience::Public).toLines();
        const QString all = publicTexts.join(u'\n');
        for (const QString &kind : hiddenDrawn)
            QVERIFY2(!all.contains(kind), qPrintable(u"public log names %1"_s.arg(kind)));
        // The drawing side does see its own markers.
        LogQuery own(campaign->database(), Audience::Side, sides.first());
        bool sawOwn = false;
        for (const LogEntry &e : own.entries(0, -1))
            sawOwn = sawOwn || (e.kind == u"container.draw"_s && !e.privateText.isEmpty());
        QVERIFY(sawOwn);
    }
    const Run log = cli({u"log"_s, file, u"--audience"_s, u"public"_s, u"--json"_s});
    QCOMPARE(log.exitCode, 0);
    QVERIFY(log.out.size() > 10000);
    for (const QString &kind : hiddenDrawn)
        QVERIFY2(!log.out.contains(kind.toUtf8()), qPrintable(u"reeve-cli log names %1"_s.arg(kind)));
    const Run show = cli({u"container"_s, file, u"show"_s, u"--json"_s});
    QCOMPARE(show.exitCode, 0);
    for (const QString &kind : hiddenDrawn)
        QVERIFY2(!show.out.contains(kind.toUtf8()), qPrintable(u"public view names %1"_s.arg(kind)));

    // Revealing the seed proves no pick; at the end the draw secret re-derives every one, and a
    // tampered pick is reported.
    QString seed;
    {
        auto campaign = Campaign::open(file);
        seed = CampaignRandom(*campaign).reveal();
        const RollVerifier::Report mid = RollVerifier::verify(campaign->database(),
                                                              QByteArray::fromHex(seed.toLatin1()));
        QVERIFY2(mid.ok, qPrintable(mid.reason));
        QCOMPARE(mid.drawsChecked, 0);
        QVERIFY(mid.drawsUnrevealed >= 220);
        CampaignRandom(*campaign).revealDrawSecret(CampaignRandom::DrawReveal::EndOfCampaign);
        const RollVerifier::Report report = RollVerifier::verify(campaign->database());
        QVERIFY2(report.ok, qPrintable(report.reason));
        QVERIFY(report.drawsChecked >= 220);
    }
    QCOMPARE(cli({u"verify"_s, file, u"--reveal"_s, seed}).exitCode, 0);
    {
        auto campaign = Campaign::open(file);
        Database &db = campaign->database();
        const QVariantMap row = db.select(u"SELECT seq, dice FROM actions WHERE kind = 'container.draw' "
                                          "AND dice LIKE '%\"sides\":5%' ORDER BY seq LIMIT 1"_s)
                                        .value(0);
        QVERIFY(!row.isEmpty());
        QJsonObject dice = QJsonDocument::fromJson(row.value(u"dice"_s).toString().toUtf8()).object();
        QJsonArray faces = dice.value(u"hidden_draws"_s).toArray();
        QJsonObject first = faces.at(0).toObject();
        first.insert(u"face"_s, first.value(u"face"_s).toInt() % first.value(u"sides"_s).toInt() + 1);
        faces.replace(0, first);
        dice.insert(u"hidden_draws"_s, faces);
        db.exec(u"UPDATE actions SET dice = ? WHERE seq = ?"_s,
                {QString::fromUtf8(QJsonDocument(dice).toJson(QJsonDocument::Compact)), row.value(u"seq"_s)});
        const RollVerifier::Report report = RollVerifier::verify(db);
        QVERIFY(!report.ok);
        QCOMPARE(report.firstMismatch, row.value(u"seq"_s).toLongLong());
    }
    QCOMPARE(cli({u"verify"_s, file, u"--reveal"_s, seed}).exitCode, 4);
}

void TestContainerPrivacy::cliContract()
{
    {
        // Counts past the bound, even past 2^63, are refused at once with exit 2 and the bound named.
        const QString huge = path(u"huge-cli.reeve"_s);
        QCOMPARE(cli({u"new"_s, u"1066"_s, huge}).exitCode, 0);
        for (const QString &count : {u"1000000000"_s, u"99999999999999999999"_s}) {
            const Run run = cli({u"container"_s, huge, u"compose"_s, u"Gold Point="_s + count});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains("at most 10000") && run.err.contains(count.toUtf8()), run.err.constData());
        }
    }

    const QString file = path(u"cli.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"1066"_s, file}).exitCode, 0);
    QCOMPARE(cli({u"side"_s, file, u"add"_s, u"Normans"_s, u"--pin"_s, u"1234"_s}).exitCode, 0);
    QCOMPARE(cli({u"side"_s, file, u"add"_s, u"Vikings"_s}).exitCode, 0);
    const Run unknown = cli({u"container"_s, file, u"compose"_s, u"Gold Pont=12"_s});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains("Gold Point"));
    QCOMPARE(cli({u"container"_s, file, u"compose"_s, u"Gold Point=12"_s}).exitCode, 0);
    const Run missing = cli({u"container"_s, file, u"draw"_s, u"Normans"_s, u"2"_s});
    QCOMPARE(missing.exitCode, 3);
    QVERIFY(missing.err.contains("reeve-cli container FILE compose"));
    QStringList compose{u"container"_s, file, u"compose"_s};
    for (const auto &[kind, n] : mix(2, 0))
        compose << u"%1=%2"_s.arg(kind).arg(n);
    QCOMPARE(cli(compose).exitCode, 0);
    const Run drawn = cli({u"container"_s, file, u"draw"_s, u"Normans"_s, u"3"_s, u"--json"_s});
    QCOMPARE(drawn.exitCode, 0);
    const QJsonObject result = QJsonDocument::fromJson(drawn.out).object();
    QCOMPARE(result.value(u"text"_s).toString(), u"Normans drew 3 markers"_s);
    QVERIFY(!result.contains(u"private_text"_s)); // public by default
    // Normans has a PIN: its view of the container opens only with it (exit 2 and a hint without).
    const Run locked = cli({u"container"_s, file, u"show"_s, u"--audience"_s, u"side=Normans"_s, u"--json"_s});
    QCOMPARE(locked.exitCode, 2);
    QVERIFY(locked.err.contains("--pin"));
    const Run mine = cli({u"container"_s, file, u"show"_s, u"--audience"_s, u"side=Normans"_s, u"--pin"_s,
                          u"1234"_s, u"--json"_s});
    const QJsonArray hands = QJsonDocument::fromJson(mine.out).object().value(u"hands"_s).toArray();
    QCOMPARE(hands.at(0).toObject().value(u"markers"_s).toArray().size(), 3);
    QVERIFY(!hands.at(1).toObject().contains(u"markers"_s));
    const QString kind = hands.at(0).toObject().value(u"markers"_s).toArray().at(0).toString();
    const Run spy = cli({u"container"_s, file, u"reveal"_s, u"Normans"_s, u"Vikings"_s, u"--audience"_s,
                         u"side=Vikings"_s});
    QCOMPARE(spy.exitCode, 0);
    QVERIFY(spy.out.contains(kind.toUtf8()));
    const Run ret = cli({u"container"_s, file, u"return"_s, u"Normans"_s, kind});
    QCOMPARE(ret.exitCode, 0);
    QVERIFY(!ret.out.contains(kind.toUtf8()));
    QCOMPARE(cli({u"container"_s, file, u"lose-random"_s, u"Normans"_s, u"1"_s}).exitCode, 0);
    QCOMPARE(cli({u"container"_s, file, u"take-random"_s, u"Normans"_s, u"Vikings"_s}).exitCode, 0);
    QCOMPARE(cli({u"container"_s, file, u"pick"_s, u"Vikings"_s, u"Spy"_s}).exitCode, 0);
    QCOMPARE(cli({u"container"_s, file, u"set-aside"_s, u"Gold Point"_s, u"--until"_s, u"3"_s}).exitCode, 0);
    QCOMPARE(cli({u"container"_s, file, u"set-aside"_s, u"Charge"_s, u"--forever"_s}).exitCode, 0);
    const Run pub = cli({u"container"_s, file, u"show"_s});
    QVERIFY(pub.out.contains("set aside: Gold Point until turn 3"));
    QCOMPARE(cli({u"container"_s, file, u"draw"_s, u"Nornams"_s, u"1"_s}).exitCode, 2);
    QCOMPARE(cli({u"verify"_s, file}).exitCode, 0);
}

QTEST_GUILESS_MAIN(TestContainerPrivacy)
#include "tst_containerprivacy.moc"
