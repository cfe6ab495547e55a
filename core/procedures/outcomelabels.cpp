#include "outcomelabels.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

#include "steps/stepchoicelabels.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

constexpr const char *Context = "Reeve::OutcomeLabels";

struct Label
{
    const char *field;
    const char *text;
};

/// Shared labels: every field a registered procedure sets has one (tst_outcomelabels checks it).
const Label SharedLabels[] = {
        {"a_total", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Side A total")},
        {"aboard_from", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Who was aboard, from")},
        {"actions", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Actions")},
        {"affected", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Player affected")},
        {"affordable", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Affordable")},
        {"after_end", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "After the game's end")},
        {"allowed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Allowed")},
        {"amount", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Amount")},
        {"annihilated", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Annihilated")},
        {"armour", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Armour")},
        {"armour_left", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Armour left")},
        {"army_destroyed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Army destroyed")},
        {"attacker_casualties_pct", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker's casualties (%)")},
        {"attacker_column", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker's column")},
        {"attacker_general_killed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker's general killed")},
        {"attacker_may_refuse", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker may refuse")},
        {"attacker_points_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker's points lost")},
        {"attacker_strength", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker's strength")},
        {"attacker_total", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker's total")},
        {"attrition_pct", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attrition (%)")},
        {"available", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Counters left")},
        {"average", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Average")},
        {"b_total", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Side B total")},
        {"battle", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Battle")},
        {"battle_action", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Battle logged as action")},
        {"battle_turns", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Battle turns")},
        {"battle_type", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Battle type")},
        {"bracketed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Bracketed value")},
        {"british_bands", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "British bands")},
        {"broken", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Broken")},
        {"capacity", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Capacity")},
        {"capture_at", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Captured on")},
        {"captured", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Captured")},
        {"captures_supply", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Captures the supply")},
        {"castle_may_be_destroyed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Castle may be destroyed")},
        {"casualty_points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Casualty points")},
        {"caught", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Caught")},
        {"caught_on_move", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Caught on move")},
        {"chance_pct", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Chance (%)")},
        {"check_required", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Check required")},
        {"choices", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Choices")},
        {"city_income", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "City income")},
        {"column", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Column")},
        {"combat", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Combat")},
        {"complies", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Complies")},
        {"consequence", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Consequence")},
        {"contact", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Contact")},
        {"controller", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Controlled by")},
        {"cost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Cost")},
        {"d_results", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "D results")},
        {"damage", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Damage")},
        {"defecting_points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Points defecting")},
        {"defects", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defects")},
        {"defender_casualties_pct", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's casualties (%)")},
        {"defender_column", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's column")},
        {"defender_draws", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's draws")},
        {"defender_general_killed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's general killed")},
        {"defender_may_refuse", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender may refuse")},
        {"defender_points_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's points lost")},
        {"defender_strength", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's strength")},
        {"defender_total", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's total")},
        {"defense_used", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defence used")},
        {"delays", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Delays")},
        {"destroy_at", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Destroyed on")},
        {"destroyed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Destroyed")},
        {"dice_count", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Dice")},
        {"died", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Died")},
        {"dies", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Dies")},
        {"differential", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Differential")},
        {"disbanded", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Disbanded")},
        {"draws", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Draws")},
        {"driven_back", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Driven back")},
        {"drowned", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Drowned")},
        {"e_results", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "E results")},
        {"ee_after", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Element equivalents after")},
        {"effect", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Effect")},
        {"element_fates", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Fate of each element")},
        {"elements_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Elements lost")},
        {"eliminated", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Eliminated")},
        {"eliminated_all_sea", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Eliminated in all-sea squares")},
        {"eliminated_coastal", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Eliminated in coastal squares")},
        {"eliminated_off_map", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Eliminated in off-map boxes")},
        {"embarked", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Embarked")},
        {"end_reason", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Why it ended")},
        {"enough", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Enough")},
        {"evade_inches", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Evade distance (inches)")},
        {"event", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Event")},
        {"event_entered", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Event entered")},
        {"event_number", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Event number")},
        {"exact_moves", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Moves (exact)")},
        {"excess", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Excess")},
        {"excess_space", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Space over capacity")},
        {"extra_move", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Extra move")},
        {"extra_movement", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Extra movement points")},
        {"fate", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Fate")},
        {"feudal_totals", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Feudal totals")},
        {"first", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "First to move")},
        {"first_player", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "First player")},
        {"fits", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Fits")},
        {"foot_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Foot lost")},
        {"forage_bonus", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Forage bonus")},
        {"forage_value", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Forage value")},
        {"forfeit", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Forfeited")},
        {"free", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Free attempts")},
        {"game_over", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Game over")},
        {"general", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "General's element")},
        {"generals_drowned", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Generals drowned")},
        {"generals_element_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Generals' elements lost")},
        {"gold", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Gold")},
        {"gold_markers", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Gold markers")},
        {"gold_needed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Gold needed")},
        {"gold_points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Gold points")},
        {"gold_returned", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Gold returned")},
        {"gold_spent", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Gold spent")},
        {"group", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Group")},
        {"hand_returned", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Hand returned")},
        {"happens", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Happens")},
        {"harvest", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Harvest")},
        {"heir", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Heir")},
        {"hits", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Hits")},
        {"horses_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Horses lost")},
        {"house_setting", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "House setting")},
        {"income", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Income")},
        {"incursion_year", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Incursion year")},
        {"index", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Element (from 0)")},
        {"kills", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Kills")},
        {"king_reading", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Reading used (a king assassinated)")},
        {"level", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Level")},
        {"levies", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Levies placed")},
        {"levy", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Levy")},
        {"limit", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Limit")},
        {"location", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Location")},
        {"loot_draws", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Loot draws")},
        {"loser_casualties_pct", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Loser's casualties (%)")},
        {"loser_general_killed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Loser's general killed")},
        {"loser_loses", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Loser loses")},
        {"loses_baggage", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Loses the baggage")},
        {"loses_horses", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Loses the horses")},
        {"losses", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Losses")},
        {"lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Lost")},
        {"maintenance", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Maintenance")},
        {"markers", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Markers")},
        {"markers_kept", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Markers kept")},
        {"markers_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Markers lost")},
        {"max_bowmen", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Most bowmen")},
        {"max_delay", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Longest delay")},
        {"max_ee", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Most element equivalents")},
        {"max_horse_units", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Most horse units")},
        {"max_horsemen", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Most horsemen")},
        {"max_naval_elements", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Most naval elements")},
        {"max_peasants", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Most peasants")},
        {"may_promote", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "May promote")},
        {"minimum_ee", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Fewest element equivalents")},
        {"mixed_regions", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Mixed regions")},
        {"modified_roll", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Modified roll")},
        {"modifier", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Modifier")},
        {"morale_total", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Morale total")},
        {"mounted_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Mounted lost")},
        {"move", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Move")},
        {"moved", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Moved")},
        {"movement_bonus", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Movement bonus")},
        {"moves", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Moves")},
        {"moves_left", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Moves left")},
        {"moves_used", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Moves used")},
        {"must_attack", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Must attack")},
        {"must_stop", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Must stop")},
        {"naval_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Naval elements lost")},
        {"needed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Needed")},
        {"neutral_becomes_belligerent",
         QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Neutral becomes belligerent")},
        {"next_wins_so_far", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Wins so far (next roll)")},
        {"next_year", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Next year")},
        {"not_received", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Not received")},
        {"note", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Note")},
        {"offered_pct", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Offered (%)")},
        {"operation_point_cost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Operation point cost")},
        {"operation_points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Operation points")},
        {"opponent_draws", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Opponent's draws")},
        {"order", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Order")},
        {"over_limit", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Over the limit")},
        {"overrun", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Overrun")},
        {"panic_level", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Panic level")},
        {"panicked", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Panicked")},
        {"payable_max", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Most payable")},
        {"per_band", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Per band")},
        {"pillaged", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Pillaged")},
        {"placed_castles", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Castles placed")},
        {"placed_fleets", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Fleets placed")},
        {"placed_land", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Land units placed")},
        {"points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Points")},
        {"points_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Points lost")},
        {"points_removed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Points removed")},
        {"procedure", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Procedure")},
        {"pursuer_casualties_pct", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Pursuer's casualties (%)")},
        {"pursuer_general_killed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Pursuer's general killed")},
        {"pursuers_win", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Pursuers win")},
        {"rallied", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Rallied")},
        {"reached", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Reached")},
        {"reaction_draws", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Reaction draws")},
        {"rebels", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Rebels")},
        {"recruitable", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Recruitable")},
        {"refund", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Refund")},
        {"refund_if_attacked", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Refund if attacked")},
        {"remainder", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Remainder")},
        {"remaining", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Remaining")},
        {"removed_points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Points removed")},
        {"repair_cost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Repair cost")},
        {"restored", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Restored")},
        {"result", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Result")},
        {"results", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Results")},
        {"retreat_optional", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Retreat optional")},
        {"return_first", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "To return first")},
        {"returns_home", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Returns home")},
        {"revealed_in_record", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Revealed in the campaign's record")},
        {"revenue_increase", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Revenue increase")},
        {"revolting_provinces", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Revolting provinces")},
        {"revolts", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Revolts")},
        {"rides_down", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Rides down")},
        {"roll", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Roll")},
        {"roll_again", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Rolls again")},
        {"route", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "By a sea route")},
        {"routs", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Routs")},
        {"row", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Row")},
        {"saved", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Saved")},
        {"saved_by", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Saved by")},
        {"scouting_points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Scouting points")},
        {"season", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Season")},
        {"season_from", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Season from")},
        {"season_moves", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Moves this season")},
        {"seasons_to_go", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Seasons to go")},
        {"seen", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Units seen")},
        {"seq", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Logged as action")},
        {"seqs", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Logged as actions")},
        {"sequential_pct", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Taken one after another (%)")},
        {"settlement_controlled", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Settlement controlled")},
        {"shares_element", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Shares an element")},
        {"shown_to", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Shown to")},
        {"side", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Side")},
        {"space_available", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Space available")},
        {"space_needed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Space needed")},
        {"squares", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Squares entered")},
        {"squares_hit", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Squares hit")},
        {"stands_still", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Stands still")},
        {"state", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "State")},
        {"succeeds", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Succeeds")},
        {"success", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Success")},
        {"successor", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Successor")},
        {"supplied", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Supplied")},
        {"supply_cost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Supply cost")},
        {"supply_units", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Supply units")},
        {"surrenders", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Surrenders")},
        {"survives", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Survives")},
        {"survivors", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Survivors")},
        {"table_result", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Table result")},
        {"takes_command", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Takes command")},
        {"target", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Target")},
        {"target_draws", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Target's draws")},
        {"tie", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Tie")},
        {"tied", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Tied")},
        {"to_bank", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "To the bank")},
        {"to_rebel_army", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "To the rebel army")},
        {"top_three", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Top three")},
        {"total", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Total")},
        {"total_exact", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Total (exact)")},
        {"total_pct", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Total (%)")},
        {"totals", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Totals")},
        {"treasure_points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Treasure points")},
        {"treasury", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Treasury")},
        {"troop_points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Troop points")},
        {"uncrewed_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Uncrewed ships lost")},
        {"unit", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Unit")},
        {"unused", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Unused")},
        {"used", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Used")},
        {"value", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Value")},
        {"vassalage_cancelled", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Vassalage cancelled")},
        {"vassals_freed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Vassals freed")},
        {"victory", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Victory")},
        {"violator_loses", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Violator loses")},
        {"voyage", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Voyage")},
        {"vp", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Victory points")},
        {"war_leader", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "War leader")},
        {"war_leader_total", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "War leader's total")},
        {"warriors_added", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Warriors added")},
        {"winner", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Winner")},
        {"winner_draws", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Winner's draws")},
        {"winners", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Winners")},
        // The fields of the steps' outcomes (tst_stepresultwords runs every step's example).
        {"aboard_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Lost aboard")},
        {"allies", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Allies")},
        {"allowed_points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Points allowed")},
        {"army", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Army")},
        {"army_type", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Army type")},
        {"arrivals_reading", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Reading used (arrivals)")},
        {"at_town", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "At the town")},
        {"attack_factors", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attack factors")},
        {"attacker", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker")},
        {"attacker_ee", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker's element equivalents")},
        {"attacker_ee_lost",
         QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker's element equivalents lost")},
        {"attacker_elements", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker's elements")},
        {"attacker_elements_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker's elements lost")},
        {"attacker_points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker's points")},
        {"attacker_sp", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attacker's strength points")},
        {"attempt", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Attempt")},
        {"barred", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Barred")},
        {"beached", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Beached")},
        {"beaches_offered", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Beaches offered")},
        {"became_belligerent", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Became belligerent")},
        {"besiegers", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Besiegers")},
        {"blockade", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Blockade")},
        {"borders", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Borders")},
        {"bottled_up", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Bottled up")},
        {"bought", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Bought")},
        {"briton_victory", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "British victory")},
        {"by_sea", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "By sea")},
        {"called_to_arms", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Called to arms")},
        {"capital", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Capital")},
        {"castle_destroyed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Castle destroyed")},
        {"casualties", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Casualties")},
        {"cause", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Cause")},
        {"chosen", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Chosen")},
        {"civilizations", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Civilizations")},
        {"column_check", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Column check")},
        {"conquered", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Conquered")},
        {"conquest_reading", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Reading used (conquest)")},
        {"controlled", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Controlled")},
        {"count", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Count")},
        {"counted", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Counted")},
        {"counting_zero", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Counted as zero")},
        {"defeat", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defeat")},
        {"defeat_working", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defeat worked out")},
        {"defeated", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defeated")},
        {"defender", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender")},
        {"defender_ee", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's element equivalents")},
        {"defender_ee_lost",
         QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's element equivalents lost")},
        {"defender_elements", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's elements")},
        {"defender_elements_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's elements lost")},
        {"defender_points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's points")},
        {"defender_sp", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defender's strength points")},
        {"defending", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defending")},
        {"delay", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Delay")},
        {"dice", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Dice")},
        {"drawing_order", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Drawing order")},
        {"elements", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Elements")},
        {"elements_left", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Elements left")},
        {"embark_reading", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Reading used (embarking)")},
        {"feudal", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Feudal value")},
        {"fleet", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Fleet")},
        {"fleets", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Fleets")},
        {"forage", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Forage")},
        {"forage_from", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Forage from")},
        {"force", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Force")},
        {"forces", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Forces")},
        {"free_draw", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Free draw")},
        {"from", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "From")},
        {"from_returned", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Returned by the giver")},
        {"garrison", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Garrison")},
        {"garrison_marches", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Garrison marches out")},
        {"given", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Given")},
        {"grounds", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Due cause")},
        {"hands_returned", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Hands returned")},
        {"held", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Held")},
        {"hostile_moves", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Hostile moves")},
        {"house_modifier", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "House modifier")},
        {"hulls", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Hulls")},
        {"invaded", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Invaded")},
        {"king_in_place", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "King in place")},
        {"king_value", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "King's value")},
        {"kings", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Kings")},
        {"landed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Landed")},
        {"lands_move", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Lands at move")},
        {"leader_placed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Leader placed")},
        {"leaders", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Leaders")},
        {"level_text", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Level")},
        {"losses_reading", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Reading used (losses)")},
        {"cinc_reading", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Reading used (C-in-C's element)")},
        {"split_reading", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Reading used (partly unsupplied)")},
        {"supply_space", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Space of a supply unit")},
        {"shipwrecked", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Shipwrecked")},
        {"wreck_reading", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Reading used (shipwrecked elements)")},
        {"whole", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Whole army")},
        {"at", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "At")},
        {"baggage", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Baggage elements")},
        {"marker_square", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Marker's square")},
        {"morale_due", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Morale test due")},
        {"mutinied", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Mutinied")},
        {"name", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Name")},
        {"naval", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Naval")},
        {"negated", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Negated")},
        {"negated_by", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Negated by")},
        {"new_army", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "New army")},
        {"off_map", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Off the map")},
        {"on_the_beaches", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "On the beaches")},
        {"overlord", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Overlord")},
        {"override", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Override")},
        {"owner", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Owner")},
        {"paid", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Paid")},
        {"past_last_move", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Past the last move")},
        {"pay", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Pay")},
        {"phase", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Phase")},
        {"pillaged_square", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Square pillaged")},
        {"placed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Placed")},
        {"places", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Places")},
        {"player", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Player")},
        {"players", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Players")},
        {"powers", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Powers")},
        {"reading", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Reading used")},
        {"rebel_money", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Rebels' money")},
        {"received", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Received")},
        {"referee_checks", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Referee's checks")},
        {"region_to", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "To region")},
        {"relief", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Relief")},
        {"repulsed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Repulsed")},
        {"returned", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Returned")},
        {"revealed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Revealed")},
        {"revenue", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Revenue")},
        {"revolted", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Revolted")},
        {"rounds", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Rounds")},
        {"rule", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Rule")},
        {"seasons", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Seasons")},
        {"sent_ee", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Element equivalents sent")},
        {"shared", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Shared")},
        {"sides", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Sides")},
        {"skipped", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Skipped")},
        {"spy", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Spy")},
        {"spy_negated", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Spy negated")},
        {"square", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Square")},
        {"standings", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Standings")},
        {"struck", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Struck")},
        {"supply", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Supply")},
        {"supply_needed", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Supply needed")},
        {"supply_pct", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Supply (%)")},
        {"surrender_check", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Surrender check")},
        {"taken", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Taken")},
        {"target_side", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Target side")},
        {"terrain", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Terrain")},
        {"terrain_by", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Terrain by")},
        {"to", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "To")},
        {"to_returned", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Returned by the taker")},
        {"towns", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Towns")},
        {"towns_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Towns lost")},
        {"treasure_lost", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Treasure lost")},
        {"tribute", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Tribute")},
        {"tribute_pct", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Tribute (%)")},
        {"turn", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Turn")},
        {"type", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Type")},
        {"units", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Units")},
        {"use", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Use")},
        {"vassalage_spent", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Vassalage spent")},
        {"wait_defend", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Waits to defend")},
        {"why", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Why")},
        {"wins", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Wins")},
        {"winter_pct", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Winter (%)")},
        {"works", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Town works")},
        {"worth", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Worth")},
};

/// Where a shared label would mislead, the procedure's own ("procedure/field").
const Label ProcedureLabels[] = {
        {"1066.assassin/eliminated", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Target eliminated")},
        {"1066.attrition/losses", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Units lost")},
        {"1066.broken-agreement/draws", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Draws by the wronged")},
        {"1066.comet/draws", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Draws per power")},
        {"1066.command-control/total", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Command total")},
        {"1066.hre-intervenes/draws", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Draws")},
        {"1066.initiative/gold_returned", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Gold bid returned")},
        {"1066.markers-due/markers", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Markers due")},
        {"1066.campaign-markers/markers", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Markers drawn")},
        {"1066.provisioning/excess", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Units beyond the forage")},
        {"1066.troops-demand-pay/controller", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Controlled by")},
        {"1066.troops-demand-pay/remaining", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Units staying")},
        {"1066.troops-demand-pay/eliminated", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Units eliminated")},
        {"1066.retreat-losses/eliminated", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Units eliminated")},
        {"1066.storms/eliminated", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Fleets eliminated")},
        {"1066.battle-marker/remaining", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Battle markers left")},
        {"britain.broken-move/move", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Move (inches)")},
        {"britain.broken-move/extra_move", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Extra move (inches)")},
        {"britain.war-leader/war_leader", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "War leader (player)")},
        {"charlemagne.broken-agreement/lost",
         QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Treasure points lost")},
        {"charlemagne.supply/over_limit", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Over the supply limit")},
        {"dba.move-allowance/overrun", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Moves over the allowance")},
        {"dba.troop-cost/points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Troop points")},
        {"dba.neutral-defence/points", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Defending points")},
        {"dice.roll/total", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Total")},
        {"sas.espionage/total", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Espionage total")},
        {"sas.victory/target", QT_TRANSLATE_NOOP("Reeve::OutcomeLabels", "Victory points needed")},
};

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
    static const QStringList choices = StepChoiceLabels::known(); // "none", "won", "at-end": a form's words
    if (choices.contains(text))
        return StepChoiceLabels::label(text);
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
        return value.toBool() ? QCoreApplication::translate("Reeve::OutcomeLabels", "yes")
                              : QCoreApplication::translate("Reeve::OutcomeLabels", "no");
    if (value.isNull() || value.isUndefined())
        return QCoreApplication::translate("Reeve::OutcomeLabels", "none");
    if (value.isArray()) {
        QStringList parts;
        for (const QJsonValue &item : value.toArray())
            parts << valueText(item);
        return parts.isEmpty() ? QCoreApplication::translate("Reeve::OutcomeLabels", "none")
                               : parts.join(u", "_s);
    }
    if (value.isObject()) {
        QStringList parts;
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            parts << QCoreApplication::translate("Reeve::OutcomeLabels", "%1 %2")
                             .arg(label(it.key()), valueText(it.value()));
        return parts.isEmpty() ? QCoreApplication::translate("Reeve::OutcomeLabels", "none")
                               : parts.join(u"; "_s);
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
        parts << QCoreApplication::translate("Reeve::OutcomeLabels", "%1: %2")
                         .arg(label(it.key(), procedureId), valueText(it.value()));
    return parts.join(u"; "_s);
}

} // namespace Reeve
