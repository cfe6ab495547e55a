#include "plural.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QString Plural::text(QString translated, qint64 count)
{
    const bool one = count == 1 || count == -1;
    translated.replace(u"y(ies)"_s, one ? u"y"_s : u"ies"_s);
    translated.replace(u"(s)"_s, one ? QString() : u"s"_s);
    return translated;
}

} // namespace Reeve
