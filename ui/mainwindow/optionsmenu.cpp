#include "optionsmenu.h"

#include <QAction>
#include <QMenu>

#include "campaign/campaign.h"
#include "campaign/ruleoptions.h"
#include "common/userprompts.h"

namespace Reeve {

OptionsMenu::OptionsMenu(QMenu *menu, QWidget *window, std::shared_ptr<UserPrompts> prompts)
    : QObject(menu)
    , m_menu(menu)
    , m_window(window)
    , m_prompts(std::move(prompts))
{
    rebuild();
}

void OptionsMenu::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (campaign)
        connect(campaign, &Campaign::changed, this, &OptionsMenu::refreshChecks);
    rebuild();
}

void OptionsMenu::rebuild()
{
    m_menu->clear();
    const QList<RuleOption> offered = m_campaign ? RuleOptions::forGame(m_campaign->game().id) : QList<RuleOption>();
    m_menu->setEnabled(!offered.isEmpty());
    if (offered.isEmpty())
        return;
    RuleOptions options(*m_campaign);
    for (const RuleOption &option : offered) {
        QAction *action = m_menu->addAction(tr("%1 (%2)").arg(option.title, option.rule));
        action->setCheckable(true);
        action->setChecked(options.isChosen(option.id));
        action->setEnabled(!m_campaign->isReadOnly());
        action->setToolTip(option.procedures.isEmpty()
                               ? tr("Changes how the rules are read in this campaign")
                               : tr("Procedures of this rule: %1").arg(option.procedures.join(QStringLiteral(", "))));
        action->setData(option.id);
        connect(action, &QAction::toggled, this, [this, id = option.id](bool on) {
            if (m_campaign)
                m_prompts->attempt(m_window, tr("Optional Rules"), [&] { RuleOptions(*m_campaign).set(id, on); });
            refreshChecks(); // a refusal leaves the entry as the campaign has it
        });
    }
}

void OptionsMenu::refreshChecks()
{
    if (!m_campaign)
        return;
    RuleOptions options(*m_campaign);
    for (QAction *action : m_menu->actions()) {
        const QSignalBlocker blocker(action);
        action->setChecked(options.isChosen(action->data().toString()));
    }
}

} // namespace Reeve
