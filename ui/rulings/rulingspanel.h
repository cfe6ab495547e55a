#pragma once

#include <functional>

#include <QPointer>
#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace Reeve {

class Campaign;
class RulingsModel;

/**
 * The Rulings panel, shared by every game: the referee records a dispute's
 * question, decision and rule references at the current game time; rulings are
 * searchable, amendable and withdrawable, each change a logged, undoable action.
 */
class RulingsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RulingsPanel(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    QLineEdit *searchBox() const { return m_search; }
    QTableView *view() const { return m_view; }
    RulingsModel *model() const { return m_model; }
    QString message() const;

    /// Records a ruling; false (message shown) when refused.
    bool record(const QString &question, const QString &decision, const QStringList &refs);
    bool amend(qint64 id, const QString &question, const QString &decision, const QStringList &refs);
    bool withdraw(qint64 id);

public slots:
    /// Opens the dialog for a new ruling with \a refs filled in (e.g. from the rules reference).
    void recordOn(const QString &refs = QString());

private:
    void reload();
    void amendSelected();
    void withdrawSelected();
    void updateButtons();
    void showMessage(const QString &text, bool error = false);
    bool attempt(const std::function<QString()> &edit);

    QPointer<Campaign> m_campaign;
    RulingsModel *m_model;
    QLineEdit *m_search;
    QTableView *m_view;
    QPushButton *m_add;
    QPushButton *m_amend;
    QPushButton *m_withdraw;
    QLabel *m_message;
};

} // namespace Reeve
