// The forms of phases 5 to 9 of the Swords & Sails season panel: sieges, losses and captures, building
// units and raising forces, building cities, and the season's advance with the per-faction reports.
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sasseason.h"
#include "games/sas/sassteps.h"
#include "ledger/reportexporter.h"
#include "log/actionlog.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedureresultview.h"
#include "procedures/procedurerunner.h"
#include "sasformparts.h"
#include "sasseasonpanel.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Sas;
using namespace Reeve::SasForm;

namespace {

QComboBox *typeCombo(const QString &name)
{
    QComboBox *c = combo(name);
    c->addItem(QCoreApplication::translate("Reeve::SasSeasonPanel", "army"), QString::fromLatin1(kArmy));
    c->addItem(QCoreApplication::translate("Reeve::SasSeasonPanel", "fleet"), QString::fromLatin1(kFleet));
    c->setMinimumContentsLength(6);
    return c;
}

/// A step's fields with unit counts added ("hc": 2, or "lose_hc" with \a prefix).
QJsonObject withCounts(QJsonObject fields, const QMap<QString, int> &counts, const QString &prefix = {})
{
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        fields.insert(prefix + it.key().toLower(), it.value());
    return fields;
}

void zero(const QList<QSpinBox *> &spins)
{
    for (QSpinBox *s : spins)
        s->setValue(0);
}

} // namespace

QWidget *SasSeasonPanel::unitRow(const QStringList &labels, QList<QSpinBox *> &spins, const QString &prefix)
{
    auto *w = new QWidget;
    auto *grid = new QGridLayout(w);
    grid->setContentsMargins(0, 0, 0, 0);
    for (qsizetype i = 0; i < labels.size(); ++i) {
        QSpinBox *s = spin(0, 99, 0, prefix + labels.at(i));
        spins << s;
        const int r = int(i / 3), c = int(i % 3) * 2;
        grid->addWidget(new QLabel(labels.at(i)), r, c, Qt::AlignRight);
        grid->addWidget(s, r, c + 1);
    }
    grid->setColumnStretch(6, 1);
    return w;
}

QMap<QString, int> SasSeasonPanel::countsOf(const QList<QSpinBox *> &spins, const QStringList &labels) const
{
    QMap<QString, int> counts;
    for (qsizetype i = 0; i < labels.size() && i < spins.size(); ++i)
        if (spins.at(i)->value() > 0)
            counts.insert(labels.at(i), spins.at(i)->value());
    return counts;
}


QWidget *SasSeasonPanel::buildBattlePage()
{
    auto *losses = new QGroupBox(tr("Battle losses (Swords && Sails, phase 6)"));
    auto *ll = form(losses);
    m_lossSide = combo(u"sasLossSide"_s);
    m_sideCombos << m_lossSide;
    m_lossType = typeCombo(u"sasLossType"_s);
    m_lossNumber = spin(1, 5, 1, u"sasLossNumber"_s);
    m_lossReason = new QLineEdit;
    m_lossReason->setObjectName(u"sasLossReason"_s);
    m_lossReason->setPlaceholderText(tr("e.g. battle of Flanders"));
    ll->addRow(tr("Force:"), row({m_lossSide, m_lossType, m_lossNumber}));
    ll->addRow(tr("Units lost:"), unitRow(allUnits(), m_losses, u"sasLose"_s));
    ll->addRow(tr("Why:"), m_lossReason);
    auto *apply = actionButton(tr("&Remove losses"), u"sasLosses"_s, tr("An emptied force leaves play"));
    connect(apply, &QPushButton::clicked, this, [this] {
        if (perform(tr("Losses"), [this] {
                SasSteps::run(*m_campaign, u"losses"_s,
                              withCounts({{u"side"_s, m_lossSide->currentText()},
                                          {u"type"_s, m_lossType->currentData().toString()},
                                          {u"number"_s, m_lossNumber->value()},
                                          {u"reason"_s, m_lossReason->text().trimmed()}},
                                         countsOf(m_losses, allUnits())));
            }))
            zero(m_losses);
    });
    ll->addRow(apply);

    auto *capture = new QGroupBox(tr("Ships captured (Swords && Sails, phase 6)"));
    auto *cl = form(capture);
    m_captureWinner = combo(u"sasCaptureWinner"_s);
    m_captureLoser = combo(u"sasCaptureLoser"_s);
    m_sideCombos << m_captureWinner << m_captureLoser;
    m_captureTo = spin(1, 5, 1, u"sasCaptureTo"_s);
    m_captureFrom = spin(1, 5, 1, u"sasCaptureFrom"_s);
    cl->addRow(tr("Captor:"), row({m_captureWinner, new QLabel(tr("fleet")), m_captureTo}));
    cl->addRow(tr("From:"), row({m_captureLoser, new QLabel(tr("fleet")), m_captureFrom}));
    cl->addRow(tr("Ships:"), unitRow(fleetUnits(), m_captured, u"sasCapture"_s));
    auto *take = actionButton(tr("&Capture"), u"sasCapture"_s,
                              tr("The ships pass at once to the captor's fleet"));
    connect(take, &QPushButton::clicked, this, [this] {
        if (perform(tr("Capture"), [this] {
                SasSteps::run(*m_campaign, u"capture"_s,
                              withCounts({{u"winner"_s, m_captureWinner->currentText()},
                                          {u"winner_fleet"_s, m_captureTo->value()},
                                          {u"loser"_s, m_captureLoser->currentText()},
                                          {u"loser_fleet"_s, m_captureFrom->value()}},
                                         countsOf(m_captured, fleetUnits())));
            }))
            zero(m_captured);
    });
    cl->addRow(take);
    auto *rolls = note(
            tr("The combat rolls are in the Procedures dock (sas.land-combat, sas.fleet-combat, the "
               "sas.quick-* steps, sas.morale); their results come back here as losses and captures."));
    return page({buildMoveGroup(), rolls, buildSiegeGroup(), losses, capture});
}

QWidget *SasSeasonPanel::buildMoveGroup()
{
    auto *box = new QGroupBox(tr("Movement (Swords && Sails, phase 5)"));
    auto *fl = form(box);
    m_moveSide = combo(u"sasMoveSide"_s);
    m_sideCombos << m_moveSide;
    m_moveType = typeCombo(u"sasMoveType"_s);
    m_moveNumber = spin(1, 5, 1, u"sasMoveNumber"_s);
    m_moveTo = combo(u"sasMoveTo"_s);
    fl->addRow(tr("Force:"), row({m_moveSide, m_moveType, m_moveNumber}));
    auto *move = actionButton(tr("&Move"), u"sasMove"_s, tr("Moves the force; where it stands is public"));
    connect(move, &QPushButton::clicked, this, [this] {
        perform(tr("Move"), [this] {
            SasSteps::run(*m_campaign, u"move"_s,
                          {{u"side"_s, m_moveSide->currentText()},
                           {u"type"_s, m_moveType->currentData().toString()},
                           {u"number"_s, m_moveNumber->value()},
                           {u"to"_s, m_moveTo->currentText()}});
        });
    });
    fl->addRow(tr("To:"), row({m_moveTo, move}));
    m_cargo = new QLineEdit;
    m_cargo->setObjectName(u"sasCargo"_s);
    m_cargo->setPlaceholderText(tr("Army II, Army III (empty: nothing)"));
    m_cargo->setMinimumWidth(200);
    auto *load = actionButton(
            tr("Set &cargo"), u"sasSetCargo"_s,
            tr("The armies the fleet above carries, checked against its capacity (raider reading "
               "of the Orders tab); private to its owner"));
    connect(load, &QPushButton::clicked, this, [this] {
        perform(tr("Cargo"), [this] {
            if (m_moveType->currentData().toString() != QLatin1StringView(kFleet))
                throw Failure::badInput(tr("Choose a fleet above: only fleets carry armies."));
            QJsonArray armies;
            for (const QString &a : m_cargo->text().split(u',', Qt::SkipEmptyParts))
                armies.append(a.trimmed());
            SasSteps::run(*m_campaign, u"cargo"_s,
                          {{u"side"_s, m_moveSide->currentText()},
                           {u"fleet"_s, m_moveNumber->value()},
                           {u"armies"_s, armies},
                           {u"raider"_s, m_ordersRaider->currentData().toString()}});
        });
    });
    fl->addRow(tr("Carries:"), row({m_cargo, load}));
    return box;
}

QWidget *SasSeasonPanel::buildUnitsPage()
{
    auto *build = new QGroupBox(tr("Build units (Swords && Sails, phase 7)"));
    auto *bl = form(build);
    m_buildSide = combo(u"sasBuildSide"_s);
    m_sideCombos << m_buildSide;
    m_buildType = typeCombo(u"sasBuildType"_s);
    m_buildNumber = spin(1, 5, 1, u"sasBuildNumber"_s);
    bl->addRow(
            note(tr("At the faction's prices; peasants at most half an army (Kievan Rus' two thirds); ships "
                    "only for a faction holding a port.")));
    bl->addRow(tr("Into:"), row({m_buildSide, m_buildType, m_buildNumber}));
    bl->addRow(tr("Units:"), unitRow(allUnits(), m_built, u"sasBuild"_s));
    auto *buy = actionButton(tr("B&uild"), u"sasBuild"_s, tr("Adds the units and pays for them"));
    connect(buy, &QPushButton::clicked, this, [this] {
        if (perform(tr("Build units"), [this] {
                SasSteps::run(*m_campaign, u"build"_s,
                              withCounts({{u"side"_s, m_buildSide->currentText()},
                                          {u"type"_s, m_buildType->currentData().toString()},
                                          {u"number"_s, m_buildNumber->value()}},
                                         countsOf(m_built, allUnits())));
            }))
            zero(m_built);
    });
    bl->addRow(buy);

    auto *raise = new QGroupBox(tr("Raise an army or fleet (Swords && Sails, components and phase 7)"));
    auto *rl = form(raise);
    m_raiseSide = combo(u"sasRaiseSide"_s);
    m_sideCombos << m_raiseSide;
    m_raiseType = typeCombo(u"sasRaiseType"_s);
    m_raiseAt = combo(u"sasRaiseAt"_s);
    rl->addRow(note(
            tr("Creation cost by the forces already held (30, 50, 70, 100, 150), plus its first units.")));
    rl->addRow(tr("Faction:"), row({m_raiseSide, m_raiseType}));
    rl->addRow(tr("At:"), m_raiseAt);
    rl->addRow(tr("Units:"), unitRow(allUnits(), m_raised, u"sasRaise"_s));
    auto *go = actionButton(tr("R&aise"), u"sasRaise"_s, tr("Creates the next free army or fleet number"));
    connect(go, &QPushButton::clicked, this, [this] {
        if (perform(tr("Raise a force"), [this] {
                SasSteps::run(*m_campaign, u"raise"_s,
                              withCounts({{u"side"_s, m_raiseSide->currentText()},
                                          {u"type"_s, m_raiseType->currentData().toString()},
                                          {u"location"_s, m_raiseAt->currentText()}},
                                         countsOf(m_raised, allUnits())));
            }))
            zero(m_raised);
    });
    rl->addRow(go);
    return page({build, raise});
}

QWidget *SasSeasonPanel::buildCitiesPage()
{
    auto *box = new QGroupBox(tr("Build cities (Swords && Sails, phase 8)"));
    auto *fl = form(box);
    m_citySide = combo(u"sasCitySide"_s);
    m_cityTerritory = combo(u"sasCityTerritory"_s);
    m_sideCombos << m_citySide;
    m_territoryCombos << m_cityTerritory;
    m_cityKind = combo(u"sasCityKind"_s);
    m_cityKind->addItem(tr("minor (trade or port)"), u"minor"_s);
    m_cityKind->addItem(tr("major (upgrade of a built minor city)"), u"major"_s);
    m_cityPort = new QCheckBox(tr("a &port"));
    m_cityPort->setObjectName(u"sasCityPort"_s);
    fl->addRow(note(tr("The cost rises with the cities already in the territory (the Holy Roman Empire and "
                       "England pay less); at most 1 + a third of the faction's territories in built cities; "
                       "a major city only from a minor city a player built.")));
    fl->addRow(tr("Faction:"), m_citySide);
    fl->addRow(tr("Territory:"), m_cityTerritory);
    fl->addRow(tr("City:"), row({m_cityKind, m_cityPort}));
    auto *buy = actionButton(tr("Build &city"), u"sasBuildCity"_s, tr("Places the city and pays for it"));
    connect(buy, &QPushButton::clicked, this, [this] {
        perform(tr("Build a city"), [this] {
            SasSteps::run(*m_campaign, u"city"_s,
                          {{u"side"_s, m_citySide->currentText()},
                           {u"territory"_s, m_cityTerritory->currentText()},
                           {u"kind"_s, m_cityKind->currentData().toString()},
                           {u"port"_s, m_cityPort->isChecked()}});
        });
    });
    fl->addRow(buy);
    return page({box});
}

QWidget *SasSeasonPanel::buildSeasonPage()
{
    auto *advance = new QGroupBox(tr("Advance the season (Swords && Sails, phase 9)"));
    auto *al = form(advance);
    m_length = combo(u"sasLength"_s);
    m_length->addItem(tr("short (40 VP)"), u"short"_s);
    m_length->addItem(tr("medium (60 VP)"), u"medium"_s);
    m_length->addItem(tr("long (100 VP)"), u"long"_s);
    m_length->addItem(tr("campaign (no target)"), u"campaign"_s);
    auto *setLength = actionButton(tr("Set &length"), u"sasSetLength"_s,
                                   tr("The points to reach and hold to win"));
    connect(setLength, &QPushButton::clicked, this, [this] {
        perform(tr("Game length"), [this] {
            SasSteps::run(*m_campaign, u"length"_s, {{u"length"_s, m_length->currentData().toString()}});
        });
    });
    al->addRow(tr("Game:"), row({m_length, setLength}));
    // Advancing is the advance step, in its own step form (the skip offered in the window).
    al->addRow(buildAdvanceForm());

    auto *reports = new QGroupBox(tr("Season reports"));
    auto *rl = form(reports);
    rl->addRow(
            note(tr("The public report and one per faction with its own private results, as HTML files. They "
                    "hold every faction's secrets: exported from the banker's view only.")));
    m_reportTurn = combo(u"sasReportTurn"_s);
    rl->addRow(tr("Season:"), m_reportTurn);
    m_reportDir = new QLineEdit;
    m_reportDir->setObjectName(u"sasReportDir"_s);
    m_reportDir->setPlaceholderText(tr("folder for the reports"));
    m_reportDir->setMinimumWidth(260);
    auto *browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for the season reports"),
                                                              m_reportDir->text());
        if (!dir.isEmpty())
            m_reportDir->setText(dir);
    });
    rl->addRow(tr("Folder:"), row({m_reportDir, browse}));
    auto *write = actionButton(tr("&Export reports"), u"sasExportReports"_s,
                               tr("Writes public.html and one file per faction"));
    connect(write, &QPushButton::clicked, this, [this] { exportReports(); });
    rl->addRow(write);
    return page({advance, reports});
}

void SasSeasonPanel::fillReportTurns()
{
    const int turn = CampaignReader(m_campaign->database()).clock().turn;
    const int chosen = m_reportTurn->count() > 0 ? m_reportTurn->currentData().toInt() : 0;
    const QSignalBlocker block(m_reportTurn);
    m_reportTurn->clear();
    for (int t = turn; t >= 1; --t)
        m_reportTurn->addItem(m_campaign->game().describeTurn(t), t);
    // The season just closed is the usual choice (as reeve-cli sas reports); a kept choice stays.
    const int at = m_reportTurn->findData(chosen > 0 && chosen <= turn ? chosen : qMax(1, turn - 1));
    m_reportTurn->setCurrentIndex(qMax(0, at));
}

bool SasSeasonPanel::exportReports()
{
    if (!m_campaign)
        return false;
    if (audience() != Audience::Referee) {
        showError(tr("Reports refused: they hold every faction's secrets; choose the banker's view first."));
        return false;
    }
    try {
        const QString dirName = m_reportDir->text().trimmed();
        if (dirName.isEmpty())
            throw Failure::badInput(tr("Choose the folder for the reports first."));
        const int turn = m_reportTurn->currentData().toInt();
        QStringList audiences{u"public"_s};
        for (const Side &s : SasBoard(*m_campaign).factions())
            audiences << u"side="_s + s.name;
        QString why;
        const QStringList written = ReportExporter::exportEach(*m_campaign, audiences, turn, turn,
                                                               ReportExporter::Format::Html, dirName, this,
                                                               &why);
        if (written.isEmpty())
            throw Failure::badInput(why);
        m_result->hide();
        showDone({}, {tr("Reports for %1 written:").arg(m_campaign->game().describeTurn(turn)),
                      written.join(u'\n')});
        return true;
    } catch (const Failure &failure) {
        showError(tr("Reports refused: %1").arg(failure.message()));
    }
    return false;
}

} // namespace Reeve
