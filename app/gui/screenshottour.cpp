#include "app/gui/screenshottour.h"

#include "lib/auth/oauthauthorizer.h"
#include "lib/tap/companionprogram.h"
#include "lib/tap/tapchannel.h"
#include "lib/discovery/registry.h"
#include "lib/mcp/mcpsession.h"
#include "ui/auth/authorizationpage.h"
#include "ui/auth/authstepsmodel.h"
#include "ui/collections/collectionssidebar.h"
#include "ui/collections/runnerpanel.h"
#include "ui/composer/batchbuilder.h"
#include "ui/composer/batchmodel.h"
#include "ui/inspector/batchpairview.h"
#include "ui/inspector/responseview.h"
#include "ui/composer/requesteditor.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/schemaform.h"
#include "ui/serverrequests/dialogresponder.h"
#include "ui/serverrequests/serverrequestdialog.h"
#include "ui/mcp/mcpconnection.h"
#include "ui/mcp/mcpserverpanel.h"
#include "ui/mcp/mcptaskspage.h"
#include "ui/mcp/mcptoolspage.h"
#include "ui/history/notificationspane.h"
#include "ui/registry/registrypanel.h"
#include "ui/sessions/sessionbrowser.h"
#include "ui/sessions/sessiontimelinemodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/tap/tapwindow.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointview.h"

#include <QCheckBox>
#include <QListView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QTcpSocket>
#include <QCoreApplication>
#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>

#include <cstdio>
#include <memory>

namespace RpcScope {

namespace {
constexpr int kSettleMs = 400;        // one more turn for layouts, lazy trees and colours
constexpr int kTourTimeoutMs = 60000;

/// The MCP reference server of the tests (tests/npm), found from RPCSCOPE_EVERYTHING_SERVER
/// or above the program (a build folder inside the source tree); empty when absent.
QString everythingServerScript()
{
    const QString set = qEnvironmentVariable("RPCSCOPE_EVERYTHING_SERVER");
    if (!set.isEmpty())
        return QFileInfo::exists(set) ? set : QString();
    QDir dir(QCoreApplication::applicationDirPath());
    for (int up = 0; up < 6; ++up) {
        const QString script = dir.filePath(QStringLiteral("tests/npm/node_modules/.bin/mcp-server-everything"));
        if (QFileInfo::exists(script))
            return script;
        if (!dir.cdUp())
            break;
    }
    return {};
}

/// The tests' stand-in for a person's browser (tests/support/testbrowser.cpp), found from
/// RPCSCOPE_TEST_BROWSER or above the program; empty when absent.
QString testBrowser()
{
    const QString set = qEnvironmentVariable("RPCSCOPE_TEST_BROWSER");
    if (!set.isEmpty())
        return QFileInfo::exists(set) ? set : QString();
    QDir dir(QCoreApplication::applicationDirPath());
    for (int up = 0; up < 4; ++up) {
        const QString program = dir.filePath(QStringLiteral("tests/support/rpcscope-test-browser"));
        if (QFileInfo::exists(program))
            return program;
        if (!dir.cdUp())
            break;
    }
    return {};
}

/// Calls \a next once \a done is true (checked every 50 ms).
void when(QObject *context, std::function<bool()> done, std::function<void()> next)
{
    auto *timer = new QTimer(context);
    timer->setInterval(50);
    QObject::connect(timer, &QTimer::timeout, context, [timer, done, next] {
        if (!done())
            return;
        timer->deleteLater();
        timer->stop();
        next();
    });
    timer->start();
}
}

ScreenshotTour::ScreenshotTour(MainWindow *window, const QString &directory, const QString &suffix, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_directory(directory)
    , m_suffix(suffix)
{
}

ScreenshotTour::~ScreenshotTour() = default;

void ScreenshotTour::start()
{
    m_size = m_window->size();
    auto started = std::make_shared<bool>(false);
    connect(m_window, &MainWindow::discoveryFinished, this, [this, started](EndpointSession *session) {
        if (*started || session != m_window->currentSession())
            return;
        *started = true;
        QTimer::singleShot(kSettleMs, this, &ScreenshotTour::step);
    });
    QTimer::singleShot(kTourTimeoutMs, this, [this] { fail(tr("The demo endpoint did not answer in time.")); });
}

void ScreenshotTour::fail(const QString &why)
{
    std::fprintf(stderr, "rpcscope: %s\n", qUtf8Printable(why));
    QCoreApplication::exit(1);
}

void ScreenshotTour::grab(const QString &name)
{
    grabWidget(m_window, name);
}

void ScreenshotTour::grabWidget(QWidget *widget, const QString &name)
{
    const QString path = QDir(m_directory).filePath(name + m_suffix + QStringLiteral(".png"));
    if (!widget->grab().save(path, "PNG"))
        fail(tr("Could not write the screenshot to %1.").arg(path));
}

void ScreenshotTour::statelessMcpThen(std::function<void()> next)
{
    // ask_name answers input_required; its form opens as the dialog a server request opens,
    // is accepted as offered, and the call goes again and completes: the MCP tab then shows
    // the stateless revision and the greeting.
    EndpointSession *demo = nullptr;
    for (EndpointSession *session : m_window->sessions()) {
        if (session->profile().id == u"demo-http-mcp")
            demo = session;
    }
    if (!demo) {
        next();
        return;
    }
    m_window->selectEndpoint(demo);
    when(this, [demo] {
        return demo->mcpConnection() && demo->mcpConnection()->session()->state() == McpSession::State::Ready;
    }, [this, demo, next] {
        EndpointView *view = m_window->viewOf(demo);
        McpToolsPage *tools = view->mcpPanel()->toolsPage();
        view->showMcpPanel();
        view->mcpPanel()->setCurrentIndex(McpServerPanel::ToolsTab);
        connect(view->dialogResponder(), &DialogResponder::dialogOpened, this, [](ServerRequestDialog *dialog) {
            dialog->sendAnswer();
        });
        // The tool list comes after the session stands.
        when(this, [tools] { return tools->selectTool(QStringLiteral("ask_name")); }, [this, tools, next] {
            tools->form()->setParamsText(R"({"greeting":"Welcome","region":"eu-west"})");
            tools->call();
            when(this, [tools] { return tools->runningCalls() == 0; }, [this, next] {
                QTimer::singleShot(kSettleMs, this, [this, next] {
                    grab(QStringLiteral("mcp-stateless"));
                    next();
                });
            });
        });
    });
}

void ScreenshotTour::mcpTaskThen(std::function<void()> next)
{
    // long_job becomes a task (the demo's stateless face, the tasks extension): the Tasks page
    // shows it working, with its message and polls, while the Tools page's row says the same.
    EndpointSession *demo = nullptr;
    for (EndpointSession *session : m_window->sessions()) {
        if (session->profile().id == u"demo-http-mcp")
            demo = session;
    }
    EndpointView *view = demo ? m_window->viewOf(demo) : nullptr;
    if (!view || !view->mcpPanel()) {
        next();
        return;
    }
    McpServerPanel *panel = view->mcpPanel();
    McpToolsPage *tools = panel->toolsPage();
    when(this, [tools] { return tools->selectTool(QStringLiteral("long_job")); }, [this, panel, tools, next] {
        tools->form()->setParamsText(R"({"ms":6000,"confirm":false})");
        tools->call();
        McpTasksPage *tasks = panel->tasksPage();
        // A second or so in: working, a few polls, a message.
        when(this, [tasks] { return tasks->taskList()->topLevelItemCount() > 0
                                    && tasks->taskList()->topLevelItem(0)->text(McpTasksPage::PollsColumn).toInt() >= 5; },
             [this, panel, tools, next] {
                 panel->setCurrentIndex(McpServerPanel::TasksTab);
                 QTimer::singleShot(kSettleMs, this, [this, panel, tools, next] {
                     grab(QStringLiteral("mcp-tasks"));
                     panel->tasksPage()->cancelSelected();   // the tour goes on without waiting for it
                     when(this, [tools] { return tools->runningCalls() == 0; }, [panel, next] {
                         panel->setCurrentIndex(McpServerPanel::ToolsTab);
                         next();
                     });
                 });
             });
    });
}

void ScreenshotTour::tapThen(std::function<void()> next)
{
    // A host (this tour) talks to the demo's MCP server through rpcscope-cli tap; the Tap
    // window holds its tools/call at a breakpoint.
    const QString cli = CompanionProgram::find(QStringLiteral("rpcscope-cli"), QStringLiteral("cli"));
    const QString demo = CompanionProgram::find(QStringLiteral("rpcscope-demo-server"), QStringLiteral("demoserver"));
    if (cli.isEmpty() || demo.isEmpty() || TapChannel::directory().isEmpty()) {
        next();
        return;
    }
    auto *host = new QProcess(this);
    host->start(cli, {QStringLiteral("tap"), QStringLiteral("--"), demo, QStringLiteral("--stdio"), QStringLiteral("--mcp")});
    host->write(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"roots":{}},"clientInfo":{"name":"Demo Host","version":"1.0"}}})" "\n"
                R"({"jsonrpc":"2.0","method":"notifications/initialized"})" "\n"
                R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})" "\n");
    const QString socket = TapChannel::socketPath(TapChannel::directory(), host->processId());
    when(this, [socket] { return QFileInfo::exists(socket); }, [this, host, socket, next] {
        TapWindow *window = m_window->tapWindow();
        window->resize(m_window->size());
        m_window->showTapWindow();
        window->attachTo(socket);
        window->breakpointField()->setText(QStringLiteral("tools/call"));
        window->applyBreakpoints();
        QTimer::singleShot(kSettleMs, this, [host] {
            host->write(R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"add","arguments":{"a":2,"b":40}}})" "\n");
        });
        when(this, [window] { return window->shownHeld() != 0; }, [this, window, host, next] {
            window->editEditor()->setFocus();
            QTimer::singleShot(kSettleMs, this, [this, window, host, next] {
                grabWidget(window, QStringLiteral("tap"));
                window->decide(TapVerdict::Send);
                window->close();
                host->closeWriteChannel();
                next();
            });
        });
    });
}

void ScreenshotTour::httpTapThen(std::function<void()> next)
{
    // A client streams demo.stream through an HTTP tap in front of the demo's /rpc; the Tap
    // window holds the call, then the first event of its answer stream.
    const QString cli = CompanionProgram::find(QStringLiteral("rpcscope-cli"), QStringLiteral("cli"));
    QString upstream;
    for (EndpointSession *session : m_window->sessions()) {
        if (session->profile().id == u"demo-http-rpc")
            upstream = session->profile().address;
    }
    if (cli.isEmpty() || upstream.isEmpty() || TapChannel::directory().isEmpty()) {
        next();
        return;
    }
    auto *tap = new QProcess(this);
    tap->start(cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                     QStringLiteral("--upstream"), upstream});
    auto *client = new QTcpSocket(this);
    const QString socket = TapChannel::socketPath(TapChannel::directory(), tap->processId());
    when(this, [socket, tap] { return QFileInfo::exists(socket) && tap->canReadLine(); }, [this, tap, client, socket, next] {
        const QUrl listening(QString::fromUtf8(tap->readLine().trimmed().mid(int(qstrlen("listening on ")))));
        TapWindow *window = m_window->tapWindow();
        window->resize(m_window->size());
        m_window->showTapWindow();
        window->attachTo(socket);
        window->breakpointField()->setText(QStringLiteral("demo.stream"));
        if (auto *answers = window->findChild<QCheckBox *>(QStringLiteral("tapBreakWithAnswers")))
            answers->setChecked(true);
        window->applyBreakpoints();
        QTimer::singleShot(kSettleMs, this, [client, listening] {
            const QByteArray body = R"({"jsonrpc":"2.0","id":7,"method":"demo.stream","params":{"count":3,"intervalMs":50}})";
            client->connectToHost(listening.host(), quint16(listening.port()));
            client->write("POST /rpc HTTP/1.1\r\nHost: demo\r\nContent-Type: application/json\r\nAccept: application/json, "
                          "text/event-stream\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        });
        when(this, [window] { return window->shownHeld() != 0; }, [this, window, tap, client, next] {
            const quint64 call = window->shownHeld();
            window->decide(TapVerdict::Send);
            when(this, [window, call] { return window->shownHeld() != 0 && window->shownHeld() != call; },
                 [this, window, tap, client, next] {
                     QTimer::singleShot(kSettleMs, this, [this, window, tap, client, next] {
                         grabWidget(window, QStringLiteral("tap-http"));
                         window->decide(TapVerdict::Send);
                         window->close();
                         client->deleteLater();
                         tap->terminate();
                         next();
                     });
                 });
        });
    });
}

void ScreenshotTour::authorizationThen(std::function<void()> next)
{
    // The demo's protected MCP endpoint: a whole OAuth sign-in, grabbed while the browser
    // step waits and once signed in. The "person" approves two seconds after the page opens.
    const QString browser = testBrowser();
    EndpointSession *secure = nullptr;
    for (EndpointSession *session : m_window->sessions()) {
        if (session->profile().id == u"demo-http-secure-mcp")
            secure = session;
    }
    if (browser.isEmpty() || !secure) {
        std::fprintf(stderr, "rpcscope: %s\n",
                     qUtf8Printable(tr("Skipping the authorization screenshots: the test browser "
                                       "(tests/support/rpcscope-test-browser) or the demo's sign-in endpoint was not found.")));
        next();
        return;
    }
    qputenv("BROWSER", QStringLiteral("sh -c 'sleep 2; exec \"$0\" \"$@\"' '%1'").arg(browser).toUtf8());
    EndpointView *view = m_window->viewOf(secure);
    view->rows()->setSizes({620, 180});
    auto waiting = std::make_shared<bool>(false);
    OAuthAuthorizer *authorizer = secure->authorizer();
    connect(authorizer, &OAuthAuthorizer::browserStep, this, [this, view, waiting] {
        if (std::exchange(*waiting, true))
            return;
        QTimer::singleShot(kSettleMs, this, [this, view] {
            AuthorizationPage *page = view->authorizationPage();
            page->stepList()->setCurrentIndex(page->steps()->index(page->steps()->rowCount() - 1));
            grab(QStringLiteral("authorization-signing-in"));
        });
    });
    connect(m_window, &MainWindow::discoveryFinished, this, [this, secure, view, next](EndpointSession *session) {
        if (session != secure)
            return;
        view->showAuthorizationPage();
        AuthorizationPage *page = view->authorizationPage();
        // The token step: what the authorization server answered, secrets masked.
        for (int row = 0; row < page->steps()->rowCount(); ++row) {
            if (page->steps()->step(row).kind == AuthStep::Kind::Token)
                page->stepList()->setCurrentIndex(page->steps()->index(row));
        }
        page->detailTabs()->setCurrentWidget(page->responseView());
        QTimer::singleShot(kSettleMs, this, [this, view, next] {
            view->showAuthorizationPage();   // the MCP tab may have come forward meanwhile
            QTimer::singleShot(kSettleMs, this, [this, next] {
                grab(QStringLiteral("authorization"));
                next();
            });
        });
    });
    m_window->selectEndpoint(secure);
}

void ScreenshotTour::sessionsThen(std::function<void()> next)
{
    SessionBrowser *browser = m_window->sessionBrowser();
    browser->resize(m_window->size());
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(browser, &SessionBrowser::loaded, this, [this, browser, connection, next] {
        disconnect(*connection);
        // The decoded error sent a moment ago: its row in the timeline, its bytes beside it.
        QAbstractItemModel *model = browser->timeline()->model();
        for (int row = model->rowCount() - 1; row >= 0; --row) {
            if (model->index(row, SessionTimelineModel::MethodColumn).data().toString() == u"demo.appError") {
                browser->timeline()->selectRow(row);
                break;
            }
        }
        QTimer::singleShot(kSettleMs, this, [this, browser, next] {
            grabWidget(browser, QStringLiteral("sessions"));
            browser->close();
            next();
        });
    });
    m_window->showSessionBrowser();
}

void ScreenshotTour::sendAndThen(std::function<void()> next)
{
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(m_window, &MainWindow::exchangeShown, this, [this, connection, next] {
        disconnect(*connection);
        QTimer::singleShot(kSettleMs, this, next);
    });
    m_window->send();
}

void ScreenshotTour::collectionsThen(std::function<void()> next)
{
    // The shipped demo collection, run as it is.
    QString example;
    QDir dir(QCoreApplication::applicationDirPath());
    for (int up = 0; up < 6 && example.isEmpty(); ++up) {
        const QString candidate = dir.filePath(QStringLiteral("resources/examples/demo.collection.json"));
        if (QFileInfo::exists(candidate))
            example = candidate;
        else if (!dir.cdUp())
            break;
    }
    QFile source(example);
    if (example.isEmpty() || !source.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "rpcscope: %s\n",
                     qUtf8Printable(tr("Skipping the collections screenshot: resources/examples/demo.collection.json "
                                       "was not found above the program.")));
        next();
        return;
    }
    source.close();
    // Shown as shipped: the environment "Built-in demo" binds it to this run's demo.
    const QString copy = example;
    CollectionsSidebar *sidebar = m_window->collectionsSidebar();
    m_window->collectionsDock()->show();
    if (!sidebar->openCollection(copy)) {
        next();
        return;
    }
    CollectionDocument *document = sidebar->documents().constLast();
    sidebar->selectItem(document, {});
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(m_window->runnerPanel(), &RunnerPanel::finished, this,
                          [this, connection, sidebar, document, next] {
        disconnect(*connection);
        sidebar->selectItem(document, {0, 0});   // basics/add: its request as it goes out
        QTimer::singleShot(kSettleMs, this, [this, sidebar, document, next] {
            grab(QStringLiteral("collections"));
            sidebar->closeCollection(document);
            m_window->collectionsDock()->hide();
            m_window->runnerDock()->hide();
            // The docks' room is given back once their hiding has reached the layout.
            QTimer::singleShot(0, this, [this, next] {
                m_window->resize(m_size);
                next();
            });
        });
    });
    sidebar->runAction()->trigger();
}

void ScreenshotTour::step()
{
    EndpointView *view = m_window->currentView();
    if (!view) {
        fail(tr("No endpoint is open."));
        return;
    }
    switch (m_step++) {
    case 0:
        // The registry: grouped methods, badges and the documentation of one method.
        m_window->selectMethod(QStringLiteral("notes.create"));
        QTimer::singleShot(kSettleMs, this, [this] {
            grab(QStringLiteral("registry"));
            step();
        });
        return;
    case 1:
        // The composer: the form from the schema (the other view of the JSON), and its answer.
        sendAndThen([this, view] {
            view->requestEditor()->showForm(true);
            QTimer::singleShot(kSettleMs, this, [this, view] {
                grab(QStringLiteral("composer"));
                view->requestEditor()->showForm(false);
                step();
            });
        });
        return;
    case 2: {
        // A batch: three requests and a notification, paired by id in the inspector.
        BatchBuilder *batch = view->batchBuilder();
        batch->clear();
        for (const QString &name : {QStringLiteral("math.add"), QStringLiteral("text.upper"),
                                    QStringLiteral("notes.list"), QStringLiteral("demo.echo")}) {
            if (const MethodInfo *method = view->session()->registry().find(name))
                batch->addMethod(*method);
        }
        batch->model()->setNotification(batch->model()->count() - 1, true);
        view->showBatch();
        sendAndThen([this, view] {
            // The pairing of requests and answers is what the picture is for.
            ResponseView *response = view->responseView();
            response->setCurrentWidget(response->batchView());
            grab(QStringLiteral("batch"));
            step();
        });
        return;
    }
    case 3: {
        // A decoded error: an application error with its code from error.data.
        view->addRequestTab();
        m_window->selectMethod(QStringLiteral("demo.appError"));
        sendAndThen([this, view] {
            view->responseView()->setCurrentIndex(ResponseView::TreeTab);   // the error object itself
            grab(QStringLiteral("error"));
            sessionsThen([this] { collectionsThen([this] { step(); }); });
        });
        return;
    }
    case 4: {
        // An MCP server (the reference server over stdio): its tools, a call with a progress
        // bar still moving and one whose answer is an image.
        const QString script = everythingServerScript();
        if (script.isEmpty() || QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty()) {
            std::fprintf(stderr, "rpcscope: %s\n",
                         qUtf8Printable(tr("Skipping the mcp and notifications screenshots: node or the MCP reference "
                                           "server was not found (run scripts/install-deps.sh, or set "
                                           "RPCSCOPE_EVERYTHING_SERVER).")));
            QCoreApplication::quit();
            return;
        }
        auto connection = std::make_shared<QMetaObject::Connection>();
        *connection = connect(m_window, &MainWindow::discoveryFinished, this, [this, connection](EndpointSession *session) {
            if (session != m_window->currentSession() || !session->mcpConnection())
                return;
            disconnect(*connection);
            EndpointView *mcp = m_window->currentView();
            McpToolsPage *tools = mcp->mcpPanel()->toolsPage();
            mcp->showMcpPanel();
            mcp->mcpPanel()->setCurrentIndex(McpServerPanel::ToolsTab);
            tools->selectTool(QStringLiteral("trigger-long-running-operation"));
            tools->form()->setParamsText(R"({"duration":4,"steps":8})");
            tools->call();
            tools->selectTool(QStringLiteral("get-tiny-image"));
            QTimer::singleShot(1200, this, [this, tools] {
                tools->call();
                when(this, [tools] { return tools->runningCalls() <= 1; }, [this] {
                    QTimer::singleShot(kSettleMs, this, [this] {
                        grab(QStringLiteral("mcp"));
                        step();
                    });
                });
            });
        });
        m_window->openEndpoint(QStringLiteral("stdio:node '%1' stdio").arg(script));
        // The server asks for roots at once: answered (and remembered) as the dialog suggests.
        connect(m_window->currentView()->dialogResponder(), &DialogResponder::dialogOpened, this,
                [](ServerRequestDialog *dialog) {
            if (dialog->rememberBox())
                dialog->rememberBox()->setChecked(true);
            dialog->sendAnswer();
        });
        return;
    }
    case 5: {
        // The notifications pane: what the server sent that answered no request.
        EndpointView *mcp = m_window->currentView();
        mcp->bottomTabs()->setCurrentIndex(1);
        mcp->rows()->setSizes({460, 340});
        NotificationsPane *pane = mcp->notificationsPane();
        when(this, [mcp] { return mcp->mcpPanel()->toolsPage()->runningCalls() == 0; }, [this, pane] {
            // The last progress notification, shown whole beside the list.
            pane->view()->setCurrentIndex(pane->model()->index(pane->model()->rowCount() - 1, 0));
            QTimer::singleShot(kSettleMs, this, [this] {
                grab(QStringLiteral("notifications"));
                step();
            });
        });
        return;
    }
    case 6:
        statelessMcpThen([this] {
            mcpTaskThen([this] { tapThen([this] { httpTapThen([this] { authorizationThen([] { QCoreApplication::quit(); }); }); }); });
        });
        return;
    default:
        return;
    }
}

} // namespace RpcScope
