#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * The words a step form shows for the values of a choice field (docs/ARCHITECTURE.md,
 * "Translations"). A choice's value is what the command line and a steps file spell
 * ("defender-first", "held-all-year", the Table 2 battle type "c"); the form shows a label in plain
 * words, translated in the context "Reeve::StepChoices" ("defender first", "C"), and still sends
 * the value. stepchoicelabels.cpp lists every value of every registered step; tst_stepchoices fails
 * when a step offers a value the list lacks.
 */
class StepChoiceLabels
{
public:
    /// The label of \a value in the current language; a value not listed shows with spaces for dashes.
    static QString label(const QString &value);
    /// The values the list carries.
    static QStringList known();
};

} // namespace Reeve
