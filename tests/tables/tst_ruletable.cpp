// Tests of RowKey, RuleTable and the JSON form of tables.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "tablefixtures.h"
#include "tables/provenance.h"
#include "tables/rowkey.h"
#include "tables/ruletable.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

QJsonObject parseObject(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

/// A minimal valid table object the error cases below break one way each.
QByteArray tableJson(const QByteArray &rowsAndExtras)
{
    return R"({"id": "generic.t", "title": "T", "kind": "two-dimensional", "dice": "d6",
               "columns": ["a", "b"], )"
           + rowsAndExtras + "}";
}

} // namespace

class TestRuleTable : public QObject
{
    Q_OBJECT

private slots:
    void provenanceNames();
    void rowKeyParse_data();
    void rowKeyParse();
    void rowKeyContainsAndOverlaps();
    void rowKeyFromStringThrows();
    void constructionErrors_data();
    void constructionErrors();
    void rowIndexFor_data();
    void rowIndexFor();
    void clampRoll_data();
    void clampRoll();
    void columnIndex();
    void requireMissingNamesTableAndCell();
    void houseEdits();
    void setCellRejectsBadValues();
    void jsonRoundTrip();
    void jsonCompactForms();
    void jsonErrors_data();
    void jsonErrors();
};

void TestRuleTable::provenanceNames()
{
    for (Provenance p :
         {Provenance::Printed, Provenance::Text, Provenance::Example, Provenance::House, Provenance::Missing})
        QCOMPARE(provenanceFromString(provenanceToString(p)), p);
    QCOMPARE(provenanceToString(Provenance::Example), u"example"_s);
    QVERIFY(!provenanceFromString(u"Printed"));
    QVERIFY(!provenanceFromString(u""));
}

void TestRuleTable::rowKeyParse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("low");
    QTest::addColumn<int>("high");
    QTest::addColumn<QString>("canonical");
    const int lo = -RowKey::Unbounded;
    const int hi = RowKey::Unbounded;
    QTest::newRow("single") << u"4"_s << true << 4 << 4 << u"4"_s;
    QTest::newRow("spaces") << u"  4 "_s << true << 4 << 4 << u"4"_s;
    QTest::newRow("negative") << u"-1"_s << true << -1 << -1 << u"-1"_s;
    QTest::newRow("plus sign") << u"+3"_s << true << 3 << 3 << u"3"_s;
    QTest::newRow("range") << u"2-3"_s << true << 2 << 3 << u"2-3"_s;
    QTest::newRow("range spaced") << u"2 - 3"_s << true << 2 << 3 << u"2-3"_s;
    QTest::newRow("range en dash") << u"2\u20133"_s << true << 2 << 3 << u"2-3"_s;
    QTest::newRow("negative range") << u"-2--1"_s << true << -2 << -1 << u"-2--1"_s;
    QTest::newRow("range through zero") << u"-2-0"_s << true << -2 << 0 << u"-2-0"_s;
    QTest::newRow("degenerate range") << u"3-3"_s << true << 3 << 3 << u"3"_s;
    QTest::newRow("at most unicode") << u"\u22641"_s << true << lo << 1 << u"\u22641"_s;
    QTest::newRow("at most ascii") << u"<=1"_s << true << lo << 1 << u"\u22641"_s;
    QTest::newRow("at most spaced") << u"<= -1"_s << true << lo << -1 << u"\u2264-1"_s;
    QTest::newRow("at least plus") << u"7+"_s << true << 7 << hi << u"7+"_s;
    QTest::newRow("at least unicode") << u"\u22657"_s << true << 7 << hi << u"7+"_s;
    QTest::newRow("at least ascii") << u">=7"_s << true << 7 << hi << u"7+"_s;
    QTest::newRow("negative open high") << u"-1+"_s << true << -1 << hi << u"-1+"_s;
    QTest::newRow("empty") << QString() << false << 0 << 0 << QString();
    QTest::newRow("reversed") << u"3-2"_s << false << 0 << 0 << QString();
    QTest::newRow("word") << u"six"_s << false << 0 << 0 << QString();
    QTest::newRow("dangling dash") << u"2-"_s << false << 0 << 0 << QString();
    QTest::newRow("decimal") << u"1.5"_s << false << 0 << 0 << QString();
    QTest::newRow("double plus") << u"7++"_s << false << 0 << 0 << QString();
    QTest::newRow("bare sign") << u"\u2264"_s << false << 0 << 0 << QString();
    QTest::newRow("three parts") << u"1-2-3"_s << false << 0 << 0 << QString();
    QTest::newRow("too large") << u"99999999"_s << false << 0 << 0 << QString();
}

void TestRuleTable::rowKeyParse()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    const auto key = RowKey::parse(text);
    QCOMPARE(key.has_value(), valid);
    if (!valid)
        return;
    QFETCH(int, low);
    QFETCH(int, high);
    QFETCH(QString, canonical);
    QCOMPARE(key->low(), low);
    QCOMPARE(key->high(), high);
    QCOMPARE(key->toString(), canonical);
    QCOMPARE(RowKey::parse(key->toString(RowKey::Notation::Ascii)), key);
}

void TestRuleTable::rowKeyContainsAndOverlaps()
{
    const RowKey range = RowKey::range(2, 3);
    QVERIFY(!range.contains(1));
    QVERIFY(range.contains(2));
    QVERIFY(range.contains(3));
    QVERIFY(!range.contains(4));
    QVERIFY(RowKey::atMost(1).contains(-50));
    QVERIFY(RowKey::atLeast(7).contains(1000));
    QVERIFY(!RowKey().contains(0));
    QVERIFY(range.overlaps(RowKey::single(3)));
    QVERIFY(!range.overlaps(RowKey::single(4)));
    QVERIFY(RowKey::atMost(2).overlaps(range));
    QVERIFY(!RowKey::atMost(1).overlaps(range));
    QVERIFY(RowKey::atLeast(3).overlaps(range));
    QCOMPARE(RowKey::atMost(1).toString(RowKey::Notation::Ascii), u"<=1"_s);
}

void TestRuleTable::rowKeyFromStringThrows()
{
    try {
        RowKey::fromString(u"x-1");
        QFAIL("no exception");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QVERIFY2(failure.message().contains(u"x-1"_s), qPrintable(failure.message()));
    }
}

void TestRuleTable::constructionErrors_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QList<RowKey>>("rows");
    QTest::addColumn<QStringList>("columns");
    QTest::addColumn<int>("columnKind");
    QTest::addColumn<QString>("needle");
    const QList<RowKey> rows{RowKey::single(1), RowKey::single(2)};
    const int die = int(RuleTable::Kind::DieIndexed);
    const int twoD = int(RuleTable::Kind::TwoDimensional);
    const int label = int(RuleTable::ColumnKind::Label);
    QTest::newRow("unknown game") << u"chess.t"_s << u"chess"_s << die << rows << QStringList{u"r"_s} << label
                                  << u"game id"_s;
    QTest::newRow("id without game") << u"t"_s << u"generic"_s << die << rows << QStringList{u"r"_s} << label
                                     << u"table id"_s;
    QTest::newRow("id of another game")
            << u"dba.t"_s << u"generic"_s << die << rows << QStringList{u"r"_s} << label << u"table id"_s;
    QTest::newRow("no rows") << u"generic.t"_s << u"generic"_s << die << QList<RowKey>{}
                             << QStringList{u"r"_s} << label << u"no rows"_s;
    QTest::newRow("overlap") << u"generic.t"_s << u"generic"_s << die
                             << QList<RowKey>{RowKey::range(1, 3), RowKey::atLeast(3)} << QStringList{u"r"_s}
                             << label << u"overlaps"_s;
    QTest::newRow("no columns") << u"generic.t"_s << u"generic"_s << twoD << rows << QStringList{} << label
                                << u"no columns"_s;
    QTest::newRow("die with two columns") << u"generic.t"_s << u"generic"_s << die << rows
                                          << QStringList{u"a"_s, u"b"_s} << label << u"exactly one"_s;
    QTest::newRow("duplicate column") << u"generic.t"_s << u"generic"_s << twoD << rows
                                      << QStringList{u"a"_s, u"a"_s} << label << u"twice"_s;
    QTest::newRow("d66 key") << u"generic.t"_s << u"generic"_s << int(RuleTable::Kind::D66List)
                             << QList<RowKey>{RowKey::single(17)} << QStringList{u"e"_s} << label << u"d66"_s;
    QTest::newRow("ratio label") << u"generic.t"_s << u"generic"_s << twoD << rows
                                 << QStringList{u"1/1"_s, u"even"_s} << int(RuleTable::ColumnKind::Ratio)
                                 << u"not a ratio"_s;
    QTest::newRow("differential overlap")
            << u"generic.t"_s << u"generic"_s << twoD << rows << QStringList{u"<=0"_s, u"0+"_s}
            << int(RuleTable::ColumnKind::Differential) << u"overlaps"_s;
}

void TestRuleTable::constructionErrors()
{
    QFETCH(QString, id);
    QFETCH(QString, game);
    QFETCH(int, kind);
    QFETCH(QList<RowKey>, rows);
    QFETCH(QStringList, columns);
    QFETCH(int, columnKind);
    QFETCH(QString, needle);
    try {
        RuleTable(id, game, RuleTable::Kind(kind), rows, columns, RuleTable::ColumnKind(columnKind));
        QFAIL("no exception");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QVERIFY2(failure.message().contains(needle), qPrintable(failure.message()));
    }
}

void TestRuleTable::rowIndexFor_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("row"); // -1: throws
    QTest::newRow("open low far") << -20 << 0;
    QTest::newRow("open low edge") << 1 << 0;
    QTest::newRow("range start") << 2 << 1;
    QTest::newRow("range end") << 3 << 1;
    QTest::newRow("single") << 4 << 2;
    QTest::newRow("open high edge") << 6 << 4;
    QTest::newRow("open high far") << 40 << 4;
}

void TestRuleTable::rowIndexFor()
{
    QFETCH(int, roll);
    QFETCH(int, row);
    QCOMPARE(TestFixtures::sampleTable().rowIndexFor(roll), row);
}

void TestRuleTable::clampRoll_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("clamped");
    QTest::newRow("below") << 0 << 2;
    QTest::newRow("low edge") << 2 << 2;
    QTest::newRow("inside") << 7 << 7;
    QTest::newRow("high edge") << 12 << 12;
    QTest::newRow("above") << 15 << 12;
}

void TestRuleTable::clampRoll()
{
    QFETCH(int, roll);
    QFETCH(int, clamped);
    const RuleTable table(u"generic.twodsix"_s, u"generic"_s, RuleTable::Kind::DieIndexed,
                          {RowKey::range(2, 4), RowKey::range(5, 9), RowKey::range(10, 12)}, {u"r"_s});
    QCOMPARE(table.clampRoll(roll), clamped);
    QCOMPARE(table.lowestRoll(), 2);
    QCOMPARE(table.highestRoll(), 12);
    // A table with open ends never clamps.
    QCOMPARE(TestFixtures::sampleTable().clampRoll(roll), roll);
    try {
        table.rowIndexFor(13);
        QFAIL("no exception");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QVERIFY(failure.message().contains(u"generic.twodsix"_s));
        QVERIFY(failure.message().contains(u"13"_s));
    }
}

void TestRuleTable::columnIndex()
{
    const RuleTable table = TestFixtures::sampleTable();
    QCOMPARE(table.columnIndex(u"1.5/1"), 3);
    QCOMPARE(table.columnIndex(u"4/1"), 6);
    QCOMPARE(table.columnIndex(u"5/1"), -1);
    QCOMPARE(table.columnLabel(0), u"1/3"_s);
}

void TestRuleTable::requireMissingNamesTableAndCell()
{
    const RuleTable table = TestFixtures::sampleTable();
    QCOMPARE(table.require(0, 0).value.toString(), u"AE"_s);
    try {
        table.require(1, 6);
        QFAIL("no exception");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::MissingFigure);
        QCOMPARE(failure.exitCode(), 3);
        QCOMPARE(failure.detail().value(u"table"_s).toString(), u"generic.sample-crt"_s);
        QCOMPARE(failure.detail().value(u"cell"_s).toString(), u"row 2-3, column 4/1"_s);
        const QString message = failure.message();
        QVERIFY2(message.contains(u"generic.sample-crt"_s), qPrintable(message));
        QVERIFY2(message.contains(u"row 2-3, column 4/1"_s), qPrintable(message));
        QVERIFY2(message.contains(u"Tables panel"_s), qPrintable(message));
        QVERIFY2(message.contains(u"reeve-cli table generic.sample-crt --import"_s), qPrintable(message));
    }
    const QList<RuleTable::CellPosition> expected{{1, 6}, {4, 3}};
    QCOMPARE(table.missingCells(), expected);
}

void TestRuleTable::houseEdits()
{
    RuleTable table = TestFixtures::sampleTable();
    table.setCell(1, 6, QJsonValue(u"DE"_s));
    QCOMPARE(table.cell(1, 6).provenance, Provenance::House);
    QCOMPARE(table.require(1, 6).value.toString(), u"DE"_s);
    QCOMPARE(table.missingCells().size(), 1);
    table.setCell(0, 0, 4, Provenance::House, u"our club's reading"_s);
    QCOMPARE(table.cell(0, 0).value.toInt(), 4);
    QCOMPARE(table.cell(0, 0).note, u"our club's reading"_s);
    QCOMPARE(table.cell(0, 1).provenance, Provenance::Printed); // neighbours untouched
    table.setCell(0, 0, QJsonValue(QJsonValue::Null));
    QVERIFY(table.cell(0, 0).isMissing());
    QCOMPARE(table.cell(0, 0).provenance, Provenance::Missing);
    QCOMPARE(table.missingCells().size(), 2);
}

void TestRuleTable::setCellRejectsBadValues()
{
    RuleTable table = TestFixtures::sampleTable();
    QVERIFY_THROWS_EXCEPTION(Failure, table.setCell(0, 0, QJsonValue(true)));
    QVERIFY_THROWS_EXCEPTION(Failure, table.setCell(0, 0, QJsonArray{1}));
    QVERIFY_THROWS_EXCEPTION(Failure, table.setCell(0, 0, 3, Provenance::Missing));
    QVERIFY_THROWS_EXCEPTION(Failure, table.cell(5, 0));
    QVERIFY_THROWS_EXCEPTION(Failure, table.cell(0, 7));
    QCOMPARE(table, TestFixtures::sampleTable());
}

void TestRuleTable::jsonRoundTrip()
{
    RuleTable table = TestFixtures::sampleTable();
    table.setNote(u"note on the whole table"_s);
    table.setCell(0, 6, 1.5, Provenance::House);
    const QJsonObject json = table.toJson();
    QCOMPARE(RuleTable::fromJson(json), table);
    // Through bytes too, as a file would be.
    const QByteArray bytes = QJsonDocument(json).toJson();
    QCOMPARE(RuleTable::fromJson(QJsonDocument::fromJson(bytes).object(), u"generic"_s), table);
    // Every cell's provenance is explicit in the output: row default or the cell's own.
    const QJsonArray rows = json.value(u"rows"_s).toArray();
    QCOMPARE(rows.size(), 5);
    for (const QJsonValue &row : rows)
        QVERIFY(row.toObject().contains(u"provenance"_s));
}

void TestRuleTable::jsonCompactForms()
{
    const RuleTable table = RuleTable::fromJson(parseObject(R"({
        "id": "generic.compact", "title": "Compact", "kind": "two-dimensional", "dice": "d6",
        "columns": ["a", "b", "c"], "provenance": "printed",
        "rows": [
            {"key": "1", "cells": [1, "X", null]},
            {"key": "2", "provenance": "text", "cells": [2, {"value": 3, "provenance": "example", "note": "§1"}, 4]},
            {"key": "3"},
            {"key": 4, "cells": [{"value": null}, {"value": 7, "provenance": "house"}, 8]}
        ]})"),
                                                u"generic"_s);
    QCOMPARE(table.game(), u"generic"_s);
    QCOMPARE(table.cell(0, 0).provenance, Provenance::Printed);
    QCOMPARE(table.cell(0, 1).value.toString(), u"X"_s);
    QVERIFY(table.cell(0, 2).isMissing());
    QCOMPARE(table.cell(1, 0).provenance, Provenance::Text);
    QCOMPARE(table.cell(1, 1).provenance, Provenance::Example);
    QCOMPARE(table.cell(1, 1).note, u"§1"_s);
    for (int column = 0; column < 3; ++column)
        QVERIFY(table.cell(2, column).isMissing());
    QCOMPARE(table.rowKey(3), RowKey::single(4));
    QVERIFY(table.cell(3, 0).isMissing());
    QCOMPARE(table.cell(3, 1).provenance, Provenance::House);
    QCOMPARE(table.cell(3, 2).provenance, Provenance::Printed);
    QCOMPARE(table.missingCells().size(), 5);
    QCOMPARE(RuleTable::fromJson(table.toJson()), table);
}

void TestRuleTable::jsonErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("needle");
    QTest::newRow("no provenance") << tableJson(R"("rows": [{"key": "1", "cells": [1, 2]}])")
                                   << u"$.tables[3].rows[0].cells[0]: the figure 1 has no provenance"_s;
    QTest::newRow("value marked missing")
            << tableJson(R"("rows": [{"key": "1", "provenance": "missing", "cells": [null, 2]}])")
            << u"$.tables[3].rows[0].cells[1]: a cell marked missing"_s;
    QTest::newRow("null marked printed") << tableJson(
            R"("rows": [{"key": "1", "cells": [{"value": null, "provenance": "printed"}, null]}])")
                                         << u"$.tables[3].rows[0].cells[0]: a cell without a value"_s;
    QTest::newRow("bad provenance") << tableJson(R"("provenance": "guessed", "rows": [{"key": "1"}])")
                                    << u"$.tables[3].provenance: expected one of"_s;
    QTest::newRow("cell count") << tableJson(R"("provenance": "text", "rows": [{"key": "1", "cells": [1]}])")
                                << u"$.tables[3].rows[0].cells: expected a list of 2 cells"_s;
    QTest::newRow("bool cell") << tableJson(
            R"("provenance": "text", "rows": [{"key": "1", "cells": [true, 1]}])")
                               << u"$.tables[3].rows[0].cells[0]: a figure is a number or a text"_s;
    QTest::newRow("bad key") << tableJson(R"("rows": [{"key": "1"}, {"key": "two"}])")
                             << u"$.tables[3].rows[1].key: expected a row key"_s;
    QTest::newRow("overlapping keys") << tableJson(R"("rows": [{"key": "1-3"}, {"key": "3"}])")
                                      << u"$.tables[3]: Table generic.t: row key 3 overlaps row key 1-3"_s;
    QTest::newRow("unknown key") << tableJson(R"("colour": "red", "rows": [{"key": "1"}])")
                                 << u"$.tables[3]: unknown key \"colour\""_s;
    QTest::newRow("unknown cell key") << tableJson(R"("rows": [{"key": "1", "cells": [{"valeu": 1}, null]}])")
                                      << u"$.tables[3].rows[0].cells[0]: unknown key \"valeu\""_s;
    QTest::newRow("bad kind") << QByteArray(
            R"({"id": "generic.t", "title": "T", "kind": "table", "columns": ["a"], "rows": []})")
                              << u"$.tables[3].kind: expected die, two-dimensional or d66"_s;
    QTest::newRow("no title") << QByteArray(
            R"({"id": "generic.t", "kind": "die", "dice": "d6", "columns": ["a"], "rows": [{"key": "1"}]})")
                              << u"$.tables[3].title: expected a non-empty text"_s;
    QTest::newRow("game mismatch") << tableJson(R"("game": "dba", "rows": [{"key": "1"}])")
                                   << u"$.tables[3].game: the table says game dba"_s;
}

void TestRuleTable::jsonErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, needle);
    try {
        RuleTable::fromJson(parseObject(json), u"generic"_s, u"$.tables[3]"_s);
        QFAIL("no exception");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QVERIFY2(failure.message().contains(needle), qPrintable(failure.message()));
        QVERIFY(failure.detail().value(u"path"_s).toString().startsWith(u"$.tables[3]"_s));
    }
}

QTEST_GUILESS_MAIN(TestRuleTable)
#include "tst_ruletable.moc"
