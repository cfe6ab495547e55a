#pragma once

#include <cstddef>
#include <optional>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * One row of a table of words shown for program values (a step's choice "at-end", a roll
 * "voyage"): the value as typed and its English label, marked with QT_TRANSLATE_NOOP so lupdate
 * collects it (docs/ARCHITECTURE.md, "Translations"). StepChoiceLabels and StepDiceLabels keep
 * such tables.
 */
struct LabelEntry
{
    const char *key;
    const char *label;
};

/// The label of \a key in \a entries, translated in \a context; none when the table lacks it.
template<std::size_t N>
std::optional<QString> findLabel(const char *context, const LabelEntry (&entries)[N], const QString &key)
{
    for (const LabelEntry &e : entries) {
        if (key == QLatin1StringView(e.key))
            return QCoreApplication::translate(context, e.label);
    }
    return std::nullopt;
}

/// The keys of \a entries, for the tests that check a table against the registry.
template<std::size_t N>
QStringList labelKeys(const LabelEntry (&entries)[N])
{
    QStringList result;
    for (const LabelEntry &e : entries)
        result << QString::fromUtf8(e.key);
    return result;
}

} // namespace Reeve
