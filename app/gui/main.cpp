#include "lib/demo/demoserverthread.h"
#include "lib/session/sessionrecorder.h"
#include "lib/tap/companionprogram.h"
#include "lib/workspace/endpointprofile.h"
#include "ui/common/screenfit.h"
#include "ui/shell/mainwindow.h"
#include "ui/workspace/endpointsession.h"
#include "ui/sessions/sessionfiles.h"
#include "ui/common/applicationicon.h"
#include "ui/common/theme.h"
#include "app/gui/screenshottour.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;
using RpcScope::DemoServerThread;
using RpcScope::MainWindow;

namespace {

void installTranslators(QApplication &app)
{
    // English first, as the base: the source strings use "%n item(s)" and the English
    // plural forms make that "1 item" and "3 items". Translators installed later win.
    auto *english = new QTranslator(&app);
    if (english->load(u"rpcscope_en"_s, u":/i18n"_s))
        QCoreApplication::installTranslator(english);
    // Qt's own strings (dialog buttons, context menus), then ours in the user's language.
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(QLocale(), u"rpcscope"_s, u"_"_s, u":/i18n"_s))
        QCoreApplication::installTranslator(own);
}

QString quotedForCommandLine(const QString &path)
{
    if (!path.contains(u' ') && !path.contains(u'\'') && !path.contains(u'"'))
        return path;
    QString quoted = path;
    quoted.replace(u"'"_s, u"'\\''"_s);
    return u"'"_s + quoted + u"'"_s;
}

/// The --test-calls hook: N math.add calls, one after the other, each answer printed once the
/// recorder has written it (flush(): a large answer is written on the recorder's own thread).
void sendTestCalls(MainWindow *window, int count)
{
    auto started = std::make_shared<bool>(false);
    QObject::connect(window, &MainWindow::discoveryFinished, window, [window, count, started](RpcScope::EndpointSession *session) {
        if (session != window->currentSession() || *started)
            return;
        *started = true;
        auto next = std::make_shared<int>(1);
        auto sendNext = [session, next] {
            const QByteArray request = QByteArrayLiteral(R"({"jsonrpc":"2.0","id":)") + QByteArray::number(*next)
                                     + QByteArrayLiteral(R"(,"method":"math.add","params":{"a":)")
                                     + QByteArray::number(*next) + QByteArrayLiteral(R"(,"b":1}})");
            QString error;
            session->send(request, &error);
        };
        QObject::connect(session, &RpcScope::EndpointSession::exchangeFinished, session,
                         [window, session, next, count, sendNext](const RpcScope::ExchangePtr &, bool byUser) {
            if (!byUser)
                return;
            QTimer::singleShot(0, session, [window, next, count, sendNext] {
                window->recorder()->flush();
                std::printf("answered %d\n", *next);
                std::fflush(stdout);
                if (++*next <= count)
                    sendNext();
            });
        });
        sendNext();
    });
}

/// For --exit-when-ready: waits for \a window's next paint, then prints "ready" and quits
/// with \a status. A widget that changed has an update pending, and the window paints it in
/// one go (QEvent::UpdateRequest); a queued call made from within that paint runs after it.
class QuitAfterNextPaint final : public QObject
{
public:
    QuitAfterNextPaint(QWidget *window, int status)
        : QObject(window)
        , m_status(status)
    {
        window->installEventFilter(this);
        // A paint to wait for even if every change was painted already: one pixel, so that
        // nothing is painted that would not have been anyway.
        window->update(QRect(0, 0, 1, 1));
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::UpdateRequest) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this, [status = m_status] {
                std::printf("ready\n");
                std::fflush(stdout);
                QCoreApplication::exit(status);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    int m_status = 0;
};

int fail(const QString &message)
{
    std::fprintf(stderr, "rpcscope: %s\n", qUtf8Printable(message));
    return 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"RpcScope"_s);
    QCoreApplication::setApplicationName(u"rpcscope"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(RPCSCOPE_VERSION));
    QGuiApplication::setDesktopFileName(u"rpcscope"_s);
    installTranslators(app);
    QApplication::setWindowIcon(RpcScope::applicationIcon());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Explores and tests JSON-RPC 2.0 endpoints. Without an endpoint it opens on the "
                "built-in demo endpoints, served on 127.0.0.1."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"endpoint"_s,
                                 QApplication::translate("main", "http://, https:// URL or stdio:COMMAND"),
                                 u"[endpoint]"_s);
    const QCommandLineOption workspaceOption(
        u"workspace"_s, QApplication::translate("main", "Keep the open endpoints and unsent requests in this file."),
        QApplication::translate("main", "file"));
    parser.addOption(workspaceOption);
    const QCommandLineOption themeOption(
        u"theme"_s, QApplication::translate("main", "Colour theme: system, light or dark."),
        QApplication::translate("main", "theme"));
    parser.addOption(themeOption);
    const QCommandLineOption screenshotsOption(
        u"screenshots"_s,
        QApplication::translate("main", "Save the README's screenshots of the demo endpoint into this folder and quit."),
        QApplication::translate("main", "folder"));
    parser.addOption(screenshotsOption);
    // For the start-up benchmark (benchmarks/bench_startup.cpp): the time to a usable window.
    const QCommandLineOption exitWhenReadyOption(
        u"exit-when-ready"_s,
        QApplication::translate("main", "Quit once the window is shown and discovery has finished "
                                        "(status 0 when methods were found)."));
    parser.addOption(exitWhenReadyOption);
    // Named like the CLI's --record; "--session" is QGuiApplication's own (X11 session management).
    const QCommandLineOption sessionOption(
        u"record"_s,
        QApplication::translate("main", "Record every exchange into this session file (appended to when it exists) "
                                        "instead of a new file in the sessions folder."),
        QApplication::translate("main", "file"));
    parser.addOption(sessionOption);
    // For tests (tests/ui/sessions): once the current endpoint is discovered, send N calls one
    // after the other and print "answered ID" for each answer, after it was recorded.
    QCommandLineOption testCallsOption(u"test-calls"_s, u"For tests: send N calls after discovery."_s, u"N"_s);
    testCallsOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(testCallsOption);
    parser.process(app);
    if (parser.positionalArguments().size() > 1)
        parser.showHelp(2);

    const QString screenshots = parser.value(screenshotsOption);
    std::unique_ptr<QTemporaryDir> scratch;
    QString workspace = parser.value(workspaceOption);
    if (!screenshots.isEmpty() || parser.isSet(exitWhenReadyOption)) {
        // A reproducible run: the default layout and a fresh workspace; the user's untouched.
        scratch = std::make_unique<QTemporaryDir>();
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, scratch->path());
        workspace = scratch->filePath(u"workspace.json"_s);
    }
    RpcScope::Theme::instance()->restore();
    if (parser.isSet(themeOption)) {
        const QString theme = parser.value(themeOption);
        if (theme == u"light")
            RpcScope::Theme::instance()->setMode(RpcScope::Theme::Mode::Light);
        else if (theme == u"dark")
            RpcScope::Theme::instance()->setMode(RpcScope::Theme::Mode::Dark);
        else if (theme == u"system")
            RpcScope::Theme::instance()->setMode(RpcScope::Theme::Mode::System);
        else
            return fail(QApplication::translate("main", "Unknown theme \"%1\": use system, light or dark.").arg(theme));
    }

    // The built-in demo endpoints: served in this process on 127.0.0.1 (HTTP, on a thread of
    // their own), and by the demo server program (stdio). Their ids are stable, their
    // addresses change per run.
    auto demo = std::make_unique<DemoServerThread>();
    if (!demo->listen(0))
        return fail(QApplication::translate("main", "Could not start the demo endpoints: %1").arg(demo->errorString()));
    QList<RpcScope::EndpointProfile> builtins;
    auto builtin = [&builtins](const QString &id, const QString &address, const QString &name) {
        RpcScope::EndpointProfile profile = RpcScope::EndpointProfile::create(address, name);
        profile.id = id;
        builtins.append(profile);
    };
    builtin(u"demo-http-rpc"_s, demo->rpcUrl().toString(), QApplication::translate("main", "Demo JSON-RPC (HTTP)"));
    builtin(u"demo-http-mcp"_s, demo->mcpUrl().toString(), QApplication::translate("main", "Demo MCP (HTTP)"));
    // Behind the demo's own authorization server: a whole OAuth sign-in without any account.
    builtin(u"demo-http-secure-mcp"_s, demo->secureMcpUrl().toString(), QApplication::translate("main", "Demo MCP (sign-in)"));
    builtin(u"demo-ws-rpc"_s, demo->webSocketUrl().toString(), QApplication::translate("main", "Demo JSON-RPC (WebSocket)"));
    if (const QString program = RpcScope::CompanionProgram::find(u"rpcscope-demo-server"_s, u"demoserver"_s); !program.isEmpty()) {
        const QString command = u"stdio:"_s + quotedForCommandLine(program);
        builtin(u"demo-stdio-rpc"_s, command + u" --stdio"_s, QApplication::translate("main", "Demo JSON-RPC (stdio)"));
        builtin(u"demo-stdio-mcp"_s, command + u" --stdio --mcp"_s, QApplication::translate("main", "Demo MCP (stdio)"));
    }

    MainWindow window(workspace);
    window.setBuiltinEndpoints(builtins);
    // The current session: everything the endpoints exchange from now on, one file per start.
    QString sessionPath = parser.value(sessionOption);
    if (sessionPath.isEmpty())
        sessionPath = RpcScope::SessionFiles::newSessionPath(scratch ? scratch->path() : RpcScope::SessionFiles::defaultDirectory());
    QDir().mkpath(QFileInfo(sessionPath).absolutePath());
    if (QString error; !window.startRecording(sessionPath, &error)) {
        if (parser.isSet(sessionOption))
            return fail(error);
        std::fprintf(stderr, "rpcscope: %s\n", qUtf8Printable(error));   // the app works without recording
    }
    if (parser.isSet(testCallsOption))
        sendTestCalls(&window, parser.value(testCallsOption).toInt());
    std::unique_ptr<RpcScope::ScreenshotTour> tour;
    if (!screenshots.isEmpty()) {
        QDir().mkpath(screenshots);
        // The README's size where the screen has room for it (make-screenshots.sh's 1920x1080);
        // on a laptop's screen the window the user would get, so the tour shows what they see.
        window.resize(RpcScope::ScreenFit::fittedSize(&window, QSize(1440, 900)));
        const QString suffix = RpcScope::Theme::instance()->isDark() ? u"-dark"_s : u"-light"_s;
        tour = std::make_unique<RpcScope::ScreenshotTour>(&window, screenshots, suffix);
        tour->start();
    }
    if (parser.isSet(exitWhenReadyOption)) {
        QObject::connect(&window, &MainWindow::discoveryFinished, &window,
                         [&window](RpcScope::EndpointSession *session) {
            if (session != window.currentSession())
                return;
            // Once the window's next paint (the one that shows the methods) is done: "ready"
            // for the start-up benchmark, which times the start to this line, then the exit.
            new QuitAfterNextPaint(&window, session->registry().isEmpty() ? 1 : 0);
        });
    }
    window.show();
    const QString notice = window.restoreWorkspace(parser.positionalArguments().value(0));
    if (!notice.isEmpty())
        std::fprintf(stderr, "rpcscope: %s\n", qUtf8Printable(notice));
    return app.exec();
}
