#include "battleboardview.h"

#include <QCoreApplication>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextCursor>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "games/1066/battle/battleboard.h"
#include "games/1066/battle/battleengine.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

// The board's words were the panel's before the step form took its buttons: they keep its context, so
// their translations stay.
const char *const boxTitles[] = {QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "Left"),
                                 QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "Centre"),
                                 QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "Right"),
                                 QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "Reserve"),
                                 QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "Eliminated")};

const char *stageName(int stage)
{
    static const char *names[] = {QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "attacker movement"),
                                  QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "attacker combat"),
                                  QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "defender movement"),
                                  QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "defender combat")};
    return names[qBound(0, stage, 3)];
}

// Only for texts marked with QT_TRANSLATE_NOOP elsewhere (box titles, stages): lupdate sees no call of
// this function, so a literal text calls QCoreApplication::translate with the context itself.
QString panelText(const char *text)
{
    return QCoreApplication::translate("Reeve::BattleBoardPanel", text);
}

/// A unit on two lines: its id and name, then its type, values and what it is or did (so a narrow box
/// shows it whole instead of cutting it off).
QString unitText(const BattleUnit &u, const BattleState &s)
{
    QString text = u"%1 %2\n%3 %4-%5"_s.arg(u.id, u.name, u.type).arg(u.attack).arg(u.defence);
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

QString candidateText(const BattleCandidate &c)
{
    const BattleUnit &v = c.values;
    QString text = u"%1: #%2 %3 — %4"_s.arg(c.sideName).arg(c.unit.id).arg(v.name, v.type);
    if (!c.missing.isEmpty())
        return text + BattleBoardView::tr(" — values to enter: %1").arg(c.missing.join(u", "_s));
    text += u" %1-%2"_s.arg(v.attack).arg(v.defence);
    if (v.leader > 0)
        text += QObject::tr(" · leader %1").arg(v.leader);
    if (v.king)
        text += QObject::tr(" · king");
    return text + (c.placed ? BattleBoardView::tr(" · on the board") : QString());
}

QListWidget *unitList(const QString &name)
{
    auto *list = new QListWidget;
    list->setObjectName(name);
    // Room for two units of two lines each; more scroll in the box.
    list->setMinimumHeight(list->fontMetrics().height() * 4 + 2 * list->frameWidth() + 4);
    list->setMaximumHeight(list->fontMetrics().height() * 6 + 2 * list->frameWidth() + 4);
    // A unit's line wraps in a narrow box (German words are long) instead of running under its edge.
    list->setWordWrap(true);
    list->setResizeMode(QListView::Adjust);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return list;
}

} // namespace

BattleBoardView::BattleBoardView(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel)
    , m_hint(new QLabel)
    , m_square(unitList(u"squareUnits"_s))
    , m_journal(new QTextBrowser)
{
    m_status->setObjectName(u"battleStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hint->setObjectName(u"battleHint"_s);
    m_hint->setWordWrap(true);
    m_hint->setStyleSheet(u"color: #5f6368;"_s);
    m_hint->setText(tr("Click a unit (or move to it with the arrow keys) to put it into the step's fields: "
                       "for an attack, a unit of the side in play attacks, an enemy unit is its target."));
    m_journal->setObjectName(u"battleExplanation"_s);
    auto *board = new QWidget;
    auto *layout = new QVBoxLayout(board);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(buildSide(1));
    layout->addWidget(buildSide(0));
    layout->addWidget(buildSquare());
    layout->addWidget(m_hint);
    layout->addStretch(1);
    // The board scrolls on its own: a low dock (the main window's bottom area) keeps the step form's
    // buttons in view instead of growing the whole panel to the board's height.
    auto *scroll = new QScrollArea;
    scroll->setObjectName(u"battleBoardScroll"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the board's lists, not to an unseen frame
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(board);
    scroll->setMinimumHeight(fontMetrics().height() * 6);
    m_journal->setMinimumHeight(fontMetrics().height() * 3);
    auto *split = new QSplitter(Qt::Vertical);
    split->setObjectName(u"battleBoardSplit"_s);
    split->setChildrenCollapsible(false);
    split->addWidget(scroll);
    split->addWidget(m_journal);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(split);
    showBattle(nullptr);
}

QWidget *BattleBoardView::buildSide(int side)
{
    auto *box = new QGroupBox(side == 0 ? QCoreApplication::translate("Reeve::BattleBoardPanel", "Attacker")
                                        : QCoreApplication::translate("Reeve::BattleBoardPanel", "Defender"));
    box->setObjectName(side == 0 ? u"attackerBox"_s : u"defenderBox"_s);
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(4, 4, 4, 4);
    for (int b = 0; b < 5; ++b) {
        QListWidget *list = unitList(u"side%1box%2"_s.arg(side).arg(b));
        m_lists[side][b] = list;
        // The defender's half is drawn mirrored, so each box sits across from the box it faces (§15.9).
        const int column = side == 0 || b > 2 ? b : 2 - b;
        auto *title = new QLabel(panelText(boxTitles[b]));
        title->setBuddy(list);
        grid->addWidget(title, 0, column);
        grid->addWidget(list, 1, column);
        grid->setColumnStretch(column, 1);
        connect(list, &QListWidget::itemClicked, this,
                [this, side, list](QListWidgetItem *item) { chosen(side, list, item); });
        connect(list, &QListWidget::currentItemChanged, this,
                [this, side, list](QListWidgetItem *item) { chosen(side, list, item); });
    }
    return box;
}

QWidget *BattleBoardView::buildSquare()
{
    m_squareBox = new QGroupBox(tr("Campaign units in the battle square (1066 §15.2–15.3)"));
    m_squareBox->setObjectName(u"squareUnitsBox"_s);
    auto *layout = new QVBoxLayout(m_squareBox);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_square);
    const auto pick = [this](QListWidgetItem *item) {
        if (!m_filling && item)
            emit campaignUnitChosen(item->data(Qt::UserRole).toLongLong());
    };
    connect(m_square, &QListWidget::itemClicked, this, pick);
    connect(m_square, &QListWidget::currentItemChanged, this, pick);
    return m_squareBox;
}

void BattleBoardView::showBattle(Campaign *campaign)
{
    m_open = false;
    m_state = BattleState();
    m_candidates.clear();
    if (campaign) {
        BattleBoard board(*campaign);
        m_open = board.hasBattle();
        if (m_open)
            m_state = board.state();
        m_candidates = BattleCampaign::candidates(*campaign, m_state);
    }
    fillLists();
    fillSquare();
    fillStatus();
    if (campaign && m_open)
        fillJournal(*campaign);
    else
        m_journal->clear();
}

QString BattleBoardView::statusText() const
{
    return m_status->text();
}

const BattleUnit *BattleBoardView::unit(const QString &id) const
{
    for (const BattleUnit &u : m_state.units)
        if (u.id == id)
            return &u;
    return nullptr;
}

const BattleCandidate *BattleBoardView::candidate(qint64 unitId) const
{
    for (const BattleCandidate &c : m_candidates)
        if (c.unit.id == unitId)
            return &c;
    return nullptr;
}

void BattleBoardView::fillLists()
{
    const QScopedValueRollback<bool> filling(m_filling, true);
    for (int side = 0; side < 2; ++side) {
        QString current;
        for (QListWidget *list : m_lists[side]) {
            if (list->currentItem())
                current = list->currentItem()->data(Qt::UserRole).toString();
            list->clear();
        }
        for (const BattleUnit &u : std::as_const(m_state.units)) {
            if (u.side != side)
                continue;
            QListWidget *list = m_lists[side][u.eliminated ? 4 : int(u.box)];
            auto *item = new QListWidgetItem(unitText(u, m_state), list);
            item->setToolTip(item->text());
            item->setData(Qt::UserRole, u.id);
            if (u.id == current)
                list->setCurrentItem(item);
        }
    }
}

void BattleBoardView::fillSquare()
{
    const QScopedValueRollback<bool> filling(m_filling, true);
    const qint64 current = m_square->currentItem() ? m_square->currentItem()->data(Qt::UserRole).toLongLong()
                                                   : 0;
    m_square->clear();
    for (const BattleCandidate &c : std::as_const(m_candidates)) {
        auto *item = new QListWidgetItem(candidateText(c), m_square);
        item->setToolTip(item->text());
        item->setData(Qt::UserRole, c.unit.id);
        if (c.placed)
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        if (c.unit.id == current)
            m_square->setCurrentItem(item);
    }
    // While the battle is fought the square's list is of no use: the boxes get the room.
    using P = BattleState::Phase;
    m_squareBox->setVisible(!m_state.square.isEmpty()
                            && (m_state.phase == P::Setup || m_state.phase == P::Over));
}

void BattleBoardView::fillStatus()
{
    using P = BattleState::Phase;
    if (!m_open) {
        m_status->setText(
                tr("No battle: open one with the step Open a battle (at a campaign square) or Open a "
                   "battle by name."));
        return;
    }
    const BattleState &state = m_state;
    QString text;
    switch (state.phase) {
    case P::Setup:
        text = QCoreApplication::translate(
                "Reeve::BattleBoardPanel",
                "Setup: place units (one at least in each centre box), appoint commanders, roll the "
                "length.");
        break;
    case P::Battle:
        text = QCoreApplication::translate("Reeve::BattleBoardPanel", "Battle turn %1 of %2 — %3 round.")
                       .arg(state.turn)
                       .arg(state.length)
                       .arg(panelText(stageName(state.stage)));
        break;
    case P::Pursuit:
        text = QCoreApplication::translate(
                "Reeve::BattleBoardPanel",
                "Pursuit round (§15.17): the winner attacks with multiplied dice.");
        break;
    case P::Over:
        text = state.winner < 0
                       ? QCoreApplication::translate("Reeve::BattleBoardPanel",
                                                     "Battle over: a draw; the attacker retreats.")
                       : QCoreApplication::translate("Reeve::BattleBoardPanel", "Battle over: %1 wins.")
                                 .arg(state.winner == 0
                                              ? QCoreApplication::translate("Reeve::BattleBoardPanel",
                                                                            "the attacker")
                                              : QCoreApplication::translate("Reeve::BattleBoardPanel",
                                                                            "the defender"));
        break;
    }
    if (!state.square.isEmpty())
        text = tr("Battle of %1. %2").arg(state.square, text);
    for (int side = 0; side < 2; ++side) {
        const BattleSide &s = state.sides[side];
        const BattleUnit *c = state.commander(side);
        text += u"\n"_s
                + (side == 0 ? QCoreApplication::translate("Reeve::BattleBoardPanel", "Attacker")
                             : QCoreApplication::translate("Reeve::BattleBoardPanel", "Defender"));
        if (!s.name.isEmpty())
            text += u" ("_s + s.name + u')';
        text += QCoreApplication::translate("Reeve::BattleBoardPanel",
                                            ": losses %1 / panic level %2; markers %3 of %4.")
                        .arg(s.losses)
                        .arg(s.panicLevel ? QString::number(*s.panicLevel)
                                          : QCoreApplication::translate("Reeve::BattleBoardPanel", "none"))
                        .arg(s.markersPlayed)
                        .arg(c ? c->commandValue() : 0);
    }
    if (state.pending.isActive()) {
        QString what;
        if (BattleEngine::diceNeeded(state, &what) != 0)
            text += u"\n"_s
                    + QCoreApplication::translate("Reeve::BattleBoardPanel", "Next dice: %1.").arg(what);
    }
    m_status->setText(text);
}

void BattleBoardView::fillJournal(Campaign &campaign)
{
    QString html;
    for (const BattleJournalEntry &e : BattleBoard(campaign).journal()) {
        html += u"<p><b>"_s + e.text.toHtmlEscaped() + u"</b>"_s;
        if (!e.dice.isEmpty())
            html += u" <span style='color:#555'>["_s
                    + QCoreApplication::translate("Reeve::BattleBoardPanel", "dice %1")
                              .arg(e.dice)
                              .toHtmlEscaped()
                    + u"]</span>"_s;
        html += u"</p><ul>"_s;
        for (const ExplanationStep &s : e.steps)
            html += u"<li>"_s + s.text.toHtmlEscaped() + u" <i>("_s + s.ruleRef.toHtmlEscaped()
                    + u")</i></li>"_s;
        html += u"</ul>"_s;
    }
    m_journal->setHtml(html);
    m_journal->moveCursor(QTextCursor::End);
    m_journal->ensureCursorVisible();
}

void BattleBoardView::chosen(int side, QListWidget *list, QListWidgetItem *item)
{
    if (m_filling || !item)
        return;
    // One unit of a side is chosen at a time: the side's other boxes let go of theirs.
    {
        const QScopedValueRollback<bool> filling(m_filling, true);
        for (QListWidget *other : m_lists[side])
            if (other != list)
                other->setCurrentItem(nullptr);
    }
    emit unitChosen(item->data(Qt::UserRole).toString());
}

bool BattleBoardView::selectUnit(const QString &id)
{
    for (int side = 0; side < 2; ++side)
        for (QListWidget *list : m_lists[side])
            for (int row = 0; row < list->count(); ++row)
                if (list->item(row)->data(Qt::UserRole).toString() == id) {
                    if (list->currentRow() == row)
                        chosen(side, list, list->item(row)); // a click on the current unit
                    else
                        list->setCurrentRow(row); // signalled through currentItemChanged
                    return true;
                }
    return false;
}

bool BattleBoardView::selectCampaignUnit(qint64 unitId)
{
    for (int row = 0; row < m_square->count(); ++row)
        if (m_square->item(row)->data(Qt::UserRole).toLongLong() == unitId) {
            if (m_square->currentRow() == row)
                emit campaignUnitChosen(unitId);
            else
                m_square->setCurrentRow(row);
            return true;
        }
    return false;
}

} // namespace Reeve
