#include "logentry.h"

#include <QCoreApplication>

#include "campaign/gametexts.h"

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
    // The turn and phase in the reader's language (the phase is the game's English data name).
    const QString when = phase.isEmpty() ? QCoreApplication::translate("Reeve::LogEntry", "turn %1").arg(turn)
                                         : QCoreApplication::translate("Reeve::LogEntry", "turn %1, %2")
                                                   .arg(turn)
                                                   .arg(GameTexts::label(phase));
    QString line = u"#%1 [%2] %3: %4"_s.arg(seq).arg(when, by.isEmpty() ? actor : by, publicText);
    if (!privateText.isEmpty())
        line += u" — "_s + privateText;
    return line;
}

} // namespace Reeve
