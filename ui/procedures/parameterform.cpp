#include "parameterform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>

#include "steps/stepchoicelabels.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// "yes-no-maybe" → "yes no maybe" for display; the data stays the schema's value.
/// A choice in the reader's words ("Sommer" for summer), through the steps' label table; an unlisted
/// value shows with spaces for its dashes.
QString choiceLabel(const QString &choice)
{
    return StepChoiceLabels::label(choice);
}

QString listText(const QJsonValue &value)
{
    QStringList parts;
    for (const QJsonValue &item : value.toArray())
        parts << QString::number(item.toInteger());
    return parts.join(u", "_s);
}

} // namespace

ParameterForm::ParameterForm(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QFormLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

void ParameterForm::setParameters(const QList<ParameterSpec> &parameters)
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_editors.clear();
    m_specs = parameters;
    for (const ParameterSpec &spec : std::as_const(m_specs)) {
        QWidget *editor = createEditor(spec);
        editor->setObjectName(spec.name);
        QString tip = spec.help;
        if (spec.isRequired())
            tip = tip.isEmpty() ? tr("Required.") : tr("%1 (required)").arg(tip);
        editor->setToolTip(tip);
        auto *label = new QLabel(spec.label.isEmpty() ? spec.name : spec.label, this);
        label->setBuddy(editor);
        label->setToolTip(tip);
        m_layout->addRow(label, editor);
        m_editors << editor;
    }
    if (m_specs.isEmpty())
        m_layout->addRow(new QLabel(tr("This procedure takes no inputs."), this));
}

QWidget *ParameterForm::createEditor(const ParameterSpec &spec)
{
    const QJsonValue def = spec.defaultValue;
    switch (spec.type) {
    case ParameterSpec::Type::Integer: {
        auto *spin = new QSpinBox(this);
        spin->setRange(spec.minimum, spec.maximum);
        spin->setValue(def.isNull() ? qBound(spec.minimum, 0, spec.maximum) : def.toInt());
        spin->setAccelerated(true);
        connect(spin, &QSpinBox::valueChanged, this, &ParameterForm::edited);
        return spin;
    }
    case ParameterSpec::Type::Boolean: {
        auto *box = new QCheckBox(this);
        box->setChecked(def.toBool());
        connect(box, &QCheckBox::toggled, this, &ParameterForm::edited);
        return box;
    }
    case ParameterSpec::Type::Choice: {
        auto *combo = new QComboBox(this);
        for (const QString &choice : spec.choices)
            combo->addItem(choiceLabel(choice), choice);
        combo->setCurrentIndex(qMax(0, combo->findData(def.toString())));
        connect(combo, &QComboBox::currentIndexChanged, this, &ParameterForm::edited);
        return combo;
    }
    case ParameterSpec::Type::Text:
    case ParameterSpec::Type::IntegerList: {
        auto *line = new QLineEdit(this);
        if (spec.type == ParameterSpec::Type::IntegerList) {
            line->setText(listText(def));
            line->setPlaceholderText(tr("numbers separated by commas, e.g. 3, 5, 2"));
        } else {
            line->setText(def.toString());
            if (spec.isRequired())
                line->setPlaceholderText(tr("required"));
        }
        connect(line, &QLineEdit::textChanged, this, &ParameterForm::edited);
        return line;
    }
    }
    return new QWidget(this);
}

QJsonValue ParameterForm::valueOf(const ParameterSpec &spec, QWidget *editor, bool *given) const
{
    *given = true;
    switch (spec.type) {
    case ParameterSpec::Type::Integer:
        return static_cast<QSpinBox *>(editor)->value();
    case ParameterSpec::Type::Boolean:
        return static_cast<QCheckBox *>(editor)->isChecked();
    case ParameterSpec::Type::Choice:
        return static_cast<QComboBox *>(editor)->currentData().toString();
    case ParameterSpec::Type::Text:
    case ParameterSpec::Type::IntegerList: {
        QString text = static_cast<QLineEdit *>(editor)->text().trimmed();
        if (text.isEmpty() && (spec.isRequired() || spec.type == ParameterSpec::Type::IntegerList)) {
            *given = false;
            return {};
        }
        if (spec.type == ParameterSpec::Type::IntegerList)
            text.replace(QRegularExpression(u"[\\s;]+"_s), u","_s);
        return spec.parse(text);
    }
    }
    *given = false;
    return {};
}

QJsonObject ParameterForm::values() const
{
    QJsonObject values;
    for (qsizetype i = 0; i < m_specs.size(); ++i) {
        bool given = false;
        const QJsonValue value = valueOf(m_specs.at(i), m_editors.at(i), &given);
        if (given)
            values.insert(m_specs.at(i).name, value);
    }
    return values;
}

bool ParameterForm::setValue(const QString &name, const QJsonValue &value)
{
    QWidget *widget = editor(name);
    if (!widget)
        return false;
    if (auto *spin = qobject_cast<QSpinBox *>(widget))
        spin->setValue(value.toInt());
    else if (auto *box = qobject_cast<QCheckBox *>(widget))
        box->setChecked(value.toBool());
    else if (auto *combo = qobject_cast<QComboBox *>(widget))
        combo->setCurrentIndex(combo->findData(value.toString()));
    else if (auto *line = qobject_cast<QLineEdit *>(widget))
        line->setText(value.isArray() ? listText(value) : value.toVariant().toString());
    return true;
}

QWidget *ParameterForm::editor(const QString &name) const
{
    for (qsizetype i = 0; i < m_specs.size(); ++i) {
        if (m_specs.at(i).name == name)
            return m_editors.at(i);
    }
    return nullptr;
}

} // namespace Reeve
