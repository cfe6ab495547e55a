#include "procedureregistry.h"

#include <QCoreApplication>

#include "campaign/campaignreader.h"
#include "games/gamemodules.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

const ProcedureRegistry &ProcedureRegistry::standard()
{
    static const ProcedureRegistry registry = [] {
        ProcedureRegistry r;
        GameModules::registerAll(r);
        return r;
    }();
    return registry;
}

void ProcedureRegistry::add(const Procedure &procedure)
{
    if (m_byId.contains(procedure.id))
        throw Failure::internal(u"procedure registered twice: %1"_s.arg(procedure.id));
    m_byId.insert(procedure.id, procedure);
}

const Procedure &ProcedureRegistry::get(const QString &id) const
{
    const auto it = m_byId.constFind(id);
    if (it != m_byId.constEnd())
        return it.value();
    throw Failure::badInput(QCoreApplication::translate("Reeve::ProcedureRegistry",
                                                        "Unknown procedure \"%1\"; closest: %2. "
                                                        "List them with: reeve-cli procedures")
                                .arg(id, CampaignReader::closest(id, m_byId.keys()).join(u", "_s)));
}

QList<const Procedure *> ProcedureRegistry::list(const QString &game) const
{
    QList<const Procedure *> result;
    for (const Procedure &p : m_byId) {
        if (game.isEmpty() || p.game == game)
            result << &p;
    }
    return result;
}

QList<const Procedure *> ProcedureRegistry::search(const QString &text) const
{
    QList<const Procedure *> result;
    for (const Procedure &p : m_byId) {
        const bool hit = p.id.contains(text, Qt::CaseInsensitive) || p.title.contains(text, Qt::CaseInsensitive)
                         || p.ruleRefs.join(u' ').contains(text, Qt::CaseInsensitive);
        if (text.isEmpty() || hit)
            result << &p;
    }
    return result;
}

} // namespace Reeve
