#pragma once

#include <functional>
#include <memory>

#include <QPointer>

#include "campaign/campaign.h"
#include <QVariant>
#include <QWidget>

class QBoxLayout;
class QDialog;
class QKeySequence;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace Reeve {

class CampaignTableModel;
class UserPrompts;

/**
 * One tab of the Campaign panel: a filterable, sortable table over a
 * CampaignTableModel and a row of buttons for the edits that apply to it.
 * The selection survives the model's refreshes (rows are matched by IdRole).
 */
class EntityPage : public QWidget
{
    Q_OBJECT
public:
    EntityPage(CampaignTableModel *model, QWidget *parent = nullptr);
    ~EntityPage() override;

    void setCampaign(Campaign *campaign);
    void setPrompts(std::shared_ptr<UserPrompts> prompts);
    QTableView *view() const { return m_view; }
    CampaignTableModel *model() const { return m_model; }
    QLineEdit *filterBox() const { return m_filter; }
    /// Selects the row whose IdRole is \a id; returns whether one was found.
    bool selectId(const QVariant &id);

protected:
    enum class Needs { Nothing, Selection };

    /// Adds a button (and its keyboard shortcut on this page) running \a slot.
    QPushButton *addButton(const QString &text, const QKeySequence &shortcut, Needs needs,
                           std::function<void()> slot);
    /// Runs \a slot on double-click or Return.
    void setActivateAction(std::function<void()> slot) { m_activate = std::move(slot); }
    /// Source-model row of the current selection, or -1.
    int currentRow() const;
    Campaign *campaign() const { return m_campaign; }
    UserPrompts &prompts() const { return *m_prompts; }
    /// Runs an edit; errors go to a message box. Returns whether it went through.
    bool attempt(const QString &what, const std::function<void()> &edit);
    /// Shows \a dialog until \a edit goes through or the user cancels; a failed edit keeps the input.
    bool runDialog(QDialog &dialog, const QString &what, const std::function<void()> &edit);
    /// Called whenever a campaign is set; pages update their own state here.
    virtual void campaignSet() {}
    /// Call when the enabled state of buttons may have changed.
    void updateButtons();
    /// Whether a button needing a selection applies to the current row (e.g. Restore only when eliminated).
    virtual bool applies(QPushButton *button, int row) const;

private:
    struct ButtonSpec
    {
        QPushButton *button;
        Needs needs;
    };

    CampaignTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    QLineEdit *m_filter;
    QBoxLayout *m_buttonRow;
    QList<ButtonSpec> m_buttons;
    std::function<void()> m_activate;
    QPointer<Campaign> m_campaign;
    std::shared_ptr<UserPrompts> m_prompts;
    QVariant m_keptId;
};

} // namespace Reeve
