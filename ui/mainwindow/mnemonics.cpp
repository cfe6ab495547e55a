#include "mnemonics.h"

#include <QAbstractButton>
#include <QAction>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

constexpr const char *kOriginal = "reeveMnemonicOriginal"; // the text as the panel set it
constexpr const char *kShown = "reeveMnemonicShown";       // the text shown after yielding

/// The text \a object's owner set last: the one kept when what is shown is still ours.
QString original(const QObject *object, const QString &current, const char *originalName = kOriginal,
                 const char *shownName = kShown)
{
    const QVariant shown = object->property(shownName);
    if (shown.isValid() && shown.toString() == current)
        return object->property(originalName).toString();
    return current;
}

/// What \a text becomes under \a reserved: itself, or itself without its mnemonic.
/// Stands for every key: a dock tabbed behind another gives up all its mnemonics.
const QKeySequence kEveryKey(Qt::Key_unknown);

QString settled(const QString &text, const QSet<QKeySequence> &reserved)
{
    const QKeySequence key = QKeySequence::mnemonic(text);
    return !key.isEmpty() && (reserved.contains(key) || reserved.contains(kEveryKey))
                   ? Mnemonics::stripped(text)
                   : text;
}

template<typename Get, typename Set>
QString yieldText(QObject *object, const QSet<QKeySequence> &reserved, Get get, Set set)
{
    const QString current = get();
    const QString first = original(object, current);
    const QString wanted = settled(first, reserved);
    object->setProperty(kOriginal, first);
    object->setProperty(kShown, wanted);
    if (wanted != current)
        set(wanted);
    return wanted;
}

/// Takes \a text's key into \a taken when \a shown: what is on screen at once claims each key once.
void take(QSet<QKeySequence> &taken, const QString &text, bool shown)
{
    const QKeySequence key = QKeySequence::mnemonic(text);
    if (shown && !key.isEmpty())
        taken.insert(key);
}

void yieldTabs(QTabBar *bar, QSet<QKeySequence> &taken)
{
    QStringList originals = bar->property(kOriginal).toStringList();
    QStringList shown = bar->property(kShown).toStringList();
    if (originals.size() != bar->count() || shown.size() != bar->count()) {
        originals.clear();
        shown.clear();
        for (int i = 0; i < bar->count(); ++i)
            originals << bar->tabText(i);
        shown = originals;
    }
    for (int i = 0; i < bar->count(); ++i) {
        const QString current = bar->tabText(i);
        if (current != shown.at(i))
            originals[i] = current; // the panel renamed the tab
        shown[i] = settled(originals.at(i), taken);
        if (shown.at(i) != current)
            bar->setTabText(i, shown.at(i));
        take(taken, shown.at(i), bar->isVisible());
    }
    bar->setProperty(kOriginal, originals);
    bar->setProperty(kShown, shown);
}

bool inFront(const QDockWidget *dock)
{
    return dock->isVisible() && (dock->isFloating() || !dock->visibleRegion().isEmpty());
}

QKeySequence altKey(const QAction *action)
{
    const QKeySequence key = action->shortcut();
    return !key.isEmpty() && key[0].keyboardModifiers() == Qt::AltModifier ? key : QKeySequence();
}

} // namespace

QString Mnemonics::stripped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'&' && i + 1 < text.size()) {
            if (text.at(i + 1) == u'&')
                out += u"&&"_s; // a literal ampersand stays one
            else
                out += text.at(i + 1);
            ++i;
            continue;
        }
        out += text.at(i);
    }
    return out;
}

void Mnemonics::follow(QMainWindow *window, QWidget *root)
{
    for (QTabWidget *tabs : root->findChildren<QTabWidget *>()) {
        if (tabs->property("reeveMnemonicFollowed").toBool())
            continue;
        tabs->setProperty("reeveMnemonicFollowed", true);
        QObject::connect(tabs, &QTabWidget::currentChanged, window, [window] {
            QTimer::singleShot(0, window, [window] { settle(window); }); // after the page is built
        });
    }
}

QSet<QKeySequence> Mnemonics::claimed(QWidget *root)
{
    QSet<QKeySequence> keys;
    const auto claim = [&keys](const QString &text) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (!key.isEmpty())
            keys.insert(key);
    };
    for (QAbstractButton *b : root->findChildren<QAbstractButton *>())
        claim(b->text());
    for (QLabel *l : root->findChildren<QLabel *>())
        if (l->buddy())
            claim(l->text());
    for (QGroupBox *g : root->findChildren<QGroupBox *>())
        claim(g->title());
    for (QTabBar *bar : root->findChildren<QTabBar *>())
        for (int i = 0; i < bar->count(); ++i)
            claim(bar->tabText(i));
    return keys;
}

void Mnemonics::yield(QWidget *root, const QSet<QKeySequence> &reserved)
{
    // Tabs first, then groups, labels and buttons: of two shown at once with one key, the first keeps it.
    QSet<QKeySequence> taken = reserved;
    for (QTabBar *bar : root->findChildren<QTabBar *>())
        yieldTabs(bar, taken);
    for (QGroupBox *g : root->findChildren<QGroupBox *>())
        take(taken,
             yieldText(
                     g, taken, [g] { return g->title(); }, [g](const QString &t) { g->setTitle(t); }),
             g->isVisible());
    for (QLabel *l : root->findChildren<QLabel *>())
        if (l->buddy())
            take(taken,
                 yieldText(
                         l, taken, [l] { return l->text(); }, [l](const QString &t) { l->setText(t); }),
                 l->isVisible() && l->buddy()->isVisible());
    for (QAbstractButton *b : root->findChildren<QAbstractButton *>())
        take(taken,
             yieldText(
                     b, taken, [b] { return b->text(); }, [b](const QString &t) { b->setText(t); }),
             b->isVisible() && b->isEnabled());
}

void Mnemonics::settle(QMainWindow *window)
{
    QSet<QKeySequence> reserved;
    for (QAction *action : window->actions())
        if (action->isVisible() && action->isEnabled() && !altKey(action).isEmpty())
            reserved.insert(altKey(action)); // Alt+1 … Alt+0 and the game docks' letters
    // A menu title whose letter a dock key has (the German "&Bearbeiten" and the battle board's Alt+B)
    // leaves it to the key, which the View menu names; F10 still opens the menus.
    for (QAction *menu : window->menuBar()->actions())
        if (menu->isVisible())
            take(reserved,
                 yieldText(
                         menu, reserved, [menu] { return menu->text(); },
                         [menu](const QString &t) { menu->setText(t); }),
                 true);
    reserved.remove(QKeySequence());
    follow(window, window);
    const QList<QDockWidget *> docks = window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly);
    // The docks always on screen first, in this order; the others share what they leave.
    for (const QString &name : {u"campaignDock"_s, u"logDock"_s}) {
        for (QDockWidget *dock : docks) {
            if (dock->objectName() == name && dock->widget()) {
                yield(dock->widget(), reserved);
                reserved.unite(claimed(dock->widget()));
            }
        }
    }
    // A dock tabbed behind the one in front still counts as shown for Qt (it is only moved out of
    // sight), so its keys would still answer: it gives them all up until it comes to the front.
    for (QDockWidget *dock : docks)
        if (dock->objectName() != u"campaignDock"_s && dock->objectName() != u"logDock"_s && dock->widget())
            yield(dock->widget(), inFront(dock) ? reserved : QSet<QKeySequence>{kEveryKey});
}

} // namespace Reeve
