#include "tablewords.h"

#include <QCoreApplication>

#include "util/labeltable.h"

namespace Reeve {

namespace {

#define TW(text) QT_TRANSLATE_NOOP("Reeve::TableWords", text)

// The rule tables' titles, dice and notes (resources/rules/GAME/*.json), in English as the data
// writes them.
const char *const kTexts[] = {
        TW("1 OP cost / 2 forage / 3 defence"),
        TW("1 combat / 2 OP"),
        TW("1 cost / 2 supply"),
        TW("1 levy / 2 religion"),
        TW("2d6, compared with the cell; row = attacking ship (1 WS, 2 RD)"),
        TW("2d6, compared with the cell; row = attacking unit (1 KN, 2 HC, 3 LC, 4 HI, 5 LI, 6 PS)"),
        TW("A king (Tostig counts) in a large town in Britain of printed feudal value 2 or 3, and occupied "
           "towns worth at least 20 feudal points; pillaged squares and off-map boxes count 0."),
        TW("Added after the dice. The player-capital bonus is not added in the Byzantine capital, which has "
           "its own."),
        TW("Added to each bowman's (or group's) d6; the shot kills on the kills-on figure."),
        TW("Added to the number needed on 2d6 when that faction's unit attacks. The huscarl bonus is not "
           "quantified in the text."),
        TW("Alliance figures in the diplomacy text (rows: 1 points per member, 2 most members)"),
        TW("Alliance scoring on the control sheet (row = players in the team)"),
        TW("Also the size of each new hand after the Comet event."),
        TW("An overlord may call for a vassal's overthrow only with due cause, and the list that should "
           "follow is empty in the source. Row 1 is the one breach the text names elsewhere (a contingent "
           "owed and not sent, also by a vassal's vassal); rows 2-6 are for the umpire's own causes, entered "
           "once."),
        TW("Archery modifiers"),
        TW("Army units carried per ship (row 1: unit table, row 2: fleet prose)"),
        TW("Assassin"),
        TW("Attrition"),
        TW("Battle Table"),
        TW("Battle spoils (markers won and lost)"),
        TW("Campaign figures stated in the text"),
        TW("Campaign marker holding limits"),
        TW("Casualty points (quick-combat health) per unit"),
        TW("Causes for an overlord to renounce a vassal (the text's list is empty)"),
        TW("Chieftain equal to the war leader"),
        TW("City cost by cities already in the territory"),
        TW("City income per season (rows: 1 trade or port city, 2 major city or capital)"),
        TW("Coastal covers coastal, port and river squares. The text does not say what happens to a fleet in "
           "an off-map box in summer: that column is left for the referee."),
        TW("Columns are army points attacker : defender, the larger number rounded down to a printed ratio; "
           "rows are the modified d6 (-1 to 8). Each cell reads attacker casualties % / defender casualties "
           "% of army points; \"-\" is none and \"k\" means that side's general is killed."),
        TW("Columns are scouting points attacker : defender, the larger number rounded down to a printed "
           "ratio. \"L or N\" is settled by a second d6 on dba.battle-type-l-or-n."),
        TW("Columns are the conversion differential after modifiers (§18.1 steps 4-6); the printed column "
           "range is not in the source, so Reeve offers one column per differential from -1 or less to 8 or "
           "more."),
        TW("Columns are the defending unit. The HI row is only partly legible (three cells) and the LI and "
           "PS rows are missing from the transcription: enter them from the Army Cards."),
        TW("Columns are the force's total combat strength with no multipliers (§17.1); the printed strength "
           "brackets are not in the source, so Reeve has one column per strength (a stack holds at most 10 "
           "units of strength 6 or less, §12.1) and the referee copies each printed column into the "
           "strengths it covers (a CSV import does it in one step)."),
        TW("Columns are the target's defence strength after its one terrain bonus (never above 4, §15.14). "
           "Each cell is the result of one die: E, D, or - for no effect. The printed chart did not survive "
           "transcription: only the §15.8 example (a 6 eliminates a defence-3 thegn) is known; enter the "
           "rest from the printed Combat Results Table."),
        TW("Columns are the vassalage differential after modifiers (§9.1 steps 4-6); the printed column "
           "range is not in the source, so Reeve offers one column per differential from -1 or less to 8 or "
           "more. Enter the printed results in each column they cover."),
        TW("Combat Results Table"),
        TW("Command Control Table (optional rule)"),
        TW("Conversion Table"),
        TW("Cost of creating an army or fleet (row = forces already held)"),
        TW("Counter mix per power"),
        TW("Divine favour"),
        TW("Each cell is written as printed: the first number or less destroys, the second or less captures "
           "(0: no capture). Transports do not attack."),
        TW("Enter once per campaign. morale-test: the fragment lists morale modifiers but not what the "
           "modified d6 must reach. Enter a number N (the band holds when die plus modifiers is N or more), "
           "or the text below-ability or at-most-ability (the plain die against the chieftain's ability "
           "lowered by the modifiers, as Reeve's rally reading does). movement-points: the fragment moves "
           "bands by card draw, which it does not give, so it does not say how much movement a band has in a "
           "year; enter a whole number (entering a district or pillaging costs 1, settling or besieging 2, "
           "from britain.strategic-costs). A band's own movement=N, entered with the band step, takes its "
           "place. spent-bands: left empty, a barbarian band whose movement is spent goes home at once, as "
           "the fragment says (\"they disappear automatically regardless of location\"); enter stay to keep "
           "it where it is until the home step or the year's end (the other reading)."),
        TW("Espionage figures (rows: 1 succeeds at or under, 2 counter-espionage modifier, 3 gold per "
           "target, 4 gold per counter-agent, 5 HRE free attempts per season)"),
        TW("Event Table"),
        TW("Faction attack bonuses in land combat (rows: 1 England LI, 2 Kievan Rus' PS, 3 North Sea Empire "
           "HI)"),
        TW("Feudal value of the off-map boxes"),
        TW("Fleet combat: destroy-capture figures on 2d6 (rows: attacker 1 WS, 2 RD)"),
        TW("Fleets are bought the same way as armies. A lost force is replaced at the price of the next one "
           "after those still held; there is no sixth."),
        TW("Forage bonuses"),
        TW("Gold Recruiting Expenditure Table"),
        TW("Gold paid for one unit, as on each faction's own cards. KN, HC, LC and the ships come from the "
           "printed unit tables; HI 50 is stated in the setup text; faction specials replace single cells "
           "(setup). LI and PS costs were not transcribed: enter them from the faction's Army Card."),
        TW("Gold per unit per season. Army figures are the middle column of the printed unit table, read as "
           "maintenance as its header says (the same numbers are the siege casualty points). LI and PS rows "
           "were not transcribed. France pays one less for each cavalry type (KN, HC, LC); the North Sea "
           "Empire's raiders cost less to keep by an amount the text does not give: enter it from the card."),
        TW("Harvest income per controlled territory (rows: 1 spring, 2 summer, 3 autumn, 4 winter)"),
        TW("High-seas contact"),
        TW("Highest d6 that wins divine favour for each reduction in percent; without any attempt, the roll "
           "that brings displeasure."),
        TW("Highest d6 with which a charging horseman rides down the first man met, by the target's order "
           "and depth; deeper close-order targets are not eligible."),
        TW("House settings (gaps in the fragment)"),
        TW("How many counters of each kind a power owns caps its recruiting. The counter sheet is not in the "
           "transcription; enter the counts from the counters (the §27 setup gives only the starting "
           "forces)."),
        TW("Land combat: 2d6 at or under the figure destroys the defender (rows: attacker 1 KN, 2 HC, 3 LC, "
           "4 HI, 5 LI, 6 PS)"),
        TW("Largest share of an army that may be peasants, by faction"),
        TW("Leader rally (§18.6) is not a table: the unit is saved when the die is at most its leader "
           "value."),
        TW("Leader struck down"),
        TW("Limits and figures"),
        TW("Major city upgrade cost stated in the first-game walkthrough"),
        TW("Modified d6, one roll per assigned region (§7.1). Results are no effect, return to neutrality or "
           "neutral to Tribal, possibly with a return to the original religion (§7.2). Rows ≤1 and 6+ take "
           "modified rolls beyond the die; every cell comes from the printed chart."),
        TW("Modifiers to the morale d6. What the modified roll is tested against is not in the fragment: see "
           "britain.house-settings."),
        TW("Modifiers to the rally d6, which must come out lower than the leader's ability."),
        TW("Morale check modifiers (rows: 1 defending own territory, 2 defending own capital, 3 extra d6 per "
           "further round)"),
        TW("Morale modifiers"),
        TW("Morale value of one unit; ships have none. The Fatimids add 1 to HI and LI, Kievan Rus' adds 1 "
           "to PS, the North Sea Empire doubles every unit's morale. LI and PS base values were not "
           "transcribed."),
        TW("Movement points each strategic action costs. How many points a band or leader has is not in the "
           "fragment."),
        TW("One row per province in the printed (alphabetical) order; the row key is Reeve's province "
           "number. The transcription has 77 provinces. Terrain abbreviations as printed (WW waterways, Rv "
           "rivers, Hg gentle hills, Hs steep hills, Wd woods, E enclosed fields, M marsh, RGo rough going, "
           "Rd roads, BUA built-up area). The printed table shows compulsory terrain types in bold; the bold "
           "did not survive transcription, so which types are compulsory is not known: the "
           "compulsory_terrain column is left missing for the umpire to fill in from a printed copy."),
        TW("Only event 12 is known from the example in §6.1; §6.2 and §8.5 also name Plague and Historical "
           "Crisis without their numbers. Enter each event's name (and effect) from the printed chart."),
        TW("Only three rows survive in the transcription and the third has one entry fewer than there are "
           "columns (England left missing). The rows for an absent Kievan Rus', North Sea Empire, France or "
           "England were not transcribed."),
        TW("Paying siege casualties in gold (rows: 1 largest share payable, 2 gold per casualty point)"),
        TW("Pillage Table"),
        TW("Points one unit absorbs when removed for siege casualties or quick-combat damage. Ship health is "
           "on the fleet cards only."),
        TW("Quick-combat card values (rows: 1 dice per unit, 2 hit value, 3 armour/shield, 4 ranged attack 1 "
           "= yes 0 = no)"),
        TW("Rally modifiers"),
        TW("Region Control Table"),
        TW("Removing a Pillage marker costs this figure plus the square's feudal value."),
        TW("Revolt Table"),
        TW("Riding down foot"),
        TW("Row 1: combat strength; row 2: operation points, read from the component list of §2c as "
           "combat-operation pairs (agrees with the §13.2 example: militia 6 OP, warrior host 12 OP, leader "
           "24 OP). The Scara is a field army (§29)."),
        TW("Row 1: cost to build or buy (mercenaries by unit type); row 2: supply cost per unit type "
           "(§20.2); the incomes of §10.1 sit in row 1 too. Mercenary and supply costs and the "
           "pillage-removal cost are on the printed chart only."),
        TW("Row 1: levy (units per friendly Levy Phase, also victory points, §27.1a); row 2: original "
           "religion (christian, muslim or pagan). Regions are those named in the scenario and in §10 and "
           "§22; the Caliphate region's relation to the Emirate of Córdoba is not stated. Only the Saxony "
           "and Neustria levies are in the text."),
        TW("Row 1: operation points to enter (§15); row 2: forage value in units (§20.1); row 3: defence "
           "multiplier (§16.6d(2)). Terrain types other than those named in the text are the referee's to "
           "add from the chart; the clear and forest columns are placeholders that stay missing until "
           "entered."),
        TW("Rows are the Empire's victory-point total; a total below 0 reads the lowest row."),
        TW("Rows in the printed order. A cell \"-\" is printed as a dash: Table 1 marks that type and grade "
           "as not available (not a missing figure). Figures in brackets, (8) and (5), are printed that way "
           "and the text does not say what the brackets mean; Reeve reads the number inside. Grades: I "
           "inferior, O ordinary, S superior, F fast. The same figure is both the point value and the cost "
           "in £ to raise one element (DBA campaign, RAISING AN ARMY)."),
        TW("Saving rolls against an E or D result"),
        TW("Seasons by month"),
        TW("Seasons the target must still be held after it is reached"),
        TW("Siege casualty dice (rows: 1 the territory, 2 each minor city, 3 each major city)"),
        TW("Siege casualty modifiers (rows: 1 Kievan Rus' territory, 2 England territory, 3 North Sea Empire "
           "territory, 4 player capital, 5 Byzantine capital)"),
        TW("Single figures from the campaign's prose that the procedures read by name. The figure names are "
           "Reeve's; each note names the heading. Missing values are gaps in the text for the umpire to fill "
           "in once (Tables panel)."),
        TW("Single figures stated in the fragment's prose, each with the heading it comes from."),
        TW("Special sea routes"),
        TW("Starting campaign markers"),
        TW("Stated under Table 2."),
        TW("Storms: fleet losses"),
        TW("Strategic movement costs"),
        TW("Summer bonuses"),
        TW("Table 1 - Point values and cost to raise troop types"),
        TW("Table 2 (version 1.1) - Battle type and setup"),
        TW("Table 2 - second roll for an \"L or N\" result"),
        TW("Table 3 (version 1.2) - Abstract battle result"),
        TW("Table 3 battle type modifier (not in the text)"),
        TW("Table 3 says to use a battle type modifier in land battles but the text never gives it. Every "
           "cell is missing: the umpire enters his ruling once per Table 2 battle type (added to the "
           "attacker's Table 3 roll), or passes modifier= to dba.abstract-battle."),
        TW("Table 4 - Provinces (amended 2/1/98)"),
        TW("Terrain Effects Chart"),
        TW("Terrain Effects Table"),
        TW("The counter values are printed on the counters, not in the transcription. The thegn's defence "
           "reads 3 in the §15.8 example and 2 in the §15.13 example, so that cell is left for the referee; "
           "1066.attack takes the defence as a number, so either reading can be used."),
        TW("The first-game walkthrough gives 100 gold for an upgrade, the phase 8 text and table 150. Used "
           "only when a procedure is told to follow the walkthrough."),
        TW("The fleet table prints raider capacity 3, the component descriptions say 2. Reeve uses row 1 "
           "unless the procedure is told to read the prose."),
        TW("The fragment says the high total leads for the year but not what equal highest totals do. "
           "re-roll: the tied chieftains roll again until one is highest (Reeve's default); referee: the "
           "referee names the leader among the tied (the war-leader step's tie_winner)."),
        TW("The pairs of coastal provinces the rules join by a special sea route (one sea move), in the "
           "printed order; the row key is Reeve's number. Names are as printed and match the province names "
           "of Table 4, except \"South Jutland\", which Table 4 lists as \"S. Jutland\" (Reeve matches the "
           "two). A campaign on another map may change a pair here (a house edit) or let one sea-move cross "
           "an unlisted pair with \"house_route\": true."),
        TW("The printed chart did not survive transcription. Known: towns and large towns forage at their "
           "feudal value + 2 (erratum), all-sea squares forage 0 (§17.18), a castle adds 1 to forage (§9.3) "
           "and gives +2 defence (§15.13 example). Enter the rest from the printed chart."),
        TW("The printed list starts at 1; a defeated force worth 0 (fleets alone) is not covered, so that "
           "row is left for the referee."),
        TW("The printed morale modifier chart (difference in units killed against change to the roll) is an "
           "illegible image; only these text modifiers are known."),
        TW("The printed table has no column headings; these follow the phase 8 text (a first minor city 50, "
           "or 30 for the HRE and England; a first major city 150). From six cities on, each level is the "
           "previous one times 1.5."),
        TW("The rules are written for winter; these are added in summer. The battle-turn cap holds in every "
           "season."),
        TW("The seven ratio columns follow §16.6 (1/3 up to 4/1 with a 1.5/1 column); the results, their "
           "retreats and stratagem awards (§8.2d, §16.8) are on the printed chart."),
        TW("The share is rounded down."),
        TW("The sheet prints, per team, the extra points and the 1/x conversion rate; the row keys (team "
           "size) are Reeve's reading of the 1/2, 1/3, 1/4 rates. The diplomacy text instead adds 5 per "
           "member (sas.alliance-formula)."),
        TW("The unit cards' quick-combat symbols were not transcribed. Known: the barrage example rolls 2 "
           "dice per LC and 1 per LI and treats both as ranged; transports never attack and fleets have no "
           "barrage. Health is the casualty points (sas.casualty-points). Enter the rest from the cards."),
        TW("Treasure Points Table"),
        TW("Troops Demand More Pay: mutiny"),
        TW("Unit maintenance per season by faction (rows: 1 Byzantium … 7 North Sea Empire)"),
        TW("Unit morale by faction (rows: 1 Byzantium … 7 North Sea Empire)"),
        TW("Unit purchase cost by faction (rows: 1 Byzantium, 2 Fatimid, 3 HRE, 4 England, 5 France, 6 "
           "Kievan Rus', 7 North Sea Empire)"),
        TW("Unit values"),
        TW("Unit values known from the text"),
        TW("Units removed when a faction is not played (row = absent faction: 1 Fatimid, 2 Byzantium, 3 HRE, "
           "4 Kievan Rus', 5 North Sea Empire, 6 France, 7 England)"),
        TW("Vassalage Table"),
        TW("Victory conditions"),
        TW("Victory levels"),
        TW("Victory points (rows: 1 territory, 2 minor city, 3 major city, 4 ally, 5 enemy capital "
           "captured)"),
        TW("Victory points needed (rows: 1 short, 2 medium, 3 long game)"),
        TW("War leader: equal highest totals (house rule)"),
        TW("d6 (one per attack die)"),
        TW("d6 + leader value"),
        TW("d6 per fleet"),
        TW("d6 per mutinying unit"),
        TW("d6 per square or box with two or more units"),
        TW("index"),
        TW("none"),
        TW("none: a single row"),
        TW("none: row 1 Anglo-Saxons, 2 Normans, 3 Vikings, 4 Britons"),
        TW("none: row 1 is the forage value, row 2 the defence bonus"),
        TW("none: row = absent faction"),
        TW("none: row = armies (or fleets) the faction already has"),
        TW("none: row = card value (1 dice, 2 hit value, 3 armour, 4 ranged)"),
        TW("none: row = cities already in the territory"),
        TW("none: row = city kind (1 trade or port, 2 major or capital)"),
        TW("none: row = faction (1 Byzantium, 2 Fatimid, 3 HRE, 4 England, 5 France, 6 Kievan Rus', 7 North "
           "Sea Empire)"),
        TW("none: row = figure"),
        TW("none: row = game length"),
        TW("none: row = modifier"),
        TW("none: row = players in the team"),
        TW("none: row = reading (1 the fleet table, 2 the components prose)"),
        TW("none: row = season (1 spring, 2 summer, 3 autumn, 4 winter)"),
        TW("none: row = source of d6"),
        TW("none: row = special (1 England LI, 2 Kievan Rus' PS, 3 North Sea Empire huscarl HI)"),
        TW("none: row = territory kind"),
        TW("none: row = what scores"),
        TW("none: the defeated force's starting attack strength plus leader values"),
        TW("none: the month, 1 = January"),
        TW("none: the number of players"),
        TW("row"),
        TW("victory points"),
};

// The words the tables' columns and cells spell as ids ("winter-off-map", "lose-one"), with the words
// the Tables panel shows. Numbers, DBA codes and names as printed ("Wessex", "Kn") are shown as written.
const LabelEntry kWords[] = {
        {"a contingent owed was not sent", TW("a contingent owed was not sent")},
        {"abstract_no_attacker_general", TW("abstract battle: attacker without a general")},
        {"abstract_no_defender_general", TW("abstract battle: defender without a general")},
        {"affected", TW("affected")},
        {"after-call", TW("after the call to arms")},
        {"all-sea", TW("all-sea square")},
        {"allied_supply_cost", TW("allied supply cost")},
        {"allied_supply_free_ee", TW("allied supply: free element equivalents")},
        {"anglo-saxons", TW("Anglo-Saxons")},
        {"annihilation_ratio", TW("annihilation ratio")},
        {"archer-moving", TW("archer moving")},
        {"archery-range-inches", TW("archery range (inches)")},
        {"army", TW("army")},
        {"army_type", TW("army type")},
        {"assault_win_bonus", TW("assault win bonus")},
        {"bad-omens", TW("bad omens")},
        {"baggage_sale", TW("baggage sale")},
        {"baptism-contribution-pct", TW("baptism contribution (%)")},
        {"battle-turns", TW("battle turns")},
        {"battle-turns-max", TW("most battle turns")},
        {"before-call", TW("before the call to arms")},
        {"berserkers", TW("berserkers")},
        {"besiege", TW("besiege")},
        {"bonus", TW("bonus")},
        {"border_hill_extra_moves", TW("extra moves over a hill border")},
        {"border_marsh_extra_moves", TW("extra moves over a marsh border")},
        {"border_mountain_extra_moves", TW("extra moves over a mountain border")},
        {"britons", TW("Britons")},
        {"britons-per-bowman", TW("Britons per bowman")},
        //: Charlemagne's burg marker (a hex where a burg was built, Charlemagne §23), a column of its
        //: terrain chart and of its building costs; the game's own word (glossary). 1066's "castle" is
        //: another thing.
        {"burg", TW("burg")},
        {"burg-income", TW("burg income")},
        {"byzantium-income", TW("Byzantium income")},
        {"caliphate-income", TW("Caliphate income")},
        //: A result of Britain's "Chieftain equal to the war leader" table (d6 5-6): what the chieftain
        //: does, said as a statement about him, like its neighbours "change sides" and "sulk".
        {"campaign-alone", TW("campaigns alone")},
        {"captured_crew_pay", TW("captured crew pay")},
        //: 1066's castle marker (a motte-and-bailey fortification), a column of the 1066 cost, forage,
        //: saving-roll and terrain tables. Not Charlemagne's "burg": readers should tell the two apart.
        {"castle", TW("castle")},
        {"cause", TW("cause")},
        //: A result of Britain's "Chieftain equal to the war leader" table (d6 3-4): the chieftain goes
        //: over to the other side. A statement about him, like "campaigns alone", not an order.
        {"change-sides", TW("change sides")},
        {"charge-inches", TW("charge (inches)")},
        {"civilization", TW("civilization")},
        {"clear", TW("clear")},
        {"close-1-rank", TW("close order, 1 rank")},
        {"close-2-ranks", TW("close order, 2 ranks")},
        {"close-3-ranks", TW("close order, 3 ranks")},
        {"close-order", TW("close order")},
        {"coastal", TW("coastal")},
        {"combat", TW("combat")},
        {"compulsory_terrain", TW("compulsory terrain")},
        {"conversion", TW("conversion")},
        {"crews_per_province_year", TW("crews per province a year")},
        {"d6", TW("d6")},
        {"defortify_ee_moves", TW("moves to defortify (element equivalents)")},
        {"dispersal_max_ee", TW("most element equivalents at dispersal")},
        {"driveback-margin-pct", TW("drive-back margin (%)")},
        {"driven-back", TW("driven back")},
        {"eliminated", TW("eliminated")},
        {"enhanced-move", TW("enhanced move")},
        {"enter", TW("enter")},
        {"event", TW("event")},
        {"feudal+2", TW("feudal value +2")},
        {"feudal-needed", TW("feudal value needed")},
        {"field-army", TW("field army")},
        {"figure", TW("figure")},
        {"first-year", TW("first year")},
        {"fleet", TW("fleet")},
        {"fleet-defense", TW("fleet defence")},
        {"forage", TW("forage")},
        {"forest", TW("forest")},
        {"fortify_cost", TW("fortify cost")},
        {"fortify_revenue_chance_pct", TW("chance of more revenue on fortifying (%)")},
        {"fortify_revenue_increase", TW("revenue increase on fortifying")},
        {"fyrd", TW("fyrd")},
        {"general_drowned_faces", TW("faces that drown the general")},
        {"gold", TW("gold")},
        {"good-omens", TW("good omens")},
        {"group-of-2", TW("group of 2")},
        {"group-of-3", TW("group of 3")},
        {"harrying_pursued_home", TW("harrying: pursued side at home")},
        {"harrying_pursuer_home", TW("harrying: pursuer at home")},
        {"housecarl", TW("housecarl")},
        {"housecarl-attack", TW("housecarl attack")},
        {"incite_per_revenue", TW("incitement per revenue point")},
        {"indirect", TW("indirect")},
        {"initial_owner", TW("first owner")},
        {"invest_cost", TW("invest cost")},
        {"invest_revenue_chance_pct", TW("chance of more revenue on investing (%)")},
        {"invest_revenue_increase", TW("revenue increase on investing")},
        {"killed", TW("killed")},
        {"kills-on", TW("kills on")},
        {"king-town-feudal-max", TW("king's town: highest feudal value")},
        {"king-town-feudal-min", TW("king's town: lowest feudal value")},
        {"knight", TW("knight")},
        {"knight-attack", TW("knight attack")},
        {"large-town", TW("large town")},
        {"last-year", TW("last year")},
        {"leader", TW("leader")},
        {"leader-killed-or-wounded", TW("leader killed or wounded")},
        {"level", TW("level")},
        {"limit", TW("limit")},
        {"lose-one", TW("lose one unit")},
        {"loser_loses", TW("loser loses")},
        {"major", TW("major")},
        {"marginal-imperial", TW("marginal, imperial")},
        {"marginal-tribal", TW("marginal, tribal")},
        {"marsh", TW("marsh")},
        {"max-favour-reduction-pct", TW("largest loss of favour (%)")},
        {"max_ee_per_province", TW("most element equivalents per province")},
        {"men-per-horseman", TW("men per horseman")},
        {"militia", TW("militia")},
        {"minor", TW("minor")},
        {"minor-hre-england", TW("minor (HRE, England)")},
        {"miss", TW("miss")},
        {"morale-test", TW("morale test")},
        {"morale-trigger-pct", TW("morale test at losses of (%)")},
        {"mountain", TW("mountain")},
        {"mounted_infantry_cost", TW("mounted infantry cost")},
        {"move", TW("move")},
        {"movement", TW("movement")},
        {"movement-points", TW("movement points")},
        {"moves_autumn", TW("moves in autumn")},
        {"moves_spring", TW("moves in spring")},
        {"moves_summer", TW("moves in summer")},
        {"moves_winter", TW("moves in winter")},
        {"natural-death-years", TW("years to a natural death")},
        {"naval_built_per_coastal_year", TW("naval elements built per coastal province a year")},
        {"naval_contact_pct_per_element", TW("naval contact chance per element (%)")},
        {"naval_element_capacity", TW("naval element capacity")},
        {"naval_element_cost", TW("naval element cost")},
        {"naval_max_per_coastal", TW("most naval elements per coastal province")},
        {"neutral_defence_per_revenue", TW("neutral defence per revenue point")},
        {"no-attempt-displeasure", TW("displeasure at no attempt")},
        {"no-move", TW("no move")},
        {"nomad-horde", TW("nomad horde")},
        {"none", TW("none")},
        {"normandy", TW("normandy")},
        {"normans", TW("Normans")},
        {"norway", TW("norway")},
        {"open-order", TW("open order")},
        {"pass", TW("pass")},
        {"peasant-spearmen", TW("peasant spearmen")},
        {"per-10pct-lost", TW("per 10% lost")},
        {"per-two-breakthroughs", TW("per two breakthroughs")},
        {"peripheral-area", TW("peripheral area")},
        {"picts-per-bowman", TW("Picts per bowman")},
        {"pillage", TW("pillage")},
        {"pillage-interval-years", TW("pillage interval years")},
        {"pillage-removal", TW("pillage removal")},
        {"pillage-warriors", TW("pillage warriors")},
        {"pillaged", TW("pillaged")},
        {"points", TW("points")},
        {"province", TW("province")},
        {"province_a", TW("province A")},
        {"province_b", TW("province B")},
        {"raise_ee_per_province_year", TW("element equivalents raised per province a year")},
        {"re-roll", TW("roll again")},
        {"rebels_join_home_faces", TW("faces on which rebels join (home)")},
        {"rebels_join_other_faces", TW("faces on which rebels join (elsewhere)")},
        {"recrew_cost", TW("cost to recrew")},
        {"regional-imperial", TW("regional, imperial")},
        {"regional-tribal", TW("regional, tribal")},
        {"remains", TW("remains")},
        {"remove-pillage", TW("remove pillage")},
        {"result", TW("result")},
        {"revenue", TW("revenue")},
        {"river", TW("river")},
        {"river-hexside", TW("river hexside")},
        {"rugged", TW("rugged")},
        {"rule", TW("rule")},
        {"saved", TW("saved")},
        {"scouting_ax", TW("scouting: Ax")},
        {"scouting_base", TW("scouting: base")},
        {"scouting_bd_f", TW("scouting: Bd (F)")},
        {"scouting_cv", TW("scouting: Cv")},
        {"scouting_home", TW("scouting: at home")},
        {"scouting_kn_f", TW("scouting: Kn (F)")},
        {"scouting_lh", TW("scouting: LH")},
        {"scouting_no_general", TW("scouting: no general")},
        {"scouting_ps", TW("scouting: Ps")},
        {"scouting_wb_f", TW("scouting: Wb (F)")},
        {"season", TW("season")},
        {"seasons", TW("seasons")},
        {"settle", TW("settle")},
        {"share", TW("share")},
        {"shield-wall", TW("shield wall")},
        {"siege_field_lost", TW("siege: field battle lost")},
        {"siege_field_won", TW("siege: field battle won")},
        {"siege_fortified", TW("siege: fortified town")},
        {"siege_fortified_bonus_points", TW("siege: fortified town bonus points")},
        {"siege_fortified_multiplier", TW("siege: fortified town multiplier")},
        {"siege_home_town", TW("siege: home town")},
        {"siege_other_general", TW("siege: another general")},
        {"siege_out_of_supply", TW("siege: out of supply")},
        {"siege_per_season", TW("siege: per season")},
        {"siege_ruler_in_town", TW("siege: ruler in the town")},
        {"siege_surrender_at", TW("siege: surrender at")},
        {"siege_unfortified_bonus_points", TW("siege: unfortified town bonus points")},
        {"siege_unfortified_multiplier", TW("siege: unfortified town multiplier")},
        {"spent-bands", TW("spent bands")},
        {"standard-lost", TW("standard lost")},
        {"storm_pct_autumn", TW("storm chance in autumn (%)")},
        {"storm_pct_spring", TW("storm chance in spring (%)")},
        {"storm_pct_summer", TW("storm chance in summer (%)")},
        {"storm_pct_winter", TW("storm chance in winter (%)")},
        {"stratagem", TW("stratagem")},
        {"sub_general_takeover_faces", TW("faces on which a sub-general takes over")},
        //: A result of Britain's "Chieftain equal to the war leader" table (d6 1-2): the chieftain sulks
        //: and stays at home. A statement about him (he sulks), like "campaigns alone", not a verb's
        //: infinitive or an order.
        {"sulk", TW("sulk")},
        {"summer", TW("summer")},
        {"summer-all-sea", TW("summer, all-sea square")},
        {"summer-coastal", TW("summer, coastal square")},
        {"summer-off-map", TW("summer, off-map box")},
        {"supply_elements_per_unit", TW("supply elements per unit")},
        {"supply_unit_cost", TW("supply unit cost")},
        {"survives", TW("survives")},
        {"swamp", TW("swamp")},
        {"takeover_ally_home_faces", TW("faces for a takeover (ally at home)")},
        {"takeover_home_faces", TW("faces for a takeover (at home)")},
        {"takeover_other_faces", TW("faces for a takeover (elsewhere)")},
        {"target-moved-far", TW("target moved far")},
        {"tax_loss_pct_per_move", TW("tax lost per move (%)")},
        {"terrain", TW("terrain")},
        {"thegn", TW("thegn")},
        {"thegn-defense", TW("thegn defence")},
        {"total-imperial", TW("total, imperial")},
        {"total-tribal", TW("total, tribal")},
        {"town", TW("town")},
        {"town_attacked_refund_pct", TW("refund for a town attacked (%)")},
        {"town_cost_base", TW("town cost: base")},
        {"town_cost_per_town", TW("town cost: per town")},
        {"town_cost_per_value", TW("town cost: per value point")},
        {"town_repair_cost", TW("town repair cost")},
        {"town_revenue_chance_pct", TW("chance of more town revenue (%)")},
        {"town_revenue_increase", TW("town revenue increase")},
        {"treasure_per_supply_element", TW("treasure per supply element (£)")},
        {"troop_type", TW("troop type")},
        {"uncrewed_sale", TW("uncrewed sale")},
        {"value", TW("value")},
        {"vassal_contingent_ee", TW("vassal contingent (element equivalents)")},
        {"vassal_revolt_faces", TW("faces on which a vassal revolts")},
        {"vassal_tribute_pct", TW("vassal tribute (%)")},
        {"vikings", TW("Vikings")},
        {"vp", TW("victory points")},
        {"warrior-host", TW("warrior host")},
        {"warriors-per-horse-unit", TW("warriors per horse unit")},
        {"winner_draws", TW("winner draws")},
        {"winter", TW("winter")},
        {"winter-all-sea", TW("winter, all-sea square")},
        {"winter-coastal", TW("winter, coastal square")},
        {"winter-off-map", TW("winter, off-map box")},
        {"wounded", TW("wounded")},
        {"x1.5", TW("x1.5")},
};

#undef TW

} // namespace

QString TableWords::text(const QString &english)
{
    for (const char *t : kTexts) {
        if (english == QString::fromUtf8(t))
            return QCoreApplication::translate("Reeve::TableWords", t);
    }
    return english;
}

QString TableWords::word(const QString &text)
{
    if (const auto label = findLabel("Reeve::TableWords", kWords, text))
        return *label;
    return text;
}

bool TableWords::hasText(const QString &english)
{
    for (const char *t : kTexts) {
        if (english == QString::fromUtf8(t))
            return true;
    }
    return false;
}

QStringList TableWords::knownWords()
{
    return labelKeys(kWords);
}

} // namespace Reeve
