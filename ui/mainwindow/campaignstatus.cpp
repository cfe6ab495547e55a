#include "campaignstatus.h"

#include <QAction>
#include <QClipboard>
#include <QFrame>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "campaign/gametexts.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QFrame *separator(QWidget *parent)
{
    auto *line = new QFrame(parent);
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}

} // namespace

CampaignStatus::CampaignStatus(QWidget *parent)
    : QWidget(parent)
    , m_game(new QLabel(this))
    , m_turn(new QLabel(this))
    , m_phase(new QLabel(this))
    , m_side(new QLabel(this))
    , m_seed(new QLabel(this))
    , m_copy(new QToolButton(this))
{
    m_seed->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *copy = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy the whole commitment"),
                             this);
    connect(copy, &QAction::triggered, this, &CampaignStatus::copyCommitment);
    m_seed->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_seed->addAction(copy);
    m_copy->setDefaultAction(copy);
    m_copy->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_copy->setAutoRaise(true);
    m_copy->setText(tr("Copy"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_game);
    layout->addWidget(separator(this));
    layout->addWidget(m_turn);
    layout->addWidget(separator(this));
    layout->addWidget(m_phase);
    layout->addWidget(separator(this));
    layout->addWidget(m_side);
    layout->addWidget(separator(this));
    layout->addWidget(m_seed);
    layout->addWidget(m_copy);
    setCampaign(nullptr);
}

void CampaignStatus::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, &CampaignStatus::refresh);
    refresh();
}

QString CampaignStatus::commitmentText() const
{
    return m_seed->text();
}

void CampaignStatus::copyCommitment()
{
    if (!m_commitment.isEmpty())
        QGuiApplication::clipboard()->setText(m_commitment);
}

void CampaignStatus::refresh()
{
    setVisible(m_campaign != nullptr);
    if (!m_campaign)
        return;
    CampaignReader reader(m_campaign->database());
    const ClockState clock = reader.clock();
    const GameInfo &game = m_campaign->game();
    m_game->setText(game.shownTitle());
    m_turn->setText(game.describeTurn(clock.turn));
    m_turn->setToolTip(tr("Game turn %1").arg(clock.turn));
    m_phase->setText(clock.phase.isEmpty() ? tr("no phase") : GameTexts::label(clock.phase));
    QString active;
    if (clock.activeSide) {
        try {
            active = reader.side(clock.activeSide).name;
        } catch (const Failure &) {
            active.clear();
        }
    }
    m_side->setText(active.isEmpty() ? tr("No active side") : tr("%1 to play").arg(active));
    m_side->setVisible(game.playerTurns || !active.isEmpty());
    const QString commitment = CampaignRandom(*m_campaign).commitment();
    m_commitment = commitment;
    m_seed->setText(tr("Dice seed %1…").arg(commitment.left(8)));
    m_seed->setToolTip(tr("SHA-256 commitment of the secret dice seed:\n%1\n"
                          "Revealing the seed later lets anyone check every roll. Copy puts the whole "
                          "commitment on the clipboard.")
                               .arg(commitment));
    m_copy->setToolTip(
            tr("Copy the whole commitment (%1 hex digits) to the clipboard").arg(commitment.size()));
}

} // namespace Reeve
