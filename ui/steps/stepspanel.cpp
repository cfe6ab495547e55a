#include "stepspanel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/viewergate.h"
#include "common/refereewords.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "common/userprompts.h"
#include "games/gamemodules.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

StepsPanel::StepsPanel(QWidget *parent)
    : QWidget(parent)
    , m_prompts(std::make_shared<UserPrompts>())
    , m_header(new QLabel)
    , m_picker(new QComboBox)
    , m_referee(new QPushButton(tr("Referee's &view…")))
    , m_note(new QLabel)
    , m_form(new StepForm)
{
    m_header->setObjectName(u"stepsHeader"_s);
    m_header->setWordWrap(true);
    m_picker->setObjectName(u"stepPicker"_s);
    m_picker->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_picker->setMinimumContentsLength(24);
    m_picker->setToolTip(tr("The step to take: the game's steps in the order a turn takes them."));
    m_picker->setWhatsThis(m_picker->toolTip());
    m_referee->setObjectName(u"stepsRefereeView"_s);
    m_referee->setToolTip(tr("Shows every part of a step's result, private ones and the working included "
                             "(asks the referee's PIN where one is set)."));
    m_note->setObjectName(u"stepsNote"_s);
    m_note->setWordWrap(true);
    m_note->setStyleSheet(u"color: #5f6368;"_s);
    m_form->setObjectName(u"stepForm"_s);

    auto *top = new QHBoxLayout;
    auto *pick = new QFormLayout;
    pick->setContentsMargins(0, 0, 0, 0);
    pick->addRow(tr("&Step:"), m_picker);
    top->addLayout(pick, 1);
    top->addWidget(m_referee);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_header);
    layout->addLayout(top);
    layout->addWidget(m_note);
    layout->addWidget(m_form, 1);
    setFocusProxy(m_picker);
    connect(m_picker, &QComboBox::currentIndexChanged, this, &StepsPanel::showChosen);
    connect(m_referee, &QPushButton::clicked, this, &StepsPanel::openRefereeView);
    setCampaign(nullptr);
}

StepsPanel::~StepsPanel() = default;

void StepsPanel::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
}

void StepsPanel::setCampaign(Campaign *campaign)
{
    m_campaign = campaign;
    m_private = campaign && !ViewerGate(*campaign).needsPin(Audience::Referee);
    labelUnits();
    m_form->setCampaign(campaign);
    fillPicker();
    updateState();
}

void StepsPanel::fillPicker()
{
    const QSignalBlocker block(m_picker);
    m_picker->clear();
    if (m_campaign) {
        for (const StepSpec *spec : StepRegistry::standard().steps(m_campaign->game().id))
            m_picker->addItem(spec->translatedTitle(), spec->id);
    }
    m_picker->setEnabled(m_picker->count() > 0);
    showChosen();
}

void StepsPanel::showChosen()
{
    const StepSpec *spec = nullptr;
    const QString id = m_picker->currentData().toString();
    if (m_campaign && !id.isEmpty())
        spec = &StepRegistry::standard().get(m_campaign->game().id, id);
    m_form->setStep(spec);
}

bool StepsPanel::chooseStep(const QString &id)
{
    const int at = m_picker->findData(id);
    if (at < 0)
        return false;
    m_picker->setCurrentIndex(at);
    return true;
}

void StepsPanel::updateState()
{
    const bool writable = m_campaign && !m_campaign->isReadOnly();
    m_form->setApplyEnabled(writable);
    m_form->setShowPrivate(m_private);
    m_referee->setVisible(m_campaign && !m_private);
    // The DBA campaign calls the one who runs it the umpire (RefereeWords): the button says so too.
    m_referee->setText(RefereeWords::pick(m_campaign, tr("Referee's &view…"), tr("Umpire's &view…")));
    m_referee->setToolTip(RefereeWords::pick(
            m_campaign,
            tr("Shows every part of a step's result, private ones and the working included "
               "(asks the referee's PIN where one is set)."),
            tr("Shows every part of a step's result, private ones and the working included "
               "(asks the umpire's PIN where one is set).")));
    if (!m_campaign) {
        m_header->setText(tr("Open a campaign to take its steps."));
        m_note->clear();
        return;
    }
    m_header->setText(tr("<b>Steps of %1</b> — each one checked before any die is rolled and written as one "
                         "action that one undo takes back.")
                              .arg(m_campaign->game().shownTitle().toHtmlEscaped()));
    if (m_picker->count() == 0)
        m_note->setText(tr("This game has no registered steps yet: use its own dock."));
    else if (!writable)
        m_note->setText(tr("This campaign is open read-only: steps can be checked (their fields and the "
                           "rule's checks) but not "
                           "applied."));
    else
        m_note->clear();
}

bool StepsPanel::openRefereeView()
{
    if (!m_campaign)
        return false;
    ViewerGate gate(*m_campaign);
    if (gate.needsPin(Audience::Referee)) {
        const std::optional<QString> pin = m_prompts->askPin(this,
                                                             RefereeWords::pick(m_campaign, tr("the referee"),
                                                                                tr("the umpire")));
        if (!pin)
            return false;
        if (!gate.check(Audience::Referee, 0, *pin)) {
            m_prompts->error(this, tr("Steps"), tr("Wrong PIN: the result shows the public lines only."));
            return false;
        }
    }
    m_private = true;
    labelUnits();
    m_form->inputs()->refill();
    updateState();
    return true;
}

void StepsPanel::labelUnits()
{
    // A face-down unit (Charlemagne's tribes) is named by its number and side only, until the referee's
    // view is open: the pickers must not tell who looks at the screen what the counter hides.
    std::function<bool(Campaign &, const Unit &)> faceDown;
    if (m_campaign && GameModules::ids().contains(m_campaign->game().id))
        faceDown = GameModules::get(m_campaign->game().id).faceDown;
    if (!faceDown || m_private) {
        m_form->inputs()->setUnitLabel({});
        return;
    }
    m_form->inputs()->setUnitLabel([this, faceDown](const Unit &u) {
        const QString side = CampaignReader(m_campaign->database()).side(u.sideId).name;
        if (faceDown(*m_campaign, u))
            return tr("face-down unit no. %1 — %2").arg(u.id).arg(side);
        return tr("%1 — %2").arg(u.name.isEmpty() ? tr("%1 no. %2").arg(u.type).arg(u.id) : u.name, side);
    });
}

} // namespace Reeve
