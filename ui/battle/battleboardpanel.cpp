#include "battleboardpanel.h"

#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "battleboardview.h"
#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "games/1066/battle/battlesteps.h"
#include "steps/stepchoicelabels.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// A field's value as StepInputs::setValue takes it back: text, a number, "true"/"false", ticked names.
QString asInput(const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool() ? u"true"_s : u"false"_s;
    if (v.isDouble())
        return QString::number(v.toInteger());
    if (v.isArray()) {
        QStringList names;
        for (const QJsonValue &item : v.toArray())
            names << (item.isDouble() ? QString::number(item.toInteger()) : item.toString());
        return names.join(u'|');
    }
    return v.toString();
}

} // namespace

BattleBoardPanel::BattleBoardPanel(QWidget *parent)
    : StepDock(u"1066"_s, parent)
    , m_board(new BattleBoardView)
{
    setObjectName(u"battleBoardPanel"_s);
    stepForm()->setObjectName(u"battleStepForm"_s);
    // The battle's steps in the order a battle takes them; the campaign turn's steps are the Steps dock's.
    setStepGroups({{tr("Set up the battle (1066 §15.2)"),
                    {u"start"_s, u"new"_s, u"values"_s, u"place"_s, u"remove"_s, u"commander"_s, u"contact"_s,
                     u"length"_s}},
                   {tr("Fight (1066 §15.3–15.17)"),
                    {u"move"_s, u"marker"_s, u"attack"_s, u"roll"_s, u"save"_s, u"end-round"_s,
                     u"end-pursuit"_s, u"step"_s}},
                   {tr("After the battle (1066 §15.18–15.19)"), {u"spoils"_s, u"apply"_s}}},
                  QString(), false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tablesBesideSteps(m_board, {640, 420}));
    connect(this, &StepDock::stepChosen, this, &BattleBoardPanel::stepChosenHere);
    connect(this, &StepDock::stepApplied, this, [this](const QString &step) { followOn(step); });
    connect(stepForm(), &StepForm::missingFigure, this, &BattleBoardPanel::askForFigure);
    connect(stepForm(), &StepForm::refused, this, [this] {
        if (!m_waiting.isEmpty() || message().isEmpty())
            return;
        showMessage(QString()); // an earlier line no longer speaks of this step
    });
    // A unit picker offers the battle square's units first (§15.2 sets up the units in the square); the
    // campaign's others follow, for a battle opened by name.
    stepForm()->inputs()->setUnitPreferred([this](const Unit &u) {
        return m_board->hasBattle() && !m_board->state().square.isEmpty()
               && u.locationId == m_board->state().square;
    });
    connect(m_board, &BattleBoardView::unitChosen, this, &BattleBoardPanel::unitChosen);
    connect(m_board, &BattleBoardView::campaignUnitChosen, this, &BattleBoardPanel::campaignUnitChosen);
    refresh();
}

BattleBoardPanel::~BattleBoardPanel() = default;

QListWidget *BattleBoardPanel::boxList(int side, int box) const
{
    return m_board->boxList(side, box);
}

QListWidget *BattleBoardPanel::squareUnits() const
{
    return m_board->squareUnits();
}

QTextBrowser *BattleBoardPanel::explanation() const
{
    return m_board->journal();
}

QString BattleBoardPanel::status() const
{
    return m_board->statusText();
}

bool BattleBoardPanel::selectUnit(const QString &unitId)
{
    return m_board->selectUnit(unitId);
}

bool BattleBoardPanel::selectCampaignUnit(qint64 unitId)
{
    return m_board->selectCampaignUnit(unitId);
}

void BattleBoardPanel::campaignBound()
{
    m_waiting.clear();
    m_waitingFields = {};
    m_season.clear();
    // A battle already open goes on where it stands: its set-up places units, a fight attacks.
    m_board->showBattle(campaign());
    if (m_board->hasBattle())
        chooseStep(m_board->state().phase == BattleState::Phase::Setup ? u"place"_s : u"step"_s);
}

void BattleBoardPanel::refreshDock()
{
    m_board->showBattle(campaign());
    if (campaign() && BattleSteps::seasonOfClock(*campaign()) != m_season)
        showSeason(chosenStep()); // the clock moved on
}

void BattleBoardPanel::stepChosenHere(const QString &id)
{
    showSeason(id);
    if (id != u"values"_s && !m_waiting.isEmpty()) { // the referee went on to another step
        m_waiting.clear();
        m_waitingFields = {};
        showMessage(QString());
    }
}

void BattleBoardPanel::showSeason(const QString &id)
{
    m_season = campaign() ? BattleSteps::seasonOfClock(*campaign()) : QString();
    const bool opens = id == u"start"_s || id == u"new"_s;
    if (!opens || m_season.isEmpty()) {
        // A clock that is not counting months gives no season: the referee chooses it in the form.
        stepForm()->setLeftOut({});
        stepForm()->setExtra(nullptr);
        return;
    }
    stepForm()->setLeftOut({u"season"_s});
    auto *note = new QLabel(tr("Season: %1, read from the clock (%2; 1066 §9.9). A summer battle lasts one "
                               "turn longer.")
                                    .arg(StepChoiceLabels::label(m_season),
                                         CampaignReader(campaign()->database()).clock().period));
    note->setObjectName(u"battleSeason"_s);
    note->setWordWrap(true);
    stepForm()->setExtra(note);
}

void BattleBoardPanel::unitChosen(const QString &boardId)
{
    const StepSpec *spec = stepForm()->step();
    const BattleUnit *u = m_board->unit(boardId);
    if (!spec || !u)
        return;
    const QString side = u->side == 0 ? u"attacker"_s : u"defender"_s;
    if (spec->id == u"attack"_s) {
        // A unit of the side in play attacks; the other side's is its target (1066 §15.8).
        stepForm()->setValue(u->side == m_board->state().activeSide() ? u"attacker"_s : u"target"_s, boardId);
        return;
    }
    if (spec->id == u"marker"_s) {
        stepForm()->setValue(u"side"_s, side);
        if (u->box != BattleBox::Reserve)
            stepForm()->setValue(u"box"_s, battleBoxName(u->box));
        return;
    }
    const StepField *field = spec->field(u"unit"_s);
    if (field && field->type == StepField::Type::Text)
        stepForm()->setValue(u"unit"_s, boardId);
    else if (field && field->type == StepField::Type::Unit && u->campaignUnit > 0)
        stepForm()->setValue(u"unit"_s, unitValue(u->campaignUnit));
    else if (spec->field(u"side"_s))
        stepForm()->setValue(u"side"_s, side);
}

void BattleBoardPanel::campaignUnitChosen(qint64 unitId)
{
    const StepSpec *spec = stepForm()->step();
    if (!spec)
        return;
    if (const StepField *field = spec->field(u"unit"_s); field && field->type == StepField::Type::Unit)
        stepForm()->setValue(u"unit"_s, unitValue(unitId));
}

QString BattleBoardPanel::unitValue(qint64 unitId) const
{
    // The unit picker's value is the unit's name (its number when it has none), as StepInputs offers it.
    const Unit u = CampaignReader(campaign()->database()).unit(unitId);
    return u.name.isEmpty() ? QString::number(u.id) : u.name;
}

void BattleBoardPanel::askForFigure(const QString &table, const QString &cell, const QString &message)
{
    const StepSpec *spec = stepForm()->step();
    if (table != u"units"_s || !spec) {
        // A chart cell the rules leave missing: entered in the Tables panel, never made up here.
        showMessage(tr("%1 The battle waits for it: nothing was rolled or written.").arg(message), true);
        emit missingFigure(table, cell);
        return;
    }
    // A counter's printed value the campaign does not hold: asked for here, with the values step.
    const QString waiting = spec->id;
    const QString title = spec->translatedTitle();
    const QJsonObject fields = stepForm()->inputs()->values();
    chooseStep(u"values"_s);
    m_waiting = waiting;
    m_waitingFields = fields;
    stepForm()->setValue(u"unit"_s, unitValue(cell.section(u'.', 0, 0).toLongLong()));
    showMessage(tr("%1\nEnter the values printed on the counter above and press Apply; then \"%2\" comes "
                   "back as you filled it in.")
                        .arg(message, title),
                true);
    if (QWidget *first = stepForm()->inputs()->input(u"attack"_s))
        first->setFocus();
}

void BattleBoardPanel::followOn(const QString &step)
{
    if (step != u"values"_s || m_waiting.isEmpty()) {
        if (!m_waiting.isEmpty() || messageIsError())
            showMessage(QString());
        return;
    }
    const QString waiting = m_waiting;
    const QJsonObject fields = m_waitingFields;
    const qint64 seq = stepForm()->lastResult().seq;
    m_waiting.clear();
    m_waitingFields = {};
    chooseStep(waiting);
    for (auto it = fields.begin(); it != fields.end(); ++it)
        stepForm()->setValue(it.key(), asInput(it.value()));
    showMessage(tr("The values were recorded as action %1. \"%2\" is filled in again as it was: run it now.")
                        .arg(seq)
                        .arg(stepForm()->step() ? stepForm()->step()->translatedTitle() : waiting));
}

} // namespace Reeve
