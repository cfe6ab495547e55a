#pragma once

#include <QPointer>

#include "campaign/campaign.h"
#include <QWidget>

class QLabel;

namespace Reeve {


/**
 * The status bar's campaign summary: game, turn, phase, whose player turn it
 * is and the dice seed commitment (16 hex digits; all 64 in the tooltip). Only
 * public information: the commitment is published by design, the seed never.
 */
class CampaignStatus : public QWidget
{
    Q_OBJECT
public:
    explicit CampaignStatus(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    QString commitmentText() const;

public slots:
    void refresh();

private:
    QPointer<Campaign> m_campaign;
    QLabel *m_game;
    QLabel *m_turn;
    QLabel *m_phase;
    QLabel *m_side;
    QLabel *m_seed;
};

} // namespace Reeve
