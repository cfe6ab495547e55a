#include "charlemagnepanel.h"

#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/gametexts.h"
#include "common/paneltables.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "common/stepresultview.h"
#include "common/userprompts.h"
#include "common/viewerchoice.h"
#include "games/charlemagne/charlemagneturn.h"
#include "mainwindow/mnemonics.h"
#include "steps/stepchoicelabels.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Charlemagne;

namespace {

/// A list of unit values as the step form's ticked names ("a|b").
QString ticked(const QJsonValue &list)
{
    QStringList names;
    for (const QJsonValue &v : list.toArray())
        names << (v.isString() ? v.toString() : QString::number(v.toInteger()));
    return names.join(u'|');
}

} // namespace

CharlemagnePanel::CharlemagnePanel(QWidget *parent)
    : StepDock(u"charlemagne"_s, parent)
    , m_prompts(std::make_shared<UserPrompts>())
    , m_viewer(new ViewerChoice)
    , m_turn(new QLabel)
{
    m_viewer->setObjectName(u"charlemagneViewer"_s);
    m_viewer->setPrompts(m_prompts);
    m_viewer->setToolTip(
            tr("Whose view: a face-down Tribal or neutral unit's type and strength show only to its "
               "owner and the referee (a side's or the referee's PIN is asked when set)"));
    m_turn->setObjectName(u"charlemagneTurn"_s);
    m_turn->setWordWrap(true);
    QFont big = m_turn->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_turn->setFont(big);
    messageLabel()->setObjectName(u"charlemagneMessage"_s);
    stepForm()->setObjectName(u"charlemagneStepForm"_s);
    stepForm()->inputs()->setUnitLabel([this](const Unit &u) { return unitLabel(u); });

    setStepGroups({{tr("Turn steps (§9, §10, §18)"),
                    {u"treasury"_s, u"buy-stratagems"_s, u"vassalage"_s, u"conversion"_s}},
                   {tr("Battle (§16, §21.4e)"), {u"ratio"_s, u"battle"_s, u"survival"_s}},
                   {tr("Units (§11, §13, §16, §29)"), {u"levy"_s, u"move"_s, u"strength"_s, u"eliminate"_s}},
                   {tr("Board (§4, §10.3, §17, §18, §24)"),
                    {u"control"_s, u"convert"_s, u"hex"_s, u"burg"_s, u"civilization"_s, u"pillage"_s}},
                   {tr("Region Control Table figures"), {u"region-levy"_s, u"region-religion"_s}},
                   {tr("Victory (§27)"), {u"vp"_s}}},
                  tr("Other steps"));

    QWidget *split = tablesBesideSteps(buildTables(), {620, 440});

    auto *top = new QHBoxLayout;
    top->addWidget(m_turn, 1);
    auto *viewAs = new QLabel(tr("&View as:"));
    viewAs->setBuddy(m_viewer);
    top->addWidget(viewAs);
    top->addWidget(m_viewer);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    connect(m_viewer, &ViewerChoice::viewerChanged, this, &CharlemagnePanel::viewerChanged);
    // A step chosen renames the form's buttons ("Roll and apply" becomes "Apply"): their Alt+letters
    // are settled again, so none claims a key another panel owns (Alt+A is the Campaign dock's Add…;
    // F9, Game ▸ Apply Step, applies the step of the panel being worked in).
    connect(this, &StepDock::stepChosen, this, [this] {
        QTimer::singleShot(0, this, [this] {
            if (auto *window = qobject_cast<QMainWindow *>(this->window()))
                Mnemonics::settle(window);
        });
    });
    connect(this, &StepDock::stepApplied, this, [this](const QString &step, qint64 seq) {
        if (step == u"ratio"_s)
            carryRatio(seq);
    });
    setFocusProxy(stepArea());
    refresh();
}

CharlemagnePanel::~CharlemagnePanel() = default;

void CharlemagnePanel::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
    m_viewer->setPrompts(m_prompts);
}

bool CharlemagnePanel::chooseViewer(const QString &key, const QString &pin)
{
    return m_viewer->choose(key, pin);
}

QString CharlemagnePanel::turnText() const
{
    return m_turn->text();
}

QString CharlemagnePanel::regionsNote() const
{
    return m_regionsNote->isHidden() ? QString() : m_regionsNote->text();
}

void CharlemagnePanel::viewerChanged()
{
    stepForm()->setViewer(m_viewer->audience(), m_viewer->side());
    stepForm()->inputs()->refill(); // a face-down unit's name follows the view
    refreshDock();
}

QString CharlemagnePanel::unitLabel(const Unit &u) const
{
    CampaignReader reader(campaign()->database());
    const bool shown = !isFaceDown(*campaign(), u) || maysee(u.sideId);
    const QString what = shown ? (u.name.isEmpty() ? StepChoiceLabels::label(u.type) : u.name)
                               : tr("face down");
    return tr("#%1 %2 %3 at %4").arg(u.id).arg(reader.side(u.sideId).name, what, u.locationId);
}

void CharlemagnePanel::carryRatio(qint64 seq)
{
    // The column the ratio gives, with the forces it was worked out for, is the battle's (§16.6, §16.7).
    const QJsonObject fields = stepForm()->inputs()->values();
    const QString column = stepForm()
                                   ->lastResult()
                                   .outcome.value(u"procedure"_s)
                                   .toObject()
                                   .value(u"outcome"_s)
                                   .toObject()
                                   .value(u"column"_s)
                                   .toString();
    const StepResult ratio = stepForm()->lastResult();
    const QString ratioTitle = stepForm()->step()->translatedTitle();
    if (column.isEmpty() || !chooseStep(u"battle"_s))
        return;
    stepResult()->showResult(*campaign(), ratioTitle, ratio); // the ratio's working stays in view
    stepForm()->setValue(u"column"_s, column);
    stepForm()->setValue(u"attackers"_s, ticked(fields.value(u"attackers"_s)));
    stepForm()->setValue(u"defenders"_s, ticked(fields.value(u"defenders"_s)));
    showMessage(tr("The ratio (action %1) gives column %2: the battle step is filled in with it and the same "
                   "forces; roll it when ready.")
                        .arg(seq)
                        .arg(column));
}

void CharlemagnePanel::campaignBound()
{
    const QSignalBlocker block(m_viewer);
    m_viewer->setCampaign(campaign()); // a campaign always opens on the public view
    stepForm()->setViewer(m_viewer->audience(), m_viewer->side());
}

void CharlemagnePanel::refreshDock()
{
    m_viewer->refill();
    if (!campaign()) {
        m_turn->setText(tr("Open a Charlemagne campaign to see its board."));
        for (QTableWidget *t : {m_regions, m_hexes, m_units, m_treasure, m_victory})
            t->setRowCount(0);
        m_regionsNote->hide();
        m_vpTotal->clear();
        return;
    }
    CampaignReader reader(campaign()->database());
    const ClockState clock = reader.clock();
    const QString active = clock.activeSide > 0 ? reader.side(clock.activeSide).name : QString();
    m_turn->setText(tr("%1 — phase: %2%3")
                            .arg(campaign()->game().describeTurn(clock.turn),
                                 clock.phase.isEmpty() ? tr("not set") : GameTexts::label(clock.phase),
                                 active.isEmpty() ? QString() : tr(" — %1 player turn").arg(active)));
    // A campaign whose sides are not the game's (the Empire unticked in the wizard, or renamed) is
    // refused by the rules' counts: the dock says why instead of taking the window down with it.
    const std::optional<QString> error = PanelTables::failureOf(tr("The board"), [this] {
        fillRegions();
        fillHexes();
        fillUnits();
        fillTreasure();
        fillVictory();
    });
    if (error)
        showMessage(*error, true);
}

} // namespace Reeve
