#pragma once

#include <memory>

#include <QStringList>
#include <QWizard>

#include "campaign/campaign.h"

namespace Reeve {

class CampaignSetupPage;
class GameChoicePage;
class UserPrompts;

/**
 * File ▸ New: choose one of the five games, name the campaign and its file,
 * pick the default sides. Finishing creates the campaign (Campaign::create and
 * one CampaignEditor::addSide per side); a failure is shown and the wizard stays
 * open with everything as typed.
 */
class NewCampaignWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId { GamePage, SetupPage };

    explicit NewCampaignWizard(QWidget *parent = nullptr);
    ~NewCampaignWizard() override;

    void setPrompts(std::shared_ptr<UserPrompts> prompts);
    GameChoicePage *gamePage() const { return m_game; }
    CampaignSetupPage *setupPage() const { return m_setup; }

    /// The created campaign (after the wizard was accepted); the caller takes it.
    std::unique_ptr<Campaign> takeCampaign();
    /// What a scenario setup left for the referee (e.g. draws waiting for the container's mix).
    const QStringList &followUps() const { return m_followUps; }

    void accept() override;

protected:
    void initializePage(int id) override;

private:
    bool create();

    GameChoicePage *m_game;
    CampaignSetupPage *m_setup;
    std::shared_ptr<UserPrompts> m_prompts;
    std::unique_ptr<Campaign> m_campaign;
    QStringList m_followUps;
};

} // namespace Reeve
