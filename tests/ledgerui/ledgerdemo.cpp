// ledger_demo: the ledger panel, two charts and the luck view on a demo campaign
// of 12 seasons, for a human look. Usage: ledger_demo [SCREENSHOT.png]
// (with a path it saves a screenshot after showing the window, then exits):
//   xvfb-run -a -s "-screen 0 1600x1000x24" build/tests/ledgerui/ledger_demo /tmp/ledger.png
#include <QApplication>
#include <QMainWindow>
#include <QSplitter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include "ledger/ledgerchartview.h"
#include "ledger/ledgerpanel.h"
#include "ledger/luckview.h"
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
    panel->setCampaign(campaign.get());
    balance->setCampaign(campaign.get());
    vp->setCampaign(campaign.get());
    vp->setMeasure(LedgerHistory::Measure::Quantity, QStringLiteral("vp"));
    luck->setCampaign(campaign.get());
    luck->select(QString(), QString(), 6);
    splitter->setSizes({760, 840});
    right->setSizes({330, 330, 340});
    window.setCentralWidget(splitter);
    window.resize(1600, 1000);
    window.show();
    if (argc < 2)
        return app.exec();
    const QString path = QString::fromLocal8Bit(argv[1]);
    QTimer::singleShot(800, &window, [&window, path] {
        window.grab().save(path);
        QApplication::quit();
    });
    return app.exec();
}
