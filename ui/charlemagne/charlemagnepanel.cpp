#include "charlemagnepanel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/paneltables.h"
#include "common/userprompts.h"
#include "common/viewerchoice.h"
#include "games/charlemagne/charlemagneturn.h"
#include "log/actionlog.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedureresultview.h"
#include "procedures/procedurerunner.h"
#include "steps/steprunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Charlemagne;

CharlemagnePanel::CharlemagnePanel(QWidget *parent)
    : QWidget(parent)
    , m_prompts(std::make_shared<UserPrompts>())
    , m_viewer(new ViewerChoice)
    , m_turn(new QLabel)
    , m_message(new QLabel)
    , m_result(new ProcedureResultView)
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
    m_message->setObjectName(u"charlemagneMessage"_s);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setObjectName(u"charlemagneResult"_s);

    auto *forms = new QTabWidget;
    forms->setObjectName(u"charlemagneForms"_s);
    forms->addTab(buildStepsPage(), tr("Turn &steps"));
    forms->addTab(buildBoardPage(), tr("&Board"));
    forms->addTab(buildUnitsPage(), tr("&Units"));

    QSplitter *split = PanelTables::tablesFormsResults(buildTables(), forms, {m_message, m_result}, 620, 420);

    auto *top = new QHBoxLayout;
    top->addWidget(m_turn, 1);
    top->addWidget(new QLabel(tr("&View as:")));
    top->addWidget(m_viewer);
    qobject_cast<QLabel *>(top->itemAt(1)->widget())->setBuddy(m_viewer);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    connect(m_viewer, &ViewerChoice::viewerChanged, this, &CharlemagnePanel::refresh);
    refresh();
}

CharlemagnePanel::~CharlemagnePanel() = default;

void CharlemagnePanel::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
    m_viewer->setPrompts(m_prompts);
}

void CharlemagnePanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign && campaign->game().id == u"charlemagne"_s ? campaign : nullptr;
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, [this] {
            m_viewer->refill();
            refresh();
        });
    m_viewer->setCampaign(m_campaign);
    m_result->clear();
    m_result->hide();
    m_message->setStyleSheet(QString());
    m_message->setText(
            m_campaign ? tr("Each step's dice, its explanation and the action it was logged as show here; "
                            "a refusal shows in red.")
                       : QString());
    refresh();
}

bool CharlemagnePanel::chooseViewer(const QString &key, const QString &pin)
{
    return m_viewer->choose(key, pin);
}

QString CharlemagnePanel::message() const
{
    return m_message->text();
}

QString CharlemagnePanel::turnText() const
{
    return m_turn->text();
}

void CharlemagnePanel::refresh()
{
    if (!m_campaign) {
        m_turn->setText(tr("Open a Charlemagne campaign to see its board."));
        for (QTableWidget *t : {m_regions, m_hexes, m_units, m_treasure, m_victory, m_battleUnits})
            t->setRowCount(0);
        m_vpTotal->clear();
        updateEnabled();
        return;
    }
    CampaignReader reader(m_campaign->database());
    const ClockState clock = reader.clock();
    const QString active = clock.activeSide > 0 ? reader.side(clock.activeSide).name : QString();
    m_turn->setText(tr("%1 — phase: %2%3")
                            .arg(m_campaign->game().describeTurn(clock.turn),
                                 clock.phase.isEmpty() ? tr("not set") : clock.phase,
                                 active.isEmpty() ? QString() : tr(" — %1 player turn").arg(active)));
    fillRegions();
    fillHexes();
    fillUnits();
    fillTreasure();
    fillVictory();
    fillChoices();
    updateEnabled();
}

void CharlemagnePanel::updateEnabled()
{
    const bool usable = m_campaign && !m_campaign->isReadOnly();
    for (QPushButton *b : std::as_const(m_actions))
        b->setEnabled(usable);
    if (m_campaign && m_campaign->isReadOnly())
        m_message->setText(tr("This campaign is open read-only: the forms are disabled."));
}

QPushButton *CharlemagnePanel::button(const QString &text, const QString &name, const QString &tip)
{
    auto *b = new QPushButton(text);
    b->setObjectName(name);
    b->setToolTip(tip);
    m_actions << b;
    return b;
}

QWidget *CharlemagnePanel::diceRow(const QString &what, const QString &name, const Step &step)
{
    auto *row = new QWidget;
    auto *h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    auto *roll = button(tr("Roll"), name + u"Roll"_s,
                        tr("Reeve rolls from the campaign's dice and logs %1").arg(what));
    auto *line = new QLineEdit;
    line->setObjectName(name + u"Dice"_s);
    line->setPlaceholderText(tr("dice rolled at the table"));
    line->setMaximumWidth(140);
    auto *use = button(tr("Use dice"), name + u"UseDice"_s,
                       tr("Logs %1 with the dice typed beside").arg(what));
    h->addWidget(roll);
    h->addWidget(line);
    h->addWidget(use);
    h->addStretch(1);
    connect(roll, &QPushButton::clicked, this, [=, this] { perform(what, step, line, false); });
    connect(use, &QPushButton::clicked, this, [=, this] { perform(what, step, line, true); });
    return row;
}

void CharlemagnePanel::showError(const QString &text)
{
    m_result->hide();
    m_message->setStyleSheet(u"color: #b00020;"_s);
    m_message->setText(text);
}

void CharlemagnePanel::showDone(qint64 seq)
{
    m_message->setStyleSheet(QString());
    const Action action = m_campaign->log().action(seq);
    QString text = tr("Logged as action %1: %2").arg(seq).arg(action.publicText);
    if (!action.privateText.isEmpty())
        text += visible(action) ? u" — "_s + action.privateText
                                : tr(" (its details are for its side and the referee: choose that view)");
    m_message->setText(text);
}

bool CharlemagnePanel::visible(const Action &action) const
{
    // A side's secret (its treasure, Charlemagne §25) shows to that side's view and the referee's only.
    return action.visibleTo(m_viewer->audience(), m_viewer->side());
}

ProcedureResult CharlemagnePanel::resultOf(const QJsonObject &json)
{
    return ProcedureResult::fromJson(json);
}

bool CharlemagnePanel::perform(const QString &what, const Step &step, QLineEdit *diceLine, bool entered)
{
    if (!m_campaign)
        return false;
    const std::optional<QString> error = PanelTables::failureOf(what, [&] {
        Dice dice;
        if (entered) {
            const QString text = diceLine ? diceLine->text().trimmed() : QString();
            if (text.isEmpty())
                throw Failure::badInput(tr("Type the dice rolled at the table first, e.g. 4."));
            dice = ProcedureRunner::parseDice(text);
        }
        QJsonObject call = step();
        if (dice) {
            QJsonArray faces;
            for (int face : *dice)
                faces.append(face);
            call.insert(u"dice"_s, faces);
        }
        const QJsonObject outcome = runStep(call);
        const qint64 seq = outcome.value(u"seq"_s).toInteger();
        m_result->showResult(resultOf(outcome.value(u"procedure"_s).toObject()));
        m_result->setVisible(visible(m_campaign->log().action(seq)));
        showDone(seq);
        if (diceLine)
            diceLine->clear();
    });
    if (error)
        showError(*error);
    return !error;
}

QJsonObject CharlemagnePanel::runStep(const QJsonObject &call)
{
    const StepResult r = StepRunner(*m_campaign).runObject(call, u"step"_s, StepRunner::Mode::Apply);
    if (r.refused()) {
        QStringList lines;
        for (const StepRefusal &refusal : r.refusals)
            lines << (refusal.rule.isEmpty() ? refusal.message
                                             : tr("%1 (%2)").arg(refusal.message, refusal.rule));
        throw Failure::badInput(lines.join(u'\n'));
    }
    return r.outcome;
}

bool CharlemagnePanel::change(const QString &what, const Change &doIt)
{
    if (!m_campaign)
        return false;
    const std::optional<QString> error = PanelTables::failureOf(what, [&] {
        const QJsonObject outcome = runStep(doIt());
        m_result->hide();
        showDone(outcome.value(u"seq"_s).toInteger());
    });
    if (error)
        showError(*error);
    return !error;
}

} // namespace Reeve
