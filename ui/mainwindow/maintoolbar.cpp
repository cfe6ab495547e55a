#include "maintoolbar.h"

#include <QAction>
#include <QApplication>
#include <QIcon>
#include <QMainWindow>
#include <QToolBar>

#include "mainwindow/lazystyleicon.h"

namespace Reeve {

using namespace Qt::StringLiterals;

void MainToolBar::setIcon(QAction *action, const QString &name, QStyle::StandardPixmap fallback)
{
    const QWidget *parent = qobject_cast<QWidget *>(action->parent());
    // The style's own icon only where the desktop's theme has none: it is read from image files.
    // Read one size at a time (LazyStyleIcon): the style reads every size of each icon at once.
    action->setIcon(QIcon::hasThemeIcon(name) ? QIcon::fromTheme(name)
                                              : LazyStyleIcon::make(fallback, parent));
}

QString MainToolBar::toolTipFor(const QAction *action)
{
    QString text = action->text().section(u'\t', 0, 0);
    text.remove(u'&');
    if (text.endsWith(u'…'))
        text.chop(1);
    const QKeySequence key = action->shortcut();
    return key.isEmpty() ? text : tr("%1 (%2)").arg(text, key.toString(QKeySequence::NativeText));
}

void MainToolBar::showShortcutInToolTip(QAction *action)
{
    const auto update = [action] {
        const QString tip = toolTipFor(action);
        if (action->toolTip() != tip)
            action->setToolTip(tip); // changed() again, with nothing left to change
    };
    QObject::connect(action, &QAction::changed, action, update);
    update();
}

QToolBar *MainToolBar::build(QMainWindow *window, const QList<QAction *> &actions)
{
    auto *bar = new QToolBar(tr("Toolbar"), window);
    bar->setObjectName(u"mainToolBar"_s);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction *action : actions) {
        if (!action) {
            bar->addSeparator();
            continue;
        }
        showShortcutInToolTip(action);
        bar->addAction(action);
    }
    window->addToolBar(Qt::TopToolBarArea, bar);
    return bar;
}

} // namespace Reeve
