// Tables 1-4 of the DBA campaign "1066 and all that" against the printed text: the
// shape of each table, every cell of Tables 1-3 row by row as printed, Table 4's
// corners, odd rows and totals, the provenance of every cell, and the gaps left missing.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "campaign/campaigntables.h"
#include "procedures/procedureregistry.h"
#include "reference/rulesreference.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

const RuleTable &table(const QString &id)
{
    return CampaignTables::builtIn().table(id);
}

QString cellText(const RuleTable &t, int row, int column)
{
    const QJsonValue v = t.cell(row, column).value;
    return v.isString() ? v.toString() : QString::number(v.toInteger());
}

QString rowText(const RuleTable &t, int row)
{
    QStringList cells;
    for (int column = 0; column < t.columnCount(); ++column)
        cells << cellText(t, row, column);
    return cells.join(u'|');
}

void checkAllPrinted(const RuleTable &t, const QList<int> &skipColumns = {})
{
    for (int row = 0; row < t.rowCount(); ++row)
        for (int column = 0; column < t.columnCount(); ++column) {
            if (skipColumns.contains(column))
                continue;
            const TableCell &cell = t.cell(row, column);
            QVERIFY2(!cell.isMissing(), qPrintable(t.cellName(row, column)));
            QCOMPARE(cell.provenance, Provenance::Printed);
        }
}

} // namespace

class TestDbaTables : public QObject
{
    Q_OBJECT
private slots:
    void filesLoadStrictly_data();
    void filesLoadStrictly();
    void table1();
    void table1UnavailableIsNotMissing();
    void table2();
    void table2LOrN();
    void table3();
    void table4Shape();
    void table4Rows_data();
    void table4Rows();
    void table4Totals();
    void table4CompulsoryTerrainIsMissing();
    void figuresHaveProvenance();
    void referenceFlagsTheGaps();
    void seaRoutes();
};

void TestDbaTables::filesLoadStrictly_data()
{
    QTest::addColumn<QString>("file");
    for (const char *name : {"table1-troops.json", "table2-battle-type.json", "table3-abstract-battle.json",
                             "table4-provinces.json", "figures.json", "sea-routes.json"})
        QTest::newRow(name) << QString::fromUtf8(name);
}

void TestDbaTables::filesLoadStrictly()
{
    QFETCH(QString, file);
    TableLibrary library;
    try {
        library.loadFile(QStringLiteral(REEVE_SOURCE_DIR) + u"/resources/rules/dba/"_s + file);
    } catch (const Failure &failure) {
        QFAIL(qPrintable(failure.message()));
    }
    QVERIFY(library.size() >= 1);
    for (const QString &id : library.tableIds())
        QVERIFY(CampaignTables::builtIn().contains(id));
}

static QJsonObject expected(const QString &key)
{
    QFile file(QStringLiteral(REEVE_SOURCE_DIR) + u"/tests/games/dba/printed-tables.json"_s);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("printed-tables.json is missing");
    return QJsonDocument::fromJson(file.readAll()).object().value(key).toObject();
}

/// Compares every cell of \a t with the column-by-column expectation \a printed.
static void compareColumns(const RuleTable &t, const QJsonObject &printed)
{
    QCOMPARE(printed.keys().size(), t.columnCount());
    for (int column = 0; column < t.columnCount(); ++column) {
        const QJsonArray cells = printed.value(t.columnLabel(column)).toArray();
        QCOMPARE(cells.size(), t.rowCount());
        for (int row = 0; row < t.rowCount(); ++row)
            QVERIFY2(cellText(t, row, column) == cells[row].toString(),
                     qPrintable(t.cellName(row, column) + u": "_s + cellText(t, row, column) + u" vs printed "_s
                                + cells[row].toString()));
    }
}

void TestDbaTables::table1()
{
    const RuleTable &t = table(u"dba.troop-values"_s);
    QCOMPARE(t.columns(), (QStringList{u"troop_type"_s, u"I"_s, u"O"_s, u"S"_s, u"F"_s}));
    QCOMPARE(t.rowCount(), 11);
    compareColumns(t, expected(u"table1"_s));
    // The four corners and the odd cells once more, by position.
    QCOMPARE(cellText(t, 0, 0), u"Knights (Kn)"_s);
    QCOMPARE(cellText(t, 0, 1), u"(8)"_s);
    QCOMPARE(cellText(t, 0, 4), u"9"_s);
    QCOMPARE(cellText(t, 10, 0), u"Naval Units"_s);
    QCOMPARE(cellText(t, 10, 4), u"-"_s);
    QCOMPARE(cellText(t, 10, 2), u"3"_s);
    QCOMPARE(cellText(t, 3, 3), u"(5)"_s);
    QCOMPARE(cellText(t, 9, 4), u"1"_s);
    checkAllPrinted(t);
}

void TestDbaTables::table1UnavailableIsNotMissing()
{
    const RuleTable &t = table(u"dba.troop-values"_s);
    QVERIFY(t.missingCells().isEmpty());
    QCOMPARE(t.cell(2, 1).value.toString(), u"-"_s); // LH(I): unavailable, printed as a dash
    QCOMPARE(t.cell(2, 1).provenance, Provenance::Printed);
}

void TestDbaTables::table2()
{
    const RuleTable &t = table(u"dba.battle-type"_s);
    QCOMPARE(t.columnKind(), RuleTable::ColumnKind::Ratio);
    QCOMPARE(t.columns(), (QStringList{u"1:4"_s, u"1:3"_s, u"1:2"_s, u"2:3"_s, u"1:1"_s, u"3:2"_s, u"2:1"_s,
                                       u"3:1"_s, u"4:1"_s}));
    QCOMPARE(t.rowCount(), 6);
    for (int row = 0; row < 6; ++row)
        QCOMPARE(t.rowKey(row).toString(), QString::number(row + 1));
    compareColumns(t, expected(u"table2"_s));
    QCOMPARE(cellText(t, 0, 0), u"A"_s);
    QCOMPARE(cellText(t, 0, 8), u"L"_s);
    QCOMPARE(cellText(t, 5, 0), u"N"_s);
    QCOMPARE(cellText(t, 5, 8), u"E"_s);
    QCOMPARE(cellText(t, 0, 5), u"L or N"_s);
    QCOMPARE(cellText(t, 5, 3), u"L or N"_s);
    checkAllPrinted(t);
}

void TestDbaTables::table2LOrN()
{
    const RuleTable &t = table(u"dba.battle-type-l-or-n"_s);
    for (int roll = 1; roll <= 6; ++roll) {
        const TableCell &cell = t.cell(t.rowIndexFor(roll), 0);
        QCOMPARE(cell.value.toString(), roll <= 3 ? u"L"_s : u"N"_s);
        QCOMPARE(cell.provenance, Provenance::Text);
    }
}

void TestDbaTables::table3()
{
    const RuleTable &t = table(u"dba.abstract-battle"_s);
    QCOMPARE(t.columnKind(), RuleTable::ColumnKind::Ratio);
    QCOMPARE(t.columns(), (QStringList{u"1:6"_s, u"1:4"_s, u"1:3"_s, u"1:2"_s, u"2:3"_s, u"1:1"_s, u"3:2"_s,
                                       u"2:1"_s, u"3:1"_s, u"4:1"_s, u"6:1"_s}));
    QCOMPARE(t.rowCount(), 10);
    for (int row = 0; row < 10; ++row)
        QCOMPARE(t.rowKey(row).toString(), QString::number(row - 1));
    compareColumns(t, expected(u"table3"_s));
    QCOMPARE(cellText(t, 0, 0), u"100k/-"_s);
    QCOMPARE(cellText(t, 0, 10), u"20/30"_s);
    QCOMPARE(cellText(t, 9, 0), u"30/20"_s);
    QCOMPARE(cellText(t, 9, 10), u"-/100k"_s);
    QCOMPARE(cellText(t, 9, 7), u"10/95k"_s); // the only 95
    QCOMPARE(cellText(t, 4, 7), u"-/20"_s);
    QCOMPARE(cellText(t, 9, 1), u"30/30k"_s);
    checkAllPrinted(t);
}

void TestDbaTables::table4Shape()
{
    const RuleTable &t = table(u"dba.provinces"_s);
    QCOMPARE(t.columns(), (QStringList{u"province"_s, u"initial_owner"_s, u"revenue"_s, u"army_type"_s,
                                       u"terrain"_s, u"compulsory_terrain"_s}));
    QCOMPARE(t.rowCount(), 77); // the transcription lists 77 provinces
    for (int row = 0; row < t.rowCount(); ++row)
        QCOMPARE(t.rowKey(row).toString(), QString::number(row + 1));
    checkAllPrinted(t, {5});
}

void TestDbaTables::table4Rows_data()
{
    QTest::addColumn<int>("number");
    QTest::addColumn<QStringList>("printed");
    const QJsonObject rows = expected(u"table4_rows"_s);
    QVERIFY(rows.size() >= 16);
    for (auto it = rows.begin(); it != rows.end(); ++it) {
        QStringList cells;
        for (const QJsonValue &v : it.value().toArray())
            cells << v.toString();
        QTest::newRow(qPrintable(cells.value(0))) << it.key().toInt() << cells;
    }
}

void TestDbaTables::table4Rows()
{
    QFETCH(int, number);
    QFETCH(QStringList, printed);
    const RuleTable &t = table(u"dba.provinces"_s);
    const int row = t.rowIndexFor(number);
    QStringList cells;
    for (int column = 0; column < 5; ++column)
        cells << cellText(t, row, column);
    QCOMPARE(cells, printed);
}

void TestDbaTables::table4Totals()
{
    const RuleTable &t = table(u"dba.provinces"_s);
    int revenue = 0;
    QMap<QString, int> owners;
    for (int row = 0; row < t.rowCount(); ++row) {
        revenue += int(t.cell(row, 2).value.toInteger());
        ++owners[t.cell(row, 1).value.toString()];
    }
    QCOMPARE(revenue, 269);
    QCOMPARE(owners.size(), 16);
    QCOMPARE(owners.value(u"Neutral"_s), 5);
    QCOMPARE(owners.value(u"S. England"_s), 7);
    QCOMPARE(owners.value(u"Normandy"_s), 4);
    QCOMPARE(owners.value(u"Dublin"_s), 2);
}

void TestDbaTables::table4CompulsoryTerrainIsMissing()
{
    const RuleTable &t = table(u"dba.provinces"_s);
    QCOMPARE(t.missingCells().size(), 77);
    for (const RuleTable::CellPosition &p : t.missingCells())
        QCOMPARE(p.column, 5);
    QVERIFY(t.note().contains(u"bold"_s));
}

void TestDbaTables::figuresHaveProvenance()
{
    const RuleTable &t = table(u"dba.figures"_s);
    QSet<QString> names;
    for (int row = 0; row < t.rowCount(); ++row) {
        const QString name = t.cell(row, 0).value.toString();
        QVERIFY2(!names.contains(name), qPrintable(name));
        names.insert(name);
        const TableCell &value = t.cell(row, 1);
        QVERIFY2(!value.note.isEmpty(), qPrintable(name)); // every figure names its heading
        QVERIFY(value.isMissing() || value.provenance == Provenance::Text || value.provenance == Provenance::Example);
    }
    // The siege example's figures are marked as read from the example.
    for (int row = 0; row < t.rowCount(); ++row)
        if (t.cell(row, 0).value.toString().startsWith(u"siege_fortified_"_s))
            QCOMPARE(t.cell(row, 1).provenance, Provenance::Example);
}

// Links of procedures and tables to the reference are checked for every game in
// tests/rulings/tst_rulesreference.cpp; here: the gaps of the text are marked open.
void TestDbaTables::referenceFlagsTheGaps()
{
    const RulesReference &reference = RulesReference::builtIn(u"dba"_s);
    // The battle type modifier and the missing causes for renouncing a vassal.
    const QList<ReferenceEntry> table3 = reference.forProcedure(u"dba.abstract-battle"_s);
    QVERIFY(std::any_of(table3.begin(), table3.end(), [](const ReferenceEntry &e) {
        return e.open && e.summary.contains(u"modifier parameter"_s);
    }));
    QVERIFY(!reference.search(u"causes renounce"_s).isEmpty());
}

// The seven special sea routes as printed, each end a Table 4 province; the list's "South Jutland"
// is Table 4's "S. Jutland" (kept as printed, with a note).
void TestDbaTables::seaRoutes()
{
    const RuleTable &routes = table(u"dba.sea-routes"_s);
    checkAllPrinted(routes);
    QStringList rows;
    for (int row = 0; row < routes.rowCount(); ++row)
        rows << rowText(routes, row);
    QCOMPARE(rows, (QStringList{u"Ponthieu|Kent"_s, u"South Jutland|Wendland"_s, u"Zealand|Wendland"_s,
                                u"Galloway|Ulster"_s, u"Galloway|Cumbria"_s, u"Dumnonia|Dyfed"_s, u"Dumnonia|Gwent"_s}));
    const RuleTable &provinces = table(u"dba.provinces"_s);
    QStringList names;
    for (int row = 0; row < provinces.rowCount(); ++row)
        names << cellText(provinces, row, 0);
    for (int row = 0; row < routes.rowCount(); ++row)
        for (int column = 0; column < 2; ++column) {
            const QString name = cellText(routes, row, column);
            if (name == u"South Jutland"_s) {
                QVERIFY(names.contains(u"S. Jutland"_s));
                QVERIFY(routes.cell(row, column).note.contains(u"S. Jutland"_s));
            } else {
                QVERIFY2(names.contains(name), qPrintable(name));
            }
        }
}

QTEST_GUILESS_MAIN(TestDbaTables)
#include "tst_dba_tables.moc"
