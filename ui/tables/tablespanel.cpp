#include "tablespanel.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "campaign/campaigntables.h"
#include "campaign/gamecatalog.h"
#include "tables/tablecsv.h"
#include "util/failure.h"
#include "util/plural.h"

#include "tables/provenancelegend.h"
#include "tables/ruletablemodel.h"
#include "tables/tablewords.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

constexpr int TableIdRole = Qt::UserRole + 1;

/// Keeps a cell's provenance colour when it is selected and marks the selection with a frame instead.
class ProvenanceDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem plain(option);
        plain.state &= ~(QStyle::State_Selected | QStyle::State_HasFocus);
        QStyledItemDelegate::paint(painter, plain, index);
        if (option.state & (QStyle::State_Selected | QStyle::State_HasFocus)) {
            painter->save();
            painter->setPen(QPen(option.palette.color(QPalette::Active, QPalette::Highlight), 2));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5));
            painter->restore();
        }
    }
};

QString gameTitle(const QString &game)
{
    if (game == u"generic"_s)
        return TablesPanel::tr("Generic");
    try {
        return GameCatalog::game(game).shownTitle();
    } catch (const Failure &) {
        return game;
    }
}

QString kindText(const RuleTable &table)
{
    switch (table.kind()) {
    case RuleTable::Kind::DieIndexed:
        return TablesPanel::tr("one result per roll");
    case RuleTable::Kind::D66List:
        return TablesPanel::tr("d66 list (tens die, units die)");
    case RuleTable::Kind::TwoDimensional:
        break;
    }
    switch (table.columnKind()) {
    case RuleTable::ColumnKind::Ratio:
        return TablesPanel::tr("roll against a combat ratio");
    case RuleTable::ColumnKind::Differential:
        return TablesPanel::tr("roll against a differential");
    case RuleTable::ColumnKind::Label:
        break;
    }
    return TablesPanel::tr("roll against a column");
}

} // namespace

TablesPanel::TablesPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new RuleTableModel(this))
    , m_list(new QTreeWidget(this))
    , m_view(new QTableView(this))
    , m_title(new QLabel(this))
    , m_details(new QLabel(this))
    , m_note(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_error(new QLabel(this))
    , m_status(new QLabel(this))
    , m_export(new QPushButton(tr("E&xport CSV…"), this))
    , m_import(new QPushButton(tr("&Import CSV…"), this))
    , m_showNames(new QCheckBox(tr("Show the data's &names"), this))
{
    buildLayout();
    connect(m_list, &QTreeWidget::currentItemChanged, this, &TablesPanel::showCurrent);
    connect(m_export, &QPushButton::clicked, this, &TablesPanel::exportCsv);
    connect(m_import, &QPushButton::clicked, this, &TablesPanel::importCsv);
    connect(m_showNames, &QCheckBox::toggled, this, [this](bool show) {
        m_model->setShowNames(show);
        fillList();
        updateDetails();
    });
    connect(m_model, &RuleTableModel::editFailed, this, &TablesPanel::showError);
    connect(m_model, &RuleTableModel::cellEdited, this, [this](qint64 seq) {
        showStatus(tr("Stored as a house figure (action %1); Undo takes it back.").arg(seq));
    });
    reload();
}

void TablesPanel::buildLayout()
{
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Table"), tr("Missing")});
    m_list->setRootIsDecorated(true);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    m_view->setModel(m_model);
    m_view->setItemDelegate(new ProvenanceDelegate(m_view));
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setMinimumSectionSize(56);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->verticalHeader()->setDefaultAlignment(Qt::AlignCenter);

    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    for (QLabel *label : {m_title, m_details, m_note, m_hint, m_error, m_status}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_hint->setStyleSheet(u"color: #5f6368;"_s);
    m_error->setStyleSheet(u"color: #c62828;"_s);
    m_error->setTextFormat(Qt::PlainText);
    m_error->hide();
    m_status->hide();
    m_export->setToolTip(tr("Save this table's figures as a CSV file"));
    m_showNames->setToolTip(tr("Shows each table's id and its columns and values as a CSV file and the "
                               "command line spell them"));
    m_import->setToolTip(
            tr("Read figures from a CSV file; changed figures become house figures (one undoable "
               "action)"));

    auto *detail = new QWidget(this);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_title);
    detailLayout->addWidget(m_details);
    detailLayout->addWidget(m_note);
    detailLayout->addWidget(new ProvenanceLegend(detail));
    detailLayout->addWidget(m_view, 1);
    detailLayout->addWidget(m_error);
    detailLayout->addWidget(m_status);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_hint, 1);
    buttons->addWidget(m_showNames);
    buttons->addWidget(m_export);
    buttons->addWidget(m_import);
    detailLayout->addLayout(buttons);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_list);
    splitter->addWidget(detail);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({fontMetrics().averageCharWidth() * 40, fontMetrics().averageCharWidth() * 100});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
}

void TablesPanel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_model->setCampaign(campaign);
    if (campaign)
        connect(campaign, &Campaign::changed, this, &TablesPanel::reload);
    m_error->hide();
    m_status->hide();
    reload();
}

void TablesPanel::reload()
{
    try {
        m_library = m_campaign ? CampaignTables::forCampaign(*m_campaign) : CampaignTables::builtIn();
    } catch (const Failure &failure) {
        m_library = CampaignTables::builtIn();
        showError(failure.message());
    }
    fillList();
    showCurrent();
}

void TablesPanel::fillList()
{
    const QString current = currentTableId();
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (const QString &game : m_library.games()) {
        auto *gameItem = new QTreeWidgetItem(m_list, {gameTitle(game)});
        gameItem->setFlags(Qt::ItemIsEnabled);
        int gameMissing = 0;
        for (const QString &id : m_library.tableIds(game)) {
            const RuleTable &table = m_library.table(id);
            const int missing = int(table.missingCells().size());
            gameMissing += missing;
            auto *item = new QTreeWidgetItem(gameItem, {TableWords::text(table.title()),
                                                        missing ? QString::number(missing) : QString()});
            item->setData(0, TableIdRole, id);
            const QString rules = table.ruleRefs().join(u"; "_s);
            item->setToolTip(0, m_showNames->isChecked() ? u"%1\n%2"_s.arg(id, rules) : rules);
            item->setToolTip(1, Plural::text(tr("%n figure(s) still missing", nullptr, missing), missing));
            if (missing)
                item->setForeground(1, ProvenanceLegend::background(Provenance::Missing));
        }
        gameItem->setText(1, gameMissing ? QString::number(gameMissing) : QString());
        gameItem->setExpanded(true);
    }
    if (m_list->topLevelItemCount() == 0) {
        auto *empty = new QTreeWidgetItem(m_list, {tr("No rule tables are installed yet.")});
        empty->setFlags(Qt::NoItemFlags);
    }
    QTreeWidgetItem *keep = itemFor(current);
    if (!keep && m_list->topLevelItemCount() > 0 && m_list->topLevelItem(0)->childCount() > 0)
        keep = m_list->topLevelItem(0)->child(0);
    if (keep)
        m_list->setCurrentItem(keep);
}

QTreeWidgetItem *TablesPanel::itemFor(const QString &tableId) const
{
    if (tableId.isEmpty())
        return nullptr;
    for (int g = 0; g < m_list->topLevelItemCount(); ++g) {
        QTreeWidgetItem *gameItem = m_list->topLevelItem(g);
        for (int i = 0; i < gameItem->childCount(); ++i) {
            if (gameItem->child(i)->data(0, TableIdRole).toString() == tableId)
                return gameItem->child(i);
        }
    }
    return nullptr;
}

QString TablesPanel::currentTableId() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, TableIdRole).toString() : QString();
}

bool TablesPanel::selectTable(const QString &tableId)
{
    QTreeWidgetItem *item = itemFor(tableId);
    if (!item)
        return false;
    m_list->setCurrentItem(item);
    return true;
}

void TablesPanel::showCurrent()
{
    const RuleTable *table = m_library.find(currentTableId());
    if (!table) {
        m_model->clear();
    } else {
        if (table->id() != m_model->table().id()) {
            m_error->hide();
            m_status->hide();
        }
        m_model->setTable(*table);
    }
    updateDetails();
    updateActions();
}

void TablesPanel::updateDetails()
{
    if (!m_model->hasTable()) {
        m_title->setText(tr("No table chosen"));
        m_details->clear();
        m_note->hide();
        return;
    }
    const RuleTable &table = m_model->table();
    m_title->setText(TableWords::text(table.title()));
    QStringList parts;
    if (m_showNames->isChecked())
        parts << table.id();
    if (!table.ruleRefs().isEmpty())
        parts << tr("Rules: %1").arg(table.ruleRefs().join(u"; "_s));
    if (!table.dice().isEmpty())
        parts << tr("Dice: %1").arg(TableWords::text(table.dice()));
    parts << kindText(table);
    const int missing = int(table.missingCells().size());
    if (missing)
        parts << Plural::text(tr("%n figure(s) missing", nullptr, missing), missing);
    m_details->setText(parts.join(u"  ·  "_s));
    m_note->setText(TableWords::text(table.note()));
    m_note->setVisible(!table.note().isEmpty());
}

void TablesPanel::updateActions()
{
    const bool editable = m_model->isEditable();
    m_export->setEnabled(m_model->hasTable());
    m_import->setEnabled(editable);
    if (!m_model->hasTable())
        m_hint->clear();
    else if (!m_campaign)
        m_hint->setText(tr("Open a campaign to enter figures: house figures are stored in the campaign."));
    else if (!editable)
        m_hint->setText(tr("The campaign is open read-only."));
    else
        m_hint->setText(tr("Double-click a cell or press F2 to enter a house figure; Undo takes it back."));
}

void TablesPanel::showError(const QString &message)
{
    m_status->hide();
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void TablesPanel::showStatus(const QString &message)
{
    m_error->hide();
    m_status->setText(message);
    m_status->show();
}

QString TablesPanel::errorText() const
{
    return m_error->isVisibleTo(this) ? m_error->text() : QString();
}

QString TablesPanel::statusText() const
{
    return m_status->isVisibleTo(this) ? m_status->text() : QString();
}

QString TablesPanel::titleText() const
{
    return m_title->text();
}

QString TablesPanel::detailsText() const
{
    return m_details->text();
}

void TablesPanel::focusCell(int row, int column)
{
    const QModelIndex index = m_model->index(row, column);
    if (!index.isValid())
        return;
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    m_view->setFocus(Qt::OtherFocusReason);
}

void TablesPanel::showCell(const QString &tableId, const QString &rowKey, const QString &columnLabel)
{
    if (!selectTable(tableId))
        return;
    const QModelIndex index = m_model->cellIndex(rowKey, columnLabel);
    if (index.isValid())
        focusCell(index.row(), index.column());
}

void TablesPanel::showFigure(const QString &tableId, const QString &cellName)
{
    if (!selectTable(tableId))
        return;
    const RuleTable &table = m_model->table();
    for (int row = 0; row < table.rowCount(); ++row) {
        for (int column = 0; column < table.columnCount(); ++column) {
            if (table.cellName(row, column) == cellName) {
                focusCell(row, column);
                showStatus(tr("Enter the missing figure for %1: type it and press Enter.")
                                   .arg(m_model->cellWords(row, column)));
                return;
            }
        }
    }
    m_view->setFocus(Qt::OtherFocusReason);
}

bool TablesPanel::exportCsvFile(const QString &path)
{
    if (!m_model->hasTable())
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(TableCsv::exportCsv(m_model->table()).toUtf8()) < 0
        || !file.commit()) {
        showError(tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    showStatus(tr("Exported “%1” to %2.")
                       .arg(TableWords::text(m_model->table().title()), QDir::toNativeSeparators(path)));
    return true;
}

bool TablesPanel::importCsvFile(const QString &path)
{
    if (!m_model->isEditable())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showError(tr("Could not read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    const QString tableId = m_model->table().id();
    int changed = 0;
    try {
        const qint64 seq = CampaignTables::importCsv(*m_campaign, tableId, file.readAll(), &changed);
        showStatus(Plural::text(tr("Imported %n house figure(s) from %1 (action %2).", nullptr, changed),
                                changed)
                           .arg(QDir::toNativeSeparators(path))
                           .arg(seq));
    } catch (const Failure &failure) {
        showError(failure.message());
        return false;
    }
    return true;
}

void TablesPanel::exportCsv()
{
    if (!m_model->hasTable())
        return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export table as CSV"),
                                                      folder + u'/' + m_model->table().id() + u".csv"_s,
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty())
        exportCsvFile(path);
}

void TablesPanel::importCsv()
{
    if (!m_model->isEditable())
        return;
    const QString path = QFileDialog::getOpenFileName(
            this, tr("Import CSV into %1").arg(TableWords::text(m_model->table().title())),
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
            tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty())
        importCsvFile(path);
}

} // namespace Reeve
