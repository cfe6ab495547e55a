#pragma once

// A small demo campaign for the ledger GUI tests, the screenshot and the
// benchmark: Swords & Sails style seasons with income, maintenance, purchases,
// tribute, a correction, victory points with a threshold and logged dice rolls.
#include <memory>

#include <QRandomGenerator>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "ledger/ledger.h"
#include "ledger/ledgerreader.h"
#include "ledger/trackedvalues.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"

namespace LedgerDemo {

using namespace Reeve;
using namespace Qt::StringLiterals;

/// Builds \a seasons seasons for \a sides sides (names and colours from a fixed list, then numbered).
inline std::unique_ptr<Campaign> create(const QString &path, int sides = 4, int seasons = 12, bool rolls = true)
{
    static const QList<QPair<QString, QString>> named{{u"Byzantium"_s, u"#6a1b9a"_s}, {u"Venice"_s, u"#c62828"_s},
                                                      {u"Genoa"_s, u"#1565c0"_s},     {u"Fatimids"_s, u"#2e7d32"_s},
                                                      {u"Normans"_s, u"#ef6c00"_s},   {u"Pisa"_s, u"#00838f"_s}};
    auto campaign = Campaign::create(path, u"sas"_s, u"Mediterranean 1000"_s);
    CampaignEditor editor(*campaign);
    QRandomGenerator random(1000);
    for (int s = 0; s < sides; ++s) {
        if (s < named.size())
            editor.addSide(named.at(s).first, named.at(s).second);
        else
            editor.addSide(u"Faction %1"_s.arg(s + 1),
                           u"#%1"_s.arg(random.bounded(0x1000000), 6, 16, QChar(u'0')));
    }
    Ledger ledger(*campaign);
    TrackedValues tracked(*campaign);
    tracked.defineQuantity({u"vp"_s, u"Victory points"_s, 12, u"Victory (12 VP)"_s});
    const TableLibrary tables = CampaignTables::forCampaign(*campaign);
    const ProcedureRunner runner(tables);
    const Procedure &roll = ProcedureRegistry::standard().get(u"dice.roll"_s);
    const QJsonObject inputs = ProcedureRunner::parseInputs(roll, {u"expr=2d6"_s});
    QList<qint64> vp(sides, 0);
    for (int season = 1; season <= seasons; ++season) {
        if (season > 1)
            editor.setTurn(season);
        QList<LedgerPosting> postings;
        for (int s = 1; s <= sides; ++s)
            postings << LedgerPosting{s, 40 + random.bounded(40) + season * 2, LedgerCategory::Income,
                                      u"taxes of %1 cities"_s.arg(3 + random.bounded(5)), 0};
        ledger.post(postings, u"Season's income"_s);
        postings.clear();
        for (int s = 1; s <= sides; ++s)
            postings << LedgerPosting{s, -(15 + random.bounded(20)), LedgerCategory::Maintenance,
                                      u"upkeep of %1 units"_s.arg(4 + random.bounded(6)), 0};
        ledger.post(postings, u"Maintenance"_s);
        const qint64 buyer = 1 + random.bounded(sides);
        const qint64 price = std::min<qint64>(20 + random.bounded(20), CampaignReader(campaign->database()).account(buyer).balance);
        if (price > 0)
            ledger.debit(buyer, price, LedgerCategory::Purchase, u"new galleys"_s);
        if (season % 3 == 0 && CampaignReader(campaign->database()).account(1 + season % sides).balance >= 15)
            ledger.transfer(1 + season % sides, 1 + (season + 1) % sides, 15, LedgerCategory::Tribute,
                            u"peace treaty"_s);
        if (season == 4) {
            ledger.credit(2, 55, LedgerCategory::Ransom, u"ransom of a doge (entered twice)"_s);
            ledger.reverse(LedgerReader(campaign->database()).entries().last().id, u"entered twice"_s);
        }
        QList<TrackedValues::Value> values;
        for (int s = 0; s < sides; ++s) {
            vp[s] += random.bounded(3);
            values << TrackedValues::Value{s + 1, u"vp"_s, vp[s], {}};
        }
        tracked.recordAll(values);
        if (rolls) {
            for (int s = 0; s < sides; ++s) {
                for (int r = 0; r < 3; ++r) {
                    QJsonObject withSide = inputs;
                    runner.resolveInCampaign(*campaign, roll, withSide, std::nullopt,
                                             s < named.size() ? named.at(s).first : u"referee"_s);
                }
            }
        }
    }
    return campaign;
}

} // namespace LedgerDemo
