#pragma once

#include <optional>

#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * One typed field of a step (docs/ARCHITECTURE.md, "Steps"): its name as the command line and
 * a steps file spell it, what kind of value it takes, whether it must be given, and the words a
 * form shows around it. References (a side, a unit or army, a location) are looked up in the
 * campaign by name or id before the step runs, with the closest names offered when none matches.
 */
struct StepField
{
    enum class Type {
        Integer,  ///< a whole number, within minimum..maximum when set
        Number,   ///< a number that may have a fraction
        Boolean,  ///< true or false (also yes/no, on/off, 1/0 on the command line)
        Text,     ///< free text
        Choice,   ///< one of choices
        Side,     ///< a side of the campaign, by name
        Unit,     ///< a unit (a DBA army or fleet, a band...) by name or id
        Location, ///< a location (square, hex, province, territory) by id or name
        List,     ///< a JSON array of itemType
        Object,   ///< a JSON object (e.g. per-army values)
    };

    QString name;
    Type type = Type::Text;
    Type itemType = Type::Text; ///< List: what each item is
    bool required = false;
    QJsonValue defaultValue = QJsonValue(
            QJsonValue::Undefined); ///< used when absent (undefined: stays absent)
    const char *label = "";         ///< the form's label (translated in context "Reeve::Steps")
    const char *help = "";          ///< one line of help (translated in context "Reeve::Steps")
    QStringList choices;            ///< Choice (and a List of Choice): the accepted spellings
    QStringList locationKinds;      ///< Location (and a List of Location): the kinds taken ("region"); empty: any
    std::optional<double> minimum;
    std::optional<double> maximum;

    /// A field of \a type (the games' step tables build theirs with these three).
    static StepField make(const QString &name, Type type, bool required, const char *label, const char *help = "");
    /// A whole number from \a minimum (to \a maximum when given).
    static StepField number(const QString &name, bool required, const char *label, const char *help,
                            double minimum = 0, std::optional<double> maximum = std::nullopt);
    /// One of \a choices.
    static StepField choice(const QString &name, const QStringList &choices, bool required, const char *label,
                            const char *help = "");

    /// "integer", "side", "list of unit", ... as describe-step prints it.
    QString typeName() const;
    static QString typeName(Type type);
};

} // namespace Reeve
