#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace Reeve {

struct Action;
struct ActionDraft;

/**
 * How a log line was composed, so every reader sees it in their own language (issue 25;
 * docs/ARCHITECTURE.md, "Log lines in the reader's language"). A recipe is a small JSON tree:
 *
 * - a string: text as written (a name, a number, anything that is not a message);
 * - {"c": context, "s": source, "d": disambiguation, "n": count, "a": [arguments]}: one message
 *   looked up with tr(), its %1, %2, ... filled with the arguments (recipes themselves, null for a
 *   number the message does not use); "d", "n" and "a" are left out when empty;
 * - {"cat": [parts]}: the parts one after another (a message with more appended);
 * - {"c": "Reeve::GameTexts", "s": word, "w": true}: a word of the games' data (DataWords) the
 *   writer put in the line as the data spells it; readers are shown it translated like a message.
 *
 * The log stores a line's text in English (what the hash chain covers, what --json prints) and,
 * beside it in the hashed payload, its recipes under "texts": {"public": ..., "private": ...}.
 */
class TextRecipe
{
public:
    /// The recipe of one message with its arguments (strings or recipes).
    static QJsonObject message(const char *context, const char *source, const QJsonArray &arguments = {},
                               int n = -1);
    /// The recipe of a data word (DataWords) written as the data spells it.
    static QJsonObject dataWord(const QString &word);
    /// \a recipe in English, whatever language the program speaks.
    static QString english(const QJsonValue &recipe);
    /// \a recipe as its writer wrote it: the program's language, data words as the data spells them.
    static QString asWritten(const QJsonValue &recipe);
    /// \a recipe in the language the program speaks (the installed translations).
    static QString shown(const QJsonValue &recipe);
    /// \a pattern with each %1..%99 (or %L1..) replaced by the argument of that number, in one pass.
    static QString fill(const QString &pattern, const QStringList &arguments);

    /// Whether the program speaks English (then stored texts are shown as they are).
    static bool readerIsEnglish();
    /// The recipes an action's payload carries ({"public": ..., "private": ...}; empty for older
    /// actions and lines that could not be read back).
    static QJsonObject recipesOf(const QJsonObject &payload);
    /// An action's public (or private) text in the reader's language: its recipe shown when it has
    /// one and the reader does not speak English, else the stored text.
    static QString shownPublic(const Action &action);
    static QString shownPrivate(const Action &action);
    /// Puts both texts of \a action in the reader's language (nothing changes for an English reader).
    static void show(Action &action);
    /// The recipe of an action's public text, or the stored text itself when it has none.
    static QJsonValue publicRecipe(const Action &action);

    /// The recipe of \a text, a line some code composed from texts it read back from the log (each
    /// shown in the writer's language) rather than from messages: every \a known text it contains is
    /// that text's recipe, and what lies between them is read back against the messages looked up
    /// (TextParser) or kept as written. Null when \a text contains none of them.
    static QJsonValue composedOf(const QString &text, const QList<std::pair<QString, QJsonValue>> &known);

    /// What the log stores for a draft: the texts in English and their recipes. A recipe the draft
    /// carries is used as it is; otherwise, when a RecordingTranslator is installed, each text is read
    /// back against the messages looked up (TextParser). A text that cannot be read back is stored
    /// as written, with no recipe.
    struct Settled
    {
        QString publicText;
        QString privateText;
        QJsonObject recipes; ///< {"public": ..., "private": ...}, either left out
    };
    static Settled settle(const ActionDraft &draft);
};

} // namespace Reeve
