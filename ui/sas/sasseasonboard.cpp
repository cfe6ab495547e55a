// The Board tab of the Swords & Sails season panel: the territories and sea zones of the map entered
// in the window (the rules' copy has no map), with their printed cities, holder, capital, a major
// port and closed land; a territory picked in the table comes back into the forms, and its holder is
// changed there; what each place borders and the straits, so moves are checked without the command
// line. Each is the game's step (territory, sea, borders, strait, control, place) in its step form, one
// action.
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/paneltables.h"
#include "common/stepform.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasborders.h"
#include "games/sas/sascommon.h"
#include "games/sas/sassteps.h"
#include "games/sas/sasstraits.h"
#include "sasformparts.h"
#include "sasseasonpanel.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Sas;
using namespace Reeve::SasForm;

QWidget *SasSeasonPanel::buildPlaceGroup()
{
    auto *box = new QGroupBox(
            tr("Starting armies and fleets (Swords && Sails, placing starting armies and fleets)"));
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(sasForm(u"place"_s, u"sasPlaceForm"_s));
    return box;
}

QWidget *SasSeasonPanel::buildBoardPage()
{
    auto *box = new QGroupBox(tr("Territories and sea zones of the map (Swords && Sails, setup)"));
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(note(
            tr("Enter the map's land and sea as the board shows them: each territory with its printed "
               "cities (a capital is a major city), who holds it, and whether its faction is not played. "
               "Pick a row in the Territories table to bring it into the forms below; a territory "
               "entered wrongly is taken back with Undo.")));
    m_territoryForm = sasForm(u"territory"_s, u"sasTerritoryForm"_s);
    layout->addWidget(m_territoryForm);
    auto *sea = new QGroupBox(tr("A sea zone"));
    auto *seaLayout = new QVBoxLayout(sea);
    seaLayout->addWidget(sasForm(u"sea"_s, u"sasSeaForm"_s));
    auto *holder = new QGroupBox(tr("Who holds a territory (as a battle or a ruling leaves it)"));
    auto *holderLayout = new QVBoxLayout(holder);
    m_controlForm = sasForm(u"control"_s, u"sasControlForm"_s);
    holderLayout->addWidget(m_controlForm);
    return page({box, sea, buildBordersGroup(), holder, buildPlaceGroup()});
}

QWidget *SasSeasonPanel::buildBordersGroup()
{
    // Borders and straits from the map (phase 5): what moves, retreats and ships at sea are checked against.
    auto *box = new QGroupBox(tr("What a place borders, and straits (Swords && Sails, phase 5)"));
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(note(
            tr("List every territory and sea zone a place touches on the map, separated by commas; both "
               "sides are written at once, and an empty list clears them. A strait is a sea zone joining "
               "two shores: mark it below, with the faction controlling it.")));
    m_bordersForm = sasForm(u"borders"_s, u"sasBordersForm"_s);
    layout->addWidget(m_bordersForm);
    m_straitForm = sasForm(u"strait"_s, u"sasStraitForm"_s);
    layout->addWidget(m_straitForm);
    return box;
}

void SasSeasonPanel::pickTerritory()
{
    const QList<QTableWidgetItem *> picked = m_territories->selectedItems();
    if (!campaign() || picked.isEmpty())
        return;
    const QString id = m_territories->item(picked.first()->row(), 0)->text();
    const Location place = CampaignReader(campaign()->database()).location(id);
    m_controlForm->setValue(u"territory"_s, place.id);
    const QString holder = place.attributes.value(u"control"_s).toString();
    m_controlForm->setValue(u"side"_s, holder.isEmpty() ? u"neutral"_s : holder);
    m_bordersForm->setValue(u"name"_s, place.id);
    m_bordersForm->setValue(u"neighbours"_s, SasBorders::of(place).join(u", "_s));
    if (SasStraits::isStrait(place)) {
        m_straitForm->setValue(u"name"_s, place.id);
        m_straitForm->setValue(u"shores"_s, SasStraits::shores(place).join(u", "_s));
        m_straitForm->setValue(u"control"_s, SasStraits::controller(place));
    } else if (place.kind == QLatin1StringView(kSeaZone)) {
        m_straitForm->setValue(u"name"_s, place.id);
    }
    if (place.kind != QLatin1StringView(kTerritory))
        return;
    // The territory as the board records it, for a correction entered over it.
    int ports = 0;
    int minor = 0;
    int major = 0;
    bool majorPort = false;
    for (const PlacedMarker &m : SasBoard(*campaign()).cities(place.id)) {
        const bool port = m.attributes.value(u"port"_s).toBool();
        if (m.kind == QLatin1StringView(kMajorCity)) {
            ++major;
            majorPort = majorPort || port;
        } else {
            ++minor;
            ports += port ? 1 : 0;
        }
    }
    m_territoryForm->setValue(u"name"_s, place.id);
    m_territoryForm->setValue(u"control"_s, holder);
    m_territoryForm->setValue(u"capital"_s, place.attributes.value(u"capital"_s).toString());
    m_territoryForm->setValue(u"trade"_s, QString::number(minor - ports));
    m_territoryForm->setValue(u"ports"_s, QString::number(ports));
    m_territoryForm->setValue(u"major"_s, QString::number(major));
    m_territoryForm->setValue(u"port"_s, majorPort ? u"true"_s : u"false"_s);
    m_territoryForm->setValue(u"closed"_s,
                              place.attributes.value(u"closed"_s).toBool() ? u"true"_s : u"false"_s);
}

} // namespace Reeve
