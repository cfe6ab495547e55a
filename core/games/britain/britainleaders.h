#pragma once

namespace Reeve {

class ProcedureRegistry;

/** Dark Age Britain leaders: war leader choice and who follows him, natural death, detachments, leaders struck down. */
void registerBritainLeaders(ProcedureRegistry &registry);

} // namespace Reeve
