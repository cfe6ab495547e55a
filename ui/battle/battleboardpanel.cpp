#include "battleboardpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "battlecampaignform.h"
#include "battleunitform.h"
#include "campaign/campaign.h"
#include "campaign/campaigntables.h"
#include "tables/tablelibrary.h"
#include "games/1066/battle/battlesteps.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

const char *const boxTitles[] = {QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "Left"),
                                 QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "Centre"),
                                 QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "Right"),
                                 QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "Reserve"),
                                 QT_TRANSLATE_NOOP("Reeve::BattleBoardPanel", "Eliminated")};

QPushButton *button(const QString &text, const QString &name, const QString &tip)
{
    auto *b = new QPushButton(text);
    b->setObjectName(name);
    b->setToolTip(tip);
    return b;
}

QComboBox *combo(const QStringList &items, const QString &name)
{
    auto *c = new QComboBox;
    c->addItems(items);
    c->setObjectName(name);
    return c;
}

} // namespace

BattleBoardPanel::BattleBoardPanel(QWidget *parent)
    : QWidget(parent)
    , m_unitForm(new BattleUnitForm)
    , m_campaignForm(new BattleCampaignForm)
    , m_status(new QLabel)
    , m_message(new QLabel)
    , m_explanation(new QTextBrowser)
{
    m_status->setObjectName(u"battleStatus"_s);
    m_status->setWordWrap(true);
    m_message->setObjectName(u"battleMessage"_s);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_explanation->setObjectName(u"battleExplanation"_s);
    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(buildSetup());
    topLayout->addWidget(m_campaignForm);
    m_unitForm->setTitle(tr("A counter not registered in the campaign (§15.5)"));
    m_typeIn = button(tr("Type in a counter…"), u"typeInButton"_s,
                      tr("Shows the form for a counter that is not among the campaign's units."));
    m_typeIn->setCheckable(true);
    connect(m_typeIn, &QPushButton::toggled, this, [this] { refresh(); });
    auto *typeInRow = new QHBoxLayout;
    typeInRow->addStretch(1);
    typeInRow->addWidget(m_typeIn);
    topLayout->addLayout(typeInRow);
    topLayout->addWidget(m_unitForm);
    topLayout->addWidget(m_status);
    topLayout->addWidget(buildBoard(), 1);
    topLayout->addWidget(buildSteps());
    topLayout->addWidget(m_message);
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(top);
    splitter->addWidget(m_explanation);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    connect(m_unitForm, &BattleUnitForm::placeRequested, this, &BattleBoardPanel::placeUnit);
    connectCampaignForm();
    refresh();
}

BattleBoardPanel::~BattleBoardPanel() = default;

QWidget *BattleBoardPanel::buildSetup()
{
    auto *box = new QGroupBox(tr("Battle settings (§9.9, §15.13, §20.5), or a battle by name only (§15.2)"));
    m_attackerName = new QLineEdit;
    m_attackerName->setPlaceholderText(tr("attacker, e.g. Normans"));
    m_attackerName->setObjectName(u"attackerName"_s);
    m_defenderName = new QLineEdit;
    m_defenderName->setPlaceholderText(tr("defender, e.g. Anglo-Saxons"));
    m_defenderName->setObjectName(u"defenderName"_s);
    m_season = combo({u"winter"_s, u"summer"_s}, u"season"_s);
    m_season->setToolTip(tr("Summer adds one to the battle length, never beyond six turns (§9.9)."));
    QStringList terrains{u"none"_s};
    if (const RuleTable *t = CampaignTables::builtIn().find(u"1066.terrain"_s))
        terrains << t->columns();
    m_terrain = combo(terrains, u"terrain"_s);
    m_terrain->setToolTip(tr("The one terrain bonus the defender chooses (§15.13), read from the Terrain Effects "
                             "Chart when a unit is attacked."));
    m_castle = new QCheckBox(tr("Defender holds a friendly castle"));
    m_castle->setObjectName(u"castle"_s);
    m_castle->setToolTip(tr("Castle saving rolls and no panic level for the defender (§20.5)."));
    m_terrainFor = combo({u"defender"_s, u"both"_s}, u"terrainFor"_s);
    m_terrainFor->setToolTip(tr("Reading of §15.13: the bonus is the defending force's only, or any unit attacked."));
    m_savesPer = combo({u"result"_s, u"attack"_s}, u"savesPer"_s);
    m_savesPer->setToolTip(tr("Saving rolls for each E or D result in turn, or once per attack."));
    m_pursuitVsKnights = combo({u"two-dice"_s, u"double"_s}, u"pursuitVsKnights"_s);
    m_pursuitVsKnights->setToolTip(tr("§15.17: knights pursuing panicking knights roll exactly two dice, or double."));
    m_setupOrder = combo({u"defender-first"_s, u"any"_s}, u"setupOrder"_s);
    m_setupOrder->setToolTip(tr("§15.2 as written: the defender sets up all his units before the attacker places "
                                "any; or record the arrays in any order."));
    m_newBattle = button(tr("&New battle by name"), u"newBattleButton"_s,
                         tr("Opens a battle between the two names, with counters typed in; replaces the last one. "
                            "For the campaign's units, use Start battle here."));
    connect(m_newBattle, &QPushButton::clicked, this, &BattleBoardPanel::newBattle);
    auto *grid = new QGridLayout(box);
    grid->addWidget(m_attackerName, 0, 0);
    grid->addWidget(m_defenderName, 0, 1);
    grid->addWidget(m_season, 0, 2);
    grid->addWidget(m_terrain, 0, 3);
    grid->addWidget(m_castle, 0, 4);
    grid->addWidget(new QLabel(tr("Readings (terrain bonus for, saving rolls per, knights on panicking knights):")),
                    1, 0);
    grid->addWidget(m_terrainFor, 1, 1);
    grid->addWidget(m_savesPer, 1, 2);
    grid->addWidget(m_pursuitVsKnights, 1, 3);
    grid->addWidget(m_newBattle, 1, 4);
    grid->addWidget(new QLabel(tr("Set-up order:")), 2, 0);
    grid->addWidget(m_setupOrder, 2, 1);
    return box;
}

QWidget *BattleBoardPanel::buildSide(int side)
{
    auto *box = new QGroupBox(side == 0 ? tr("Attacker") : tr("Defender"));
    box->setObjectName(side == 0 ? u"attackerBox"_s : u"defenderBox"_s);
    auto *grid = new QGridLayout(box);
    for (int b = 0; b < 5; ++b) {
        auto *list = new QListWidget;
        list->setObjectName(u"side%1box%2"_s.arg(side).arg(b));
        list->setMinimumHeight(60);
        m_lists[side][b] = list;
        // The defender's half is drawn mirrored, so each box sits across from the box it faces (§15.9).
        const int column = side == 0 || b > 2 ? b : 2 - b;
        grid->addWidget(new QLabel(tr(boxTitles[b])), 0, column);
        grid->addWidget(list, 1, column);
        connect(list, &QListWidget::itemClicked, this, [this, side, list] { remember(side, list); });
    }
    return box;
}

QWidget *BattleBoardPanel::buildBoard()
{
    auto *board = new QWidget;
    auto *layout = new QVBoxLayout(board);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildSide(1));
    layout->addWidget(buildSide(0));
    return board;
}

QWidget *BattleBoardPanel::buildSteps()
{
    auto *w = new QWidget;
    auto *grid = new QGridLayout(w);
    grid->setContentsMargins(0, 0, 0, 0);
    m_remove = button(tr("Remove"), u"removeButton"_s, tr("Takes the selected unit off the board (setup only)."));
    m_commander = button(tr("Co&mmander"), u"commanderButton"_s,
                         tr("Appoints the selected leader commander of its side; a king must command (§18.3–18.4)."));
    m_length = button(tr("Roll &length"), u"lengthButton"_s,
                      tr("Checks the setup and rolls the number of battle turns (§15.2, §9.9)."));
    m_contact = button(tr("Con&tact"), u"contactButton"_s,
                       tr("On the high seas, rolls whether the fleets meet at all (§17.15)."));
    m_moveTo = combo({u"left"_s, u"centre"_s, u"right"_s, u"reserve"_s}, u"moveTo"_s);
    m_move = button(tr("&Move"), u"moveButton"_s, tr("Moves the selected unit to the chosen box (§15.6)."));
    m_markerSide = combo({tr("Attacker"), tr("Defender")}, u"markerSide"_s);
    m_marker = combo({u"charge"_s, u"maneuver"_s, u"shield-wall"_s, u"feigned-flight"_s}, u"marker"_s);
    m_markerBox = combo({u"left"_s, u"centre"_s, u"right"_s}, u"markerBox"_s);
    m_playMarker = button(tr("Play mar&ker"), u"markerButton"_s,
                          tr("Plays a battle marker at the start of a combat round (§8.13, §15.21)."));
    m_declare = button(tr("&Attack"), u"declareButton"_s,
                       tr("The selected unit of the side in play attacks the selected enemy unit (§15.8–15.12)."));
    m_roll = button(tr("&Roll attack"), u"rollButton"_s, tr("Rolls the declared attack's dice on the CRT (§15.8)."));
    m_save = button(tr("&Saving roll"), u"saveButton"_s,
                    tr("Leader rally, castle and Shield Wall rolls against an E or D result (§18.6, §20.5, §8.13)."));
    m_endRound = button(tr("&End round"), u"endRoundButton"_s, tr("Ends the current movement or combat round."));
    m_endPursuit = button(tr("End &pursuit"), u"endPursuitButton"_s, tr("Ends the pursuit round (§15.17)."));
    m_spoils = button(tr("Spoi&ls"), u"spoilsButton"_s, tr("Markers won and lost, and who retreats (§15.18)."));
    m_dice = new QLineEdit;
    m_dice->setObjectName(u"diceEdit"_s);
    m_dice->setPlaceholderText(tr("physical dice, e.g. 4, 2, 6 (empty: Reeve rolls)"));
    connect(m_remove, &QPushButton::clicked, this, &BattleBoardPanel::removeUnit);
    connect(m_commander, &QPushButton::clicked, this, &BattleBoardPanel::makeCommander);
    connect(m_move, &QPushButton::clicked, this, &BattleBoardPanel::moveUnit);
    connect(m_playMarker, &QPushButton::clicked, this, &BattleBoardPanel::playMarker);
    connect(m_declare, &QPushButton::clicked, this, &BattleBoardPanel::declareAttack);
    connect(m_length, &QPushButton::clicked, this, [this] {
        perform([this](BattleBoard &b) { b.rollLength(enteredDice()); });
    });
    connect(m_contact, &QPushButton::clicked, this, [this] {
        perform([this](BattleBoard &b) { b.contactRoll(enteredDice()); });
    });
    connect(m_roll, &QPushButton::clicked, this, [this] {
        perform([this](BattleBoard &b) { b.rollAttack(enteredDice()); });
    });
    connect(m_save, &QPushButton::clicked, this, [this] {
        perform([this](BattleBoard &b) { b.savingRoll(enteredDice()); });
    });
    connect(m_endRound, &QPushButton::clicked, this, [this] { perform([](BattleBoard &b) { b.endRound(); }); });
    connect(m_endPursuit, &QPushButton::clicked, this, [this] { perform([](BattleBoard &b) { b.endPursuit(); }); });
    connect(m_spoils, &QPushButton::clicked, this, [this] { perform([](BattleBoard &b) { b.spoils(); }); });
    grid->addWidget(m_remove, 0, 0);
    grid->addWidget(m_commander, 0, 1);
    grid->addWidget(m_length, 0, 2);
    grid->addWidget(m_moveTo, 0, 3);
    grid->addWidget(m_move, 0, 4);
    grid->addWidget(m_markerSide, 0, 5);
    grid->addWidget(m_marker, 0, 6);
    grid->addWidget(m_markerBox, 0, 7);
    grid->addWidget(m_playMarker, 0, 8);
    grid->addWidget(new QLabel(tr("Dice:")), 1, 0);
    grid->addWidget(m_dice, 1, 1);
    grid->addWidget(m_contact, 1, 2);
    grid->addWidget(m_declare, 1, 3);
    grid->addWidget(m_roll, 1, 4);
    grid->addWidget(m_save, 1, 5);
    grid->addWidget(m_endRound, 1, 6);
    grid->addWidget(m_endPursuit, 1, 7);
    grid->addWidget(m_spoils, 1, 8);
    return w;
}

void BattleBoardPanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_board.reset(campaign ? new BattleBoard(*campaign) : nullptr);
    if (campaign)
        connect(campaign, &Campaign::changed, this, &BattleBoardPanel::refresh);
    // The season starts at the clock's month (1066 §9.9); the referee may still choose the other.
    if (const QString season = campaign ? BattleSteps::seasonOfClock(*campaign) : QString(); !season.isEmpty())
        m_season->setCurrentText(season);
    m_selected[0].clear();
    m_selected[1].clear();
    showMessage({}, false);
    refresh();
}

QListWidget *BattleBoardPanel::boxList(int side, int box) const
{
    return m_lists[side][box];
}

QString BattleBoardPanel::message() const
{
    return m_message->text();
}

QString BattleBoardPanel::status() const
{
    return m_status->text();
}

void BattleBoardPanel::refresh()
{
    const bool open = m_board && m_campaign && m_board->hasBattle();
    const BattleState state = open ? m_board->state() : BattleState();
    fillLists(state);
    m_campaignForm->refresh(m_campaign && m_board ? m_campaign.data() : nullptr, state);
    updateButtons(state);
    fillExplanation();
    if (!m_campaign)
        m_status->setText(tr("Open a campaign to use the battle board."));
}

void BattleBoardPanel::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? u"color: #b00020;"_s : QString());
}

} // namespace Reeve
