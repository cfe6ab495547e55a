#pragma once

#include <QPointer>
#include <QWidget>

#include "campaign/campaign.h"
#include "tables/tablelibrary.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;
class QTreeWidget;
class QTreeWidgetItem;

namespace Reeve {

class RuleTableModel;

/**
 * The Tables dock: every rule table by game (with how many figures are still
 * missing), the chosen table as a grid coloured by provenance with a legend,
 * editing of single cells as house figures, and CSV export and import. Follows
 * the campaign: house figures appear, and undo takes them back, as actions are
 * committed.
 */
class TablesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TablesPanel(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    RuleTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QTreeWidget *tableList() const { return m_list; }
    QString currentTableId() const;
    /// Shows a table; false when there is no such table.
    bool selectTable(const QString &tableId);
    /// Writes the current table as CSV to \a path; false (with the reason shown) on failure.
    bool exportCsvFile(const QString &path);
    /// Imports \a path into the current table as house figures; false (errors shown) on failure.
    bool importCsvFile(const QString &path);
    /// The message shown in red under the grid (empty when none).
    QString errorText() const;
    QString statusText() const;
    /// The title and the details line shown above the grid.
    QString titleText() const;
    QString detailsText() const;
    /// "Show the data's names": the ids, on request only.
    QCheckBox *showNamesBox() const { return m_showNames; }

public slots:
    /// Shows \a tableId and puts the cursor on a cell (row key as written, column label).
    void showCell(const QString &tableId, const QString &rowKey, const QString &columnLabel);
    /// Like showCell, with the cell named as a missing-figure error names it ("row 2-3, column 1/1").
    void showFigure(const QString &tableId, const QString &cellName);

private:
    void buildLayout();
    void reload();
    void fillList();
    QTreeWidgetItem *itemFor(const QString &tableId) const;
    void showCurrent();
    void updateDetails();
    void updateActions();
    void exportCsv();
    void importCsv();
    void showError(const QString &message);
    void showStatus(const QString &message);
    void focusCell(int row, int column);

    QPointer<Campaign> m_campaign;
    TableLibrary m_library;
    RuleTableModel *m_model;
    QTreeWidget *m_list;
    QTableView *m_view;
    QLabel *m_title;
    QLabel *m_details;
    QLabel *m_note;
    QLabel *m_hint;
    QLabel *m_error;
    QLabel *m_status;
    QPushButton *m_export;
    QPushButton *m_import;
    QCheckBox *m_showNames;
};

} // namespace Reeve
