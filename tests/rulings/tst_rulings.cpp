// Rulings: recorded, amended and withdrawn as public, undoable actions at the
// clock's game time; searched by words; matched to the rule sections they touch;
// and carried into every report of their period.
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "ledger/reportbuilder.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "rulings/rulingseditor.h"
#include "rulings/rulingsreader.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestRulings : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void recordAmendWithdrawAndUndo()
    {
        QTemporaryDir dir;
        auto c = Campaign::create(dir.filePath(u"r.reeve"_s), u"1066"_s, u"Rulings"_s);
        RulingsEditor editor(*c);
        const qint64 id = editor.add(u"Does the castle bonus apply against a flank attack?"_s,
                                     u"Yes: the defender keeps it in every box."_s, {u"1066 §15.13"_s, u"§15.22"_s});
        QCOMPARE(id, 1);
        RulingsReader reader(c->database());
        Ruling r = reader.ruling(id);
        QCOMPARE(r.ruleRefs, (QStringList{u"1066 §15.13"_s, u"§15.22"_s}));
        QCOMPARE(r.turn, 1);
        QVERIFY2(r.period.contains(u"January"_s), qPrintable(r.period));
        const Action added = c->log().action(c->log().lastSeq());
        QCOMPARE(added.kind, u"ruling.add"_s);
        QCOMPARE(added.audience, Audience::Public);
        QVERIFY(added.publicText.contains(u"castle bonus"_s));

        editor.amend(id, r.question, u"No: a flank attack ignores it."_s, {u"1066 §15.13"_s});
        QCOMPARE(reader.ruling(id).decision, u"No: a flank attack ignores it."_s);
        c->log().undo();
        QCOMPARE(reader.ruling(id).decision, u"Yes: the defender keeps it in every box."_s);

        editor.remove(id);
        QVERIFY(reader.all().isEmpty());
        c->log().undo();
        QCOMPARE(reader.all().size(), 1);
        c->log().redo();
        QVERIFY(reader.all().isEmpty());
    }

    void refusesEmptyOrUnknown()
    {
        QTemporaryDir dir;
        auto c = Campaign::create(dir.filePath(u"r.reeve"_s), u"dba"_s, u"Rulings"_s);
        RulingsEditor editor(*c);
        const qint64 before = c->log().lastSeq();
        QVERIFY_THROWS_EXCEPTION(Failure, editor.add(u"  "_s, u"decided"_s, {}));
        QVERIFY_THROWS_EXCEPTION(Failure, editor.add(u"question"_s, QString(), {}));
        QVERIFY_THROWS_EXCEPTION(Failure, editor.remove(7));
        QVERIFY_THROWS_EXCEPTION(Failure, editor.amend(7, u"q"_s, u"d"_s, {}));
        QCOMPARE(c->log().lastSeq(), before); // nothing half-written
    }

    void searchAndTouching()
    {
        QTemporaryDir dir;
        auto c = Campaign::create(dir.filePath(u"r.reeve"_s), u"1066"_s, u"Rulings"_s);
        RulingsEditor editor(*c);
        editor.add(u"Storms at sea in winter"_s, u"Roll for each fleet."_s, {u"1066 §8.13"_s});
        editor.add(u"Castle against flank"_s, u"Bonus kept."_s, {u"§15.13"_s});
        editor.add(u"Sieges in winter"_s, u"Allowed."_s, {u"1066 §150"_s});
        RulingsReader reader(c->database());
        QCOMPARE(reader.search(u"winter"_s).size(), 2);
        QCOMPARE(reader.search(u"WINTER storms"_s).size(), 1);
        QCOMPARE(reader.search(u"§15"_s).size(), 2); // "§15.13" and "§150" both contain the text
        const QList<Ruling> touching = reader.touching(u"1066"_s, u"§15"_s);
        QCOMPARE(touching.size(), 1); // §150 is not under §15
        QCOMPARE(touching.first().question, u"Castle against flank"_s);
        QCOMPARE(reader.touching(u"1066"_s, u"§8.13"_s).size(), 1);
        QCOMPARE(reader.touching(u"charlemagne"_s, u"§8"_s).size(), 0); // cited as 1066
    }

    void refTouches_data()
    {
        QTest::addColumn<QString>("cited");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("ref");
        QTest::addColumn<bool>("touches");
        QTest::newRow("same") << u"1066 §11"_s << u"1066"_s << u"§11"_s << true;
        QTest::newRow("subsection") << u"1066 §11.2"_s << u"1066"_s << u"§11"_s << true;
        QTest::newRow("no game given") << u"§11.2"_s << u"1066"_s << u"§11"_s << true;
        QTest::newRow("other game") << u"charlemagne §11"_s << u"1066"_s << u"§11"_s << false;
        QTest::newRow("longer number") << u"§110"_s << u"1066"_s << u"§11"_s << false;
        QTest::newRow("parent not under child") << u"§11"_s << u"1066"_s << u"§11.2"_s << false;
        QTest::newRow("table, case and spaces") << u"dba  TABLE 3"_s << u"dba"_s << u"Table 3"_s << true;
        QTest::newRow("heading") << u"britain MORALE"_s << u"britain"_s << u"MORALE"_s << true;
    }

    void refTouches()
    {
        QFETCH(QString, cited);
        QFETCH(QString, game);
        QFETCH(QString, ref);
        QFETCH(bool, touches);
        QCOMPARE(RulingsReader::refTouches(cited, game, ref), touches);
    }

    void parseRefs()
    {
        QCOMPARE(RulingsEditor::parseRefs(u" 1066 §15.16, §8.4 ;; Table 3 "_s),
                 (QStringList{u"1066 §15.16"_s, u"§8.4"_s, u"Table 3"_s}));
        QVERIFY(RulingsEditor::parseRefs(u" , "_s).isEmpty());
    }

    void publicReportCarriesRulings()
    {
        QTemporaryDir dir;
        auto c = Campaign::create(dir.filePath(u"r.reeve"_s), u"1066"_s, u"Rulings"_s);
        CampaignEditor(*c).addSide(u"Normans"_s, u"#1f4e9c"_s);
        RulingsEditor(*c).add(u"Can a king be assassinated in a castle?"_s, u"Yes."_s, {u"1066 §8.13"_s});
        ReportBuilder report(*c, u"public"_s, 1, 1);
        QVERIFY(report.build());
        const QString html = report.html();
        QVERIFY2(html.contains(u"assassinated in a castle"_s), qPrintable(html));
        QVERIFY(!html.contains(u"No rulings were made"_s));
    }
};

QTEST_GUILESS_MAIN(TestRulings)
#include "tst_rulings.moc"
