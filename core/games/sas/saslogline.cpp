#include "saslogline.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include "campaign/unit.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "log/textrecipe.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

constexpr const char *kContext = "Reeve::SwordsAndSails"; // Sas::tr's

QJsonArray partsOf(const QJsonValue &recipe)
{
    if (recipe.isObject() && recipe.toObject().contains(u"cat"_s))
        return recipe.toObject().value(u"cat"_s).toArray();
    return {recipe};
}

} // namespace

SasLogLine SasLogLine::message(const char *source, const QList<SasLogLine> &arguments)
{
    QStringList texts;
    QJsonArray recipes;
    for (const SasLogLine &a : arguments) {
        texts << a.text;
        recipes.append(a.recipe);
    }
    return {TextRecipe::fill(tr(source), texts), TextRecipe::message(kContext, source, recipes)};
}

SasLogLine SasLogLine::plain(const QString &text)
{
    return {text, text};
}

SasLogLine SasLogLine::force(const Unit &force)
{
    const int number = force.attributes.value(u"number"_s).toInt();
    if (force.name != SasBoard::storedName(force.type, number))
        return plain(force.name); // stored otherwise (an older German campaign): as stored
    const SasLogLine line = message(force.type == QLatin1StringView(kFleet) ? "Fleet %1" : "Army %1",
                                    {plain(roman(number))});
    return {SasBoard::shownName(force), line.recipe};
}

SasLogLine SasLogLine::joined(const QList<SasLogLine> &parts, const QString &separator)
{
    SasLogLine line;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (i == 0) {
            line = parts.first();
            continue;
        }
        line += plain(separator);
        line += parts.at(i);
    }
    return line;
}

SasLogLine &SasLogLine::operator+=(const SasLogLine &more)
{
    if (recipe.isUndefined() || recipe.isNull() || (recipe.isString() && recipe.toString().isEmpty())) {
        *this = more;
        return *this;
    }
    QJsonArray parts = partsOf(recipe);
    for (const QJsonValue &p : partsOf(more.recipe))
        parts.append(p);
    text += more.text;
    recipe = QJsonObject{{u"cat"_s, parts}};
    return *this;
}

} // namespace Reeve::Sas
