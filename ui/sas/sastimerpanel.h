#pragma once

#include <QElapsedTimer>
#include <QPointer>
#include <QWidget>

#include "games/sas/sasroundtimer.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTimer;

namespace Reeve {

class Campaign;

/**
 * The Swords & Sails three-minute sand timer on screen: pick the round
 * (diplomacy, orders, unit or city building), start, pause, reset, or add three
 * minutes after a unanimous vote. The countdown is large enough to read across
 * the table; the round's start, pauses, extension and end are logged for
 * everyone in a Swords & Sails campaign.
 */
class SasTimerPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SasTimerPanel(QWidget *parent = nullptr);
    void setCampaign(Campaign *campaign);
    /// Time remaining in milliseconds (for tests and the title).
    qint64 remaining() const;

public slots:
    void start();
    void pause();
    void reset();
    void extend();

private:
    QString roundId() const;
    void log(const QString &event, qint64 leftMs = -1);
    void tick();
    void refresh();

    QPointer<Campaign> m_campaign;
    Sas::SasRoundTimer m_timer;
    QElapsedTimer m_clock;
    QTimer *m_ticker = nullptr;
    QComboBox *m_round = nullptr;
    QLabel *m_display = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_pause = nullptr;
    QPushButton *m_reset = nullptr;
    QPushButton *m_extend = nullptr;
    bool m_endLogged = false;
};

} // namespace Reeve
