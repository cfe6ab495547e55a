#include "actionlog.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include "log/actionrow.h"
#include "log/actionwriter.h"
#include "log/hashchain.h"
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
        const QList<QVariantMap> last = m_db.select(u"SELECT seq, hash FROM actions ORDER BY seq DESC LIMIT 1"_s);
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
    a.publicText = draft.publicText;
    a.privateText = draft.privateText;
    a.audience = draft.audience;
    a.audienceSide = draft.audienceSide;
    QJsonArray opArray;
    for (const StateOp &op : ops)
        opArray.append(op.toJson());
    QJsonObject payload{{u"ops"_s, opArray}};
    if (!draft.data.isEmpty())
        payload.insert(u"data"_s, draft.data);
    a.payloadText = QString::fromUtf8(QJsonDocument(payload).toJson(QJsonDocument::Compact));
    if (draft.dice.isObject())
        a.diceText = QString::fromUtf8(QJsonDocument(draft.dice.toObject()).toJson(QJsonDocument::Compact));
    else if (draft.dice.isArray())
        a.diceText = QString::fromUtf8(QJsonDocument(draft.dice.toArray()).toJson(QJsonDocument::Compact));
    a.refersTo = draft.refersTo;
    a.undoable = draft.undoable;
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

// The undo or redo entry of \a target: same audience, its texts prefixed, never itself undoable.
ActionDraft reversal(const QString &kind, const QString &prefix, const Action &target, const QString &actor)
{
    ActionDraft draft;
    draft.kind = kind;
    draft.publicText = prefix.arg(target.publicText);
    draft.privateText = target.privateText.isEmpty() ? QString() : prefix.arg(target.privateText);
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
    const Action target = action(m_undo.last());
    ActionWriter writer(*this);
    const QList<StateOp> ops = target.ops();
    for (auto it = ops.crbegin(); it != ops.crend(); ++it) {
        if (!it->isSticky())
            writer.apply(it->inverse());
    }
    return writer.commit(reversal(u"undo"_s, tr("Undone: %1"), target, actor));
}

qint64 ActionLog::redo(const QString &actor)
{
    if (!canRedo())
        throw Failure::badInput(tr("There is nothing to redo."));
    const Action target = action(m_redo.last());
    ActionWriter writer(*this);
    for (const StateOp &op : target.ops()) {
        if (!op.isSticky())
            writer.apply(op);
    }
    ActionDraft draft = reversal(u"redo"_s, tr("Redone: %1"), target, actor);
    if (!target.diceText.isEmpty())
        draft.dice = QJsonObject{{u"reused_from"_s, target.seq}}; // the same dice, never a re-roll
    return writer.commit(draft);
}

} // namespace Reeve
