#pragma once

#include <QWidget>

class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace Reeve {

struct Procedure;

/**
 * Finds a procedure: a search box (name, id or rule reference, such as "§15"
 * or "vassalage") over the procedures of every game, grouped by game. With a
 * campaign open, the procedures of its current phase come first in a group of
 * their own (PhaseGuide), then the campaign's game, the generic dice and the
 * other games folded. Down moves from the search box into the list; Enter picks
 * the first match.
 */
class ProcedureFinder : public QWidget
{
    Q_OBJECT
public:
    explicit ProcedureFinder(QWidget *parent = nullptr);

    QLineEdit *searchBox() const { return m_search; }
    QTreeWidget *list() const;
    QString currentId() const;
    bool select(const QString &procedureId);
    /// Shows the column of command-line ids (hidden unless the referee asks for it).
    void setShowIds(bool show);
    /// The ids listed for the current search, in list order.
    QStringList shownIds() const;
    /// The campaign's game and its current phase (empty: no campaign): \a phaseIds, the procedures
    /// that phase uses, are listed first, and the game's own before the others.
    void setContext(const QString &gameId, const QString &phase, const QStringList &phaseIds);
    /// The ids listed under the current phase (empty without a campaign or while searching).
    QStringList phaseIds() const;

signals:
    void currentChanged(const QString &procedureId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void fill();
    /// Fills the list if it waits: it is filled once, when first shown or asked about, rather than
    /// at construction and again for the campaign's context.
    void ensureFilled() const;

    QTreeWidgetItem *addGroup(const QString &title, const QList<const Procedure *> &procedures,
                              QString &longestId);

    QLineEdit *m_search;
    QTreeWidget *m_list;
    QString m_game;
    QString m_phase;
    QStringList m_phaseIds;
    QTreeWidgetItem *m_phaseGroup = nullptr;
    bool m_stale = true; ///< the list waits for its first fill
    QString m_pending;   ///< chosen while the list waited: selected when it is filled
};

} // namespace Reeve
