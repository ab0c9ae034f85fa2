// The reference for bench_startup: the least a Qt Widgets program does to show a window.
// A QApplication, an empty QMainWindow shown, and an exit on the first turn of the event
// loop after show() (where rpcscope --exit-when-ready exits after discovery).

#include <QApplication>
#include <QMainWindow>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.show();
    QTimer::singleShot(0, &window, [] { QCoreApplication::exit(0); });
    return app.exec();
}
