#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

#include "procedures/explanationstep.h"

namespace Reeve {

class DiceSource;
class RuleTable;
class TableLibrary;
struct Procedure;

/**
 * What a procedure's body works with: its validated parameters, the dice
 * source, the rule tables (with the campaign's house edits applied), and where
 * it writes its outcome and explanation.
 */
class ProcedureContext
{
public:
    ProcedureContext(const Procedure &procedure, QJsonObject inputs, DiceSource &dice, const TableLibrary &tables);

    const Procedure &procedure() const { return m_procedure; }
    const QJsonObject &inputs() const { return m_inputs; }
    qint64 integer(const QString &name) const;
    bool boolean(const QString &name) const;
    QString text(const QString &name) const;
    QList<int> integers(const QString &name) const;

    /// The next die; \a label says what it is for.
    int roll(int sides, const QString &label);
    /// \a count dice of \a sides sides, labelled "label 1", "label 2", ...
    QList<int> rollMany(int count, int sides, const QString &label);

    /// Looks up a table; throws Failure::internal if the build lacks it.
    const RuleTable &table(const QString &id) const;

    void step(const QString &text, const QString &ruleRef = QString());
    void set(const QString &field, const QJsonValue &value);

    const QJsonObject &outcome() const { return m_outcome; }
    const QList<ExplanationStep> &steps() const { return m_steps; }

private:
    const Procedure &m_procedure;
    QJsonObject m_inputs;
    DiceSource &m_dice;
    const TableLibrary &m_tables;
    QJsonObject m_outcome;
    QList<ExplanationStep> m_steps;
};

} // namespace Reeve
