#include "campaignwords.h"

#include "util/labeltable.h"

namespace Reeve {

namespace {

#define CW(text) QT_TRANSLATE_NOOP("Reeve::CampaignWords", text)

// Location kinds, attribute keys and attribute values the games' scenarios and steps write.
const LabelEntry kWords[] = {
        // kinds of location
        //: A kind of location shown in the Campaign tables: a box printed on a game's sheet rather than
        //: a place on the map (the Swords & Sails alliance team boxes that hold the teams' cubes; the
        //: 1066 demo's Normandy and Norway boxes). A word apart from "off-map box", the 1066 kind.
        {"box", CW("box")},
        {"city", CW("city")},
        {"district", CW("district")},
        {"hex", CW("hex")},
        {"homeland", CW("homeland")},
        //: A kind of location of the 1066 scenario: an area beside the map board, the Vikings' Norway
        //: and the Normans' Normandy (1066 §2.4). Not the same entry as "box", the plain kind.
        {"off-map box", CW("off-map box")},
        {"province", CW("province")},
        {"region", CW("region")},
        {"sea", CW("sea")},
        {"square", CW("square")},
        {"strait", CW("strait")},
        {"territory", CW("territory")},
        // attribute keys
        //: Dark Age Britain: a chieftain's leadership ability.
        {"ability", CW("ability")},
        {"besieged_by", CW("besieged by")},
        {"casualties", CW("casualties")},
        {"chieftain", CW("chieftain")},
        //: DBA campaign: the elements of an army (troop codes).
        {"elements", CW("elements")},
        //: Dark Age Britain: what became of a band's chieftain after a battle.
        {"fate", CW("fate")},
        {"fate_year", CW("fate in year")},
        {"fights_for", CW("fights for")},
        //: Dark Age Britain: the band has joined that side for good.
        {"fights_for_good", CW("fights for good")},
        //: Dark Age Britain: the army the band follows.
        {"follows", CW("follows")},
        //: Dark Age Britain: the band's foot warriors.
        {"foot", CW("foot")},
        {"general", CW("general")},
        //: DBA campaign: the army is inside a town.
        {"in_town", CW("in a town")},
        {"last_pillaged", CW("last pillaged")},
        {"leader_status", CW("leader's status")},
        //: A movement allowance.
        {"movement", CW("movement")},
        //: The neighbouring districts of a district.
        {"neighbours", CW("neighbours")},
        //: Dark Age Britain: warriors waiting for the next wave of settlers.
        {"next_wave", CW("next wave")},
        {"original", CW("original strength")},
        {"overlord", CW("overlord")},
        //: Dark Age Britain: the people a chieftain belongs to.
        {"people", CW("people")},
        {"ruler", CW("ruler")},
        {"settled", CW("settled")},
        {"strongholds", CW("strongholds")},
        {"supply", CW("supply")},
        {"towns", CW("towns")},
        {"turn_losses", CW("losses this turn")},
        {"warriors", CW("warriors")},
        {"years_active", CW("years active")},
        {"alliance", CW("alliance")},
        //: Swords & Sails: the order in which the side's alliance was formed (a side attribute).
        {"alliance_batch", CW("alliance batch")},
        {"army_type", CW("army type")},
        {"baggage", CW("baggage")},
        //: DBA campaign: the turn (season) in which the army last fought a battle.
        {"battle_turn", CW("battle in turn")},
        //: 1066: since which month a neutral power is at war (1066 §4).
        {"belligerent_since", CW("belligerent since")},
        {"borders", CW("borders")},
        {"built", CW("built")},
        {"capital", CW("capital")},
        {"cargo", CW("cargo")},
        //: Swords & Sails: a territory closed to movement.
        {"closed", CW("closed")},
        {"controlled_by", CW("controlled by")},
        //: Swords & Sails: the season in which the army crossed a strait.
        {"crossed", CW("crossed a strait")},
        //: DBA campaign: the turn (season) in which the army was defeated.
        {"defeated_turn", CW("defeated in turn")},
        {"dispersed", CW("dispersed")},
        {"events_after_play", CW("events after play")},
        //: DBA campaign: the nation a town belonged to before it was taken.
        {"home", CW("home nation")},
        //: DBA campaign: the moves in which hostile forces were in the province (they cut its taxes).
        {"hostile_marks", CW("hostile presence")},
        {"hostile_moves", CW("moves with hostile forces")},
        //: DBA campaign: the ships of a fleet.
        {"hulls", CW("ships")},
        //: DBA campaign: money paid to incite a rising in the province, and by whom.
        {"incited", CW("incitements")},
        {"landed", CW("landed")},
        //: Charlemagne: the game turn in which the unit was levied.
        {"levied_turn", CW("levied in turn")},
        {"moved", CW("moved")},
        {"moves_turn", CW("moves counted in turn")},
        {"moves_used", CW("moves used")},
        //: Swords & Sails: the number of an army or fleet (Army I, Fleet 2).
        {"number", CW("number")},
        {"religion", CW("religion")},
        //: DBA campaign: the nation an army serves (as an ally or vassal).
        {"serving", CW("serving")},
        {"serving_turn", CW("serving since turn")},
        {"siege_loss", CW("siege losses")},
        //: Dark Age Britain: a force's state in the year (ready, moved, fought).
        {"state", CW("state")},
        {"strength", CW("strength")},
        {"sub_generals", CW("sub-generals")},
        //: DBA campaign: the turn (season) in which the town was taken.
        {"taken_turn", CW("taken in turn")},
        {"treasure", CW("treasure")},
        {"tribute_year", CW("tribute year")},
        //: 1066: since which month the power is a vassal (1066 §11).
        {"vassal_since", CW("vassal since")},
        {"voyage", CW("voyage")},
        //: DBA campaign: the army waits in its province to defend it.
        {"wait_defend", CW("waits to defend")},
        {"war_leader", CW("war leader")},
        {"war_leader_year", CW("war leader since")},
        //: DBA campaign: field works built in the province.
        {"works", CW("works")},
        {"control", CW("control")},
        {"cube", CW("cube")},
        {"face", CW("face")},
        {"feudal", CW("feudal")},
        {"held_by", CW("held by")},
        {"king", CW("king")},
        {"landing_from_germany", CW("landing from Germany")},
        {"lands_in", CW("lands in")},
        {"leader", CW("leader")},
        {"owner", CW("owner")},
        {"peoples", CW("peoples")},
        {"port", CW("port")},
        {"revenue", CW("revenue")},
        {"setup_in", CW("set up in")},
        {"terrain", CW("terrain")},
        {"town", CW("town")},
        {"used", CW("used")},
        // attribute values and unit kinds
        {"band", CW("band")},
        {"civilization", CW("civilization")},
        {"grey", CW("grey")},
        {"orange", CW("orange")},
        {"pink", CW("pink")},
        {"first alliance", CW("first alliance")},
        {"second alliance", CW("second alliance")},
        {"third alliance", CW("third alliance")},
        {"garrison", CW("garrison")},
        {"captured", CW("captured")},
        {"disbanded", CW("disbanded")},
        {"spent", CW("spent")},
        // Charlemagne: a region no player controls is neutral (Charlemagne §4), a state, not a side
        {"Neutral", CW("Neutral")},
};

#undef CW

} // namespace

std::optional<QString> CampaignWords::label(const QString &value)
{
    return findLabel("Reeve::CampaignWords", kWords, value);
}

QStringList CampaignWords::known()
{
    return labelKeys(kWords);
}

} // namespace Reeve
