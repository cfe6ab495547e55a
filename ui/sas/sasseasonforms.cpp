// The forms of phases 1 to 4 of the Swords & Sails season panel: income and maintenance, espionage,
// alliances and written orders.
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sasseason.h"
#include "games/sas/sassteps.h"
#include "procedures/procedurerunner.h"
#include "sasformparts.h"
#include "sasseasonpanel.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Sas;
using namespace Reeve::SasForm;

QWidget *SasSeasonPanel::buildIncomePage()
{
    auto *box = new QGroupBox(tr("Income and maintenance (Swords && Sails, phase 1)"));
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(
            note(tr("Every faction at once: the season's harvest per territory (spring 10, summer 20, "
                    "autumn 10, winter 0), 10 per trade or port city and 30 per major city or "
                    "capital, less the upkeep of its units. One action per faction, with the "
                    "breakdown; once a season.")));
    m_firstTurn = new QCheckBox(tr("&First season: maintenance counts as already paid"));
    m_firstTurn->setObjectName(u"sasFirstTurn"_s);
    layout->addWidget(m_firstTurn);
    auto *collect = actionButton(tr("&Collect income and pay maintenance"), u"sasIncome"_s,
                                 tr("Credits every faction's income and debits its maintenance"));
    connect(collect, &QPushButton::clicked, this, [this] {
        if (perform(tr("Income"),
                    [this] {
                        SasSteps::run(*m_campaign, u"income"_s, {{u"first_turn"_s, m_firstTurn->isChecked()}});
                    })
            && !m_firstTurn->isChecked())
            showUpkeep();
    });
    layout->addWidget(collect, 0, Qt::AlignLeft);
    return page({box});
}

void SasSeasonPanel::showUpkeep()
{
    // The upkeep unit by unit tells what a faction's forces hold: only for the banker, or a faction's own.
    if (audience() == Audience::Public)
        return;
    SasBoard board(*m_campaign);
    QStringList lines;
    for (const Side &side : board.factions()) {
        if (audience() == Audience::Side && side.id != viewerSide())
            continue;
        const Holdings h = board.holdings(side);
        if (h.units.isEmpty())
            continue;
        QJsonObject inputs{{u"faction"_s, factionOf(side)}};
        for (auto it = h.units.cbegin(); it != h.units.cend(); ++it)
            inputs.insert(it.key().toLower(), it.value());
        try {
            lines << tr("%1's maintenance, unit by unit:").arg(side.name);
            for (const ExplanationStep &step :
                 SasBank::run(*m_campaign, u"sas.maintenance"_s, inputs).explanation)
                lines << u"    "_s + step.text;
        } catch (const Failure &f) {
            lines << u"    "_s + f.message();
        }
    }
    if (!lines.isEmpty())
        m_message->setText(m_message->text() + u'\n' + lines.join(u'\n'));
}

QWidget *SasSeasonPanel::buildEspionagePage()
{
    auto *counter = new QGroupBox(tr("Counter-espionage (Swords && Sails, phase 2)"));
    auto *cl = form(counter);
    m_counterSide = combo(u"sasCounterSide"_s);
    m_sideCombos << m_counterSide;
    m_counterCount = spin(1, 50, 1, u"sasCounterCount"_s);
    cl->addRow(tr("Faction:"), m_counterSide);
    cl->addRow(tr("Counter-agents:"), m_counterCount);
    auto *buy = actionButton(
            tr("&Buy in secret"), u"sasBuyCounter"_s,
            tr("30 gold each; the number and the gold are private to the buyer and the banker"));
    connect(buy, &QPushButton::clicked, this, [this] {
        perform(tr("Counter-espionage"), [this] {
            SasSteps::run(*m_campaign, u"counter"_s,
                          {{u"side"_s, m_counterSide->currentText()}, {u"count"_s, m_counterCount->value()}});
        });
    });
    cl->addRow(buy);

    auto *attempt = new QGroupBox(tr("Spy attempt (Swords && Sails, phase 2)"));
    auto *al = form(attempt);
    m_spySide = combo(u"sasSpySide"_s);
    m_targetSide = combo(u"sasTargetSide"_s);
    m_targetForce = combo(u"sasTargetForce"_s);
    m_sideCombos << m_spySide << m_targetSide;
    connect(m_targetSide, &QComboBox::currentIndexChanged, this, [this] {
        if (m_campaign)
            fillChoices();
    });
    al->addRow(note(tr("In the printed order, the Holy Roman Empire last (its first attempt each season is "
                       "free); 30 gold per target, one attempt per target. Two dice, +3 against a "
                       "counter-agent; 8 or less sees the card. The public log says only who tried on which "
                       "force and whether it worked.")));
    al->addRow(tr("Spy:"), m_spySide);
    al->addRow(tr("Target faction:"), m_targetSide);
    al->addRow(tr("Army or fleet:"), m_targetForce);
    m_spyDice = diceLine(u"sasSpyDice"_s, tr("e.g. 3, 4"));
    auto *roll = actionButton(tr("Roll"), u"sasSpyRoll"_s,
                              tr("Reeve rolls the two dice from the campaign's seed"));
    auto *use = actionButton(tr("Use dice"), u"sasSpyUseDice"_s,
                             tr("Resolves the attempt on the two dice entered"));
    connect(roll, &QPushButton::clicked, this, [this] { spy(false); });
    connect(use, &QPushButton::clicked, this, [this] { spy(true); });
    connect(m_spyDice, &QLineEdit::returnPressed, use, &QPushButton::click);
    al->addRow(tr("Dice:"), row({roll, m_spyDice, use}));

    auto *close = new QGroupBox(tr("End of espionage"));
    auto *xl = new QHBoxLayout(close);
    auto *closeButton
            = actionButton(tr("C&lose espionage"), u"sasCloseEspionage"_s,
                           tr("Unused counter-agents go to the bank (their gold was spent when bought)"));
    connect(closeButton, &QPushButton::clicked, this, [this] {
        perform(tr("Close espionage"), [this] { SasSteps::run(*m_campaign, u"close-espionage"_s, {}); });
    });
    xl->addWidget(closeButton);
    xl->addStretch(1);
    return page({counter, attempt, close});
}

void SasSeasonPanel::spy(bool entered)
{
    perform(tr("Spy attempt"), [this, entered] {
        QJsonObject dice;
        if (entered) {
            if (m_spyDice->text().trimmed().isEmpty())
                throw Failure::badInput(tr("Type the two dice rolled at the table first, e.g. 3, 4."));
            QJsonArray faces;
            for (int face : ProcedureRunner::parseDice(m_spyDice->text()))
                faces.append(face);
            dice.insert(u"spy"_s, faces);
        }
        SasBoard board(*m_campaign);
        const Side spy = board.side(m_spySide->currentText());
        const Side owner = board.side(m_targetSide->currentText());
        std::optional<Unit> target;
        for (const Unit &u : board.forces(owner.id))
            if (u.name == m_targetForce->currentText())
                target = u;
        if (!target)
            throw Failure::badInput(tr("Choose the army or fleet %1 spies on.").arg(spy.name));
        // One step: the payment and the attempt are one action, refused whole (StepRunner).
        SasSteps::run(*m_campaign, u"spy"_s,
                      {{u"spy"_s, spy.name},
                       {u"target"_s, owner.name},
                       {u"type"_s, target->type},
                       {u"number"_s, target->attributes.value(u"number"_s).toInt()}},
                      dice);
        m_spyDice->clear();
    });
}

QWidget *SasSeasonPanel::buildAlliancePage()
{
    auto *box = new QGroupBox(tr("Alliances (Swords && Sails, phase 3)"));
    auto *fl = form(box);
    fl->addRow(
            note(tr("The three-minute diplomacy timer is in its own dock (Diplomacy timer, Alt+T). Teams A, "
                    "B and C have two to four members; a team scores by the alliance formula.")));
    m_team = combo(u"sasTeam"_s);
    m_team->addItems({u"A"_s, u"B"_s, u"C"_s});
    m_team->setMinimumContentsLength(3);
    fl->addRow(tr("Team:"), m_team);
    m_members = new QListWidget;
    m_members->setObjectName(u"sasMembers"_s);
    m_members->setMaximumHeight(130);
    fl->addRow(tr("Members:"), m_members);
    auto *formTeam = actionButton(tr("&Form / extend"), u"sasFormAlliance"_s,
                                  tr("The ticked factions join the team (those already in it stay)"));
    auto *breakTeam = actionButton(tr("&Break"), u"sasBreakAlliance"_s, tr("Every member leaves the team"));
    connect(formTeam, &QPushButton::clicked, this, [this] {
        perform(tr("Alliance"), [this] {
            QStringList members;
            for (int i = 0; i < m_members->count(); ++i)
                if (m_members->item(i)->checkState() == Qt::Checked)
                    members << m_members->item(i)->text();
            SasSteps::run(*m_campaign, u"alliance"_s,
                          {{u"team"_s, m_team->currentText()},
                           {u"members"_s, QJsonArray::fromStringList(members)}});
        });
    });
    connect(breakTeam, &QPushButton::clicked, this, [this] {
        perform(tr("Break alliance"), [this] {
            SasSteps::run(*m_campaign, u"alliance"_s,
                          {{u"team"_s, m_team->currentText()}, {u"break"_s, true}});
        });
    });
    fl->addRow(row({formTeam, breakTeam}));
    return page({box});
}

QWidget *SasSeasonPanel::buildOrdersPage()
{
    auto *box = new QGroupBox(tr("Written orders (Swords && Sails, phase 4)"));
    auto *fl = form(box);
    fl->addRow(note(tr("One line per army or fleet, e.g. \"Army II: attack Flanders\" or \"Fleet I: load + "
                       "move North Sea with Army II\" (move, attack, defend, support, load, unload, dock, "
                       "merge, transfer). Reeve checks each line against the board and seals it; open and "
                       "reveal every faction's orders together in the Orders dock (Alt+O) from the "
                       "referee's view. Choose your faction's view (or the banker's) to write.")));
    m_ordersSide = combo(u"sasOrdersSide"_s);
    m_sideCombos << m_ordersSide;
    fl->addRow(tr("Faction:"), m_ordersSide);
    m_ordersRaider = combo(u"sasOrdersRaider"_s);
    m_ordersRaider->addItem(tr("table: a raider carries 3"), u"table"_s);
    m_ordersRaider->addItem(tr("prose: a raider carries 2"), u"prose"_s);
    m_ordersRaider->setToolTip(tr("The rules give a raider's carrying capacity twice, differently: pick the "
                                  "reading this game applies"));
    fl->addRow(tr("Raider reading:"), m_ordersRaider);
    m_orders = new QPlainTextEdit;
    m_orders->setObjectName(u"sasOrders"_s);
    m_orders->setPlaceholderText(tr("Army I: attack Flanders"));
    m_orders->setMaximumHeight(110);
    fl->addRow(tr("Orders:"), m_orders);
    auto *write = m_writeOrders = new QPushButton(tr("&Seal orders"));
    write->setObjectName(u"sasWriteOrders"_s);
    write->setToolTip(tr("Checks and seals (or amends) the faction's orders for this season"));
    connect(write, &QPushButton::clicked, this, [this] {
        const bool ok = perform(tr("Orders"), [this] {
            const QStringList lines = m_orders->toPlainText().split(u'\n', Qt::SkipEmptyParts);
            if (lines.isEmpty())
                throw Failure::badInput(tr("Write at least one order, e.g. \"Army I: defend\"."));
            SasSteps::run(*m_campaign, u"orders"_s,
                          {{u"side"_s, m_ordersSide->currentText()},
                           {u"lines"_s, QJsonArray::fromStringList(lines)},
                           {u"raider"_s, m_ordersRaider->currentData().toString()}});
        });
        if (ok)
            m_orders->clear(); // the sealed text does not linger on a shared screen
    });
    fl->addRow(write);
    return page({box});
}

} // namespace Reeve
