#pragma once

#include <QObject>
#include <QSize>
#include <QString>


#include <functional>
#include <memory>

namespace RpcScope {

class EndpointSession;
class MainWindow;

/// --screenshots DIR: drives the window through the README's pictures on the demo endpoint
/// (the registry, the composer's form, a batch, a decoded error), one PNG each, then quits.
/// Each step waits for what it shows (discovery, an answer), so the pictures are real.
class ScreenshotTour final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScreenshotTour)

public:
    /// \a suffix ends each file name ("-light", "-dark").
    ScreenshotTour(MainWindow *window, const QString &directory, const QString &suffix, QObject *parent = nullptr);
    ~ScreenshotTour() override;

    /// Starts once the current endpoint is discovered.
    void start();

private:
    void step();
    void grab(const QString &name);
    void sendAndThen(std::function<void()> next);
    /// The collections sidebar and the runner on the shipped demo collection, then \a next.
    void collectionsThen(std::function<void()> next);
    /// The session browser on this run's recording, one exchange selected.
    void sessionsThen(std::function<void()> next);
    void authorizationThen(std::function<void()> next);
    /// The demo's MCP face spoken statelessly (2026-07-28): a tool that asks for input first.
    void statelessMcpThen(std::function<void()> next);
    /// The demo's long_job as a task, on the MCP tab's Tasks page while it runs.
    void mcpTaskThen(std::function<void()> next);
    void tapThen(std::function<void()> next);
    /// An HTTP tap before the demo's /rpc, an event of a stream held in the Tap window.
    void httpTapThen(std::function<void()> next);
    void grabWidget(QWidget *widget, const QString &name);
    void fail(const QString &why);

    MainWindow *m_window;
    QString m_directory;
    QString m_suffix;
    int m_step = 0;
    QSize m_size;   // the window's size when the tour started
};

} // namespace RpcScope
