#include "stepfield.h"

namespace Reeve {

using namespace Qt::StringLiterals;

StepField StepField::make(const QString &name, Type type, bool required, const char *label, const char *help)
{
    StepField f;
    f.name = name;
    f.type = type;
    f.required = required;
    f.label = label;
    f.help = help;
    return f;
}

StepField StepField::number(const QString &name, bool required, const char *label, const char *help, double minimum,
                            std::optional<double> maximum)
{
    StepField f = make(name, Type::Integer, required, label, help);
    f.minimum = minimum;
    f.maximum = maximum;
    return f;
}

StepField StepField::choice(const QString &name, const QStringList &choices, bool required, const char *label,
                            const char *help)
{
    StepField f = make(name, Type::Choice, required, label, help);
    f.choices = choices;
    return f;
}

QString StepField::typeName(Type type)
{
    switch (type) {
    case Type::Integer:
        return u"integer"_s;
    case Type::Number:
        return u"number"_s;
    case Type::Boolean:
        return u"boolean"_s;
    case Type::Text:
        return u"text"_s;
    case Type::Choice:
        return u"choice"_s;
    case Type::Side:
        return u"side"_s;
    case Type::Unit:
        return u"unit"_s;
    case Type::Location:
        return u"location"_s;
    case Type::List:
        return u"list"_s;
    case Type::Object:
        return u"object"_s;
    }
    return u"text"_s;
}

QString StepField::typeName() const
{
    if (type == Type::List)
        return u"list of %1"_s.arg(typeName(itemType));
    return typeName(type);
}

} // namespace Reeve
