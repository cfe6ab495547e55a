#include "battleunitform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QSpinBox *spin(int min, int max, int value, const QString &name)
{
    auto *box = new QSpinBox;
    box->setRange(min, max);
    box->setValue(value);
    box->setObjectName(name);
    return box;
}

} // namespace

BattleUnitForm::BattleUnitForm(QWidget *parent)
    : QGroupBox(tr("Place a unit (§15.5)"), parent)
    , m_side(new QComboBox)
    , m_name(new QLineEdit)
    , m_type(new QComboBox)
    , m_attack(spin(0, 20, 2, u"unitAttack"_s))
    , m_defence(spin(1, 4, 2, u"unitDefence"_s))
    , m_leader(spin(0, 9, 0, u"unitLeader"_s))
    , m_king(new QCheckBox(tr("King")))
    , m_box(new QComboBox)
    , m_place(new QPushButton(tr("&Place")))
{
    m_side->addItem(tr("Attacker"), 0);
    m_side->addItem(tr("Defender"), 1);
    m_side->setObjectName(u"unitSide"_s);
    m_name->setPlaceholderText(tr("name, e.g. William"));
    m_name->setObjectName(u"unitName"_s);
    m_type->setEditable(true);
    m_type->addItems({u"knight"_s, u"housecarl"_s, u"thegn"_s, u"fyrd"_s, u"fleet"_s, u"archer"_s, u"infantry"_s});
    m_type->setObjectName(u"unitType"_s);
    m_type->setToolTip(tr("Knights get more Maneuver and pursuit dice; housecarls, thegns and fyrd may use Shield "
                          "Wall; fleets never gain terrain or castle bonuses."));
    m_king->setObjectName(u"unitKing"_s);
    for (BattleBox box : {BattleBox::Centre, BattleBox::Left, BattleBox::Right, BattleBox::Reserve})
        m_box->addItem(battleBoxName(box), int(box));
    m_box->setObjectName(u"unitBox"_s);
    m_place->setObjectName(u"placeButton"_s);
    auto *grid = new QGridLayout(this);
    grid->addWidget(m_side, 0, 0);
    grid->addWidget(m_name, 0, 1, 1, 3);
    grid->addWidget(m_type, 0, 4);
    grid->addWidget(m_box, 0, 5);
    grid->addWidget(new QLabel(tr("Attack")), 1, 0);
    grid->addWidget(m_attack, 1, 1);
    grid->addWidget(new QLabel(tr("Defence")), 1, 2);
    grid->addWidget(m_defence, 1, 3);
    grid->addWidget(new QLabel(tr("Leader")), 1, 4);
    grid->addWidget(m_leader, 1, 5);
    grid->addWidget(m_king, 1, 6);
    grid->addWidget(m_place, 0, 6);
    connect(m_place, &QPushButton::clicked, this, &BattleUnitForm::placeRequested);
    connect(m_name, &QLineEdit::returnPressed, this, &BattleUnitForm::placeRequested);
}

BattleUnit BattleUnitForm::unit() const
{
    BattleUnit u;
    u.side = m_side->currentData().toInt();
    u.name = m_name->text().trimmed();
    u.type = m_type->currentText().trimmed();
    u.attack = m_attack->value();
    u.defence = m_defence->value();
    u.leader = m_leader->value();
    u.king = m_king->isChecked();
    u.box = static_cast<BattleBox>(m_box->currentData().toInt());
    return u;
}

void BattleUnitForm::clearName()
{
    m_name->clear();
    m_king->setChecked(false);
}

} // namespace Reeve
