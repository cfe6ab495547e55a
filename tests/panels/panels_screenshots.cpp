// Not a test: shows the Procedures and Tables panels in typical states and saves
// each as a PNG, so a person can look at what the referee sees.
//   xvfb-run -a -s "-screen 0 1600x1000x24" panels_screenshots OUTDIR

#include <QApplication>
#include <QDir>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include "campaign/campaigntables.h"

#include "procedures/oddsrunner.h"
#include "procedures/oddsview.h"
#include "procedures/parameterform.h"
#include "procedures/procedurespanel.h"
#include "tables/ruletablemodel.h"
#include "tables/tablespanel.h"

#include "panelstestsupport.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

void save(QWidget &widget, const QString &dir, const QString &name)
{
    QTest::qWait(400);
    widget.grab().save(QDir(dir).filePath(name + u".png"_s));
}

void waitForOdds(ProceduresPanel &panel)
{
    QTest::qWait(300);
    panel.oddsRunner()->waitForIdle();
    QTest::qWait(50);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QDir::currentPath();
    QDir().mkpath(out);
    QTemporaryDir dir;
    auto campaign = PanelsTest::newCampaign(dir, u"shots"_s);

    ProceduresPanel procedures;
    procedures.resize(460, 980);
    procedures.show();
    procedures.selectProcedure(u"dice.roll"_s);
    procedures.form()->setValue(u"expr"_s, u"2d6+1"_s);
    waitForOdds(procedures);
    save(procedures, out, u"procedures-no-campaign"_s);

    procedures.setCampaign(campaign.get());
    procedures.enterDice();
    procedures.resolveEntered(u"3, 4"_s);
    waitForOdds(procedures);
    save(procedures, out, u"procedures-entered"_s);

    procedures.enterDice();
    procedures.resolveEntered(u"3"_s);
    save(procedures, out, u"procedures-bad-dice"_s);

    procedures.selectProcedure(u"dice.d66"_s);
    procedures.form()->setValue(u"table"_s, PanelsTest::EventsTable);
    waitForOdds(procedures);
    procedures.resolveEntered(u"1 3"_s);
    save(procedures, out, u"procedures-missing-figure"_s);

    procedures.oddsRunner()->setLimits(10, 20000);
    procedures.selectProcedure(u"dice.chance"_s);
    procedures.form()->setValue(u"percent"_s, 35);
    waitForOdds(procedures);
    procedures.roll();
    save(procedures, out, u"procedures-simulated"_s);

    TablesPanel tables;
    tables.resize(900, 520);
    tables.show();
    tables.setCampaign(campaign.get());
    tables.selectTable(PanelsTest::BattleTable);
    tables.model()->setData(tables.model()->cellIndex(u"6+"_s, u"1/2"_s), u"EX"_s);
    tables.showFigure(PanelsTest::BattleTable,
                      CampaignTables::builtIn().table(PanelsTest::BattleTable).cellName(2, 1));
    save(tables, out, u"tables-battle"_s);
    tables.selectTable(PanelsTest::EventsTable);
    save(tables, out, u"tables-events"_s);
    return 0;
}
