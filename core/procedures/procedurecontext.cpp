#include "procedurecontext.h"

#include "procedures/dicesource.h"
#include "procedures/procedure.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

ProcedureContext::ProcedureContext(const Procedure &procedure, QJsonObject inputs, DiceSource &dice,
                                   const TableLibrary &tables)
    : m_procedure(procedure)
    , m_inputs(std::move(inputs))
    , m_dice(dice)
    , m_tables(tables)
{
}

qint64 ProcedureContext::integer(const QString &name) const
{
    return m_inputs.value(name).toInteger();
}

bool ProcedureContext::boolean(const QString &name) const
{
    return m_inputs.value(name).toBool();
}

QString ProcedureContext::text(const QString &name) const
{
    return m_inputs.value(name).toString();
}

QList<int> ProcedureContext::integers(const QString &name) const
{
    QList<int> result;
    for (const QJsonValue &v : m_inputs.value(name).toArray())
        result << int(v.toInteger());
    return result;
}

int ProcedureContext::roll(int sides, const QString &label)
{
    return m_dice.roll(sides, label);
}

QList<int> ProcedureContext::rollMany(int count, int sides, const QString &label)
{
    QList<int> faces;
    for (int i = 1; i <= count; ++i)
        faces << m_dice.roll(sides, u"%1 %2"_s.arg(label).arg(i));
    return faces;
}

const RuleTable &ProcedureContext::table(const QString &id) const
{
    return m_tables.table(id);
}

void ProcedureContext::step(const QString &text, const QString &ruleRef)
{
    m_steps.append(ExplanationStep{text, ruleRef});
}

void ProcedureContext::set(const QString &field, const QJsonValue &value)
{
    m_outcome.insert(field, value);
}

} // namespace Reeve
