// The reference for bench_startup: the least a Qt Widgets program does to show a window.
// A QApplication and an empty QMainWindow shown. Without arguments it exits on the first turn
// of the event loop after show(), before anything is painted; with --until-painted it exits
// once the window has been painted (as rpcscope --exit-when-ready has painted its window by
// the time discovery ends); --size WxH gives it rpcscope's first-start size instead of Qt's
// default; --text puts one line of text in it (a QLabel), the least a window that shows
// anything readable costs: the font database, a font and the shaping of its glyphs.
// bench_bare_window_linked is this program linked against every library rpcscope needs.

#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QTimer>

#include <cstdio>
#include <cstring>

namespace {

/// Quits on the next turn of the event loop after the window's first paint.
class QuitAfterPaint final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_painted) {
            m_painted = true;
            // After the paint: "ready" for bench_startup (as rpcscope --exit-when-ready says it).
            QTimer::singleShot(0, this, [] {
                std::printf("ready\n");
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_painted = false;
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    bool untilPainted = false;
    bool text = false;
    int width = 0;
    int height = 0;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--until-painted") == 0) {
            untilPainted = true;
        } else if (std::strcmp(argv[i], "--text") == 0) {
            text = true;
        } else if (std::strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
            if (std::sscanf(argv[++i], "%dx%d", &width, &height) != 2)
                return 2;
        }
    }
    QMainWindow window;
    if (width > 0 && height > 0)
        window.resize(width, height);
    if (text)
        window.setCentralWidget(new QLabel(QStringLiteral("JSON-RPC 2.0 endpoints, explored"), &window));
    QuitAfterPaint quit;
    if (untilPainted)
        window.installEventFilter(&quit);
    window.show();
    if (!untilPainted) {
        QTimer::singleShot(0, &window, [] {
            std::printf("ready\n");
            std::fflush(stdout);
            QCoreApplication::exit(0);
        });
    }
    return app.exec();
}
