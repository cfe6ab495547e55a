#pragma once

// Small campaigns with data, for the GUI tests.

#include <memory>

#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"

namespace Reeve::TestCampaigns {

using namespace Qt::StringLiterals;

/// A 1066 campaign with two sides, three locations, three units (one eliminated) and a marker.
inline std::unique_ptr<Campaign> small(const QString &path)
{
    auto campaign = Campaign::create(path, u"1066"_s, u"Small"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Normans"_s, u"#1f4e9c"_s, u"Odo"_s);
    editor.addSide(u"Anglo-Saxons"_s, u"#b22222"_s);
    editor.addLocation(u"C6"_s, u"Hastings"_s, u"square"_s, {{u"feudal"_s, 1}, {u"port"_s, true}});
    editor.addLocation(u"D5"_s, u"London"_s, u"square"_s, {{u"feudal"_s, 4}, {u"terrain"_s, u"city"_s}});
    editor.addLocation(u"NORMANDY"_s, u"Normandy box"_s, u"box"_s);
    editor.addUnit(1, u"knight"_s, u"William"_s, u"NORMANDY"_s, {{u"attack"_s, 3}, {u"defence"_s, 3}});
    editor.addUnit(2, u"huscarls"_s, u"Harold's huscarls"_s, u"D5"_s, {{u"attack"_s, 3}});
    qint64 fyrd = 0;
    editor.addUnit(2, u"fyrd"_s, QString(), u"C6"_s, {}, &fyrd);
    editor.eliminateUnit(fyrd);
    editor.placeMarker(u"D5"_s, u"castle"_s, 2, {{u"strength"_s, 2}});
    return campaign;
}

} // namespace Reeve::TestCampaigns
