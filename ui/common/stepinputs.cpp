#include "stepinputs.h"

#include <algorithm>
#include <limits>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QSpinBox>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "steps/stepchoicelabels.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

using Type = StepField::Type;

bool isReference(Type type)
{
    return type == Type::Side || type == Type::Unit || type == Type::Location;
}

bool isUnitPicker(const StepField &f)
{
    return f.type == Type::Unit || (f.type == Type::List && f.itemType == Type::Unit);
}

/// A field left out when its input is empty: neither required nor given a default.
bool mayBeLeftOut(const StepField &f)
{
    return !f.required && f.defaultValue.isUndefined();
}

constexpr int kNoBound = 999999;

/// Re-fills \a combo with \a items (shown text, value), keeping the chosen value where it is still offered;
/// a separator after the first \a separatorAfter items when some, not all, are offered first.
void refillCombo(QComboBox *combo, const QList<QPair<QString, QString>> &items, const QString &empty,
                 int separatorAfter = 0)
{
    const QString current = combo->currentData().toString();
    const QSignalBlocker block(combo);
    combo->clear();
    if (!empty.isNull())
        combo->addItem(empty, QString());
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (i > 0 && i == separatorAfter)
            combo->insertSeparator(combo->count());
        combo->addItem(items.at(i).first, items.at(i).second);
    }
    const int at = current.isEmpty() ? -1 : combo->findData(current);
    combo->setCurrentIndex(at >= 0 ? at : 0);
}

/// A location field that names where the step's units stand (not where they go): "from", "at", "square".
bool namesWhereUnitsAre(const StepField &f)
{
    static const QStringList elsewhere{u"to"_s, u"into"_s, u"destination"_s, u"target"_s, u"via"_s};
    return f.type == StepField::Type::Location && !elsewhere.contains(f.name) && !f.name.startsWith(u"to_"_s);
}

void refillList(QListWidget *list, const QList<QPair<QString, QString>> &items)
{
    QStringList checked;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            checked << list->item(i)->data(Qt::UserRole).toString();
    }
    const QSignalBlocker block(list);
    list->clear();
    for (const auto &[text, value] : items) {
        auto *item = new QListWidgetItem(text, list);
        item->setData(Qt::UserRole, value);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(value) ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList splitCodes(const QString &text)
{
    return text.split(QRegularExpression(u"\\s*[,;]\\s*"_s), Qt::SkipEmptyParts);
}

} // namespace

StepInputs::StepInputs(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QFormLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A label goes above its field where the pane is too narrow for both side by side.
    m_layout->setRowWrapPolicy(QFormLayout::WrapLongRows);
}

int StepInputs::fieldWidth() const
{
    return fontMetrics().averageCharWidth() * 20;
}

void StepInputs::placeLabels(QFormLayout *rows, int width, int fieldWidth)
{
    int labels = 0;
    for (int row = 0; row < rows->rowCount(); ++row)
        if (QLayoutItem *label = rows->itemAt(row, QFormLayout::LabelRole); label && label->widget())
            labels = qMax(labels, label->widget()->sizeHint().width());
    int gap = rows->horizontalSpacing();
    if (gap < 0)
        gap = 6;
    const QFormLayout::RowWrapPolicy policy = labels > 0 && width - labels - gap < fieldWidth
                                                      ? QFormLayout::WrapAllRows
                                                      : QFormLayout::WrapLongRows;
    if (rows->rowWrapPolicy() != policy)
        rows->setRowWrapPolicy(policy);
}

void StepInputs::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Long labels in a narrow pane left the fields some 70 px (the Charlemagne board at 1280×800): the
    // labels go above their fields there, and the fields have the pane's width.
    if (event->oldSize().width() != event->size().width())
        placeLabels(m_layout, event->size().width(), fieldWidth());
}

QString StepInputs::tr2(const char *text) const
{
    return m_spec && text && *text ? QCoreApplication::translate(m_spec->context, text) : QString();
}

QString StepInputs::labelOf(const StepField &f) const
{
    const QString label = tr2(f.label);
    if (!label.isEmpty())
        return label;
    QString plain = QString(f.name).replace(u'_', u' ').replace(u'-', u' ');
    if (!plain.isEmpty())
        plain[0] = plain[0].toUpper();
    return plain;
}

QString StepInputs::inFormWords(const QString &text) const
{
    if (!m_spec || text.isEmpty())
        return text;
    QList<const StepField *> fields;
    for (const StepField &f : m_spec->fields)
        fields << &f;
    // The longest ids first: "leader_at" is never read inside "leader_at_x".
    std::sort(fields.begin(), fields.end(),
              [](const StepField *a, const StepField *b) { return a->name.size() > b->name.size(); });
    QString out = text;
    for (const StepField *f : std::as_const(fields)) {
        // A snake_case id is replaced wherever it stands; a plain one ("to", "army") only where it is
        // quoted or given a value, so the words of the sentence are left alone.
        const bool snake = f->name.contains(u'_');
        static const QString open = u"[\"'\u201C\u201E\u00AB]"_s;
        static const QString close = u"[\"'\u201D\u201C\u00BB]"_s;
        // name=value, or "name": true as a JSON step spells it.
        const QRegularExpression re(
                u"(%1)?(?<![\\w-])%2(?![\\w-])(%3)?(?:=([\\w-]+)|(?<=%3)\\s*:\\s*(true|false)\\b)?"_s
                        .arg(open, QRegularExpression::escape(f->name), close));
        QString result;
        qsizetype from = 0;
        for (const QRegularExpressionMatch &m : re.globalMatch(out)) {
            const bool quoted = m.capturedLength(1) > 0 && m.capturedLength(2) > 0;
            const QString value = m.capturedLength(3) > 0 ? m.captured(3) : m.captured(4);
            if (!snake && !quoted && value.isEmpty())
                continue;
            QString words;
            static const QRegularExpression placeholder(u"^[A-Z][A-Z_]*$"_s);
            if (value.isEmpty() || placeholder.match(value).hasMatch()) // leader_at=HEX: what to fill in
                words = tr("“%1”").arg(labelOf(*f));
            else if (value == u"true"_s || value == u"false"_s)
                words = (value == u"true"_s ? tr("“%1” ticked") : tr("“%1” not ticked")).arg(labelOf(*f));
            else
                words = tr("“%1” set to %2").arg(labelOf(*f), StepChoiceLabels::label(value));
            // A quote opened but not closed around the id is kept.
            if (m.capturedLength(1) > 0 && !quoted)
                words.prepend(m.captured(1));
            if (m.capturedLength(2) > 0 && !quoted)
                words.append(m.captured(2));
            result += out.mid(from, m.capturedStart() - from) + words;
            from = m.capturedEnd();
        }
        out = result + out.mid(from);
    }
    // A step id (this step's or one it sends the user to first: "season-end") reads as the step's title.
    for (const StepSpec *step : StepRegistry::standard().steps(m_spec->game)) {
        if (!step->id.contains(u'-') && !step->id.contains(u'_'))
            continue;
        const QRegularExpression id(u"(?<![\\w-])%1(?![\\w-])"_s.arg(QRegularExpression::escape(step->id)));
        out.replace(id, tr("“%1”").arg(step->translatedTitle()));
    }
    return out;
}

void StepInputs::setStep(const StepSpec *spec, Campaign *campaign, const QStringList &leftOut)
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_inputs.clear();
    m_order.clear();
    m_spec = spec;
    m_campaign = campaign;
    if (!spec)
        return;
    for (const StepField &f : spec->fields) {
        if (leftOut.contains(f.name))
            continue;
        QWidget *input = makeInput(f);
        input->setObjectName(u"stepField_"_s + f.name);
        const QString help = tr2(f.help);
        QString tip = help.isEmpty() ? labelOf(f) : help;
        if (const auto *box = qobject_cast<QCheckBox *>(input); box && box->isTristate())
            tip = tr("%1 A grey box leaves it out.").arg(tip);
        input->setToolTip(tip);
        input->setWhatsThis(
                help.isEmpty() ? labelOf(f)
                               : u"<b>%1</b><br>%2"_s.arg(labelOf(f).toHtmlEscaped(), help.toHtmlEscaped()));
        if (!isUnitPicker(f)) // the unit pickers once the side and place fields they follow are filled
            fillPicker(f, input);
        m_inputs.insert(f.name, input);
        m_order << f.name;
        const QString label = f.required ? tr("%1*:").arg(labelOf(f)) : tr("%1:").arg(labelOf(f));
        if (qobject_cast<QCheckBox *>(input))
            m_layout->addRow(QString(), input);
        else
            m_layout->addRow(label, input);
    }
    refillUnits();                                // the chosen side's and place's units first
    placeLabels(m_layout, width(), fieldWidth()); // this step's labels, at the width the pane has
}

QWidget *StepInputs::makeInput(const StepField &f)
{
    switch (f.type) {
    case Type::Integer:
    case Type::Number:
        return makeNumber(f);
    case Type::Boolean: {
        auto *box = new QCheckBox(labelOf(f) + (f.required ? u"*"_s : QString()));
        box->setTristate(mayBeLeftOut(f));
        box->setCheckState(mayBeLeftOut(f)                ? Qt::PartiallyChecked
                           : f.defaultValue.toBool(false) ? Qt::Checked
                                                          : Qt::Unchecked);
        connect(box, &QCheckBox::stateChanged, this, &StepInputs::edited);
        return box;
    }
    case Type::Choice:
    case Type::Side:
    case Type::Unit:
    case Type::Location:
        return makeChoice(f);
    case Type::List:
        if (isReference(f.itemType) || (f.itemType == Type::Choice && !f.choices.isEmpty())) {
            auto *list = new QListWidget;
            list->setMinimumHeight(list->fontMetrics().height() * 3);
            list->setMaximumHeight(list->fontMetrics().height() * 7);
            connect(list, &QListWidget::itemChanged, this, &StepInputs::edited);
            return list;
        }
        break;
    default:
        break;
    }
    auto *line = new QLineEdit;
    line->setClearButtonEnabled(true);
    if (f.type == Type::List) // the field's own help says what goes in it
        line->setPlaceholderText(tr2(f.help).isEmpty() ? tr("separated by commas") : tr2(f.help));
    else if (f.type == Type::Object)
        line->setPlaceholderText(tr2(f.help).isEmpty() ? tr("as JSON, e.g. {\"name\": 1}") : tr2(f.help));
    if (f.defaultValue.isString())
        line->setText(f.defaultValue.toString());
    connect(line, &QLineEdit::textChanged, this, &StepInputs::edited);
    return line;
}

QWidget *StepInputs::makeNumber(const StepField &f)
{
    const bool optional = mayBeLeftOut(f);
    const double low = f.minimum.value_or(-kNoBound);
    const double high = f.maximum.value_or(kNoBound);
    QAbstractSpinBox *box = nullptr;
    if (f.type == Type::Integer) {
        auto *spin = new QSpinBox;
        spin->setRange(int(low) - (optional ? 1 : 0), int(high));
        spin->setValue(optional ? spin->minimum() : int(f.defaultValue.toDouble(qMax(low, 0.0))));
        connect(spin, &QSpinBox::valueChanged, this, &StepInputs::edited);
        box = spin;
    } else {
        auto *spin = new QDoubleSpinBox;
        spin->setDecimals(2);
        spin->setRange(low - (optional ? 1 : 0), high);
        spin->setValue(optional ? spin->minimum() : f.defaultValue.toDouble(qMax(low, 0.0)));
        connect(spin, &QDoubleSpinBox::valueChanged, this, &StepInputs::edited);
        box = spin;
    }
    if (optional)
        box->setSpecialValueText(tr("(not given)"));
    return box;
}

QWidget *StepInputs::makeChoice(const StepField &f)
{
    auto *combo = new QComboBox;
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(16);
    if (f.type == Type::Choice) {
        if (mayBeLeftOut(f))
            combo->addItem(tr("(not given)"), QString());
        for (const QString &c : f.choices)
            combo->addItem(StepChoiceLabels::label(c), c); // plain words shown, the value sent
        const int at = combo->findData(f.defaultValue.toString());
        if (at >= 0)
            combo->setCurrentIndex(at);
    }
    connect(combo, &QComboBox::currentIndexChanged, this, &StepInputs::edited);
    if (f.type == Type::Side || namesWhereUnitsAre(f)) // the side's units, the place's units, come first
        connect(combo, &QComboBox::currentIndexChanged, this, &StepInputs::refillUnits);
    return combo;
}

QList<QPair<QString, QString>> StepInputs::entities(Type type, const QStringList &kinds) const
{
    QList<QPair<QString, QString>> items;
    if (!m_campaign)
        return items;
    CampaignReader reader(m_campaign->database());
    if (type == Type::Side) {
        for (const Side &s : reader.sides())
            items.append({s.name, s.name});
    } else if (type == Type::Location) {
        for (const Location &l : reader.locations())
            if ((!m_locationFilter || m_locationFilter(l)) && (kinds.isEmpty() || kinds.contains(l.kind)))
                items.append(
                        {l.name.isEmpty() || l.name == l.id ? l.id : tr("%1 (%2)").arg(l.name, l.id), l.id});
    } else if (type == Type::Unit) {
        int preferred = 0;
        items = units(preferred);
    }
    return items;
}

bool StepInputs::isPreferred(const Unit &u, const QHash<qint64, QString> &sideNames,
                             const QJsonObject &raw) const
{
    if (m_unitPreferred && m_unitPreferred(u))
        return true;
    for (const StepField &f : m_spec->fields) {
        const QString chosen = raw.value(f.name).toString();
        if (chosen.isEmpty())
            continue;
        if (f.type == Type::Side && sideNames.value(u.sideId) == chosen)
            return true;
        if (namesWhereUnitsAre(f) && u.locationId == chosen)
            return true;
    }
    return false;
}

QList<QPair<QString, QString>> StepInputs::units(int &preferred) const
{
    QList<QPair<QString, QString>> first;
    QList<QPair<QString, QString>> rest;
    preferred = 0;
    if (!m_campaign || !m_spec)
        return first;
    CampaignReader reader(m_campaign->database());
    QHash<qint64, QString> sides;
    for (const Side &s : reader.sides())
        sides.insert(s.id, s.name);
    const QJsonObject raw = values();
    for (const Unit &u : reader.units()) {
        if (u.isEliminated())
            continue;
        const QString value = u.name.isEmpty() ? QString::number(u.id) : u.name;
        const QString shown = m_unitLabel        ? m_unitLabel(u)
                              : u.name.isEmpty() ? tr("%1 no. %2").arg(u.type).arg(u.id)
                                                 : u.name;
        // A dock's own label names the unit whole (its side included); else the side follows the name.
        const QPair<QString, QString> item{!m_unitLabel && sides.contains(u.sideId)
                                                   ? tr("%1 — %2").arg(shown, sides.value(u.sideId))
                                                   : shown,
                                           value};
        (isPreferred(u, sides, raw) ? first : rest) << item;
    }
    preferred = rest.isEmpty() ? 0 : int(first.size()); // all of them first is no order at all
    return first + rest;
}

void StepInputs::refillUnits()
{
    if (!m_spec)
        return;
    // Only the order changes: a unit already chosen stays chosen (the user may have picked it first).
    for (const StepField &f : m_spec->fields)
        if (isUnitPicker(f))
            if (QWidget *input = m_inputs.value(f.name))
                fillPicker(f, input);
}

void StepInputs::fillPicker(const StepField &f, QWidget *input)
{
    if (auto *list = qobject_cast<QListWidget *>(input)) {
        QList<QPair<QString, QString>> items;
        int preferred = 0;
        if (f.itemType == Type::Unit)
            items = units(preferred); // the units that make sense first (a list has no separator)
        else if (isReference(f.itemType))
            items = entities(f.itemType, f.locationKinds);
        else
            for (const QString &c : f.choices)
                items.append({StepChoiceLabels::label(c), c});
        refillList(list, items);
    } else if (auto *combo = qobject_cast<QComboBox *>(input); combo && isReference(f.type)) {
        int preferred = 0;
        const QList<QPair<QString, QString>> items = f.type == Type::Unit ? units(preferred)
                                                                          : entities(f.type, f.locationKinds);
        refillCombo(combo, items, f.required ? QString() : tr("(none)"), preferred);
    }
}

void StepInputs::refill()
{
    if (!m_spec)
        return;
    for (const StepField &f : m_spec->fields) {
        if (QWidget *input = m_inputs.value(f.name))
            fillPicker(f, input);
    }
}

bool StepInputs::setValue(const QString &name, const QString &value)
{
    QWidget *input = m_inputs.value(name);
    if (!input)
        return false;
    if (auto *combo = qobject_cast<QComboBox *>(input)) {
        int at = combo->findData(value);
        if (at < 0)
            at = combo->findText(value);
        if (at < 0)
            return false;
        combo->setCurrentIndex(at);
    } else if (auto *spin = qobject_cast<QSpinBox *>(input)) {
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < spin->minimum() || n > spin->maximum())
            return false;
        spin->setValue(n);
    } else if (auto *dspin = qobject_cast<QDoubleSpinBox *>(input)) {
        bool ok = false;
        const double n = value.toDouble(&ok);
        if (!ok || n < dspin->minimum() || n > dspin->maximum())
            return false;
        dspin->setValue(n);
    } else if (auto *box = qobject_cast<QCheckBox *>(input)) {
        if (value.isEmpty() && !box->isTristate())
            return false;
        box->setCheckState(value.isEmpty() ? Qt::PartiallyChecked
                                           : (value == u"true"_s ? Qt::Checked : Qt::Unchecked));
    } else if (auto *list = qobject_cast<QListWidget *>(input)) {
        const QStringList names = value.split(u'|', Qt::SkipEmptyParts);
        QStringList found;
        for (int i = 0; i < list->count(); ++i) {
            QListWidgetItem *item = list->item(i);
            const bool on = names.contains(item->data(Qt::UserRole).toString())
                            || names.contains(item->text());
            item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
            if (on)
                found << item->text();
        }
        return found.size() == names.size();
    } else if (auto *line = qobject_cast<QLineEdit *>(input)) {
        line->setText(value);
    }
    return true;
}

QJsonValue StepInputs::valueOf(const StepField &f, const QWidget *input) const
{
    if (const auto *combo = qobject_cast<const QComboBox *>(input)) {
        const QString v = combo->currentData().toString();
        return v.isEmpty() ? QJsonValue() : QJsonValue(v);
    }
    if (const auto *spin = qobject_cast<const QSpinBox *>(input)) {
        const bool unset = mayBeLeftOut(f) && spin->value() == spin->minimum();
        return unset ? QJsonValue() : QJsonValue(spin->value());
    }
    if (const auto *dspin = qobject_cast<const QDoubleSpinBox *>(input)) {
        const bool unset = mayBeLeftOut(f) && dspin->value() == dspin->minimum();
        return unset ? QJsonValue() : QJsonValue(dspin->value());
    }
    if (const auto *box = qobject_cast<const QCheckBox *>(input)) {
        if (box->checkState() == Qt::PartiallyChecked)
            return QJsonValue();
        return box->isChecked();
    }
    if (const auto *list = qobject_cast<const QListWidget *>(input)) {
        QJsonArray names;
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->checkState() == Qt::Checked)
                names.append(list->item(i)->data(Qt::UserRole).toString());
        }
        return names.isEmpty() ? QJsonValue() : QJsonValue(names);
    }
    const QString text = static_cast<const QLineEdit *>(input)->text().trimmed();
    if (text.isEmpty())
        return QJsonValue();
    if (f.type == Type::List)
        return QJsonArray::fromStringList(splitCodes(text));
    if (f.type == Type::Object) {
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
        return doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(text); // the runner says what is wrong
    }
    return text;
}

QJsonObject StepInputs::values() const
{
    QJsonObject raw;
    if (!m_spec)
        return raw;
    for (const StepField &f : m_spec->fields) {
        if (!m_inputs.contains(f.name))
            continue;
        const QJsonValue v = valueOf(f, m_inputs.value(f.name));
        if (!v.isUndefined() && !v.isNull())
            raw.insert(f.name, v);
    }
    return raw;
}

QStringList StepInputs::unitsNamed() const
{
    QStringList units;
    if (!m_spec)
        return units;
    const QJsonObject raw = values();
    for (const StepField &f : m_spec->fields) {
        const QJsonValue v = raw.value(f.name);
        if (f.type == Type::Unit
            && v.isString()) // a list of units (armies dispersed, aboard) rolls no dice of its own
            units << v.toString();
    }
    units.removeDuplicates();
    return units;
}

} // namespace Reeve
