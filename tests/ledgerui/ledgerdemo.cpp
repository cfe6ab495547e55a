// ledger_demo: the ledger panel, two charts and the luck view on a demo campaign
// of 12 seasons, for a human look. Usage: ledger_demo [SCREENSHOT.png [REPORT.png]]
// (REPORT.png: the public report of the last three seasons as rendered text, and REPORT.png.pdf)
// (with a path it saves a screenshot after showing the window, then exits;
// with LEDGER_DEMO_TEAMS=1 the sides form two alliances and both charts show team lines):
//   xvfb-run -a -s "-screen 0 1600x1000x24" build/tests/ledgerui/ledger_demo /tmp/ledger.png
#include <QApplication>
#include <QMainWindow>
#include <QPainter>
#include <QTextDocument>
#include <QUrl>
#include <QSplitter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "ledger/ledgerchartview.h"
#include "ledger/ledgerpanel.h"
#include "ledger/luckview.h"
#include "ledger/reportbuilder.h"
#include "ledger/reportexporter.h"
#include "ledgerdemodata.h"

using namespace Reeve;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    auto campaign = LedgerDemo::create(dir.filePath(QStringLiteral("demo.reeve")), 4, 12);
    QMainWindow window;
    window.setWindowTitle(QStringLiteral("Reeve — Ledger demo"));
    auto *splitter = new QSplitter(Qt::Horizontal, &window);
    auto *panel = new LedgerPanel(splitter);
    auto *right = new QSplitter(Qt::Vertical, splitter);
    auto *balance = new LedgerChartView(right);
    auto *vp = new LedgerChartView(right);
    auto *luck = new LuckView(right);
    const bool teams = qEnvironmentVariableIsSet("LEDGER_DEMO_TEAMS");
    if (teams) {
        CampaignEditor editor(*campaign);
        const auto sides = CampaignReader(campaign->database()).sides();
        for (qsizetype i = 0; i < sides.size(); ++i)
            editor.setAlliance(sides.at(i).id, i % 2 ? QStringLiteral("B") : QStringLiteral("A"));
    }
    panel->setCampaign(campaign.get());
    balance->setCampaign(campaign.get());
    vp->setCampaign(campaign.get());
    vp->setMeasure(LedgerHistory::Measure::Quantity, QStringLiteral("vp"));
    balance->setTeams(teams);
    vp->setTeams(teams);
    luck->setCampaign(campaign.get());
    luck->select(QString(), QString(), 6);
    splitter->setSizes({760, 840});
    right->setSizes({330, 330, 340});
    window.setCentralWidget(splitter);
    window.resize(1600, 1000);
    window.show();
    if (argc < 2)
        return app.exec();
    if (argc > 2) { // also a look at the season report as a PDF page would show it
        QString error;
        const QString html = QString::fromLocal8Bit(argv[2]) + QStringLiteral(".html");
        ReportExporter::exportReport(*campaign, QStringLiteral("public"), 10, 12, ReportExporter::Format::Pdf,
                                     QString::fromLocal8Bit(argv[2]) + QStringLiteral(".pdf"), nullptr, &error);
        ReportBuilder report(*campaign, QStringLiteral("public"), 10, 12);
        report.build();
        QTextDocument document;
        document.setHtml(report.html({QStringLiteral("chart-balance.png")}));
        document.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart-balance.png")),
                             balance->render(900, 480).toImage());
        document.setTextWidth(900);
        QImage page(900, int(document.size().height()), QImage::Format_RGB32);
        page.fill(Qt::white);
        QPainter painter(&page);
        document.drawContents(&painter);
        page.save(QString::fromLocal8Bit(argv[2]));
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    QTimer::singleShot(800, &window, [&window, path] {
        window.grab().save(path);
        QApplication::quit();
    });
    return app.exec();
}
