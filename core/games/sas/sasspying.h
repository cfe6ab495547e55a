#pragma once

#include <optional>

#include <QList>

#include "campaign/side.h"
#include "campaign/unit.h"

namespace Reeve {

class Campaign;

namespace Sas {

/// What a spy attempt gave; card is empty unless it succeeded.
struct SpyResult
{
    qint64 seq = 0;
    int total = 0;
    bool success = false;
    bool counter = false;
    int cost = 0;
    QString card;
};

/**
 * Swords & Sails phase 2 in a campaign: one spy attempt on one enemy army or
 * fleet. The spy pays (the Holy Roman Empire's first attempt each season is
 * free), the target spends a counter-agent if it holds one, two dice are rolled
 * from the campaign's seed or entered, and one action is logged whose public
 * text says only who tried on which force and whether it worked; the roll, the
 * counter-agent and the card seen are readable by the spying side alone.
 */
class SasSpying
{
public:
    explicit SasSpying(Campaign &campaign);
    /// One attempt; \a faces: the two dice as rolled at the table (otherwise Reeve rolls).
    SpyResult attempt(qint64 spySide, qint64 targetUnit, const std::optional<QList<int>> &faces = std::nullopt);

private:
    /// Refuses an attempt out of the printed order (a faction later in it has already spied this season).
    void checkOrder(const Side &spy, const QString &faction);
    void pay(const Side &spy, const Unit &target, const Side &owner, int cost);

    Campaign &m_campaign;
};

} // namespace Sas
} // namespace Reeve
