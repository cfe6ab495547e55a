// The Move group of the Britain year panel's Land tab: a band enters a district (with the bands of
// its army), or goes home, through the move and home steps, which check landings, borders and
// movement (Britain, STRATEGIC MOVEMENT).
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>

#include "britainpanel.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QWidget *BritainPanel::buildMoveGroup()
{
    auto *move = new QGroupBox(tr("Move (Britain, STRATEGIC MOVEMENT)"));
    auto *mf = new QFormLayout(move);
    mf->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_moveBand = new QComboBox;
    m_moveBand->setObjectName(u"moveBand"_s);
    m_moveBand->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_moveBand->setMinimumContentsLength(12);
    m_bandCombos << m_moveBand;
    m_moveTo = new QComboBox;
    m_moveTo->setObjectName(u"moveTo"_s);
    m_moveTo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_moveTo->setMinimumContentsLength(12);
    m_districtCombos << m_moveTo;
    m_moveWith = new QListWidget;
    m_moveWith->setObjectName(u"moveWith"_s);
    m_moveWith->setMaximumHeight(90);
    mf->addRow(tr("Band:"), m_moveBand);
    mf->addRow(tr("Enters:"), m_moveTo);
    mf->addRow(tr("With its army:"), m_moveWith);
    auto *go = actionButton(tr("Move"), u"moveButton"_s,
                            tr("Enters the district, paying one movement: from a homeland only where the people "
                               "may land, overland only across a border entered for the district. A barbarian "
                               "band whose movement is spent goes home."));
    connect(go, &QPushButton::clicked, this, [this] {
        enter(tr("Move"), [this] {
            QJsonObject call{{u"step"_s, u"move"_s},
                             {u"band"_s, m_moveBand->currentText()},
                             {u"to"_s, m_moveTo->currentText()}};
            QStringList with;
            for (int i = 0; i < m_moveWith->count(); ++i) {
                const QListWidgetItem *item = m_moveWith->item(i);
                if (item->checkState() == Qt::Checked && item->text() != m_moveBand->currentText())
                    with << item->text();
            }
            if (!with.isEmpty())
                call.insert(u"with"_s, QJsonArray::fromStringList(with));
            return call;
        });
    });
    auto *home = actionButton(tr("Go home"), u"homeButton"_s,
                              tr("The band goes home now: a British band to its district, a barbarian one to its "
                                 "homeland (its movement spent for the year)."));
    connect(home, &QPushButton::clicked, this, [this] {
        enter(tr("Go home"), [this] {
            return QJsonObject{{u"step"_s, u"home"_s}, {u"band"_s, m_moveBand->currentText()}};
        });
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(go);
    buttons->addWidget(home);
    buttons->addStretch(1);
    mf->addRow(buttons);
    return move;
}

} // namespace Reeve
