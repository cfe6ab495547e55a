#pragma once

#include <QMainWindow>

namespace Reeve {

/** The referee's desk: dockable panels around the open campaign. */
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace Reeve
