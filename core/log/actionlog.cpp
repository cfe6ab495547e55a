#include "actionlog.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include "log/actionrow.h"
#include "log/actionwriter.h"
#include "log/hashchain.h"
#include "log/textrecipe.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

ActionLog::ActionLog(Database &db, QObject *parent)
    : QObject(parent)
    , m_db(db)
{
    reloadHistory();
}

void ActionLog::reloadHistory()
{
    m_undo.clear();
    m_redo.clear();
    m_lastSeq = 0;
    m_lastHash.clear();
    if (m_db.isReadOnly()) {
        // Nothing can be undone in a read-only campaign: only the end of the chain is needed,
        // which keeps opening a long campaign for viewing quick.
        const QList<QVariantMap> last = m_db.select(
                u"SELECT seq, hash FROM actions ORDER BY seq DESC LIMIT 1"_s);
        if (!last.isEmpty()) {
            m_lastSeq = last.first().value(u"seq"_s).toLongLong();
            m_lastHash = last.first().value(u"hash"_s).toString();
        }
        emit historyChanged();
        return;
    }
    QSqlQuery &query = m_db.exec(u"SELECT seq, kind, refers_to, undoable, hash FROM actions ORDER BY seq"_s);
    while (query.next()) {
        m_lastSeq = query.value(0).toLongLong();
        m_lastHash = query.value(4).toString();
        track(query.value(1).toString(), m_lastSeq, query.value(2).toLongLong(), query.value(3).toInt() != 0);
    }
    query.finish();
    emit historyChanged();
}

void ActionLog::track(const QString &kind, qint64 seq, qint64 refersTo, bool undoable)
{
    // Undo and redo always take the top of their stack, so this stays linear over a long log.
    const auto take = [](QList<qint64> &stack, qint64 target) {
        if (!stack.isEmpty() && stack.last() == target)
            stack.removeLast();
        else
            stack.removeOne(target);
    };
    if (kind == u"undo"_s) {
        take(m_undo, refersTo);
        m_redo.append(refersTo);
    } else if (kind == u"redo"_s) {
        take(m_redo, refersTo);
        m_undo.append(refersTo);
    } else if (undoable) {
        m_undo.append(seq);
        m_redo.clear();
    }
}

Action ActionLog::action(qint64 seq)
{
    Action action = storedAction(seq);
    TextRecipe::show(action);
    return action;
}

Action ActionLog::storedAction(qint64 seq)
{
    QSqlQuery &query = m_db.exec(u"SELECT %1 FROM actions WHERE seq = ?"_s.arg(ActionRow::columns()), {seq});
    if (!query.next())
        throw Failure::badInput(tr("There is no action %1 in the log.").arg(seq));
    Action action = ActionRow::fromQuery(query);
    query.finish();
    return action;
}

qint64 ActionLog::append(const ActionDraft &draft, const QList<StateOp> &ops)
{
    if (m_db.isReadOnly())
        throw Failure::badInput(tr("This campaign is open read-only; nothing can be changed."));
    if (m_group.depth > 0 && m_db.rollbackCount() != m_group.rollbacks)
        throw Failure::internal(u"a write inside the step was rolled back; nothing more of it is written"_s);
    Action a;
    a.seq = m_lastSeq + 1;
    const QList<QVariantMap> clock = m_db.select(u"SELECT turn, phase FROM clock WHERE id = 1"_s);
    if (!clock.isEmpty()) {
        a.turn = clock.first().value(u"turn"_s).toInt();
        a.phase = clock.first().value(u"phase"_s).toString();
    }
    a.wallTime = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    a.actor = draft.actor.isEmpty() ? u"referee"_s : draft.actor;
    a.kind = draft.kind;
    // Stored in English with how each text was composed, so every reader sees their own language.
    const TextRecipe::Settled texts = TextRecipe::settle(draft);
    a.publicText = texts.publicText;
    a.privateText = texts.privateText;
    a.audience = draft.audience;
    a.audienceSide = draft.audienceSide;
    QJsonArray opArray;
    for (const StateOp &op : ops)
        opArray.append(op.toJson());
    QJsonObject payload{{u"ops"_s, opArray}};
    if (!draft.data.isEmpty())
        payload.insert(u"data"_s, draft.data);
    if (!texts.recipes.isEmpty())
        payload.insert(u"texts"_s, texts.recipes);
    a.payloadText = QString::fromUtf8(QJsonDocument(payload).toJson(QJsonDocument::Compact));
    if (draft.dice.isObject())
        a.diceText = QString::fromUtf8(QJsonDocument(draft.dice.toObject()).toJson(QJsonDocument::Compact));
    else if (draft.dice.isArray())
        a.diceText = QString::fromUtf8(QJsonDocument(draft.dice.toArray()).toJson(QJsonDocument::Compact));
    a.refersTo = draft.refersTo;
    // Inside a group no entry is undoable on its own: the group's closing entry (or its only entry,
    // made undoable when the group commits) is what undo takes back.
    a.undoable = draft.undoable && m_group.depth == 0;
    if (m_group.depth > 0 && draft.undoable)
        m_group.undoable = true;
    a.prevHash = m_lastHash;
    a.hash = HashChain::digest(a);
    m_db.exec(ActionRow::insertSql(), ActionRow::binds(a));
    m_pendingHash = a.hash;
    return a.seq;
}

void ActionLog::notifyCommitted(qint64 seq, const ActionDraft &draft)
{
    m_lastSeq = seq;
    m_lastHash = m_pendingHash;
    if (m_group.depth > 0) { // still inside the group's transaction: told when the group commits
        m_group.pending.append({seq, draft});
        return;
    }
    track(draft.kind, seq, draft.refersTo, draft.undoable);
    emit actionCommitted(seq);
    emit historyChanged();
}

QString ActionLog::undoText()
{
    return canUndo() ? action(m_undo.last()).publicText : QString();
}

QString ActionLog::redoText()
{
    return canRedo() ? action(m_redo.last()).publicText : QString();
}

namespace {

// The undo or redo entry of \a target: same audience, its texts prefixed, never itself undoable. The
// prefix is the message \a source, and the texts keep the recipes of the target's.
ActionDraft reversal(const QString &kind, const char *source, const Action &target, const QString &actor)
{
    ActionDraft draft;
    draft.kind = kind;
    const QJsonObject recipes = TextRecipe::recipesOf(target.payload());
    const auto part = [&](const QString &stored, const QString &key) {
        const QJsonValue recipe = recipes.contains(key) ? recipes.value(key) : QJsonValue(stored);
        return TextRecipe::message("Reeve::ActionLog", source, QJsonArray{recipe});
    };
    draft.publicRecipe = part(target.publicText, u"public"_s);
    draft.publicText = TextRecipe::shown(draft.publicRecipe);
    if (!target.privateText.isEmpty()) {
        draft.privateRecipe = part(target.privateText, u"private"_s);
        draft.privateText = TextRecipe::shown(draft.privateRecipe);
    }
    draft.audience = target.audience;
    draft.audienceSide = target.audienceSide;
    draft.actor = actor;
    draft.undoable = false;
    draft.refersTo = target.seq;
    return draft;
}

} // namespace

qint64 ActionLog::undo(const QString &actor)
{
    if (!canUndo())
        throw Failure::badInput(tr("There is nothing to undo."));
    const Action target = storedAction(m_undo.last());
    ActionWriter writer(*this);
    const QList<qint64> entries = entriesOf(target);
    for (auto entry = entries.crbegin(); entry != entries.crend(); ++entry) {
        const QList<StateOp> ops = *entry == target.seq ? target.ops() : storedAction(*entry).ops();
        for (auto it = ops.crbegin(); it != ops.crend(); ++it) {
            if (!it->isSticky())
                writer.apply(it->inverse());
        }
    }
    return writer.commit(
            reversal(u"undo"_s, QT_TRANSLATE_NOOP("Reeve::ActionLog", "Undone: %1"), target, actor));
}

qint64 ActionLog::redo(const QString &actor)
{
    if (!canRedo())
        throw Failure::badInput(tr("There is nothing to redo."));
    const Action target = storedAction(m_redo.last());
    ActionWriter writer(*this);
    for (qint64 entry : entriesOf(target)) {
        for (const StateOp &op : entry == target.seq ? target.ops() : storedAction(entry).ops()) {
            if (!op.isSticky())
                writer.apply(op);
        }
    }
    ActionDraft draft = reversal(u"redo"_s, QT_TRANSLATE_NOOP("Reeve::ActionLog", "Redone: %1"), target,
                                 actor);
    if (!target.diceText.isEmpty())
        draft.dice = QJsonObject{{u"reused_from"_s, target.seq}}; // the same dice, never a re-roll
    return writer.commit(draft);
}

QList<qint64> ActionLog::entriesOf(const Action &closing) const
{
    QList<qint64> seqs;
    if (closing.kind == u"step"_s && closing.refersTo > 0 && closing.refersTo < closing.seq) {
        for (qint64 seq = closing.refersTo; seq < closing.seq; ++seq)
            seqs << seq;
    }
    seqs << closing.seq;
    return seqs;
}

void ActionLog::openGroup()
{
    if (m_group.depth++ > 0)
        return; // a group inside a group joins it
    m_db.begin();
    m_group.firstSeq = m_lastSeq + 1;
    m_group.savedSeq = m_lastSeq;
    m_group.savedHash = m_lastHash;
    m_group.rollbacks = m_db.rollbackCount();
    m_group.undoable = false;
    m_group.pending.clear();
}

void ActionLog::rewriteHeadUndoable()
{
    Action head = storedAction(m_lastSeq);
    head.undoable = true;
    head.hash = HashChain::digest(head);
    m_db.exec(u"UPDATE actions SET undoable = 1, hash = ? WHERE seq = ?"_s, {head.hash, head.seq});
    m_lastHash = head.hash;
    m_group.pending.last().second.undoable = true;
}

qint64 ActionLog::closeGroup(const ActionDraft &summary)
{
    if (m_group.depth <= 0)
        throw Failure::internal(u"closing an action group that is not open"_s);
    if (--m_group.depth > 0)
        return 0;
    if (m_db.rollbackCount() != m_group.rollbacks || !m_db.inTransaction()) {
        abortGroup();
        throw Failure::internal(u"a write inside the step was rolled back; nothing of the step was kept"_s);
    }
    qint64 undoSeq = 0;
    const qsizetype written = m_group.pending.size();
    if (written == 1 && m_group.undoable) {
        rewriteHeadUndoable();
        undoSeq = m_lastSeq;
    } else if (written > 1 && m_group.undoable) {
        // The closing entry: one public line for the whole step, what undo and redo take back.
        ActionDraft closing = summary;
        closing.kind = u"step"_s;
        closing.refersTo = m_group.firstSeq;
        closing.undoable = true;
        closing.audience = Audience::Public;
        closing.privateText.clear();
        closing.audienceSide = 0;
        undoSeq = append(closing, {});
        m_lastSeq = undoSeq;
        m_lastHash = m_pendingHash;
        m_group.pending.append({undoSeq, closing});
    }
    try {
        m_db.commit();
    } catch (...) {
        abortGroup();
        throw;
    }
    const auto pending = std::exchange(m_group.pending, {});
    for (const auto &[seq, draft] : pending)
        track(draft.kind, seq, draft.refersTo,
              draft.kind != u"undo"_s && draft.kind != u"redo"_s && draft.undoable && (seq == undoSeq));
    for (const auto &[seq, draft] : pending)
        emit actionCommitted(seq);
    if (!pending.isEmpty())
        emit historyChanged();
    return undoSeq ? undoSeq : (pending.isEmpty() ? 0 : pending.last().first);
}

void ActionLog::abortGroup()
{
    m_group.depth = 0;
    m_db.rollbackAll();
    m_lastSeq = m_group.savedSeq;
    m_lastHash = m_group.savedHash;
    m_group.pending.clear();
}

} // namespace Reeve
