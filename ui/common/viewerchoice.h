#pragma once

#include <memory>

#include <QComboBox>
#include <QPointer>

#include "log/action.h"

namespace Reeve {

class Campaign;
class UserPrompts;

/**
 * Whose view a panel shows on a shared screen: the public, one side, or the
 * referee (DESIGN §7). Choosing a view that has a PIN asks for it
 * (UserPrompts::askPin) and keeps the old view when the PIN is wrong or the
 * question is cancelled. A campaign always opens on the public view, so a panel
 * left on screen at the table never shows a secret by default; the referee's
 * view is one choice away (and its PIN, where one is set).
 */
class ViewerChoice : public QComboBox
{
    Q_OBJECT
public:
    explicit ViewerChoice(QWidget *parent = nullptr);

    void setPrompts(std::shared_ptr<UserPrompts> prompts);
    /// Fills the choices from \a campaign's sides and shows the public view.
    void setCampaign(Campaign *campaign);
    /// Refills the choices (sides added or renamed), keeping the view granted if it still exists.
    void refill();
    /// Chooses the view with \a key ("public", "referee" or a side id); \a pin is tried before
    /// asking. Returns whether that view is now shown.
    bool choose(const QString &key, const QString &pin = QString());

    QString key() const { return m_granted; }
    Audience audience() const;
    /// The side whose view is shown (0 for the public and the referee).
    qint64 side() const;

signals:
    /// The view shown changed (after a PIN was accepted, or a campaign opened).
    void viewerChanged();

private:
    bool grant(const QString &key, const QString &pin);
    void select(const QString &key);

    QPointer<Campaign> m_campaign;
    std::shared_ptr<UserPrompts> m_prompts;
    QString m_granted = QStringLiteral("public");
};

} // namespace Reeve
