#include "newcampaignwizard.h"

#include <QDir>
#include <QFileInfo>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/ruleoptions.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "campaign/gamecatalog.h"
#include "common/userprompts.h"
#include "util/failure.h"
#include "wizard/campaignsetuppage.h"
#include "wizard/gamechoicepage.h"

namespace Reeve {

NewCampaignWizard::NewCampaignWizard(QWidget *parent)
    : QWizard(parent)
    , m_game(new GameChoicePage(this))
    , m_setup(new CampaignSetupPage(this))
    , m_prompts(std::make_shared<UserPrompts>())
{
    setWindowTitle(tr("New Campaign"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setPage(GamePage, m_game);
    setPage(SetupPage, m_setup);
    setStartId(GamePage);
    resize(720, 640);
}

NewCampaignWizard::~NewCampaignWizard() = default;

void NewCampaignWizard::setPrompts(std::shared_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
}

std::unique_ptr<Campaign> NewCampaignWizard::takeCampaign()
{
    return std::move(m_campaign);
}

void NewCampaignWizard::initializePage(int id)
{
    if (id == SetupPage)
        m_setup->setGame(GameCatalog::game(m_game->gameId()));
    QWizard::initializePage(id);
}

void NewCampaignWizard::accept()
{
    if (create())
        QWizard::accept();
}

bool NewCampaignWizard::create()
{
    const QString path = m_setup->filePath();
    return m_prompts->attempt(this, tr("New Campaign"), [&] {
        if (QFileInfo::exists(path))
            throw Failure::badInput(tr("%1 already exists; choose another file name.").arg(path));
        QDir().mkpath(QFileInfo(path).absolutePath());
        // Created whole, with its sides, scenario and options, or not at all (Campaign::createWhole).
        m_campaign = Campaign::createWhole(path, m_game->gameId(), m_setup->campaignName(), [&](Campaign &campaign) {
            if (m_setup->scenarioId().isEmpty()) {
                CampaignEditor editor(campaign);
                for (const DefaultSide &side : m_setup->chosenSides())
                    editor.addSide(side.name, side.colour);
            } else {
                QStringList names;
                for (const DefaultSide &side : m_setup->chosenSides())
                    names << side.name;
                const Scenario scenario = ScenarioCatalog::find(campaign.game().id, m_setup->scenarioId());
                m_followUps = ScenarioSetup(campaign).apply(scenario, names).followUps;
            }
            RuleOptions options(campaign);
            for (const QString &id : m_setup->chosenOptions())
                options.set(id, true);
        });
    });
}

} // namespace Reeve
