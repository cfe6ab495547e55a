#pragma once

// A played 1066 campaign for the fairness tests (issue 19): rolls, hidden draws, a loss and a
// theft, and the helpers that read what the referee saw. Shared by tst_fairness (draws and rolls)
// and tst_filetamper (the file and its chain).

#include <QJsonArray>
#include <QSet>

#include "campaign/campaigntables.h"
#include "containerfixture.h"
#include "containers/containerdraws.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"

namespace PlayedCampaign {

using namespace Reeve;
using namespace Qt::StringLiterals;
using namespace ContainerFixture;

/// One hidden draw as the referee saw it: the pool just before, and what came out.
struct SeenDraw
{
    QList<ContainerMarker> poolBefore;
    QSet<qint64> drawn;
    int count = 0;
};

inline qint64 resolveChance(Campaign &campaign, const std::optional<QList<int>> &faces = {})
{
    const Procedure &p = ProcedureRegistry::standard().get(u"dice.chance"_s);
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    return ProcedureRunner(tables)
            .resolveInCampaign(campaign, p, ProcedureRunner::parseInputs(p, {u"percent=50"_s}), faces)
            .loggedAs;
}

inline SeenDraw drawFor(Campaign &campaign, const QString &side, int count)
{
    SeenDraw seen;
    seen.poolBefore = ContainerReader(campaign.database()).state(1).pool();
    seen.count = count;
    const ContainerOutcome outcome = ContainerDraws(campaign).draw(ContainerFixture::side(campaign, side),
                                                                   count);
    for (const QJsonValue &id : outcome.data.value(u"drawn"_s).toArray())
        seen.drawn.insert(id.toInteger());
    return seen;
}

/// Whether drawing from \a draw's pool on \a secret's stream for \a counter gives exactly the markers drawn.
inline bool rebuilds(const SeenDraw &draw, const QByteArray &secret, quint64 counter)
{
    QList<ContainerMarker> pool = draw.poolBefore;
    RandomStream stream(secret, counter);
    QJsonArray ignored;
    QSet<qint64> ids;
    for (const ContainerMarker &m : ContainerState::drawRandom(pool, draw.count, stream, ignored))
        ids.insert(m.id);
    return ids == draw.drawn;
}

/// The dice seed behind the current commitment, as the referee could read it from the file.
inline QByteArray currentSeed(Database &db)
{
    const QString commitment = db.scalar(u"SELECT value FROM meta WHERE key = 'seed_commitment'"_s).toString();
    return QByteArray::fromHex(
            db.scalar(u"SELECT value FROM secrets WHERE key = ?"_s, {u"seed:"_s + commitment})
                    .toString()
                    .toLatin1());
}

/// A played 1066 campaign at \a file: rolls (one on entered dice), three hidden draws, a loss and a theft.
inline std::unique_ptr<Campaign> played(const QString &file, QList<SeenDraw> *draws = nullptr)
{
    auto campaign = campaign1066(file, 4, 0);
    qint64 william = 0;
    CampaignEditor(*campaign).addUnit(side(*campaign, u"Normans"_s), u"knight"_s, u"William"_s, QString(),
                                      {{u"attack"_s, 3}, {u"defence"_s, 3}}, &william);
    QList<SeenDraw> seen;
    resolveChance(*campaign);
    seen << drawFor(*campaign, u"Normans"_s, 5);
    resolveChance(*campaign);
    seen << drawFor(*campaign, u"Vikings"_s, 5);
    resolveChance(*campaign, QList<int>{37});
    seen << drawFor(*campaign, u"Anglo-Saxons"_s, 5);
    resolveChance(*campaign);
    ContainerDraws(*campaign).loseRandom(side(*campaign, u"Normans"_s), 1);
    ContainerDraws(*campaign).takeRandom(side(*campaign, u"Vikings"_s), side(*campaign, u"Anglo-Saxons"_s));
    resolveChance(*campaign);
    if (draws)
        *draws = seen;
    return campaign;
}

} // namespace PlayedCampaign
