// The collections in the main window, against a real rpcscope-demo-server child process:
// View > Show Collections, Send of a saved request shown in the inspector, "Assert This
// Value" from the inspector's tree into the saved request's file, Run from the sidebar into
// the runner dock, and the composer's request saved into the collection.
#include "lib/collection/collectionfile.h"
#include "lib/json/jsondocument.h"
#include "lib/keychain/keychainsecretstore.h"
#include "ui/collections/collectionssidebar.h"
#include "ui/collections/requestpreview.h"
#include "ui/collections/runnerpanel.h"
#include "ui/composer/schemaform.h"
#include "ui/inspector/exchangeview.h"
#include "ui/inspector/jsontreemodel.h"
#include "ui/inspector/responseview.h"
#include "ui/mcp/mcpserverpanel.h"
#include "ui/mcp/mcptoolspage.h"
#include "ui/shell/mainwindow.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointview.h"

#include "support/listeningserver.h"
#include "support/waitforworkers.h"

#include <QAction>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTableView>
#include <QTreeView>
#include <QTreeWidget>

#include <functional>

using namespace RpcScope;


class tst_CollectionsWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void sendAssertRunAndSave();
    void runIsRecordedWithoutSecrets();
    void sendAppliesTheRequestsAuth();
    void exampleRunsGreenAsShipped();
    void mcpToolCallIsSavedAndRun();

private:
    static QByteArray read(const QString &path);
    /// The shipped demo collection, aimed at this test's server; \a edit changes its text.
    QString demoCollection(const QString &name, const std::function<void(QByteArray &)> &edit = {});
    static QAction *menuAction(QMainWindow *window, const QString &text);

    QProcess m_server;
    QString m_url;
    QTemporaryDir m_dir;
};

void tst_CollectionsWindow::initTestCase()
{
    qRegisterMetaType<EndpointSession *>();
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    QByteArray said;
    const QString base = TestSupport::startDemoServer(&m_server, QStringLiteral(RPCSCOPE_DEMO_SERVER), {}, &said);
    QVERIFY2(!base.isEmpty(), said.constData());
    m_url = base + QStringLiteral("/rpc");
}

void tst_CollectionsWindow::cleanupTestCase()
{
    m_server.terminate();
    m_server.waitForFinished(5000);
}

QByteArray tst_CollectionsWindow::read(const QString &path)
{
    TestSupport::waitForWorkers();
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QAction *tst_CollectionsWindow::menuAction(QMainWindow *window, const QString &text)
{
    for (QAction *action : window->findChildren<QAction *>()) {
        if (action->text().remove('&') == text)
            return action;
    }
    return nullptr;
}

QString tst_CollectionsWindow::demoCollection(const QString &name, const std::function<void(QByteArray &)> &edit)
{
    QByteArray bytes = read(QStringLiteral(RPCSCOPE_SOURCE_DIR "/resources/examples/demo.collection.json"));
    bytes.replace("http://127.0.0.1:8080/rpc", m_url.toUtf8());
    bytes.replace("http://127.0.0.1:8080/mcp", QString(m_url.chopped(4) + QStringLiteral("/mcp")).toUtf8());
    if (edit)
        edit(bytes);
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

void tst_CollectionsWindow::sendAssertRunAndSave()
{
    const QString path = demoCollection("window.collection.json");
    QVERIFY(!path.isEmpty());

    MainWindow window(m_dir.filePath("workspace.json"));
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(!window.collectionsDock()->isVisible());
    QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(window.collectionsDock()->isVisible());

    CollectionsSidebar *sidebar = window.collectionsSidebar();
    QString error;
    QVERIFY2(sidebar->openCollection(path, &error), qPrintable(error));
    CollectionDocument *document = sidebar->documents().constFirst();

    // Send basics/add: the endpoint opens and the inspector shows the answer.
    sidebar->selectItem(document, {0, 0});
    QSignalSpy shown(&window, &MainWindow::exchangeShown);
    QTest::mouseClick(sidebar->sendButton(), Qt::LeftButton);
    QVERIFY(shown.wait(10000));
    QCOMPARE(window.endpoint(), m_url);
    QVERIFY(window.lastExchange()->body.contains("\"result\":5"));

    // "Assert This Value" on the result row: an equals assertion in the file.
    sidebar->selectItem(document, {0, 1});   // another request selected: the origin still wins
    ResponseView *response = window.responseView();
    QTRY_VERIFY(response->treeModel()->rowCount() > 0);
    QModelIndex result;
    for (int row = 0; row < response->treeModel()->rowCount(); ++row) {
        const QModelIndex index = response->treeModel()->index(row, 0);
        if (index.data().toString() == "result")
            result = index;
    }
    QVERIFY(result.isValid());
    response->treeView()->setCurrentIndex(result);
    QAction *assertValue = response->treeView()->findChild<QAction *>("assertValue");
    QVERIFY(assertValue);
    assertValue->trigger();
    Collection onDisk;
    TestSupport::waitForWorkers();
    QCOMPARE(CollectionFile::read(path, &onDisk, &error), CollectionFile::Status::Ok);
    const QList<Assertion> &assertions = onDisk.items[0].items[0].request.assertions;
    QCOMPARE(assertions.size(), 7);
    QCOMPARE(assertions.constLast().kind, Assertion::Kind::PathEquals);
    QCOMPARE(assertions.constLast().path, QString("$.result"));
    QCOMPARE(assertions.constLast().expected, QString("5"));

    // Run the collection from the sidebar: the runner dock shows the run, all green.
    sidebar->selectItem(document, {});
    QSignalSpy finished(window.runnerPanel(), &RunnerPanel::finished);
    sidebar->runAction()->trigger();
    QVERIFY(window.runnerDock()->isVisible());
    QVERIFY(finished.wait(30000));
    QCOMPARE(window.runnerPanel()->summary().failed(), 0);
    QCOMPARE(window.runnerPanel()->summary().passed(), 34);

    // File > Save Request to Collection: the composer's request, after the selection.
    window.selectMethod("text.upper");
    sidebar->selectItem(document, {0, 0});
    const qsizetype before = read(path).count("\"method\": \"text.upper\"");
    QAction *save = menuAction(&window, "Save Request to Collection");
    QVERIFY(save);
    save->trigger();
    QCOMPARE(document->collection().items[0].items[1].request.method, QString("text.upper"));
    QCOMPARE(document->collection().items[0].items[1].request.endpoint, m_url);
    QCOMPARE(read(path).count("\"method\": \"text.upper\""), before + 1);
    // Ctrl+Z in the sidebar takes it out again.
    sidebar->tree()->setFocus();
    QTest::keyClick(sidebar->tree(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(read(path).count("\"method\": \"text.upper\""), before);
}

// A run from the GUI goes into the session recording like any exchange, and a saved request
// sent with Send too; their secret values (a secret password, a secret API key header) are in
// no file the window wrote.
namespace {
/// The request called \a name in the demo collection's auth folder; empty when there is none.
CollectionDocument::ItemPath authRequest(const CollectionDocument *document, const QString &name)
{
    const std::vector<CollectionItem> &auth = document->collection().items[1].items;
    for (size_t i = 0; i < auth.size(); ++i) {
        if (auth[i].name == name)
            return {1, int(i)};
    }
    return {};
}
} // namespace

void tst_CollectionsWindow::sendAppliesTheRequestsAuth()
{
    // Send in the sidebar sends the saved request's own headers and its auth recipe's
    // (whoami (bearer) carries its token in an Authorization header, not in the params).
    const QString path = demoCollection("auth.collection.json");
    QVERIFY(!path.isEmpty());
    MainWindow window(m_dir.filePath("auth-workspace.json"));
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    CollectionsSidebar *sidebar = window.showCollections();
    QString error;
    QVERIFY2(sidebar->openCollection(path, &error), qPrintable(error));
    CollectionDocument *document = sidebar->documents().constLast();

    // auth/login from the sidebar: its answer holds a fresh token.
    sidebar->selectItem(document, {1, 0});
    QCOMPARE(document->item({1, 0})->request.method, QString("auth.login"));
    QSignalSpy shown(&window, &MainWindow::exchangeShown);
    QTest::mouseClick(sidebar->sendButton(), Qt::LeftButton);
    QVERIFY(shown.wait(10000));
    const QByteArray login = window.lastExchange()->body;
    const qsizetype at = login.indexOf("\"token\":\"");
    QVERIFY2(at >= 0, login.constData());
    const QByteArray token = login.mid(at + 9, login.indexOf('"', at + 9) - at - 9);
    QVERIFY(token.startsWith("tok_"));
    Collection withToken = document->collection();
    withToken.variables.append({QStringLiteral("token"), QString::fromLatin1(token), false});
    document->change(withToken, QStringLiteral("token"));

    // whoami (bearer): answered for alice, so the Authorization header went out.
    const CollectionDocument::ItemPath whoami = authRequest(document, "whoami (bearer)");
    QVERIFY(!whoami.isEmpty());
    sidebar->selectItem(document, whoami);
    shown.clear();
    QTest::mouseClick(sidebar->sendButton(), Qt::LeftButton);
    QVERIFY(shown.wait(10000));
    const ExchangePtr answer = window.lastExchange();
    QVERIFY2(answer->body.contains("\"username\":\"alice\""), answer->body.constData());
    QVERIFY(answer->reply.http);
    QCOMPARE(headerValue(answer->reply.http->requestHeaders, "authorization"), "Bearer " + token);

    // whoami (login recipe): Send leaves the login out and says so; the recipe's header, empty
    // without a login's answer, does not replace the endpoint's own Authorization header.
    EndpointSession *session = window.currentSession();
    EndpointProfile profile = session->profile();
    profile.headers = {{"Authorization", "Bearer " + token}};
    session->setProfile(profile);
    const CollectionDocument::ItemPath loginRecipe = authRequest(document, "whoami (login recipe)");
    QVERIFY(!loginRecipe.isEmpty());
    sidebar->selectItem(document, loginRecipe);
    QSignalSpy said(sidebar, &CollectionsSidebar::statusMessage);
    shown.clear();
    QTest::mouseClick(sidebar->sendButton(), Qt::LeftButton);
    QVERIFY(shown.wait(10000));
    const ExchangePtr recipe = window.lastExchange();
    QVERIFY2(recipe->body.contains("\"username\":\"alice\""), recipe->body.constData());
    QCOMPARE(headerValue(recipe->reply.http->requestHeaders, "authorization"), "Bearer " + token);
    bool toldAboutLogin = false;
    for (const QList<QVariant> &message : said)
        toldAboutLogin = toldAboutLogin || message.at(0).toString().contains("login recipe");
    QVERIFY(toldAboutLogin);
}

void tst_CollectionsWindow::runIsRecordedWithoutSecrets()
{
    const QByteArray apiKey = "sesame-5150-unique";
    const QString path = demoCollection("recorded.collection.json", [](QByteArray &bytes) {
        bytes.replace("\"name\": \"password\",\n      \"value\": \"wonderland\"\n",
                      "\"name\": \"password\",\n      \"secret\": true\n");
    });
    QVERIFY(!path.isEmpty());
    QVERIFY(!read(path).contains("wonderland"));

    MainWindow window(m_dir.filePath("workspace2.json"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    const QString session = m_dir.filePath("run.rpcsession");
    QVERIFY2(window.startRecording(session, &error), qPrintable(error));
    CollectionsSidebar *sidebar = window.collectionsSidebar();
    sidebar->secretStore()->setKeychainEnabled(false);
    sidebar->secretStore()->setSecret("password", "wonderland");
    sidebar->secretStore()->setSecret("apiKey", QString::fromLatin1(apiKey));
    QVERIFY(sidebar->openCollection(path, &error));
    CollectionDocument *document = sidebar->documents().constLast();
    QCOMPARE(document->path(), path);
    Collection withKey = document->collection();
    withKey.variables.append({"apiKey", QString(), true});
    withKey.items[0].items[0].request.headers = {{"X-Api-Key", "{{apiKey}}"}};
    CollectionItem echo;
    echo.name = "echo the key";
    echo.request.endpoint = "{{baseUrl}}";
    echo.request.method = "demo.echo";
    echo.request.params = R"(["{{apiKey}}"])";
    withKey.items.push_back(echo);
    document->change(withKey, "key");

    QSignalSpy finished(window.runnerPanel(), &RunnerPanel::finished);
    sidebar->selectItem(document, {});
    sidebar->runAction()->trigger();
    QVERIFY(finished.wait(30000));
    QCOMPARE(window.runnerPanel()->summary().failed(), 0);
    QCOMPARE(window.runnerPanel()->summary().results.size(), 18);

    // Send the saved request with the key in its params.
    sidebar->selectItem(document, {int(withKey.items.size()) - 1});
    QVERIFY(sidebar->preview()->resolved());
    QSignalSpy shown(&window, &MainWindow::exchangeShown);
    QTest::mouseClick(sidebar->sendButton(), Qt::LeftButton);
    QVERIFY(shown.wait(10000));
    QVERIFY(window.lastExchange()->request.contains(apiKey));   // sent as it is
    QVERIFY(window.runnerPanel()->exportJUnit(m_dir.filePath("recorded.xml"), &error));
    window.close();

    const QByteArray recorded = read(session);
    QVERIFY2(recorded.contains("auth.login") && recorded.contains("math.add"), recorded.left(400).constData());
    // The run's echo and the one Send sent, each with the key as a placeholder.
    QCOMPARE(recorded.count("\"method\":\"demo.echo\""), 2);
    QCOMPARE(recorded.count(R"(\"params\":[\"{{redacted:)"), 2);
    QStringList files{QSettings().fileName()};
    QDirIterator it(m_dir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    for (const QString &written : std::as_const(files)) {
        const QByteArray content = read(written);
        QVERIFY2(!content.contains(apiKey), qPrintable(written));
        if (written.contains("recorded") || written.endsWith(".rpcsession") || written.contains("workspace2"))
            QVERIFY2(!content.contains("wonderland"), qPrintable(written));
    }
}

// The shipped example, opened in the window as it is: the environment "Built-in demo" is
// chosen and binds it to this window's demo endpoint, and every request passes.
void tst_CollectionsWindow::exampleRunsGreenAsShipped()
{
    MainWindow window(m_dir.filePath("workspace-example.json"));
    EndpointProfile demo = EndpointProfile::create(m_url, QStringLiteral("Demo JSON-RPC (HTTP)"));
    demo.id = QStringLiteral("demo-http-rpc");
    EndpointProfile mcp = EndpointProfile::create(m_url.chopped(4) + QStringLiteral("/mcp"), QStringLiteral("Demo MCP (HTTP)"));
    mcp.id = QStringLiteral("demo-http-mcp");
    window.setBuiltinEndpoints({demo, mcp});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy discovered(&window, &MainWindow::discoveryFinished);
    window.restoreWorkspace();   // the built-in demo endpoint, as at a first start
    QVERIFY(discovered.wait(10000));
    const qsizetype endpoints = window.sessions().size();
    CollectionsSidebar *sidebar = window.showCollections();
    QString error;
    QVERIFY2(sidebar->openCollection(QStringLiteral(RPCSCOPE_SOURCE_DIR "/resources/examples/demo.collection.json"), &error),
             qPrintable(error));
    CollectionDocument *document = sidebar->documents().constLast();
    QCOMPARE(document->environment(), QStringLiteral("Built-in demo"));
    sidebar->selectItem(document, {});
    QSignalSpy finished(window.runnerPanel(), &RunnerPanel::finished);
    sidebar->runAction()->trigger();
    QVERIFY(finished.wait(30000));
    const RunSummary summary = window.runnerPanel()->summary();
    QStringList failures;
    for (const RequestResult &result : summary.results) {
        if (result.failed() > 0)
            failures.append(result.path + QStringLiteral(": ") + result.error);
    }
    QVERIFY2(summary.failed() == 0, qPrintable(failures.join(QLatin1Char('\n'))));
    QVERIFY(summary.passed() >= 10);
    // The mcp folder ran in the window's run too, its input round answered from the collection.
    const RequestResult &asked = summary.results.at(summary.results.size() - 2);
    QCOMPARE(asked.path, QStringLiteral("mcp/ask my name"));
    QCOMPARE(asked.target, QStringLiteral("tools/call ask_name"));
    QCOMPARE(asked.passed(), 2);
    // The long job became a task, followed to its end: the row's time is the whole call's.
    QCOMPARE(summary.results.constLast().target, QStringLiteral("tools/call long_job"));
    QVERIFY(summary.results.constLast().durationMs >= 600);

    // A result row opens its exchange read-only, with the verdict of each assertion.
    QTableView *results = window.runnerPanel()->resultsView();
    results->setFocus();
    results->setCurrentIndex(results->model()->index(0, 0));
    QTest::keyClick(results, Qt::Key_Return);
    EndpointView *view = window.currentView();
    QVERIFY(view && view->isExchangeViewShown());
    ExchangeView *exchange = view->exchangeView();
    QCOMPARE(exchange->exchange(), summary.results.first().exchange);
    QVERIFY(exchange->verdictsView()->isVisibleTo(exchange));
    QCOMPARE(window.sessions().size(), endpoints);   // no endpoint was made of the run's address
    QCOMPARE(exchange->verdictsView()->topLevelItemCount(), int(summary.results.first().assertions.size()));
    sidebar->closeCollection(document);
}

// The MCP tab's Save to Collection: the tool call with the form's arguments becomes an MCP
// request of the open collection, and a run of it opens its own MCP session and passes.
void tst_CollectionsWindow::mcpToolCallIsSavedAndRun()
{
    MainWindow window(m_dir.filePath("workspace-mcp.json"));
    window.resize(1366, 740);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString mcpUrl = m_url.chopped(4) + QStringLiteral("/mcp");
    window.openEndpoint(mcpUrl);
    QTRY_VERIFY_WITH_TIMEOUT(window.currentView()->mcpPanel(), 10000);
    McpServerPanel *panel = window.currentView()->mcpPanel();
    window.currentView()->showMcpPanel();
    panel->setCurrentIndex(McpServerPanel::ToolsTab);
    McpToolsPage *tools = panel->toolsPage();
    QTRY_VERIFY_WITH_TIMEOUT(tools->selectTool(QStringLiteral("add")), 10000);
    tools->form()->setParamsText(R"({"a": 20, "b": 22})");

    CollectionsSidebar *sidebar = window.showCollections();
    QString error;
    const QString path = m_dir.filePath("mcp.collection.json");
    QVERIFY2(sidebar->createCollection(path, QStringLiteral("MCP"), &error), qPrintable(error));
    auto *save = tools->findChild<QPushButton *>(QStringLiteral("mcpSaveCall"));
    QVERIFY(save && save->isVisible());
    QTest::mouseClick(save, Qt::LeftButton);
    CollectionDocument *document = sidebar->documents().constLast();
    QCOMPARE(document->collection().items.size(), size_t(1));
    const CollectionItem &saved = document->collection().items.front();
    QCOMPARE(saved.name, QStringLiteral("tools/call add"));
    QCOMPARE(saved.request.kind, SavedRequest::Kind::Mcp);
    QCOMPARE(saved.request.endpoint, mcpUrl);
    QCOMPARE(saved.request.method, QStringLiteral("tools/call"));
    QCOMPARE(JsonDocument::parse(saved.request.params.toUtf8()).memberString(0, u"name"), QStringLiteral("add"));
    QVERIFY2(saved.request.params.contains(QStringLiteral("22")), qPrintable(saved.request.params));
    // The preview says where its id and _meta come from.
    sidebar->selectItem(document, {0});
    bool said = false;
    for (const QLabel *label : sidebar->preview()->findChildren<QLabel *>())
        said = said || (label->isVisibleTo(sidebar->preview()) && label->text().contains(QStringLiteral("MCP session")));
    QVERIFY(said);

    Collection withAssertion = document->collection();
    Assertion equals;
    equals.kind = Assertion::Kind::PathEquals;
    equals.path = QStringLiteral("$.result.content[0].text");
    equals.expected = QStringLiteral("\"42\"");
    withAssertion.items.front().request.assertions = {equals};
    document->change(withAssertion, "assert");
    QSignalSpy finished(window.runnerPanel(), &RunnerPanel::finished);
    sidebar->selectItem(document, {});
    sidebar->runAction()->trigger();
    QVERIFY(finished.wait(30000));
    const RunSummary summary = window.runnerPanel()->summary();
    QCOMPARE(summary.results.size(), 1);
    QVERIFY2(summary.failed() == 0, qPrintable(summary.results.front().error));
    QCOMPARE(summary.passed(), 1);
    QCOMPARE(summary.results.front().target, QStringLiteral("tools/call add"));
    // The file says what it is.
    QVERIFY(read(path).contains("\"kind\": \"mcp\""));
    sidebar->closeCollection(document);
}

QTEST_MAIN(tst_CollectionsWindow)
#include "tst_collectionswindow.moc"
