// Writer process for the kill test: opens a campaign and performs scripted actions
// forever, printing "committed SEQ" on stdout after each commit returns. The test
// kills it with SIGKILL at a random moment and checks that nothing reported is lost.
//
// Modes (second argument): "actions" (the default: single actions and undos), "steps"
// (steps of three entries each, one ActionGroup apiece, and their undos), "new" (campaigns
// created whole with a scenario, FILE being a folder: "created PATH" after each), "reveal"
// (dice-seed reveals, each with its next commitment, and a roll between them).
#include <cstdio>

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "log/actiongroup.h"
#include "log/actionlog.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "tables/tablelibrary.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

void report(const char *what, qint64 seq)
{
    std::printf("%s %lld\n", what, static_cast<long long>(seq));
    std::fflush(stdout);
}

[[noreturn]] void actions(Campaign &campaign, qint64 sideId, bool grouped)
{
    CampaignEditor editor(campaign);
    for (int i = 0;; ++i) {
        qint64 unit = 0;
        if (grouped) {
            ActionGroup group(campaign.log());
            editor.addUnit(sideId, u"knight"_s, u"Knight %1"_s.arg(i), u"C6"_s, {{u"attack"_s, i % 5}}, &unit);
            editor.moveUnit(unit, u"D7"_s);
            editor.editUnit(unit, u"knight"_s, u"Knight %1"_s.arg(i), {{u"attack"_s, i % 5 + 1}});
            report("committed", group.commit(u"test.step"_s));
        } else {
            report("committed", editor.addUnit(sideId, u"knight"_s, u"Knight %1"_s.arg(i), u"C6"_s,
                                               {{u"attack"_s, i % 5}}, &unit));
            report("committed", editor.moveUnit(unit, u"D7"_s));
        }
        if (i % 3 == 0)
            report("committed", campaign.log().undo());
    }
}

[[noreturn]] void creations(const QString &folder)
{
    const Scenario scenario = ScenarioCatalog::find(u"dba"_s, u"1066"_s);
    for (int i = 0;; ++i) {
        const QString path = QDir(folder).filePath(u"new-%1.reeve"_s.arg(i));
        Campaign::createWhole(path, u"dba"_s, QString(), [&](Campaign &building) {
            ScenarioSetup(building).apply(scenario, {u"S. England"_s, u"Norway"_s, u"Normandy"_s});
        });
        std::printf("created %s\n", qPrintable(path));
        std::fflush(stdout);
    }
}

[[noreturn]] void reveals(Campaign &campaign)
{
    const Procedure &d6 = ProcedureRegistry::standard().get(u"dice.roll"_s);
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    for (;;) {
        CampaignRandom(campaign).reveal();
        report("committed", campaign.log().lastSeq());
        ProcedureRunner(tables).resolveInCampaign(campaign, d6, {{u"expr"_s, u"d6"_s}}, std::nullopt,
                                                  u"referee"_s);
        report("committed", campaign.log().lastSeq());
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    if (argc < 2)
        return 2;
    const QString mode = argc > 2 ? QString::fromLocal8Bit(argv[2]) : u"actions"_s;
    if (mode == u"new"_s)
        creations(QString::fromLocal8Bit(argv[1]));
    auto campaign = Campaign::open(QString::fromLocal8Bit(argv[1]));
    if (mode == u"reveal"_s)
        reveals(*campaign);
    CampaignEditor editor(*campaign);
    CampaignReader reader(campaign->database());
    if (reader.sides().isEmpty())
        editor.addSide(u"Normans"_s);
    if (!reader.hasLocation(u"C6"_s))
        editor.addLocation(u"C6"_s, u"Hastings"_s, u"square"_s);
    if (!reader.hasLocation(u"D7"_s))
        editor.addLocation(u"D7"_s, u"Pevensey"_s, u"square"_s);
    actions(*campaign, reader.sides().first().id, mode == u"steps"_s);
}
