// DemoServerThread: the demo endpoints on a thread of their own, as the GUI runs them. The
// thread that asks stays responsive while a large demo answer is being made.

#include "lib/demo/demoserverthread.h"

#include <QElapsedTimer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

using namespace RpcScope;

class tst_DemoServerThread final : public QObject
{
    Q_OBJECT

private slots:
    void listensAndSaysWhere()
    {
        DemoServerThread demo;
        QVERIFY2(demo.listen(0), qPrintable(demo.errorString()));
        QCOMPARE(demo.rpcUrl().scheme(), "http");
        QCOMPARE(demo.rpcUrl().host(), "127.0.0.1");
        QVERIFY(demo.rpcUrl().port() > 0);
        QCOMPARE(demo.rpcUrl().path(), "/rpc");
        QCOMPARE(demo.mcpUrl().path(), "/mcp");
        QCOMPARE(demo.webSocketUrl().scheme(), "ws");
        QCOMPARE(demo.webSocketUrl().port(), demo.rpcUrl().port());
    }

    void aTakenPortIsSaid()
    {
        QTcpServer taken;
        QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
        DemoServerThread demo;
        QVERIFY(!demo.listen(taken.serverPort()));
        QVERIFY(!demo.errorString().isEmpty());
    }

    void askingThreadStaysResponsiveDuringALargeAnswer()
    {
        DemoServerThread demo;
        QVERIFY2(demo.listen(0), qPrintable(demo.errorString()));
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, quint16(demo.rpcUrl().port()));
        QVERIFY(socket.waitForConnected(5000));
        const QByteArray body = R"({"jsonrpc":"2.0","id":1,"method":"demo.big","params":{"megabytes":50}})";
        socket.write("POST /rpc HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: "
                     + QByteArray::number(body.size()) + "\r\n\r\n" + body);

        // The event loop of this thread keeps turning while the server makes 50 MB.
        QElapsedTimer clock;
        clock.start();
        qint64 last = 0;
        qint64 longestStall = 0;
        QTimer tick;
        tick.setInterval(5);
        connect(&tick, &QTimer::timeout, this, [&] {
            longestStall = std::max(longestStall, clock.elapsed() - last);
            last = clock.elapsed();
        });
        tick.start();
        QByteArray received;
        // Room for the whole answer up front: growing a 50 MB buffer would copy it again and
        // again on this thread, and that is the test's stall, not the server's.
        received.reserve(64 * 1024 * 1024);
        qint64 expected = -1;
        connect(&socket, &QTcpSocket::readyRead, this, [&] {
            const qint64 available = socket.bytesAvailable();
            const qsizetype filled = received.size();
            received.resize(filled + available);
            received.resize(filled + socket.read(received.data() + filled, available));
            if (expected < 0) {
                const qsizetype end = received.indexOf("\r\n\r\n");
                if (end >= 0) {
                    const qsizetype at = received.toLower().indexOf("content-length:");
                    expected = end + 4 + received.mid(at + 15, received.indexOf("\r\n", at) - at - 15).trimmed().toLongLong();
                }
            }
        });
        QTRY_VERIFY_WITH_TIMEOUT(expected > 0 && received.size() >= expected, 60000);
        tick.stop();
        qInfo("50 MB demo answer in %lld ms; longest stall of the asking thread %lld ms", clock.elapsed(), longestStall);
        QVERIFY(expected > 50 * 1024 * 1024);
        QVERIFY2(longestStall < 250, qPrintable(QString::number(longestStall)));
    }
};

QTEST_MAIN(tst_DemoServerThread)
#include "tst_demoserverthread.moc"
