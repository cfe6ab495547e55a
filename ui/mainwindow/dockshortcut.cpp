#include "dockshortcut.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeySequence>
#include <QMainWindow>
#include <QScrollArea>
#include <QTabWidget>

namespace Reeve {

using namespace Qt::StringLiterals;

QAction *DockShortcut::attach(QMainWindow *window, QDockWidget *dock, const QKeySequence &key,
                              const std::function<void()> &prepare)
{
    auto *action = new QAction(dock->windowTitle(), window);
    action->setObjectName(u"show-"_s + dock->objectName());
    action->setShortcut(key);
    action->setShortcutContext(Qt::WindowShortcut);
    window->addAction(action); // live without a menu; the View entry only toggles
    QObject::connect(action, &QAction::triggered, dock, [dock, prepare] { bringUp(dock, prepare); });

    QAction *toggle = dock->toggleViewAction();
    toggle->setShortcut(QKeySequence());
    // The menu shows the key after a tab without owning it, so the entry never takes the press.
    toggle->setText(toggle->text().section(u'\t', 0, 0) + u'\t' + key.toString(QKeySequence::NativeText));
    const auto follow = [action, toggle] {
        action->setVisible(toggle->isVisible());
        action->setEnabled(toggle->isEnabled());
    };
    QObject::connect(toggle, &QAction::changed, action, follow);
    follow();
    return action;
}

void DockShortcut::bringUp(QDockWidget *dock, const std::function<void()> &prepare)
{
    dock->show();
    dock->raise(); // a tabbed dock's tab comes to the front
    if (dock->isFloating())
        dock->activateWindow();
    if (prepare)
        prepare();
    const QWidget *focus = QApplication::focusWidget();
    if (focus && dock->isAncestorOf(focus))
        return; // already working in it: the focus stays where it is
    if (QWidget *target = focusTarget(dock))
        target->setFocus(Qt::ShortcutFocusReason);
}

QWidget *DockShortcut::focusTarget(QDockWidget *dock)
{
    QWidget *panel = dock->widget();
    if (auto *scroll = qobject_cast<QScrollArea *>(panel); scroll && scroll->widget())
        panel = scroll->widget();
    if (!panel)
        return nullptr;
    if (auto *tabs = qobject_cast<QTabWidget *>(panel->focusProxy() ? panel->focusProxy() : panel)) {
        // A tabbed panel (the Campaign dock): straight into the page in front, e.g. its table.
        QWidget *page = tabs->currentWidget();
        if (page && (page->focusProxy() || page->focusPolicy() != Qt::NoFocus))
            return page;
    }
    if (panel->focusProxy() || panel->focusPolicy() != Qt::NoFocus)
        return panel;
    for (QWidget *w = panel->nextInFocusChain(); w && w != panel; w = w->nextInFocusChain()) {
        if (panel->isAncestorOf(w) && w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus))
            return w;
    }
    return dock->widget();
}

} // namespace Reeve
