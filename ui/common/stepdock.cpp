#include "stepdock.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QFormLayout>
#include <QIcon>
#include <QLabel>
#include <QPixmap>
#include <QSplitter>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "common/paneltables.h"
#include "common/stepform.h"
#include "steps/stepregistry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

const int StepRole = Qt::UserRole;

/// The tables beside the steps ask for no more height than their least: the dock's scroll area lays a
/// panel with a wrapping header out by its preferred height, and the tables' full height (a row per
/// region) made the panel taller than the dock, its result area below the fold.
class TablesSplitter : public QSplitter
{
public:
    using QSplitter::QSplitter;
    QSize sizeHint() const override { return {QSplitter::sizeHint().width(), minimumSizeHint().height()}; }
};

} // namespace

StepDock::StepDock(const QString &game, QWidget *parent)
    : QWidget(parent)
    , m_game(game)
    , m_area(new QWidget)
    , m_picker(new QComboBox)
    , m_note(new QLabel)
    , m_form(new StepForm)
    , m_message(new QLabel)
{
    m_picker->setObjectName(u"dockStepPicker"_s);
    m_picker->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_picker->setMinimumContentsLength(24);
    m_picker->setToolTip(tr("The step to take, under the part of the turn it belongs to."));
    m_picker->setWhatsThis(m_picker->toolTip());
    m_note->setObjectName(u"dockStepNote"_s);
    m_note->setWordWrap(true);
    m_note->setStyleSheet(u"color: #5f6368;"_s);
    m_form->setObjectName(u"dockStepForm"_s);
    m_message->setObjectName(u"dockMessage"_s);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *pick = new QFormLayout;
    pick->setContentsMargins(0, 0, 0, 0);
    pick->addRow(tr("&Step:"), m_picker);
    auto *layout = new QVBoxLayout(m_area);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(pick);
    layout->addWidget(m_note);
    layout->addWidget(m_form, 1);
    m_area->setFocusProxy(m_picker);
    connect(m_picker, &QComboBox::currentIndexChanged, this, &StepDock::showChosen);
    connect(m_form, &StepForm::applied, this, [this](qint64 seq) {
        if (m_form->step())
            emit stepApplied(m_form->step()->id, seq);
    });
}

StepDock::~StepDock()
{
    if (!m_area->parent()) // a dock that lays its steps out on pages of its own never placed it
        delete m_area;
}

QList<StepForm *> StepDock::stepForms() const
{
    QList<StepForm *> forms{m_form};
    for (const auto &[form, id] : m_added)
        forms << form;
    return forms;
}

StepForm *StepDock::addStepForm(const QString &id, const QString &objectName)
{
    auto *form = new StepForm;
    form->setObjectName(objectName);
    form->setCompact(true); // several on a page: each result shows once there is one
    m_added.append({form, id});
    const StepRegistry &registry = StepRegistry::standard();
    form->setCampaign(m_campaign);
    form->setStep(m_campaign && registry.contains(m_game, id) ? &registry.get(m_game, id) : nullptr);
    form->setApplyEnabled(isWritable());
    connect(form, &StepForm::applied, this, [this, id](qint64 seq) { emit stepApplied(id, seq); });
    return form;
}

void StepDock::setViewer(Audience audience, qint64 side)
{
    for (StepForm *form : stepForms())
        form->setViewer(audience, side);
}

StepResultView *StepDock::stepResult() const
{
    return m_form->result();
}

void StepDock::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign && campaign->game().id == m_game ? campaign : nullptr;
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, &StepDock::refresh);
    m_form->setCampaign(m_campaign);
    const StepRegistry &registry = StepRegistry::standard();
    for (const auto &[form, id] : std::as_const(m_added)) {
        form->setCampaign(m_campaign);
        form->setStep(m_campaign && registry.contains(m_game, id) ? &registry.get(m_game, id) : nullptr);
    }
    m_error = false;
    m_message->clear();
    m_message->setStyleSheet(QString());
    fillPicker();
    campaignBound();
    refresh();
}

bool StepDock::isWritable() const
{
    return m_campaign && !m_campaign->isReadOnly();
}

void StepDock::setStepGroups(const QList<Group> &groups, const QString &otherTitle, bool othersToo)
{
    m_groups = groups;
    m_otherTitle = otherTitle;
    m_othersToo = othersToo;
    fillPicker();
}

void StepDock::fillPicker()
{
    const QString chosen = chosenStep();
    const QSignalBlocker block(m_picker);
    m_picker->clear();
    auto *model = qobject_cast<QStandardItemModel *>(m_picker->model());
    const StepRegistry &registry = StepRegistry::standard();
    QStringList named;
    const auto heading = [&](const QString &title) {
        m_picker->addItem(title);
        QStandardItem *item = model->item(m_picker->count() - 1);
        item->setFlags(item->flags() & ~(Qt::ItemIsSelectable | Qt::ItemIsEnabled));
        QFont bold = item->font();
        bold.setBold(true);
        item->setFont(bold);
    };
    // A step sits under its heading by a blank icon, not leading spaces: typing a step's first
    // letters in the picker finds it (keyboard search matches the start of the text).
    QPixmap blank(m_picker->iconSize());
    blank.fill(Qt::transparent);
    const QIcon indent(blank);
    const auto add = [&](const StepSpec *spec) {
        m_picker->addItem(indent, spec->translatedTitle(), spec->id);
        m_picker->setItemData(m_picker->count() - 1, spec->id, Qt::ToolTipRole);
    };
    for (const Group &g : std::as_const(m_groups)) {
        QList<const StepSpec *> specs;
        for (const QString &id : g.steps)
            if (registry.contains(m_game, id))
                specs << &registry.get(m_game, id);
        named << g.steps;
        if (specs.isEmpty())
            continue;
        heading(g.title);
        for (const StepSpec *spec : std::as_const(specs))
            add(spec);
    }
    QList<const StepSpec *> others;
    for (const StepSpec *spec : registry.steps(m_game))
        if (m_othersToo && !named.contains(spec->id))
            others << spec;
    if (!others.isEmpty()) { // a dock without groups (the S&S Any step tab) lists them all, unheaded
        if (!m_groups.isEmpty())
            heading(m_otherTitle);
        for (const StepSpec *spec : std::as_const(others))
            add(spec);
    }
    int at = chosen.isEmpty() ? -1 : m_picker->findData(chosen);
    for (int i = 0; at < 0 && i < m_picker->count(); ++i)
        if (!m_picker->itemData(i).toString().isEmpty())
            at = i;
    m_picker->setCurrentIndex(at);
    showChosen();
}

void StepDock::showChosen()
{
    const QString id = chosenStep();
    const StepRegistry &registry = StepRegistry::standard();
    const StepSpec *spec = m_campaign && !id.isEmpty() && registry.contains(m_game, id)
                                   ? &registry.get(m_game, id)
                                   : nullptr;
    if (spec != m_form->step())
        m_form->setStep(spec);
    emit stepChosen(id);
}

bool StepDock::chooseStep(const QString &id)
{
    const int at = m_picker->findData(id);
    if (at < 0)
        return false;
    m_picker->setCurrentIndex(at);
    return true;
}

QString StepDock::chosenStep() const
{
    return m_picker->currentData(StepRole).toString();
}

QString StepDock::message() const
{
    return m_message->text();
}

void StepDock::guard(QAbstractButton *button)
{
    m_guarded << button;
    button->setEnabled(isWritable());
}

void StepDock::showMessage(const QString &text, bool error)
{
    m_error = error;
    m_message->setStyleSheet(error ? u"color: #b00020;"_s : QString());
    m_message->setText(text);
}

bool StepDock::runEntry(const QString &what, const std::function<void()> &write)
{
    if (!isWritable()) {
        showMessage(tr("This campaign is open read-only: nothing can be written."), true);
        return false;
    }
    const std::optional<QString> error = PanelTables::failureOf(what, write);
    if (error)
        showMessage(*error, true);
    return !error;
}

void StepDock::refresh()
{
    refreshDock();
    updateGuard();
}

void StepDock::updateGuard()
{
    const bool writable = isWritable();
    for (StepForm *form : stepForms())
        form->setApplyEnabled(writable);
    for (const QPointer<QAbstractButton> &b : std::as_const(m_guarded))
        if (b)
            b->setEnabled(writable);
    m_picker->setEnabled(m_campaign && m_picker->count() > 0);
    if (m_campaign && !writable)
        m_note->setText(
                tr("This campaign is open read-only: steps can be checked (their fields and the rule's "
                   "checks) but not applied."));
    else
        m_note->clear();
    m_note->setVisible(!m_note->text().isEmpty());
}

QWidget *StepDock::tablesBesideSteps(QWidget *tables, const QList<int> &sizes)
{
    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(stepArea(), 1);
    rightLayout->addWidget(messageLabel());
    // Not in a scroll area of its own: the step form scrolls its fields and keeps its buttons in view, and a
    // scroll area here made the pane as tall as the form's whole preferred height (its wrapped labels give
    // it a height-for-width), pushing the buttons out of sight again.
    auto *split = new TablesSplitter(Qt::Horizontal);
    split->addWidget(tables);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes(sizes);
    return split;
}

} // namespace Reeve
