#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace Reeve {

/**
 * Plain words for what a procedure or a step gives: a translated label for every outcome field
 * ("loot_draws" → "Loot draws", "1066.pillage" may say it its own way) and each value in words
 * (yes/no, lists joined, "attackers-win" → "attackers win", "anglo-saxons" → "Anglo-Saxons").
 * The field names stay the command line's and the JSON's (`--json`); the window, the public log
 * and undo texts read these labels. The labels are declared once, here, with QT_TRANSLATE_NOOP so
 * lupdate finds them (context "Reeve::OutcomeLabels").
 */
class OutcomeLabels
{
public:
    /// The label of \a field in \a procedureId's outcome (a procedure's own label first, then the
    /// shared one); a field without one is shown with its words spaced out, never with underscores.
    static QString label(const QString &field, const QString &procedureId = QString());
    /// Whether \a field has a declared label (for \a procedureId, or a shared one).
    static bool hasLabel(const QString &field, const QString &procedureId = QString());
    /// A value in words: yes/no, numbers as written, lists joined with commas, objects as
    /// "name value" pairs, a missing value as "none", id-like words spaced out.
    static QString valueText(const QJsonValue &value);
    /// "Label: value; Label: value" over \a outcome, in the field order of the JSON.
    static QString outcomeText(const QJsonObject &outcome, const QString &procedureId = QString());
};

} // namespace Reeve
