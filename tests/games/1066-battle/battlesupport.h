// Shared set-up of the 1066 battle board tests: a fresh 1066 campaign and a Combat Results
// Table entered by the referee as house figures (the printed chart did not survive transcription).
#pragma once

#include <memory>

#include <QTemporaryDir>

#include "campaign/campaign.h"
#include "campaign/campaigntables.h"
#include "storage/database.h"
#include "games/1066/battle/battleboard.h"

namespace BattleTest {

using namespace Qt::StringLiterals;

/// A fresh 1066 campaign; written without waiting for the disk, as these files are thrown away.
inline std::unique_ptr<Reeve::Campaign> newCampaign(QTemporaryDir &dir, const QString &file)
{
    auto campaign = Reeve::Campaign::create(dir.filePath(file), u"1066"_s, u"Battle test"_s);
    campaign->database().setDurability(Reeve::Database::Durability::Bulk);
    return campaign;
}

/// The Shield Wall saving roll as 1066 §8.13 words it (a 1-3 cancels the result, a 4-6 lets it stand),
/// entered as house figures so these tests do not depend on how the shipped table reads it.
inline void enterShieldWallPerText(Reeve::Campaign &campaign)
{
    Reeve::CampaignTables::setCell(campaign, u"1066.saving-rolls"_s, u"1-3"_s, u"shield-wall"_s, u"saved"_s);
    Reeve::CampaignTables::setCell(campaign, u"1066.saving-rolls"_s, u"4-6"_s, u"shield-wall"_s, u"affected"_s);
}

/// House CRT for the tests: defence 1: E on 4-6; defence 2: D on 5, E on 6; defence 3: E on 6
/// (the §15.8 cell); defence 4: D on 6; every other cell no effect.
inline QString houseResult(int roll, int defence)
{
    switch (defence) {
    case 1: return roll >= 4 ? u"E"_s : u"-"_s;
    case 2: return roll == 6 ? u"E"_s : roll == 5 ? u"D"_s : u"-"_s;
    case 3: return roll == 6 ? u"E"_s : u"-"_s;
    default: return roll == 6 ? u"D"_s : u"-"_s;
    }
}

/// Enters the house CRT column for \a defence (all rows), or every column and the §8.13 Shield Wall
/// reading when 0; the §15.8 cell is left as printed.
inline void enterCrt(Reeve::Campaign &campaign, int defence = 0)
{
    for (int d = 1; d <= 4; ++d) {
        if (defence != 0 && d != defence)
            continue;
        for (int roll = 1; roll <= 6; ++roll)
            if (!(d == 3 && roll == 6))
                Reeve::CampaignTables::setCell(campaign, u"1066.crt"_s, QString::number(roll), QString::number(d),
                                               houseResult(roll, d));
    }
    if (defence == 0)
        enterShieldWallPerText(campaign);
}

inline Reeve::BattleUnit unit(int side, const QString &name, const QString &type, int attack, int defence,
                              Reeve::BattleBox box, int leader = 0, bool king = false)
{
    Reeve::BattleUnit u;
    u.side = side;
    u.name = name;
    u.type = type;
    u.attack = attack;
    u.defence = defence;
    u.box = box;
    u.leader = leader;
    u.king = king;
    return u;
}

} // namespace BattleTest
