// The Swords & Sails season panel's steps that have a step form of their own (StepForm, built from the
// registered step: its fields, its dice line, Check, Roll and apply, Use dice entered): the siege of
// phase 6, which rolls its casualty dice itself from the cities and kind the board records, and the
// season's advance of phase 9, whose mid-season refusal offers the skip here in the window.
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/gametexts.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "common/stepresultview.h"
#include "common/viewerchoice.h"
#include "games/sas/sasboard.h"
#include "sasformparts.h"
#include "sasseasonpanel.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

bool SasSeasonPanel::onTheMap(const Location &place)
{
    // Forces move, raise and besiege on the map: territories and sea zones, not the alliance boxes.
    return place.kind == QLatin1StringView(Sas::kTerritory) || place.kind == QLatin1StringView(Sas::kSeaZone);
}

StepForm *SasSeasonPanel::sasForm(const QString &id, const QString &objectName)
{
    StepForm *form = addStepForm(id, objectName);
    form->inputs()->setLocationFilter(&SasSeasonPanel::onTheMap);
    form->inputs()->refill();
    return form;
}

QWidget *SasSeasonPanel::buildSiegeGroup()
{
    auto *siege = new QGroupBox(tr("Siege (Swords && Sails, phase 6)"));
    auto *layout = new QVBoxLayout(siege);
    // The casualty dice follow the territory's cities and kind as the board records them (core): the
    // form asks only for the besieger, the territory, the gold paid and the troops lost.
    m_siegeForm = sasForm(u"siege"_s, u"sasSiegeForm"_s);
    layout->addWidget(m_siegeForm);
    return siege;
}

QWidget *SasSeasonPanel::buildAdvanceForm()
{
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    m_advanceForm = sasForm(u"advance"_s, u"sasAdvanceForm"_s);
    m_skipAdvance = new QPushButton(tr("S&kip the rest of the season and advance"));
    m_skipAdvance->setObjectName(u"sasAdvanceSkip"_s);
    m_skipAdvance->setToolTip(tr("Advances now, leaving the season's remaining phases undone (phase 9)."));
    m_skipAdvance->hide();
    connect(m_advanceForm, &StepForm::refused, this, &SasSeasonPanel::offerSkip);
    connect(m_advanceForm, &StepForm::applied, m_skipAdvance, &QWidget::hide);
    connect(m_skipAdvance, &QPushButton::clicked, this, &SasSeasonPanel::skipAndAdvance);
    layout->addWidget(m_advanceForm);
    layout->addWidget(m_skipAdvance, 0, Qt::AlignLeft);
    return box;
}

void SasSeasonPanel::offerSkip()
{
    m_skipAdvance->hide();
    if (!campaign() || !m_advanceForm->step())
        return;
    const QStringList &phases = campaign()->game().phases;
    const QString phase = CampaignReader(campaign()->database()).clock().phase;
    const qsizetype at = phases.indexOf(phase);
    const bool midSeason = at >= 0 && at < phases.size() - 1; // phase 1 too: the whole season
    if (!midSeason || m_advanceForm->inputs()->values().value(u"skip"_s).toBool())
        return; // another refusal: the form shows it as the rules give it
    // The window never sends the user to the command line: the skip is a button here.
    const StepRefusal
            refusal{tr("The season is at phase %1: advancing now skips phases %2 to %3. Finish them "
                       "first, or press \"Skip the rest of the season and advance\".")
                            .arg(GameTexts::label(phase))
                            .arg(at + 2)
                            .arg(phases.size() - 1),
                    m_advanceForm->lastResult().refusals.value(0).rule};
    m_advanceForm->result()->showRefusals(m_advanceForm->step()->translatedTitle(), {refusal},
                                          tr("Nothing was rolled or written."));
    m_skipAdvance->setVisible(!campaign()->isReadOnly());
}

void SasSeasonPanel::skipAndAdvance()
{
    if (m_advanceForm->setValue(u"skip"_s, u"true"_s) && m_advanceForm->rollAndApply())
        m_advanceForm->setValue(u"skip"_s, u"false"_s); // the next advance is checked again
    m_skipAdvance->hide();
}

void SasSeasonPanel::clearStepResults()
{
    // What the last step showed may belong to another viewer: the new view starts clean.
    for (StepForm *form : stepForms()) {
        form->result()->clear();
        // Its status line too ("Applied as action 13 …" stayed under the next viewer's form).
        if (auto *status = form->findChild<QLabel *>(u"stepStatus"_s))
            status->clear();
    }
    m_skipAdvance->hide();
}

} // namespace Reeve
