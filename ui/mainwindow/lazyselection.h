#pragma once

#include <QObject>

class QWidget;

namespace Reeve {

/**
 * Word-wrapped labels whose text the mouse can select, made selectable when the mouse first comes
 * to them rather than when they are built. A selectable label lays its text out through a whole
 * text document, and a layout asks a word-wrapped label its height at several widths while it
 * settles: at start-up that was a fifth of the window's work for the few labels of the panel in
 * front (issue 24). A plain label gives the same height at every width, so nothing moves; the
 * first Enter, press or context menu on the label gives it back its selection before the label
 * handles the event, so selecting, the I-beam and the Copy menu work as before.
 */
class LazySelection : public QObject
{
    Q_OBJECT
public:
    /// Defers the selection of the plain-text, word-wrapped, mouse-selectable labels under \a root.
    static void defer(QWidget *root);

    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace Reeve
