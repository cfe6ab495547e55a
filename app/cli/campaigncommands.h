#pragma once

#include <QStringList>

namespace Reeve {

/** reeve-cli commands on campaign files: new, side, log, undo, redo (verify and seed: VerifyCommands). */
class CampaignCommands
{
public:
    static int newCampaign(const QStringList &words);
    static int side(const QStringList &words);
    static int log(const QStringList &words);
    static int undo(const QStringList &words);
    static int redo(const QStringList &words);
};

} // namespace Reeve
