#include "stepfield.h"

namespace Reeve {

using namespace Qt::StringLiterals;

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
