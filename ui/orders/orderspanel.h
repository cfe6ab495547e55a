#pragma once

#include <memory>

#include <QPointer>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace Reeve {

class Campaign;
class UserPrompts;
class ViewerChoice;

/**
 * The Orders dock: the current season's written orders as one viewer may see
 * them. Public shows who has written and each text's commitment; a side's view
 * (behind its PIN) shows and lets it write or amend its own sealed orders; the
 * referee's view (behind the referee's PIN) shows everything and reveals all
 * orders at once. Hidden texts never go into titles or tooltips, and the view
 * falls back to public whenever the campaign changes hands.
 */
class OrdersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit OrdersPanel(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    void setPrompts(std::shared_ptr<UserPrompts> prompts);

    ViewerChoice *viewer() const { return m_viewer; }
    QPlainTextEdit *shown() const { return m_shown; }
    QPlainTextEdit *draft() const { return m_draft; }
    QPushButton *writeButton() const { return m_write; }
    QPushButton *revealButton() const { return m_reveal; }
    QPushButton *openButton() const { return m_open; }
    QString message() const;

    /// Opens a viewer ("public", "referee" or a side id as text), asking its PIN when it has one.
    bool openViewer(int index);
    /// Writes or amends the current side's orders from the draft; false (message shown) when refused.
    bool writeOrders();
    /// Opens every sealed order of the season for adjudication, still private (referee's view only).
    bool openOrders();
    /// Reveals every sealed order of the season (referee's view only).
    bool revealOrders();

private:
    void reload();
    void updateButtons();
    void showMessage(const QString &text, bool error = false);
    bool attempt(const std::function<QString()> &edit);

    QPointer<Campaign> m_campaign;
    std::shared_ptr<UserPrompts> m_prompts;
    ViewerChoice *m_viewer;
    QPlainTextEdit *m_shown;
    QPlainTextEdit *m_draft;
    QPushButton *m_write;
    QPushButton *m_open;
    QPushButton *m_reveal;
    QLabel *m_message;
};

} // namespace Reeve
