#include "clicall.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "util/failure.h"

namespace Reeve {

QString CliCall::word(int i, const QString &what) const
{
    if (i >= words.size())
        throw Failure::badInput(QCoreApplication::translate("Reeve::Cli", "Missing %1; run reeve-cli %2 --help.")
                                    .arg(what, command));
    return words.at(i);
}

Side CliCall::side(int i) const
{
    return CampaignReader(campaign.database())
        .sideByName(word(i, QCoreApplication::translate("Reeve::Cli", "the side")));
}

} // namespace Reeve
