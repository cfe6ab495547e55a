#include "rowselection.h"

#include <QAbstractItemView>
#include <QItemSelectionModel>

namespace Reeve {

void RowSelection::follow(QAbstractItemView *view, QObject *context, const std::function<void()> &update)
{
    QItemSelectionModel *selection = view->selectionModel();
    Q_ASSERT(selection); // set the view's model first
    QObject::connect(selection, &QItemSelectionModel::selectionChanged, context, update);
    QObject::connect(selection, &QItemSelectionModel::currentChanged, context, update);
    QAbstractItemModel *model = view->model();
    QObject::connect(model, &QAbstractItemModel::modelReset, context, update);
    QObject::connect(model, &QAbstractItemModel::rowsRemoved, context, update);
    QObject::connect(model, &QAbstractItemModel::layoutChanged, context, update);
}

QModelIndex RowSelection::selectedIndex(const QAbstractItemView *view)
{
    const QItemSelectionModel *selection = view->selectionModel();
    if (!selection)
        return {};
    const QModelIndex current = view->currentIndex();
    if (current.isValid() && selection->isSelected(current))
        return current.siblingAtColumn(0);
    const QModelIndexList selected = selection->selectedIndexes();
    return selected.isEmpty() ? QModelIndex() : selected.first().siblingAtColumn(0);
}

int RowSelection::selectedRow(const QAbstractItemView *view)
{
    const QModelIndex index = selectedIndex(view);
    return index.isValid() ? index.row() : -1;
}

} // namespace Reeve
