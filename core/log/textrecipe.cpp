#include "textrecipe.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include "log/action.h"
#include "log/datawords.h"
#include "log/textparser.h"
#include "util/plural.h"
#include "util/recordingtranslator.h"
#include "util/translations.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// "%n" and "%Ln" of a count, as QCoreApplication::translate() fills them.
void fillCount(QString &text, int n, const QLocale &locale)
{
    if (n < 0)
        return;
    text.replace(u"%Ln"_s, locale.toString(n));
    text.replace(u"%n"_s, QString::number(n));
}

/// How a recipe is rendered: in English (what the log stores), in the reader's language, or as the
/// writer wrote it (the reader's language, but data words as the data spells them: the check that a
/// line was read back exactly).
enum class Mode { English, Shown, Written };

QString messageText(const QJsonObject &message, Mode mode)
{
    const QByteArray context = message.value(u"c"_s).toString().toUtf8();
    const QByteArray source = message.value(u"s"_s).toString().toUtf8();
    const QByteArray disambiguation = message.value(u"d"_s).toString().toUtf8();
    const int n = message.contains(u"n"_s) ? message.value(u"n"_s).toInt() : -1;
    const bool asWritten = mode == Mode::Written && message.value(u"w"_s).toBool();
    QString text;
    if (mode == Mode::English || asWritten) {
        text = QString::fromUtf8(source);
        fillCount(text, n, QLocale(QLocale::English));
    } else {
        RecordingTranslator::Pause pause; // a reader's rendering is nobody's writing
        text = QCoreApplication::translate(context.constData(), source.constData(),
                                           disambiguation.isEmpty() ? nullptr : disambiguation.constData(),
                                           n);
    }
    return n >= 0 ? Plural::text(text, n) : text;
}

QString render(const QJsonValue &recipe, Mode mode)
{
    if (recipe.isString())
        return recipe.toString();
    if (!recipe.isObject())
        return {};
    const QJsonObject object = recipe.toObject();
    if (object.contains(u"cat"_s)) {
        QString text;
        for (const QJsonValue &part : object.value(u"cat"_s).toArray())
            text += render(part, mode);
        return text;
    }
    QStringList arguments;
    const QJsonArray given = object.value(u"a"_s).toArray();
    for (qsizetype i = 0; i < given.size(); ++i)
        arguments << (given.at(i).isNull() ? u"%"_s + QString::number(i + 1) : render(given.at(i), mode));
    return TextRecipe::fill(messageText(object, mode), arguments);
}

} // namespace

QJsonObject TextRecipe::message(const char *context, const char *source, const QJsonArray &arguments, int n)
{
    QJsonObject object{{u"c"_s, QString::fromUtf8(context)}, {u"s"_s, QString::fromUtf8(source)}};
    if (n >= 0)
        object.insert(u"n"_s, n);
    if (!arguments.isEmpty())
        object.insert(u"a"_s, arguments);
    return object;
}

QJsonObject TextRecipe::dataWord(const QString &word)
{
    return {{u"c"_s, QString::fromUtf8(DataWords::context())}, {u"s"_s, word}, {u"w"_s, true}};
}

QString TextRecipe::english(const QJsonValue &recipe)
{
    return render(recipe, Mode::English);
}

QString TextRecipe::shown(const QJsonValue &recipe)
{
    return render(recipe, Mode::Shown);
}

QString TextRecipe::asWritten(const QJsonValue &recipe)
{
    return render(recipe, Mode::Written);
}

QString TextRecipe::fill(const QString &pattern, const QStringList &arguments)
{
    QString out;
    out.reserve(pattern.size() + 32);
    const qsizetype size = pattern.size();
    for (qsizetype i = 0; i < size; ++i) {
        const QChar c = pattern.at(i);
        if (c != u'%' || i + 1 >= size) {
            out += c;
            continue;
        }
        qsizetype j = i + 1;
        if (pattern.at(j) == u'L' && j + 1 < size)
            ++j;
        int number = 0;
        qsizetype digits = 0;
        while (j < size && digits < 2 && pattern.at(j).isDigit() && pattern.at(j) <= u'9') {
            number = number * 10 + pattern.at(j).digitValue();
            ++j;
            ++digits;
        }
        if (digits == 0 || number < 1 || number > arguments.size()) {
            out += c;
            continue;
        }
        out += arguments.at(number - 1);
        i = j - 1;
    }
    return out;
}

bool TextRecipe::readerIsEnglish()
{
    const QString lang = Translations::current();
    return lang.isEmpty() || lang == u"en"_s;
}

QJsonObject TextRecipe::recipesOf(const QJsonObject &payload)
{
    return payload.value(u"texts"_s).toObject();
}

namespace {

QJsonObject storedRecipes(const Action &action)
{
    if (!action.payloadText.contains(u"\"texts\":"_s)) // older actions: no JSON to read
        return {};
    return TextRecipe::recipesOf(action.payload());
}

QString shownPart(const Action &action, const QString &stored, const QString &key)
{
    if (TextRecipe::readerIsEnglish() || stored.isEmpty())
        return stored;
    const QJsonValue recipe = storedRecipes(action).value(key);
    return recipe.isUndefined() ? stored : TextRecipe::shown(recipe);
}

} // namespace

QString TextRecipe::shownPublic(const Action &action)
{
    return shownPart(action, action.publicText, u"public"_s);
}

QString TextRecipe::shownPrivate(const Action &action)
{
    return shownPart(action, action.privateText, u"private"_s);
}

void TextRecipe::show(Action &action)
{
    if (readerIsEnglish())
        return;
    const QJsonObject recipes = storedRecipes(action);
    if (recipes.contains(u"public"_s) && !action.publicText.isEmpty())
        action.publicText = shown(recipes.value(u"public"_s));
    if (recipes.contains(u"private"_s) && !action.privateText.isEmpty())
        action.privateText = shown(recipes.value(u"private"_s));
}

QJsonValue TextRecipe::publicRecipe(const Action &action)
{
    const QJsonValue recipe = storedRecipes(action).value(u"public"_s);
    return recipe.isUndefined() ? QJsonValue(action.publicText) : recipe;
}

namespace {

/// \a gap (text between known parts) read back against the messages looked up, or as written.
QJsonValue gapRecipe(const QString &gap)
{
    const RecordingTranslator *recorder = RecordingTranslator::active();
    if (!recorder || gap.trimmed().isEmpty())
        return gap;
    const QJsonValue parsed = TextParser::parse(gap, *recorder);
    return !parsed.isNull() && TextRecipe::asWritten(parsed) == gap ? parsed : QJsonValue(gap);
}

} // namespace

QJsonValue TextRecipe::composedOf(const QString &text, const QList<std::pair<QString, QJsonValue>> &known)
{
    QList<std::pair<QString, QJsonValue>> byLength;
    for (const auto &[shownText, recipe] : known)
        if (!shownText.isEmpty() && recipe.isObject())
            byLength.append({shownText, recipe});
    std::stable_sort(byLength.begin(), byLength.end(),
                     [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
    // Strings are what is still to be read; objects are known parts. Longer texts are found first, so a
    // line that contains a shorter one keeps its own recipe.
    QJsonArray parts{text};
    bool found = false;
    for (const auto &[shownText, recipe] : std::as_const(byLength)) {
        QJsonArray next;
        for (const QJsonValue &part : std::as_const(parts)) {
            if (!part.isString() || !part.toString().contains(shownText)) {
                next.append(part);
                continue;
            }
            const QStringList pieces = part.toString().split(shownText);
            for (qsizetype i = 0; i < pieces.size(); ++i) {
                if (i > 0)
                    next.append(recipe);
                if (!pieces.at(i).isEmpty())
                    next.append(pieces.at(i));
            }
            found = true;
        }
        parts = next;
    }
    if (!found)
        return {};
    // The parts put together are the text: the known ones are the texts found, the rest as read.
    QJsonArray settled;
    for (const QJsonValue &part : std::as_const(parts))
        settled.append(part.isString() ? gapRecipe(part.toString()) : part);
    return settled.size() == 1 ? settled.first() : QJsonValue(QJsonObject{{u"cat"_s, settled}});
}

TextRecipe::Settled TextRecipe::settle(const ActionDraft &draft)
{
    Settled out{draft.publicText, draft.privateText, {}};
    const RecordingTranslator *recorder = RecordingTranslator::active();
    const auto one = [&](const QString &written, const QJsonValue &given, QString &stored,
                         const QString &key) {
        QJsonValue recipe = given;
        const bool parsed = recipe.isUndefined() || recipe.isNull();
        if (parsed) {
            if (!recorder || written.isEmpty())
                return;
            recipe = TextParser::parse(written, *recorder);
            if (recipe.isNull() || asWritten(recipe) != written)
                return; // not read back exactly: stored as written, as before recipes
        }
        const QString inEnglish = english(recipe);
        if (parsed && readerIsEnglish() && inEnglish != written)
            return; // an English writer's line stays exactly as written
        stored = inEnglish;
        out.recipes.insert(key, recipe);
    };
    one(draft.publicText, draft.publicRecipe, out.publicText, u"public"_s);
    one(draft.privateText, draft.privateRecipe, out.privateText, u"private"_s);
    return out;
}

} // namespace Reeve
