#include "campaignwords.h"

#include "util/labeltable.h"

namespace Reeve {

namespace {

#define CW(text) QT_TRANSLATE_NOOP("Reeve::CampaignWords", text)

// Location kinds, attribute keys and attribute values the games' scenarios and steps write.
const LabelEntry kWords[] = {
        // kinds of location
        //: A kind of location shown in the Campaign tables: a box printed on a game's sheet rather than
        //: a place on the map (the Swords & Sails alliance team boxes that hold the teams' cubes; the
        //: 1066 demo's Normandy and Norway boxes). A word apart from "off-map box", the 1066 kind.
        {"box", CW("box")},
        {"city", CW("city")},
        {"district", CW("district")},
        {"hex", CW("hex")},
        {"homeland", CW("homeland")},
        //: A kind of location of the 1066 scenario: an area beside the map board, the Vikings' Norway
        //: and the Normans' Normandy (1066 §2.4). Not the same entry as "box", the plain kind.
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
