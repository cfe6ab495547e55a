#include "democampaign.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "log/actionlog.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

struct DemoSide
{
    const char *name;
    const char *player;
};

struct DemoLocation
{
    const char *id;
    const char *name;
    const char *kind;
    const char *terrain;
    int feudal;
    bool port;
};

struct DemoUnit
{
    const char *side;
    const char *type;
    const char *name;
    const char *location;
    int attack;
    int defence;
    int movement;
    int leader; ///< leader value (1066 §2.10, §18); 0: not a leader
    bool king;  ///< wears the crown (1066 §2.10: every power but the Britons has a king)
};

constexpr DemoSide kPlayers[] = {
    {"Anglo-Saxons", "Aelfric"}, {"Normans", "Odo"}, {"Vikings", "Sigrid"}, {"Britons", "Gwen"}};

constexpr DemoLocation kLocations[] = {
    {"A3", "Gwynedd", "square", "mountains", 1, false},
    {"A5", "Exeter", "square", "hills", 1, true},
    {"B4", "Hereford", "square", "forest", 1, false},
    {"B6", "Pevensey", "square", "clear", 0, true},
    {"C3", "Tamworth", "square", "clear", 2, false},
    {"C5", "Winchester", "square", "clear", 2, false},
    {"C6", "Hastings", "square", "clear", 1, true},
    {"D2", "York", "square", "city", 3, true},
    {"D3", "Stamford Bridge", "square", "river", 0, false},
    {"D5", "London", "square", "city", 4, true},
    {"NORMANDY", "Normandy box", "off-map box", "off-map", 0, true},
    {"NORWAY", "Norway box", "off-map box", "off-map", 0, true},
};

constexpr DemoUnit kUnits[] = {
    {"Anglo-Saxons", "leader", "Harold Godwinson", "D5", 3, 3, 4, 3, true},
    {"Anglo-Saxons", "huscarls", "Harold's huscarls", "D5", 3, 3, 3, 0, false},
    {"Anglo-Saxons", "thegns", "Thegns of Wessex", "C5", 2, 2, 3, 0, false},
    {"Anglo-Saxons", "thegns", "Thegns of East Anglia", "D5", 2, 2, 3, 0, false},
    {"Anglo-Saxons", "fyrd", "Fyrd of Kent", "C6", 1, 2, 2, 0, false},
    {"Anglo-Saxons", "fyrd", "Fyrd of Sussex", "B6", 1, 2, 2, 0, false},
    {"Anglo-Saxons", "fyrd", "Fyrd of Essex", "D5", 1, 2, 2, 0, false},
    {"Anglo-Saxons", "fyrd", "Mercian fyrd", "C3", 1, 2, 2, 0, false},
    {"Anglo-Saxons", "leader", "Earl Edwin", "D2", 2, 2, 4, 2, false},
    {"Anglo-Saxons", "leader", "Earl Morcar", "D2", 2, 2, 4, 1, false},
    {"Anglo-Saxons", "thegns", "Northumbrian thegns", "D2", 2, 2, 3, 0, false},
    {"Normans", "leader", "William the Bastard", "NORMANDY", 3, 3, 4, 4, true},
    {"Normans", "leader", "Odo of Bayeux", "NORMANDY", 2, 2, 4, 2, false},
    {"Normans", "knights", "Norman knights", "NORMANDY", 4, 3, 5, 0, false},
    {"Normans", "knights", "Breton knights", "NORMANDY", 4, 2, 5, 0, false},
    {"Normans", "knights", "Flemish knights", "NORMANDY", 3, 2, 5, 0, false},
    {"Normans", "archers", "Norman archers", "NORMANDY", 2, 1, 3, 0, false},
    {"Normans", "infantry", "Norman foot", "NORMANDY", 2, 2, 3, 0, false},
    {"Normans", "fleet", "Norman fleet", "NORMANDY", 0, 1, 6, 0, false},
    {"Vikings", "leader", "Harald Hardrada", "NORWAY", 4, 3, 4, 3, true},
    {"Vikings", "leader", "Tostig Godwinson", "NORWAY", 2, 2, 4, 1, false},
    {"Vikings", "huscarls", "Hardrada's huscarls", "NORWAY", 3, 3, 3, 0, false},
    {"Vikings", "bondi", "Norse bondi", "NORWAY", 2, 1, 3, 0, false},
    {"Vikings", "levy", "Orkney levy", "NORWAY", 1, 1, 3, 0, false},
    {"Vikings", "fleet", "Norse fleet", "NORWAY", 0, 1, 6, 0, false},
    {"Britons", "leader", "Bleddyn ap Cynfyn", "A3", 2, 2, 4, 2, false},
    {"Britons", "leader", "Rhiwallon ap Cynfyn", "B4", 2, 2, 4, 1, false},
    {"Britons", "teulu", "Teulu of Gwynedd", "A3", 3, 2, 4, 0, false},
    {"Britons", "levy", "Gwynedd levy", "A3", 1, 2, 3, 0, false},
    {"Britons", "levy", "Powys levy", "B4", 1, 2, 3, 0, false},
};

QString text(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

/// Builds the campaign step by step, remembering the ids it hands out.
class Builder
{
public:
    explicit Builder(Campaign &campaign)
        : m_campaign(campaign)
        , m_editor(campaign)
    {
    }

    void addSides();
    void addLocations();
    void addUnits();
    void playSeptember();

private:
    qint64 side(const char *name) { return m_sides.value(text(name)); }
    qint64 unit(const char *name) { return m_units.value(text(name)); }
    void advanceTo(const QString &phase);
    void march(const char *side, std::initializer_list<const char *> names, const QString &to);

    Campaign &m_campaign;
    CampaignEditor m_editor;
    QHash<QString, qint64> m_sides;
    QHash<QString, qint64> m_units;
};

void Builder::addSides()
{
    for (const DefaultSide &side : m_campaign.game().defaultSides) {
        QString player;
        for (const DemoSide &demo : kPlayers) {
            if (text(demo.name) == side.name)
                player = text(demo.player);
        }
        m_editor.addSide(side.name, side.colour, player);
    }
    for (const Side &side : CampaignReader(m_campaign.database()).sides())
        m_sides.insert(side.name, side.id);
}

void Builder::addLocations()
{
    for (const DemoLocation &l : kLocations) {
        QJsonObject attributes{{u"terrain"_s, text(l.terrain)}};
        if (l.feudal > 0)
            attributes.insert(u"feudal"_s, l.feudal);
        if (l.port)
            attributes.insert(u"port"_s, true);
        m_editor.addLocation(text(l.id), text(l.name), text(l.kind), attributes);
    }
}

void Builder::addUnits()
{
    for (const DemoUnit &u : kUnits) {
        QJsonObject values{{u"attack"_s, u.attack}, {u"defence"_s, u.defence}, {u"movement"_s, u.movement}};
        // The battle board reads a leader's value as "leader" and the crown as "king" (BattleCampaign).
        if (u.leader > 0)
            values.insert(u"leader"_s, u.leader);
        if (u.king)
            values.insert(u"king"_s, true);
        qint64 id = 0;
        m_editor.addUnit(side(u.side), text(u.type), text(u.name), text(u.location), values, &id);
        m_units.insert(text(u.name), id);
    }
    m_editor.placeMarker(u"D5"_s, u"castle"_s, side("Anglo-Saxons"), {{u"strength"_s, 2}});
    m_editor.placeMarker(u"C5"_s, u"castle"_s, side("Anglo-Saxons"), {{u"strength"_s, 1}});
}

void Builder::advanceTo(const QString &phase)
{
    for (int guard = 0; guard < 20 && CampaignReader(m_campaign.database()).clock().phase != phase; ++guard)
        m_editor.advancePhase();
}

/// A force moves face down through the 1066 map-move step (§7.1): the public log says a force moved.
void Builder::march(const char *side, std::initializer_list<const char *> names, const QString &to)
{
    QJsonArray ids;
    for (const char *name : names)
        ids.append(unit(name));
    const StepResult result = StepRunner(m_campaign).run(StepRegistry::standard().get(u"1066"_s, u"map-move"_s),
                                                         {{u"side"_s, text(side)}, {u"units"_s, ids}, {u"to"_s, to}},
                                                         {}, StepRunner::Mode::Apply);
    if (result.refused())
        throw Failure::internal(u"demo move refused: "_s + result.refusals.first().message);
}

void Builder::playSeptember()
{
    // The clock's next phase follows 1066 §3.2's order of play, so the Vikings' movement phase is set directly.
    m_editor.setTurn(9, u"Movement"_s);
    m_editor.setActiveSide(side("Vikings"));
    march("Vikings", {"Harald Hardrada", "Tostig Godwinson", "Hardrada's huscarls", "Orkney levy"}, u"D3"_s);
    march("Vikings", {"Norse fleet"}, u"D2"_s);
    march("Vikings", {"Norse bondi"}, u"D5"_s); // a slip of the hand...
    m_campaign.log().undo();                    // ...undone, as a referee would
    march("Vikings", {"Norse bondi"}, u"D2"_s);
    advanceTo(u"Combat"_s);
    m_editor.eliminateUnit(unit("Northumbrian thegns"));
    m_editor.eliminateUnit(unit("Earl Morcar"));
    m_editor.setTurn(9, u"Pillage"_s); // the battle at D2 is settled by hand above, so the clock is set past it
    m_editor.placeMarker(u"D2"_s, u"pillaged"_s, side("Vikings"));
    m_editor.setActiveSide(side("Anglo-Saxons"));
    m_editor.setTurn(9, u"Movement"_s);
    march("Anglo-Saxons", {"Harold Godwinson", "Harold's huscarls"}, u"C3"_s);
}

} // namespace

std::unique_ptr<Campaign> DemoCampaign::create(const QString &path)
{
    std::unique_ptr<Campaign> campaign = Campaign::create(
        path, u"1066"_s, QCoreApplication::translate("Reeve::DemoCampaign", "Demo: the year of three kings"));
    Builder builder(*campaign);
    builder.addSides();
    builder.addLocations();
    builder.addUnits();
    builder.playSeptember();
    return campaign;
}

} // namespace Reeve
