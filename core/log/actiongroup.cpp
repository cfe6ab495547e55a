#include "actiongroup.h"

#include <QCoreApplication>

#include "log/actionlog.h"

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
    summary.publicText = publicSummary.isEmpty() ? publicLines() : publicSummary;
    summary.data = {{QStringLiteral("step"), kind}};
    m_done = true;
    return m_log.closeGroup(summary);
}

QString ActionGroup::publicLines()
{
    // The step's headline (the world already reads it in that entry), and how many entries it wrote.
    if (m_log.m_group.depth != 1)
        return {};
    // A procedure's own record is working; the headline is the first change the step made.
    QString first;
    QString firstChange;
    qint64 entries = 0;
    for (qint64 seq = m_log.m_group.firstSeq; seq <= m_log.lastSeq(); ++seq, ++entries) {
        const Action a = m_log.action(seq);
        if (first.isEmpty())
            first = a.publicText;
        if (firstChange.isEmpty() && a.kind != QStringLiteral("procedure.resolve"))
            firstChange = a.publicText;
    }
    if (!firstChange.isEmpty())
        first = firstChange;
    if (entries <= 1)
        return first;
    return QCoreApplication::translate("Reeve::ActionLog", "%1 (one step of %n entries)", nullptr,
                                       int(entries))
            .arg(first);
}

} // namespace Reeve
