// Table layouts the referee enters (issue 23, Charlemagne 13): the vassalage, conversion, revolt and pillage
// charts were printed as pictures, so Reeve does not know their column ranges. A CSV whose header and row keys
// are the printed chart's own lays the table out anew, once, as one logged and undoable house action; the
// procedures then read their column by value through the generic selector. A layout that would lose a
// differential or a roll the table read before, or one for a table holding figures from the rules, is refused
// with exit 2 and nothing written. Through the real reeve-cli.
//
// Every figure below is a TEST FIGURE ("test A", "test B", ...), not the printed result.
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include "common/clirun.h"

using namespace Qt::StringLiterals;
using ReeveTest::runCli;

class TestCharlemagneTableLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void vassalageColumnsAsPrinted();
    void refusedLayoutsWriteNothing();
    void pillageBrackets();
    void revoltRows();
    void layoutKeepsEnteredFigures();

private:
    ReeveTest::CliRun cli(const QStringList &args) { return runCli(args, m_data); }
    int actions()
    {
        return int(cli({u"log"_s, m_file, u"--json"_s}).json().value(u"actions"_s).toArray().size());
    }
    ReeveTest::CliRun import(const QString &table, const QByteArray &csv)
    {
        QFile file(m_dir.filePath(u"layout.csv"_s));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        file.write(csv);
        file.close();
        return cli({u"table"_s, table, u"--campaign"_s, m_file, u"--import"_s, file.fileName()});
    }
    QStringList columns(const QString &table)
    {
        QStringList out;
        const QJsonObject json = cli({u"table"_s, table, u"--campaign"_s, m_file, u"--json"_s}).json();
        for (const QJsonValue &v : json.value(u"columns"_s).toArray())
            out << v.toString();
        return out;
    }
    QStringList rows(const QString &table)
    {
        QStringList out;
        const QJsonObject json = cli({u"table"_s, table, u"--campaign"_s, m_file, u"--json"_s}).json();
        for (const QJsonValue &v : json.value(u"rows"_s).toArray())
            out << v.toObject().value(u"key"_s).toString();
        return out;
    }
    ReeveTest::CliRun resolve(const QString &procedure, const QStringList &inputs, const QString &die)
    {
        return cli(QStringList{u"resolve"_s, procedure} + inputs
                   + QStringList{u"--dice"_s, die, u"--campaign"_s, m_file, u"--json"_s});
    }

    QTemporaryDir m_dir;
    QString m_data = u"reeve-charlemagne-tablelayout"_s;
    QString m_file;
};

void TestCharlemagneTableLayout::initTestCase()
{
    m_file = m_dir.filePath(u"layout.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"charlemagne"_s, m_file, u"--scenario"_s, u"771"_s}).code, 0);
    QCOMPARE(columns(u"charlemagne.vassalage"_s).first(), u"<=-1"_s);
}

// The chart's own columns: -2 or less, -1, 0 ... 8 or more. Before, -1 and below was one column, so the import
// was refused; now it is one action, and the differential picks its column by value (Charlemagne §9.1).
void TestCharlemagneTableLayout::vassalageColumnsAsPrinted()
{
    const int before = actions();
    const ReeveTest::CliRun imported = import(u"charlemagne.vassalage"_s,
                                              "d6,<=-2,-1,0,1,2,3,4,5,6,7,8+\n"
                                              "1,,,,,,,,,,,\n2,,,,,,,,,,,\n3,,,,,,,,,,,\n"
                                              "4,test A,test B,,,,,,,,,test C\n"
                                              "5,,,,,,,,,,,\n6,,,,,,,,,,,\n");
    QVERIFY2(imported.code == 0, imported.err.constData());
    QVERIFY2(imported.out.contains("Imported 3 house figure(s)"), imported.out.constData());
    QCOMPARE(actions(), before + 1);
    const QStringList printed{u"<=-2"_s, u"-1"_s, u"0"_s, u"1"_s, u"2"_s, u"3"_s,
                              u"4"_s,    u"5"_s,  u"6"_s, u"7"_s, u"8+"_s};
    QCOMPARE(columns(u"charlemagne.vassalage"_s), printed);
    // Undo takes the layout and its figures back in one; redo lays it out again.
    QCOMPARE(cli({u"undo"_s, m_file}).code, 0);
    QCOMPARE(columns(u"charlemagne.vassalage"_s).first(), u"<=-1"_s);
    QCOMPARE(columns(u"charlemagne.vassalage"_s).size(), 10);
    QCOMPARE(resolve(u"charlemagne.vassalage"_s, {u"markers=1"_s, u"defender_markers=3"_s}, u"4"_s).code, 3);
    QCOMPARE(cli({u"redo"_s, m_file}).code, 0);
    QCOMPARE(columns(u"charlemagne.vassalage"_s), printed);
    // 1 marker against 3: 1 − 3 = −2, column <=-2; die 4 reads test A.
    ReeveTest::CliRun r = resolve(u"charlemagne.vassalage"_s, {u"markers=1"_s, u"defender_markers=3"_s},
                                  u"4"_s);
    QCOMPARE(r.code, 0);
    QCOMPARE(r.outcome().value(u"differential"_s).toInt(), -2);
    QCOMPARE(r.outcome().value(u"column"_s).toString(), u"<=-2"_s);
    QCOMPARE(r.outcome().value(u"result"_s).toString(), u"test A"_s);
    // 2 against 3: −1 has a column of its own now.
    r = resolve(u"charlemagne.vassalage"_s, {u"markers=2"_s, u"defender_markers=3"_s}, u"4"_s);
    QCOMPARE(r.outcome().value(u"column"_s).toString(), u"-1"_s);
    QCOMPARE(r.outcome().value(u"result"_s).toString(), u"test B"_s);
    // 1 against 6: −5 is read on <=-2 too; 9 markers with a double one (9 + 2 = 11) against 0: 8+.
    r = resolve(u"charlemagne.vassalage"_s, {u"markers=1"_s, u"defender_markers=6"_s}, u"4"_s);
    QCOMPARE(r.outcome().value(u"result"_s).toString(), u"test A"_s);
    r = resolve(u"charlemagne.vassalage"_s, {u"markers=9"_s, u"double_markers=1"_s}, u"4"_s);
    QCOMPARE(r.outcome().value(u"column"_s).toString(), u"8+"_s);
    QCOMPARE(r.outcome().value(u"result"_s).toString(), u"test C"_s);
    // Column 0 was left empty: still a missing figure (exit 3).
    QCOMPARE(resolve(u"charlemagne.vassalage"_s, {u"markers=3"_s, u"defender_markers=3"_s}, u"4"_s).code, 3);
    // A later import in the new layout is a plain figure import; a figure kept from before stays.
    QCOMPARE(import(u"charlemagne.vassalage"_s, "d6,0\n4,test D\n").code, 0);
    r = resolve(u"charlemagne.vassalage"_s, {u"markers=3"_s, u"defender_markers=3"_s}, u"4"_s);
    QCOMPARE(r.outcome().value(u"result"_s).toString(), u"test D"_s);
}

void TestCharlemagneTableLayout::refusedLayoutsWriteNothing()
{
    const int before = actions();
    // Every row of the d6, each line the row key and one empty field a column.
    const auto sixRows = [](int columns) {
        QByteArray out;
        for (int row = 1; row <= 6; ++row)
            out += QByteArray::number(row) + QByteArray(columns, ',') + '\n';
        return out;
    };
    // No column for −1: a differential the table read before would have nowhere to go.
    ReeveTest::CliRun r = import(u"charlemagne.conversion"_s, "d6,<=-2,0,1,2,3,4,5,6,7,8+\n" + sixRows(10));
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("-1 without a column"), r.err.constData());
    // Two columns holding −1.
    r = import(u"charlemagne.conversion"_s, "d6,<=-1,-1-0,1,2,3,4,5,6,7,8+\n" + sixRows(10));
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("overlaps"), r.err.constData());
    // A typo that narrows the last column (88+ for 8+) leaves 8 to 87 without a column.
    r = import(u"charlemagne.conversion"_s, "d6,<=-2,-1,0,1,2,3,4,5,6,7,88+\n" + sixRows(11));
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("8-87 without a column"), r.err.constData());
    // Rows that lose the roll of 6.
    r = import(u"charlemagne.conversion"_s,
               "d6,<=-2,-1,0,1,2,3,4,5,6,7,8+\n1-2,,,,,,,,,,,\n3-5,,,,,,,,,,,\n");
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("6 without a row"), r.err.constData());
    // The victory levels are stated in the rules text: their layout stays as written.
    r = import(u"charlemagne.victory-levels"_s, "level,level\n120+,test A\n100-119,test B\n80-99,test C\n"
                                                "60-79,test D\n40-59,test E\n20-39,test F\n<=19,test G\n");
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("keeps the layout"), r.err.constData());
    QCOMPARE(actions(), before);
    QCOMPARE(columns(u"charlemagne.conversion"_s).first(), u"<=-1"_s);
    QCOMPARE(rows(u"charlemagne.victory-levels"_s).first(), u"100+"_s);
}

// The Pillage Table in strength brackets (Charlemagne §17.1): one import replaces the sixty single strengths.
void TestCharlemagneTableLayout::pillageBrackets()
{
    const ReeveTest::CliRun imported
            = import(u"charlemagne.pillage"_s,
                     "d6,1-5,6-10,11-20,21+\n1,,,,\n2,,,,\n3,test 1,test 2,test 3,test 4\n"
                     "4,,,,\n5,,,,\n6,,,,\n");
    QVERIFY2(imported.code == 0, imported.err.constData());
    QCOMPARE(columns(u"charlemagne.pillage"_s), (QStringList{u"1-5"_s, u"6-10"_s, u"11-20"_s, u"21+"_s}));
    // Strength 14 lies in 11-20; strength 60 in 21+.
    ReeveTest::CliRun r = resolve(u"charlemagne.pillage"_s, {u"strength=14"_s}, u"3"_s);
    QCOMPARE(r.code, 0);
    QCOMPARE(r.outcome().value(u"result"_s).toString(), u"test 3"_s);
    r = resolve(u"charlemagne.pillage"_s, {u"strength=60"_s}, u"3"_s);
    QCOMPARE(r.outcome().value(u"result"_s).toString(), u"test 4"_s);
}

// The Revolt Table's rows as a chart might print them (a die table keeps its one result column, §7.1).
void TestCharlemagneTableLayout::revoltRows()
{
    QCOMPARE(import(u"charlemagne.revolt"_s, "d6,result\n<=2,test low\n3-4,test mid\n5+,test high\n").code, 0);
    QCOMPARE(rows(u"charlemagne.revolt"_s), (QStringList{u"≤2"_s, u"3-4"_s, u"5+"_s}));
    QCOMPARE(import(u"charlemagne.revolt"_s, "d6,outcome\n<=2,test low\n").code, 2);
    QCOMPARE(cli({u"undo"_s, m_file}).code, 0);
    QCOMPARE(rows(u"charlemagne.revolt"_s).size(), 6);
}

// A layout CSV lists every row and column of the printed chart: one that has no place for a figure the
// referee entered before (here column <=-1 of Reeve's first layout) would lose it without a word, so it is
// refused and nothing is written; once that import is undone, the same layout goes through (§18.1).
void TestCharlemagneTableLayout::layoutKeepsEnteredFigures()
{
    QCOMPARE(import(u"charlemagne.conversion"_s, "d6,<=-1\n4,test E\n").code, 0);
    const int before = actions();
    const QByteArray printed = "d6,<=-2,-1,0,1,2,3,4,5,6,7,8+\n1,,,,,,,,,,,\n2,,,,,,,,,,,\n3,,,,,,,,,,,\n"
                               "4,,,,,,,,,,,\n5,,,,,,,,,,,\n6,,,,,,,,,,,\n";
    const ReeveTest::CliRun r = import(u"charlemagne.conversion"_s, printed);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("already entered at row 4, column <=-1 (test E)"), r.err.constData());
    QCOMPARE(actions(), before);
    QCOMPARE(columns(u"charlemagne.conversion"_s).first(), u"<=-1"_s);
    // The figure still reads: 1 missionary against 3 is −2, on column <=-1 as Reeve laid it out.
    ReeveTest::CliRun read = resolve(u"charlemagne.conversion"_s,
                                     {u"markers=1"_s, u"defender_markers=3"_s, u"religion=christian"_s},
                                     u"4"_s);
    QCOMPARE(read.outcome().value(u"result"_s).toString(), u"test E"_s);
    QCOMPARE(cli({u"undo"_s, m_file}).code, 0); // the roll just logged
    QCOMPARE(cli({u"undo"_s, m_file}).code, 0); // the import that entered test E
    const ReeveTest::CliRun laid = import(u"charlemagne.conversion"_s, printed);
    QVERIFY2(laid.code == 0, laid.err.constData());
    QCOMPARE(columns(u"charlemagne.conversion"_s).first(), u"<=-2"_s);
}

QTEST_GUILESS_MAIN(TestCharlemagneTableLayout)
#include "tst_tablelayout.moc"
