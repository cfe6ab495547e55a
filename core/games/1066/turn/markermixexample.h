#pragma once

#include <QMap>
#include <QString>

namespace Reeve {

/**
 * The `reeve-cli container FILE compose …` line a 1066 step example starts from: every kind of the
 * 1066 counter mix, each at 0 unless \a counts names it (a step's example composes only the markers
 * it needs). One list of kinds instead of a copy in each step's examples.
 */
QString markerMixExample1066(const QMap<QString, int> &counts);

} // namespace Reeve
