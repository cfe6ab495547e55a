#include "gametexts.h"

#include <QCoreApplication>
#include <iterator>

namespace Reeve {

namespace {

// Every month, season, phase and currency name of the five games' game.json, and each container's
// name of their markers.json, for lupdate.
// Keep in step with the data: tst_gametexts lists any name missing here.
const char *const kTexts[] = {
        // The containers' names (resources/rules/GAME/markers.json, "container").
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Campaign marker pool"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Stratagem container"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Container"), // a game whose data names none
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "January"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "February"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "March"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "April"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "May"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "June"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "July"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "August"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "September"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "October"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "November"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "December"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Initiative"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Negotiations"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Campaign markers"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Provisioning"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Recruiting"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Vassalage"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Movement"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Combat"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Pillage"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "End of turn"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "gold"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Spring"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Summer"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Autumn"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Winter"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Orders"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Moves"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Battles and sieges"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Season's end"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Taxes and spending"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Report"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "£"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "1 Income and maintenance"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "2 Espionage"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "3 Diplomacy"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "4 Write orders"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "5 Movement"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "6 Battles"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "7 Build units"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "8 Build cities"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "9 Advance season"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Event"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Stratagem"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Treasury"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Levy"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Operations"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Supply"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "treasure points"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Strategic moves"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Battles"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Year's end"),
        // Each game's sequence-of-play rule (resources/rules/generic/phase-procedures.json), shown with
        // the Procedures dock's "This phase" group.
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "1066 §3.2"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "DBA campaign, the season"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Swords & Sails, phases 1-9"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Charlemagne §3"),
        QT_TRANSLATE_NOOP("Reeve::GameTexts", "Britain, STRATEGIC MOVEMENT"),
};

} // namespace

QString GameTexts::label(const QString &dataText)
{
    if (dataText.isEmpty())
        return dataText;
    return QCoreApplication::translate("Reeve::GameTexts", dataText.toUtf8().constData());
}

QStringList GameTexts::known()
{
    QStringList result;
    for (const char *text : kTexts)
        result << QString::fromUtf8(text);
    return result;
}

} // namespace Reeve
