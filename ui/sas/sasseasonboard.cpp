// The Board tab of the Swords & Sails season panel: the territories and sea zones of the map entered
// in the window (the rules' copy has no map), with their printed cities, holder, capital, a major
// port and closed land; a territory picked in the table comes back into the form, and its holder is
// changed there. Everything goes through the game's steps (territory, sea, control), one action each.
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

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/paneltables.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sassteps.h"
#include "sasformparts.h"
#include "sasseasonpanel.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Sas;
using namespace Reeve::SasForm;

namespace {

/// "neutral" / "none" first, then the factions (the item data is the side's name, empty for the first).
void refillWithNone(QComboBox *combo, const QString &none, const QStringList &sides)
{
    const QString kept = combo->currentData().toString();
    const QSignalBlocker block(combo);
    combo->clear();
    combo->addItem(none, QString());
    for (const QString &s : sides)
        combo->addItem(s, s);
    const int at = combo->findData(kept);
    combo->setCurrentIndex(at < 0 ? 0 : at);
}

} // namespace

QWidget *SasSeasonPanel::buildPlaceGroup()
{
    auto *box = new QGroupBox(
            tr("Starting armies and fleets (Swords && Sails, placing starting armies and fleets)"));
    auto *fl = form(box);
    m_placeSide = combo(u"sasPlaceSide"_s);
    m_sideCombos << m_placeSide;
    m_placeType = combo(u"sasPlaceType"_s);
    m_placeType->addItem(tr("army"), QString::fromLatin1(kArmy));
    m_placeType->addItem(tr("fleet"), QString::fromLatin1(kFleet));
    m_placeNumber = spin(1, 5, 1, u"sasPlaceNumber"_s);
    m_placeAt = combo(u"sasPlaceAt"_s);
    fl->addRow(note(
            tr("The forces printed on each faction's cards, placed without payment; their units are seen "
               "by their owner and the banker only.")));
    fl->addRow(tr("Force:"), row({m_placeSide, m_placeType, m_placeNumber}));
    fl->addRow(tr("At:"), m_placeAt);
    fl->addRow(tr("Units:"), unitRow(allUnits(), m_placed, u"sasPlace"_s));
    auto *place = actionButton(tr("&Place the force"), u"sasPlace"_s,
                               tr("Puts the army or fleet on the board"));
    connect(place, &QPushButton::clicked, this, [this] {
        const bool done = perform(tr("Place a force"), [this] {
            QJsonObject fields{{u"side"_s, m_placeSide->currentText()},
                               {u"type"_s, m_placeType->currentData().toString()},
                               {u"number"_s, m_placeNumber->value()},
                               {u"location"_s, m_placeAt->currentText()}};
            for (auto [label, count] : countsOf(m_placed, allUnits()).asKeyValueRange())
                fields.insert(label.toLower(), count);
            SasSteps::run(*campaign(), u"place"_s, fields);
        });
        if (done)
            for (QSpinBox *s : std::as_const(m_placed))
                s->setValue(0);
    });
    fl->addRow(place);
    return box;
}

QWidget *SasSeasonPanel::buildBoardPage()
{
    auto *box = new QGroupBox(tr("Territories and sea zones of the map (Swords && Sails, setup)"));
    auto *fl = form(box);
    m_boardName = new QLineEdit;
    m_boardName->setObjectName(u"sasBoardName"_s);
    m_boardName->setPlaceholderText(tr("as the map prints it, e.g. Wessex"));
    m_boardKind = combo(u"sasBoardKind"_s);
    m_boardKind->addItem(tr("land territory"), QString::fromLatin1(kTerritory));
    m_boardKind->addItem(tr("sea zone"), QString::fromLatin1(kSeaZone));
    m_boardHolder = combo(u"sasBoardHolder"_s);
    m_boardCapital = combo(u"sasBoardCapital"_s);
    m_boardTrade = spin(0, 20, 0, u"sasBoardTrade"_s);
    m_boardPorts = spin(0, 20, 0, u"sasBoardPorts"_s);
    m_boardMajor = spin(0, 20, 0, u"sasBoardMajor"_s);
    m_boardMajorPort = new QCheckBox(tr("its major city is a &port"));
    m_boardMajorPort->setObjectName(u"sasBoardMajorPort"_s);
    m_boardMajorPort->setToolTip(tr("Ships are built there; income and points stay those of one major city "
                                    "(Swords & Sails, phase 1: \"Major city or port\")"));
    m_boardClosed = new QCheckBox(tr("c&losed: the land of a faction nobody plays"));
    m_boardClosed->setObjectName(u"sasBoardClosed"_s);
    fl->addRow(note(
            tr("Enter the map's land and sea as the board shows them: each territory with its printed "
               "cities (a capital is a major city), who holds it, and whether its faction is not played. "
               "Pick a row in the Territories table to bring it back here and change who holds it; a "
               "territory entered wrongly is taken back with Undo.")));
    fl->addRow(tr("&Name:"), m_boardName);
    fl->addRow(tr("&Kind:"), m_boardKind);
    fl->addRow(tr("&Held by:"), m_boardHolder);
    fl->addRow(tr("Trade cities:"), m_boardTrade);
    fl->addRow(tr("Port cities:"), m_boardPorts);
    fl->addRow(tr("Major cities:"), row({m_boardMajor, m_boardMajorPort}));
    fl->addRow(tr("&Capital of:"), m_boardCapital);
    fl->addRow(m_boardClosed);
    auto *add
            = actionButton(tr("&Add to the board"), u"sasBoardAdd"_s,
                           tr("Registers the territory or sea zone with what the form shows, as one action"));
    connect(add, &QPushButton::clicked, this, [this] {
        perform(tr("Add to the board"), [this] {
            const QString name = m_boardName->text().trimmed();
            if (m_boardKind->currentData().toString() == QLatin1StringView(kSeaZone)) {
                SasSteps::run(*campaign(), u"sea"_s, {{u"name"_s, name}});
                return;
            }
            QJsonObject fields{{u"name"_s, name},
                               {u"trade"_s, m_boardTrade->value()},
                               {u"ports"_s, m_boardPorts->value()},
                               {u"major"_s, m_boardMajor->value()},
                               {u"port"_s, m_boardMajorPort->isChecked()},
                               {u"closed"_s, m_boardClosed->isChecked()}};
            if (!m_boardHolder->currentData().toString().isEmpty())
                fields.insert(u"control"_s, m_boardHolder->currentData().toString());
            if (!m_boardCapital->currentData().toString().isEmpty())
                fields.insert(u"capital"_s, m_boardCapital->currentData().toString());
            SasSteps::run(*campaign(), u"territory"_s, fields);
        });
    });
    auto *holder
            = actionButton(tr("Change who &holds it"), u"sasBoardControl"_s,
                           tr("Gives the territory named in the form to the faction under Held by (or makes "
                              "it neutral), as a battle or a ruling leaves it"));
    connect(holder, &QPushButton::clicked, this, [this] {
        perform(tr("Change who holds a territory"), [this] {
            const QString who = m_boardHolder->currentData().toString();
            SasSteps::run(*campaign(), u"control"_s,
                          {{u"territory"_s, m_boardName->text().trimmed()},
                           {u"side"_s, who.isEmpty() ? u"neutral"_s : who}});
        });
    });
    fl->addRow(row({add, holder}));
    return page({box, buildPlaceGroup()});
}

void SasSeasonPanel::pickTerritory()
{
    const QList<QTableWidgetItem *> picked = m_territories->selectedItems();
    if (!campaign() || picked.isEmpty())
        return;
    const QString id = m_territories->item(picked.first()->row(), 0)->text();
    const Location place = CampaignReader(campaign()->database()).location(id);
    m_boardName->setText(place.id);
    m_boardKind->setCurrentIndex(m_boardKind->findData(place.kind));
    const int holder = m_boardHolder->findData(place.attributes.value(u"control"_s).toString());
    m_boardHolder->setCurrentIndex(holder < 0 ? 0 : holder);
    const int capital = m_boardCapital->findData(place.attributes.value(u"capital"_s).toString());
    m_boardCapital->setCurrentIndex(capital < 0 ? 0 : capital);
    const auto [minor, major] = SasBoard(*campaign()).cityCounts(place.id);
    int ports = 0;
    bool majorPort = false;
    for (const PlacedMarker &m : SasBoard(*campaign()).cities(place.id)) {
        const bool port = m.attributes.value(u"port"_s).toBool();
        if (m.kind == QLatin1StringView(kMajorCity))
            majorPort = majorPort || port;
        else
            ports += port ? 1 : 0;
    }
    m_boardTrade->setValue(minor - ports);
    m_boardPorts->setValue(ports);
    m_boardMajor->setValue(major);
    m_boardMajorPort->setChecked(majorPort);
    m_boardClosed->setChecked(place.attributes.value(u"closed"_s).toBool());
}

void SasSeasonPanel::fillBoardChoices(const QStringList &sides, const QStringList &places)
{
    PanelTables::refill(m_placeAt, places);
    refillWithNone(m_boardHolder, tr("neutral"), sides);
    refillWithNone(m_boardCapital, tr("none"), sides);
}

} // namespace Reeve
