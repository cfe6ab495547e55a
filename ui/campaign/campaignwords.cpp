#include "campaignwords.h"

#include "util/labeltable.h"

namespace Reeve {

namespace {

#define CW(text) QT_TRANSLATE_NOOP("Reeve::CampaignWords", text)

// Location kinds, attribute keys and attribute values the games' scenarios and steps write.
const LabelEntry kWords[] = {
        // kinds of location
        {"box", CW("box")},
        {"city", CW("city")},
        {"district", CW("district")},
        {"hex", CW("hex")},
        {"homeland", CW("homeland")},
        {"off-map box", CW("off-map box")},
        {"province", CW("province")},
        {"region", CW("region")},
        {"sea", CW("sea")},
        {"square", CW("square")},
        {"strait", CW("strait")},
        {"territory", CW("territory")},
        // attribute keys
        {"army_type", CW("army type")},
        {"control", CW("control")},
        {"cube", CW("cube")},
        {"face", CW("face")},
        {"feudal", CW("feudal")},
        {"held_by", CW("held by")},
        {"king", CW("king")},
        {"landing_from_germany", CW("landing from Germany")},
        {"lands_in", CW("lands in")},
        {"leader", CW("leader")},
        {"owner", CW("owner")},
        {"peoples", CW("peoples")},
        {"port", CW("port")},
        {"revenue", CW("revenue")},
        {"setup_in", CW("set up in")},
        {"terrain", CW("terrain")},
        {"town", CW("town")},
        {"used", CW("used")},
        // attribute values and unit kinds
        {"band", CW("band")},
        {"civilization", CW("civilization")},
        {"grey", CW("grey")},
        {"orange", CW("orange")},
        {"pink", CW("pink")},
        {"first alliance", CW("first alliance")},
        {"second alliance", CW("second alliance")},
        {"third alliance", CW("third alliance")},
        {"garrison", CW("garrison")},
        {"captured", CW("captured")},
        {"disbanded", CW("disbanded")},
        {"spent", CW("spent")},
        // Charlemagne: a region no player controls is neutral (Charlemagne §4), a state, not a side
        {"Neutral", CW("Neutral")},
};

#undef CW

} // namespace

std::optional<QString> CampaignWords::label(const QString &value)
{
    return findLabel("Reeve::CampaignWords", kWords, value);
}

QStringList CampaignWords::known()
{
    return labelKeys(kWords);
}

} // namespace Reeve
