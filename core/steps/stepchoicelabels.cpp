#include "stepchoicelabels.h"

#include "util/labeltable.h"

namespace Reeve {

namespace {

// Every value a registered step's choice field takes, with the words a form shows for it.
const LabelEntry kLabels[] = {
        {"1.5/1", QT_TRANSLATE_NOOP("Reeve::StepChoices", "1.5/1")},
        {"1/1", QT_TRANSLATE_NOOP("Reeve::StepChoices", "1/1")},
        {"1/2", QT_TRANSLATE_NOOP("Reeve::StepChoices", "1/2")},
        {"1/3", QT_TRANSLATE_NOOP("Reeve::StepChoices", "1/3")},
        {"2/1", QT_TRANSLATE_NOOP("Reeve::StepChoices", "2/1")},
        {"3/1", QT_TRANSLATE_NOOP("Reeve::StepChoices", "3/1")},
        {"4/1", QT_TRANSLATE_NOOP("Reeve::StepChoices", "4/1")},
        {"A", QT_TRANSLATE_NOOP("Reeve::StepChoices", "A")},
        {"B", QT_TRANSLATE_NOOP("Reeve::StepChoices", "B")},
        {"C", QT_TRANSLATE_NOOP("Reeve::StepChoices", "C")},
        {"Neutral", QT_TRANSLATE_NOOP("Reeve::StepChoices", "Neutral")},
        {"a", QT_TRANSLATE_NOOP("Reeve::StepChoices", "A")},
        {"added-chances", QT_TRANSLATE_NOOP("Reeve::StepChoices", "added chances")},
        {"after-success", QT_TRANSLATE_NOOP("Reeve::StepChoices", "after a success")},
        {"all", QT_TRANSLATE_NOOP("Reeve::StepChoices", "all")},
        {"all-sea", QT_TRANSLATE_NOOP("Reeve::StepChoices", "all sea")},
        {"ally", QT_TRANSLATE_NOOP("Reeve::StepChoices", "ally")},
        {"any", QT_TRANSLATE_NOOP("Reeve::StepChoices", "any")},
        {"army", QT_TRANSLATE_NOOP("Reeve::StepChoices", "army")},
        {"at-end", QT_TRANSLATE_NOOP("Reeve::StepChoices", "at the move's end")},
        {"at-most", QT_TRANSLATE_NOOP("Reeve::StepChoices", "at most")},
        {"attack", QT_TRANSLATE_NOOP("Reeve::StepChoices", "attack")},
        {"attacker", QT_TRANSLATE_NOOP("Reeve::StepChoices", "attacker")},
        {"attacker-eliminated", QT_TRANSLATE_NOOP("Reeve::StepChoices", "attacker eliminated")},
        {"auto", QT_TRANSLATE_NOOP("Reeve::StepChoices", "as the result reads")},
        {"b", QT_TRANSLATE_NOOP("Reeve::StepChoices", "B")},
        {"bad", QT_TRANSLATE_NOOP("Reeve::StepChoices", "bad")},
        {"base-zero", QT_TRANSLATE_NOOP("Reeve::StepChoices", "printed value zero")},
        {"beached", QT_TRANSLATE_NOOP("Reeve::StepChoices", "beached")},
        {"below", QT_TRANSLATE_NOOP("Reeve::StepChoices", "below")},
        {"berserkers", QT_TRANSLATE_NOOP("Reeve::StepChoices", "berserkers")},
        {"both", QT_TRANSLATE_NOOP("Reeve::StepChoices", "both")},
        {"both-eliminated", QT_TRANSLATE_NOOP("Reeve::StepChoices", "both eliminated")},
        {"broken", QT_TRANSLATE_NOOP("Reeve::StepChoices", "broken")},
        {"build-town", QT_TRANSLATE_NOOP("Reeve::StepChoices", "build a town")},
        {"c", QT_TRANSLATE_NOOP("Reeve::StepChoices", "C")},
        {"call-to-arms", QT_TRANSLATE_NOOP("Reeve::StepChoices", "call to arms")},
        {"campaign", QT_TRANSLATE_NOOP("Reeve::StepChoices", "campaign")},
        {"capture", QT_TRANSLATE_NOOP("Reeve::StepChoices", "capture")},
        {"captured", QT_TRANSLATE_NOOP("Reeve::StepChoices", "captured")},
        {"castle", QT_TRANSLATE_NOOP("Reeve::StepChoices", "castle")},
        {"centre", QT_TRANSLATE_NOOP("Reeve::StepChoices", "centre")},
        {"charlemagne", QT_TRANSLATE_NOOP("Reeve::StepChoices", "Charlemagne")},
        {"christian", QT_TRANSLATE_NOOP("Reeve::StepChoices", "Christian")},
        {"cities", QT_TRANSLATE_NOOP("Reeve::StepChoices", "cities")},
        {"clear", QT_TRANSLATE_NOOP("Reeve::StepChoices", "clear")},
        {"close", QT_TRANSLATE_NOOP("Reeve::StepChoices", "close")},
        {"coastal", QT_TRANSLATE_NOOP("Reeve::StepChoices", "coastal")},
        {"count", QT_TRANSLATE_NOOP("Reeve::StepChoices", "count")},
        {"d", QT_TRANSLATE_NOOP("Reeve::StepChoices", "D")},
        {"defender", QT_TRANSLATE_NOOP("Reeve::StepChoices", "defender")},
        {"defender-eliminated", QT_TRANSLATE_NOOP("Reeve::StepChoices", "defender eliminated")},
        {"defender-first", QT_TRANSLATE_NOOP("Reeve::StepChoices", "defender first")},
        {"diplomacy", QT_TRANSLATE_NOOP("Reeve::StepChoices", "diplomacy")},
        {"double", QT_TRANSLATE_NOOP("Reeve::StepChoices", "double")},
        {"down", QT_TRANSLATE_NOOP("Reeve::StepChoices", "down")},
        {"driven back", QT_TRANSLATE_NOOP("Reeve::StepChoices", "driven back")},
        {"e", QT_TRANSLATE_NOOP("Reeve::StepChoices", "E")},
        {"each", QT_TRANSLATE_NOOP("Reeve::StepChoices", "each force")},
        {"end", QT_TRANSLATE_NOOP("Reeve::StepChoices", "end")},
        {"every-attempt", QT_TRANSLATE_NOOP("Reeve::StepChoices", "after every attempt")},
        {"extend", QT_TRANSLATE_NOOP("Reeve::StepChoices", "extend")},
        {"failure", QT_TRANSLATE_NOOP("Reeve::StepChoices", "failure")},
        {"field army", QT_TRANSLATE_NOOP("Reeve::StepChoices", "field army")},
        {"fleet", QT_TRANSLATE_NOOP("Reeve::StepChoices", "fleet")},
        {"for-good", QT_TRANSLATE_NOOP("Reeve::StepChoices", "for good")},
        {"forest", QT_TRANSLATE_NOOP("Reeve::StepChoices", "forest")},
        {"formula", QT_TRANSLATE_NOOP("Reeve::StepChoices", "formula")},
        {"fortified", QT_TRANSLATE_NOOP("Reeve::StepChoices", "fortified")},
        {"fortify", QT_TRANSLATE_NOOP("Reeve::StepChoices", "fortify")},
        {"free", QT_TRANSLATE_NOOP("Reeve::StepChoices", "free")},
        {"gold", QT_TRANSLATE_NOOP("Reeve::StepChoices", "gold")},
        {"good", QT_TRANSLATE_NOOP("Reeve::StepChoices", "good")},
        {"harder", QT_TRANSLATE_NOOP("Reeve::StepChoices", "harder")},
        {"held-all-year", QT_TRANSLATE_NOOP("Reeve::StepChoices", "held all year")},
        {"held-at-autumn", QT_TRANSLATE_NOOP("Reeve::StepChoices", "held at autumn")},
        {"hill", QT_TRANSLATE_NOOP("Reeve::StepChoices", "hill")},
        {"holders", QT_TRANSLATE_NOOP("Reeve::StepChoices", "holders")},
        {"ignore", QT_TRANSLATE_NOOP("Reeve::StepChoices", "ignore")},
        {"invaders", QT_TRANSLATE_NOOP("Reeve::StepChoices", "invaders")},
        {"invest", QT_TRANSLATE_NOOP("Reeve::StepChoices", "invest")},
        {"l", QT_TRANSLATE_NOOP("Reeve::StepChoices", "L")},
        {"large-town", QT_TRANSLATE_NOOP("Reeve::StepChoices", "large town")},
        {"leader", QT_TRANSLATE_NOOP("Reeve::StepChoices", "leader")},
        {"left", QT_TRANSLATE_NOOP("Reeve::StepChoices", "left")},
        {"literal", QT_TRANSLATE_NOOP("Reeve::StepChoices", "literal")},
        {"long", QT_TRANSLATE_NOOP("Reeve::StepChoices", "long")},
        {"lost", QT_TRANSLATE_NOOP("Reeve::StepChoices", "lost")},
        {"major", QT_TRANSLATE_NOOP("Reeve::StepChoices", "major")},
        {"marsh", QT_TRANSLATE_NOOP("Reeve::StepChoices", "marsh")},
        {"medium", QT_TRANSLATE_NOOP("Reeve::StepChoices", "medium")},
        {"militia", QT_TRANSLATE_NOOP("Reeve::StepChoices", "militia")},
        {"minor", QT_TRANSLATE_NOOP("Reeve::StepChoices", "minor")},
        {"mountain", QT_TRANSLATE_NOOP("Reeve::StepChoices", "mountain")},
        {"muslim", QT_TRANSLATE_NOOP("Reeve::StepChoices", "Muslim")},
        {"n", QT_TRANSLATE_NOOP("Reeve::StepChoices", "N")},
        {"nearest", QT_TRANSLATE_NOOP("Reeve::StepChoices", "nearest")},
        {"neutral", QT_TRANSLATE_NOOP("Reeve::StepChoices", "neutral")},
        {"no-effect", QT_TRANSLATE_NOOP("Reeve::StepChoices", "no effect")},
        {"nomad horde", QT_TRANSLATE_NOOP("Reeve::StepChoices", "nomad horde")},
        {"none", QT_TRANSLATE_NOOP("Reeve::StepChoices", "none")},
        {"nowhere", QT_TRANSLATE_NOOP("Reeve::StepChoices", "nowhere")},
        {"on-their-own", QT_TRANSLATE_NOOP("Reeve::StepChoices", "on their own")},
        {"open", QT_TRANSLATE_NOOP("Reeve::StepChoices", "open")},
        {"orders", QT_TRANSLATE_NOOP("Reeve::StepChoices", "orders")},
        {"overthrow", QT_TRANSLATE_NOOP("Reeve::StepChoices", "overthrow")},
        {"pagan", QT_TRANSLATE_NOOP("Reeve::StepChoices", "pagan")},
        {"pause", QT_TRANSLATE_NOOP("Reeve::StepChoices", "pause")},
        {"pay-crew", QT_TRANSLATE_NOOP("Reeve::StepChoices", "pay the crew")},
        {"prose", QT_TRANSLATE_NOOP("Reeve::StepChoices", "prose")},
        {"ready", QT_TRANSLATE_NOOP("Reeve::StepChoices", "ready")},
        {"recrew", QT_TRANSLATE_NOOP("Reeve::StepChoices", "recrew")},
        {"remove-pillage", QT_TRANSLATE_NOOP("Reeve::StepChoices", "remove a Pillaged marker")},
        {"renounced", QT_TRANSLATE_NOOP("Reeve::StepChoices", "renounced")},
        {"reserve", QT_TRANSLATE_NOOP("Reeve::StepChoices", "reserve")},
        {"result", QT_TRANSLATE_NOOP("Reeve::StepChoices", "result")},
        {"resume", QT_TRANSLATE_NOOP("Reeve::StepChoices", "resume")},
        {"right", QT_TRANSLATE_NOOP("Reeve::StepChoices", "right")},
        {"river", QT_TRANSLATE_NOOP("Reeve::StepChoices", "river")},
        {"scara", QT_TRANSLATE_NOOP("Reeve::StepChoices", "Scara")},
        {"sell", QT_TRANSLATE_NOOP("Reeve::StepChoices", "sell")},
        {"separate-rolls", QT_TRANSLATE_NOOP("Reeve::StepChoices", "separate rolls")},
        {"sheet", QT_TRANSLATE_NOOP("Reeve::StepChoices", "sheet")},
        {"short", QT_TRANSLATE_NOOP("Reeve::StepChoices", "short")},
        {"standing-out", QT_TRANSLATE_NOOP("Reeve::StepChoices", "standing out")},
        {"start", QT_TRANSLATE_NOOP("Reeve::StepChoices", "start")},
        {"success", QT_TRANSLATE_NOOP("Reeve::StepChoices", "success")},
        {"summer", QT_TRANSLATE_NOOP("Reeve::StepChoices", "summer")},
        {"swamp", QT_TRANSLATE_NOOP("Reeve::StepChoices", "swamp")},
        {"table", QT_TRANSLATE_NOOP("Reeve::StepChoices", "table")},
        {"this-year", QT_TRANSLATE_NOOP("Reeve::StepChoices", "this year")},
        {"town", QT_TRANSLATE_NOOP("Reeve::StepChoices", "town")},
        {"tribal", QT_TRANSLATE_NOOP("Reeve::StepChoices", "tribal")},
        {"two-dice", QT_TRANSLATE_NOOP("Reeve::StepChoices", "two dice")},
        {"undecided", QT_TRANSLATE_NOOP("Reeve::StepChoices", "undecided")},
        {"units", QT_TRANSLATE_NOOP("Reeve::StepChoices", "units")},
        {"up", QT_TRANSLATE_NOOP("Reeve::StepChoices", "up")},
        {"vassal", QT_TRANSLATE_NOOP("Reeve::StepChoices", "vassal")},
        {"warrior host", QT_TRANSLATE_NOOP("Reeve::StepChoices", "warrior host")},
        {"whole-move", QT_TRANSLATE_NOOP("Reeve::StepChoices", "the whole move")},
        {"winter", QT_TRANSLATE_NOOP("Reeve::StepChoices", "winter")},
        {"with-scots-irish-and-picts",
         QT_TRANSLATE_NOOP("Reeve::StepChoices", "with the Scots-Irish and Picts")},
        {"won", QT_TRANSLATE_NOOP("Reeve::StepChoices", "won")},
        {"knight", QT_TRANSLATE_NOOP("Reeve::StepChoices", "Knight")},
        {"housecarl", QT_TRANSLATE_NOOP("Reeve::StepChoices", "Housecarl")},
        {"thegn", QT_TRANSLATE_NOOP("Reeve::StepChoices", "Thegn")},
        {"fyrd", QT_TRANSLATE_NOOP("Reeve::StepChoices", "Fyrd")},
        {"named", QT_TRANSLATE_NOOP("Reeve::StepChoices", "named")},
        {"combined", QT_TRANSLATE_NOOP("Reeve::StepChoices", "combined")},
        {"ee", QT_TRANSLATE_NOOP("Reeve::StepChoices", "EE")},
        {"points", QT_TRANSLATE_NOOP("Reeve::StepChoices", "points")},
        {"zero", QT_TRANSLATE_NOOP("Reeve::StepChoices", "zero")},
        {"combat", QT_TRANSLATE_NOOP("Reeve::StepChoices", "in combat only")},
        {"contact", QT_TRANSLATE_NOOP("Reeve::StepChoices", "in contact")},
        {"spy", QT_TRANSLATE_NOOP("Reeve::StepChoices", "by a Spy")},
        {"vassalage-spy", QT_TRANSLATE_NOOP("Reeve::StepChoices", "by a vassalage spying")},
        {"shown", QT_TRANSLATE_NOOP("Reeve::StepChoices", "shown by its owner")},
        {"exchange", QT_TRANSLATE_NOOP("Reeve::StepChoices", "exchange")},
        {"negate", QT_TRANSLATE_NOOP("Reeve::StepChoices", "cancel a marker")},
};

// Sides' names as the rules print them: shown as they are in every language (the glossary's
// "faction and place names as printed"), as the log and the Campaign tables show them.
const char *const kNames[] = {"Empire", "Tribal"};

} // namespace

QString StepChoiceLabels::label(const QString &value)
{
    for (const char *name : kNames) {
        if (value == QLatin1StringView(name))
            return value;
    }
    if (const auto label = findLabel("Reeve::StepChoices", kLabels, value))
        return *label;
    QString shown = value;
    return shown.replace(u'-', u' ');
}

QStringList StepChoiceLabels::known()
{
    QStringList keys = labelKeys(kLabels);
    for (const char *name : kNames)
        keys << QString::fromLatin1(name);
    return keys;
}

} // namespace Reeve
