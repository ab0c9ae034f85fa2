// The MCP tab of an endpoint page against the reference server
// (@modelcontextprotocol/server-everything, pinned in tests/npm) over stdio, Streamable HTTP
// and the older HTTP+SSE: handshake shown, tools listed and called from the form, a progress
// bar that moves, a resource read, a template filled in from its variables with completion, a
// prompt with arguments, a sampling request answered from the dialog,
// and the notifications pane filling. Widgets are driven with QTest key and mouse events.
#include "mcp/everythingserver.h"

#include "lib/json/jsondocument.h"
#include "lib/workspace/endpointprofile.h"
#include "ui/composer/scalarfields.h"
#include "ui/composer/schemaform.h"
#include "ui/mcp/mcpconnection.h"
#include "ui/mcp/mcpcachehint.h"
#include "ui/mcp/mcpcontentview.h"
#include "ui/mcp/mcplogpage.h"
#include "ui/mcp/mcppromptspage.h"
#include "ui/mcp/mcpresourcespage.h"
#include "ui/mcp/mcpserverpanel.h"
#include "ui/mcp/mcptaskspage.h"
#include "ui/mcp/mcptoolspage.h"
#include "ui/history/notificationspane.h"
#include "ui/serverrequests/dialogresponder.h"
#include "ui/serverrequests/serverrequestdialog.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointview.h"
#include "ui/history/historymodel.h"
#include "ui/history/historypanel.h"
#include "lib/demo/demohttpserver.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>

#include <map>
#include <memory>

using namespace RpcScope;

namespace {
constexpr int kWaitMs = 15000;

/// One endpoint page, open on the server, with roots/list answered once from its dialog.
struct Page
{
    std::unique_ptr<EndpointSession> session;
    std::unique_ptr<EndpointView> view;
    int rootsDialogs = 0;

    bool open(const QString &address)
    {
        session = std::make_unique<EndpointSession>(EndpointProfile::create(address));
        view = std::make_unique<EndpointView>(session.get());
        view->resize(1300, 850);
        view->show();
        view->activateWindow();
        if (!QTest::qWaitForWindowActive(view.get()))
            return false;
        // The server asks for roots right after the handshake: answer from the dialog, and
        // tick "answer like this" so the rest of the run is not interrupted.
        QObject::connect(view->dialogResponder(), &DialogResponder::dialogOpened, view.get(),
                         [this](ServerRequestDialog *dialog) {
            if (dialog->request().method != u"roots/list")
                return;
            ++rootsDialogs;
            QTest::mouseClick(dialog->rememberBox(), Qt::LeftButton, {}, QPoint(5, 5));
            QTest::mouseClick(dialog->answerButton(), Qt::LeftButton);
        });
        session->connectToEndpoint();
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < kWaitMs) {
            McpConnection *mcp = session->mcpConnection();
            if (mcp && mcp->listsFetched() && session->state() == EndpointSession::State::Ready)
                return true;
            QTest::qWait(10);
        }
        qWarning("not ready: %s", qPrintable(session->statusText()));
        return false;
    }
    McpServerPanel *panel() const { return view->mcpPanel(); }
};

QString joined(const McpContentView *view)
{
    return view->shownTexts().join(u'\n');
}

/// The line edit of a scalar field of the form.
QLineEdit *fieldEdit(SchemaForm *form, const QString &name)
{
    SchemaField *field = form->field(name);
    if (auto *text = qobject_cast<StringField *>(field))
        return text->lineEdit();
    if (auto *number = qobject_cast<NumberField *>(field))
        return number->lineEdit();
    return nullptr;
}
} // namespace

class tst_McpServerPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void serverInfoShown_data() { rows(); }
    void serverInfoShown();
    void echoCalledFromTheForm_data() { rows(); }
    void echoCalledFromTheForm();
    void progressBarMoves_data() { rows(); }
    void progressBarMoves();
    void escapeCancelsACall();
    void resourceRead_data() { rows(); }
    void resourceRead();
    void templateFilledFromItsVariables_data() { rows(); }
    void templateFilledFromItsVariables();
    void promptWithArguments_data() { rows(); }
    void promptWithArguments();
    void logLevelAndMessages_data() { rows(); }
    void logLevelAndMessages();
    void subscribedResourceUpdates_data() { rows(); }
    void subscribedResourceUpdates();
    void samplingAnsweredFromTheDialog_data() { rows(); }
    void samplingAnsweredFromTheDialog();
    void samplingRefusedFromTheDialog();
    void elicitationAnsweredWithTheForm();
    void mrtrRoundIsSeenInTheHistory();
    void taskIsFollowedInTheTasksTab();
    void aServerOfTheStatelessSdkWorksInTheWindow();
    void notificationsPaneFills_data() { rows(); }
    void notificationsPaneFills();

private:
    void rows();
    Page *page(const QString &address);
    McpToolsPage *callTool(Page *p, const QString &tool, const QList<QPair<QString, QString>> &typed);

    EverythingServer m_http;
    EverythingServer m_sse;   // the older HTTP+SSE transport
    std::map<QString, std::unique_ptr<Page>> m_pages;   // one page per transport, opened once
};

void tst_McpServerPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qRegisterMetaType<ServerRequestDialog *>();
    if (!EverythingServer::installed())
        QFAIL("run scripts/install-deps.sh: the npm test peers are missing");
    QVERIFY(m_http.startHttp());
    QVERIFY(m_sse.startSse());
}

void tst_McpServerPanel::cleanupTestCase()
{
    m_pages.clear();
}

void tst_McpServerPanel::rows()
{
    QTest::addColumn<QString>("endpoint");
    QTest::addRow("stdio") << EverythingServer::stdioEndpoint();
    QTest::addRow("http") << m_http.url();
    QTest::addRow("sse") << m_sse.sseUrl();
}

Page *tst_McpServerPanel::page(const QString &address)
{
    auto &slot = m_pages[address];
    if (!slot) {
        auto opened = std::make_unique<Page>();
        if (!opened->open(address))
            return nullptr;
        slot = std::move(opened);
    }
    return slot.get();
}

McpToolsPage *tst_McpServerPanel::callTool(Page *p, const QString &tool, const QList<QPair<QString, QString>> &typed)
{
    McpServerPanel *panel = p->panel();
    panel->setCurrentIndex(McpServerPanel::ToolsTab);
    McpToolsPage *tools = panel->toolsPage();
    const QList<QListWidgetItem *> found = tools->toolList()->findItems(tool, Qt::MatchExactly);
    if (found.isEmpty())
        return nullptr;
    // Chosen with the mouse, filled in with the keyboard, called with the button.
    const QRect rect = tools->toolList()->visualItemRect(found.first());
    QTest::mouseClick(tools->toolList()->viewport(), Qt::LeftButton, {}, rect.center());
    if (tools->selectedTool() != tool)
        return nullptr;
    for (const auto &[name, text] : typed) {
        QLineEdit *edit = fieldEdit(tools->form(), name);
        if (!edit)
            return nullptr;
        edit->selectAll();
        QTest::keyClicks(edit, text);
    }
    QTest::mouseClick(tools->callButton(), Qt::LeftButton);
    return tools;
}

void tst_McpServerPanel::serverInfoShown()
{
    QFETCH(QString, endpoint);
    Page *p = page(endpoint);
    QVERIFY(p);
    QVERIFY(p->view->pageTabs()->isTabVisible(1));
    QCOMPARE(p->view->pageTabs()->currentWidget(), p->panel());
    const QString summary = p->panel()->serverSummary();
    QVERIFY2(summary.contains(u"mcp-servers/everything"), qPrintable(summary));
    QVERIFY2(summary.contains(u"2025-11-25 (asked for 2025-11-25"), qPrintable(summary));
    QVERIFY2(summary.contains(u"\"tools\""), qPrintable(summary));   // the capabilities, pretty-printed
    const QByteArray sessionId = p->session->mcpConnection()->session()->sessionId();
    if (endpoint.startsWith(u"stdio:")) {
        QVERIFY(sessionId.isEmpty());
        QVERIFY2(summary.contains(u"none (stdio)"), qPrintable(summary));
    } else if (endpoint.startsWith(u"sse+")) {
        // HTTP+SSE: the session is named in the message address the endpoint event gave.
        QVERIFY(sessionId.isEmpty());
        QVERIFY2(summary.contains(u"messages go to http://127.0.0.1:") && summary.contains(u"sessionId="),
                 qPrintable(summary));
    } else {
        QVERIFY(!sessionId.isEmpty());
        QVERIFY2(summary.contains(QString::fromLatin1(sessionId)), qPrintable(summary));
    }
    // The roots/list the server sends after the handshake was answered from a dialog.
    QTRY_COMPARE_WITH_TIMEOUT(p->rootsDialogs, 1, 3000);
    if (endpoint.startsWith(u"stdio:")) {
        // One server process: the MCP session went on from discovery's initialize (declaring
        // the GUI's capabilities: the server asked for roots) instead of starting the server
        // again, and no request id was used twice on the connection.
        int initializes = 0;
        QSet<QString> ids;
        for (const ExchangePtr &exchange : p->session->history()) {
            for (const SentMessage::Item &item : exchange->sent.items) {
                if (item.method == u"initialize")
                    ++initializes;
                if (!item.id.isAbsent()) {
                    const QString id = item.id.display();
                    QVERIFY2(!ids.contains(id), qPrintable(u"id used twice: "_qs + id));
                    ids.insert(id);
                }
            }
        }
        QCOMPARE(initializes, 1);
        QVERIFY(ids.size() >= 5);   // the probes, initialize, the lists
    }
    // Tools of every page, also those offered only to clients that declare sampling.
    QStringList names;
    for (int i = 0; i < p->panel()->toolsPage()->toolList()->count(); ++i)
        names.append(p->panel()->toolsPage()->toolList()->item(i)->text());
    QVERIFY2(names.contains(u"echo"_qs) && names.contains(u"trigger-sampling-request"_qs), qPrintable(names.join(u',')));
    QVERIFY(p->panel()->tabText(McpServerPanel::ToolsTab).contains(QString::number(names.size())));
    // The registry shows the same tools.
    QVERIFY(p->session->registry().find(u"trigger-sampling-request"_qs));
}

void tst_McpServerPanel::echoCalledFromTheForm()
{
    QFETCH(QString, endpoint);
    Page *p = page(endpoint);
    QVERIFY(p);
    McpToolsPage *tools = callTool(p, u"echo"_qs, {{u"message"_qs, u"hello from the form"_qs}});
    QVERIFY(tools);
    QTRY_VERIFY_WITH_TIMEOUT(joined(tools->resultView()).contains(u"Echo: hello from the form"), kWaitMs);
    QVERIFY(!tools->resultView()->showsFailure());
    QCOMPARE(tools->callList()->topLevelItem(tools->callList()->topLevelItemCount() - 1)->text(1), u"answered"_qs);
}

void tst_McpServerPanel::progressBarMoves()
{
    QFETCH(QString, endpoint);
    Page *p = page(endpoint);
    QVERIFY(p);
    McpToolsPage *tools = callTool(p, u"trigger-long-running-operation"_qs,
                                   {{u"duration"_qs, u"0.6"_qs}, {u"steps"_qs, u"3"_qs}});
    QVERIFY(tools);
    const int row = tools->callList()->topLevelItemCount() - 1;
    QProgressBar *bar = tools->progressBar(row);
    QVERIFY(bar);
    QList<int> seen;
    const QObject counting;
    connect(bar, &QProgressBar::valueChanged, &counting, [&seen](int value) { seen.append(value); });
    QStringList statuses;   // the words go beside the bar, where a row-high bar cannot clip them
    const QObject listening;   // the page outlives this function: the connection must not
    connect(tools->callList(), &QTreeWidget::itemChanged, &listening,
            [&statuses](QTreeWidgetItem *item, int column) { if (column == 1) statuses.append(item->text(1)); });
    QTRY_VERIFY_WITH_TIMEOUT(tools->runningCalls() == 0, kWaitMs);
    // 1 of 3, 2 of 3, 3 of 3 from notifications/progress, then done.
    QVERIFY2(seen.contains(333) && seen.contains(666), qPrintable(QString::number(seen.size())));
    QVERIFY2(statuses.contains(u"running, 1 of 3"_qs) || statuses.filter(u"1 of 3"_qs).size() == 1,
             qPrintable(statuses.join(u" | ")));
    QVERIFY(!bar->isTextVisible());
    QCOMPARE(bar->value(), bar->maximum());
    QVERIFY(joined(tools->resultView()).contains(u"Long running operation completed"));
}

void tst_McpServerPanel::escapeCancelsACall()
{
    Page *p = page(EverythingServer::stdioEndpoint());
    QVERIFY(p);
    McpToolsPage *tools = callTool(p, u"trigger-long-running-operation"_qs,
                                   {{u"duration"_qs, u"5"_qs}, {u"steps"_qs, u"5"_qs}});
    QVERIFY(tools);
    QCOMPARE(tools->runningCalls(), 1);
    p->view->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(p->view.get()));
    tools->toolList()->setFocus();
    QTest::keyClick(tools->toolList(), Qt::Key_Escape);
    QTRY_COMPARE_WITH_TIMEOUT(tools->runningCalls(), 0, 2000);
    const int row = tools->callList()->topLevelItemCount() - 1;
    QCOMPARE(tools->callList()->topLevelItem(row)->text(1), u"canceled"_qs);
    // The server heard about it.
    const auto sent = [p] {
        for (const ExchangePtr &exchange : p->session->history()) {
            if (exchange->request.contains("notifications/cancelled"))
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(sent(), 2000);
}

void tst_McpServerPanel::resourceRead()
{
    QFETCH(QString, endpoint);
    Page *p = page(endpoint);
    QVERIFY(p);
    p->panel()->setCurrentIndex(McpServerPanel::ResourcesTab);
    McpResourcesPage *resources = p->panel()->resourcesPage();
    QTreeWidgetItem *group = resources->resourceTree()->topLevelItem(0);
    QVERIFY(group->childCount() > 0);
    QTreeWidgetItem *first = group->child(0);
    resources->resourceTree()->scrollToItem(first);
    QTest::mouseClick(resources->resourceTree()->viewport(), Qt::LeftButton, {},
                      resources->resourceTree()->visualItemRect(first).center());
    const QString uri = first->text(1);
    QCOMPARE(resources->uriEdit()->text(), uri);
    QTest::mouseClick(resources->readButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(joined(resources->contentView()).contains(uri + u": 1 item"), kWaitMs);
    QVERIFY(!resources->contentView()->showsFailure());
    QVERIFY(resources->contentView()->shownTexts().size() >= 3);   // heading, caption, the text
    // Save to Collection: resources/read of that URI.
    QSignalSpy saved(p->panel(), &McpServerPanel::saveRequested);
    QTest::mouseClick(resources->saveButton(), Qt::LeftButton);
    QCOMPARE(saved.size(), 1);
    QCOMPARE(saved.first().at(0).toString(), u"resources/read"_qs);
    QCOMPARE(JsonDocument::parse(saved.first().at(1).toByteArray()).memberString(0, u"uri"), uri);
}

void tst_McpServerPanel::templateFilledFromItsVariables()
{
    QFETCH(QString, endpoint);
    Page *p = page(endpoint);
    QVERIFY(p);
    p->panel()->setCurrentIndex(McpServerPanel::ResourcesTab);
    McpResourcesPage *resources = p->panel()->resourcesPage();
    const QString uriTemplate = u"demo://resource/dynamic/text/{resourceId}"_qs;
    QVERIFY(resources->selectResource(uriTemplate));
    QLineEdit *id = resources->variableField(u"resourceId"_qs);
    QVERIFY(id);
    QVERIFY(id->isVisible());
    QCOMPARE(resources->uriEdit()->text(), uriTemplate);   // nothing filled in yet
    // Typed into the variable's field: the URI follows, and the server's completion
    // (completion/complete, ref/resource) offers what it accepts.
    id->setFocus();
    QTest::keyClicks(id, u"7"_qs);
    QCOMPARE(resources->uriEdit()->text(), u"demo://resource/dynamic/text/7"_qs);
    QTRY_COMPARE_WITH_TIMEOUT(resources->completions(u"resourceId"_qs), QStringList{u"7"_qs}, kWaitMs);
    QTest::keyClick(id, Qt::Key_Backspace);
    QTest::keyClicks(id, u"x"_qs);
    QCOMPARE(resources->uriEdit()->text(), u"demo://resource/dynamic/text/x"_qs);
    QTRY_COMPARE_WITH_TIMEOUT(resources->completions(u"resourceId"_qs), QStringList(), kWaitMs);
    QTest::keyClick(id, Qt::Key_Backspace);
    QTest::keyClicks(id, u"12"_qs);
    QTest::keyClick(id, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(joined(resources->contentView()).contains(u"demo://resource/dynamic/text/12: 1 item"),
                             kWaitMs);
    QVERIFY(!resources->contentView()->showsFailure());
    // To look at it: RPCSCOPE_MCP_PNG=folder saves the page as it is now.
    if (const QString folder = qEnvironmentVariable("RPCSCOPE_MCP_PNG"); !folder.isEmpty())
        p->view->grab().save(folder + u"/mcp-template-"_qs + QString::fromLatin1(QTest::currentDataTag()) + u".png"_qs);
    // Editing the URI by hand puts the fields away.
    QTest::keyClicks(resources->uriEdit(), u"3"_qs);
    QVERIFY(!resources->variableField(u"resourceId"_qs));
}

void tst_McpServerPanel::promptWithArguments()
{
    QFETCH(QString, endpoint);
    Page *p = page(endpoint);
    QVERIFY(p);
    p->panel()->setCurrentIndex(McpServerPanel::PromptsTab);
    McpPromptsPage *prompts = p->panel()->promptsPage();
    QVERIFY(prompts->selectPrompt(u"args-prompt"_qs));
    QLineEdit *city = prompts->argumentField(u"city"_qs);
    QLineEdit *state = prompts->argumentField(u"state"_qs);
    QVERIFY(city && state);
    QTest::keyClicks(city, u"Lyon"_qs);
    QTest::keyClick(city, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(joined(prompts->contentView()).contains(u"What's weather in Lyon?"), kWaitMs);
    QVERIFY(joined(prompts->contentView()).contains(u"user · Text"));
    // Save to Collection: prompts/get with the arguments typed (the empty optional one left out).
    QSignalSpy saved(p->panel(), &McpServerPanel::saveRequested);
    QTest::mouseClick(prompts->saveButton(), Qt::LeftButton);
    QCOMPARE(saved.size(), 1);
    QCOMPARE(saved.first().at(0).toString(), u"prompts/get"_qs);
    QCOMPARE(saved.first().at(1).toByteArray(), QByteArray(R"({"name":"args-prompt","arguments":{"city":"Lyon"}})"));

    // completion/complete offers the server's values for what is typed.
    QVERIFY(prompts->selectPrompt(u"completable-prompt"_qs));
    QLineEdit *department = prompts->argumentField(u"department"_qs);
    QVERIFY(department);
    department->setFocus();
    QTest::keyClicks(department, u"Eng"_qs);
    QTRY_COMPARE_WITH_TIMEOUT(prompts->completions(u"department"_qs), QStringList{u"Engineering"_qs}, kWaitMs);
    // The second argument's values depend on the first: it goes along as the context.
    department->setText(u"Engineering"_qs);
    QLineEdit *name = prompts->argumentField(u"name"_qs);
    QVERIFY(name);
    name->setFocus();
    QTest::keyClicks(name, u"A"_qs);
    QTRY_COMPARE_WITH_TIMEOUT(prompts->completions(u"name"_qs), QStringList{u"Alice"_qs}, kWaitMs);
    department->setText(u"Marketing"_qs);
    QTest::keyClick(name, Qt::Key_Backspace);
    QTest::keyClicks(name, u"G"_qs);
    QTRY_COMPARE_WITH_TIMEOUT(prompts->completions(u"name"_qs), QStringList{u"Grace"_qs}, kWaitMs);
}

void tst_McpServerPanel::logLevelAndMessages()
{
    QFETCH(QString, endpoint);
    Page *p = page(endpoint);
    QVERIFY(p);
    p->panel()->setCurrentIndex(McpServerPanel::LogTab);
    McpLogPage *log = p->panel()->logPage();
    log->levelBox()->setCurrentText(u"debug"_qs);
    QTest::mouseClick(log->setLevelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(log->findChild<QLabel *>(u"mcpLogStatus"_qs)->text().contains(u"debug on"), kWaitMs);
    // The server sends one log message at once when simulated logging is switched on.
    const int before = log->messageList()->topLevelItemCount();
    QVERIFY(callTool(p, u"toggle-simulated-logging"_qs, {}));
    QTRY_VERIFY_WITH_TIMEOUT(log->messageList()->topLevelItemCount() > before, kWaitMs);
    QTreeWidgetItem *row = log->messageList()->topLevelItem(log->messageList()->topLevelItemCount() - 1);
    QVERIFY2(row->text(3).contains(u"message"), qPrintable(row->text(3)));
    QVERIFY(!row->text(1).isEmpty());   // the level
    QVERIFY(callTool(p, u"toggle-simulated-logging"_qs, {}));   // off again
}

void tst_McpServerPanel::subscribedResourceUpdates()
{
    QFETCH(QString, endpoint);
    Page *p = page(endpoint);
    QVERIFY(p);
    p->panel()->setCurrentIndex(McpServerPanel::ResourcesTab);
    McpResourcesPage *resources = p->panel()->resourcesPage();
    QVERIFY(resources->selectResource(u"demo://resource/static/document/architecture.md"_qs));
    QCOMPARE(resources->subscribeButton()->text(), u"Subscribe"_qs);
    QTest::mouseClick(resources->subscribeButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(resources->subscribeButton()->text(), u"Unsubscribe"_qs, kWaitMs);
    // The server reports an update of every subscribed resource at once when switched on.
    QVERIFY(callTool(p, u"toggle-subscriber-updates"_qs, {}));
    QTRY_VERIFY_WITH_TIMEOUT(resources->updateList()->count() > 0, kWaitMs);
    QVERIFY(resources->updateList()->item(0)->text().contains(u"demo://resource/static/document/architecture.md"));
    QVERIFY(callTool(p, u"toggle-subscriber-updates"_qs, {}));   // off again
}

void tst_McpServerPanel::samplingAnsweredFromTheDialog()
{
    QFETCH(QString, endpoint);
    Page *p = page(endpoint);
    QVERIFY(p);
    QSignalSpy opened(p->view->dialogResponder(), &DialogResponder::dialogOpened);
    McpToolsPage *tools = callTool(p, u"trigger-sampling-request"_qs, {{u"prompt"_qs, u"Say hi"_qs}});
    QVERIFY(tools);
    QVERIFY(opened.wait(kWaitMs));
    auto *dialog = opened.first().first().value<ServerRequestDialog *>();
    QCOMPARE(dialog->request().method, u"sampling/createMessage"_qs);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->findChild<QPlainTextEdit *>(u"serverRequestParams"_qs)->toPlainText().contains(u"Say hi"));
    // The user writes the model's answer into the suggested result.
    QPlainTextEdit *answer = dialog->answerEdit();
    QVERIFY(answer->toPlainText().contains(u"\"text\": \"\""));
    answer->setFocus();
    QTextCursor cursor = answer->document()->find(u"\"text\": \"\""_qs);
    QVERIFY(!cursor.isNull());
    cursor.setPosition(cursor.selectionEnd() - 1);   // between the quotes
    answer->setTextCursor(cursor);
    QTest::keyClicks(answer, u"Hi from the dialog"_qs);
    QTest::mouseClick(dialog->answerButton(), Qt::LeftButton);
    QVERIFY(!dialog->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(tools->runningCalls() == 0, kWaitMs);
    const QString shown = joined(tools->resultView());
    QVERIFY2(shown.contains(u"Hi from the dialog") && shown.contains(u"rpcscope-by-hand"), qPrintable(shown));
}

void tst_McpServerPanel::samplingRefusedFromTheDialog()
{
    Page *p = page(m_http.url());
    QVERIFY(p);
    QSignalSpy opened(p->view->dialogResponder(), &DialogResponder::dialogOpened);
    McpToolsPage *tools = callTool(p, u"trigger-sampling-request"_qs, {{u"prompt"_qs, u"No"_qs}});
    QVERIFY(tools);
    QVERIFY(opened.wait(kWaitMs));
    auto *dialog = opened.first().first().value<ServerRequestDialog *>();
    QTest::keyClick(dialog, Qt::Key_Escape);   // Escape refuses: a JSON-RPC error goes back
    QTRY_VERIFY_WITH_TIMEOUT(tools->runningCalls() == 0, kWaitMs);
    // The server turns our error into a failed call; it is shown as one.
    const QString shown = joined(tools->resultView());
    QVERIFY2(shown.contains(u"refused"), qPrintable(shown));
    QVERIFY(tools->resultView()->showsFailure());
}

void tst_McpServerPanel::elicitationAnsweredWithTheForm()
{
    Page *p = page(EverythingServer::stdioEndpoint());
    QVERIFY(p);
    QSignalSpy opened(p->view->dialogResponder(), &DialogResponder::dialogOpened);
    McpToolsPage *tools = callTool(p, u"trigger-elicitation-request"_qs, {});
    QVERIFY(tools);
    QVERIFY(opened.wait(kWaitMs));
    auto *dialog = opened.first().first().value<ServerRequestDialog *>();
    QCOMPARE(dialog->request().method, u"elicitation/create"_qs);
    QVERIFY(dialog->form());
    QVERIFY(dialog->declineButton());
    // The form from requestedSchema fills the answer's content.
    QLineEdit *name = fieldEdit(dialog->form(), u"name"_qs);
    QVERIFY(name);
    QTest::keyClicks(name, u"Ada Lovelace"_qs);
    QTRY_VERIFY(dialog->answerEdit()->toPlainText().contains(u"\"name\": \"Ada Lovelace\""));
    QVERIFY(dialog->answerEdit()->toPlainText().contains(u"\"action\": \"accept\""));
    QTest::mouseClick(dialog->answerButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(tools->runningCalls() == 0, kWaitMs);
    const QString shown = joined(tools->resultView());
    QVERIFY2(shown.contains(u"- Name: Ada Lovelace"), qPrintable(shown));
}

// MCP 2026-07-28 asks for input inside a result (MRTR): the demo's ask_name answers
// input_required, the form is answered, the call goes again. The history tells the two rows
// apart: the first asked for input, the second is the result.
void tst_McpServerPanel::mrtrRoundIsSeenInTheHistory()
{
    DemoHttpServer demo;
    QVERIFY(demo.listen(0));
    Page *p = page(demo.mcpUrl().toString());
    QVERIFY(p);
    QSignalSpy opened(p->view->dialogResponder(), &DialogResponder::dialogOpened);
    // The demo says its tool list may change: the window listens (2026-07-28's
    // subscriptions/listen, acknowledged), and the server page says so.
    QTRY_VERIFY_WITH_TIMEOUT(p->panel()->serverSummary().contains(u"subscriptions/listen: tool list"), kWaitMs);
    McpToolsPage *tools = callTool(p, u"ask_name"_qs, {});
    // The listing's cache hints, in words under it.
    QVERIFY(tools && tools->cacheHint()->isVisible());
    QVERIFY2(tools->cacheHint()->text().startsWith(u"The tool list may be kept for 1 min"), qPrintable(tools->cacheHint()->text()));
    QVERIFY(tools->cacheHint()->text().endsWith(u", the same for every caller"));
    QVERIFY(tools->cacheHint()->toolTip().contains(u"ttlMs 60000, cacheScope public"));
    QVERIFY(tools);
    QVERIFY(opened.wait(kWaitMs));
    auto *dialog = opened.first().first().value<ServerRequestDialog *>();
    QCOMPARE(dialog->request().method, u"elicitation/create"_qs);
    QTest::mouseClick(dialog->answerButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(tools->runningCalls() == 0, kWaitMs);
    HistoryModel *history = p->view->historyPanel()->model();
    QStringList calls;
    for (int row = 0; row < history->rowCount(); ++row) {
        if (history->index(row, HistoryModel::MethodColumn).data().toString() == u"tools/call · ask_name"_qs)
            calls.append(history->index(row, HistoryModel::OutcomeColumn).data().toString());
    }
    QCOMPARE(calls, (QStringList{u"input required"_qs, u"result"_qs}));
    // The calls table has the round under the call, and the result says it took one.
    QTreeWidgetItem *call = tools->callList()->topLevelItem(tools->callList()->topLevelItemCount() - 1);
    QCOMPARE(call->text(0), u"ask_name"_qs);
    // Every column in view: the status gives way, the progress bar never goes behind a scroll bar.
    QVERIFY2(tools->callList()->header()->length() <= tools->callList()->viewport()->width(),
             qPrintable(u"%1 > %2"_qs.arg(tools->callList()->header()->length()).arg(tools->callList()->viewport()->width())));
    QCOMPARE(call->text(1), u"answered"_qs);
    QCOMPARE(call->childCount(), 1);
    QCOMPARE(call->child(0)->text(0), u"input round 1"_qs);
    // The round says what was asked and what went back.
    QVERIFY2(call->child(0)->text(1).startsWith(u"answered accept {"_qs) && call->child(0)->text(1).endsWith(u", sent again"_qs),
             qPrintable(call->child(0)->text(1)));
    const QString roundTip = call->child(0)->toolTip(1);
    QVERIFY2(roundTip.startsWith(u"Asked: elicitation/create \u201c"_qs) && roundTip.contains(u"Answered: accept {"_qs),
             qPrintable(roundTip));
    QVERIFY2(joined(tools->resultView()).contains(u"after 1 round"), qPrintable(joined(tools->resultView())));
    QVERIFY2(joined(tools->resultView()).contains(u"Round 1: asked elicitation/create \u201c"_qs)
                 && joined(tools->resultView()).contains(u"; answered accept {"_qs),
             qPrintable(joined(tools->resultView())));
    QSignalSpy chosen(tools, &McpToolsPage::exchangeChosen);
    emit tools->callList()->itemDoubleClicked(call->child(0), 0);
    QCOMPARE(chosen.size(), 1);
    QVERIFY(chosen.first().first().value<ExchangePtr>()->body.contains("input_required"));
    m_pages.erase(demo.mcpUrl().toString());   // the demo goes with this test
}

// The demo's long_job becomes a task (the tasks extension): the Tasks tab follows it live to
// its result, counts it in its title while it runs, and cancels another with tasks/cancel.
void tst_McpServerPanel::taskIsFollowedInTheTasksTab()
{
    DemoHttpServer demo;
    QVERIFY(demo.listen(0));
    Page *p = page(demo.mcpUrl().toString());
    QVERIFY(p);
    McpServerPanel *panel = p->panel();
    McpTasksPage *tasks = panel->tasksPage();
    QCOMPARE(panel->tabText(McpServerPanel::TasksTab), u"Tasks"_qs);
    QStringList titles;
    connect(tasks, &McpTasksPage::countChanged, this, [&] { titles.append(panel->tabText(McpServerPanel::TasksTab)); });
    McpToolsPage *tools = callTool(p, u"long_job"_qs, {{u"ms"_qs, u"600"_qs}});
    QVERIFY(tools);
    QTRY_COMPARE_WITH_TIMEOUT(tasks->taskList()->topLevelItemCount(), 1, kWaitMs);
    QTreeWidgetItem *row = tasks->taskList()->topLevelItem(0);
    QVERIFY(row->text(McpTasksPage::TaskColumn).startsWith(u"job-"));
    QCOMPARE(row->text(McpTasksPage::CallColumn), u"tools/call long_job"_qs);
    QTRY_COMPARE_WITH_TIMEOUT(row->text(McpTasksPage::StatusColumn), u"completed"_qs, kWaitMs);
    QVERIFY(row->text(McpTasksPage::PollsColumn).toInt() >= 2);
    QVERIFY2(titles.contains(u"Tasks (1 running)"_qs), qPrintable(titles.join(u" | ")));
    QCOMPARE(panel->tabText(McpServerPanel::TasksTab), u"Tasks"_qs);
    QTRY_VERIFY_WITH_TIMEOUT(tools->runningCalls() == 0, kWaitMs);
    QVERIFY2(joined(tools->resultView()).contains(u"Job done after 600 ms."), qPrintable(joined(tools->resultView())));
    // The task's last state as the server wrote it, and no cancel for a task that ended.
    QVERIFY2(tasks->detailsView()->toPlainText().contains(u"\"status\": \"completed\""),
             qPrintable(tasks->detailsView()->toPlainText()));
    QVERIFY(!tasks->cancelButton()->isEnabled());

    // A long one, cancelled from the Tasks tab.
    QVERIFY(callTool(p, u"long_job"_qs, {{u"ms"_qs, u"20000"_qs}}));
    QTRY_COMPARE_WITH_TIMEOUT(tasks->taskList()->topLevelItemCount(), 2, kWaitMs);
    QTreeWidgetItem *slow = tasks->taskList()->topLevelItem(1);
    QCOMPARE(tasks->taskList()->currentItem(), slow);   // the newest is the one shown
    QTRY_COMPARE_WITH_TIMEOUT(slow->text(McpTasksPage::StatusColumn), u"working"_qs, kWaitMs);
    QVERIFY(tasks->cancelButton()->isEnabled());
    QCOMPARE(tasks->runningCount(), 1);
    panel->setCurrentIndex(McpServerPanel::TasksTab);
    QTest::mouseClick(tasks->cancelButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(slow->text(McpTasksPage::StatusColumn), u"no longer followed"_qs, kWaitMs);
    QVERIFY2(slow->text(McpTasksPage::MessageColumn).contains(u"tasks/cancel"), qPrintable(slow->text(McpTasksPage::MessageColumn)));
    QCOMPARE(tasks->runningCount(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(tools->runningCalls() == 0, kWaitMs);
    // The cancellation went as tasks/cancel, and is in the history with the polls.
    HistoryModel *history = p->view->historyPanel()->model();
    const auto sent = [history](const QString &method) {
        for (int r = 0; r < history->rowCount(); ++r) {
            if (history->index(r, HistoryModel::MethodColumn).data().toString().startsWith(method))
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(sent(u"tasks/cancel"_qs), kWaitMs);
    QVERIFY(sent(u"tasks/get"_qs));
    // The polls do not bury the user's rows: hidden, counted on a button that lists them.
    HistoryPanel *historyPanel = p->view->historyPanel();
    const int polls = history->taskPollCount();
    QVERIFY(polls >= 2);
    auto *pollsButton = historyPanel->findChild<QCheckBox *>(u"historyPollsButton"_qs);
    QVERIFY(pollsButton && pollsButton->isVisibleTo(historyPanel));
    QCOMPARE(pollsButton->text(), u"Show task polls (%1)"_qs.arg(polls));
    QVERIFY(!pollsButton->isChecked());
    const QLabel *count = historyPanel->findChild<QLabel *>(u"historyCount"_qs);
    // (No translation is loaded here: the plural stays "poll(s)".)
    QVERIFY2(count && count->text().contains(u" \u00b7 %1 task poll"_qs.arg(polls)) && count->text().endsWith(u" hidden"_qs),
             qPrintable(count ? count->text() : QString()));
    const auto shownMethods = [historyPanel] {
        QStringList methods;
        const QAbstractItemModel *shown = historyPanel->view()->model();
        for (int r = 0; r < shown->rowCount(); ++r)
            methods.append(shown->index(r, HistoryModel::MethodColumn).data().toString());
        return methods;
    };
    QVERIFY2(!shownMethods().join(u'|').contains(u"tasks/get"), qPrintable(shownMethods().join(u'|')));
    QCOMPARE(historyPanel->visibleCount(), historyPanel->totalCount() - polls);
    QVERIFY(shownMethods().join(u'|').contains(u"tasks/cancel"));   // the user's cancel is no poll
    pollsButton->click();
    QVERIFY(!count->text().contains(u"hidden"_qs));
    QCOMPARE(historyPanel->visibleCount(), historyPanel->totalCount());
    QVERIFY(shownMethods().join(u'|').contains(u"tasks/get"));
    m_pages.erase(demo.mcpUrl().toString());
}

// A 2026-07-28 server written with the official TypeScript SDK v2 (tests/npm/peers), as a
// user would open it: the stateless revision reached, its tools listed, one called from the form.
void tst_McpServerPanel::aServerOfTheStatelessSdkWorksInTheWindow()
{
    const QString endpoint = u"stdio:node " RPCSCOPE_SOURCE_DIR "/tests/npm/peers/mcp-2026-server.mjs stdio"_qs;
    Page *p = page(endpoint);
    QVERIFY(p);
    QTRY_VERIFY2_WITH_TIMEOUT(p->panel()->serverSummary().contains(u"2026-07-28"), qPrintable(p->panel()->serverSummary()), kWaitMs);
    McpToolsPage *tools = callTool(p, u"greet"_qs, {{u"name"_qs, u"Ada"_qs}});
    QVERIFY(tools);
    QTRY_VERIFY_WITH_TIMEOUT(tools->runningCalls() == 0, kWaitMs);
    QVERIFY2(joined(tools->resultView()).contains(u"Hello, Ada!"), qPrintable(joined(tools->resultView())));
    m_pages.erase(endpoint);
}

void tst_McpServerPanel::notificationsPaneFills()
{
    QFETCH(QString, endpoint);
    Page *p = page(endpoint);
    QVERIFY(p);
    NotificationsPane *pane = p->view->notificationsPane();
    QStringList methods;
    for (int row = 0; row < pane->model()->rowCount(); ++row)
        methods.append(pane->model()->row(row).method);
    // What the calls above brought: the server's own requests, progress, list changes.
    QVERIFY2(methods.contains(u"roots/list"_qs), qPrintable(methods.join(u',')));
    QVERIFY2(methods.contains(u"notifications/progress"_qs), qPrintable(methods.join(u',')));
    QVERIFY2(methods.contains(u"sampling/createMessage"_qs), qPrintable(methods.join(u',')));
    QVERIFY(p->view->bottomTabs()->tabText(1).contains(QString::number(pane->model()->rowCount())));
    // A row chosen shows the whole message.
    const int row = int(methods.indexOf(u"notifications/progress"_qs));
    pane->view()->setCurrentIndex(pane->model()->index(row, 0));
    QVERIFY(pane->detail()->toPlainText().contains(u"\"progressToken\""));
}

QTEST_MAIN(tst_McpServerPanel)
#include "tst_mcpserverpanel.moc"
