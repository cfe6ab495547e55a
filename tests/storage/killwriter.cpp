// Writer process for the kill test: opens a campaign and performs scripted actions
// forever, printing "committed SEQ" on stdout after each commit returns. The test
// kills it with SIGKILL at a random moment and checks that nothing reported is lost.
#include <cstdio>

#include <QCoreApplication>
#include <QStandardPaths>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "log/actionlog.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    if (argc < 2)
        return 2;
    auto campaign = Campaign::open(QString::fromLocal8Bit(argv[1]));
    CampaignEditor editor(*campaign);
    CampaignReader reader(campaign->database());
    if (reader.sides().isEmpty())
        editor.addSide(u"Normans"_s);
    if (!reader.hasLocation(u"C6"_s))
        editor.addLocation(u"C6"_s, u"Hastings"_s, u"square"_s);
    if (!reader.hasLocation(u"D7"_s))
        editor.addLocation(u"D7"_s, u"Pevensey"_s, u"square"_s);
    const qint64 sideId = reader.sides().first().id;
    for (int i = 0;; ++i) {
        qint64 unit = 0;
        qint64 seq = editor.addUnit(sideId, u"knight"_s, u"Knight %1"_s.arg(i), u"C6"_s, {{u"attack"_s, i % 5}}, &unit);
        std::printf("committed %lld\n", static_cast<long long>(seq));
        std::fflush(stdout);
        seq = editor.moveUnit(unit, u"D7"_s);
        std::printf("committed %lld\n", static_cast<long long>(seq));
        std::fflush(stdout);
        if (i % 3 == 0) {
            seq = campaign->log().undo();
            std::printf("committed %lld\n", static_cast<long long>(seq));
            std::fflush(stdout);
        }
    }
}
