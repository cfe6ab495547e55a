// bench_ledger: builds (or takes) a large campaign with 20 sides and 120 seasons
// of ledger entries and victory points among ~50,000 actions, then measures in one
// run: opening the campaign and reading its sides and accounts (the baseline), building
// and showing the ledger panel, and building and showing a balance chart and a VP chart.
// Prints each time and its ratio to the baseline; the target is under a second.
// Usage: bench_ledger [FILE]   (FILE: an existing campaign to add the ledger to; default: a temporary one)
#include <cstdio>

#include <QApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "ledger/ledger.h"
#include "ledger/ledgerchartview.h"
#include "ledger/ledgerentrymodel.h"
#include "ledger/ledgerpanel.h"
#include "ledger/ledgerreader.h"
#include "ledger/trackedvalues.h"
#include "log/actionlog.h"
#include "storage/database.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

constexpr int kSides = 20;
constexpr int kSeasons = 120;

void addSides(Campaign &campaign, QRandomGenerator &random)
{
    CampaignEditor editor(campaign);
    const int existing = int(CampaignReader(campaign.database()).sides().size());
    for (int s = existing + 1; s <= kSides; ++s)
        editor.addSide(u"Faction %1"_s.arg(s), u"#%1"_s.arg(random.bounded(0x1000000), 6, 16, QChar(u'0')));
}

void addSeasons(Campaign &campaign, QRandomGenerator &random)
{
    CampaignEditor editor(campaign);
    Ledger ledger(campaign);
    TrackedValues tracked(campaign);
    QList<qint64> ids, vp(kSides, 0);
    for (const Side &side : CampaignReader(campaign.database()).sides())
        ids << side.id;
    for (int season = 1; season <= kSeasons; ++season) {
        editor.setTurn(season);
        QList<LedgerPosting> income, upkeep;
        QList<TrackedValues::Value> values;
        for (int s = 0; s < kSides; ++s) {
            income << LedgerPosting{ids.at(s), 50 + random.bounded(50), LedgerCategory::Income, u"taxes"_s, 0};
            upkeep << LedgerPosting{ids.at(s), -(10 + random.bounded(30)), LedgerCategory::Maintenance,
                                    u"upkeep"_s, 0};
            vp[s] += random.bounded(3);
            values << TrackedValues::Value{ids.at(s), u"vp"_s, vp.at(s), {}};
        }
        ledger.post(income, u"Income"_s);
        ledger.post(upkeep, u"Maintenance"_s);
        for (int t = 0; t < 5; ++t) {
            const int from = random.bounded(kSides);
            ledger.transfer(ids.at(from), ids.at((from + 1 + t) % kSides), 5, LedgerCategory::Trade, u"trade"_s);
        }
        tracked.recordAll(values);
    }
}

void addFiller(Campaign &campaign, QRandomGenerator &random, qint64 target)
{
    CampaignEditor editor(campaign);
    if (CampaignReader(campaign.database()).locations().isEmpty())
        editor.addLocation(u"T0"_s, u"Territory 0"_s, u"territory"_s);
    qint64 unit = 0;
    editor.addUnit(1, u"HC"_s, u"Army"_s, u"T0"_s, {}, &unit);
    while (campaign.log().lastSeq() < target)
        editor.editUnit(unit, u"HC"_s, u"Army %1"_s.arg(random.bounded(1000)), {});
}

double ms(QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    const QString path = argc > 1 ? QString::fromLocal8Bit(argv[1]) : dir.filePath(u"large.reeve"_s);
    {
        QElapsedTimer build;
        build.start();
        auto campaign = argc > 1 ? Campaign::open(path) : Campaign::create(path, u"sas"_s, u"Large ledger"_s);
        campaign->database().setDurability(Database::Durability::Bulk);
        QRandomGenerator random(1066);
        addSides(*campaign, random);
        if (LedgerReader(campaign->database()).entryCount() == 0)
            addSeasons(*campaign, random);
        if (argc < 2)
            addFiller(*campaign, random, 50000);
        campaign->database().setDurability(Database::Durability::Full);
        std::printf("campaign: %lld actions, %lld ledger entries (built in %.0f ms)\n",
                    static_cast<long long>(campaign->log().lastSeq()),
                    static_cast<long long>(LedgerReader(campaign->database()).entryCount()), ms(build));
    }
    QElapsedTimer timer;
    timer.start();
    auto campaign = Campaign::open(path, CampaignFile::Access::ReadOnly);
    CampaignReader reader(campaign->database());
    const qsizetype sides = reader.sides().size() + reader.accounts().size();
    const double open = ms(timer);
    timer.restart();
    LedgerPanel panel;
    panel.resize(900, 700);
    panel.setCampaign(campaign.get());
    panel.show();
    QApplication::processEvents();
    const double panelTime = ms(timer);
    timer.restart();
    LedgerChartView chart;
    chart.resize(900, 600);
    chart.setCampaign(campaign.get());
    chart.show();
    QApplication::processEvents();
    chart.setMeasure(LedgerHistory::Measure::Quantity, u"vp"_s);
    QApplication::processEvents();
    const double chartTime = ms(timer);
    std::printf("open campaign (baseline, %lld sides+accounts): %8.1f ms\n", static_cast<long long>(sides), open);
    std::printf("ledger panel (%d entries):                   %8.1f ms  ratio %.1f\n",
                panel.entryModel()->rowCount(), panelTime, panelTime / open);
    std::printf("charts (balance, then VP; %d lines x %d turns):  %8.1f ms  ratio %.1f\n", chart.lineCount(),
                kSeasons, chartTime, chartTime / open);
    std::printf("panel + charts: %.1f ms (target: under 1000 ms), ratio to opening %.1f\n", panelTime + chartTime,
                (panelTime + chartTime) / open);
    return 0;
}
