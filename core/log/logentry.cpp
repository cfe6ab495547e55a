#include "logentry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QJsonObject LogEntry::toJson() const
{
    QJsonObject json{{u"seq"_s, seq},
                     {u"turn"_s, turn},
                     {u"phase"_s, phase},
                     {u"wall_time"_s, wallTime},
                     {u"actor"_s, actor},
                     {u"kind"_s, kind},
                     {u"text"_s, storedPublicText.isEmpty() ? publicText : storedPublicText}};
    if (!privateText.isEmpty())
        json.insert(u"private_text"_s, storedPrivateText.isEmpty() ? privateText : storedPrivateText);
    if (!recipes.isEmpty())
        json.insert(u"text_recipes"_s, recipes);
    if (hasHiddenPart)
        json.insert(u"hidden"_s, true);
    if (!dice.isNull() && !dice.isUndefined())
        json.insert(u"dice"_s, dice);
    if (!data.isEmpty())
        json.insert(u"data"_s, data);
    if (refersTo)
        json.insert(u"refers_to"_s, refersTo);
    return json;
}

QString LogEntry::toLine(const QString &by) const
{
    QString line = u"#%1 [turn %2%3] %4: %5"_s.arg(seq).arg(turn).arg(phase.isEmpty() ? QString()
                                                                                      : u", "_s + phase,
                                                                      by.isEmpty() ? actor : by, publicText);
    if (!privateText.isEmpty())
        line += u" — "_s + privateText;
    return line;
}

} // namespace Reeve
