#pragma once
// Builds a DBA campaign from a golden adjudication file's start state: the named
// provinces from Table 4 (with the file's overrides), the nations, their armies
// and treasuries, and each nation's sealed orders, revealed by the umpire.
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

#include <memory>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "ledger/ledger.h"
#include "orders/orderbook.h"
#include "storage/database.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace DbaGolden {

using namespace Reeve;
using namespace Qt::StringLiterals;

/// Table 4's attributes of a province (owner, revenue, army type, terrain).
inline QJsonObject table4(const QString &province)
{
    const RuleTable &t = CampaignTables::builtIn().table(u"dba.provinces"_s);
    for (int row = 0; row < t.rowCount(); ++row) {
        if (t.cell(row, 0).value.toString() != province)
            continue;
        return {{u"owner"_s, t.cell(row, 1).value}, {u"revenue"_s, t.cell(row, 2).value},
                {u"army_type"_s, t.cell(row, 3).value}, {u"terrain"_s, t.cell(row, 4).value}};
    }
    return {};
}

inline std::unique_ptr<Campaign> build(const QString &path, const QJsonObject &start)
{
    auto campaign = Campaign::create(path, u"dba"_s);
    // A test file needs no durability: skipping the fsyncs keeps thirty cases fast on a busy machine.
    campaign->database().exec(u"PRAGMA synchronous = OFF"_s);
    CampaignEditor editor(*campaign);
    for (const QJsonValue &side : start.value(u"sides"_s).toArray())
        editor.addSide(side.toString());
    const QJsonObject provinces = start.value(u"provinces"_s).toObject();
    for (auto it = provinces.begin(); it != provinces.end(); ++it) {
        QJsonObject attributes = table4(it.key());
        if (attributes.isEmpty())
            throw Failure::badInput(u"golden file: %1 is not in Table 4"_s.arg(it.key()));
        const QJsonObject overrides = it.value().toObject();
        for (auto o = overrides.begin(); o != overrides.end(); ++o)
            attributes.insert(o.key(), o.value());
        editor.addLocation(it.key(), it.key(), u"province"_s, attributes);
    }
    editor.setTurn(start.value(u"turn"_s).toInt(1));
    // House figures the umpire entered once: {"table", "row", "column", "value"} each.
    for (const QJsonValue &value : start.value(u"house"_s).toArray()) {
        const QJsonObject h = value.toObject();
        CampaignTables::setCell(*campaign, h.value(u"table"_s).toString(), h.value(u"row"_s).toString(),
                                h.value(u"column"_s).toString(), h.value(u"value"_s));
    }
    CampaignReader reader(campaign->database());
    for (const QJsonValue &value : start.value(u"armies"_s).toArray()) {
        const QJsonObject a = value.toObject();
        QJsonObject attributes{{u"elements"_s, a.value(u"elements"_s)}, {u"general"_s, a.value(u"general"_s)},
                               {u"ruler"_s, a.value(u"ruler"_s).toBool()}, {u"supply"_s, a.value(u"supply"_s).toInt()},
                               {u"in_town"_s, a.value(u"in_town"_s).toBool()}};
        for (const QString &extra : {u"treasure"_s, u"hulls"_s, u"sub_generals"_s, u"dispersed"_s, u"general_element"_s,
                                     u"baggage"_s, u"beached"_s, u"wait_defend"_s}) // money carried, captured ships in tow
            if (a.contains(extra))
                attributes.insert(extra, a.value(extra));
        editor.addUnit(reader.sideByName(a.value(u"side"_s).toString()).id, a.value(u"type"_s).toString(u"army"_s),
                       a.value(u"name"_s).toString(), a.value(u"at"_s).toString(), attributes);
    }
    const QJsonObject treasury = start.value(u"treasury"_s).toObject();
    for (auto it = treasury.begin(); it != treasury.end(); ++it)
        Ledger(*campaign).credit(reader.sideByName(it.key()).id, it.value().toInteger(), LedgerCategory::Other,
                                 u"Treasury at the start"_s);
    const QJsonObject orders = start.value(u"orders"_s).toObject();
    OrderBook book(*campaign);
    for (auto it = orders.begin(); it != orders.end(); ++it)
        book.write(reader.sideByName(it.key()).id, OrderItem::parse(it.value().toString()));
    if (!orders.isEmpty())
        book.reveal();
    return campaign;
}

} // namespace DbaGolden
