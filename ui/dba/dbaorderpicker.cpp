#include "dbaorderpicker.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QJsonDocument>
#include <QLabel>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// The desk's step form kept these words (and their translations) in its own context.
const char *const Context = "Reeve::DbaStepForm";

QString say(const char *text)
{
    return QCoreApplication::translate(Context, text);
}

} // namespace

DbaOrderPicker::DbaOrderPicker(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel)
    , m_combo(new QComboBox)
{
    m_combo->setObjectName(u"dbaStepOrder"_s);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setMinimumContentsLength(24);
    m_combo->setToolTip(say(QT_TRANSLATE_NOOP(
            "Reeve::DbaStepForm",
            "The written order this step carries out: its fate is recorded for its nation.")));
    m_combo->setWhatsThis(m_combo->toolTip());
    m_label->setBuddy(m_combo);
    auto *layout = new QFormLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout->addRow(m_label, m_combo);
    setRequired(false);
    setOrders({});
    connect(m_combo, &QComboBox::currentIndexChanged, this, &DbaOrderPicker::chosen);
}

void DbaOrderPicker::setOrders(const QList<QPair<QString, QJsonObject>> &orders)
{
    const QJsonObject current = order();
    {
        const QSignalBlocker block(m_combo);
        m_combo->clear();
        m_combo->addItem(say(QT_TRANSLATE_NOOP("Reeve::DbaStepForm", "(none named)")), QJsonObject());
        for (const auto &[text, o] : orders)
            m_combo->addItem(text, o);
        m_combo->setCurrentIndex(0);
        for (int i = 1; !current.isEmpty() && i < m_combo->count(); ++i)
            if (m_combo->itemData(i).toJsonObject() == current)
                m_combo->setCurrentIndex(i);
    }
    if (order() != current)
        emit chosen(); // the order chosen is no longer open
}

void DbaOrderPicker::setRequired(bool required)
{
    m_label->setText(required ? say(QT_TRANSLATE_NOOP("Reeve::DbaStepForm", "Order not carried out*:"))
                              : say(QT_TRANSLATE_NOOP("Reeve::DbaStepForm", "Order carried out:")));
}

bool DbaOrderPicker::choose(const QString &side, int number)
{
    for (int i = 0; i < m_combo->count(); ++i) {
        const QJsonObject o = m_combo->itemData(i).toJsonObject();
        if ((number == 0 && o.isEmpty())
            || (o.value(u"side"_s).toString() == side && o.value(u"number"_s).toInt() == number)) {
            m_combo->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

QJsonObject DbaOrderPicker::order() const
{
    return m_combo->currentData().toJsonObject();
}

QString DbaOrderPicker::fieldText() const
{
    const QJsonObject o = order();
    return o.isEmpty() ? QString() : QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace Reeve
