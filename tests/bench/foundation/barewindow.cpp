// The baseline for the start-up benchmark: a bare Qt Widgets window that quits
// as soon as it has been shown.
#include <QApplication>
#include <QMainWindow>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1200, 800);
    window.show();
    QTimer::singleShot(0, &app, &QApplication::quit);
    return app.exec();
}
