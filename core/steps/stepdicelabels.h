#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * The words a step form shows for a step's rolls (docs/ARCHITECTURE.md, "Translations"): a roll's
 * name is what `--dice NAME=v,v` spells ("voyage", "ARMY" for each army's own roll), and what is
 * rolled is a short text such as "d6" or "a d6 a shot". Both are listed here for lupdate and
 * translated in the context "Reeve::StepDice"; tst_stepchoices fails when a registered step rolls
 * something the lists lack.
 */
class StepDiceLabels
{
public:
    /// The roll's name in plain words ("Voyage", "Each army"), translated.
    static QString name(const QString &rollName);
    /// What is rolled ("d6", "a d6 per chieftain, then one per tie"), translated.
    static QString dice(const QString &what);
    /// The names and the dice texts the lists carry.
    static QStringList knownNames();
    static QStringList knownDice();
};

} // namespace Reeve
