#pragma once

#include <memory>

#include <QPointer>

#include "campaign/campaign.h"
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QTimer;

namespace Reeve {

class LogModel;
class UserPrompts;
class ViewerChoice;

/**
 * The Turn log dock: the log as one audience reads it (public, a side or the
 * referee), filtered by turn, side, kind and a search text; newest first, and
 * it stays on the newest action as actions are committed.
 */
class LogPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LogPanel(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    LogModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    /// Chooses the reading audience: "public", "referee" or a side id as text. A side's or the
    /// referee's view opens only with its PIN when one is set (\a pin, else the user is asked).
    bool setAudience(const QString &key, const QString &pin = QString());
    /// The audience whose view is shown ("public" until a private view was opened).
    QString audience() const;
    void setPrompts(std::shared_ptr<UserPrompts> prompts);

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setupView();
    /// Turn and Phase as wide as this game's longest labels, so the Action column keeps the rest.
    void fitColumns();
    /// The widest "By" text: the header, this game's referee title, the sides' names (capped).
    int widestActor() const;
    void buildLayout();
    void applyFilter();
    void refillChoices();
    /// Fills \a combo's choices, which wait (showing only "All …") until it is first focused or
    /// clicked: reading every turn and kind of a long log is not needed to show it.
    void fillChoices(QComboBox *combo);
    void fillTurns();
    void fillSides();
    void fillKinds();
    void updateCount();

    QPointer<Campaign> m_campaign;
    LogModel *m_model;
    QTableView *m_view;
    ViewerChoice *m_audience;
    QComboBox *m_turn;
    QComboBox *m_side;
    QComboBox *m_kind;
    QLineEdit *m_search;
    QLabel *m_count;
    QTimer *m_searchDelay;
    QList<QComboBox *> m_filled; ///< the filter combos whose choices were read for this campaign
    bool m_filling = false;
};

} // namespace Reeve
