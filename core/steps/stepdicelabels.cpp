#include "stepdicelabels.h"

#include "util/labeltable.h"

namespace Reeve {

namespace {

// Every roll name of a registered step, with the words a form shows for it.
const LabelEntry kNames[] = {
        {"ARMY", QT_TRANSLATE_NOOP("Reeve::StepDice", "Each army")},
        {"assassin", QT_TRANSLATE_NOOP("Reeve::StepDice", "Assassin")},
        {"attacker", QT_TRANSLATE_NOOP("Reeve::StepDice", "Attacker")},
        {"attrition", QT_TRANSLATE_NOOP("Reeve::StepDice", "Attrition")},
        {"defender", QT_TRANSLATE_NOOP("Reeve::StepDice", "Defender")},
        {"dice", QT_TRANSLATE_NOOP("Reeve::StepDice", "Dice")},
        {"mutiny", QT_TRANSLATE_NOOP("Reeve::StepDice", "Mutiny")},
        {"pillage", QT_TRANSLATE_NOOP("Reeve::StepDice", "Pillage")},
        {"rebellion", QT_TRANSLATE_NOOP("Reeve::StepDice", "Rebellion")},
        {"roll", QT_TRANSLATE_NOOP("Reeve::StepDice", "Roll")},
        {"rolls", QT_TRANSLATE_NOOP("Reeve::StepDice", "Rolls")},
        {"siege", QT_TRANSLATE_NOOP("Reeve::StepDice", "Siege")},
        {"spy", QT_TRANSLATE_NOOP("Reeve::StepDice", "Spy")},
        {"storm", QT_TRANSLATE_NOOP("Reeve::StepDice", "Storm")},
        {"storms", QT_TRANSLATE_NOOP("Reeve::StepDice", "Storms")},
        {"takeover", QT_TRANSLATE_NOOP("Reeve::StepDice", "Takeover")},
        {"tie", QT_TRANSLATE_NOOP("Reeve::StepDice", "Tie")},
        {"voyage", QT_TRANSLATE_NOOP("Reeve::StepDice", "Voyage")},
};

// Every "what is rolled" text of a registered step.
const LabelEntry kDice[] = {
        {"2d6", QT_TRANSLATE_NOOP("Reeve::StepDice", "2d6")},
        {"a d6 a horseman", QT_TRANSLATE_NOOP("Reeve::StepDice", "a d6 a horseman")},
        {"a d6 a shot", QT_TRANSLATE_NOOP("Reeve::StepDice", "a d6 a shot")},
        {"a d6 for the war leader, one per chieftain, then one per tie",
         QT_TRANSLATE_NOOP("Reeve::StepDice",
                           "a d6 for the war leader, one per chieftain, then one per tie")},
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

} // namespace

QString StepDiceLabels::name(const QString &rollName)
{
    QString plain = QString(rollName).replace(u'_', u' ').replace(u'-', u' ');
    if (!plain.isEmpty())
        plain[0] = plain[0].toUpper();
    return findLabel("Reeve::StepDice", kNames, rollName).value_or(plain);
}

QString StepDiceLabels::dice(const QString &what)
{
    return findLabel("Reeve::StepDice", kDice, what).value_or(what);
}

QStringList StepDiceLabels::knownNames()
{
    return labelKeys(kNames);
}

QStringList StepDiceLabels::knownDice()
{
    return labelKeys(kDice);
}

} // namespace Reeve
