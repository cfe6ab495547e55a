#pragma once

#include <QStringList>

namespace Reeve {

/**
 * reeve-cli britain FILE VERB ...: the Dark Age Britain referee's record of a
 * campaign year (districts, bands, the war leader, morale, rally, drive-back,
 * pillage and the year's end). Each step is a logged, undoable action; the
 * steps that rest on a rule run the britain.* procedure first and log it too.
 */
class BritainCommands
{
public:
    static int run(const QStringList &words);
};

} // namespace Reeve
