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
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "common/stepform.h"
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

QWidget *SasSeasonPanel::buildBattlePage()
{
    auto *losses = new QGroupBox(tr("Battle losses (Swords && Sails, phase 6)"));
    auto *ll = new QVBoxLayout(losses);
    ll->addWidget(sasForm(u"losses"_s, u"sasLossesForm"_s));
    auto *capture = new QGroupBox(tr("Ships captured (Swords && Sails, phase 6)"));
    auto *cl = new QVBoxLayout(capture);
    cl->addWidget(sasForm(u"capture"_s, u"sasCaptureForm"_s));
    auto *rolls = note(tr(
            "The combat rolls are in the Procedures dock (Alt+3): Land combat attack, Fleet combat attack, "
            "the Quick combat procedures and the Morale (rout) check; their results come back here as "
            "losses and captures."));
    return page({buildMoveGroup(), rolls, buildSiegeGroup(), losses, capture});
}

QWidget *SasSeasonPanel::buildMoveGroup()
{
    auto *box = new QGroupBox(tr("Movement (Swords && Sails, phase 5)"));
    auto *fl = new QVBoxLayout(box);
    fl->addWidget(sasForm(u"move"_s, u"sasMoveForm"_s));
    auto *cargo = new QGroupBox(tr("Cargo (Swords && Sails, phase 4 and 5)"));
    auto *gl = new QVBoxLayout(cargo);
    gl->addWidget(sasForm(u"cargo"_s, u"sasCargoForm"_s));
    fl->addWidget(cargo);
    return box;
}

QWidget *SasSeasonPanel::buildUnitsPage()
{
    auto *build = new QGroupBox(tr("Build units (Swords && Sails, phase 7)"));
    auto *bl = new QVBoxLayout(build);
    bl->addWidget(sasForm(u"build"_s, u"sasBuildForm"_s));
    auto *raise = new QGroupBox(tr("Raise an army or fleet (Swords && Sails, components and phase 7)"));
    auto *rl = new QVBoxLayout(raise);
    rl->addWidget(sasForm(u"raise"_s, u"sasRaiseForm"_s));
    return page({build, raise});
}

QWidget *SasSeasonPanel::buildCitiesPage()
{
    auto *box = new QGroupBox(tr("Build cities (Swords && Sails, phase 8)"));
    auto *fl = new QVBoxLayout(box);
    fl->addWidget(sasForm(u"city"_s, u"sasCityForm"_s));
    return page({box});
}

QWidget *SasSeasonPanel::buildSeasonPage()
{
    auto *advance = new QGroupBox(tr("Advance the season (Swords && Sails, phase 9)"));
    auto *al = form(advance);
    al->addRow(sasForm(u"length"_s, u"sasLengthForm"_s));
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
    auto *write = actionButton(tr("E&xport reports"), u"sasExportReports"_s,
                               tr("Writes public.html and one file per faction"));
    connect(write, &QPushButton::clicked, this, [this] { exportReports(); });
    rl->addRow(write);
    return page({advance, reports});
}

void SasSeasonPanel::fillReportTurns()
{
    const int turn = CampaignReader(campaign()->database()).clock().turn;
    const int chosen = m_reportTurn->count() > 0 ? m_reportTurn->currentData().toInt() : 0;
    const QSignalBlocker block(m_reportTurn);
    m_reportTurn->clear();
    for (int t = turn; t >= 1; --t)
        m_reportTurn->addItem(campaign()->game().describeTurn(t), t);
    // The season just closed is the usual choice (as reeve-cli sas reports); a kept choice stays.
    const int at = m_reportTurn->findData(chosen > 0 && chosen <= turn ? chosen : qMax(1, turn - 1));
    m_reportTurn->setCurrentIndex(qMax(0, at));
}

bool SasSeasonPanel::exportReports()
{
    if (!campaign())
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
        for (const Side &s : SasBoard(*campaign()).factions())
            audiences << u"side="_s + s.name;
        QString why;
        const QStringList written = ReportExporter::exportEach(*campaign(), audiences, turn, turn,
                                                               ReportExporter::Format::Html, dirName, this,
                                                               &why);
        if (written.isEmpty())
            throw Failure::badInput(why);
        m_result->hide();
        showDone({}, {tr("Reports for %1 written:").arg(campaign()->game().describeTurn(turn)),
                      written.join(u'\n')});
        return true;
    } catch (const Failure &failure) {
        showError(tr("Reports refused: %1").arg(failure.message()));
    }
    return false;
}

} // namespace Reeve
