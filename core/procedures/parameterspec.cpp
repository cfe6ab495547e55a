#include "parameterspec.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::ParameterSpec", text);
}

ParameterSpec make(const QString &name, ParameterSpec::Type type, const QString &label, const QJsonValue &def,
                   const QString &help)
{
    ParameterSpec spec;
    spec.name = name;
    spec.type = type;
    spec.label = label;
    spec.defaultValue = def;
    spec.help = help;
    return spec;
}

} // namespace

ParameterSpec ParameterSpec::integer(const QString &name, const QString &label, int minimum, int maximum,
                                     const QJsonValue &defaultValue, const QString &help)
{
    ParameterSpec spec = make(name, Type::Integer, label, defaultValue, help);
    spec.minimum = minimum;
    spec.maximum = maximum;
    return spec;
}

ParameterSpec ParameterSpec::boolean(const QString &name, const QString &label, bool defaultValue,
                                     const QString &help)
{
    return make(name, Type::Boolean, label, defaultValue, help);
}

ParameterSpec ParameterSpec::choice(const QString &name, const QString &label, const QStringList &choices,
                                    const QJsonValue &defaultValue, const QString &help)
{
    ParameterSpec spec = make(name, Type::Choice, label, defaultValue, help);
    spec.choices = choices;
    return spec;
}

ParameterSpec ParameterSpec::text(const QString &name, const QString &label, const QJsonValue &defaultValue,
                                  const QString &help)
{
    return make(name, Type::Text, label, defaultValue, help);
}

ParameterSpec ParameterSpec::integerList(const QString &name, const QString &label, int minimum, int maximum,
                                         const QJsonValue &defaultValue, const QString &help)
{
    ParameterSpec spec = make(name, Type::IntegerList, label, defaultValue, help);
    spec.minimum = minimum;
    spec.maximum = maximum;
    return spec;
}

QString ParameterSpec::typeName(Type type)
{
    switch (type) {
    case Type::Integer:
        return u"integer"_s;
    case Type::Boolean:
        return u"boolean"_s;
    case Type::Choice:
        return u"choice"_s;
    case Type::Text:
        return u"text"_s;
    case Type::IntegerList:
        return u"integer-list"_s;
    }
    return u"text"_s;
}

QJsonValue ParameterSpec::parse(const QString &word) const
{
    switch (type) {
    case Type::Integer: {
        bool ok = false;
        const int value = word.toInt(&ok);
        if (!ok)
            throw Failure::badInput(tr("%1 must be a whole number from %2 to %3, not \"%4\".")
                                        .arg(name).arg(minimum).arg(maximum).arg(word));
        return check(value);
    }
    case Type::Boolean:
        if (word == u"true"_s)
            return true;
        if (word == u"false"_s)
            return false;
        throw Failure::badInput(tr("%1 must be true or false, not \"%2\".").arg(name, word));
    case Type::IntegerList: {
        QJsonArray array;
        for (const QString &part : word.split(u',', Qt::SkipEmptyParts)) {
            bool ok = false;
            const int value = part.trimmed().toInt(&ok);
            if (!ok)
                throw Failure::badInput(tr("%1 takes whole numbers separated by commas, e.g. 3,5,2; \"%2\" is "
                                           "not a number.").arg(name, part));
            array.append(value);
        }
        return check(array);
    }
    case Type::Choice:
    case Type::Text:
        return check(word);
    }
    return word;
}

QJsonValue ParameterSpec::check(const QJsonValue &value) const
{
    switch (type) {
    case Type::Integer: {
        if (!value.isDouble() || value.toDouble() != double(value.toInteger()))
            throw Failure::badInput(tr("%1 must be a whole number.").arg(name));
        const qint64 v = value.toInteger();
        if (v < minimum || v > maximum)
            throw Failure::badInput(tr("%1 must be from %2 to %3; %4 is out of range.")
                                        .arg(name).arg(minimum).arg(maximum).arg(v));
        return v;
    }
    case Type::Boolean:
        if (!value.isBool())
            throw Failure::badInput(tr("%1 must be true or false.").arg(name));
        return value;
    case Type::Choice:
        if (!choices.contains(value.toString()))
            throw Failure::badInput(tr("%1 must be one of %2; \"%3\" is not.")
                                        .arg(name, choices.join(u", "_s), value.toString()));
        return value;
    case Type::Text:
        if (!value.isString())
            throw Failure::badInput(tr("%1 must be text.").arg(name));
        return value;
    case Type::IntegerList:
        for (const QJsonValue &item : value.toArray()) {
            const qint64 v = item.toInteger();
            if (!item.isDouble() || v < minimum || v > maximum)
                throw Failure::badInput(tr("every value of %1 must be from %2 to %3.").arg(name).arg(minimum).arg(maximum));
        }
        if (!value.isArray() || value.toArray().isEmpty())
            throw Failure::badInput(tr("%1 needs at least one number.").arg(name));
        return value;
    }
    return value;
}

QJsonObject ParameterSpec::toJson() const
{
    QJsonObject json{{u"name"_s, name}, {u"type"_s, typeName(type)}, {u"label"_s, label},
                     {u"required"_s, isRequired()}};
    if (!help.isEmpty())
        json.insert(u"help"_s, help);
    if (!isRequired())
        json.insert(u"default"_s, defaultValue);
    if (type == Type::Integer || type == Type::IntegerList) {
        json.insert(u"minimum"_s, minimum);
        json.insert(u"maximum"_s, maximum);
    }
    if (type == Type::Choice)
        json.insert(u"choices"_s, QJsonArray::fromStringList(choices));
    return json;
}

} // namespace Reeve
