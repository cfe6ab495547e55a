#include "mainwindow.h"

namespace Reeve {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Reeve"));
}

} // namespace Reeve
