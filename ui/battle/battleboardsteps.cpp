// BattleBoardPanel: showing the state and running each step of the battle.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextCursor>

#include "battleboardpanel.h"
#include "battlecampaignform.h"
#include "battleunitform.h"
#include "campaign/campaign.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString unitText(const BattleUnit &u, const BattleState &s)
{
    QString text = u"%1 %2 — %3 %4-%5"_s.arg(u.id, u.name, u.type).arg(u.attack).arg(u.defence);
    if (u.leader > 0)
        text += QObject::tr(" · leader %1").arg(u.leader);
    if (u.king)
        text += QObject::tr(" · king");
    for (const BattleCargoLeader &l : u.aboard)
        text += l.king ? QObject::tr(" · carrying king %1 (leader %2)").arg(l.name).arg(l.leader)
                       : QObject::tr(" · carrying leader %1 (leader %2)").arg(l.name).arg(l.leader);
    if (s.sides[u.side].commander == u.id)
        text += QObject::tr(" · commander");
    if (s.moved.contains(u.id))
        text += QObject::tr(" · moved");
    if (s.attacked.contains(u.id))
        text += QObject::tr(" · attacked");
    return text;
}

const char *stageName(int stage)
{
    static const char *names[] = {QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "attacker movement"),
                                  QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "attacker combat"),
                                  QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "defender movement"),
                                  QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "defender combat")};
    return names[qBound(0, stage, 3)];
}

} // namespace

void BattleBoardPanel::fillLists(const BattleState &state)
{
    for (int side = 0; side < 2; ++side) {
        for (QListWidget *list : m_lists[side])
            list->clear();
        for (const BattleUnit &u : state.units) {
            if (u.side != side)
                continue;
            QListWidget *list = m_lists[side][u.eliminated ? 4 : int(u.box)];
            auto *item = new QListWidgetItem(unitText(u, state), list);
            item->setToolTip(item->text());
            item->setData(Qt::UserRole, u.id);
            if (u.id == m_selected[side])
                list->setCurrentItem(item);
        }
    }
}

void BattleBoardPanel::updateButtons(const BattleState &state)
{
    const bool usable = m_campaign && !m_campaign->isReadOnly();
    const bool open = usable && m_board && m_board->hasBattle();
    using P = BattleState::Phase;
    const bool setup = open && state.phase == P::Setup;
    const bool battle = open && state.phase == P::Battle;
    const bool pursuit = open && state.phase == P::Pursuit;
    const bool pending = state.pending.isActive();
    m_newBattle->setEnabled(usable);
    m_unitForm->setEnabled(setup);
    // Counters are typed in for a battle by name, or on request beside the campaign's units.
    m_unitForm->setVisible(!open || state.square.isEmpty() || (setup && m_typeIn->isChecked()));
    m_typeIn->setVisible(setup && !state.square.isEmpty());
    m_remove->setEnabled(setup);
    m_commander->setEnabled(setup);
    m_length->setEnabled(setup);
    m_contact->setEnabled(setup && state.terrain == u"all-sea"_s && state.contact.isEmpty());
    m_move->setEnabled(setup || (battle && state.isMovementRound()));
    m_playMarker->setEnabled(battle && state.isCombatRound() && !state.attackDeclared);
    m_declare->setEnabled(((battle && state.isCombatRound()) || pursuit) && !pending);
    m_roll->setEnabled(pending && !state.pending.rolled);
    m_save->setEnabled(pending && state.pending.rolled && state.pending.hitsToSave > 0);
    m_endRound->setEnabled(battle && !pending);
    m_endPursuit->setEnabled(pursuit && !pending);
    m_spoils->setEnabled(open && state.phase == P::Over && !state.spoilsDone);
    if (!m_campaign)
        return;
    if (!open) {
        m_status->setText(tr("No battle: start one at a campaign square, or name the sides and press New battle."));
        return;
    }
    QString text;
    switch (state.phase) {
    case P::Setup: text = tr("Setup: place units (one at least in each centre box), appoint commanders, roll the "
                             "length."); break;
    case P::Battle: text = tr("Battle turn %1 of %2 — %3 round.").arg(state.turn).arg(state.length)
                               .arg(tr(stageName(state.stage))); break;
    case P::Pursuit: text = tr("Pursuit round (§15.17): the winner attacks with multiplied dice."); break;
    case P::Over: text = state.winner < 0 ? tr("Battle over: a draw; the attacker retreats.")
                                          : tr("Battle over: %1 wins.").arg(state.winner == 0 ? tr("the attacker")
                                                                                              : tr("the defender"));
        break;
    }
    for (int side = 0; side < 2; ++side) {
        const BattleSide &s = state.sides[side];
        const BattleUnit *c = state.commander(side);
        text += u"\n"_s + (side == 0 ? tr("Attacker") : tr("Defender"));
        if (!s.name.isEmpty())
            text += u" ("_s + s.name + u')';
        text += tr(": losses %1 / panic level %2; markers %3 of %4.").arg(s.losses)
                    .arg(s.panicLevel ? QString::number(*s.panicLevel) : tr("none"))
                    .arg(s.markersPlayed).arg(c ? c->commandValue() : 0);
    }
    if (pending) {
        QString what;
        const int n = BattleEngine::diceNeeded(state, &what);
        text += u"\n"_s + (n != 0 ? tr("Next dice: %1.").arg(what) : QString());
    }
    m_status->setText(text);
}

void BattleBoardPanel::fillExplanation()
{
    QString html;
    if (m_board && m_campaign && m_board->hasBattle()) {
        for (const BattleJournalEntry &e : m_board->journal()) {
            html += u"<p><b>"_s + e.text.toHtmlEscaped() + u"</b>"_s;
            if (!e.dice.isEmpty())
                html += u" <span style='color:#555'>["_s + tr("dice %1").arg(e.dice).toHtmlEscaped() + u"]</span>"_s;
            html += u"</p><ul>"_s;
            for (const ExplanationStep &s : e.steps)
                html += u"<li>"_s + s.text.toHtmlEscaped() + u" <i>("_s + s.ruleRef.toHtmlEscaped() + u")</i></li>"_s;
            html += u"</ul>"_s;
        }
    }
    m_explanation->setHtml(html);
    m_explanation->moveCursor(QTextCursor::End);
    m_explanation->ensureCursorVisible();
}

bool BattleBoardPanel::perform(const std::function<void(BattleBoard &)> &step)
{
    if (!m_board || !m_campaign) {
        showMessage(tr("Open a campaign first."), true);
        return false;
    }
    try {
        step(*m_board);
    } catch (const Failure &e) {
        if (e.kind() == Failure::Kind::MissingFigure && e.detail().value(u"table"_s).toString() == u"units"_s) {
            // A counter's printed value: entered in the campaign form's value fields, not in a chart.
            showMessage(e.message(), true);
            m_campaignForm->selectUnit(e.detail().value(u"cell"_s).toString().section(u'.', 0, 0).toLongLong());
        } else if (e.kind() == Failure::Kind::MissingFigure) {
            showMessage(tr("%1 Enter it in the Tables panel; the battle waits until then.").arg(e.message()), true);
            emit missingFigure(e.detail().value(u"table"_s).toString(), e.detail().value(u"cell"_s).toString());
        } else {
            showMessage(e.message(), true);
        }
        return false;
    }
    m_dice->clear();
    showMessage({}, false);
    refresh();
    return true;
}

std::optional<QList<int>> BattleBoardPanel::enteredDice()
{
    const QString text = m_dice->text().trimmed();
    if (text.isEmpty())
        return std::nullopt;
    return BattleBoard::parseFaces(text);
}

void BattleBoardPanel::remember(int side, QListWidget *list)
{
    QListWidgetItem *item = list->currentItem();
    if (!item)
        return;
    m_selected[side] = item->data(Qt::UserRole).toString();
    m_lastSide = side;
    for (QListWidget *other : m_lists[side])
        if (other != list)
            other->clearSelection();
}

bool BattleBoardPanel::selectUnit(const QString &unitId)
{
    for (int side = 0; side < 2; ++side)
        for (QListWidget *list : m_lists[side])
            for (int row = 0; row < list->count(); ++row)
                if (list->item(row)->data(Qt::UserRole).toString() == unitId) {
                    list->setCurrentRow(row);
                    remember(side, list);
                    return true;
                }
    return false;
}

QString BattleBoardPanel::selectedUnit(int side) const
{
    return m_selected[side];
}

BattleSetup BattleBoardPanel::currentSetup() const
{
    BattleSetup setup;
    setup.season = m_season->currentText();
    setup.terrain = m_terrain->currentText();
    setup.defenderCastle = m_castle->isChecked();
    setup.terrainFor = m_terrainFor->currentText();
    setup.savesPer = m_savesPer->currentText();
    setup.pursuitVsKnights = m_pursuitVsKnights->currentText();
    setup.setupOrder = m_setupOrder->currentText();
    return setup;
}

void BattleBoardPanel::newBattle()
{
    BattleSetup setup = currentSetup();
    setup.attackerName = m_attackerName->text().trimmed();
    setup.defenderName = m_defenderName->text().trimmed();
    m_selected[0].clear();
    m_selected[1].clear();
    perform([&](BattleBoard &b) { b.newBattle(setup); });
}

void BattleBoardPanel::placeUnit()
{
    const BattleUnit spec = m_unitForm->unit();
    if (perform([&](BattleBoard &b) { b.placeUnit(spec); }))
        m_unitForm->clearName();
}

void BattleBoardPanel::removeUnit()
{
    const QString id = selectedUnit(m_lastSide);
    perform([&](BattleBoard &b) { b.removeUnit(id); });
}

void BattleBoardPanel::makeCommander()
{
    const int side = m_lastSide;
    const QString id = selectedUnit(side);
    perform([&](BattleBoard &b) { b.chooseCommander(side, id); });
}

void BattleBoardPanel::moveUnit()
{
    const QString id = selectedUnit(m_lastSide);
    const QString to = m_moveTo->currentText();
    perform([&](BattleBoard &b) { b.moveUnit(id, battleBoxFromName(to)); });
}

void BattleBoardPanel::declareAttack()
{
    const int active = m_board ? m_board->state().activeSide() : 0;
    const QString attacker = selectedUnit(active);
    const QString target = selectedUnit(1 - active);
    if (attacker.isEmpty() || target.isEmpty()) {
        showMessage(tr("Select an attacking unit of the side in play and an enemy target."), true);
        return;
    }
    perform([&](BattleBoard &b) { b.declareAttack(attacker, target); });
}

void BattleBoardPanel::playMarker()
{
    const int side = m_markerSide->currentIndex();
    const QString marker = m_marker->currentText();
    const QString box = m_markerBox->currentText();
    perform([&](BattleBoard &b) { b.playMarker(side, marker, box); });
}

void BattleBoardPanel::connectCampaignForm()
{
    connect(m_campaignForm, &BattleCampaignForm::startRequested, this,
            [this](const QString &square, qint64 attacker, qint64 defender) {
                BattleSetup setup = currentSetup();
                setup.square = square;
                setup.attackerSide = attacker;
                setup.defenderSide = defender;
                m_selected[0].clear();
                m_selected[1].clear();
                perform([&](BattleBoard &b) { b.newBattle(setup); });
            });
    connect(m_campaignForm, &BattleCampaignForm::placeRequested, this,
            [this](qint64 unit, BattleBox box, const QList<qint64> &carried) {
                if (perform([&](BattleBoard &b) { b.placeCampaignUnit(unit, box, carried); }))
                    m_campaignForm->clearCarrying();
            });
    connect(m_campaignForm, &BattleCampaignForm::valuesEntered, this,
            [this](qint64 unit, int attack, int defence, int leader) {
                perform([&](BattleBoard &) {
                    BattleCampaign::registerValues(*m_campaign, unit, attack, defence, leader);
                });
                m_campaignForm->selectUnit(unit);
            });
    connect(m_campaignForm, &BattleCampaignForm::applyRequested, this, [this](const BattleApply &request) {
        BattleApplyResult result;
        if (perform([&](BattleBoard &) { result = BattleCampaign::apply(*m_campaign, request); }) &&
            !result.followUps.isEmpty())
            showMessage(tr("Still to do by hand: %1").arg(result.followUps.join(u" "_s)), false);
    });
}

} // namespace Reeve
