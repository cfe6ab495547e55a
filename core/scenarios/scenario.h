#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

/*
 * Format of resources/scenarios/<game>.json (compiled in as :/scenarios/<game>.json):
 *
 *   {"game": "charlemagne",
 *    "scenarios": [{
 *      "id": "771", "title": "The scenario of 771", "rule_refs": ["Charlemagne, scenario"],
 *      "note": "in our own words", "provenance": "text",
 *      "absent_sides": "omit",         // or "neutral": sides not chosen are still set up, as neutral
 *      "sides": [{"name": "Empire", "treasury": 10, "treasury_secret": true, "draw": 6, "opening": false}],
 *                                  // draw: markers from the container; opening: events returned and replaced;
 *                                  // treasury_secret: the starting treasury is read by its side only
 *      "locations": [{"id": "Austrasia", "kind": "region", "attributes": {"control": "Empire"}}],
 *      "locations_from_table": {"table": "dba.provinces", "id_column": "province", "kind": "province",
 *                               "side_column": "initial_owner", "attributes": ["revenue", "army_type"]},
 *      "units": [{"side": "Empire", "location": "Austrasia", "type": "warrior host", "count": 3,
 *                 "name": "", "attributes": {}}],
 *      "markers": [{"location": "Aachen", "kind": "civilization"}]}]}
 *
 * Side names are the campaign's; a unit or marker of a side that was not chosen is left out.
 */

namespace Reeve {

/** A game's starting position as data: sides, treasuries, opening draws, places, forces and markers. */
struct Scenario
{
    QString game;
    QString id;
    QString title;
    QStringList ruleRefs;
    QString note;
    QString provenance;
    bool absentNeutral = false; ///< "absent_sides": "neutral"
    QJsonArray sides;
    QJsonArray locations;
    QJsonObject locationsFromTable;
    QJsonArray units;
    QJsonArray markers;

    /// The names of the scenario's sides, in order.
    QStringList sideNames() const;
    /// The title and the note in the current language (context "Reeve::Scenarios", ScenarioTexts); the
    /// stored English where no translation is loaded. The English stays the data (--json, the log).
    QString translatedTitle() const;
    QString translatedNote() const;
};

} // namespace Reeve
