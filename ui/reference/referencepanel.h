#pragma once

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace Reeve {

class Campaign;
struct ReferenceEntry;

/**
 * The searchable rules reference of each game: every section summarised in
 * Reeve's own words with its number, the procedures and tables that implement
 * it (one click away), and the campaign's rulings that touch it.
 */
class ReferencePanel : public QWidget
{
    Q_OBJECT
public:
    explicit ReferencePanel(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    /// Shows \a game's reference (one of the game ids).
    void setGame(const QString &game);
    QString game() const;
    QLineEdit *searchBox() const { return m_search; }
    QListWidget *list() const { return m_list; }
    QTextBrowser *details() const { return m_details; }
    /// Selects the entry with reference \a ref (e.g. "§11"); false when there is none.
    bool showEntry(const QString &ref);
    /// Selects the first entry that names \a procedureId; false when none does.
    bool showProcedure(const QString &procedureId);

signals:
    void procedureRequested(const QString &procedureId);
    void tableRequested(const QString &tableId);
    /// The referee wants to record a ruling citing \a refs.
    void rulingRequested(const QString &refs);

private:
    void fill();
    void showCurrent();
    QString entryHtml(const ReferenceEntry &entry) const;
    QString rulingsHtml(const ReferenceEntry &entry) const;
    void followLink(const QUrl &url);

    QPointer<Campaign> m_campaign;
    QComboBox *m_game;
    QLineEdit *m_search;
    QListWidget *m_list;
    QTextBrowser *m_details;
    QPushButton *m_rule;
};

} // namespace Reeve
