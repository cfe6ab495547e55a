#include "dbastepform.h"

#include <QComboBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "common/stepinputs.h"
#include "games/dba/dbastepkinds.h"
#include "procedures/procedurerunner.h"
#include "steps/stepregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// The registered step of the desk's kind \a id (docs/ARCHITECTURE.md, "Steps"), or nullptr.
const StepSpec *registered(const QString &id)
{
    return StepRegistry::standard().contains(u"dba"_s, id) ? &StepRegistry::standard().get(u"dba"_s, id)
                                                           : nullptr;
}

/// The desk's steps under the season's phases, in its order (DBA game.json "phases"; issue 24, 8).
void fillKinds(QComboBox *combo)
{
    static const QList<std::pair<const char *, QStringList>> phases{
            {QT_TRANSLATE_NOOP("Reeve::DbaStepForm", "Moves"),
             {u"move-order"_s, u"move"_s, u"sea-move"_s, u"hold"_s, u"fleet-stance"_s, u"storm"_s,
              u"wait-defend"_s, u"defend"_s, u"naval-contact"_s, u"next-move"_s}},
            {QT_TRANSLATE_NOOP("Reeve::DbaStepForm", "Battles and sieges"),
             {u"contact"_s, u"battle"_s, u"table-battle"_s, u"assault"_s, u"siege"_s, u"harry"_s, u"retreat"_s}},
            {QT_TRANSLATE_NOOP("Reeve::DbaStepForm", "Season's end"),
             {u"skip"_s, u"season-end"_s, u"relation"_s, u"contingent"_s, u"succession"_s, u"reassemble"_s,
              u"neutral-army"_s, u"sub-general"_s, u"rising"_s, u"break-vassalage"_s}},
            {QT_TRANSLATE_NOOP("Reeve::DbaStepForm", "Taxes and spending"),
             {u"taxes"_s, u"raise"_s, u"buy-supply"_s, u"incite"_s, u"build-ships"_s, u"captured-ships"_s,
              u"promote"_s, u"town-project"_s, u"treasury"_s}},
    };
    auto *model = qobject_cast<QStandardItemModel *>(combo->model());
    QStringList placed;
    const auto heading = [&](const QString &text) {
        auto *item = new QStandardItem(text);
        item->setFlags(Qt::NoItemFlags); // a heading, not a choice
        QFont bold = item->font();
        bold.setBold(true);
        item->setFont(bold);
        model->appendRow(item);
    };
    const auto add = [&](const DbaStepKind &k) {
        combo->addItem(u"    "_s + DbaStepForm::tr(k.title), k.id);
        combo->setItemData(combo->count() - 1, DbaStepForm::tr(k.summary), Qt::ToolTipRole);
        placed << k.id;
    };
    for (const auto &[phase, ids] : phases) {
        heading(DbaStepForm::tr(phase));
        for (const QString &id : ids) {
            if (const DbaStepKind *k = dbaStepKind(id))
                add(*k);
        }
    }
    heading(DbaStepForm::tr("Set-up and the clock")); // the map, armies, provinces, the next season
    for (const DbaStepKind &k : dbaStepKinds()) {
        if (!placed.contains(k.id))
            add(k);
    }
    combo->setCurrentIndex(1);
}

/// The order the step carries out is asked for by the desk's own combo of opened orders.
const QStringList kLeftOut{u"order"_s};

} // namespace

DbaStepForm::DbaStepForm(QWidget *parent)
    : QWidget(parent)
    , m_kind(new QComboBox)
    , m_summary(new QLabel)
    , m_inputs(new StepInputs)
    , m_order(new QComboBox)
    , m_orderLabel(new QLabel(tr("Order carried out:")))
    , m_diceBox(new QWidget)
    , m_diceHint(new QLabel)
{
    m_kind->setObjectName(u"dbaStepKind"_s);
    m_kind->setToolTip(tr("What the umpire adjudicates now; the fields below follow the choice."));
    fillKinds(m_kind);
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
    m_inputs->setObjectName(u"dbaStepInputs"_s);
    m_diceLayout = new QFormLayout(m_diceBox);
    m_diceLayout->setContentsMargins(0, 0, 0, 0);
    auto *orderRow = new QFormLayout;
    orderRow->addRow(m_orderLabel, m_order);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_inputs);
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

void DbaStepForm::setCampaign(Campaign *campaign)
{
    if (campaign == m_campaign)
        return;
    m_campaign = campaign;
    m_inputs->setStep(registered(kind()), campaign, kLeftOut);
}

void DbaStepForm::setChoices(const DbaDeskChoices &choices)
{
    m_choices = choices;
    const DbaStepKind *k = dbaStepKind(kind());
    if (!k)
        return;
    m_inputs->refill();
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
    const DbaStepKind *k = dbaStepKind(kind());
    m_inputs->setStep(k ? registered(k->id) : nullptr, m_campaign, kLeftOut);
    if (!k)
        return;
    m_summary->setText(tr("%1 (%2)").arg(tr(k->summary), tr(k->rule)));
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

bool DbaStepForm::setValue(const QString &key, const QString &value)
{
    return m_inputs->setValue(key, value);
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
    QJsonObject step = m_inputs->values();
    step.insert(u"do"_s, k->id);
    for (const DbaField &f : k->fields) {
        if (f.required && !step.contains(f.key))
            throw Failure::badInput(tr("Fill in \"%1\" first.").arg(tr(f.label)));
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
