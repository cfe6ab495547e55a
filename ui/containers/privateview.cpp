#include "privateview.h"

#include <QApplication>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace Reeve {

PrivateView::PrivateView(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel)
    , m_list(new QListWidget)
    , m_notes(new QLabel)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(30000);
    connect(m_timer, &QTimer::timeout, this, &PrivateView::conceal);
    m_notes->setWordWrap(true);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    auto *hide = new QPushButton(tr("Hide now"));
    connect(hide, &QPushButton::clicked, this, &PrivateView::conceal);
    auto *top = new QHBoxLayout;
    top->addWidget(m_heading, 1);
    top->addWidget(hide);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_list);
    layout->addWidget(m_notes);
    connect(qGuiApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state != Qt::ApplicationActive)
            conceal();
    });
    connect(qApp, &QApplication::focusChanged, this, &PrivateView::onFocusChanged);
    setVisible(false);
}

void PrivateView::onFocusChanged(QWidget *, QWidget *now)
{
    if (!m_open)
        return;
    // The window lost focus: focus went nowhere, or to another window.
    if (!now || now->window() != window())
        conceal();
}

void PrivateView::fill(const QString &heading, const QStringList &items, const QStringList &notes)
{
    m_heading->setText(heading);
    m_list->clear();
    m_list->addItems(items);
    m_notes->setText(notes.join(u'\n'));
    m_notes->setVisible(!notes.isEmpty());
    m_open = true;
    setVisible(true);
}

void PrivateView::showHand(const QString &who, const QStringList &names, const QStringList &notes,
                           bool restartTimer)
{
    m_referee = false;
    const int seconds = (m_timer->interval() + 999) / 1000;
    fill(tr("Hand of %1 (hides in %2 s)").arg(who).arg(seconds),
         names.isEmpty() ? QStringList{tr("(empty)")} : names, notes);
    if (restartTimer || !m_timer->isActive())
        m_timer->start();
}

void PrivateView::showReferee(const QStringList &lines)
{
    m_referee = true;
    m_timer->stop();
    fill(tr("Referee view: everything, hidden markers included"), lines, {});
}

void PrivateView::conceal()
{
    m_timer->stop();
    const bool wasOpen = m_open;
    m_open = false;
    m_referee = false;
    m_heading->clear();
    m_list->clear();
    m_notes->clear();
    setVisible(false);
    if (wasOpen)
        emit concealed();
}

QStringList PrivateView::shownTexts() const
{
    QStringList texts{m_heading->text(), m_notes->text()};
    for (int i = 0; i < m_list->count(); ++i)
        texts << m_list->item(i)->text();
    return texts;
}

void PrivateView::setAutoHideMs(int ms)
{
    m_timer->setInterval(ms);
}

int PrivateView::autoHideMs() const
{
    return m_timer->interval();
}

} // namespace Reeve
