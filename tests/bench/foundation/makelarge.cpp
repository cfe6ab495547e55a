// Generates a large, realistic campaign for the benchmarks: 20 sides, 400
// locations, 2,000 units and 50,000 logged actions (moves, eliminations, phase
// changes, dice rolls and undos), all through the same commands the referee uses.
// Usage: reeve_makelarge FILE [ACTIONS]
#include <cstdio>

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QStandardPaths>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaigntables.h"
#include "log/actionlog.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "storage/database.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    if (argc < 2) {
        std::fprintf(stderr, "usage: reeve_makelarge FILE [ACTIONS]\n");
        return 2;
    }
    const qint64 target = argc > 2 ? QByteArray(argv[2]).toLongLong() : 50000;
    auto campaign = Campaign::create(QString::fromLocal8Bit(argv[1]), u"sas"_s, u"Large campaign"_s);
    campaign->database().setDurability(Database::Durability::Bulk);
    CampaignEditor editor(*campaign);
    QRandomGenerator random(1066);
    for (int s = 1; s <= 20; ++s)
        editor.addSide(u"Faction %1"_s.arg(s), u"#%1"_s.arg(random.bounded(0x1000000), 6, 16, QChar(u'0')));
    for (int l = 0; l < 400; ++l)
        editor.addLocation(u"T%1"_s.arg(l), u"Territory %1"_s.arg(l), u"territory"_s,
                           {{u"cities"_s, int(random.bounded(3))}, {u"port"_s, random.bounded(2) == 1}});
    for (int u = 0; u < 2000; ++u)
        editor.addUnit(1 + u % 20, u"HC"_s, u"Army %1"_s.arg(u), u"T%1"_s.arg(random.bounded(400)),
                       {{u"strength"_s, int(random.bounded(1, 12))}});
    const TableLibrary tables = CampaignTables::forCampaign(*campaign);
    const ProcedureRunner runner(tables);
    const Procedure &roll = ProcedureRegistry::standard().get(u"dice.roll"_s);
    const QJsonObject inputs = ProcedureRunner::parseInputs(roll, {u"expr=2d6"_s});
    while (campaign->log().lastSeq() < target) {
        const int pick = int(random.bounded(100));
        if (pick < 60)
            editor.moveUnit(1 + random.bounded(2000), u"T%1"_s.arg(random.bounded(400)));
        else if (pick < 80)
            runner.resolveInCampaign(*campaign, roll, inputs, {});
        else if (pick < 90 && campaign->log().canUndo())
            campaign->log().undo();
        else if (pick < 95 && campaign->log().canRedo())
            campaign->log().redo();
        else
            editor.advancePhase();
    }
    campaign->database().setDurability(Database::Durability::Full);
    std::printf("%lld actions\n", static_cast<long long>(campaign->log().lastSeq()));
    return 0;
}
