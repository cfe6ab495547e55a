// GUI tests of the ledger panel, charts, luck view and report export, offscreen:
// models checked with QAbstractItemModelTester, corrections as reversing
// entries, a refused deficit shown in the panel, every side's treasury in view
// in the window at 1280x800, chart export to PNG of the
// expected size with something drawn, PDF exports, luck figures.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

#include "../ui/recordingprompts.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "common/clirun.h"
#include "common/viewerchoice.h"
#include "ledger/ledger.h"
#include "ledger/ledgerchartview.h"
#include "ledger/ledgerentrymodel.h"
#include "ledger/ledgerpanel.h"
#include "ledger/ledgersummarymodel.h"
#include "ledger/luckgroupmodel.h"
#include "ledger/luckview.h"
#include "ledger/reportexporter.h"
#include "ledger/reportsexportdialog.h"
#include "ledgerdemodata.h"
#include "log/actionlog.h"
#include "log/hashchain.h"
#include "mainwindow/mainwindow.h"
#include "tables/csvreader.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

/// The records of the CSV file at \a path (none when it cannot be read or parsed).
QList<QStringList> csvRecords(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const CsvReader::Result parsed = CsvReader::read(QString::fromUtf8(file.readAll()));
    QList<QStringList> records;
    if (parsed.errors.isEmpty()) {
        for (const CsvReader::Record &record : parsed.records)
            records << record.fields;
    }
    return records;
}

/// The last line of what reeve-cli prints for \a args (a CSV's chain head row).
QByteArray lastCliLine(const QStringList &args)
{
    const ReeveTest::CliRun run = ReeveTest::runCli(args, u"reeve-ledgerui-cli"_s);
    const QList<QByteArray> lines = run.out.split('\n');
    return run.code == 0 && lines.size() >= 2 ? lines.at(lines.size() - 2) : QByteArray();
}

} // namespace

class TestLedgerUi : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void panelShowsBalancesAndHistory();
    void everySideInViewAt1280x800();
    void panelCorrectsAndRefuses();
    void clickOnEntryEnablesCorrect();
    void panelFiltersAndExports();
    void chartExportsImageOfExpectedSize();
    void chartDrawsThresholdAndHoverValues();
    void luckViewShowsFigures();
    void reportExportsPdfWithCharts();
    void chartShowsOnlyWhatItsAudienceMayRead();
    void panelViewerHidesPrivateEntriesBehindPin();
    void privateTreasuriesShowOnlyTheViewersOwn();
    void reportsDialogWritesOneFilePerReader();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
};

void TestLedgerUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"reeve-test"_s);
    QCoreApplication::setApplicationName(u"reeve-test-ledgerui"_s);
    m_campaign = LedgerDemo::create(m_dir.filePath(u"demo.reeve"_s), 4, 8);
}

void TestLedgerUi::panelShowsBalancesAndHistory()
{
    LedgerPanel panel;
    new QAbstractItemModelTester(panel.summaryModel(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                 &panel);
    new QAbstractItemModelTester(panel.entryModel(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                 &panel);
    panel.setCampaign(m_campaign.get());
    LedgerSummaryModel *summary = panel.summaryModel();
    QCOMPARE(summary->rowCount(), 4);
    CampaignReader reader(m_campaign->database());
    for (int row = 0; row < 4; ++row) {
        const qint64 side = summary->index(row, 0).data(LedgerSummaryModel::SideIdRole).toLongLong();
        QCOMPARE(summary->index(row, 1).data(LedgerSummaryModel::BalanceRole).toLongLong(),
                 reader.account(side).balance);
    }
    QVERIFY(summary->columnCount() >= 4); // side, balance, income, maintenance, ..., net
    QCOMPARE(summary->headerData(2, Qt::Horizontal).toString(), u"Income"_s);
    QCOMPARE(panel.entryModel()->rowCount(), int(LedgerReader(m_campaign->database()).entryCount()));
    // The Side column is as wide as the longest side's name ("Anglo-…" was cut at 1280x800).
    QTemporaryDir dir;
    auto named = Campaign::create(dir.filePath(u"names.reeve"_s), u"1066"_s, u"Names"_s);
    CampaignEditor(*named).addSide(u"The Kingdom of the Anglo-Saxons and the Danelaw"_s);
    LedgerPanel wide;
    wide.resize(480, 500);
    wide.setCampaign(named.get());
    wide.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wide));
    const QFontMetrics metrics = wide.summaryView()->fontMetrics();
    QVERIFY(wide.summaryModel()->rowCount() >= 1);
    for (int row = 0; row < wide.summaryModel()->rowCount(); ++row) {
        const QString name = wide.summaryModel()->index(row, 0).data().toString();
        QVERIFY2(wide.summaryView()->columnWidth(0) >= metrics.horizontalAdvance(name), qPrintable(name));
    }
}

// The Ledger dock at 1280x800 shows every side's treasury row whole (it showed about two and a half of
// four), and the history below still shows entries.
void TestLedgerUi::everySideInViewAt1280x800()
{
    QSettings().clear(); // the first start's layout
    const QString path = m_dir.filePath(u"window.reeve"_s);
    LedgerDemo::create(path, 4, 8).reset();
    MainWindow w;
    w.setPrompts(std::make_shared<RecordingPrompts>());
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openCampaign(path));
    auto *dock = w.findChild<QDockWidget *>(u"ledgerDock"_s);
    QVERIFY(dock);
    dock->show();
    dock->raise();
    QTRY_VERIFY(dock->findChild<LedgerPanel *>());
    QTest::qWait(50); // the first-start dock split runs from the event loop
    auto *panel = dock->findChild<LedgerPanel *>();
    QTableView *summary = panel->summaryView();
    QCOMPARE(summary->model()->rowCount(), 4);
    QTRY_VERIFY(summary->isVisible());
    const QRect view = summary->viewport()->rect();
    for (int row = 0; row < 4; ++row) {
        const QRect cell = summary->visualRect(summary->model()->index(row, 0));
        QVERIFY2(view.contains(cell), qPrintable(u"row %1 at %2..%3 of %4"_s.arg(row)
                                                         .arg(cell.top())
                                                         .arg(cell.bottom())
                                                         .arg(view.height())));
    }
    const QRect inDock(summary->mapTo(dock, QPoint(0, 0)), summary->size());
    QVERIFY(dock->rect().contains(inDock));
    QTableView *history = panel->historyView();
    QVERIFY(history->model()->rowCount() > 3);
    QVERIFY2(history->viewport()->height() >= 3 * history->verticalHeader()->defaultSectionSize(),
             qPrintable(QString::number(history->viewport()->height())));
    if (const QByteArray dir = qgetenv("REEVE_SCREENSHOTS"); !dir.isEmpty())
        w.grab().save(QString::fromLocal8Bit(dir) + u"/ledger-1280x800.png"_s);
    w.closeCampaign();
}

void TestLedgerUi::panelCorrectsAndRefuses()
{
    LedgerPanel panel;
    panel.setCampaign(m_campaign.get());
    const int before = panel.entryModel()->rowCount();
    const LedgerEntry first = panel.entryModel()->entry(0);
    QVERIFY(panel.correctEntry(first.id, u"wrong city count"_s));
    QCoreApplication::processEvents(); // the panel refreshes on Campaign::changed
    QCOMPARE(panel.entryModel()->rowCount(), before + 1);
    const LedgerEntry reversal = panel.entryModel()->entry(before);
    QCOMPARE(reversal.reverses, first.id);
    QCOMPARE(reversal.amount, -first.amount);
    QVERIFY(panel.entryModel()->index(0, 0).data(LedgerEntryModel::ReversedRole).toBool());
    QVERIFY(!panel.correctEntry(first.id, {}));
    QVERIFY(panel.message().contains(u"already reversed"_s));
    m_campaign->log().undo(); // leave the demo as it was
}

void TestLedgerUi::clickOnEntryEnablesCorrect()
{
    // Correct… acts on the entry picked in the history: a mouse click picks it, as the keys do.
    LedgerPanel panel;
    panel.setCampaign(m_campaign.get());
    panel.resize(1000, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QPushButton *correct = nullptr;
    for (QPushButton *b : panel.findChildren<QPushButton *>()) {
        if (b->text() == u"C&orrect…"_s)
            correct = b;
    }
    QVERIFY(correct);
    QVERIFY(!correct->isEnabled()); // nothing picked yet
    QTableView *history = panel.historyView();
    const QModelIndex entry = history->model()->index(history->model()->rowCount() - 1, 0);
    history->scrollTo(entry);
    QTest::mouseClick(history->viewport(), Qt::LeftButton, {}, history->visualRect(entry).center());
    QVERIFY(correct->isEnabled());
    history->clearSelection();
    QVERIFY(!correct->isEnabled());
}

void TestLedgerUi::panelFiltersAndExports()
{
    LedgerPanel panel;
    panel.setCampaign(m_campaign.get());
    LedgerFilter filter;
    filter.sideId = 2;
    filter.category = u"income"_s;
    panel.entryModel()->setFilter(filter);
    QCOMPARE(panel.entryModel()->rowCount(), 8); // one income entry per season
    const QString csv = m_dir.filePath(u"ledger.csv"_s);
    QVERIFY(panel.exportCsv(csv));
    const QList<QStringList> records = csvRecords(csv);
    QCOMPARE(records.size(), 10); // the header, the 8 entries shown, the chain head
    for (int row = 1; row <= 8; ++row)
        QCOMPARE(records.at(row).at(7), panel.entryModel()->entry(row - 1).reason);
    // The last row is the chain head a player keeps, as wide as the others, which verify --anchor reads.
    const HashChain::Head head = HashChain::head(m_campaign->database());
    const QStringList last = records.last();
    QCOMPARE(last.size(), records.first().size());
    QVERIFY2(last.first().startsWith(HashChain::headText(head) + u" at "_s), qPrintable(last.first()));
    QCOMPARE(HashChain::parseAnchor(last.first()).hash, head.hash);
    // ...the very row reeve-cli's ledger CSV ends with.
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.at(lines.size() - 2),
             lastCliLine({u"ledger"_s, m_campaign->path(), u"list"_s, u"--csv"_s}));
}

void TestLedgerUi::chartExportsImageOfExpectedSize()
{
    LedgerChartView chart;
    chart.resize(800, 500);
    chart.setCampaign(m_campaign.get());
    QCOMPARE(chart.lineCount(), 4);
    const QString png = m_dir.filePath(u"chart.png"_s);
    QVERIFY(chart.exportPng(png, 640, 400));
    QImage image(png);
    QCOMPARE(image.size(), QSize(640, 400));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4)
            colours.insert(image.pixel(x, y));
    }
    QVERIFY2(colours.size() > 10, "the chart looks empty");
    QVERIFY(colours.contains(QColor(u"#c62828"_s).rgb())); // Venice's colour is drawn
    const QString pdf = m_dir.filePath(u"chart.pdf"_s);
    QVERIFY(chart.exportPdf(pdf, 640, 400));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
    QVERIFY(file.size() > 2000);
}

void TestLedgerUi::chartDrawsThresholdAndHoverValues()
{
    LedgerChartView chart;
    chart.setCampaign(m_campaign.get());
    QVERIFY(!chart.hasThreshold());
    chart.setMeasure(LedgerHistory::Measure::Quantity, u"vp"_s);
    QVERIFY(chart.hasThreshold());
    QVERIFY(chart.plot()->yAxis->range().contains(12));
    const QString hover = chart.valuesAt(2);
    QVERIFY2(hover.contains(u"Summer 1000"_s) && hover.contains(u"Byzantium"_s), qPrintable(hover));
    chart.setMeasure(LedgerHistory::Measure::Balance);
    QVERIFY(!chart.hasThreshold());
}

void TestLedgerUi::luckViewShowsFigures()
{
    LuckView view;
    new QAbstractItemModelTester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest, &view);
    view.setCampaign(m_campaign.get());
    QVERIFY(view.model()->rowCount() >= 4);
    view.select(u"dice.roll"_s, u"Venice"_s, 6);
    QVERIFY2(view.summary().startsWith(u"48 rolls"_s), qPrintable(view.summary())); // 8 seasons × 3 × 2d6
    QVERIFY(!view.plot()->isHidden());
    // A campaign without dice: no empty frame of axes, and the die choice says why it is empty.
    QTemporaryDir empty;
    auto none = Campaign::create(empty.filePath(u"none.reeve"_s), u"sas"_s, u"No dice"_s);
    LuckView bare;
    bare.setCampaign(none.get());
    QVERIFY(bare.plot()->isHidden());
    QCOMPARE(bare.summary(), LuckView::tr("No dice have been logged yet."));
    auto *die = bare.findChildren<QComboBox *>().at(2);
    QCOMPARE(die->count(), 0);
    QCOMPARE(die->placeholderText(), LuckView::tr("no dice yet"));
    const QString csv = m_dir.filePath(u"luck.csv"_s);
    QVERIFY(view.exportCsv(csv));
    const QList<QStringList> records = csvRecords(csv);
    QVERIFY(records.size() >= 6); // the header, a row per group, the chain head
    QCOMPARE(records.first().first(), u"procedure"_s);
    const QStringList last = records.last();
    QCOMPARE(last.size(), records.first().size());
    QVERIFY2(last.first().startsWith(HashChain::headText(HashChain::head(m_campaign->database())) + u" at "_s),
             qPrintable(last.first()));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.at(lines.size() - 2),
             lastCliLine({u"ledger"_s, m_campaign->path(), u"luck"_s, u"--csv"_s}));
}

void TestLedgerUi::reportExportsPdfWithCharts()
{
    const QString pdf = m_dir.filePath(u"report.pdf"_s);
    QString error;
    QVERIFY2(ReportExporter::exportReport(*m_campaign, u"public"_s, 1, 8, ReportExporter::Format::Pdf, pdf,
                                          nullptr, &error),
             qPrintable(error));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
    QVERIFY(file.size() > 20000); // text and two chart images
    const QString html = m_dir.filePath(u"report.html"_s);
    QVERIFY(ReportExporter::exportReport(*m_campaign, u"side=Genoa"_s, 2, 3, ReportExporter::Format::Html,
                                         html));
    QFile page(html);
    QVERIFY(page.open(QIODevice::ReadOnly));
    QVERIFY(page.readAll().contains("data:image/png;base64,"));
}

void TestLedgerUi::chartShowsOnlyWhatItsAudienceMayRead()
{
    // A private payment to Byzantium counts in the referee's and Byzantium's charts only: a public
    // or another side's report must not plot it.
    const qint64 byzantium = CampaignReader(m_campaign->database()).sideByName(u"Byzantium"_s).id;
    const qint64 genoa = CampaignReader(m_campaign->database()).sideByName(u"Genoa"_s).id;
    LedgerOptions secret;
    secret.turn = 8;
    secret.audience = Audience::Side;
    secret.audienceSide = byzantium;
    Ledger(*m_campaign).credit(byzantium, 9000, LedgerCategory::Other, u"Hidden hoard"_s, secret);
    const auto balanceAt8 = [&](Audience audience, qint64 side) {
        LedgerChartView chart;
        chart.setCampaign(m_campaign.get());
        chart.setAudience(audience, side);
        chart.setMeasure(LedgerHistory::Measure::Balance);
        const QRegularExpressionMatch m = QRegularExpression(u"Byzantium (-?\\d+)"_s).match(chart.valuesAt(8));
        return m.hasMatch() ? m.captured(1).toLongLong() : qint64(-1);
    };
    const qint64 referee = balanceAt8(Audience::Referee, 0);
    QVERIFY(referee >= 9000);
    QCOMPARE(balanceAt8(Audience::Side, byzantium), referee);
    QCOMPARE(balanceAt8(Audience::Public, 0), referee - 9000);
    QCOMPARE(balanceAt8(Audience::Side, genoa), referee - 9000);
}

namespace {

bool showsReason(LedgerEntryModel *model, const QString &reason)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->entry(row).reason == reason)
            return true;
    }
    return false;
}

qint64 balanceShown(LedgerSummaryModel *model, const QString &side)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data().toString() == side)
            return model->index(row, 1).data(LedgerSummaryModel::BalanceRole).toLongLong();
    }
    return -1;
}

} // namespace

void TestLedgerUi::panelViewerHidesPrivateEntriesBehindPin()
{
    // The Ledger dock opens on the public view; with a referee PIN set, Byzantium's hidden hoard
    // (the previous test) is neither listed nor summed until the referee's PIN is given.
    ViewerGate(*m_campaign).setRefereePin(u"2718"_s);
    LedgerPanel panel;
    auto prompts = std::make_shared<RecordingPrompts>();
    panel.viewer()->setPrompts(prompts);
    panel.setCampaign(m_campaign.get());
    QCOMPARE(panel.viewer()->key(), u"public"_s);
    QVERIFY(!showsReason(panel.entryModel(), u"Hidden hoard"_s));
    const qint64 publicBalance = balanceShown(panel.summaryModel(), u"Byzantium"_s);
    prompts->pinAnswer = u"0000"_s;
    QVERIFY(!panel.viewer()->choose(u"referee"_s));
    QCOMPARE(prompts->pinAsked.size(), 1);
    QCOMPARE(prompts->errors.size(), 1);
    QVERIFY(!showsReason(panel.entryModel(), u"Hidden hoard"_s));
    prompts->pinAnswer = u"2718"_s;
    QVERIFY(panel.viewer()->choose(u"referee"_s));
    QVERIFY(showsReason(panel.entryModel(), u"Hidden hoard"_s));
    QCOMPARE(balanceShown(panel.summaryModel(), u"Byzantium"_s) - publicBalance, 9000);
    // Byzantium's own view has no PIN here: it sees its hoard; Genoa's view does not.
    const qint64 byzantium = CampaignReader(m_campaign->database()).sideByName(u"Byzantium"_s).id;
    const qint64 genoa = CampaignReader(m_campaign->database()).sideByName(u"Genoa"_s).id;
    QVERIFY(panel.viewer()->choose(QString::number(genoa)));
    QVERIFY(!showsReason(panel.entryModel(), u"Hidden hoard"_s));
    QVERIFY(panel.viewer()->choose(QString::number(byzantium)));
    QVERIFY(showsReason(panel.entryModel(), u"Hidden hoard"_s));
    ViewerGate(*m_campaign).setRefereePin(QString());
    LedgerPanel open;
    open.setCampaign(m_campaign.get());
    QCOMPARE(open.viewer()->key(), u"public"_s);
    QVERIFY(open.viewer()->choose(u"referee"_s)); // no PIN: one choice opens the books whole
    QVERIFY(showsReason(open.entryModel(), u"Hidden hoard"_s));
}

void TestLedgerUi::reportsDialogWritesOneFilePerReader()
{
    // File > Export Season Reports: one file per ticked reader; a side's report keeps its secrets from the
    // public one; with a referee PIN set nothing is written without it.
    auto campaign = LedgerDemo::create(m_dir.filePath(u"reports.reeve"_s), 3, 4);
    const QString side = CampaignReader(campaign->database()).sides().first().name;
    LedgerOptions secret;
    secret.audience = Audience::Side;
    secret.audienceSide = CampaignReader(campaign->database()).sideByName(side).id;
    Ledger(*campaign).credit(secret.audienceSide, 7, LedgerCategory::Other, u"hidden hoard of the hills"_s,
                             secret);
    const int turn = CampaignReader(campaign->database()).clock().turn;
    auto prompts = std::make_shared<RecordingPrompts>();
    ReportsExportDialog dialog(*campaign, prompts);
    const QString folder = m_dir.filePath(u"season-reports"_s);
    dialog.choose(folder, 1, turn, false);
    dialog.tickOnly({u"public"_s, side});
    QString error;
    const QStringList files = dialog.exportReports(&error);
    QVERIFY2(files.size() == 2, qPrintable(error));
    QVERIFY(prompts->pinAsked.isEmpty()); // no PIN set: nothing asked
    const auto read = [](const QString &path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    };
    QVERIFY(files.contains(QDir(folder).filePath(u"public.html"_s)));
    QVERIFY(read(QDir(folder).filePath(u"public.html"_s)).contains(u"<html"_s, Qt::CaseInsensitive));
    QVERIFY(!read(QDir(folder).filePath(u"public.html"_s)).contains(u"hidden hoard of the hills"_s));
    const QString sideFile = files.at(files.at(0).endsWith(u"public.html"_s) ? 1 : 0);
    QVERIFY(read(sideFile).contains(u"hidden hoard of the hills"_s));
    if (const QByteArray dir = qgetenv("REEVE_SCREENSHOTS"); !dir.isEmpty()) { // for looking at it under Xvfb
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.grab().save(QString::fromLocal8Bit(dir) + u"/reports-dialog.png"_s);
    }
    // A referee PIN: a wrong answer writes nothing, the right one writes again.
    ViewerGate(*campaign).setRefereePin(u"4321"_s);
    QFile::remove(sideFile);
    prompts->pinAnswer = u"0000"_s;
    QVERIFY(dialog.exportReports(&error).isEmpty());
    QVERIFY(error.contains(u"PIN"_s));
    QVERIFY(!QFile::exists(sideFile));
    prompts->pinAnswer = u"4321"_s;
    QCOMPARE(dialog.exportReports().size(), 2);
    QVERIFY(QFile::exists(sideFile));
}

void TestLedgerUi::privateTreasuriesShowOnlyTheViewersOwn()
{
    // DBA keeps each nation's treasury private: a nation's view lists its own money only, the public none.
    auto dba = Campaign::create(m_dir.filePath(u"dba.reeve"_s), u"dba"_s);
    CampaignEditor editor(*dba);
    editor.addSide(u"Wessex"_s);
    editor.addSide(u"Mercia"_s);
    const qint64 wessex = CampaignReader(dba->database()).sideByName(u"Wessex"_s).id;
    Ledger(*dba).credit(wessex, 40, LedgerCategory::Income, u"Autumn taxes"_s);
    LedgerPanel panel;
    panel.setCampaign(dba.get());
    QCOMPARE(panel.summaryModel()->rowCount(), 0); // the public sees no nation's money
    QVERIFY(panel.viewer()->choose(u"referee"_s));
    QCOMPARE(panel.summaryModel()->rowCount(), 2);
    QVERIFY(panel.viewer()->choose(QString::number(wessex)));
    QCOMPARE(panel.summaryModel()->rowCount(), 1);
    QCOMPARE(balanceShown(panel.summaryModel(), u"Wessex"_s), 40);
}

QTEST_MAIN(TestLedgerUi)
#include "tst_ledgerui.moc"
