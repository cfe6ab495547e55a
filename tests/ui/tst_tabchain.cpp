// Keyboard-only use of the main window (issue 24): Tab goes round the window from one control a user can
// see to the next. The keyboard tour found two stops where the focus went to a control not on screen (the
// user pressed Tab and saw nothing happen): here every game's window is tabbed through at 1280×800, and
// each control the focus lands on must be visible, enabled and inside the window.
#include <QAbstractItemView>
#include <QApplication>
#include <QDockWidget>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "games/gamemodules.h"
#include "mainwindow/mainwindow.h"
#include "recordingprompts.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestTabChain : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void everyStopIsSeen_data();
    void everyStopIsSeen();
    void coveredDocksAreSkipped_data();
    void coveredDocksAreSkipped();

private:
    QTemporaryDir m_dir;
};

namespace {

/// Where a widget sits, for the failure message: its class, name and the dock it is in.
QString whereIs(const QWidget *widget)
{
    QString path = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        path += u" \""_s + widget->objectName() + u'"';
    for (const QWidget *p = widget->parentWidget(); p; p = p->parentWidget()) {
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(u"qt_"_s)) {
            path += u" in "_s + p->objectName();
            if (qobject_cast<const QDockWidget *>(p))
                break;
        }
    }
    return path;
}

/// Why the user cannot see \a widget where the focus is, or "" when they can.
QString unseen(const QWidget *widget, const QWidget *window)
{
    // A scroll area around a form (no frame, nothing of its own to act on) shows no focus at all: Tab
    // seems to do nothing there.
    if (widget->metaObject() == &QScrollArea::staticMetaObject || qobject_cast<const QSplitter *>(widget))
        return u"a scroll area or splitter, nothing to see"_s;
    if (!widget->isVisible())
        return u"hidden"_s;
    if (!widget->isEnabled())
        return u"disabled"_s;
    if (widget->width() < 2 || widget->height() < 2)
        return u"no size"_s;
    // Inside its window, and not wholly clipped away by the parents it is shown in.
    QRect shown(widget->mapTo(window, QPoint(0, 0)), widget->size());
    for (const QWidget *p = widget->parentWidget(); p && p != window; p = p->parentWidget())
        shown &= QRect(p->mapTo(window, QPoint(0, 0)), p->size());
    if (!shown.intersects(window->rect()) || shown.width() < 2 || shown.height() < 2)
        return u"out of sight"_s;
    return QString();
}

/// Tabs once round \a w from the focus (or the first stop), and says where the focus went out of sight.
QStringList tabRound(QWidget &w)
{
    QApplication::setActiveWindow(&w);
    if (!QTest::qWaitForWindowActive(&w))
        return {u"the window did not become active"_s};
    QCoreApplication::processEvents();
    if (!QApplication::focusWidget())
        w.nextInFocusChain()->setFocus(Qt::TabFocusReason);
    QWidget *start = QApplication::focusWidget();
    if (!start)
        return {u"no focus to start from"_s};
    QStringList problems;
    QStringList stops;
    QWidget *at = start;
    for (int i = 0; i < 600; ++i) {
        // A table's Tab goes from cell to cell to its end, then on: the tour takes it in one step.
        auto *view = qobject_cast<QAbstractItemView *>(at);
        const bool cells = view && view->tabKeyNavigation();
        if (cells)
            view->setTabKeyNavigation(false);
        QTest::keyClick(at, Qt::Key_Tab);
        if (cells)
            view->setTabKeyNavigation(true);
        QWidget *next = QApplication::focusWidget();
        if (!next || next == start)
            break;
        at = next;
        stops << whereIs(at);
        if (const QString why = unseen(at, &w); !why.isEmpty())
            problems << u"%1 (%2)"_s.arg(whereIs(at), why);
    }
    if (stops.size() < 2) // the welcome page's New, Open and Demo at least
        problems << u"Tab went nowhere: "_s + stops.join(u", "_s);
    return problems;
}

} // namespace

void TestTabChain::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"reeve-test"_s);
    QCoreApplication::setApplicationName(u"reeve-tabchain"_s);
}

void TestTabChain::everyStopIsSeen_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("no campaign") << QString();
    for (const GameModule &game : GameModules::all())
        QTest::newRow(qPrintable(game.id)) << game.id;
}

void TestTabChain::everyStopIsSeen()
{
    QFETCH(QString, game);
    QSettings().clear(); // the docks as a new user finds them
    MainWindow w;
    w.setPrompts(std::make_shared<RecordingPrompts>());
    w.resize(1280, 800);
    w.show();
    if (!game.isEmpty()) {
        const QString path = m_dir.filePath(game + u".reeve"_s);
        {
            auto campaign = Campaign::create(path, game, u"Keys"_s);
            CampaignEditor(*campaign).addSide(u"First"_s);
        }
        QVERIFY(w.openCampaign(path));
    }
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QStringList problems = tabRound(w);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestTabChain::coveredDocksAreSkipped_data()
{
    QTest::addColumn<QString>("game");
    for (const GameModule &game : GameModules::all())
        QTest::newRow(qPrintable(game.id)) << game.id;
}

void TestTabChain::coveredDocksAreSkipped()
{
    // Qt moves a dock behind a tab out of the window without hiding it: once it has been in front (its
    // panel built and shown), Tab went into its controls, off screen, as the user saw nothing happen.
    QFETCH(QString, game);
    QSettings().clear();
    MainWindow w;
    w.setPrompts(std::make_shared<RecordingPrompts>());
    w.resize(1280, 800);
    w.show();
    const QString path = m_dir.filePath(game + u"-covered.reeve"_s);
    {
        auto campaign = Campaign::create(path, game, u"Keys"_s);
        CampaignEditor(*campaign).addSide(u"First"_s);
    }
    QVERIFY(w.openCampaign(path));
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Every dock tabbed with Procedures in front in turn (the game's own docks among them), then
    // Procedures again, then the last of them: the others are behind a tab, each built and shown once.
    QDockWidget *procedures = w.findChild<QDockWidget *>(u"proceduresDock"_s);
    QVERIFY(procedures);
    QList<QDockWidget *> group = w.tabifiedDockWidgets(procedures);
    QVERIFY(!group.isEmpty());
    QDockWidget *last = nullptr;
    for (QDockWidget *dock : std::as_const(group)) {
        if (dock->isHidden())
            continue;
        dock->raise();
        QCoreApplication::processEvents();
        QVERIFY2(dock->widget(), qPrintable(dock->objectName())); // built on being raised
        last = dock;
    }
    procedures->raise();
    QCoreApplication::processEvents();
    QStringList problems = tabRound(w);
    if (last) {
        last->raise();
        QCoreApplication::processEvents();
        problems += tabRound(w);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_MAIN(TestTabChain)
#include "tst_tabchain.moc"
