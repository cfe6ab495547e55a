#pragma once

#include <functional>

#include <QModelIndex>

class QAbstractItemView;
class QObject;

namespace Reeve {

/**
 * The selected row of a table or list whose buttons act on one row (Edit, Remove,
 * Correct...). A mouse click makes a row current before it selects it, so buttons that
 * follow only currentRowChanged see no selection yet; follow() listens to the selection
 * and the current index alike, and to the model's resets, and selectedRow() reads the
 * row the user sees highlighted.
 */
class RowSelection
{
public:
    /// Calls \a update (in \a context) whenever the selected row of \a view may have changed:
    /// a click, the keys, code selecting a row, or the model reset or losing rows. Call after setModel().
    static void follow(QAbstractItemView *view, QObject *context, const std::function<void()> &update);
    /// The selected row in \a view's model: the current row when it is selected, else the first
    /// selected row; -1 when none.
    static int selectedRow(const QAbstractItemView *view);
    /// Column 0 of selectedRow() in \a view's model; invalid when nothing is selected.
    static QModelIndex selectedIndex(const QAbstractItemView *view);
};

} // namespace Reeve
