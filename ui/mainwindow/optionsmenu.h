#pragma once

#include <memory>

#include <QObject>
#include <QPointer>

class QMenu;
class QWidget;

namespace Reeve {

class Campaign;
class UserPrompts;

/**
 * Game > Optional Rules: one checkable entry per optional rule the campaign's
 * game offers (1066 §23.3/A, §24–26; Charlemagne §28–30). Ticking or unticking
 * one is a logged, undoable action; the entries follow undo and redo. Games
 * without optional rules show the submenu disabled.
 */
class OptionsMenu : public QObject
{
    Q_OBJECT
public:
    OptionsMenu(QMenu *menu, QWidget *window, std::shared_ptr<UserPrompts> prompts);

    void setCampaign(Campaign *campaign);
    void setPrompts(std::shared_ptr<UserPrompts> prompts) { m_prompts = std::move(prompts); }
    QMenu *menu() const { return m_menu; }

private:
    void rebuild();
    void refreshChecks();

    QMenu *m_menu;
    QWidget *m_window;
    std::shared_ptr<UserPrompts> m_prompts;
    QPointer<Campaign> m_campaign;
};

} // namespace Reeve
