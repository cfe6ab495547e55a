#include "entitypage.h"

#include <QDialog>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "campaign/campaigntablemodel.h"
#include "common/rowselection.h"
#include "common/userprompts.h"

namespace Reeve {

namespace {

constexpr int kIdRole = Qt::UserRole + 1; // every CampaignTableModel's IdRole

} // namespace

EntityPage::EntityPage(CampaignTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_filter(new QLineEdit(this))
    , m_buttonRow(new QHBoxLayout)
    , m_prompts(std::make_shared<UserPrompts>())
{
    m_model->setParent(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);

    m_filter->setPlaceholderText(tr("Filter…"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);

    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setHighlightSections(false);
    // Column widths from a sample of rows: measuring every text of 2,000 units cost most of start-up.
    m_view->horizontalHeader()->setResizeContentsPrecision(64);
    connect(m_view, &QAbstractItemView::activated, this, [this] {
        if (m_activate && m_campaign && !m_campaign->isReadOnly())
            m_activate();
    });
    // The mouse makes a row current before selecting it: follow both, or a click enables nothing.
    RowSelection::follow(m_view, this, [this] { updateButtons(); });

    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        const int row = currentRow();
        m_keptId = row >= 0 ? m_model->index(row, 0).data(kIdRole) : QVariant();
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->resizeColumnsToContents();
        if (m_keptId.isValid())
            selectId(m_keptId);
        updateButtons();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &EntityPage::updateButtons);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    m_buttonRow->addStretch(1);
    layout->addLayout(m_buttonRow);
    setFocusProxy(m_view);
    setTabOrder(m_filter, m_view);
}

EntityPage::~EntityPage() = default;

void EntityPage::setCampaign(Campaign *campaign)
{
    if (campaign != m_campaign)
        m_filter->clear(); // another campaign's filter would hide this one's rows
    m_campaign = campaign;
    m_keptId = QVariant();
    m_model->setCampaign(campaign); // resets the model, which sizes the columns
    campaignSet();
    updateButtons();
}

void EntityPage::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
}

bool EntityPage::selectId(const QVariant &id)
{
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        if (index.data(kIdRole) == id) {
            m_view->setCurrentIndex(index);
            m_view->selectRow(row);
            m_view->scrollTo(index);
            return true;
        }
    }
    return false;
}

QPushButton *EntityPage::addButton(const QString &text, const QKeySequence &shortcut, Needs needs,
                                   std::function<void()> slot)
{
    auto *button = new QPushButton(text, this);
    button->setAutoDefault(false);
    if (!shortcut.isEmpty()) {
        auto *key = new QShortcut(shortcut, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(key, &QShortcut::activated, button, &QPushButton::click);
        button->setToolTip(tr("%1 (%2)").arg(QString(text).remove(u'&'), shortcut.toString(QKeySequence::NativeText)));
    }
    connect(button, &QPushButton::clicked, this, [slot = std::move(slot)] { slot(); });
    m_buttonRow->insertWidget(m_buttonRow->count() - 1, button);
    m_buttons.append({button, needs});
    updateButtons();
    return button;
}

int EntityPage::currentRow() const
{
    const QModelIndex index = RowSelection::selectedIndex(m_view);
    return index.isValid() ? m_proxy->mapToSource(index).row() : -1;
}

bool EntityPage::attempt(const QString &what, const std::function<void()> &edit)
{
    return m_prompts->attempt(this, what, edit);
}

bool EntityPage::runDialog(QDialog &dialog, const QString &what, const std::function<void()> &edit)
{
    while (dialog.exec() == QDialog::Accepted) {
        if (attempt(what, edit))
            return true;
    }
    return false;
}

bool EntityPage::applies(QPushButton *, int) const
{
    return true;
}

void EntityPage::updateButtons()
{
    const bool writable = m_campaign && !m_campaign->isReadOnly();
    const int row = currentRow();
    for (const ButtonSpec &spec : std::as_const(m_buttons)) {
        const bool needsOk = spec.needs == Needs::Nothing || (row >= 0 && applies(spec.button, row));
        spec.button->setEnabled(writable && needsOk);
    }
}

} // namespace Reeve
