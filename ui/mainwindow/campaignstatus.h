#pragma once

#include <QPointer>

#include "campaign/campaign.h"
#include <QWidget>

class QLabel;
class QToolButton;

namespace Reeve {


/**
 * The status bar's campaign summary: game, turn, phase, whose player turn it
 * is and the dice seed commitment (8 hex digits; all 64 in the tooltip and on
 * the clipboard from its Copy button or context menu). Only
 * public information: the commitment is published by design, the seed never.
 */
class CampaignStatus : public QWidget
{
    Q_OBJECT
public:
    explicit CampaignStatus(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    QString commitmentText() const;
    /// Puts the whole commitment (64 hex digits) on the clipboard.
    void copyCommitment();
    QToolButton *copyButton() const { return m_copy; }

public slots:
    void refresh();

private:
    QPointer<Campaign> m_campaign;
    QLabel *m_game;
    QLabel *m_turn;
    QLabel *m_phase;
    QLabel *m_side;
    QLabel *m_seed;
    QToolButton *m_copy;
    QString m_commitment;
};

} // namespace Reeve
