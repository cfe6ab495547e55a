#include "wheelguard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDial>
#include <QEvent>
#include <QPointer>
#include <QSlider>

namespace Reeve {

namespace {

QPointer<WheelGuard> &installed()
{
    static QPointer<WheelGuard> guard;
    return guard;
}

bool hasFocusWithin(const QWidget *widget)
{
    const QWidget *focus = QApplication::focusWidget();
    return focus && (focus == widget || widget->isAncestorOf(focus));
}

} // namespace

WheelGuard::WheelGuard(QObject *parent)
    : QObject(parent)
{ }

void WheelGuard::install()
{
    if (installed() || !qApp)
        return;
    installed() = new WheelGuard(qApp);
    qApp->installEventFilter(installed());
    const QList<QWidget *> widgets = QApplication::allWidgets();
    for (QWidget *widget : widgets)
        guard(widget);
}

bool WheelGuard::guards(const QObject *object)
{
    return qobject_cast<const QComboBox *>(object) || qobject_cast<const QAbstractSpinBox *>(object)
           || qobject_cast<const QSlider *>(object) || qobject_cast<const QDial *>(object);
}

void WheelGuard::guard(QWidget *widget)
{
    if (guards(widget) && widget->focusPolicy() == Qt::WheelFocus)
        widget->setFocusPolicy(Qt::StrongFocus);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Polish:
        if (watched->isWidgetType())
            guard(static_cast<QWidget *>(watched));
        break;
    case QEvent::Wheel:
        if (guards(watched) && !hasFocusWithin(static_cast<QWidget *>(watched))) {
            // Filtered but not accepted: QApplication hands a spontaneous wheel event on to the
            // parent widgets, up to the scroll area that scrolls the form.
            event->ignore();
            return true;
        }
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Reeve
