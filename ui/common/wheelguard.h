#pragma once

#include <QObject>

class QWidget;

namespace Reeve {

/**
 * Keeps the mouse wheel for scrolling long forms: a combo box, spin box or slider
 * takes the wheel only while it has the keyboard focus. Over an input without
 * focus the wheel goes on to the form around it, so a scroll area scrolls instead
 * of the value under the pointer changing. The inputs get Qt::StrongFocus rather
 * than Qt::WheelFocus, so turning the wheel over one does not give it the focus
 * either; a click or Tab does.
 *
 * One guard serves the whole application (install()); every window and dialog,
 * built before or after, is covered.
 */
class WheelGuard : public QObject
{
    Q_OBJECT
public:
    /// Installs the application's guard (once; later calls do nothing) and applies it
    /// to the inputs that already exist.
    static void install();
    /// Whether \a object is an input the guard keeps from taking the wheel unfocused.
    static bool guards(const QObject *object);
    /// Gives \a widget Qt::StrongFocus when it is a guarded input taking the wheel focus.
    static void guard(QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent);
};

} // namespace Reeve
