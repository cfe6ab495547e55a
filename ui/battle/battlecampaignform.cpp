#include "battlecampaignform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QSpinBox *spin(int min, int max, const QString &name, const QString &prefix)
{
    auto *s = new QSpinBox;
    s->setRange(min, max);
    s->setObjectName(name);
    s->setPrefix(prefix);
    return s;
}

QString candidateText(const BattleCandidate &c)
{
    const BattleUnit &v = c.values;
    QString text = u"#%1 %2 — %3"_s.arg(c.unit.id).arg(v.name, v.type);
    if (!c.missing.isEmpty())
        return text + BattleCampaignForm::tr(" — values to enter: %1").arg(c.missing.join(u", "_s));
    text += u" %1-%2"_s.arg(v.attack).arg(v.defence);
    if (v.leader > 0)
        text += BattleCampaignForm::tr(" · leader %1").arg(v.leader);
    if (v.king)
        text += BattleCampaignForm::tr(" · king");
    if (!v.carried.isEmpty())
        text += BattleCampaignForm::tr(" · carrying");
    return text + (c.placed ? BattleCampaignForm::tr(" · on the board") : QString());
}

} // namespace

BattleCampaignForm::BattleCampaignForm(QWidget *parent)
    : QGroupBox(tr("Campaign units (§15.2–15.3) and results (§15.18–15.19)"), parent)
    , m_hint(new QLabel)
{
    setObjectName(u"battleCampaignForm"_s);
    m_hint->setObjectName(u"campaignHint"_s);
    m_hint->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildStart());
    m_placeArea = buildPlace();
    layout->addWidget(m_placeArea, 1);
    layout->addWidget(m_hint);
    layout->addWidget(buildApply());
}

QWidget *BattleCampaignForm::buildStart()
{
    auto *w = new QWidget;
    auto *row = new QHBoxLayout(w);
    row->setContentsMargins(0, 0, 0, 0);
    m_square = new QComboBox;
    m_square->setObjectName(u"battleSquare"_s);
    m_square->setToolTip(tr("The square where the two forces meet; every unit of both sides there fights."));
    m_attacker = new QComboBox;
    m_attacker->setObjectName(u"campaignAttacker"_s);
    m_defender = new QComboBox;
    m_defender->setObjectName(u"campaignDefender"_s);
    m_start = new QPushButton(tr("Start battle &here"));
    m_start->setObjectName(u"startAtSquareButton"_s);
    m_start->setToolTip(tr("Opens a battle in the square between the two sides, with the season, terrain and "
                           "readings chosen above; replaces the last battle."));
    row->addWidget(new QLabel(tr("Square:")));
    row->addWidget(m_square, 1);
    row->addWidget(new QLabel(tr("attacker:")));
    row->addWidget(m_attacker, 1);
    row->addWidget(new QLabel(tr("defender:")));
    row->addWidget(m_defender, 1);
    row->addWidget(m_start);
    connect(m_start, &QPushButton::clicked, this, [this] {
        emit startRequested(m_square->currentData().toString(), m_attacker->currentData().toLongLong(),
                            m_defender->currentData().toLongLong());
    });
    return w;
}

QWidget *BattleCampaignForm::buildPlace()
{
    auto *w = new QWidget;
    auto *grid = new QGridLayout(w);
    grid->setContentsMargins(0, 0, 0, 0);
    m_units = new QListWidget;
    m_units->setObjectName(u"campaignUnits"_s);
    m_units->setMinimumHeight(70);
    m_box = new QComboBox;
    m_box->addItems({u"centre"_s, u"left"_s, u"right"_s, u"reserve"_s});
    m_box->setObjectName(u"campaignBox"_s);
    m_carrying = new QLineEdit;
    m_carrying->setObjectName(u"carrying"_s);
    m_carrying->setPlaceholderText(tr("a fleet's cargo: #, #"));
    m_carrying->setToolTip(tr("For a fleet: the numbers of up to two land units of the square it carries; they fight "
                              "as one unit with their attack and the fleet's defence (§17.16)."));
    m_place = new QPushButton(tr("&Place in box"));
    m_place->setObjectName(u"placeCampaignButton"_s);
    m_place->setToolTip(tr("Places the selected unit with its printed values in the chosen box (§15.5)."));
    m_attack = spin(0, 20, u"valueAttack"_s, tr("attack "));
    m_defence = spin(1, 4, u"valueDefence"_s, tr("defence "));
    m_leader = spin(0, 9, u"valueLeader"_s, tr("leader "));
    m_register = new QPushButton(tr("Register &values"));
    m_register->setObjectName(u"registerValuesButton"_s);
    m_register->setToolTip(tr("Copies the printed values from the counter onto the selected campaign unit (one "
                              "logged, undoable edit)."));
    grid->addWidget(m_units, 0, 0, 4, 1);
    grid->addWidget(m_box, 0, 1);
    grid->addWidget(m_place, 0, 2);
    grid->addWidget(m_carrying, 1, 1, 1, 2);
    grid->addWidget(m_attack, 2, 1);
    grid->addWidget(m_defence, 2, 2);
    grid->addWidget(m_leader, 3, 1);
    grid->addWidget(m_register, 3, 2);
    grid->setColumnStretch(0, 1);
    connect(m_units, &QListWidget::currentRowChanged, this, [this] {
        m_register->setEnabled(m_usable && selectedUnit() != 0);
        showSelected();
    });
    connect(m_place, &QPushButton::clicked, this, [this] {
        QList<qint64> carried;
        for (const QString &w : m_carrying->text().split(QRegularExpression(u"[#,\\s]+"_s), Qt::SkipEmptyParts))
            carried << w.toLongLong();
        emit placeRequested(selectedUnit(), battleBoxFromName(m_box->currentText()), carried);
    });
    connect(m_register, &QPushButton::clicked, this, [this] {
        emit valuesEntered(selectedUnit(), m_attack->value(), m_defence->value(), m_leader->value());
    });
    return w;
}

QWidget *BattleCampaignForm::buildApply()
{
    auto *w = new QWidget;
    auto *row = new QHBoxLayout(w);
    row->setContentsMargins(0, 0, 0, 0);
    m_retreat = new QLineEdit;
    m_retreat->setObjectName(u"retreatSquares"_s);
    m_retreat->setPlaceholderText(tr("retreat to, e.g. Dover (or Canterbury, Dover; none)"));
    m_retreat->setToolTip(tr("The square(s) the loser (in a draw, the attacker) retreats into, in order; a square "
                             "holding enemy or neutral units costs as many units and the retreat goes on (§15.19)."));
    m_lose = new QLineEdit;
    m_lose->setObjectName(u"retreatLosses"_s);
    m_lose->setPlaceholderText(tr("units lost on the way, e.g. 20, 21"));
    m_markers = new QCheckBox(tr("markers too"));
    m_markers->setObjectName(u"applyMarkers"_s);
    m_markers->setChecked(true);
    m_markers->setToolTip(tr("Also return a fallen king's hand (§18.7) and draw and lose the spoils (§15.18) in "
                             "the campaign's marker pool."));
    m_apply = new QPushButton(tr("Apply to &campaign"));
    m_apply->setObjectName(u"applyButton"_s);
    m_apply->setToolTip(tr("Marks the eliminated units, moves the retreating force and settles the markers; "
                           "Undo takes it back."));
    row->addWidget(m_retreat, 2);
    row->addWidget(m_lose, 1);
    row->addWidget(m_markers);
    row->addWidget(m_apply);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        BattleApply request;
        for (const QString &s : m_retreat->text().split(u',', Qt::SkipEmptyParts))
            request.retreat << s.trimmed();
        for (const QString &s : m_lose->text().split(QRegularExpression(u"[,\\s]+"_s), Qt::SkipEmptyParts))
            request.lose << s.toLongLong();
        request.markers = m_markers->isChecked();
        emit applyRequested(request);
    });
    return w;
}

void BattleCampaignForm::refresh(Campaign *campaign, const BattleState &state)
{
    const qint64 chosen = selectedUnit();
    const QString square = m_square->currentData().toString();
    m_square->clear();
    m_attacker->clear();
    m_defender->clear();
    m_units->clear();
    m_candidates.clear();
    const bool usable = campaign && !campaign->isReadOnly();
    m_usable = usable;
    if (campaign) {
        CampaignReader reader(campaign->database());
        for (const Location &l : reader.locations())
            m_square->addItem(l.name.isEmpty() || l.name == l.id ? l.id : u"%1 (%2)"_s.arg(l.id, l.name), l.id);
        for (const Side &s : reader.sides()) {
            m_attacker->addItem(s.name, s.id);
            m_defender->addItem(s.name, s.id);
        }
        m_square->setCurrentIndex(qMax(0, m_square->findData(state.square.isEmpty() ? square : state.square)));
        m_attacker->setCurrentIndex(qMax(0, m_attacker->findData(state.sides[0].campaignSide)));
        m_defender->setCurrentIndex(qMax(0, m_defender->findData(state.sides[1].campaignSide)));
        if (m_defender->currentIndex() == m_attacker->currentIndex() && m_defender->count() > 1)
            m_defender->setCurrentIndex(m_attacker->currentIndex() == 0 ? 1 : 0);
        m_candidates = BattleCampaign::candidates(*campaign, state);
    }
    for (const BattleCandidate &c : m_candidates) {
        auto *item = new QListWidgetItem(u"%1: %2"_s.arg(c.sideName, candidateText(c)), m_units);
        item->setData(Qt::UserRole, c.unit.id);
        if (c.placed)
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
    }
    selectUnit(chosen);
    const bool setup = usable && state.phase == BattleState::Phase::Setup && !state.square.isEmpty();
    m_start->setEnabled(usable && m_square->count() > 0 && m_attacker->count() > 1);
    m_place->setEnabled(setup);
    // While the battle is fought the square's list is of no use: the board gets the room.
    m_placeArea->setVisible(state.phase == BattleState::Phase::Setup || state.phase == BattleState::Phase::Over);
    m_carrying->setEnabled(setup);
    if (!setup)
        m_carrying->clear();
    m_register->setEnabled(usable && selectedUnit() != 0);
    m_apply->setEnabled(usable && state.phase == BattleState::Phase::Over && !state.square.isEmpty() &&
                        !state.applied);
    showSelected();
    if (!campaign)
        m_hint->setText({});
    else if (state.square.isEmpty())
        m_hint->setText(tr("Choose the square and the two sides, then Start battle here; or type counters in "
                           "below for a battle by name only."));
    else if (state.applied)
        m_hint->setText(tr("The results of the battle of %1 are on the map.").arg(state.square));
}

bool BattleCampaignForm::selectUnit(qint64 unitId)
{
    for (int row = 0; row < m_units->count(); ++row)
        if (m_units->item(row)->data(Qt::UserRole).toLongLong() == unitId) {
            m_units->setCurrentRow(row);
            return true;
        }
    return false;
}

void BattleCampaignForm::clearCarrying()
{
    m_carrying->clear();
}

qint64 BattleCampaignForm::selectedUnit() const
{
    const QListWidgetItem *item = m_units->currentItem();
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

void BattleCampaignForm::showSelected()
{
    const qint64 id = selectedUnit();
    for (const BattleCandidate &c : m_candidates) {
        if (c.unit.id != id)
            continue;
        m_attack->setValue(c.missing.contains(BattleCampaign::AttackKey) ? 0 : c.values.attack);
        m_defence->setValue(c.missing.contains(BattleCampaign::DefenceKey) ? 1 : c.values.defence);
        m_leader->setValue(c.missing.contains(BattleCampaign::LeaderKey) ? 0 : c.values.leader);
        m_hint->setText(c.missing.isEmpty()
                            ? tr("%1: values from the unit's record.").arg(c.values.name)
                            : tr("%1 needs its printed %2 from the counter: set them and Register values.")
                                  .arg(c.values.name, c.missing.join(u", "_s)));
        return;
    }
}

} // namespace Reeve
