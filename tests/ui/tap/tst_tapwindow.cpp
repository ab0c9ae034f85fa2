// The live tap window as a user meets it: a real tap in front of the demo's stdio MCP server,
// this test the host. The window lists the tap, attaches, shows the conversation with answers
// joined to requests, holds a tools/call at a breakpoint, and sends it on edited; at the size
// of a laptop screen nothing it needs is cut off.

#include "lib/tap/tapchannel.h"
#include "ui/tap/tapsequencemodel.h"
#include "ui/tap/tapwindow.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QStandardItemModel>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTcpSocket>
#include <QTest>
#include <QToolButton>
#include <QUrl>

#include <sys/stat.h>

using namespace RpcScope;

namespace {

const QString Cli = QStringLiteral(RPCSCOPE_CLI);
const QString Demo = QStringLiteral(RPCSCOPE_DEMO_SERVER);

const QByteArray Initialize = R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"test-host","version":"1"}}})";
const QByteArray Initialized = R"({"jsonrpc":"2.0","method":"notifications/initialized"})";
const QByteArray ToolsCall = R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo","arguments":{"text":"from the host"}}})";

} // namespace

class tst_TapWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_runtime.isValid());
        QVERIFY(::chmod(QFile::encodeName(m_runtime.path()).constData(), 0700) == 0);
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));
    }

    void holdsEditsAndJoinsTheConversation()
    {
        QProcess tap;
        tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--"), Demo, QStringLiteral("--stdio"), QStringLiteral("--mcp")});
        QVERIFY(tap.waitForStarted());
        QByteArray out;
        tap.write(Initialize + '\n' + Initialized + '\n');
        QTRY_VERIFY((out += tap.readAllStandardOutput()).contains("\"id\":1"));

        TapWindow window;
        QAbstractItemModelTester tester(window.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString socket = TapChannel::socketPath(TapChannel::directory(), tap.processId());
        QTRY_VERIFY(QFile::exists(socket));
        window.refreshTaps();
        auto *taps = window.findChild<QComboBox *>();
        QVERIFY(taps);
        QCOMPARE(taps->currentData().toString(), socket);
        QCOMPARE(taps->currentText(), QStringLiteral("Tap %1: rpcscope-demo-server --stdio --mcp").arg(tap.processId()));
        QVERIFY(window.attachTo(socket));

        // What came before the window attached: initialize joined to its answer, the
        // notification apart.
        TapSequenceModel *model = window.model();
        QTRY_COMPARE(model->rowCount(), 3);
        QCOMPARE(model->index(0, TapSequenceModel::ClientColumn).data().toString(), QStringLiteral("initialize  #1"));
        QCOMPARE(model->index(0, TapSequenceModel::ServerColumn).data().toString(), QString());
        // (The host sent its notification before the answer came.)
        QCOMPARE(model->row(1)->kind, TapSequenceModel::Kind::Notification);
        QCOMPARE(model->row(0)->partner, 2);
        QCOMPARE(model->index(2, TapSequenceModel::ServerColumn).data().toString(), QStringLiteral("result  #1 · initialize"));
        QCOMPARE(model->index(2, TapSequenceModel::ArrowColumn).data().toString(), QStringLiteral("←"));
        QVERIFY(model->index(2, TapSequenceModel::LatencyColumn).data().toString().endsWith(QStringLiteral(" ms")));
        QCOMPARE(model->index(0, TapSequenceModel::LatencyColumn).data().toString(), QString());   // on the answer only
        // Looking at the request marks its answer.
        window.sequenceView()->setCurrentIndex(window.sequenceView()->model()->index(0, 0));
        QVERIFY(model->index(2, 0).data(Qt::BackgroundRole).isValid());
        QVERIFY(!model->index(1, 0).data(Qt::BackgroundRole).isValid());
        QVERIFY(model->row(2)->exchange);   // the inspector's view of the pair
        QCOMPARE(model->row(0)->exchange, model->row(2)->exchange);

        // A breakpoint on tools/call holds the host's call.
        window.breakpointField()->setText(QStringLiteral("tools/call"));
        window.applyBreakpoints();
        QTest::qWait(200);
        tap.write(ToolsCall + '\n');
        QTRY_COMPARE(model->heldCount(), 1);
        QTRY_VERIFY(window.shownHeld() != 0);
        QCOMPARE(window.details()->currentIndex(), 2);   // the Held tab
        QCOMPARE(window.editEditor()->toPlainText().toUtf8(), ToolsCall);
        QVERIFY(window.answerEditor()->toPlainText().contains(QStringLiteral("\"id\":2")));
        QCOMPARE(model->index(3, TapSequenceModel::StateColumn).data().toString(), QStringLiteral("held"));
        QVERIFY(!(out += tap.readAllStandardOutput()).contains("\"id\":2"));

        // Edited, it goes on as typed; the server's answer says so.
        QByteArray edited = ToolsCall;
        edited.replace("from the host", "edited in RpcScope");
        window.editEditor()->setPlainText(QString::fromUtf8(edited));
        window.decide(TapVerdict::Edit);
        QTRY_VERIFY((out += tap.readAllStandardOutput()).contains("edited in RpcScope"));
        QTRY_COMPARE(model->index(3, TapSequenceModel::StateColumn).data().toString(), QStringLiteral("edited"));
        QTRY_COMPARE(model->rowCount(), 5);
        QCOMPARE(model->row(4)->partner, 3);
        QCOMPARE(window.shownHeld(), quint64(0));

        // On a laptop's screen the sequence and its columns are there to read.
        QTableView *view = window.sequenceView();
        QVERIFY(view->isVisible());
        QVERIFY(view->height() > 200);
        QVERIFY(view->columnWidth(TapSequenceModel::ClientColumn) > 150);
        QVERIFY(view->columnWidth(TapSequenceModel::ServerColumn) > 150);
        QVERIFY2(window.size() == QSize(1366, 768) && window.minimumSizeHint().width() <= 1366 && window.minimumSizeHint().height() <= 700,
                 qPrintable(QStringLiteral("%1x%2, at least %3x%4").arg(window.width()).arg(window.height()).arg(window.minimumSizeHint().width()).arg(window.minimumSizeHint().height())));

        // Paused, nothing new shows, and nothing is lost.
        model->setPaused(true);
        tap.write(R"({"jsonrpc":"2.0","id":3,"method":"ping"})" "\n");
        QTRY_COMPARE(model->waitingRows(), 2);
        QCOMPARE(model->rowCount(), 5);
        model->setPaused(false);
        QCOMPARE(model->rowCount(), 7);

        // With answers: the call is held, then the server's answer to it, which is edited.
        auto *withAnswers = window.findChild<QCheckBox *>(QStringLiteral("tapBreakWithAnswers"));
        QVERIFY(withAnswers && withAnswers->isVisible());
        withAnswers->setChecked(true);
        QTest::qWait(200);
        QByteArray again = ToolsCall;
        again.replace("\"id\":2", "\"id\":4");
        tap.write(again + '\n');
        QTRY_COMPARE(model->heldCount(), 1);
        QTRY_VERIFY(window.shownHeld() != 0);
        const quint64 call = window.shownHeld();
        window.decide(TapVerdict::Send);
        QTRY_VERIFY(window.shownHeld() != 0 && window.shownHeld() != call);   // now the answer
        QCOMPARE(model->heldCount(), 1);
        QVERIFY2(window.editEditor()->toPlainText().contains(QStringLiteral("\"id\":4")), qPrintable(window.editEditor()->toPlainText()));
        QVERIFY(window.editEditor()->toPlainText().contains(QStringLiteral("\"result\"")));
        window.editEditor()->setPlainText(QStringLiteral("{\"jsonrpc\":\"2.0\",\"id\":4,\"result\":{\"content\":[]}}"));
        window.decide(TapVerdict::Edit);
        QTRY_VERIFY((out += tap.readAllStandardOutput()).contains("{\"jsonrpc\":\"2.0\",\"id\":4,\"result\":{\"content\":[]}}"));

        tap.closeWriteChannel();
        QVERIFY(tap.waitForFinished(10000));
        QCOMPARE(tap.exitCode(), 0);
        QTRY_VERIFY(window.findChild<QLabel *>() != nullptr);
    }

    void aHeldMessageIsAnsweredByHand()
    {
        QProcess tap;
        const QString session = m_runtime.filePath(QStringLiteral("answered.rpcsession"));
        tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--"), Demo,
                        QStringLiteral("--stdio"), QStringLiteral("--mcp")});
        QVERIFY(tap.waitForStarted());
        TapWindow window;
        window.resize(1366, 768);
        window.show();
        const QString socket = TapChannel::socketPath(TapChannel::directory(), tap.processId());
        QTRY_VERIFY(QFile::exists(socket));
        QVERIFY(window.attachTo(socket));
        window.breakpointField()->setText(QStringLiteral("initialize"));
        window.applyBreakpoints();
        QTest::qWait(200);
        tap.write(Initialize + '\n');
        QTRY_VERIFY(window.shownHeld() != 0);
        window.answerEditor()->setPlainText(QStringLiteral(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"not today"}})"));
        window.decide(TapVerdict::Answer);
        QByteArray out;
        QTRY_VERIFY((out += tap.readAllStandardOutput()).contains("not today"));
        QCOMPARE(out, QByteArray(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"not today"}})" "\n"));
        QTRY_COMPARE(window.model()->index(0, TapSequenceModel::StateColumn).data().toString(),
                     QStringLiteral("answered by hand"));
        // The tap records: its session can be followed from here.
        QPushButton *followButton = nullptr;
        for (QPushButton *button : window.findChildren<QPushButton *>()) {
            if (button->text() == QStringLiteral("Follow Its Session"))
                followButton = button;
        }
        QVERIFY(followButton && followButton->isVisible());
        QSignalSpy asked(&window, &TapWindow::followSessionRequested);
        followButton->click();
        QCOMPARE(asked.value(0).value(0).toString(), session);
        // Two held at once: the first is shown, the next follows it, Send All sends the rest.
        window.breakpointField()->setText(QStringLiteral("ping"));
        window.applyBreakpoints();
        QTest::qWait(200);
        tap.write(R"({"jsonrpc":"2.0","id":5,"method":"ping"})" "\n" R"({"jsonrpc":"2.0","id":6,"method":"ping"})" "\n"
                  R"({"jsonrpc":"2.0","id":7,"method":"ping"})" "\n");
        QTRY_COMPARE(window.model()->heldCount(), 3);
        const quint64 first = window.shownHeld();
        // Format indents the held message to read it, keys in their order; sent unchanged, it
        // still goes as read.
        auto *format = window.findChild<QToolButton *>(QStringLiteral("tapFormatHeld"));
        QVERIFY(format && format->isVisible());
        format->click();
        QCOMPARE(window.editEditor()->toPlainText(),
                 QStringLiteral("{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 5,\n  \"method\": \"ping\"\n}"));
        window.decide(TapVerdict::Send);
        QTRY_VERIFY(window.shownHeld() != 0 && window.shownHeld() != first);
        QPushButton *sendAll = nullptr;
        for (QPushButton *button : window.findChildren<QPushButton *>()) {
            if (button->text() == QStringLiteral("Send All Held"))
                sendAll = button;
        }
        QVERIFY(sendAll && sendAll->isVisible());
        sendAll->click();
        QTRY_COMPARE(window.model()->heldCount(), 0);
        QTRY_VERIFY((out += tap.readAllStandardOutput()).contains("\"id\":7"));
        tap.closeWriteChannel();
        QVERIFY(tap.waitForFinished(10000));
    }

    void anHttpTapHoldsAClientsRequest()
    {
        // An HTTP tap in front of the demo's HTTP face: the window lists it by its upstream,
        // injects both ways (towards a client into a stream it has
        // open, which the tooltip says), and holds a POST.
        QProcess demo;
        demo.start(Demo, {QStringLiteral("--port"), QStringLiteral("0")});
        QTRY_VERIFY(demo.canReadLine());
        const QByteArray demoUrl = demo.readLine().trimmed().mid(int(qstrlen("listening on ")));
        QProcess tap;
        tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                        QStringLiteral("--upstream"), QString::fromLatin1(demoUrl)});
        QTRY_VERIFY(tap.canReadLine());
        const QUrl tapUrl(QString::fromLatin1(tap.readLine().trimmed().mid(int(qstrlen("listening on ")))));
        QVERIFY(tapUrl.port() > 0);

        TapWindow window;
        window.resize(1366, 768);
        window.show();
        const QString socket = TapChannel::socketPath(TapChannel::directory(), tap.processId());
        QTRY_VERIFY(QFile::exists(socket));
        window.refreshTaps();
        auto *taps = window.findChild<QComboBox *>();
        const int entry = taps->findData(socket);
        QVERIFY(entry >= 0);
        QCOMPARE(taps->itemText(entry), QStringLiteral("Tap %1: %2").arg(tap.processId()).arg(QString::fromLatin1(demoUrl)));
        QVERIFY(window.attachTo(socket));
        const auto statusLabel = [&window, &demoUrl]() -> QLabel * {
            for (QLabel *label : window.findChildren<QLabel *>()) {
                if (label->text().contains(QString::fromLatin1(demoUrl)))
                    return label;
            }
            return nullptr;
        };
        QTRY_VERIFY(statusLabel() != nullptr);
        QLabel *status = statusLabel();
        QVERIFY2(status->text().contains(QString::fromLatin1(demoUrl)), qPrintable(status->text()));
        QWidget *inject = window.details()->widget(window.details()->count() - 1);
        QVERIFY(inject->isEnabled());
        auto *injectTo = inject->findChild<QComboBox *>();
        QVERIFY(injectTo);
        QCOMPARE(TapDirection(injectTo->currentData().toInt()), TapDirection::ClientToServer);
        const auto *directions = qobject_cast<QStandardItemModel *>(injectTo->model());
        QVERIFY(directions && directions->rowCount() == 2);
        QVERIFY(directions->item(0)->isEnabled());
        QVERIFY(directions->item(1)->isEnabled());   // to the client: into a stream it opened
        QVERIFY2(inject->toolTip().contains(QStringLiteral("that the client opened")), qPrintable(inject->toolTip()));

        window.breakpointField()->setText(QStringLiteral("math.add"));
        window.applyBreakpoints();
        QTest::qWait(200);
        QTcpSocket client;
        client.connectToHost(tapUrl.host(), quint16(tapUrl.port()));
        QVERIFY(client.waitForConnected(5000));
        const QByteArray body = R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,2]})";
        client.write("POST /rpc HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: "
                     + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        QTRY_VERIFY(window.shownHeld() != 0);
        QVERIFY(!client.waitForReadyRead(200));   // held
        window.decide(TapVerdict::Send);
        QByteArray answer;
        QTRY_VERIFY((client.waitForReadyRead(50), answer += client.readAll()).contains("\"result\":3"));
        tap.terminate();
        demo.terminate();
        QVERIFY(tap.waitForFinished(10000));
        QVERIFY(demo.waitForFinished(10000));
    }

private:
    QTemporaryDir m_runtime;
};

QTEST_MAIN(tst_TapWindow)
#include "tst_tapwindow.moc"
