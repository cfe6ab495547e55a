// Tests of CsvReader and TableCsv: RFC 4180 reading, export, import semantics, every error path.
#include <QTest>

#include "tablefixtures.h"
#include "tables/csvreader.h"
#include "tables/ruletable.h"
#include "tables/tablecsv.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

const QString header = u"d6,1/3,1/2,1/1,1.5/1,2/1,3/1,4/1\n"_s;

QString describe(const TableCsv::ImportResult &result)
{
    QStringList lines;
    for (const TableCsv::Error &error : result.errors)
        lines.append(error.message);
    return lines.join(u'\n');
}

} // namespace

class TestTableCsv : public QObject
{
    Q_OBJECT

private slots:
    void reader_data();
    void reader();
    void exportFormat();
    void formulasAreProtectedAndReadBack();
    void roundTrip_data();
    void roundTrip();
    void editedCellsBecomeHouse();
    void emptyFieldsAndEqualValues();
    void subsetAndReorderedColumns();
    void values_data();
    void values();
    void errors_data();
    void errors();
    void invalidUtf8NamesLine();
    void errorsAreCapped();
};

void TestTableCsv::reader_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<QStringList>>("records");
    QTest::addColumn<QList<int>>("lines");
    QTest::newRow("lf") << u"a,b\nc,d\n"_s << QList<QStringList>{{u"a"_s, u"b"_s}, {u"c"_s, u"d"_s}}
                        << QList<int>{1, 2};
    QTest::newRow("crlf, no final break")
            << u"a,b\r\nc,d"_s << QList<QStringList>{{u"a"_s, u"b"_s}, {u"c"_s, u"d"_s}} << QList<int>{1, 2};
    QTest::newRow("lone cr") << u"a\rb"_s << QList<QStringList>{{u"a"_s}, {u"b"_s}} << QList<int>{1, 2};
    QTest::newRow("quoted comma") << u"\"a,b\",c"_s << QList<QStringList>{{u"a,b"_s, u"c"_s}}
                                  << QList<int>{1};
    QTest::newRow("doubled quote") << u"\"say \"\"AE\"\"\",x"_s
                                   << QList<QStringList>{{u"say \"AE\""_s, u"x"_s}} << QList<int>{1};
    QTest::newRow("embedded newline")
            << u"\"two\r\nlines\",x\nnext,y"_s
            << QList<QStringList>{{u"two\nlines"_s, u"x"_s}, {u"next"_s, u"y"_s}} << QList<int>{1, 3};
    QTest::newRow("empty fields") << u",,\n"_s << QList<QStringList>{{QString(), QString(), QString()}}
                                  << QList<int>{1};
    QTest::newRow("empty quoted") << u"\"\",a"_s << QList<QStringList>{{QString(), u"a"_s}} << QList<int>{1};
    QTest::newRow("spaces around quotes")
            << u" \"a\" ,b"_s << QList<QStringList>{{u"a"_s, u"b"_s}} << QList<int>{1};
    QTest::newRow("quote inside unquoted")
            << u"a\"b,c"_s << QList<QStringList>{{u"a\"b"_s, u"c"_s}} << QList<int>{1};
    QTest::newRow("blank line") << u"a\n\nb"_s << QList<QStringList>{{u"a"_s}, {QString()}, {u"b"_s}}
                                << QList<int>{1, 2, 3};
}

void TestTableCsv::reader()
{
    QFETCH(QString, text);
    QFETCH(QList<QStringList>, records);
    QFETCH(QList<int>, lines);
    const CsvReader::Result result = CsvReader::read(text);
    QVERIFY(result.errors.isEmpty());
    QCOMPARE(result.records.size(), records.size());
    for (qsizetype i = 0; i < records.size(); ++i) {
        QCOMPARE(result.records[i].fields, records[i]);
        QCOMPARE(result.records[i].line, lines[i]);
    }
}

void TestTableCsv::exportFormat()
{
    RuleTable table(u"generic.quote"_s, u"generic"_s, RuleTable::Kind::TwoDimensional,
                    {RowKey::atMost(1), RowKey::range(2, 3), RowKey::atLeast(4)}, {u"a"_s, u"b, c"_s});
    table.setDice(u"d6"_s);
    table.setCell(0, 0, 5, Provenance::Printed);
    table.setCell(0, 1, QJsonValue(u"say \"no\""_s), Provenance::Text);
    table.setCell(1, 0, QJsonValue(u"40/10"_s), Provenance::Printed);
    table.setCell(2, 1, 2.5, Provenance::House);
    QCOMPARE(TableCsv::exportCsv(table),
             u"d6,a,\"b, c\"\r\n<=1,5,\"say \"\"no\"\"\"\r\n2-3,40/10,\r\n4+,,2.5\r\n"_s);
    QCOMPARE(TableCsv::exportCsv(table, TableCsv::LineEnding::Lf, RowKey::Notation::Unicode),
             u"d6,a,\"b, c\"\n\u22641,5,\"say \"\"no\"\"\"\n2-3,40/10,\n4+,,2.5\n"_s);
}

void TestTableCsv::formulasAreProtectedAndReadBack()
{
    // A spreadsheet takes "-1", "+2", "=..." and "@..." for formulas: each is written after an apostrophe
    // (as is a text that starts with one), and an import of that file reads every field back as it was.
    RuleTable table(u"generic.modifiers"_s, u"generic"_s, RuleTable::Kind::TwoDimensional,
                    {RowKey::single(-1), RowKey::single(0), RowKey::atLeast(1)}, {u"+1"_s, u"plain"_s});
    table.setDice(u"d6"_s);
    table.setCell(0, 0, -1, Provenance::Printed);
    table.setCell(0, 1, QJsonValue(u"=SUM(A1)"_s), Provenance::Text);
    table.setCell(1, 0, QJsonValue(u"@home"_s), Provenance::Text);
    table.setCell(1, 1, QJsonValue(u"'quoted"_s), Provenance::Text);
    table.setCell(2, 0, QJsonValue(u"+2"_s), Provenance::Text);
    table.setCell(2, 1, 3, Provenance::Printed);
    const QString csv = TableCsv::exportCsv(table, TableCsv::LineEnding::Lf);
    QCOMPARE(csv, u"d6,'+1,plain\n'-1,'-1,'=SUM(A1)\n0,'@home,''quoted\n1+,'+2,3\n"_s);
    const TableCsv::ImportResult back = TableCsv::importCsv(table, QStringView(csv));
    QVERIFY2(back.isOk(), qPrintable(describe(back)));
    QVERIFY(back.changes.isEmpty());
    // A file saved without the apostrophes (a spreadsheet that hid them) reads the same.
    const TableCsv::ImportResult plain
            = TableCsv::importCsv(table, u"d6,+1,plain\n-1,-1,=SUM(A1)\n0,@home,'quoted\n1+,+2,3\n"_s);
    QVERIFY2(plain.isOk(), qPrintable(describe(plain)));
    QCOMPARE(plain.changes.size(), 1); // "'quoted" lost its apostrophe there: a text of its own now
    QCOMPARE(plain.changes.first().value, QJsonValue(u"quoted"_s));
}

void TestTableCsv::roundTrip_data()
{
    QTest::addColumn<int>("lineEnding");
    QTest::addColumn<int>("notation");
    QTest::newRow("crlf ascii") << int(TableCsv::LineEnding::CrLf) << int(RowKey::Notation::Ascii);
    QTest::newRow("lf unicode") << int(TableCsv::LineEnding::Lf) << int(RowKey::Notation::Unicode);
}

void TestTableCsv::roundTrip()
{
    QFETCH(int, lineEnding);
    QFETCH(int, notation);
    RuleTable table = TestFixtures::sampleTable();
    table.setCell(0, 0, QJsonValue(u"with, comma"_s), Provenance::Printed);
    table.setCell(0, 1, QJsonValue(u"7"_s), Provenance::Printed); // a text that looks like a number
    table.setCell(0, 2, 2.25, Provenance::Printed);
    const QString csv = TableCsv::exportCsv(table, TableCsv::LineEnding(lineEnding),
                                            RowKey::Notation(notation));
    const TableCsv::ImportResult result = TableCsv::importCsv(table, QStringView(csv));
    QVERIFY2(result.isOk(), qPrintable(describe(result)));
    QVERIFY(result.changes.isEmpty());
    const TableCsv::ImportResult fromBytes = TableCsv::importCsv(table,
                                                                 QByteArray("\xEF\xBB\xBF") + csv.toUtf8());
    QVERIFY2(fromBytes.isOk(), qPrintable(describe(fromBytes)));
    QVERIFY(fromBytes.changes.isEmpty());
}

void TestTableCsv::editedCellsBecomeHouse()
{
    RuleTable table = TestFixtures::sampleTable();
    QString csv = TableCsv::exportCsv(table, TableCsv::LineEnding::Lf);
    // Edit row "5" column 1/3 (was the text figure 2), and fill the missing 4/1 cell of row 2-3.
    csv.replace(u"\n5,2,EX,"_s, u"\n5,3,EX,"_s);
    csv.replace(u"\n2-3,AE,AR,AR,EX,DR,DR,\n"_s, u"\n2-3,AE,AR,AR,EX,DR,DR,DE\n"_s);
    const TableCsv::ImportResult result = TableCsv::importCsv(table, QStringView(csv));
    QVERIFY2(result.isOk(), qPrintable(describe(result)));
    const QList<TableCsv::CellChange> expected{{1, 6, QJsonValue(u"DE"_s)}, {3, 0, QJsonValue(3)}};
    QCOMPARE(result.changes, expected);
    const RuleTable before = table;
    TableCsv::apply(table, result.changes);
    QCOMPARE(table.cell(1, 6).provenance, Provenance::House);
    QCOMPARE(table.cell(3, 0).provenance, Provenance::House);
    QCOMPARE(table.cell(3, 0).value.toInt(), 3);
    for (int row = 0; row < table.rowCount(); ++row) {
        for (int column = 0; column < table.columnCount(); ++column) {
            if ((row == 1 && column == 6) || (row == 3 && column == 0))
                continue;
            QCOMPARE(table.cell(row, column), before.cell(row, column));
        }
    }
    QVERIFY(TableCsv::importCsv(table, QStringView(csv)).changes.isEmpty());
}

void TestTableCsv::emptyFieldsAndEqualValues()
{
    const RuleTable table = TestFixtures::sampleTable();
    // Every field empty but one equal value (the example-provenance EX of row 4): no change.
    const QString csv = header + u"4,,, EX ,,,,\n<=1,,,,,,,\n"_s;
    const TableCsv::ImportResult result = TableCsv::importCsv(table, QStringView(csv));
    QVERIFY2(result.isOk(), qPrintable(describe(result)));
    QVERIFY(result.changes.isEmpty());
}

void TestTableCsv::subsetAndReorderedColumns()
{
    const RuleTable table = TestFixtures::sampleTable();
    const QString csv = u"roll,4/1,1/3\n6+,DE,X\n<=1,DR,AE\n"_s;
    const TableCsv::ImportResult result = TableCsv::importCsv(table, QStringView(csv));
    QVERIFY2(result.isOk(), qPrintable(describe(result)));
    const QList<TableCsv::CellChange> expected{{4, 0, QJsonValue(u"X"_s)}};
    QCOMPARE(result.changes, expected);
}

void TestTableCsv::values_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::newRow("integer") << u"5"_s << QJsonValue(5);
    QTest::newRow("negative") << u"-3"_s << QJsonValue(-3);
    QTest::newRow("plus") << u"+2"_s << QJsonValue(2);
    QTest::newRow("decimal") << u"1.5"_s << QJsonValue(1.5);
    QTest::newRow("result code") << u"AE"_s << QJsonValue(u"AE"_s);
    QTest::newRow("ratio text") << u"2/1"_s << QJsonValue(u"2/1"_s);
    QTest::newRow("casualties") << u"-/20"_s << QJsonValue(u"-/20"_s);
    QTest::newRow("unicode") << u"100k/\u2013"_s << QJsonValue(u"100k/\u2013"_s);
}

void TestTableCsv::values()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    const auto parsed = TableCsv::parseValue(field);
    QVERIFY(parsed);
    QCOMPARE(*parsed, value);
    QCOMPARE(parsed->isString(), value.isString());
}

void TestTableCsv::errors_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("needle");
    QTest::newRow("too few fields") << header + u"4,a,b\n"_s << 2 << 0 << u"Line 2: expected 8 fields"_s;
    QTest::newRow("too many fields") << header + u"4,a,b,c,d,e,f,g,h\n"_s << 2 << 0 << u"found 9"_s;
    QTest::newRow("unknown row key") << u"2d6,r\n\n\n13,x\n"_s << 4 << 1
                                     << u"Line 4, column 1: table generic.twodsix has no row 13"_s;
    QTest::newRow("row key that splits a table row")
            << u"2d6,r\n2-4,a\n7-8,b\n"_s << 3 << 1 << u"overlaps the table's row 5-9"_s;
    QTest::newRow("bad row key") << header + u"four,,,,,,,\n"_s << 2 << 1 << u"\"four\" is not a row key"_s;
    QTest::newRow("key overlapping table row")
            << header + u"3,,,,,,,\n"_s << 2 << 1 << u"row key 3 overlaps the table's row 2-3"_s;
    QTest::newRow("key overlapping earlier line") << header + u"2-3,,,,,,,\n4,,,,,,,\n2-3,,,,,,,\n"_s << 4
                                                  << 1 << u"row key 2-3 overlaps row 2-3 given on line 2"_s;
    QTest::newRow("same row other notation")
            << header + u"<=1,,,,,,,\n\u22641,,,,,,,\n"_s << 3 << 1 << u"given on line 2"_s;
    QTest::newRow("number too large") << header + u"4,,,99999999999999999999,,,,\n"_s << 2 << 4
                                      << u"Line 2, column 4: the number 99999999999999999999 is too large"_s;
    QTest::newRow("line break in value") << header + u"4,\"A\nE\",,,,,,\n"_s << 2 << 2 << u"line break"_s;
    QTest::newRow("value too long") << header + u"4,"_s + QString(201, u'x') + u",,,,,,\n"_s << 2 << 2
                                    << u"at most 200 characters"_s;
    QTest::newRow("unterminated quote")
            << header + u"4,a,b,c,d,e,f,g\n5,\"open,,,,,,\n6+,x\n"_s << 3 << 2
            << u"Line 3, column 2: a quoted field starts here but its closing quote is missing"_s;
    QTest::newRow("text after quote")
            << header + u"4,\"a\"b,,,,,,\n"_s << 2 << 2 << u"unexpected text after a closing quote"_s;
    QTest::newRow("unknown column") << u"d6,1/3,5/1\n"_s << 1 << 3
                                    << u"Line 1, column 3: \"5/1\" is not a column"_s;
    QTest::newRow("duplicate column") << u"d6,1/3,1/3\n"_s << 1 << 3 << u"column 1/3 appears twice"_s;
    QTest::newRow("header without columns") << u"d6\n4\n"_s << 1 << 0 << u"at least one column"_s;
    QTest::newRow("empty file") << QString() << 1 << 0 << u"the file is empty"_s;
    QTest::newRow("only blank lines") << u"\n ,\n"_s << 1 << 0 << u"the file is empty"_s;
    QTest::newRow("quote error in header") << u"d6,\"1/3\"x\n4,a\n"_s << 1 << 2 << u"unexpected text"_s;
}

void TestTableCsv::errors()
{
    QFETCH(QString, csv);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, needle);
    // Files starting "2d6," are read against a closed 2d6 table, the others against the sample.
    const RuleTable closed(u"generic.twodsix"_s, u"generic"_s, RuleTable::Kind::DieIndexed,
                           {RowKey::range(2, 4), RowKey::range(5, 9), RowKey::range(10, 12)}, {u"r"_s});
    const RuleTable table = csv.startsWith(u"2d6,"_s) ? closed : TestFixtures::sampleTable();
    const TableCsv::ImportResult result = TableCsv::importCsv(table, QStringView(csv));
    QVERIFY2(!result.errors.isEmpty(), "expected an error");
    const TableCsv::Error &error = result.errors.first();
    QVERIFY2(error.message.contains(needle), qPrintable(describe(result)));
    QCOMPARE(error.line, line);
    QCOMPARE(error.column, column);
    QVERIFY2(error.message.startsWith(u"Line %1"_s.arg(line)), qPrintable(error.message));
}

void TestTableCsv::invalidUtf8NamesLine()
{
    const QByteArray csv = header.toUtf8() + "4,a\xff\xfe,,,,,,\n";
    const TableCsv::ImportResult result = TableCsv::importCsv(TestFixtures::sampleTable(), csv);
    QCOMPARE(result.errors.size(), 1);
    QCOMPARE(result.errors.first().line, 2);
    QVERIFY(result.errors.first().message.contains(u"UTF-8"_s));
}

void TestTableCsv::errorsAreCapped()
{
    QString csv = header;
    for (int i = 0; i < 500; ++i)
        csv += u"9,,,,,,,\n"_s;
    const TableCsv::ImportResult result = TableCsv::importCsv(TestFixtures::sampleTable(), QStringView(csv));
    QCOMPARE(result.errors.size(), TableCsv::MaxErrors + 1);
    QVERIFY(result.errors.last().message.contains(u"too many errors"_s));
}

QTEST_GUILESS_MAIN(TestTableCsv)
#include "tst_tablecsv.moc"
