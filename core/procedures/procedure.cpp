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

} // namespace Reeve
