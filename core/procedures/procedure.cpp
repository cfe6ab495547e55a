#include "procedure.h"

namespace Reeve {

const ParameterSpec *Procedure::parameter(const QString &name) const
{
    for (const ParameterSpec &spec : parameters) {
        if (spec.name == name)
            return &spec;
    }
    return nullptr;
}

void Procedure::fillParameterHelp()
{
    for (ParameterSpec &spec : parameters) {
        if (spec.help.isEmpty())
            spec.help = spec.label + u'.';
    }
}

Procedure Procedure::make(const QString &game, const QString &name, const QString &title,
                          const QStringList &ruleRefs, const QString &summary)
{
    Procedure p;
    const QString prefix = game + u'.';
    p.id = name.startsWith(prefix) ? name : prefix + name;
    p.game = game;
    p.title = title;
    p.ruleRefs = ruleRefs;
    p.summary = summary;
    return p;
}

} // namespace Reeve
