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
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sasseason.h"
#include "games/sas/sassteps.h"
#include "games/sas/sasupkeep.h"
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
    m_incomeForm = sasForm(u"income"_s, u"sasIncomeForm"_s);
    connect(m_incomeForm, &StepForm::applied, this, [this] {
        showMessage(QString());
        if (!m_incomeForm->inputs()->values().value(u"first_turn"_s).toBool())
            showUpkeep();
    });
    layout->addWidget(m_incomeForm);
    return page({box});
}

void SasSeasonPanel::showUpkeep()
{
    // The upkeep unit by unit tells what a faction's forces hold: only for the banker, or a faction's own.
    if (audience() == Audience::Public)
        return;
    SasBoard board(*campaign());
    QStringList lines;
    for (const Side &side : board.factions()) {
        if (audience() == Audience::Side && side.id != viewerSide())
            continue;
        try {
            // The inputs and the working are core's (Sas::SasUpkeep); the dock only shows them.
            const QStringList working = SasUpkeep::explain(*campaign(), side);
            if (working.isEmpty())
                continue;
            lines << tr("%1's maintenance, unit by unit:").arg(side.name);
            for (const QString &line : working)
                lines << u"    "_s + line;
        } catch (const Failure &f) {
            lines << tr("%1's maintenance, unit by unit:").arg(side.name) << u"    "_s + f.message();
        }
    }
    if (!lines.isEmpty())
        showMessage(lines.join(u'\n'));
}

QWidget *SasSeasonPanel::buildEspionagePage()
{
    // Phase 2 is three registered steps, each in its step form: the one round that seals every faction's
    // counter-agents, the spy attempts (payment and roll one action), and the end of espionage.
    auto *counter = new QGroupBox(tr("Counter-espionage (Swords && Sails, phase 2)"));
    auto *cl = new QVBoxLayout(counter);
    m_counterForm = sasForm(u"counter"_s, u"sasCounterForm"_s);
    // Counter-agents are bought in secret (phase 2): once the hands are sealed, who bought how many does not
    // stay on a shared screen, as the sealed orders do not.
    connect(m_counterForm, &StepForm::applied, this, [this] {
        m_counterForm->setValue(u"count"_s, u"0"_s);
        m_counterForm->setValue(u"others"_s, QString());
    });
    cl->addWidget(m_counterForm);

    auto *attempt = new QGroupBox(tr("Spy attempt (Swords && Sails, phase 2)"));
    auto *al = new QVBoxLayout(attempt);
    m_spyForm = sasForm(u"spy"_s, u"sasSpyForm"_s);
    al->addWidget(m_spyForm);

    auto *close = new QGroupBox(tr("End of espionage"));
    auto *xl = new QVBoxLayout(close);
    m_closeEspionageForm = sasForm(u"close-espionage"_s, u"sasCloseEspionageForm"_s);
    xl->addWidget(m_closeEspionageForm);
    return page({counter, attempt, close});
}

QWidget *SasSeasonPanel::buildAlliancePage()
{
    auto *box = new QGroupBox(tr("Alliances (Swords && Sails, phase 3)"));
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(
            note(tr("The three-minute diplomacy timer is in its own dock (Diplomacy timer, Alt+T). Teams A, "
                    "B and C have two to four members; a team scores by the alliance formula. Tick Break to "
                    "dissolve a team.")));
    layout->addWidget(sasForm(u"alliance"_s, u"sasAllianceForm"_s));
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
    auto *write = m_writeOrders = new QPushButton(tr("Sea&l orders"));
    write->setObjectName(u"sasWriteOrders"_s);
    write->setToolTip(tr("Checks and seals (or amends) the faction's orders for this season"));
    connect(write, &QPushButton::clicked, this, [this] {
        const bool ok = perform(tr("Orders"), [this] {
            const QStringList lines = m_orders->toPlainText().split(u'\n', Qt::SkipEmptyParts);
            if (lines.isEmpty())
                throw Failure::badInput(tr("Write at least one order, e.g. \"Army I: defend\"."));
            SasSteps::run(*campaign(), u"orders"_s,
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
