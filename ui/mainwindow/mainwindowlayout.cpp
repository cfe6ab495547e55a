// MainWindow: the window's place on its screen and the layout of its docks, kept between runs.
#include "mainwindow.h"

#include <algorithm>

#include <QCloseEvent>
#include <QDockWidget>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QShowEvent>

#include "mainwindow/featuredocks.h"
#include "mainwindow/welcomepage.h"

namespace Reeve {

using namespace Qt::StringLiterals;

void MainWindow::hideDocks()
{
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        dock->hide();
    m_features->settleSoon(); // their tab bars stay, out of sight: Tab no longer goes there
}

void MainWindow::restoreDocks()
{
    // The saved layout puts every dock back where it was, with its size and its tab in front;
    // showing hidden docks one by one would not (their heights were lost while hidden).
    if (!m_dockState.isEmpty() && restoreState(m_dockState))
        return;
    for (QDockWidget *dock : std::as_const(m_firstDocks))
        dock->show();
    if (auto *procedures = findChild<QDockWidget *>(u"proceduresDock"_s))
        procedures->raise();
}

void MainWindow::fitToScreen()
{
    // A layout saved on a larger screen (1600×1000) must not run off this one (1280×800).
    const QScreen *where = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!where || isMaximized() || isFullScreen())
        return;
    const QRect available = where->availableGeometry();
    QRect frame = frameGeometry();
    const QSize extra = frame.size() - geometry().size(); // the title bar and borders
    if (frame.width() > available.width() || frame.height() > available.height())
        resize(std::min(width(), available.width() - extra.width()),
               std::min(height(), available.height() - extra.height()));
    frame = frameGeometry();
    QPoint corner = frame.topLeft();
    corner.setX(std::clamp(corner.x(), available.left(),
                           std::max(available.left(), available.right() - frame.width() + 1)));
    corner.setY(std::clamp(corner.y(), available.top(),
                           std::max(available.top(), available.bottom() - frame.height() + 1)));
    if (corner != frame.topLeft())
        move(corner);
}

void MainWindow::setVisible(bool visible)
{
    if (visible && isHidden()) {
        create(); // the native window: its screen and, where the platform knows it already, its frame
        fitToScreen();
    }
    QMainWindow::setVisible(visible);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!event->spontaneous())
        fitToScreen(); // now the window knows its screen and its frame
    if (!m_campaign && (!m_welcome || m_welcome->isHidden()))
        showWelcome();
    m_features->settleSoon(); // the dock tab bars as shown: one with every dock hidden takes no focus
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(u"mainWindow/geometry"_s).toByteArray())) {
        const QRect screen = QGuiApplication::primaryScreen()
                                     ? QGuiApplication::primaryScreen()->availableGeometry()
                                     : QRect(0, 0, 1600, 1000);
        resize(std::max(1000, screen.width() * 94 / 100), std::max(700, screen.height() * 92 / 100));
    }
    fitToScreen();
    m_splitDocks = !settings.contains(u"mainWindow/state"_s);
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        if (!dock->isHidden())
            m_firstDocks << dock; // a first start shows these, in Reeve's own layout
    }
    m_dockState = settings.value(u"mainWindow/state"_s).toByteArray();
    if (!m_dockState.isEmpty() && !restoreState(m_dockState)) // the toolbar as it was left
        m_dockState.clear();
}

void MainWindow::saveLayout()
{
    QSettings settings;
    settings.setValue(u"mainWindow/geometry"_s, saveGeometry());
    // Without a campaign the docks are hidden; keep the layout the last campaign left.
    const QByteArray state = m_campaign ? saveState() : m_dockState;
    if (!state.isEmpty())
        settings.setValue(u"mainWindow/state"_s, state);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    releaseCampaign(); // quitting: the welcome page need not be shown again
    event->accept();
}

} // namespace Reeve
