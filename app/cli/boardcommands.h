#pragma once

#include <QStringList>

namespace Reeve {

/**
 * reeve-cli location / unit: the campaign model's places and units from a
 * script, each change one logged, undoable action (the same CampaignEditor
 * actions as the Campaign panel).
 */
class BoardCommands
{
public:
    static int location(const QStringList &words);
    static int unit(const QStringList &words);
};

} // namespace Reeve
