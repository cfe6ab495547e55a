// Tests of the Tables panel and its RuleTableModel: provenance roles, editing as house
// figures (undoable), CSV export and import (issue 3, "done when"), showing a cell, and plain words:
// titles, columns and values in words, the data's ids only on request (issue 24, defect 3).

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "campaign/campaigntables.h"
#include "log/actionlog.h"
#include "tables/tablecsv.h"

#include "tables/ruletablemodel.h"
#include "tables/tablespanel.h"
#include "tables/tablewords.h"

#include "panelstestsupport.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestTablesPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void testTablesAreLoaded();
    void modelPassesTester();
    void modelShowsProvenance();
    void editMakesHouseFigure();
    void editIsUndoable();
    void badEditIsRefused();
    void editedCellSurvivesCsvRoundTrip();
    void importErrorsNameLines();
    void listShowsMissingCounts();
    void showFigureSelectsCell();
    void readOnlyWithoutCampaign();
    void everyTableTextIsListed();
    void tablesShowWords();
    void noTableShowsAnId();

private:
    QTemporaryDir m_dir;
};

void TestTablesPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestTablesPanel::testTablesAreLoaded()
{
    QVERIFY(CampaignTables::builtIn().contains(PanelsTest::BattleTable));
    QVERIFY(CampaignTables::builtIn().contains(PanelsTest::EventsTable));
}

void TestTablesPanel::modelPassesTester()
{
    auto campaign = PanelsTest::newCampaign(m_dir, u"tester"_s);
    RuleTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCampaign(campaign.get());
    model.setTable(CampaignTables::builtIn().table(PanelsTest::BattleTable));
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), 3);
    QVERIFY(model.setData(model.cellIndex(u"4-5"_s, u"1/1"_s), u"AR"_s));
    model.setTable(CampaignTables::builtIn().table(PanelsTest::EventsTable));
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(model.columnCount(), 1);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestTablesPanel::modelShowsProvenance()
{
    RuleTableModel model;
    model.setTable(CampaignTables::builtIn().table(PanelsTest::BattleTable));
    const auto provenanceAt = [&](const QString &row, const QString &column) {
        return Provenance(model.cellIndex(row, column).data(RuleTableModel::ProvenanceRole).toInt());
    };
    QCOMPARE(provenanceAt(u"<=1"_s, u"1/2"_s), Provenance::Printed);
    QCOMPARE(provenanceAt(u"2-3"_s, u"1/1"_s), Provenance::Text);
    QCOMPARE(provenanceAt(u"4-5"_s, u"2/1"_s), Provenance::Example);
    QCOMPARE(provenanceAt(u"4-5"_s, u"1/1"_s), Provenance::Missing);
    const QModelIndex missing = model.cellIndex(u"4-5"_s, u"1/1"_s);
    QVERIFY(missing.data(RuleTableModel::MissingRole).toBool());
    QCOMPARE(missing.data(RuleTableModel::ProvenanceNameRole).toString(), u"missing"_s);
    QCOMPARE(missing.data(Qt::DisplayRole).toString(), u"missing"_s);
    QVERIFY(missing.data(Qt::BackgroundRole).value<QColor>()
            != model.cellIndex(u"<=1"_s, u"1/2"_s).data(Qt::BackgroundRole).value<QColor>());
    QCOMPARE(model.cellIndex(u"2-3"_s, u"1/1"_s).data(RuleTableModel::NoteRole).toString(), u"Test §16.2"_s);
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), u"≤1"_s);
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), u"2/1"_s);
    QVERIFY(!(model.flags(missing) & Qt::ItemIsEditable)); // no campaign: read-only
}

void TestTablesPanel::editMakesHouseFigure()
{
    auto campaign = PanelsTest::newCampaign(m_dir, u"edit"_s);
    TablesPanel panel;
    panel.setCampaign(campaign.get());
    QVERIFY(panel.selectTable(PanelsTest::BattleTable));
    RuleTableModel *model = panel.model();
    const QModelIndex cell = model->cellIndex(u"4-5"_s, u"1/1"_s);
    QVERIFY(model->flags(cell) & Qt::ItemIsEditable);
    const qint64 before = campaign->log().lastSeq();
    QVERIFY(model->setData(cell, u"AR"_s));
    QCOMPARE(campaign->log().lastSeq(), before + 1);
    const RuleTable table = CampaignTables::forCampaign(*campaign).table(PanelsTest::BattleTable);
    const TableCell &stored = table.cell(2, 1);
    QCOMPARE(stored.provenance, Provenance::House);
    QCOMPARE(stored.value.toString(), u"AR"_s);
    QCOMPARE(Provenance(cell.data(RuleTableModel::ProvenanceRole).toInt()), Provenance::House);
    QCOMPARE(cell.data(Qt::DisplayRole).toString(), u"AR"_s);
    QVERIFY(panel.statusText().contains(u"house"_s));

    // A printed figure changed becomes house too; integers stay integers.
    const QModelIndex printed = model->cellIndex(u"6+"_s, u"1/2"_s);
    QVERIFY(model->setData(printed, u"3"_s));
    QCOMPARE(CampaignTables::forCampaign(*campaign).table(PanelsTest::BattleTable).cell(3, 0).value,
             QJsonValue(3));
    QCOMPARE(printed.data(RuleTableModel::ProvenanceNameRole).toString(), u"house"_s);
}

void TestTablesPanel::editIsUndoable()
{
    auto campaign = PanelsTest::newCampaign(m_dir, u"undo"_s);
    TablesPanel panel;
    panel.setCampaign(campaign.get());
    QVERIFY(panel.selectTable(PanelsTest::BattleTable));
    const QModelIndex cell = panel.model()->cellIndex(u"4-5"_s, u"1/1"_s);
    QVERIFY(panel.model()->setData(cell, u"EX"_s));
    QCOMPARE(cell.data(RuleTableModel::ProvenanceNameRole).toString(), u"house"_s);
    campaign->log().undo();
    QVERIFY(cell.data(RuleTableModel::MissingRole).toBool());
    campaign->log().redo();
    QCOMPARE(cell.data(Qt::DisplayRole).toString(), u"EX"_s);
}

void TestTablesPanel::badEditIsRefused()
{
    auto campaign = PanelsTest::newCampaign(m_dir, u"bad"_s);
    RuleTableModel model;
    model.setCampaign(campaign.get());
    model.setTable(CampaignTables::builtIn().table(PanelsTest::BattleTable));
    QSignalSpy failed(&model, &RuleTableModel::editFailed);
    const qint64 before = campaign->log().lastSeq();
    QVERIFY(!model.setData(model.cellIndex(u"<=1"_s, u"1/2"_s), QString()));
    QCOMPARE(failed.count(), 1);
    QVERIFY(!model.setData(model.cellIndex(u"<=1"_s, u"1/2"_s), u"AE"_s)); // unchanged: nothing logged
    QCOMPARE(campaign->log().lastSeq(), before);
}

void TestTablesPanel::editedCellSurvivesCsvRoundTrip()
{
    auto first = PanelsTest::newCampaign(m_dir, u"export"_s);
    TablesPanel panel;
    panel.setCampaign(first.get());
    QVERIFY(panel.selectTable(PanelsTest::BattleTable));
    QVERIFY(panel.model()->setData(panel.model()->cellIndex(u"4-5"_s, u"1/1"_s), u"AR"_s));
    const QString path = m_dir.filePath(u"battle.csv"_s);
    QVERIFY(panel.exportCsvFile(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("AR"));

    auto second = PanelsTest::newCampaign(m_dir, u"import"_s);
    panel.setCampaign(second.get());
    QVERIFY(panel.selectTable(PanelsTest::BattleTable));
    QVERIFY(panel.model()->cellIndex(u"4-5"_s, u"1/1"_s).data(RuleTableModel::MissingRole).toBool());
    QVERIFY2(panel.importCsvFile(path), qPrintable(panel.errorText()));
    const RuleTable table = CampaignTables::forCampaign(*second).table(PanelsTest::BattleTable);
    QCOMPARE(table.cell(2, 1).provenance, Provenance::House);
    QCOMPARE(table.cell(2, 1).value.toString(), u"AR"_s);
    QCOMPARE(table.cell(0, 0).provenance, Provenance::Printed); // equal figures keep their provenance
    QCOMPARE(table.cell(1, 1).provenance, Provenance::Text);
    QCOMPARE(panel.model()->cellIndex(u"4-5"_s, u"1/1"_s).data(RuleTableModel::ProvenanceNameRole).toString(),
             u"house"_s);
    QVERIFY(panel.statusText().contains(u"Imported 1 house figure"_s));
}

void TestTablesPanel::importErrorsNameLines()
{
    auto campaign = PanelsTest::newCampaign(m_dir, u"errors"_s);
    TablesPanel panel;
    panel.setCampaign(campaign.get());
    QVERIFY(panel.selectTable(PanelsTest::BattleTable));
    const QString path = m_dir.filePath(u"bad.csv"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("roll,1/2,1/1,2/1\r\n<=1,AE,AR,EX\r\n9,1,2,3\r\n2-3,AR,EX\r\n");
    file.close();
    const qint64 before = campaign->log().lastSeq();
    QVERIFY(!panel.importCsvFile(path));
    QVERIFY2(panel.errorText().contains(u"Line 3"_s), qPrintable(panel.errorText()));
    QVERIFY2(panel.errorText().contains(u"Line 4"_s), qPrintable(panel.errorText()));
    QCOMPARE(campaign->log().lastSeq(), before);
}

void TestTablesPanel::listShowsMissingCounts()
{
    TablesPanel panel;
    QTreeWidget *list = panel.tableList();
    QTreeWidgetItem *battle = nullptr;
    for (QTreeWidgetItem *item : list->findItems(u"Test battle"_s, Qt::MatchStartsWith | Qt::MatchRecursive))
        battle = item;
    QVERIFY(battle);
    QCOMPARE(battle->text(1), u"1"_s);
}

void TestTablesPanel::showFigureSelectsCell()
{
    TablesPanel panel;
    const RuleTable &table = CampaignTables::builtIn().table(PanelsTest::BattleTable);
    panel.showFigure(PanelsTest::BattleTable, table.cellName(2, 1));
    QCOMPARE(panel.currentTableId(), PanelsTest::BattleTable);
    QCOMPARE(panel.view()->currentIndex(), panel.model()->index(2, 1));
    panel.showCell(PanelsTest::EventsTable, u"13"_s, u"result"_s);
    QCOMPARE(panel.currentTableId(), PanelsTest::EventsTable);
    QCOMPARE(panel.view()->currentIndex(), panel.model()->index(2, 0));
}

void TestTablesPanel::readOnlyWithoutCampaign()
{
    TablesPanel panel;
    QVERIFY(panel.selectTable(PanelsTest::BattleTable));
    QVERIFY(!panel.model()->isEditable());
    QVERIFY(!panel.importCsvFile(m_dir.filePath(u"none.csv"_s)));
    QVERIFY(panel.exportCsvFile(m_dir.filePath(u"plain.csv"_s)));
}

namespace {

const QRegularExpression &idLike()
{
    static const QRegularExpression re(u"^[a-z][a-z0-9]*([-_][a-z0-9]+)+$"_s);
    return re;
}

/// The built-in tables of the games (the panels' own test tables left out).
QStringList gameTables()
{
    QStringList ids;
    const TableLibrary library = CampaignTables::builtIn();
    for (const QString &game : library.games()) {
        for (const QString &id : library.tableIds(game)) {
            if (!id.startsWith(u"generic.panels-"_s))
                ids << id;
        }
    }
    return ids;
}

} // namespace

void TestTablesPanel::everyTableTextIsListed()
{
    // lupdate cannot read the JSON: every title, dice text, note and id-like word is in tablewords.cpp.
    static const QRegularExpression word(u"^[a-z][a-z0-9 _+.\\-]*$"_s);
    static const QRegularExpression prose(u"[a-z]{2}"_s);
    const TableLibrary library = CampaignTables::builtIn();
    const QStringList known = TableWords::knownWords();
    QStringList missing;
    const QStringList ids = gameTables();
    QVERIFY(ids.size() > 60);
    for (const QString &id : ids) {
        const RuleTable &t = library.table(id);
        for (const QString &text : {t.title(), t.dice(), t.note()}) {
            if (prose.match(text).hasMatch() && !TableWords::hasText(text))
                missing << id + u": "_s + text;
        }
        for (const QString &c : t.columns()) {
            if (word.match(c).hasMatch() && !known.contains(c))
                missing << id + u" column "_s + c;
        }
        for (int r = 0; r < t.rowCount(); ++r) {
            for (int c = 0; c < t.columnCount(); ++c) {
                const QJsonValue v = t.cell(r, c).value;
                if (v.isString() && word.match(v.toString()).hasMatch() && !known.contains(v.toString()))
                    missing << id + u" value "_s + v.toString();
            }
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(u"add to ui/tables/tablewords.cpp: "_s + missing.join(u"; "_s)));
}

void TestTablesPanel::tablesShowWords()
{
    TablesPanel panel;
    QVERIFY(panel.selectTable(u"1066.storms"_s));
    QCOMPARE(panel.titleText(), u"Storms: fleet losses"_s);
    QVERIFY2(!panel.detailsText().contains(u"1066.storms"_s), qPrintable(panel.detailsText()));
    QVERIFY2(!panel.detailsText().contains(u"two-dimensional"_s), qPrintable(panel.detailsText()));
    RuleTableModel *model = panel.model();
    // 1066 §8.13: in winter a fleet on an all-sea square is lost on 4 to 6 (rows 4-5 and 6); the sixth
    // column, summer in an off-map box, is the one the text leaves open.
    QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), u"winter, all-sea square"_s);
    QCOMPARE(model->headerData(5, Qt::Horizontal).toString(), u"summer, off-map box"_s);
    QCOMPARE(model->index(1, 0).data().toString(), u"eliminated"_s);
    QCOMPARE(model->index(0, 0).data(RuleTableModel::ColumnLabelRole).toString(), u"winter-all-sea"_s);
    QVERIFY(!model->index(1, 0).data(Qt::ToolTipRole).toString().contains(u"winter-all-sea"_s));
    QVERIFY(panel.selectTable(u"1066.attrition"_s));
    QCOMPARE(model->index(0, 0).data().toString(), u"lose one unit"_s);
    QCOMPARE(model->index(0, 0).data(Qt::EditRole).toString(), u"lose-one"_s); // an edit keeps the data's word
    QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), u"after the call to arms"_s);

    // The details toggle shows the data's names, as a CSV file and the command line spell them.
    panel.showNamesBox()->setChecked(true);
    QVERIFY(panel.detailsText().contains(u"1066.attrition"_s));
    QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), u"after-call"_s);
    QCOMPARE(model->index(0, 0).data().toString(), u"lose-one"_s);
    panel.showNamesBox()->setChecked(false);
    QCOMPARE(model->index(0, 0).data().toString(), u"lose one unit"_s);
    QVERIFY(!panel.detailsText().contains(u"1066.attrition"_s));
}

void TestTablesPanel::noTableShowsAnId()
{
    TablesPanel panel;
    QStringList shown;
    for (const QString &id : gameTables()) {
        QVERIFY(panel.selectTable(id));
        const RuleTableModel *m = panel.model();
        if (panel.detailsText().contains(id))
            shown << id + u": details"_s;
        for (int c = 0; c < m->columnCount(); ++c) {
            const QString h = m->headerData(c, Qt::Horizontal).toString();
            if (idLike().match(h).hasMatch())
                shown << id + u" column "_s + h;
            for (int r = 0; r < m->rowCount(); ++r) {
                const QString v = m->index(r, c).data().toString();
                if (idLike().match(v).hasMatch())
                    shown << id + u" value "_s + v;
            }
        }
    }
    QVERIFY2(shown.isEmpty(), qPrintable(shown.join(u"; "_s)));
}

QTEST_MAIN(TestTablesPanel)
#include "tst_tablespanel.moc"
