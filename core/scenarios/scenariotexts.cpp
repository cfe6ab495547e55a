// The titles and notes of the shipped scenarios (resources/scenarios/*.json) as lupdate reads them: the
// JSON files are data, so their English texts are listed here once more, in context "Reeve::Scenarios", and
// Scenario::translatedTitle / translatedNote look them up. tst_scenariotexts fails when a scenario's title
// or note is not in this list (after editing a scenario file, copy its text here).
#include "scenariotexts.h"

#include <QtGlobal>

namespace Reeve {

QList<const char *> ScenarioTexts::all()
{
    static const char *const texts[] = {
            // 1066.json, scenario 1066
            QT_TRANSLATE_NOOP("Reeve::Scenarios", "1066: the full year"),
            QT_TRANSLATE_NOOP(
                    "Reeve::Scenarios",
                    "Twelve monthly turns. Opening hands: Normans 6, Anglo-Saxons 4, Vikings 3, Britons 2, "
                    "events returned and replaced (§27.3). Units with a fixed square are placed; those the "
                    "rules let the owner place (Norman knights and fleet, the two Anglo-Saxon housecarls and "
                    "fleet) start off the board with the squares they may use, and the castles (three "
                    "Norman, "
                    "one Anglo-Saxon) are placed by the referee. Powers nobody plays are set up as neutral "
                    "and draw no markers (§27.7–27.8). Printed counter values and the map are not in our "
                    "sources: enter them on the units and squares. Kings (§2.10): Harold, William and Harald "
                    "wear the crown; the Britons have none, so Malcolm is a leader only."),
            // britain.json, scenario 440
            QT_TRANSLATE_NOOP("Reeve::Scenarios", "Britain from 440"),
            QT_TRANSLATE_NOOP(
                    "Reeve::Scenarios",
                    "Twelve barbarian bands (seven Saxon, two Angle, one Jute, one Scots-Irish, one Pictish) "
                    "against one British band per district. The Germanic bands start in Germany and land in "
                    "Eboricum, Saxon Shore, Icenorum, Londonium or Vindolandia; the Scots-Irish start in "
                    "Ireland and land in Rheged, Gwynned, Dumnonia or Dyfed; the Picts start in Scotland and "
                    "land in Rheged or Eboricum. The fragment names only nine of the ten British districts, "
                    "and gives no map (which districts border which), no movement allowance and no band's "
                    "strength: add the tenth district and its band, enter each district's borders, the "
                    "movement points "
                    "among the house settings (gaps in the fragment), and the warriors and chieftain of each "
                    "band (a band still unnamed takes the name given to it)."),
            // charlemagne.json, scenario 771
            QT_TRANSLATE_NOOP("Reeve::Scenarios", "Charlemagne, 771"),
            QT_TRANSLATE_NOOP(
                    "Reeve::Scenarios",
                    "Nine five-year turns. Empire holds nine regions with 10 treasure points and draws 6 "
                    "stratagems; the Tribal player holds Saxony and Lombardy with none and draws 3; the "
                    "other "
                    "regions are neutral, their units face down. Units go anywhere in their region: Reeve "
                    "registers them by region and the referee moves them to hexes (at least one unit in each "
                    "burg, within the foraging limits). Civilization markers at Aachen, Rome, Venice, "
                    "Valencia and London; Charlemagne starts at Aachen and stays out of the container. Each "
                    "unit records the region named on it, which its control follows (§4.2a). The set-up "
                    "gives "
                    "no region's levy or religion, and the rules text Reeve has lacks the Region Control "
                    "Table (only the levy of 2 for Saxony, §4.2b, and for Neustria, the §27.1a example, is "
                    "known): enter the rest of each region's levy and religion from the printed chart."),
            // dba.json, scenario 1066
            QT_TRANSLATE_NOOP("Reeve::Scenarios", "The campaign of 1066"),
            QT_TRANSLATE_NOOP(
                    "Reeve::Scenarios",
                    "Every province of Table 4 is registered with its initial owner, revenue, army type and "
                    "permitted terrain; choose the nations that are played (the others stay as owners of "
                    "their provinces for the umpire). Adjacencies and border types are not in our sources: "
                    "the umpire enters them on each province."),
            // sas.json, scenario 1000
            QT_TRANSLATE_NOOP("Reeve::Scenarios", "Swords & Sails, Spring 1000: seven factions"),
            QT_TRANSLATE_NOOP(
                    "Reeve::Scenarios",
                    "The seven factions with their colours and the three alliance team boxes of the control "
                    "sheet (cubes A grey, B orange, C pink); play opens in Spring 1000 AD. Reeve's copy of "
                    "the rules lacks the map, the territory list, the starting treasuries and the armies and "
                    "fleets printed on each faction's cards, so nothing of them is set up: register the "
                    "territories and sea zones with their cities, enter each faction's starting gold and "
                    "place the forces shown on the cards. On the very first season maintenance counts as "
                    "paid."),
            // sas.json, scenario west-4
            QT_TRANSLATE_NOOP("Reeve::Scenarios", "Swords & Sails, four players on the West Map (option F)"),
            QT_TRANSLATE_NOOP(
                    "Reeve::Scenarios",
                    "The four-player combination the rules give for the West Map alone: the Holy Roman "
                    "Empire, the North Sea Empire, France and England, from Spring 1000 AD, with the three "
                    "alliance team boxes of the control sheet. The land of the three absent factions cannot "
                    "be entered: register it as closed. Because Byzantium is not played, the Holy Roman "
                    "Empire starts without its Army IV (units-to-remove table). Territories, treasuries and "
                    "the forces on the cards are not in Reeve's copy of the rules and are entered by the "
                    "referee as for the full game."),
    };
    return QList<const char *>(std::begin(texts), std::end(texts));
}

} // namespace Reeve
