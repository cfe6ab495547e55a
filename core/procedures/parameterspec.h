#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * One typed parameter of a procedure: what the GUI builds a field from, what
 * the CLI parses name=value into, and what `describe` prints. A null default
 * means the parameter is required.
 */
struct ParameterSpec
{
    enum class Type { Integer, Boolean, Choice, Text, IntegerList };

    QString name;        ///< snake_case, as on the command line
    Type type = Type::Integer;
    QString label;       ///< short human label (translated)
    QString help;        ///< one sentence in our own words, citing the rule where useful
    QJsonValue defaultValue = QJsonValue::Null;
    int minimum = 0;
    int maximum = 1000000;
    QStringList choices; ///< lowercase with hyphens

    static ParameterSpec integer(const QString &name, const QString &label, int minimum, int maximum,
                                 const QJsonValue &defaultValue = QJsonValue::Null, const QString &help = {});
    static ParameterSpec boolean(const QString &name, const QString &label, bool defaultValue = false,
                                 const QString &help = {});
    static ParameterSpec choice(const QString &name, const QString &label, const QStringList &choices,
                                const QJsonValue &defaultValue = QJsonValue::Null, const QString &help = {});
    static ParameterSpec text(const QString &name, const QString &label,
                              const QJsonValue &defaultValue = QJsonValue::Null, const QString &help = {});
    static ParameterSpec integerList(const QString &name, const QString &label, int minimum, int maximum,
                                     const QJsonValue &defaultValue = QJsonValue::Null, const QString &help = {});

    bool isRequired() const { return defaultValue.isNull(); }
    static QString typeName(Type type);
    /// Parses a command-line word; throws Failure::badInput saying what is allowed.
    QJsonValue parse(const QString &word) const;
    /// Checks an already typed value (from the GUI or JSON); throws Failure::badInput.
    QJsonValue check(const QJsonValue &value) const;
    QJsonObject toJson() const;
};

} // namespace Reeve
