// reeve-cli verify and seed as a player or a script uses them (issue 19): what a seed
// reveal proves and hides, the confirmation a draw-secret reveal asks for, anchors kept
// from the public log, undo and redo of rolls and draws, and a write to a damaged file
// refused with exit 4 and a backup to restore.
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "common/clirun.h"
#include "storage/database.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

using Run = ReeveTest::CliRun;

Run cli(const QStringList &args)
{
    return ReeveTest::runCli(args, u"reeve-cli-verify-test-data"_s);
}

} // namespace

class TestVerifyCli : public QObject
{
    Q_OBJECT
private slots:
    void seedRevealSaysWhatItProves();
    void drawRevealAsksForConfirmation();
    void anchorFromThePublicLog();
    void badAnchorIsBadInput();
    void undoAndRedoKeepCountersSound();
    void damagedFileRefusesWrites();
    void editedStateFailsVerify();

private:
    QString path(const QString &name) { return m_dir.filePath(name); }
    /// A 1066 campaign with two sides, a composed pool, two rolls and a draw.
    QString played(const QString &name);
    QTemporaryDir m_dir;
};

QString TestVerifyCli::played(const QString &name)
{
    const QString file = path(name);
    [&] {
        QCOMPARE(cli({u"new"_s, u"1066"_s, file}).code, 0);
        QCOMPARE(cli({u"side"_s, file, u"add"_s, u"Normans"_s}).code, 0);
        QCOMPARE(cli({u"side"_s, file, u"add"_s, u"Vikings"_s}).code, 0);
        QCOMPARE(cli({u"container"_s, file, u"compose"_s, u"Gold Point=2"_s}).code, 0);
        const Run missing = cli({u"container"_s, file, u"draw"_s, u"Normans"_s, u"1"_s});
        QCOMPARE(missing.code, 3);
        // The message lists the kinds still without a count: give each of them two.
        const QString message = QString::fromUtf8(missing.err);
        const qsizetype open = message.indexOf(u'('), close = message.indexOf(u')', open);
        QStringList compose{u"container"_s, file, u"compose"_s};
        for (const QString &kind : message.mid(open + 1, close - open - 1).split(u", "_s))
            compose << u"%1=%2"_s.arg(kind.trimmed()).arg(kind.contains(u"Comet"_s) ? 0 : 2);
        QCOMPARE(cli(compose).code, 0);
        QCOMPARE(cli({u"resolve"_s, u"dice.chance"_s, u"percent=50"_s, u"--campaign"_s, file}).code, 0);
        QCOMPARE(cli({u"container"_s, file, u"draw"_s, u"Normans"_s, u"3"_s}).code, 0);
        QCOMPARE(cli({u"resolve"_s, u"dice.chance"_s, u"percent=50"_s, u"--campaign"_s, file, u"--dice"_s,
                      u"12"_s})
                         .code,
                 0);
    }();
    return file;
}

void TestVerifyCli::seedRevealSaysWhatItProves()
{
    const QString file = played(u"seed.reeve"_s);
    const Run reveal = cli({u"seed"_s, file, u"--reveal"_s});
    QCOMPARE(reveal.code, 0);
    QVERIFY(reveal.out.contains("proves every roll"));
    QVERIFY(reveal.out.contains("stays hidden"));
    const Run verify = cli({u"verify"_s, file, u"--json"_s});
    QCOMPARE(verify.code, 0);
    const QJsonObject json = verify.json();
    QCOMPARE(json.value(u"rolls_checked"_s).toInt(), 1); // the rolled chance, proved by the revealed seed
    QCOMPARE(json.value(u"draws_checked"_s).toInt(), 0); // the draw is not
    QCOMPARE(json.value(u"draws_unrevealed"_s).toInt(), 1);
    QCOMPARE(json.value(u"entered"_s).toObject().value(u"actions"_s).toInt(), 1);
    QCOMPARE(json.value(u"outcomes_checked"_s).toInt(), 2);
    QVERIFY(json.value(u"state_ok"_s).toBool());
}

void TestVerifyCli::drawRevealAsksForConfirmation()
{
    const QString file = played(u"draws.reeve"_s);
    const Run refused = cli({u"seed"_s, file, u"--reveal-draws"_s});
    QCOMPARE(refused.code, 2);
    QVERIFY(refused.err.contains("rebuild every hand"));
    QCOMPARE(cli({u"seed"_s, file, u"--end-campaign"_s}).code, 2); // only with --reveal-draws
    const Run ended = cli({u"seed"_s, file, u"--reveal-draws"_s, u"--end-campaign"_s, u"--json"_s});
    QCOMPARE(ended.code, 0);
    QCOMPARE(ended.json().value(u"revealed_draw_secret"_s).toString().size(), 64);
    const QJsonObject verify = cli({u"verify"_s, file, u"--json"_s}).json();
    QCOMPARE(verify.value(u"draws_checked"_s).toInt(), 1);
    QVERIFY(verify.value(u"ok"_s).toBool());
}

void TestVerifyCli::anchorFromThePublicLog()
{
    const QString file = played(u"anchor.reeve"_s);
    const Run log = cli({u"log"_s, file, u"--audience"_s, u"public"_s});
    QCOMPARE(log.code, 0);
    const QRegularExpressionMatch head = QRegularExpression(u"chain head (\\d+:[0-9a-f]{64}) at "_s)
                                                 .match(QString::fromUtf8(log.out));
    QVERIFY2(head.hasMatch(), log.out.constData());
    QCOMPARE(cli({u"resolve"_s, u"dice.chance"_s, u"percent=50"_s, u"--campaign"_s, file}).code, 0);
    const Run kept = cli({u"verify"_s, file, u"--anchor"_s, head.captured(1), u"--json"_s});
    QCOMPARE(kept.code, 0);
    QCOMPARE(kept.json().value(u"anchors_checked"_s).toInt(), 1);
    // An anchor the log does not extend: a hash that was never there.
    const QString forged = head.captured(1).left(head.captured(1).indexOf(u':') + 1) + QString(64, u'a');
    QCOMPARE(cli({u"verify"_s, file, u"--anchor"_s, forged}).code, 4);
}

void TestVerifyCli::badAnchorIsBadInput()
{
    const QString file = path(u"bad.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"dba"_s, file}).code, 0);
    const Run run = cli({u"verify"_s, file, u"--anchor"_s, u"12:abc"_s});
    QCOMPARE(run.code, 2);
    QVERIFY(run.err.contains("N:HEX"));
    QCOMPARE(cli({u"verify"_s, file, u"--reveal"_s, u"xyz"_s}).code, 2);
}

void TestVerifyCli::undoAndRedoKeepCountersSound()
{
    const QString file = played(u"undo.reeve"_s);
    QCOMPARE(cli({u"undo"_s, file}).code, 0); // the entered chance
    QCOMPARE(cli({u"undo"_s, file}).code, 0); // the draw
    QCOMPARE(cli({u"redo"_s, file}).code, 0); // the same picks again, no new counter
    QCOMPARE(cli({u"container"_s, file, u"draw"_s, u"Vikings"_s, u"2"_s}).code, 0);
    QCOMPARE(cli({u"seed"_s, file, u"--reveal-draws"_s, u"--yes"_s}).code, 0);
    const Run verify = cli({u"verify"_s, file, u"--json"_s});
    QVERIFY2(verify.code == 0, verify.out.constData());
    QCOMPARE(verify.json().value(u"draws_checked"_s).toInt(), 2);
}

void TestVerifyCli::damagedFileRefusesWrites()
{
    const QString file = played(u"damaged.reeve"_s);
    {
        Database db(file, Database::Mode::ReadWrite);
        db.exec(u"UPDATE actions SET public_text = 'nothing to see' WHERE seq = 5"_s);
    }
    const Run write = cli({u"side"_s, file, u"add"_s, u"Britons"_s});
    QCOMPARE(write.code, 4);
    QVERIFY2(write.err.contains("cp \""), write.err.constData());
    const QRegularExpressionMatch backup = QRegularExpression(u"cp \"([^\"]+)\""_s)
                                                   .match(QString::fromUtf8(write.err));
    QVERIFY(backup.hasMatch() && QFile::exists(backup.captured(1)));
    QCOMPARE(cli({u"verify"_s, backup.captured(1)}).code, 0);
    QCOMPARE(cli({u"side"_s, file, u"list"_s}).code, 0); // reading still works
    QCOMPARE(cli({u"verify"_s, file}).code, 4);
}

void TestVerifyCli::editedStateFailsVerify()
{
    const QString file = played(u"state.reeve"_s);
    {
        Database db(file, Database::Mode::ReadWrite);
        db.exec(u"UPDATE sides SET name = 'Norsemen' WHERE name = 'Vikings'"_s);
    }
    const Run run = cli({u"verify"_s, file});
    QCOMPARE(run.code, 4);
    QVERIFY2(run.err.contains("sides"), run.err.constData());
}

QTEST_GUILESS_MAIN(TestVerifyCli)
#include "tst_verify_cli.moc"
