// Shared set-up for the container tests: a 1066 campaign with four sides and a
// complete counter mix (house figures: the rules do not print them).
#pragma once

#include <memory>

#include <QHash>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "containers/containereditor.h"
#include "containers/containerreader.h"
#include "containers/markercatalog.h"
#include "log/actionlog.h"

namespace ContainerFixture {

using namespace Reeve;
using namespace Qt::StringLiterals;

/// Counts for every 1066 kind: \a perKind each, the Comet once.
inline QList<QPair<QString, int>> mix(int perKind, int events = -1)
{
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s);
    for (const MarkerKind &kind : catalog.kinds()) {
        int n = perKind;
        if (kind.name == u"Comet"_s)
            n = events == 0 ? 0 : 1;
        else if (kind.isEvent() && events >= 0)
            n = events;
        counts.append({kind.name, n});
    }
    return counts;
}

inline std::unique_ptr<Campaign> campaign1066(const QString &path, int perKind = 4, int events = -1)
{
    auto campaign = Campaign::create(path, u"1066"_s, u"Containers"_s);
    CampaignEditor editor(*campaign);
    for (const QString &side : {u"Normans"_s, u"Anglo-Saxons"_s, u"Vikings"_s, u"Britons"_s})
        editor.addSide(side);
    ContainerEditor(*campaign).compose(mix(perKind, events));
    return campaign;
}

inline qint64 side(Campaign &campaign, const QString &name)
{
    return CampaignReader(campaign.database()).sideByName(name).id;
}

/// Checks container + hands + set aside + in play = composition, kind by kind.
inline bool conserved(Campaign &campaign, QString *why = nullptr)
{
    ContainerReader reader(campaign.database());
    const ContainerInfo info = reader.find();
    const ContainerState state = reader.state(info.id);
    QHash<QString, int> seen;
    const QList<ContainerMarker> all = state.pool() + state.aside() + state.inPlay();
    int inHands = 0;
    for (const Side &s : CampaignReader(campaign.database()).sides()) {
        for (const ContainerMarker &m : state.hand(s.id)) {
            ++seen[m.kind];
            ++inHands;
        }
    }
    for (const ContainerMarker &m : all)
        ++seen[m.kind];
    if (all.size() + inHands != state.markers().size()) {
        if (why)
            *why = u"a marker is in no known place"_s;
        return false;
    }
    for (const MarkerKind &kind : reader.kinds(info.id)) {
        if (seen.value(kind.name) != kind.count) {
            if (why)
                *why = u"%1: %2 found, composition %3"_s.arg(kind.name).arg(seen.value(kind.name)).arg(kind.count);
            return false;
        }
    }
    return true;
}

} // namespace ContainerFixture
