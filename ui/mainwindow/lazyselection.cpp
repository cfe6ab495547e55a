#include "lazyselection.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QPointer>

namespace Reeve {

namespace {

const char *const kDeferred = "reeveDeferredSelection"; ///< the label waits for the mouse

} // namespace

void LazySelection::defer(QWidget *root)
{
    static QPointer<LazySelection> filter;
    if (!filter)
        filter = new LazySelection(qApp);
    for (QLabel *label : root->findChildren<QLabel *>()) {
        // Only labels that select with the mouse alone (one that takes the keyboard takes the focus,
        // which must stay as it is) and hold plain text (rich text lays out through a document anyway).
        if (!label->wordWrap() || label->textInteractionFlags() != Qt::TextSelectableByMouse
            || label->textFormat() == Qt::RichText || label->property(kDeferred).toBool())
            continue;
        label->setTextInteractionFlags(Qt::NoTextInteraction);
        label->setProperty(kDeferred, true);
        label->installEventFilter(filter);
    }
}

bool LazySelection::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::Enter && type != QEvent::MouseButtonPress && type != QEvent::ContextMenu)
        return false;
    auto *label = qobject_cast<QLabel *>(watched);
    if (!label)
        return false;
    label->removeEventFilter(this);
    label->setProperty(kDeferred, QVariant());
    // Unless the panel chose another interaction since (a link, say), the label selects again.
    if (label->textInteractionFlags() == Qt::NoTextInteraction)
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return false;
}

} // namespace Reeve
