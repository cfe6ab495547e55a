#include "sasseasonpanel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/gametexts.h"
#include "common/paneltables.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "common/userprompts.h"
#include "common/viewerchoice.h"
#include "games/sas/sasboard.h"
#include "log/actionlog.h"
#include "procedures/procedureresultview.h"
#include "sasformparts.h"
#include "steps/stepchoicelabels.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

SasSeasonPanel::SasSeasonPanel(QWidget *parent)
    : StepDock(u"sas"_s, parent)
    , m_season(new QLabel)
    , m_viewer(new ViewerChoice)
    , m_result(new ProcedureResultView)
{
    m_season->setObjectName(u"sasSeason"_s);
    // One line, never wrapped: a wrapped label gives the whole panel a height-for-width, and the dock's
    // scroll area then makes it as tall as its tables' preferred heights, scrolling the season line away
    // at 1280x800. The full text stays in the tooltip when the dock is narrow.
    m_season->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_season->setMinimumWidth(120);
    QFont big = m_season->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_season->setFont(big);
    m_viewer->setObjectName(u"sasViewer"_s);
    m_viewer->setToolTip(
            tr("Whose view the tables and results show: the public, one faction (its PIN if it has "
               "one) or the referee, who is the banker (the referee's PIN if one is set)"));
    messageLabel()->setObjectName(u"sasMessage"_s);
    m_result->setObjectName(u"sasResult"_s);
    m_result->hide();

    m_steps = new QTabWidget;
    m_steps->setObjectName(u"sasSteps"_s);
    // No Alt+digit on the phase tabs: Alt+1 to Alt+0 bring up the window's docks, and a key both claim does
    // nothing. Next phase brings the phase's tab forward; Ctrl+Tab and Ctrl+Shift+Tab move between tabs.
    // The phase tabs show their phase's number only, the whole title in the tooltip: ten named tabs beside
    // the tables overflow the dock at 1280x800 (issue 25), hiding the Board tab behind scroll arrows.
    const auto addPhaseTab = [this](QWidget *page, const QString &number, const QString &title) {
        const int index = m_steps->addTab(page, number);
        m_steps->setTabToolTip(index, title);
    };
    addPhaseTab(buildIncomePage(), u"1"_s, tr("1 Income"));
    addPhaseTab(buildEspionagePage(), u"2"_s, tr("2 Spies"));
    addPhaseTab(buildAlliancePage(), u"3"_s, tr("3 Allies"));
    addPhaseTab(buildOrdersPage(), u"4"_s, tr("4 Orders"));
    addPhaseTab(buildBattlePage(), u"5–6"_s, tr("5–6 Battle"));
    addPhaseTab(buildUnitsPage(), u"7"_s, tr("7 Units"));
    addPhaseTab(buildCitiesPage(), u"8"_s, tr("8 Cities"));
    addPhaseTab(buildSeasonPage(), u"9"_s, tr("9 Season"));
    m_steps->addTab(buildBoardPage(), tr("&Board"));
    // Every step of the game, in the base's picker. The step area fills the tab (no stretch below it): the
    // form scrolls its own fields and keeps its buttons in view; the tab scrolls only where it is shorter
    // than the form's least height, so the form never makes the dock taller.
    auto *anyStep = new QScrollArea;
    anyStep->setWidgetResizable(true);
    anyStep->setWidget(stepArea());
    m_steps->addTab(anyStep, tr("An&y step"));
    stepForm()->inputs()->setLocationFilter(&SasSeasonPanel::onTheMap);
    setStepGroups({}, QString());
    m_steps->setUsesScrollButtons(true);
    m_steps->tabBar()->setToolTip(
            tr("One tab per phase of the season; Ctrl+Tab and Ctrl+Shift+Tab move between them."));

    QSplitter *split = PanelTables::tablesFormsResults(buildTables(), m_steps, {messageLabel(), m_result},
                                                       500, 600);
    // The step forms show their own results: the shared result pane below them needs little room.
    if (auto *right = qobject_cast<QSplitter *>(split->widget(1)))
        right->setSizes({560, 110});
    // A territory picked in the table comes back into the Board tab's form.
    connect(m_territories, &QTableWidget::itemSelectionChanged, this, &SasSeasonPanel::pickTerritory);

    auto *nextPhase
            = actionButton(tr("&Next phase"), u"sasNextPhase"_s,
                           tr("Moves the campaign to the season's next phase (phase 9 ends with Advance "
                              "the season, which records the VP)"));
    connect(nextPhase, &QPushButton::clicked, this, [this] {
        perform(tr("Next phase"), [this] {
            const ClockState clock = CampaignReader(campaign()->database()).clock();
            if (clock.phase == campaign()->game().phases.value(campaign()->game().phases.size() - 1))
                throw Failure::badInput(tr("This is the season's last phase: use Advance the season (tab 9), "
                                           "which records every faction's VP first."));
            CampaignEditor(*campaign()).advancePhase();
        });
    });
    auto *top = new QHBoxLayout;
    top->addWidget(m_season, 1);
    top->addWidget(nextPhase);
    auto *viewerLabel = new QLabel(tr("Vie&w as:")); // Alt+V is the window's View menu
    viewerLabel->setBuddy(m_viewer);
    top->addWidget(viewerLabel);
    top->addWidget(m_viewer);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    connect(m_viewer, &ViewerChoice::viewerChanged, this, &SasSeasonPanel::viewerChanged);
    campaignBound();
    refresh();
}

SasSeasonPanel::~SasSeasonPanel() = default;

QWidget *SasSeasonPanel::buildTables()
{
    m_factions = PanelTables::readOnly({tr("Faction"), tr("Treasury"), tr("VP"), tr("Team"), tr("Counters"),
                                        tr("Territories"), tr("Cities")},
                                       u"sasFactions"_s);
    m_factions->horizontalHeaderItem(1)->setToolTip(tr("Gold in the treasury. A faction's secret purchases "
                                                       "(counter-agents) count only in its own and the "
                                                       "banker's view."));
    m_factions->horizontalHeaderItem(2)->setToolTip(tr("Victory points held now: territories, cities and "
                                                       "enemy capitals (Swords & Sails, goal of the game)"));
    m_factions->horizontalHeaderItem(3)->setToolTip(
            tr("Alliance team (A, B or C) and the team's points: the members' average, the control sheet's "
               "alliance bonus (5, 10 or 15 for teams of 2, 3 or 4) and enemy capitals (Swords & Sails, "
               "phase 3). Advance the season can apply the diplomacy text's bonus (5 per member) instead."));
    m_factions->horizontalHeaderItem(4)->setToolTip(tr(
            "Counter-agents bought this season and not yet used: seen by their faction and the banker only"));
    m_territories = PanelTables::readOnly({tr("Territory"), tr("Kind"), tr("Held by"), tr("Cities")},
                                          u"sasTerritories"_s);
    m_forces = PanelTables::readOnly({tr("Faction"), tr("Force"), tr("At"), tr("Units"), tr("Cargo"),
                                      tr("Shown as")},
                                     u"sasForces"_s);
    m_forces->setToolTip(
            tr("Where each army and fleet stands is public; its units and cargo show to its owner, "
               "the banker, and a faction whose spy saw its card."));
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_factions);
    split->addWidget(m_forces);
    split->addWidget(m_territories);
    // The factions' treasuries and VP are what the banker reads most: as much room as the forces, the
    // territories (a long list, scrolled) half as much.
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 1);
    return split;
}

void SasSeasonPanel::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_viewer->setPrompts(std::move(prompts));
}

void SasSeasonPanel::campaignBound()
{
    m_result->clear();
    m_result->hide();
    clearStepResults();
    // A campaign changing hands opens on the public view: no faction's secrets on a fresh screen.
    const QSignalBlocker block(m_viewer);
    m_viewer->setCampaign(campaign());
    setViewer(audience(), viewerSide());
}

Audience SasSeasonPanel::audience() const
{
    return m_viewer->audience();
}

qint64 SasSeasonPanel::viewerSide() const
{
    return m_viewer->side();
}

bool SasSeasonPanel::openViewer(const QString &key)
{
    return m_viewer->choose(key);
}

void SasSeasonPanel::viewerChanged()
{
    // What the last step showed may belong to another viewer: the new view starts clean.
    clearStepResults();
    m_result->clear();
    m_result->hide();
    showMessage(QString());
    setViewer(audience(), viewerSide());
    refresh();
}

QString SasSeasonPanel::seasonText() const
{
    return m_season->text();
}

void SasSeasonPanel::refreshDock()
{
    if (!campaign()) {
        m_season->setText(tr("Open a Swords & Sails campaign to run its season."));
        for (QTableWidget *t : {m_factions, m_territories, m_forces})
            t->setRowCount(0);
        updateEnabled();
        return;
    }
    try {
        const ClockState clock = CampaignReader(campaign()->database()).clock();
        // The phase and the length in the reader's words ("5 Bewegung", "kurz"), as the status bar says them.
        QString text = tr("%1 AD — phase %2")
                               .arg(campaign()->game().describeTurn(clock.turn),
                                    GameTexts::label(clock.phase));
        const QString length = CampaignReader(campaign()->database()).meta(u"sas.length"_s);
        if (!length.isEmpty())
            text += tr(" — %1 game").arg(StepChoiceLabels::label(length));
        m_season->setText(text);
        m_season->setToolTip(text);
        if (clock.phase != m_shownPhase) { // the phase moved on: its form comes to the front
            m_shownPhase = clock.phase;
            static const QList<int> tabOfPhase{0, 1, 2, 3, 4, 4, 5, 6, 7};
            const int phase = clock.phase.section(u' ', 0, 0).toInt();
            if (phase >= 1 && phase <= int(tabOfPhase.size()))
                m_steps->setCurrentIndex(tabOfPhase.at(phase - 1));
        }
        m_viewer->refill(); // factions added or renamed; the granted view stays
        fillFactions();
        fillTerritories();
        fillForces();
        fillChoices();
    } catch (const Failure &failure) {
        showError(failure.message());
    }
    updateEnabled();
}

QPushButton *SasSeasonPanel::actionButton(const QString &text, const QString &name, const QString &tip)
{
    auto *b = new QPushButton(text);
    b->setObjectName(name);
    b->setToolTip(tip);
    guard(b);
    return b;
}

void SasSeasonPanel::updateEnabled()
{
    const bool usable = isWritable(); // the base's guard disables the forms and buttons themselves
    // Orders are written by the faction itself (or the banker for it), never from the public view.
    const bool orders = usable && audience() != Audience::Public;
    m_orders->setEnabled(orders);
    m_ordersRaider->setEnabled(orders);
    m_writeOrders->setEnabled(orders);
    m_ordersSide->setEnabled(orders && audience() == Audience::Referee);
    if (campaign() && campaign()->isReadOnly())
        showMessage(tr("This campaign is open read-only: the season's steps can be checked, not applied."));
}

void SasSeasonPanel::showError(const QString &text)
{
    m_result->hide(); // the refusal stands alone, not under an older step's working
    showMessage(text, true);
}

void SasSeasonPanel::showDone(const QList<qint64> &seqs, const QStringList &extra)
{
    QStringList lines;
    for (qint64 seq : seqs) {
        const Action a = campaign()->log().action(seq);
        lines << tr("Logged as action %1: %2").arg(seq).arg(a.publicText);
        // The private part only when the chosen viewer may read it (the buyer, the spy, the owner, the banker).
        if (!a.privateText.isEmpty() && audience() != Audience::Public
            && a.visibleTo(audience(), viewerSide()))
            lines << tr("    Private to %1: %2")
                             .arg(a.audience == Audience::Side
                                          ? CampaignReader(campaign()->database()).side(a.audienceSide).name
                                          : tr("the banker"),
                                  a.privateText);
        else if (!a.privateText.isEmpty())
            lines << tr("    (A private part is kept for its reader: choose that viewer to read it.)");
    }
    lines << extra;
    showMessage(lines.join(u'\n'));
}

bool SasSeasonPanel::perform(const QString &what, const Step &step)
{
    if (!campaign())
        return false;
    if (campaign()->isReadOnly()) {
        showError(tr("%1 refused: the campaign is open read-only.").arg(what));
        return false;
    }
    const std::optional<QString> error = PanelTables::failureOf(what, [&] {
        const qint64 before = campaign()->log().lastSeq();
        step();
        // Every action the step wrote (a spy's payment and its attempt, the advance's VP record and clock).
        QList<qint64> seqs;
        for (qint64 seq = before + 1; seq <= campaign()->log().lastSeq(); ++seq)
            seqs << seq;
        m_result->hide();
        showDone(seqs);
    });
    if (error)
        showError(*error);
    return !error;
}

} // namespace Reeve
