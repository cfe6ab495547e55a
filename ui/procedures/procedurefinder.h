#pragma once

#include <QWidget>

class QLineEdit;
class QTreeWidget;

namespace Reeve {

/**
 * Finds a procedure: a search box (name, id or rule reference, such as "§15"
 * or "vassalage") over the procedures of every game, grouped by game. Down
 * moves from the search box into the list; Enter picks the first match.
 */
class ProcedureFinder : public QWidget
{
    Q_OBJECT
public:
    explicit ProcedureFinder(QWidget *parent = nullptr);

    QLineEdit *searchBox() const { return m_search; }
    QTreeWidget *list() const { return m_list; }
    QString currentId() const;
    bool select(const QString &procedureId);
    /// The ids listed for the current search, in list order.
    QStringList shownIds() const;

signals:
    void currentChanged(const QString &procedureId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fill();

    QLineEdit *m_search;
    QTreeWidget *m_list;
};

} // namespace Reeve
