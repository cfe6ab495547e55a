#include "sastimerpanel.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include "campaign/campaign.h"
#include "games/sas/sasphasegate.h"
#include "games/sas/sassteps.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

SasTimerPanel::SasTimerPanel(QWidget *parent)
    : QWidget(parent)
    , m_ticker(new QTimer(this))
{
    m_clock.start();
    m_round = new QComboBox(this);
    m_round->addItem(tr("Diplomacy (phase 3)"), u"diplomacy"_s);
    m_round->addItem(tr("Writing orders (phase 4)"), u"orders"_s);
    m_round->addItem(tr("Building units (phase 7)"), u"units"_s);
    m_round->addItem(tr("Building cities (phase 8)"), u"cities"_s);
    m_round->setToolTip(tr(
            "The rules limit these rounds to three minutes (Swords & Sails, components: 3 minute timer)."));
    m_display = new QLabel(this);
    m_display->setAlignment(Qt::AlignCenter);
    QFont big = m_display->font();
    big.setPointSizeF(big.pointSizeF() * 4);
    big.setBold(true);
    m_display->setFont(big);
    m_display->setAccessibleName(tr("Time left"));
    m_start = new QPushButton(tr("&Start"), this);
    m_pause = new QPushButton(tr("&Pause"), this);
    m_reset = new QPushButton(tr("&Reset"), this);
    m_extend = new QPushButton(tr("+3 minutes (&vote)"), this);
    m_extend->setToolTip(
            tr("Every player voted to extend the round by three minutes (Swords & Sails, phase 3)."));
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_start, m_pause, m_reset, m_extend})
        buttons->addWidget(b);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_round);
    layout->addWidget(m_display, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    connect(m_start, &QPushButton::clicked, this, &SasTimerPanel::start);
    connect(m_pause, &QPushButton::clicked, this, &SasTimerPanel::pause);
    connect(m_reset, &QPushButton::clicked, this, &SasTimerPanel::reset);
    connect(m_extend, &QPushButton::clicked, this, &SasTimerPanel::extend);
    connect(m_ticker, &QTimer::timeout, this, &SasTimerPanel::tick);
    m_ticker->setInterval(200);
    refresh();
}

void SasTimerPanel::setCampaign(Campaign *campaign)
{
    m_campaign = campaign && campaign->game().id == u"sas"_s ? campaign : nullptr;
    m_status->setText(m_campaign ? tr("Rounds are logged in %1.").arg(m_campaign->name())
                                 : tr("Not logged: open a Swords & Sails campaign to record the rounds."));
}

qint64 SasTimerPanel::remaining() const
{
    return m_timer.remaining(m_clock.elapsed());
}

QString SasTimerPanel::roundId() const
{
    return m_round->currentData().toString();
}

void SasTimerPanel::log(const QString &event, qint64 leftMs)
{
    if (!m_campaign || m_campaign->isReadOnly())
        return;
    try {
        QJsonObject fields{{QStringLiteral("round"), roundId()}, {QStringLiteral("event"), event}};
        if (leftMs >= 0)
            fields.insert(QStringLiteral("left"), int((leftMs + 999) / 1000));
        SasSteps::run(*m_campaign, QStringLiteral("round"), fields);
    } catch (const Failure &failure) {
        m_status->setText(failure.message());
    }
}

void SasTimerPanel::start()
{
    if (m_timer.isRunning() || m_timer.isFinished(m_clock.elapsed()))
        return;
    if (!m_timer.hasStarted() && m_campaign) { // the round of the phase the clock is on (turn sequence)
        const int phase = Sas::SasPhaseGate::current(*m_campaign);
        const int at = phase == 3 ? 0 : phase == 4 ? 1 : phase == 7 ? 2 : phase == 8 ? 3 : -1;
        if (at >= 0)
            m_round->setCurrentIndex(at);
    }
    log(m_timer.hasStarted() ? u"resume"_s : u"start"_s);
    m_timer.start(m_clock.elapsed());
    m_endLogged = false;
    m_ticker->start();
    refresh();
}

void SasTimerPanel::pause()
{
    if (!m_timer.isRunning())
        return;
    m_timer.pause(m_clock.elapsed());
    m_ticker->stop();
    log(u"pause"_s, remaining());
    refresh();
}

void SasTimerPanel::reset()
{
    if (m_timer.hasStarted() && !m_endLogged)
        log(u"end"_s, remaining());
    m_timer.reset();
    m_ticker->stop();
    m_endLogged = false;
    refresh();
}

void SasTimerPanel::extend()
{
    if (!m_timer.hasStarted())
        return;
    const bool wasOver = m_endLogged;
    m_timer.extend();
    m_endLogged = false;
    log(u"extend"_s, remaining());
    if (wasOver) { // the sand ran out and the table voted on: start again at once
        m_timer.start(m_clock.elapsed());
        m_ticker->start();
    }
    refresh();
}

void SasTimerPanel::tick()
{
    if (m_timer.isFinished(m_clock.elapsed()) && !m_endLogged) {
        m_endLogged = true;
        m_timer.pause(m_clock.elapsed());
        m_ticker->stop();
        QApplication::beep();
        log(u"end"_s, 0);
    }
    refresh();
}

void SasTimerPanel::refresh()
{
    const qint64 left = remaining();
    m_display->setText(Sas::SasRoundTimer::format(left));
    const bool over = m_timer.hasStarted() && left == 0;
    m_display->setStyleSheet(over ? u"color: #c62828;"_s : QString());
    m_start->setEnabled(!m_timer.isRunning() && !over);
    m_start->setText(m_timer.hasStarted() && !over ? tr("Re&sume") : tr("&Start"));
    m_pause->setEnabled(m_timer.isRunning());
    m_reset->setEnabled(m_timer.hasStarted());
    m_extend->setEnabled(m_timer.hasStarted());
    m_round->setEnabled(!m_timer.hasStarted());
    setToolTip(over ? tr("Time is up.") : QString());
}

} // namespace Reeve
