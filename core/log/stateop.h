#pragma once

#include <QJsonObject>
#include <QString>

namespace Reeve {

class Database;

/**
 * One primitive change to a state table, as stored in an action's payload:
 * insert a row, update some columns of a row (with their old values), or delete
 * a row (with its full contents). Because every op carries what it replaced, the
 * inverse of an action is computed from its payload alone: undo never needs to
 * re-run a procedure or re-roll a die.
 *
 * A "sticky" op (the randomness counter, for instance) is replayed but never
 * inverted: undoing a roll must not make the same dice come up again.
 */
class StateOp
{
public:
    enum class Kind { Insert, Update, Delete };

    static StateOp insert(const QString &table, const QJsonObject &row);
    static StateOp update(const QString &table, const QJsonObject &key, const QJsonObject &oldValues,
                          const QJsonObject &newValues);
    static StateOp remove(const QString &table, const QJsonObject &key, const QJsonObject &oldRow);

    Kind kind() const { return m_kind; }
    const QString &table() const { return m_table; }
    const QJsonObject &key() const { return m_key; }
    const QJsonObject &oldValues() const { return m_old; }
    const QJsonObject &newValues() const { return m_new; }
    bool isSticky() const { return m_sticky; }
    void setSticky(bool sticky) { m_sticky = sticky; }

    /// The op that undoes this one.
    StateOp inverse() const;
    /// Applies the op; an update or delete first checks the row still holds what the op expects.
    void apply(Database &db) const;
    /// Applies an op whose old values were read from the row in this same transaction (ActionWriter's
    /// update and remove): the row holds them, so it is not read a second time to check.
    void applyJustRead(Database &db) const;

    QJsonObject toJson() const;
    static StateOp fromJson(const QJsonObject &json);

private:
    void applyTo(Database &db, bool checkRow) const;

    Kind m_kind = Kind::Insert;
    QString m_table;
    QJsonObject m_key;
    QJsonObject m_old;
    QJsonObject m_new;
    bool m_sticky = false;
};

} // namespace Reeve
