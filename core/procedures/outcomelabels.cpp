#include "outcomelabels.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

constexpr const char *Context = "Reeve::OutcomeLabels";

struct Label
{
    const char *field;
    const char *text;
};

#define L(field, text) { field, QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", text) }

/// Shared labels: every field a registered procedure sets has one (tst_outcomelabels checks it).
const Label SharedLabels[] = {
    L("a_total", "Side A total"),
    L("actions", "Actions"),
    L("affected", "Player affected"),
    L("affordable", "Affordable"),
    L("after_end", "After the game's end"),
    L("allowed", "Allowed"),
    L("amount", "Amount"),
    L("annihilated", "Annihilated"),
    L("armour", "Armour"),
    L("armour_left", "Armour left"),
    L("army_destroyed", "Army destroyed"),
    L("attacker_casualties_pct", "Attacker's casualties (%)"),
    L("attacker_column", "Attacker's column"),
    L("attacker_general_killed", "Attacker's general killed"),
    L("attacker_may_refuse", "Attacker may refuse"),
    L("attacker_points_lost", "Attacker's points lost"),
    L("attacker_strength", "Attacker's strength"),
    L("attacker_total", "Attacker's total"),
    L("attrition_pct", "Attrition (%)"),
    L("available", "Counters left"),
    L("average", "Average"),
    L("b_total", "Side B total"),
    L("battle", "Battle"),
    L("battle_action", "Battle logged as action"),
    L("battle_turns", "Battle turns"),
    L("battle_type", "Battle type"),
    L("bracketed", "Bracketed value"),
    L("british_bands", "British bands"),
    L("broken", "Broken"),
    L("capacity", "Capacity"),
    L("capture_at", "Captured on"),
    L("captured", "Captured"),
    L("captures_supply", "Captures the supply"),
    L("castle_may_be_destroyed", "Castle may be destroyed"),
    L("casualty_points", "Casualty points"),
    L("caught", "Caught"),
    L("caught_on_move", "Caught on move"),
    L("chance_pct", "Chance (%)"),
    L("check_required", "Check required"),
    L("choices", "Choices"),
    L("city_income", "City income"),
    L("column", "Column"),
    L("combat", "Combat"),
    L("complies", "Complies"),
    L("consequence", "Consequence"),
    L("contact", "Contact"),
    L("controller", "Controlled by"),
    L("cost", "Cost"),
    L("d_results", "D results"),
    L("damage", "Damage"),
    L("defecting_points", "Points defecting"),
    L("defects", "Defects"),
    L("defender_casualties_pct", "Defender's casualties (%)"),
    L("defender_column", "Defender's column"),
    L("defender_draws", "Defender's draws"),
    L("defender_general_killed", "Defender's general killed"),
    L("defender_may_refuse", "Defender may refuse"),
    L("defender_points_lost", "Defender's points lost"),
    L("defender_strength", "Defender's strength"),
    L("defender_total", "Defender's total"),
    L("defense_used", "Defence used"),
    L("delays", "Delays"),
    L("destroy_at", "Destroyed on"),
    L("destroyed", "Destroyed"),
    L("dice_count", "Dice"),
    L("died", "Died"),
    L("dies", "Dies"),
    L("differential", "Differential"),
    L("disbanded", "Disbanded"),
    L("draws", "Draws"),
    L("driven_back", "Driven back"),
    L("drowned", "Drowned"),
    L("e_results", "E results"),
    L("ee_after", "Element equivalents after"),
    L("effect", "Effect"),
    L("element_fates", "Fate of each element"),
    L("elements_lost", "Elements lost"),
    L("eliminated", "Eliminated"),
    L("eliminated_all_sea", "Eliminated in all-sea squares"),
    L("eliminated_coastal", "Eliminated in coastal squares"),
    L("eliminated_off_map", "Eliminated in off-map boxes"),
    L("end_reason", "Why it ended"),
    L("enough", "Enough"),
    L("evade_inches", "Evade distance (inches)"),
    L("event", "Event"),
    L("event_entered", "Event entered"),
    L("event_number", "Event number"),
    L("exact_moves", "Moves (exact)"),
    L("excess", "Excess"),
    L("excess_space", "Space over capacity"),
    L("extra_move", "Extra move"),
    L("extra_movement", "Extra movement points"),
    L("fate", "Fate"),
    L("feudal_totals", "Feudal totals"),
    L("first", "First to move"),
    L("first_player", "First player"),
    L("fits", "Fits"),
    L("foot_lost", "Foot lost"),
    L("forage_bonus", "Forage bonus"),
    L("forage_value", "Forage value"),
    L("forfeit", "Forfeited"),
    L("free", "Free attempts"),
    L("game_over", "Game over"),
    L("general", "General's element"),
    L("generals_drowned", "Generals drowned"),
    L("generals_element_lost", "Generals' elements lost"),
    L("gold", "Gold"),
    L("gold_markers", "Gold markers"),
    L("gold_needed", "Gold needed"),
    L("gold_points", "Gold points"),
    L("gold_returned", "Gold returned"),
    L("gold_spent", "Gold spent"),
    L("group", "Group"),
    L("hand_returned", "Hand returned"),
    L("happens", "Happens"),
    L("harvest", "Harvest"),
    L("heir", "Heir"),
    L("hits", "Hits"),
    L("horses_lost", "Horses lost"),
    L("house_setting", "House setting"),
    L("income", "Income"),
    L("incursion_year", "Incursion year"),
    L("index", "Element (from 0)"),
    L("kills", "Kills"),
    L("king_reading", "Reading used (a king assassinated)"),
    L("level", "Level"),
    L("levies", "Levies placed"),
    L("levy", "Levy"),
    L("limit", "Limit"),
    L("location", "Location"),
    L("loot_draws", "Loot draws"),
    L("loser_casualties_pct", "Loser's casualties (%)"),
    L("loser_general_killed", "Loser's general killed"),
    L("loser_loses", "Loser loses"),
    L("loses_baggage", "Loses the baggage"),
    L("loses_horses", "Loses the horses"),
    L("losses", "Losses"),
    L("lost", "Lost"),
    L("maintenance", "Maintenance"),
    L("markers", "Markers"),
    L("markers_kept", "Markers kept"),
    L("markers_lost", "Markers lost"),
    L("max_bowmen", "Most bowmen"),
    L("max_delay", "Longest delay"),
    L("max_ee", "Most element equivalents"),
    L("max_horse_units", "Most horse units"),
    L("max_horsemen", "Most horsemen"),
    L("max_naval_elements", "Most naval elements"),
    L("max_peasants", "Most peasants"),
    L("may_promote", "May promote"),
    L("minimum_ee", "Fewest element equivalents"),
    L("mixed_regions", "Mixed regions"),
    L("modified_roll", "Modified roll"),
    L("modifier", "Modifier"),
    L("morale_total", "Morale total"),
    L("mounted_lost", "Mounted lost"),
    L("move", "Move"),
    L("moved", "Moved"),
    L("movement_bonus", "Movement bonus"),
    L("moves", "Moves"),
    L("moves_left", "Moves left"),
    L("moves_used", "Moves used"),
    L("must_attack", "Must attack"),
    L("must_stop", "Must stop"),
    L("naval_lost", "Naval elements lost"),
    L("needed", "Needed"),
    L("neutral_becomes_belligerent", "Neutral becomes belligerent"),
    L("next_wins_so_far", "Wins so far (next roll)"),
    L("next_year", "Next year"),
    L("not_received", "Not received"),
    L("offered_pct", "Offered (%)"),
    L("operation_point_cost", "Operation point cost"),
    L("operation_points", "Operation points"),
    L("opponent_draws", "Opponent's draws"),
    L("order", "Order"),
    L("over_limit", "Over the limit"),
    L("overrun", "Overrun"),
    L("panic_level", "Panic level"),
    L("panicked", "Panicked"),
    L("payable_max", "Most payable"),
    L("per_band", "Per band"),
    L("pillaged", "Pillaged"),
    L("placed_castles", "Castles placed"),
    L("placed_fleets", "Fleets placed"),
    L("placed_land", "Land units placed"),
    L("points", "Points"),
    L("points_lost", "Points lost"),
    L("points_removed", "Points removed"),
    L("procedure", "Procedure"),
    L("pursuer_casualties_pct", "Pursuer's casualties (%)"),
    L("pursuer_general_killed", "Pursuer's general killed"),
    L("pursuers_win", "Pursuers win"),
    L("rallied", "Rallied"),
    L("reached", "Reached"),
    L("reaction_draws", "Reaction draws"),
    L("rebels", "Rebels"),
    L("recruitable", "Recruitable"),
    L("refund", "Refund"),
    L("refund_if_attacked", "Refund if attacked"),
    L("remainder", "Remainder"),
    L("remaining", "Remaining"),
    L("removed_points", "Points removed"),
    L("repair_cost", "Repair cost"),
    L("restored", "Restored"),
    L("result", "Result"),
    L("results", "Results"),
    L("retreat_optional", "Retreat optional"),
    L("return_first", "To return first"),
    L("returns_home", "Returns home"),
    L("revenue_increase", "Revenue increase"),
    L("revolting_provinces", "Revolting provinces"),
    L("revolts", "Revolts"),
    L("rides_down", "Rides down"),
    L("roll", "Roll"),
    L("roll_again", "Rolls again"),
    L("route", "By a sea route"),
    L("routs", "Routs"),
    L("row", "Row"),
    L("saved", "Saved"),
    L("saved_by", "Saved by"),
    L("scouting_points", "Scouting points"),
    L("season", "Season"),
    L("season_from", "Season from"),
    L("season_moves", "Moves this season"),
    L("seasons_to_go", "Seasons to go"),
    L("seq", "Logged as action"),
    L("seqs", "Logged as actions"),
    L("sequential_pct", "Taken one after another (%)"),
    L("settlement_controlled", "Settlement controlled"),
    L("shares_element", "Shares an element"),
    L("side", "Side"),
    L("space_available", "Space available"),
    L("space_needed", "Space needed"),
    L("squares", "Squares entered"),
    L("squares_hit", "Squares hit"),
    L("stands_still", "Stands still"),
    L("state", "State"),
    L("succeeds", "Succeeds"),
    L("success", "Success"),
    L("successor", "Successor"),
    L("supplied", "Supplied"),
    L("supply_cost", "Supply cost"),
    L("supply_units", "Supply units"),
    L("surrenders", "Surrenders"),
    L("survives", "Survives"),
    L("survivors", "Survivors"),
    L("table_result", "Table result"),
    L("takes_command", "Takes command"),
    L("target", "Target"),
    L("target_draws", "Target's draws"),
    L("tie", "Tie"),
    L("tied", "Tied"),
    L("to_bank", "To the bank"),
    L("to_rebel_army", "To the rebel army"),
    L("top_three", "Top three"),
    L("total", "Total"),
    L("total_exact", "Total (exact)"),
    L("total_pct", "Total (%)"),
    L("totals", "Totals"),
    L("treasure_points", "Treasure points"),
    L("treasury", "Treasury"),
    L("troop_points", "Troop points"),
    L("uncrewed_lost", "Uncrewed ships lost"),
    L("unit", "Unit"),
    L("unused", "Unused"),
    L("used", "Used"),
    L("value", "Value"),
    L("vassalage_cancelled", "Vassalage cancelled"),
    L("vassals_freed", "Vassals freed"),
    L("victory", "Victory"),
    L("violator_loses", "Violator loses"),
    L("voyage", "Voyage"),
    L("vp", "Victory points"),
    L("war_leader", "War leader"),
    L("war_leader_total", "War leader's total"),
    L("warriors_added", "Warriors added"),
    L("winner", "Winner"),
    L("winner_draws", "Winner's draws"),
    L("winners", "Winners"),
};

/// Where a shared label would mislead, the procedure's own ("procedure/field").
const Label ProcedureLabels[] = {
    L("1066.assassin/eliminated", "Target eliminated"),
    L("1066.attrition/losses", "Units lost"),
    L("1066.broken-agreement/draws", "Draws by the wronged"),
    L("1066.comet/draws", "Draws per power"),
    L("1066.command-control/total", "Command total"),
    L("1066.hre-intervenes/draws", "Draws"),
    L("1066.initiative/gold_returned", "Gold bid returned"),
    L("1066.markers-due/markers", "Markers due"),
    L("1066.campaign-markers/markers", "Markers drawn"),
    L("1066.provisioning/excess", "Units beyond the forage"),
    L("1066.troops-demand-pay/controller", "Controlled by"),
    L("1066.troops-demand-pay/remaining", "Units staying"),
    L("1066.troops-demand-pay/eliminated", "Units eliminated"),
    L("1066.retreat-losses/eliminated", "Units eliminated"),
    L("1066.storms/eliminated", "Fleets eliminated"),
    L("1066.battle-marker/remaining", "Battle markers left"),
    L("britain.broken-move/move", "Move (inches)"),
    L("britain.broken-move/extra_move", "Extra move (inches)"),
    L("britain.war-leader/war_leader", "War leader (player)"),
    L("charlemagne.broken-agreement/lost", "Treasure points lost"),
    L("charlemagne.supply/over_limit", "Over the supply limit"),
    L("dba.move-allowance/overrun", "Moves over the allowance"),
    L("dba.troop-cost/points", "Troop points"),
    L("dba.neutral-defence/points", "Defending points"),
    L("dice.roll/total", "Total"),
    L("sas.espionage/total", "Espionage total"),
    L("sas.victory/target", "Victory points needed"),
};

#undef L

using LabelMap = QHash<QString, const char *>;

LabelMap buildMap(const Label *begin, const Label *end)
{
    LabelMap map;
    for (const Label *l = begin; l != end; ++l)
        map.insert(QString::fromLatin1(l->field), l->text);
    return map;
}

const LabelMap &shared()
{
    static const LabelMap map = buildMap(std::begin(SharedLabels), std::end(SharedLabels));
    return map;
}

const LabelMap &own()
{
    static const LabelMap map = buildMap(std::begin(ProcedureLabels), std::end(ProcedureLabels));
    return map;
}

/// Peoples and powers written as names, not as the lower-case ids the rules data uses.
QString properName(const QString &word)
{
    static const QHash<QString, const char *> names{
            {u"anglo-saxons"_s, QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Anglo-Saxons")},
            {u"normans"_s, QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Normans")},
            {u"vikings"_s, QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Vikings")},
            {u"britons"_s, QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Britons")},
            {u"saxons"_s, QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Saxons")},
            {u"scots-irish"_s, QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Scots-Irish")},
            {u"picts"_s, QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Picts")},
    };
    const auto it = names.constFind(word);
    return it == names.constEnd() ? QString() : QCoreApplication::translate(Context, it.value());
}

/// "attackers-win" → "attackers win", "sub_general" → "sub general"; other text as it is.
QString wordText(const QString &text)
{
    static const QRegularExpression idLike(u"^[a-z][a-z0-9]*([-_][a-z0-9]+)+$"_s);
    if (const QString name = properName(text); !name.isEmpty())
        return name;
    if (!idLike.match(text).hasMatch())
        return text;
    QString words = text;
    return words.replace(u'-', u' ').replace(u'_', u' ');
}

} // namespace

bool OutcomeLabels::hasLabel(const QString &field, const QString &procedureId)
{
    return (!procedureId.isEmpty() && own().contains(procedureId + u'/' + field)) || shared().contains(field);
}

QString OutcomeLabels::label(const QString &field, const QString &procedureId)
{
    if (!procedureId.isEmpty()) {
        if (const auto it = own().constFind(procedureId + u'/' + field); it != own().constEnd())
            return QCoreApplication::translate(Context, it.value());
    }
    if (const auto it = shared().constFind(field); it != shared().constEnd())
        return QCoreApplication::translate(Context, it.value());
    // A field of a step's outcome that names what it counts (an army, a side) is shown as named.
    QString words = wordText(field);
    if (!words.isEmpty() && words != field)
        words[0] = words[0].toUpper();
    return words;
}

QString OutcomeLabels::valueText(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? QCoreApplication::translate(Context, "yes")
                              : QCoreApplication::translate(Context, "no");
    if (value.isNull() || value.isUndefined())
        return QCoreApplication::translate(Context, "none");
    if (value.isArray()) {
        QStringList parts;
        for (const QJsonValue &item : value.toArray())
            parts << valueText(item);
        return parts.isEmpty() ? QCoreApplication::translate(Context, "none") : parts.join(u", "_s);
    }
    if (value.isObject()) {
        QStringList parts;
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            parts << QCoreApplication::translate(Context, "%1 %2").arg(label(it.key()), valueText(it.value()));
        return parts.isEmpty() ? QCoreApplication::translate(Context, "none") : parts.join(u"; "_s);
    }
    if (value.isDouble()) {
        const double d = value.toDouble();
        return d == double(value.toInteger()) ? QString::number(value.toInteger()) : QString::number(d);
    }
    return wordText(value.toString());
}

QString OutcomeLabels::outcomeText(const QJsonObject &outcome, const QString &procedureId)
{
    QStringList parts;
    for (auto it = outcome.begin(); it != outcome.end(); ++it)
        parts << QCoreApplication::translate(Context, "%1: %2")
                         .arg(label(it.key(), procedureId), valueText(it.value()));
    return parts.join(u"; "_s);
}

} // namespace Reeve
