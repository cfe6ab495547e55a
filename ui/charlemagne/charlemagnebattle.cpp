// The battle form of the Charlemagne panel: the two forces ticked in a list, the combat ratio worked out
// from them (§16.6), the Battle Table roll with its eliminations (one action), and Charlemagne's survival.
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>

#include "campaign/campaign.h"
#include "charlemagnepanel.h"
#include "games/charlemagne/charlemagneturn.h"
#include "procedures/procedureresultview.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Charlemagne;

namespace {

QJsonArray idList(const QList<qint64> &ids)
{
    QJsonArray list;
    for (qint64 id : ids)
        list.append(id);
    return list;
}

QCheckBox *check(const QString &text, const QString &name)
{
    auto *c = new QCheckBox(text);
    c->setObjectName(name);
    return c;
}

} // namespace

QWidget *CharlemagnePanel::buildFateGroup()
{
    auto *box = new QGroupBox(tr("Battle and Charlemagne's fate (§16, §21.4e)"));
    auto *f = new QFormLayout(box);
    f->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow); // the forces list takes the width there is
    m_battleFilter = new QLineEdit;
    m_battleFilter->setObjectName(u"charlemagneBattleFilter"_s);
    m_battleFilter->setPlaceholderText(tr("show units at… (e.g. Saxony)"));
    m_battleFilter->setClearButtonEnabled(true);
    connect(m_battleFilter, &QLineEdit::textChanged, this, &CharlemagnePanel::filterBattleUnits);
    m_battleUnits = new QTableWidget(0, 3);
    m_battleUnits->setObjectName(u"charlemagneBattleUnits"_s);
    m_battleUnits->setHorizontalHeaderLabels({tr("Attacks"), tr("Defends"), tr("Unit")});
    m_battleUnits->verticalHeader()->hide();
    m_battleUnits->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_battleUnits->horizontalHeader()->setStretchLastSection(true);
    m_battleUnits->setWordWrap(false);
    m_battleUnits->setMinimumWidth(320);
    m_battleUnits->setMaximumHeight(150);
    m_battleUnits->setToolTip(
            tr("Tick the units of each force: the ratio is worked out from them, and those the "
               "result eliminates are taken off in the same action as the roll"));
    f->addRow(tr("Filter:"), m_battleFilter);
    f->addRow(tr("Forces:"), m_battleUnits);

    m_attackerAdvance = check(tr("attacker's military advance"), u"charlemagneAttackerAdvance"_s);
    m_defenderTerrain = check(tr("defender in burg, rugged, pass or marsh"), u"charlemagneDefenderTerrain"_s);
    m_defenderAdvance = check(tr("defender's military advance"), u"charlemagneDefenderAdvance"_s);
    auto *ratio = button(
            tr("Work out ratio"), u"charlemagneRatio"_s,
            tr("Adds up the ticked forces, applies leader, terrain and advance multipliers and picks "
               "the column (Charlemagne §16.6); logged, nothing on the board changes"));
    connect(ratio, &QPushButton::clicked, this, &CharlemagnePanel::workOutRatio);
    f->addRow(m_attackerAdvance);
    f->addRow(m_defenderTerrain);
    f->addRow(m_defenderAdvance);
    f->addRow(ratio);

    m_battleColumn = new QComboBox;
    m_battleColumn->setObjectName(u"charlemagneBattleColumn"_s);
    m_battleColumn->addItems({u"1/3"_s, u"1/2"_s, u"1/1"_s, u"1.5/1"_s, u"2/1"_s, u"3/1"_s, u"4/1"_s});
    m_battleColumn->setToolTip(tr("The ratio column (Charlemagne §16.6): set by Work out ratio, or chosen"));
    m_battleBurg = check(tr("A side fights in a burg (may ignore a retreat)"), u"charlemagneBattleBurg"_s);
    m_battleReading = new QComboBox;
    m_battleReading->setObjectName(u"charlemagneBattleReading"_s);
    m_battleReading->addItems(CharlemagneTurn::battleReadings());
    m_battleReading->setToolTip(
            tr("auto: the entered result is read for \"attacker eliminated\" or \"defender "
               "eliminated\"; or say which force it eliminates"));
    f->addRow(tr("Ratio column:"), m_battleColumn);
    f->addRow(m_battleBurg);
    f->addRow(tr("Result applied:"), m_battleReading);
    f->addRow(tr("Battle roll:"), diceRow(tr("Battle"), u"charlemagneBattle"_s, [this] {
                  return QJsonObject{{u"step"_s, u"battle"_s},
                                     {u"column"_s, m_battleColumn->currentText()},
                                     {u"in_burg"_s, m_battleBurg->isChecked()},
                                     {u"attackers"_s, idList(checkedUnits(u"attacker"_s))},
                                     {u"defenders"_s, idList(checkedUnits(u"defender"_s))},
                                     {u"reading"_s, m_battleReading->currentText()}};
              }));
    m_rejoin = new QComboBox;
    m_rejoin->setObjectName(u"charlemagneRejoin"_s);
    m_locationCombos << m_rejoin;
    f->addRow(tr("If he lives, joins:"), m_rejoin);
    f->addRow(tr("Survival roll:"), diceRow(tr("Charlemagne's survival"), u"charlemagneSurvival"_s, [this] {
                  QJsonObject call{{u"step"_s, u"survival"_s}};
                  if (!m_rejoin->currentData().toString().isEmpty())
                      call.insert(u"rejoin"_s, m_rejoin->currentData().toString());
                  return call;
              }));
    return box;
}

QList<qint64> CharlemagnePanel::checkedUnits(const QString &which) const
{
    const int col = which == u"attacker"_s ? 0 : 1;
    QList<qint64> ids;
    for (int r = 0; r < m_battleUnits->rowCount(); ++r)
        if (m_battleUnits->item(r, col)->checkState() == Qt::Checked)
            ids << m_battleUnits->item(r, 2)->data(Qt::UserRole).toLongLong();
    return ids;
}

void CharlemagnePanel::fillBattleUnits(const QList<std::pair<qint64, QString>> &units)
{
    const QList<qint64> attacking = checkedUnits(u"attacker"_s);
    const QList<qint64> defending = checkedUnits(u"defender"_s);
    m_battleUnits->setRowCount(0);
    for (const auto &[id, label] : units) {
        const int row = m_battleUnits->rowCount();
        m_battleUnits->insertRow(row);
        for (int c = 0; c < 2; ++c) {
            auto *tick = new QTableWidgetItem;
            tick->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            tick->setCheckState((c == 0 ? attacking : defending).contains(id) ? Qt::Checked : Qt::Unchecked);
            m_battleUnits->setItem(row, c, tick);
        }
        auto *name = new QTableWidgetItem(label);
        name->setData(Qt::UserRole, id);
        m_battleUnits->setItem(row, 2, name);
    }
    filterBattleUnits();
}

void CharlemagnePanel::filterBattleUnits()
{
    const QString text = m_battleFilter->text().trimmed();
    for (int r = 0; r < m_battleUnits->rowCount(); ++r) {
        const bool ticked = m_battleUnits->item(r, 0)->checkState() == Qt::Checked
                            || m_battleUnits->item(r, 1)->checkState() == Qt::Checked;
        const bool match = text.isEmpty()
                           || m_battleUnits->item(r, 2)->text().contains(text, Qt::CaseInsensitive);
        m_battleUnits->setRowHidden(r, !ticked && !match); // a ticked unit stays in view
    }
}

void CharlemagnePanel::workOutRatio()
{
    if (!m_campaign)
        return;
    try {
        const QJsonObject outcome = runStep({{u"step"_s, u"ratio"_s},
                                             {u"attackers"_s, idList(checkedUnits(u"attacker"_s))},
                                             {u"defenders"_s, idList(checkedUnits(u"defender"_s))},
                                             {u"attacker_advance"_s, m_attackerAdvance->isChecked()},
                                             {u"defender_terrain"_s, m_defenderTerrain->isChecked()},
                                             {u"defender_advance"_s, m_defenderAdvance->isChecked()}});
        const QJsonObject procedure = outcome.value(u"procedure"_s).toObject();
        m_battleColumn->setCurrentText(procedure.value(u"outcome"_s).toObject().value(u"column"_s).toString());
        m_result->showResult(resultOf(procedure));
        m_result->show();
        showDone(outcome.value(u"seq"_s).toInteger());
    } catch (const Failure &failure) {
        showError(tr("Combat ratio refused: %1").arg(failure.message()));
    }
}

} // namespace Reeve
