// reeve-cli ruling / rulings / reference end to end: record, amend, search,
// filter by section, withdraw with exit codes for bad input.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "common/clirun.h"

using namespace Qt::StringLiterals;

namespace {

using Run = ReeveTest::CliRun;

Run cli(const QStringList &args)
{
    return ReeveTest::runCli(args, u"reeve-rulings-cli-test-data"_s);
}

} // namespace

class TestRulingsCli : public QObject
{
    Q_OBJECT
private slots:
    void recordSearchAmendWithdraw()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"c.reeve"_s);
        QCOMPARE(cli({u"new"_s, u"1066"_s, file}).code, 0);
        Run r = cli({u"ruling"_s, file, u"add"_s, u"--question"_s, u"Do fleets get the castle bonus?"_s,
                     u"--decision"_s, u"No, fleets are never enhanced."_s, u"--refs"_s,
                     u"1066 §15.13, §17.13"_s, u"--json"_s});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(u"id"_s).toInt(), 1);
        QCOMPARE(cli({u"ruling"_s, file, u"add"_s, u"--question"_s, u"Winter storms?"_s, u"--decision"_s,
                      u"Roll."_s})
                         .code,
                 0);

        r = cli({u"rulings"_s, file, u"--ref"_s, u"§17"_s, u"--json"_s});
        QCOMPARE(r.code, 0);
        QJsonArray list = r.json().value(u"rulings"_s).toArray();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().toObject().value(u"rule_refs"_s).toArray().size(), 2);

        r = cli({u"rulings"_s, file, u"storms"_s});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Winter storms?") && !r.out.contains("fleets"), r.out.constData());

        QCOMPARE(cli({u"ruling"_s, file, u"amend"_s, u"2"_s, u"--decision"_s, u"Roll for each fleet."_s}).code,
                 0);
        r = cli({u"rulings"_s, file, u"--json"_s});
        list = r.json().value(u"rulings"_s).toArray();
        QCOMPARE(list.at(1).toObject().value(u"decision"_s).toString(), u"Roll for each fleet."_s);
        QCOMPARE(list.at(1).toObject().value(u"question"_s).toString(), u"Winter storms?"_s);

        QCOMPARE(cli({u"ruling"_s, file, u"remove"_s, u"9"_s}).code, 2);
        QCOMPARE(cli({u"ruling"_s, file, u"add"_s, u"--question"_s, u"only a question"_s}).code, 2);
        QCOMPARE(cli({u"ruling"_s, file, u"remove"_s, u"1"_s}).code, 0);
        QCOMPARE(cli({u"rulings"_s, file, u"--json"_s}).json().value(u"rulings"_s).toArray().size(), 1);
        // The log shows the ruling actions to everyone.
        r = cli({u"log"_s, file, u"--audience"_s, u"public"_s});
        QVERIFY2(r.out.contains("Ruling #1 withdrawn"), r.out.constData());
    }

    // A ruling keeps its game time as data (English), and each reader sees it in his own
    // language: recorded from a German command line, read in English and in German.
    void periodStoredAsDataShownInTheReadersLanguage()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"c.reeve"_s);
        QCOMPARE(cli({u"new"_s, u"1066"_s, file}).code, 0);
        QCOMPARE(cli({u"--lang"_s, u"de"_s, u"ruling"_s, file, u"add"_s, u"--question"_s, u"Q?"_s,
                      u"--decision"_s, u"D."_s})
                         .code,
                 0);
        Run r = cli({u"rulings"_s, file, u"--json"_s});
        QCOMPARE(r.json().value(u"rulings"_s).toArray().first().toObject().value(u"period"_s).toString(),
                 u"January 1066"_s);
        r = cli({u"rulings"_s, file});
        QVERIFY2(r.out.contains("January 1066"), r.out.constData());
        r = cli({u"--lang"_s, u"de"_s, u"rulings"_s, file});
        QVERIFY2(r.out.contains("Januar 1066") && !r.out.contains("January"), r.out.constData());
    }

    void referenceCommand()
    {
        QCOMPARE(cli({u"reference"_s, u"nosuchgame"_s}).code, 2);
        const Run r = cli({u"reference"_s, u"1066"_s, u"--json"_s});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(u"game"_s).toString(), u"1066"_s);
        QVERIFY(r.json().value(u"entries"_s).isArray());
    }
};

QTEST_GUILESS_MAIN(TestRulingsCli)
#include "tst_rulingscli.moc"
