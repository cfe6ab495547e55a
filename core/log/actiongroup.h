#pragma once

#include <QJsonValue>
#include <QList>
#include <QString>

#include <utility>

#include "log/action.h"

namespace Reeve {

class ActionLog;

/**
 * A step's writes as one action (docs/ARCHITECTURE.md, "One step, one action"). While a group is
 * open, every ActionWriter of the campaign writes into one SQLite transaction; the entries keep
 * their own audiences (a public line, a side's private part), but none is undoable on its own.
 * commit() makes the whole group durable at once and, when it wrote more than one entry, appends a
 * closing "step" entry with the step's public summary: undo and redo take back or re-apply every
 * entry of the group through it, with the same dice. Left without commit() (a refusal or any
 * failure thrown on the way), the group rolls back and the log and state are exactly as before.
 *
 * Groups nest: an inner group joins the outer one, which alone commits.
 */
class ActionGroup
{
public:
    explicit ActionGroup(ActionLog &log);
    ~ActionGroup();
    ActionGroup(const ActionGroup &) = delete;
    ActionGroup &operator=(const ActionGroup &) = delete;

    /// Commits the group as the step \a kind ("dba.move"). \a publicSummary is the closing entry's text
    /// (public: it must name no secret); left empty, it is made of the public texts the entries already
    /// carry, so the closing entry and "Undone: ..." tell nobody more than they do. Returns the step's
    /// action: the seq undo takes back, or, when nothing undoable was written (a record such as a
    /// timer event), the last entry written; 0 when nothing was written (an inner group returns 0 too).
    qint64 commit(const QString &kind, const QString &publicSummary = QString());

private:
    /// The recipe of the closing entry's text (TextRecipe).
    QJsonValue publicLines();
    /// Each entry's public text as a step reads it back (the writer's language), with its recipe.
    QList<std::pair<QString, QJsonValue>> entryTexts();

    ActionLog &m_log;
    bool m_done = false;
};

} // namespace Reeve
