#include "dbastepform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

#include "games/dba/dbastepkinds.h"
#include "procedures/procedurerunner.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// Refills a combo, keeping the current text when it is still offered; \a empty first when given.
void refill(QComboBox *combo, const QStringList &items, const QString &empty)
{
    const QString current = combo->currentData().toString();
    const QSignalBlocker block(combo);
    combo->clear();
    if (!empty.isNull())
        combo->addItem(empty, QString());
    for (const QString &item : items)
        combo->addItem(item, item);
    const int at = combo->findData(current);
    combo->setCurrentIndex(at >= 0 ? at : 0);
}

void refillChecks(QListWidget *list, const QStringList &names)
{
    QStringList checked;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            checked << list->item(i)->text();
    list->clear();
    for (const QString &name : names) {
        auto *item = new QListWidgetItem(name, list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(name) ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList splitList(const QString &text)
{
    return text.split(QRegularExpression(u"[,;\\s]+"_s), Qt::SkipEmptyParts);
}

} // namespace

DbaStepForm::DbaStepForm(QWidget *parent)
    : QWidget(parent)
    , m_kind(new QComboBox)
    , m_summary(new QLabel)
    , m_fieldsBox(new QWidget)
    , m_order(new QComboBox)
    , m_orderLabel(new QLabel(tr("Order carried out:")))
    , m_diceBox(new QWidget)
    , m_diceHint(new QLabel)
{
    m_kind->setObjectName(u"dbaStepKind"_s);
    m_kind->setToolTip(tr("What the umpire adjudicates now; the fields below follow the choice."));
    for (const DbaStepKind &k : dbaStepKinds())
        m_kind->addItem(tr("%1 (%2)").arg(tr(k.title), k.id), k.id);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(u"dbaStepSummary"_s);
    m_summary->setStyleSheet(u"color: #5f6368;"_s);
    m_order->setObjectName(u"dbaStepOrder"_s);
    m_order->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_order->setMinimumContentsLength(24);
    m_order->setToolTip(tr("The written order this step carries out: its fate is recorded for its nation."));
    m_diceHint->setWordWrap(true);
    m_diceHint->setStyleSheet(u"color: #5f6368;"_s);

    auto *top = new QFormLayout;
    top->addRow(tr("Step:"), m_kind);
    m_fields = new QFormLayout(m_fieldsBox);
    m_fields->setContentsMargins(0, 0, 0, 0);
    m_fields->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_diceLayout = new QFormLayout(m_diceBox);
    m_diceLayout->setContentsMargins(0, 0, 0, 0);
    auto *orderRow = new QFormLayout;
    orderRow->addRow(m_orderLabel, m_order);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_fieldsBox);
    layout->addLayout(orderRow);
    layout->addWidget(m_diceHint);
    layout->addWidget(m_diceBox);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        rebuild();
        emit kindChanged(kind());
    });
    rebuild();
}

QString DbaStepForm::kind() const
{
    return m_kind->currentData().toString();
}

bool DbaStepForm::setKind(const QString &id)
{
    const int at = m_kind->findData(id);
    if (at < 0)
        return false;
    m_kind->setCurrentIndex(at);
    return true;
}

void DbaStepForm::setChoices(const DbaDeskChoices &choices)
{
    m_choices = choices;
    const DbaStepKind *k = dbaStepKind(kind());
    if (!k)
        return;
    for (const DbaField &f : k->fields)
        if (QWidget *editor = m_editors.value(f.key))
            fillEditor(f, editor);
    const QString current = m_order->currentText();
    const QSignalBlocker block(m_order);
    m_order->clear();
    m_order->addItem(tr("(none named)"), QJsonObject());
    for (const auto &[text, order] : std::as_const(m_choices.orders))
        m_order->addItem(text, order);
    const int at = m_order->findText(current);
    m_order->setCurrentIndex(at >= 0 ? at : 0);
    if (k->dice.mode == DbaDiceSpec::Mode::PerArmy)
        rebuildDice();
}

void DbaStepForm::rebuild()
{
    while (m_fields->rowCount() > 0)
        m_fields->removeRow(0);
    m_editors.clear();
    const DbaStepKind *k = dbaStepKind(kind());
    if (!k)
        return;
    m_summary->setText(tr("%1 (%2)").arg(tr(k->summary), tr(k->rule)));
    for (const DbaField &f : k->fields) {
        QWidget *editor = makeEditor(f);
        editor->setObjectName(u"dbaField_"_s + f.key);
        if (*f.tip)
            editor->setToolTip(tr(f.tip));
        fillEditor(f, editor);
        m_editors.insert(f.key, editor);
        if (f.kind == DbaFieldKind::Flag)
            m_fields->addRow(QString(), editor);
        else
            m_fields->addRow(f.required ? tr("%1*:").arg(tr(f.label)) : tr("%1:").arg(tr(f.label)), editor);
    }
    m_order->setVisible(k->namesOrder);
    m_orderLabel->setVisible(k->namesOrder);
    m_orderLabel->setText(k->orderRequired ? tr("Order not carried out*:") : tr("Order carried out:"));
    rebuildDice();
}

void DbaStepForm::rebuildDice()
{
    while (m_diceLayout->rowCount() > 0)
        m_diceLayout->removeRow(0);
    m_dice.clear();
    const DbaStepKind *k = dbaStepKind(kind());
    const DbaDiceSpec::Mode mode = k ? k->dice.mode : DbaDiceSpec::Mode::None;
    m_diceHint->setVisible(mode != DbaDiceSpec::Mode::None);
    m_diceBox->setVisible(mode != DbaDiceSpec::Mode::None);
    if (mode == DbaDiceSpec::Mode::None)
        return;
    m_diceHint->setText(tr("Dice at the table: %1. Leave them empty and press Roll for Reeve to roll.")
                                .arg(tr(k->dice.hint)));
    QStringList rolls;
    if (mode == DbaDiceSpec::Mode::Faces)
        rolls << QString();
    else if (mode == DbaDiceSpec::Mode::Named)
        rolls = k->dice.names;
    else
        rolls = m_choices.armies; // fleets suffer no supply or winter attrition
    for (const QString &roll : std::as_const(rolls)) {
        auto *line = new QLineEdit;
        line->setObjectName(u"dbaDice_"_s + (roll.isEmpty() ? u"faces"_s : roll));
        line->setPlaceholderText(tr("e.g. 4, 2"));
        line->setClearButtonEnabled(true);
        connect(line, &QLineEdit::returnPressed, this, &DbaStepForm::diceEntered);
        m_dice.insert(roll, line);
        m_diceLayout->addRow(roll.isEmpty() ? tr("Dice:") : tr("%1 dice:").arg(roll), line);
    }
}

QWidget *DbaStepForm::makeEditor(const DbaField &f)
{
    switch (f.kind) {
    case DbaFieldKind::Army:
    case DbaFieldKind::Fleet:
    case DbaFieldKind::Province:
    case DbaFieldKind::Nation:
    case DbaFieldKind::Choice:
    case DbaFieldKind::TriState: {
        auto *combo = new QComboBox;
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(14);
        if (f.kind == DbaFieldKind::TriState) {
            combo->addItem(tr("as recorded"), QString());
            combo->addItem(tr("yes"), u"true"_s);
            combo->addItem(tr("no"), u"false"_s);
        } else if (f.kind == DbaFieldKind::Choice) {
            for (const QString &c : f.choices)
                combo->addItem(c.isEmpty() ? tr(f.empty ? f.empty : "") : c, c);
        }
        return combo;
    }
    case DbaFieldKind::Armies:
    case DbaFieldKind::Fleets:
    case DbaFieldKind::Provinces:
    case DbaFieldKind::Nations: {
        auto *list = new QListWidget;
        list->setMaximumHeight(list->fontMetrics().height() * 6);
        list->setMinimumHeight(list->fontMetrics().height() * 3);
        return list;
    }
    case DbaFieldKind::Integer:
    case DbaFieldKind::Optional: {
        auto *spin = new QSpinBox;
        spin->setRange(f.minimum, f.maximum);
        spin->setValue(f.value);
        if (f.kind == DbaFieldKind::Optional)
            spin->setSpecialValueText(tr("unchanged"));
        return spin;
    }
    case DbaFieldKind::Flag:
        return new QCheckBox(tr(f.label));
    case DbaFieldKind::Elements:
    case DbaFieldKind::Text:
        break;
    }
    auto *line = new QLineEdit;
    if (*f.tip)
        line->setPlaceholderText(tr(f.tip));
    return line;
}

void DbaStepForm::fillEditor(const DbaField &f, QWidget *editor)
{
    const QString none = f.required ? QString() : tr("(none)");
    switch (f.kind) {
    case DbaFieldKind::Army:
        refill(static_cast<QComboBox *>(editor), m_choices.armies + m_choices.fleets, QString());
        break;
    case DbaFieldKind::Fleet:
        refill(static_cast<QComboBox *>(editor), m_choices.fleets, QString());
        break;
    case DbaFieldKind::Province:
        refill(static_cast<QComboBox *>(editor), m_choices.provinces, none);
        break;
    case DbaFieldKind::Nation:
        refill(static_cast<QComboBox *>(editor), m_choices.nations, none);
        break;
    case DbaFieldKind::Armies:
        refillChecks(static_cast<QListWidget *>(editor), m_choices.armies);
        break;
    case DbaFieldKind::Fleets:
        refillChecks(static_cast<QListWidget *>(editor), m_choices.fleets);
        break;
    case DbaFieldKind::Provinces:
        refillChecks(static_cast<QListWidget *>(editor), m_choices.provinces);
        break;
    case DbaFieldKind::Nations:
        refillChecks(static_cast<QListWidget *>(editor), m_choices.nations);
        break;
    default:
        break;
    }
}

bool DbaStepForm::setValue(const QString &key, const QString &value)
{
    QWidget *editor = m_editors.value(key);
    if (!editor)
        return false;
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        int at = combo->findData(value);
        if (at < 0)
            at = combo->findText(value);
        if (at < 0)
            return false;
        combo->setCurrentIndex(at);
    } else if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < spin->minimum() || n > spin->maximum())
            return false;
        spin->setValue(n);
    } else if (auto *check = qobject_cast<QCheckBox *>(editor)) {
        check->setChecked(value == u"true"_s);
    } else if (auto *list = qobject_cast<QListWidget *>(editor)) {
        const QStringList names = value.split(u'|', Qt::SkipEmptyParts);
        for (const QString &name : names)
            if (list->findItems(name, Qt::MatchExactly).isEmpty())
                return false;
        for (int i = 0; i < list->count(); ++i)
            list->item(i)->setCheckState(names.contains(list->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
    } else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        line->setText(value);
    }
    return true;
}

bool DbaStepForm::setOrder(const QString &side, int number)
{
    for (int i = 0; i < m_order->count(); ++i) {
        const QJsonObject o = m_order->itemData(i).toJsonObject();
        if ((number == 0 && o.isEmpty())
            || (o.value(u"side"_s).toString() == side && o.value(u"number"_s).toInt() == number)) {
            m_order->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

bool DbaStepForm::setDice(const QString &roll, const QString &faces)
{
    QLineEdit *line = m_dice.value(roll);
    if (!line)
        return false;
    line->setText(faces);
    return true;
}

void DbaStepForm::clearAfterStep()
{
    for (QLineEdit *line : std::as_const(m_dice))
        line->clear();
    m_order->setCurrentIndex(0);
}

QJsonValue DbaStepForm::valueOf(const DbaField &f, const QWidget *editor) const
{
    switch (f.kind) {
    case DbaFieldKind::Armies:
    case DbaFieldKind::Fleets:
    case DbaFieldKind::Provinces:
    case DbaFieldKind::Nations: {
        const auto *list = static_cast<const QListWidget *>(editor);
        QJsonArray names;
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->checkState() == Qt::Checked)
                names.append(list->item(i)->text());
        return names.isEmpty() ? QJsonValue() : QJsonValue(names);
    }
    case DbaFieldKind::Elements: {
        const QStringList codes = splitList(static_cast<const QLineEdit *>(editor)->text().toLower());
        return codes.isEmpty() ? QJsonValue() : QJsonValue(QJsonArray::fromStringList(codes));
    }
    case DbaFieldKind::Integer:
        return static_cast<const QSpinBox *>(editor)->value();
    case DbaFieldKind::Optional: {
        const auto *spin = static_cast<const QSpinBox *>(editor);
        return spin->value() == spin->minimum() ? QJsonValue() : QJsonValue(spin->value());
    }
    case DbaFieldKind::Flag:
        return static_cast<const QCheckBox *>(editor)->isChecked() ? QJsonValue(true) : QJsonValue();
    case DbaFieldKind::TriState: {
        const QString v = static_cast<const QComboBox *>(editor)->currentData().toString();
        return v.isEmpty() ? QJsonValue() : QJsonValue(v == u"true"_s);
    }
    case DbaFieldKind::Text: {
        const QString text = static_cast<const QLineEdit *>(editor)->text().trimmed();
        return text.isEmpty() ? QJsonValue() : QJsonValue(text);
    }
    default: {
        const QString v = static_cast<const QComboBox *>(editor)->currentData().toString();
        return v.isEmpty() ? QJsonValue() : QJsonValue(v);
    }
    }
}

QJsonValue DbaStepForm::diceValue() const
{
    const DbaStepKind *k = dbaStepKind(kind());
    if (k->dice.mode == DbaDiceSpec::Mode::Faces) {
        const QString text = m_dice.value(QString())->text().trimmed();
        if (text.isEmpty())
            throw Failure::badInput(
                    tr("Type the dice rolled at the table first (e.g. 4, 2), or press Roll."));
        return QJsonArray::fromVariantList([&] {
            QVariantList faces;
            for (int f : ProcedureRunner::parseDice(text))
                faces << f;
            return faces;
        }());
    }
    QJsonObject named;
    for (auto it = m_dice.begin(); it != m_dice.end(); ++it) {
        const QString text = it.value()->text().trimmed();
        if (text.isEmpty())
            continue; // a roll left empty is rolled by Reeve
        QJsonArray faces;
        for (int f : ProcedureRunner::parseDice(text))
            faces.append(f);
        named.insert(it.key(), faces);
    }
    if (named.isEmpty())
        throw Failure::badInput(tr("Type the dice of at least one roll first, or press Roll."));
    return named;
}

QJsonObject DbaStepForm::step(bool entered) const
{
    const DbaStepKind *k = dbaStepKind(kind());
    if (!k)
        throw Failure::badInput(tr("Choose the kind of step first."));
    QJsonObject step{{u"do"_s, k->id}};
    for (const DbaField &f : k->fields) {
        const QJsonValue v = valueOf(f, m_editors.value(f.key));
        if (v.isUndefined() || v.isNull()) {
            if (f.required)
                throw Failure::badInput(tr("Fill in \"%1\" first.").arg(tr(f.label)));
            continue;
        }
        step.insert(f.key, v);
    }
    if (k->namesOrder) {
        const QJsonObject order = m_order->currentData().toJsonObject();
        if (!order.isEmpty())
            step.insert(u"order"_s, order);
        else if (k->orderRequired)
            throw Failure::badInput(tr("Choose the order this step is about."));
    }
    if (entered) {
        if (k->dice.mode == DbaDiceSpec::Mode::None)
            throw Failure::badInput(tr("This step rolls no dice: press Carry out."));
        step.insert(u"dice"_s, diceValue());
    }
    return step;
}

} // namespace Reeve
