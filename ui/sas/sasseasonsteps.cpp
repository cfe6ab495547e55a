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

StepForm *SasSeasonPanel::stepForm(const QString &id, const QString &objectName)
{
    auto *form = new StepForm;
    form->setObjectName(objectName);
    form->setProperty("step", id);
    form->setCompact(true); // several on a page: each result shows once there is one
    // Forces move, raise and besiege on the map: territories and sea zones, not the alliance boxes.
    form->inputs()->setLocationFilter([](const Location &l) {
        return l.kind == QLatin1StringView(Sas::kTerritory) || l.kind == QLatin1StringView(Sas::kSeaZone);
    });
    m_stepForms << form;
    return form;
}

QWidget *SasSeasonPanel::buildSiegeGroup()
{
    auto *siege = new QGroupBox(tr("Siege (Swords && Sails, phase 6)"));
    auto *layout = new QVBoxLayout(siege);
    // The casualty dice follow the territory's cities and kind as the board records them (core): the
    // form asks only for the besieger, the territory, the gold paid and the troops lost.
    m_siegeForm = stepForm(u"siege"_s, u"sasSiegeForm"_s);
    layout->addWidget(m_siegeForm);
    return siege;
}

QWidget *SasSeasonPanel::buildAdvanceForm()
{
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    m_advanceForm = stepForm(u"advance"_s, u"sasAdvanceForm"_s);
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
    if (!m_campaign || !m_advanceForm->step())
        return;
    const QStringList &phases = m_campaign->game().phases;
    const QString phase = CampaignReader(m_campaign->database()).clock().phase;
    const qsizetype at = phases.indexOf(phase);
    const bool midSeason = at >= 1 && at < phases.size() - 1;
    if (!midSeason || m_advanceForm->inputs()->values().value(u"skip"_s).toBool())
        return; // another refusal: the form shows it as the rules give it
    // The window never sends the user to the command line: the skip is a button here.
    const StepRefusal
            refusal{tr("The season is at phase %1: advancing now skips phases %2 to %3. Finish them "
                       "first, or press \"Skip the rest of the season and advance\".")
                            .arg(phase)
                            .arg(at + 2)
                            .arg(phases.size() - 1),
                    m_advanceForm->lastResult().refusals.value(0).rule};
    m_advanceForm->result()->showRefusals(m_advanceForm->step()->translatedTitle(), {refusal},
                                          tr("Nothing was rolled or written."));
    m_skipAdvance->setVisible(!m_campaign->isReadOnly());
}

void SasSeasonPanel::skipAndAdvance()
{
    if (m_advanceForm->setValue(u"skip"_s, u"true"_s) && m_advanceForm->rollAndApply())
        m_advanceForm->setValue(u"skip"_s, u"false"_s); // the next advance is checked again
    m_skipAdvance->hide();
}

void SasSeasonPanel::bindStepForms()
{
    for (StepForm *form : std::as_const(m_stepForms)) {
        form->setCampaign(m_campaign);
        form->setStep(m_campaign ? &StepRegistry::standard().get(u"sas"_s, form->property("step").toString())
                                 : nullptr);
    }
    m_skipAdvance->hide();
}

void SasSeasonPanel::clearStepResults()
{
    // What the last step showed may belong to another viewer: the new view starts clean.
    for (StepForm *form : std::as_const(m_stepForms))
        form->result()->clear();
    m_skipAdvance->hide();
}

void SasSeasonPanel::updateStepForms()
{
    const bool writable = m_campaign && !m_campaign->isReadOnly();
    for (StepForm *form : std::as_const(m_stepForms)) {
        form->setApplyEnabled(writable);
        form->setViewer(audience(), viewerSide());
    }
    if (!writable)
        m_skipAdvance->hide();
}

} // namespace Reeve
