#include "actiongroup.h"

#include <QCoreApplication>

#include <QJsonArray>

#include "log/actionlog.h"
#include "log/textrecipe.h"
#include "util/recordingtranslator.h"

namespace Reeve {

ActionGroup::ActionGroup(ActionLog &log)
    : m_log(log)
{
    m_log.openGroup();
}

ActionGroup::~ActionGroup()
{
    // Left without commit (a refusal or a failure on the way): the whole outermost group rolls back,
    // so an outer group that caught the failure cannot commit half a step either.
    if (!m_done && m_log.m_group.depth > 0)
        m_log.abortGroup();
}

qint64 ActionGroup::commit(const QString &kind, const QString &publicSummary)
{
    ActionDraft summary;
    summary.kind = kind;
    summary.publicText = publicSummary;
    if (!publicSummary.isEmpty() && RecordingTranslator::active()) {
        // A summary made of the entries' lines as the step read them back (in the writer's language)
        // keeps their recipes, so it reads in each reader's language as they do.
        const QJsonValue recipe = TextRecipe::composedOf(publicSummary, entryTexts());
        // An English writer's summary is stored exactly as written, as every English line is.
        if (!recipe.isNull()
            && (!TextRecipe::readerIsEnglish() || TextRecipe::english(recipe) == publicSummary))
            summary.publicRecipe = recipe;
    }
    if (publicSummary.isEmpty()) {
        const QJsonValue recipe = publicLines();
        summary.publicText = TextRecipe::shown(recipe);
        // The headline keeps the recipe of the entry it repeats, so it reads in each reader's language.
        if (recipe.isObject() && RecordingTranslator::active())
            summary.publicRecipe = recipe;
    }
    summary.data = {{QStringLiteral("step"), kind}};
    m_done = true;
    return m_log.closeGroup(summary);
}

QList<std::pair<QString, QJsonValue>> ActionGroup::entryTexts()
{
    QList<std::pair<QString, QJsonValue>> texts;
    if (m_log.m_group.depth != 1)
        return texts;
    for (qint64 seq = m_log.m_group.firstSeq; seq <= m_log.lastSeq(); ++seq) {
        const Action a = m_log.storedAction(seq);
        const QJsonValue recipe = TextRecipe::publicRecipe(a);
        if (recipe.isObject()) // what a step reading the log back got: the line in the writer's language
            texts.append({TextRecipe::shownPublic(a), recipe});
    }
    return texts;
}

QJsonValue ActionGroup::publicLines()
{
    // The step's headline (the world already reads it in that entry), and how many entries it wrote.
    if (m_log.m_group.depth != 1)
        return QString();
    // A procedure's own record is working; the headline is the first change the step made.
    QJsonValue first;
    QJsonValue firstChange;
    qint64 entries = 0;
    for (qint64 seq = m_log.m_group.firstSeq; seq <= m_log.lastSeq(); ++seq, ++entries) {
        const Action a = m_log.storedAction(seq);
        if (first.isNull() && !a.publicText.isEmpty())
            first = TextRecipe::publicRecipe(a);
        if (firstChange.isNull() && !a.publicText.isEmpty() && a.kind != QStringLiteral("procedure.resolve"))
            firstChange = TextRecipe::publicRecipe(a);
    }
    if (!firstChange.isNull())
        first = firstChange;
    if (first.isNull())
        first = QString();
    if (entries <= 1)
        return first;
    return TextRecipe::message("Reeve::ActionLog",
                               QT_TRANSLATE_N_NOOP("Reeve::ActionLog", "%1 (one step of %n entries)"),
                               QJsonArray{first}, int(entries));
}

} // namespace Reeve
