#include "stepdicelabels.h"

#include <QCoreApplication>

namespace Reeve {

namespace {

struct Entry
{
    const char *key;
    const char *label; ///< English, translated in context "Reeve::StepDice"
};

// Every roll name of a registered step, with the words a form shows for it.
const Entry kNames[] = {
        {"ARMY", QT_TRANSLATE_NOOP("Reeve::StepDice", "Each army")},
        {"attacker", QT_TRANSLATE_NOOP("Reeve::StepDice", "Attacker")},
        {"defender", QT_TRANSLATE_NOOP("Reeve::StepDice", "Defender")},
        {"dice", QT_TRANSLATE_NOOP("Reeve::StepDice", "Dice")},
        {"roll", QT_TRANSLATE_NOOP("Reeve::StepDice", "Roll")},
        {"rolls", QT_TRANSLATE_NOOP("Reeve::StepDice", "Rolls")},
        {"siege", QT_TRANSLATE_NOOP("Reeve::StepDice", "Siege")},
        {"spy", QT_TRANSLATE_NOOP("Reeve::StepDice", "Spy")},
        {"storm", QT_TRANSLATE_NOOP("Reeve::StepDice", "Storm")},
        {"takeover", QT_TRANSLATE_NOOP("Reeve::StepDice", "Takeover")},
        {"tie", QT_TRANSLATE_NOOP("Reeve::StepDice", "Tie")},
        {"voyage", QT_TRANSLATE_NOOP("Reeve::StepDice", "Voyage")},
};

// Every "what is rolled" text of a registered step.
const Entry kDice[] = {
        {"2d6", QT_TRANSLATE_NOOP("Reeve::StepDice", "2d6")},
        {"a d6 a horseman", QT_TRANSLATE_NOOP("Reeve::StepDice", "a d6 a horseman")},
        {"a d6 a shot", QT_TRANSLATE_NOOP("Reeve::StepDice", "a d6 a shot")},
        {"a d6 per chieftain, then one per tie",
         QT_TRANSLATE_NOOP("Reeve::StepDice", "a d6 per chieftain, then one per tie")},
        {"d10", QT_TRANSLATE_NOOP("Reeve::StepDice", "d10")},
        {"d6", QT_TRANSLATE_NOOP("Reeve::StepDice", "d6")},
        {"d6 (and more as the table asks)",
         QT_TRANSLATE_NOOP("Reeve::StepDice", "d6 (and more as the table asks)")},
        {"d6s", QT_TRANSLATE_NOOP("Reeve::StepDice", "d6s")},
        {"storm", QT_TRANSLATE_NOOP("Reeve::StepDice", "storm dice")},
        {"voyage", QT_TRANSLATE_NOOP("Reeve::StepDice", "voyage dice")},
};

template<std::size_t N>
QString lookUp(const Entry (&entries)[N], const QString &key, QString fallback)
{
    for (const Entry &e : entries) {
        if (key == QLatin1StringView(e.key))
            return QCoreApplication::translate("Reeve::StepDice", e.label);
    }
    return fallback;
}

template<std::size_t N>
QStringList keys(const Entry (&entries)[N])
{
    QStringList result;
    for (const Entry &e : entries)
        result << QString::fromUtf8(e.key);
    return result;
}

} // namespace

QString StepDiceLabels::name(const QString &rollName)
{
    QString plain = QString(rollName).replace(u'_', u' ').replace(u'-', u' ');
    if (!plain.isEmpty())
        plain[0] = plain[0].toUpper();
    return lookUp(kNames, rollName, plain);
}

QString StepDiceLabels::dice(const QString &what)
{
    return lookUp(kDice, what, what);
}

QStringList StepDiceLabels::knownNames()
{
    return keys(kNames);
}

QStringList StepDiceLabels::knownDice()
{
    return keys(kDice);
}

} // namespace Reeve
