// The umpire's step kinds as one descriptor table: each kind's fields, their widgets and
// dice. The desk's form is built from it (DbaStepForm); the keys are those DbaUmpire reads.
#include "dbastepkinds.h"

#include "games/dba/dbastepkindfields.h"

#include <QtGlobal>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

using namespace DbaKinds;

/// Ordering moves, land and sea moves, naval contact.
void addMovement(QList<DbaStepKind> &kinds)
{
    const QStringList borders{QString(), u"open"_s, u"marsh"_s, u"hill"_s, u"mountain"_s};
    kinds << DbaStepKind{
            u"move-order"_s,
            N("Who moves first"),
            N("DBA campaign, STRATEGIC MOVEMENT"),
            N("When the order of moving matters, each nation named rolls a die; the highest moves first."),
            {field(u"nations"_s, K::Nations, N("Nations"), N("Tick the nations whose moves clash."), true)},
            faces(N("a d6 per nation ticked, in the list's order")),
            false};
    kinds << DbaStepKind{
            u"move"_s,
            N("Land move"),
            N("DBA campaign, STRATEGIC MOVEMENT"),
            N("One army crosses one border. The cost comes from the border recorded between the two "
              "provinces (or the one chosen here), the season and how much of the army is mounted."),
            {field(u"army"_s, K::Army, N("Army"), "", true), field(u"to"_s, K::Province, N("To"), "", true),
             choice(u"border"_s, N("Border"), borders,
                    N("Leave empty to use the border the umpire recorded between the two provinces.")),
             field(u"baggage"_s, K::Flag, N("With baggage"),
                   N("Baggage travels with the army (supply units always count).")),
             field(u"friendly"_s, K::Flag, N("Let in by the owner"),
                   N("The province's owner allows the army in: no invasion is counted.")),
             number(u"hostile_moves"_s, N("Hostile moves"), 0, 9, 1,
                    N("Moves of hostile presence this entry adds to the province (taxes)."))},
            {}};
    kinds << DbaStepKind{
            u"sea-move"_s,
            N("Sea move"),
            N("DBA campaign, STRATEGIC MOVEMENT"),
            N("A fleet sails to a province, carrying armies. The voyage is timed leg by leg, then a storm "
              "may strike on each sea move of it."),
            {field(u"fleet"_s, K::Fleet, N("Fleet"), "", true), field(u"to"_s, K::Province, N("To"), "", true),
             field(u"voyage"_s, K::Text, N("Voyage legs"),
                   N("Sailing legs in order, separated by commas: coastal, deep, route. With an army "
                     "aboard the desk adds embark first and disembark last (half a move each) if they are "
                     "not listed. Empty along a listed special sea route.")),
             field(u"carrying"_s, K::Armies, N("Carrying"), N("The armies aboard.")),
             field(u"with"_s, K::Fleets, N("Sailing with"),
                   N("Other fleets of the nation in the same province that sail with it: their ships' room "
                     "counts together.")),
             field(u"beach"_s, K::Flag, N("Beach on landing"),
                   N("The orders beach the ships where they land; otherwise they stand out to sea.")),
             field(u"friendly"_s, K::Flag, N("Let in by the owner")),
             field(u"house_route"_s, K::Flag, N("House sea route"),
                   N("A route the umpire allows though the printed list lacks it.")),
             field(u"ashore"_s, K::Province, N("Shipwrecked ashore in"),
                   N("If a storm leaves more land elements than the ships can carry: the friendly coastal "
                     "province the fleet was off when it struck, where the excess is forced ashore. Empty: "
                     "they are lost at sea.")),
             field(u"wrecked"_s, K::Elements, N("Shipwrecked first"),
                   N("The elements (\"Army: sp/o\", or baggage) the umpire names to be shipwrecked first. "
                     "Empty: baggage, then in turn from each army aboard in its listed order, a general's "
                     "own "
                     "element last (Reeve's reading: the rule does not say which).")),
             choice(u"embark_reading"_s, N("A general alone aboard"), {QString(), u"army"_s, u"any"_s},
                    N("Half a move to embark and half to land are added for an army aboard, listed or not. "
                      "army (default, as written): a general travelling alone boards without them; any: "
                      "he takes them too."),
                    N("(as written: army)")),
             choice(u"supply_space"_s, N("Space of a supply unit aboard"),
                    {QString(), u"element"_s, u"none"_s},
                    N("element (default, as written: a supply unit is a land element and takes one space, as "
                      "the storm rule counts it); none: the transport rule names no space for it. Treasure "
                      "aboard moves as supply units do: with element, the house figure "
                      "treasure_per_supply_element (pounds per element, missing from the text) must be "
                      "entered once in the Tables panel, table dba.figures."),
                    N("(as written: one element's space)"))},
            {Mode::Named,
             {u"voyage"_s, u"storm"_s},
             N("voyage: a d2 per coastal or route leg, a d3 per deep leg; storm: a d100 per sea move, "
               "then the d6s for ships, elements and generals")}};
    kinds << DbaStepKind{
            u"hold"_s,
            N("Hold (a move spent)"),
            N("DBA campaign, STRATEGIC MOVEMENT"),
            N("An army spends moves where it stands: recovering after a battle, waiting to take an "
              "empty province, or anything else that uses up its season."),
            {field(u"army"_s, K::Army, N("Army"), "", true), number(u"moves"_s, N("Moves"), 1, 7, 1),
             field(u"reason"_s, K::Text, N("Why")),
             choice(u"conquest_reading"_s, N("Unopposed means"), {QString(), u"whole-move"_s, u"at-end"_s},
                    N("whole-move (default, as written): no enemy in the province at any time of the "
                      "move; at-end: none left when the move ends."),
                    N("(as written: the whole move)"))},
            {}};
    kinds << DbaStepKind{
            u"fleet-stance"_s,
            N("Beach or stand out"),
            N("DBA campaign, Sea Movement"),
            N("A fleet's orders beach it (no storm damage, no attack at sea, but open to land "
              "attack) or keep it standing out to sea (exposed to storms). Changing costs no move."),
            {field(u"fleet"_s, K::Fleet, N("Fleet"), "", true),
             choice(u"stance"_s, N("Stance"), {u"beached"_s, u"standing-out"_s}, "", nullptr)},
            {}};
    kinds << DbaStepKind{
            u"storm"_s,
            N("Storm on a fleet standing out"),
            N("DBA campaign, Storms"),
            N("A fleet standing out to sea off a coast rolls for storms as at sea; a beached fleet "
              "is never damaged."),
            {field(u"fleet"_s, K::Fleet, N("Fleet"), "", true),
             number(u"moves"_s, N("Moves exposed"), 1, 7, 1)},
            faces(N("a d100 per move until caught, then a d6 per element and for generals"))};
    kinds << DbaStepKind{
            u"wait-defend"_s,
            N("Wait & defend order"),
            N("DBA campaign, STRATEGIC MOVEMENT"),
            N("Records an army's written order to wait and advance into an adjacent province of its "
              "nation if that is invaded (not across a mountain or marsh border)."),
            {field(u"army"_s, K::Army, N("Army"), "", true),
             field(u"cancel"_s, K::Flag, N("Cancel the order"))},
            {}};
    kinds << DbaStepKind{
            u"defend"_s,
            N("Wait & defend: advance"),
            N("DBA campaign, STRATEGIC MOVEMENT"),
            N("An army under a wait & defend order advances into the adjacent invaded province of "
              "its nation, as a land move."),
            {field(u"army"_s, K::Army, N("Army"), "", true),
             field(u"to"_s, K::Province, N("Invaded province"), "", true)},
            {}};
    kinds << DbaStepKind{
            u"naval-contact"_s,
            N("Naval contact"),
            N("DBA campaign, STRATEGIC MOVEMENT"),
            N("Fleets in the same waters may meet: the chance grows with the naval elements present."),
            {field(u"fleets"_s, K::Fleets, N("Fleets"), "", true),
             field(u"deep_sea"_s, K::Flag, N("In deep sea"))},
            faces(N("one d100")),
            false};
    kinds << DbaStepKind{
            u"next-move"_s,
            N("Next move"),
            N("DBA campaign, STRATEGIC MOVEMENT"),
            N("Moves are adjudicated one after another: when every order acting in this move is "
              "done, go on to the next (the header shows which). A new season starts at move 1."),
            {choice(u"conquest_reading"_s, N("Unopposed means"), {QString(), u"whole-move"_s, u"at-end"_s},
                    N("For armies that stood through the move: whole-move (default, as written) or "
                      "at-end (no enemy left when it ends)."),
                    N("(as written: the whole move)"))},
            {},
            false};
}

/// Contact, battles, assaults, sieges and their aftermath.
void addBattles(QList<DbaStepKind> &kinds)
{
    kinds << DbaStepKind{
            u"contact"_s,
            N("Contact (Table 2)"),
            N("DBA campaign, Table 2"),
            N("Two forces meet in a province: their scouting points decide the battle type by Table 2."),
            {field(u"attacker"_s, K::Army, N("Attacker"), "", true),
             field(u"defender"_s, K::Army, N("Defender"), "", true),
             field(u"beaches"_s, K::Flag, N("Defender fights on the beaches"),
                   N("The defender's written choice, taken when Table 2 offers it: A or B against an invader "
                     "by sea.")),
             field(u"by_sea"_s, K::TriState, N("Attacker invades by sea"),
                   N("Left out: as recorded (the attacker landed here from a voyage this season).")),
             field(u"second_attacker"_s, K::Army, N("Second invader"),
                   N("A second invader hostile to the first: one fights the defender, the winner the "
                     "other.")),
             field(u"first"_s, K::Army, N("Invader fighting first"),
                   N("As the side with the most scouting points decides (needed with a second invader).")),
             choice(u"chooser_reading"_s, N("Who may choose"), {QString(), u"all"_s, u"invaders"_s},
                    N("all (default, as written): the most scouting points of the three sides; invaders: "
                      "of the two invaders only."),
                    N("(as written: all)")),
             field(u"attacker_forces"_s, K::Armies, N("Attacker's other forces"),
                   N("Further forces of the attacker (or his allies) entering the province separately: "
                     "Table 2 says which link up, which is on the table and which arrive in the battle.")),
             choice(u"forces_reading"_s, N("Scouting with several forces"),
                    {QString(), u"named"_s, u"combined"_s},
                    N("named (default, as written: points are an army's): the attacker named; combined: "
                      "all his forces counted as one army."),
                    N("(as written: named)")),
             choice(u"largest_reading"_s, N("Largest force by"), {QString(), u"ee"_s, u"points"_s},
                    N("On C the largest force is on the table: largest by EE (default) or by Table 1 "
                      "points."),
                    N("(EE)")),
             field(u"defender_fights"_s, K::Army, N("Force the defender fights"),
                   N("The defender's choice among the attacker's forces, taken on A or B.")),
             field(u"reinforcements"_s, K::Armies, N("Defender's reinforcements"),
                   N("Allies or reinforcements of the defender that arrived in this move: linked up on A "
                     "or B, may arrive during the battle on C, D or N.")),
             field(u"relief"_s, K::TriState, N("Attacker relieves a siege"),
                   N("Left out: as recorded (the attacker's own province, the defender besieging its "
                     "town).")),
             field(u"away_from_town"_s, K::Flag, N("Besieger fights away from the town"),
                   N("The besieger's choice when the relief force does not choose the ground (A or B).")),
             field(u"blockade"_s, K::Armies, N("Left to bottle up the town"),
                   N("The besieger's forces left at the town when he fights away from it: under four EE, "
                     "a garrison with a general may march out."))},
            faces(N("a d6 (a second only when Table 2 reads \"L or N\"); with several attacking forces, "
                    "then a die with a face per force when one is picked at random (N, or forces of one "
                    "size on C)"))};
    kinds << DbaStepKind{
            u"battle"_s,
            N("Abstract battle (Table 3)"),
            N("DBA campaign, Table 3"),
            N("The battle is settled by Table 3: casualties by percentage, generals may fall, losses are "
              "taken from each army's listed elements."),
            {field(u"attacker"_s, K::Army, N("Attacker"), "", true),
             field(u"defender"_s, K::Army, N("Defender"), "", true),
             number(u"modifier"_s, N("Modifier"), -6, 6, 0, N("The umpire's modifier to the die.")),
             number(u"town_bonus"_s, N("Town bonus (points)"), 0, 99, 0,
                    N("Points added to the defender for a town.")),
             field(u"fortified"_s, K::Flag, N("Fortified")),
             choice(u"battle_type"_s, N("Table 2 battle type"),
                    {QString(), u"a"_s, u"b"_s, u"c"_s, u"d"_s, u"e"_s, u"l"_s, u"n"_s},
                    N("Adds the house modifier entered for this battle type (missing until entered)."),
                    N("(none)")),
             choice(u"arrivals_reading"_s, N("Forces that may arrive"), {QString(), u"none"_s, u"all"_s},
                    N("Forces Table 2 lets arrive during the battle: none (default, as written: an abstract "
                      "battle is one roll, with no later round to arrive in); all: they fight from the "
                      "start. "
                      "Forces that linked up always fight."),
                    N("(as written: none)")),
             choice(u"losses_reading"_s, N("Losses of a side of several forces"),
                    {QString(), u"combined"_s, u"each"_s},
                    N("combined (default, as written: the side is one army, its losses rounded up once and "
                      "given up in turn from each force); each: every force loses the percentage of its own "
                      "points."),
                    N("(as written: combined)")),
             field(u"sally"_s, K::Flag, N("The garrison sallies out"),
                   N("At the relief of a siege, on C, D, E, L or N, the besieged garrison, having a general, "
                     "comes out of the town and fights with the relief force."))},
            faces(N("one d6 (none at 10:1 or more)"))};
    kinds << DbaStepKind{
            u"table-battle"_s,
            N("Battle fought with figures"),
            N("DBA campaign, BATTLES"),
            N("Enter the result of a battle played on the table: the winner, the elements each side lost "
              "and the generals who fell."),
            {field(u"attacker"_s, K::Army, N("Attacker"), "", true),
             field(u"defender"_s, K::Army, N("Defender"), "", true),
             field(u"winner"_s, K::Nation, N("Winner"),
                   N("Empty: as the losses decide it (a third of the EE lost is a defeat); when given it "
                     "must "
                     "agree with them.")),
             field(u"attacker_lost"_s, K::Elements, N("Attacker lost"),
                   N("e.g. bw/o, kn/f; with several forces on the side, \"Odo's army: bw/o\" takes it from "
                     "that force, else from the first that has one")),
             field(u"defender_lost"_s, K::Elements, N("Defender lost"), N("e.g. sp/i, sp/i")),
             field(u"arrived"_s, K::Armies, N("Forces that arrived"),
                   N("Forces Table 2 let arrive during the battle that did come onto the table; those that "
                     "linked up at the contact always fight.")),
             field(u"sally"_s, K::Flag, N("The garrison sallied out"),
                   N("At the relief of a siege, on C, D, E, L or N, the besieged garrison, having a general, "
                     "came out of the town and fought with the relief force.")),
             field(u"attacker_general_killed"_s, K::Flag, N("Attacker's general killed")),
             field(u"defender_general_killed"_s, K::Flag, N("Defender's general killed")),
             field(u"treasure_taken"_s, K::TriState, N("Loser's treasure taken"),
                   N("Whether the winner took the beaten army's baggage and the treasure in it (default: "
                     "yes)."))},
            {}};
    kinds << DbaStepKind{
            u"assault"_s,
            N("Assault on a town"),
            N("DBA campaign, BATTLES"),
            N("An army storms a garrisoned town, round after round within one move, each round adding "
              "one to the attacker's die, until it is repulsed or the town falls."),
            {field(u"attacker"_s, K::Army, N("Attacker"), "", true),
             field(u"garrison"_s, K::Army, N("Garrison"),
                   N("Empty: the fortified town has no garrison and is taken in the move.")),
             number(u"modifier"_s, N("Modifier"), -6, 6, 0),
             number(u"town_bonus"_s, N("Town bonus (points)"), 0, 99, 0),
             field(u"fortified"_s, K::Flag, N("Fortified"))},
            faces(N("one d6 per round (Table 3), for as many rounds as the attackers keep winning"))};
    kinds << DbaStepKind{
            u"siege"_s,
            N("Siege"),
            N("DBA campaign, BATTLES"),
            N("Lays a siege during the season (lay), or at the season's end rolls its Table 3 battle and, "
              "after a whole season besieged, whether the town surrenders. Several armies of one nation "
              "may besiege together, their points summed."),
            {field(u"besieger"_s, K::Army, N("Besieger"), "", true),
             field(u"with"_s, K::Armies, N("Besieging with it"),
                   N("Other field armies of the nation in the province besieging the town too; those that "
                     "laid or kept up the siege with it are counted anyway.")),
             field(u"garrison"_s, K::Army, N("Garrison"),
                   N("Empty: the fortified town has no garrison; no battle roll, the surrender roll after a "
                     "whole "
                     "season.")),
             field(u"lay"_s, K::Flag, N("Lay the siege now"),
                   N("Records the siege at this move; its battle is rolled at the season's end.")),
             optionalNumber(
                     u"laid_move"_s, N("Laid at move"), 20,
                     N("The move of this season the siege was laid; after move 1 the season is not a whole "
                       "one. Empty: as recorded, else the desk's move.")),
             optionalNumber(
                     u"seasons"_s, N("Entire seasons besieged"), 20,
                     N("Entire seasons of continuous siege, this one included; 0 for a siege laid during "
                       "this season. Empty: counted from the recorded siege.")),
             field(u"fortified"_s, K::TriState, N("Fortified"), N("As recorded: from the province's town.")),
             field(u"out_of_supply"_s, K::Flag, N("Garrison out of supply")),
             field(u"field_won"_s, K::Flag, N("The garrison's nation won in the field this season")),
             field(u"field_lost"_s, K::Flag, N("The garrison's nation lost in the field this season")),
             field(u"home_town"_s, K::Flag, N("A home town of the garrison")),
             number(u"modifier"_s, N("Modifier"), -6, 6, 0),
             choice(u"losses_reading"_s, N("Losses of several besieging armies"),
                    {QString(), u"combined"_s, u"each"_s},
                    N("Several armies besieging together: combined (default, as written: one side, its "
                      "losses rounded up once "
                      "and given up in turn from each army); each: every army loses the percentage of its "
                      "own points."),
                    N("(as written: combined)"))},
            faces(N("one d6 for the Table 3 roll, and after a whole season a second for the surrender "
                    "roll"))};
    kinds << DbaStepKind{u"harry"_s,
                         N("Harrying the beaten"),
                         N("DBA campaign, BATTLES"),
                         N("After a battle fought with figures, the winner's fast troops pursue the loser."),
                         {field(u"winner"_s, K::Army, N("Winner"), "", true),
                          field(u"loser"_s, K::Army, N("Loser"), "", true),
                          field(u"pursuit"_s, K::Elements, N("Pursuing elements"), N("e.g. kn/f, lh/o"), true),
                          field(u"good_order"_s, K::Flag, N("Loser retires in good order")),
                          field(u"into_rough"_s, K::Flag, N("Loser retires into rough going")),
                          field(u"pursuer_general"_s, K::Flag, N("The winner's general pursues")),
                          field(u"loser_general_element"_s, K::Text, N("Loser's general's element"),
                                N("The element code of the loser's general, e.g. kn/f."))},
                         faces(N("one d6"))};
    kinds << DbaStepKind{
            u"retreat"_s,
            N("Retreat"),
            N("DBA campaign, BATTLES"),
            N("A beaten army falls back into a town, across a border, onto a fleet, or has nowhere to go."),
            {field(u"army"_s, K::Army, N("Army"), "", true),
             choice(u"route"_s, N("Route"),
                    {u"open"_s, u"town"_s, u"hill"_s, u"marsh"_s, u"mountain"_s, u"fleet"_s, u"nowhere"_s}),
             field(u"to"_s, K::Province, N("To"),
                   N("Not needed for town or nowhere. Onto a fleet: the army re-embarks where it fought, on "
                     "a fleet of its nation there; the fleet sails on with a sea move."))},
            {}};
}

QList<DbaStepKind> build()
{
    QList<DbaStepKind> kinds;
    addMovement(kinds);
    addBattles(kinds);
    addSeason(kinds);
    addPoliticsAndSetUp(kinds);
    return kinds;
}

} // namespace

const QList<DbaStepKind> &dbaStepKinds()
{
    static const QList<DbaStepKind> kinds = build();
    return kinds;
}

const DbaStepKind *dbaStepKind(const QString &id)
{
    for (const DbaStepKind &k : dbaStepKinds())
        if (k.id == id)
            return &k;
    return nullptr;
}

} // namespace Reeve
