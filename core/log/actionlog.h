#pragma once

#include <QList>
#include <QObject>
#include <utility>

#include "log/action.h"

namespace Reeve {

class Database;
class StateOp;

/**
 * The campaign's append-only action log, and the undo/redo history derived from
 * it. Commands change state through an ActionWriter, which ends in one log entry
 * written in the same transaction as the change.
 *
 * Undo appends an "undo" action holding the inverse ops of its target; redo
 * appends a "redo" action re-applying the target's ops with the same dice. Nothing
 * is ever deleted, and the history (what can be undone or redone) is rebuilt
 * from the log on open, so it survives restarts.
 */
class ActionLog : public QObject
{
    Q_OBJECT
public:
    explicit ActionLog(Database &db, QObject *parent = nullptr);

    Database &database() { return m_db; }
    qint64 lastSeq() const { return m_lastSeq; }
    /// Action \a seq with its texts in the reader's language (TextRecipe), as a window or report shows
    /// them; storedAction() for the stored texts (English for lines with a recipe), as hashed.
    Action action(qint64 seq);
    Action storedAction(qint64 seq);

    bool canUndo() const { return !m_undo.isEmpty(); }
    bool canRedo() const { return !m_redo.isEmpty(); }
    /// Public description of what undo / redo would do (never hidden detail).
    QString undoText();
    QString redoText();
    const QList<qint64> &undoStack() const { return m_undo; }
    const QList<qint64> &redoStack() const { return m_redo; }
    /// Undoes the latest undoable action; returns the new action's seq.
    qint64 undo(const QString &actor = QString());
    /// Re-applies the latest undone action with its original dice; returns the new seq.
    qint64 redo(const QString &actor = QString());

    /// Rebuilds the undo/redo stacks from the stored log.
    void reloadHistory();

    /// Whether an ActionGroup is open: what is written now is committed, undone and redone with it.
    bool inGroup() const { return m_group.depth > 0; }
    /// The entries a group's closing entry \a closing stands for (first..closing), or just \a closing.
    QList<qint64> entriesOf(const Action &closing) const;

signals:
    void actionCommitted(qint64 seq);
    void historyChanged();

private:
    friend class ActionWriter;
    friend class ActionGroup;
    /// A group of entries written as one action (see ActionGroup).
    struct Group
    {
        int depth = 0;
        qint64 firstSeq = 0;
        qint64 savedSeq = 0;
        QString savedHash;
        quint64 rollbacks = 0;
        bool undoable = false;
        QList<std::pair<qint64, ActionDraft>> pending; ///< committed inside, announced when the group commits
    };
    void openGroup();
    qint64 closeGroup(const ActionDraft &summary);
    void abortGroup();
    void rewriteHeadUndoable();
    qint64 append(const ActionDraft &draft, const QList<StateOp> &ops);
    void notifyCommitted(qint64 seq, const ActionDraft &draft);
    void track(const QString &kind, qint64 seq, qint64 refersTo, bool undoable);

    Database &m_db;
    qint64 m_lastSeq = 0;
    QString m_lastHash;
    QString m_pendingHash;
    QList<qint64> m_undo;
    QList<qint64> m_redo;
    Group m_group;
};

} // namespace Reeve
