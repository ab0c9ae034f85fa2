// SocketTransport over real loopback: TCP and Unix domain sockets, each served by a small
// scripted server that sees the exact bytes and answers with exact bytes (split where a test
// wants it split), under each framing.
#include "lib/rpc/rpcclient.h"
#include "lib/transport/socket/sockettransport.h"
#include "lib/transport/transportfactory.h"
#include "support/testtls.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalServer>
#include <QLocalSocket>
#include <QSslServer>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

using namespace RpcScope;
using namespace Qt::StringLiterals;

namespace {

/// A stream server (TCP or Unix) that hands every read to a script, with all bytes its
/// connection has received so far.
class ScriptedStreamServer : public QObject
{
public:
    /// Returns how many of \a received it consumed.
    using Script = std::function<qsizetype(QIODevice *connection, const QByteArray &received)>;

    ScriptedStreamServer(bool unixSocket, const QString &path, Script script)
        : m_script(std::move(script))
    {
        if (unixSocket) {
            m_local = new QLocalServer(this);
            QLocalServer::removeServer(path);
            QVERIFY(m_local->listen(path));
            connect(m_local, &QLocalServer::newConnection, this, [this] {
                while (QLocalSocket *socket = m_local->nextPendingConnection())
                    adopt(socket);
            });
            address = u"unix:"_s + path;
        } else {
            m_tcp = new QTcpServer(this);
            QVERIFY(m_tcp->listen(QHostAddress::LocalHost, 0));
            connect(m_tcp, &QTcpServer::newConnection, this, [this] {
                while (QTcpSocket *socket = m_tcp->nextPendingConnection())
                    adopt(socket);
            });
            address = u"tcp://127.0.0.1:%1"_s.arg(m_tcp->serverPort());
        }
    }

    QString address;
    int connections = 0;
    QByteArray everything;   ///< every byte every connection received, in order
    QList<QIODevice *> open;

private:
    void adopt(QIODevice *socket)
    {
        ++connections;
        socket->setParent(this);
        open.append(socket);
        auto buffer = std::make_shared<QByteArray>();
        connect(socket, &QIODevice::readyRead, this, [this, socket, buffer] {
            const QByteArray bytes = socket->readAll();
            everything += bytes;
            buffer->append(bytes);
            buffer->remove(0, m_script(socket, *buffer));
        });
        connect(socket, &QObject::destroyed, this, [this, socket] { open.removeAll(socket); });
    }

    Script m_script;
    QTcpServer *m_tcp = nullptr;
    QLocalServer *m_local = nullptr;
};

/// Answers each newline-terminated request with its id and "result": "ok".
qsizetype answerLines(QIODevice *connection, const QByteArray &received)
{
    qsizetype used = 0;
    qsizetype newline;
    while ((newline = received.indexOf('\n', used)) >= 0) {
        const QJsonObject request = QJsonDocument::fromJson(received.mid(used, newline - used)).object();
        used = newline + 1;
        if (request.contains(u"id"_s)) {
            connection->write("{\"jsonrpc\":\"2.0\",\"id\":"
                              + QJsonDocument(QJsonObject{{u"i"_s, request.value(u"id"_s)}}).toJson(QJsonDocument::Compact).mid(5).chopped(1)
                              + ",\"result\":\"ok\"}\n");
        }
    }
    return used;
}

struct Harness
{
    explicit Harness(const QString &address, Framing framing = Framing::Ndjson, int timeoutMs = 5000, bool insecure = false)
    {
        EndpointSettings settings;
        settings.framing = framing;
        settings.insecure = insecure;
        QString error;
        transport = TransportFactory::create(address, settings, &error);
        QVERIFY2(transport, qPrintable(error));
        client = std::make_unique<RpcClient>(transport);
        RpcClient::Options options;
        options.timeoutMs = timeoutMs;
        client->setOptions(options);
        QObject::connect(client.get(), &RpcClient::exchangeFinished, client.get(),
                         [this](const ExchangePtr &exchange) { finished.append(exchange); });
        QObject::connect(client.get(), &RpcClient::messageArrived, client.get(),
                         [this](const IncomingMessage &message) { pushes.append(message.bytes); });
        QObject::connect(transport, &Transport::diagnostic, client.get(),
                         [this](const QString &text) { diagnostics.append(text); });
        QObject::connect(transport, &Transport::channelClosed, client.get(),
                         [this](const TransportError &why) { closes.append(why); });
    }

    ExchangePtr call(const QByteArray &request)
    {
        const quint64 sequence = client->send(request);
        ExchangePtr found;
        const auto done = [&] {
            for (const ExchangePtr &exchange : std::as_const(finished)) {
                if (exchange->sequence == sequence)
                    found = exchange;
            }
            return bool(found);
        };
        [&] { QTRY_VERIFY_WITH_TIMEOUT(done(), 10000); }();
        return found;
    }

    Transport *transport = nullptr;
    std::unique_ptr<RpcClient> client;
    QList<ExchangePtr> finished;
    QList<QByteArray> pushes;
    QStringList diagnostics;
    QList<TransportError> closes;
};

} // namespace

class tst_SocketTransport final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void addresses_data()
    {
        QTest::addColumn<QString>("endpoint");
        QTest::addColumn<QString>("shown");   // empty: refused

        QTest::addRow("tcp") << u"tcp://127.0.0.1:4000"_s << u"tcp://127.0.0.1:4000"_s;
        QTest::addRow("tcp with a slash") << u"tcp://localhost:4000/"_s << u"tcp://localhost:4000"_s;
        QTest::addRow("tcp IPv6") << u"tcp://[::1]:4000"_s << u"tcp://[::1]:4000"_s;
        QTest::addRow("tls") << u"tls+tcp://example.org:50002"_s << u"tls+tcp://example.org:50002"_s;
        QTest::addRow("unix absolute") << u"unix:/run/geth.ipc"_s << u"unix:/run/geth.ipc"_s;
        QTest::addRow("unix URL form") << u"unix:///run/geth.ipc"_s << u"unix:/run/geth.ipc"_s;
        QTest::addRow("unix relative") << u"unix:app.sock"_s << u"unix:app.sock"_s;
        QTest::addRow("tcp without a port") << u"tcp://127.0.0.1"_s << QString();
        QTest::addRow("tcp port 0") << u"tcp://127.0.0.1:0"_s << QString();
        QTest::addRow("tcp with a path") << u"tcp://127.0.0.1:4000/rpc"_s << QString();
        QTest::addRow("tcp without a host") << u"tcp://:4000"_s << QString();
        QTest::addRow("unix without a path") << u"unix:"_s << QString();
    }

    void addresses()
    {
        QFETCH(QString, endpoint);
        QFETCH(QString, shown);
        QCOMPARE(TransportFactory::kindOf(endpoint), Transport::Kind::Socket);
        QString error;
        std::unique_ptr<Transport> transport(TransportFactory::create(endpoint, {}, &error));
        if (shown.isEmpty()) {
            QVERIFY(!transport);
            QVERIFY2(error.contains(u"tcp://HOST:PORT"_s) && error.contains(u"unix:PATH"_s), qPrintable(error));
            return;
        }
        QVERIFY2(transport, qPrintable(error));
        QCOMPARE(transport->kind(), Transport::Kind::Socket);
        QVERIFY(!transport->answersInReply());
        QCOMPARE(transport->endpoint(), shown);
        QVERIFY(!transport->isChannelOpen());   // nothing connects before the first send
    }

    void callsOverTcpAndUnix_data()
    {
        QTest::addColumn<bool>("unixSocket");
        QTest::addRow("tcp") << false;
        QTest::addRow("unix") << true;
    }

    void callsOverTcpAndUnix()
    {
        QFETCH(bool, unixSocket);
        ScriptedStreamServer server(unixSocket, m_dir.filePath(u"lines.sock"_s), answerLines);
        Harness h(server.address);
        const ExchangePtr first = h.call(R"({"jsonrpc":"2.0","id":7,"method":"a"})");
        QVERIFY2(!first->reply.error.isError(), qPrintable(first->reply.error.message));
        QCOMPARE(first->body, QByteArray(R"({"jsonrpc":"2.0","id":7,"result":"ok"})"));
        QCOMPARE(first->transport, Transport::Kind::Socket);
        QCOMPARE(first->reply.bytesSent, qint64(sizeof(R"({"jsonrpc":"2.0","id":7,"method":"a"})")));  // with its "\n"
        const ExchangePtr second = h.call(R"({"jsonrpc":"2.0","id":"x","method":"b"})");
        QCOMPARE(second->body, QByteArray(R"({"jsonrpc":"2.0","id":"x","result":"ok"})"));
        QCOMPARE(server.connections, 1);   // one connection carries both
        QCOMPARE(server.everything, QByteArray("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"a\"}\n"
                                               "{\"jsonrpc\":\"2.0\",\"id\":\"x\",\"method\":\"b\"}\n"));
    }

    void concatenatedValuesSplitAnywhere()
    {
        // geth IPC and Kodi: values back to back, no delimiter. The answer and a push come in
        // pieces cut inside strings that hold brackets and an escaped quote. (No raw strings
        // here: moc reads brackets in them as code and misses the test class.)
        ScriptedStreamServer server(true, m_dir.filePath(u"concat.sock"_s), [](QIODevice *connection, const QByteArray &received) {
            if (!received.endsWith('}'))
                return qsizetype(0);
            const QByteArray out = "{\"jsonrpc\":\"2.0\",\"method\":\"note\",\"params\":{\"text\":\"}{ ][\"}}"
                                   "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"s\":\"\\\"}\"}}";
            for (qsizetype at = 0; at < out.size(); at += 7) {
                connection->write(out.mid(at, 7));
                qobject_cast<QLocalSocket *>(connection)->flush();
            }
            return received.size();
        });
        Harness h(server.address, Framing::Concatenated);
        const ExchangePtr exchange = h.call(R"({"jsonrpc":"2.0","id":1,"method":"m"})");
        QVERIFY2(!exchange->reply.error.isError(), qPrintable(exchange->reply.error.message));
        QCOMPARE(exchange->body, QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"s\":\"\\\"}\"}}"));
        QCOMPARE(h.pushes, QList<QByteArray>{"{\"jsonrpc\":\"2.0\",\"method\":\"note\",\"params\":{\"text\":\"}{ ][\"}}"});
        // Sent as it is, with nothing after it.
        QCOMPARE(server.everything, QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"m"})"));
    }

    void contentLengthOverTcp()
    {
        ScriptedStreamServer server(false, QString(), [](QIODevice *connection, const QByteArray &received) {
            const qsizetype body = received.indexOf("\r\n\r\n");
            if (body < 0 || !received.endsWith('}'))
                return qsizetype(0);
            const QByteArray answer = R"({"jsonrpc":"2.0","id":3,"result":null})";
            connection->write("Content-Length: " + QByteArray::number(answer.size()) + "\r\n\r\n" + answer);
            return received.size();
        });
        Harness h(server.address, Framing::ContentLength);
        const ExchangePtr exchange = h.call(R"({"jsonrpc":"2.0","id":3,"method":"m"})");
        QCOMPARE(exchange->body, QByteArray(R"({"jsonrpc":"2.0","id":3,"result":null})"));
        QVERIFY(server.everything.startsWith("Content-Length: 37\r\n\r\n{"));
    }

    void serverClosingIsReportedAndTheNextSendReconnects()
    {
        ScriptedStreamServer server(false, QString(), [](QIODevice *connection, const QByteArray &received) {
            const qsizetype used = answerLines(connection, received);
            if (received.contains("\"bye\""))
                qobject_cast<QTcpSocket *>(connection)->disconnectFromHost();
            return used;
        });
        Harness h(server.address);
        QCOMPARE(h.call(R"({"jsonrpc":"2.0","id":1,"method":"bye"})")->body,
                 QByteArray(R"({"jsonrpc":"2.0","id":1,"result":"ok"})"));
        QTRY_COMPARE(h.closes.size(), 1);
        QCOMPARE(h.closes.first().kind, TransportError::Kind::ConnectionClosed);
        QVERIFY2(h.closes.first().message.contains(u"closed the connection"_s), qPrintable(h.closes.first().message));
        QVERIFY(!h.transport->isChannelOpen());
        QCOMPARE(h.call(R"({"jsonrpc":"2.0","id":2,"method":"again"})")->body,
                 QByteArray(R"({"jsonrpc":"2.0","id":2,"result":"ok"})"));
        QCOMPARE(server.connections, 2);
        QVERIFY(h.diagnostics.join(u'\n').contains(u"Connecting again"_s));
    }

    void aRequestWithoutAnswerTimesOutWhenTheServerSendsHalfAValue()
    {
        ScriptedStreamServer server(false, QString(), [](QIODevice *connection, const QByteArray &received) {
            connection->write("{\"jsonrpc\":\"2.0\",\"id\":1,\"res");
            return received.size();
        });
        Harness h(server.address, Framing::Concatenated, 300);
        const ExchangePtr exchange = h.call(R"({"jsonrpc":"2.0","id":1,"method":"m"})");
        QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Timeout);
    }

    void refusedAndMissing()
    {
        // A port nobody listens on: bind one, then free it.
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            port = probe.serverPort();
        }
        Harness tcp(u"tcp://127.0.0.1:%1"_s.arg(port));
        const ExchangePtr refused = tcp.call(R"({"jsonrpc":"2.0","id":1,"method":"m"})");
        QCOMPARE(refused->reply.error.kind, TransportError::Kind::ConnectionRefused);
        QVERIFY2(refused->reply.error.message.contains(u"Could not connect to tcp://127.0.0.1"_s),
                 qPrintable(refused->reply.error.message));

        Harness missing(u"unix:"_s + m_dir.filePath(u"nobody.sock"_s));
        const ExchangePtr none = missing.call(R"({"jsonrpc":"2.0","id":1,"method":"m"})");
        QCOMPARE(none->reply.error.kind, TransportError::Kind::ConnectionRefused);
        QVERIFY2(none->reply.error.message.contains(u"nobody.sock"_s), qPrintable(none->reply.error.message));
    }

    void aPathThatIsNoSocketIsRefusedInWords()
    {
        const QString path = m_dir.filePath(u"plain.txt"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a socket");
        file.close();
        Harness h(u"unix:"_s + path);
        const ExchangePtr exchange = h.call(R"({"jsonrpc":"2.0","id":1,"method":"m"})");
        QVERIFY(exchange->reply.error.isError());
        QVERIFY2(exchange->reply.error.message.contains(path + u" is not a socket."_s),
                 qPrintable(exchange->reply.error.message));
    }

    void closeWritesOutWhatIsQueuedFirst()
    {
        // A notification and an immediate close: every byte reaches the server before the end.
        ScriptedStreamServer server(false, QString(), [](QIODevice *, const QByteArray &) { return qsizetype(0); });
        Harness h(server.address);
        const QByteArray big = QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"log\",\"params\":[\"") + QByteArray(4 * 1024 * 1024, 'n') + "\"]}";
        h.client->send(big);
        QTRY_VERIFY(h.transport->isChannelOpen());
        QTRY_VERIFY(server.connections == 1);
        h.transport->close();
        QTRY_COMPARE_WITH_TIMEOUT(h.closes.size(), 1, 10000);
        QCOMPARE(h.closes.first().kind, TransportError::Kind::Canceled);
        QVERIFY(!h.transport->isChannelOpen());
        QTRY_COMPARE_WITH_TIMEOUT(server.everything.size(), big.size() + 1, 10000);
        QCOMPARE(server.everything, big + '\n');
    }

    void tlsVerifiesCertificatesUnlessInsecure()
    {
        // A server whose certificate no system authority signed (tests/data/tls).
        const QSslConfiguration tls = TestSupport::testServerTls();
        QVERIFY(!tls.localCertificate().isNull());
        QSslServer server;
        server.setSslConfiguration(tls);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        connect(&server, &QTcpServer::pendingConnectionAvailable, this, [&server] {
            while (QTcpSocket *socket = server.nextPendingConnection()) {
                socket->setParent(&server);
                connect(socket, &QIODevice::readyRead, socket, [socket] {
                    if (socket->readAll().endsWith('\n'))
                        socket->write("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"tls\"}\n");
                });
            }
        });
        const QString address = u"tls+tcp://127.0.0.1:%1"_s.arg(server.serverPort());

        Harness verified(address);
        const ExchangePtr refused = verified.call("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
        QCOMPARE(refused->reply.error.kind, TransportError::Kind::Tls);
        QVERIFY2(refused->reply.error.message.contains(u"certificate"_s), qPrintable(refused->reply.error.message));

        Harness insecure(address, Framing::Ndjson, 5000, true);
        const ExchangePtr accepted = insecure.call("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
        QVERIFY2(!accepted->reply.error.isError(), qPrintable(accepted->reply.error.message));
        QCOMPARE(accepted->body, QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"tls\"}"));
        QVERIFY(std::any_of(insecure.diagnostics.cbegin(), insecure.diagnostics.cend(),
                            [](const QString &text) { return text.contains(u"verification is off"_s); }));
    }

    void ndjsonRefusesAMessageWithALineBreak()
    {
        ScriptedStreamServer server(false, QString(), answerLines);
        Harness h(server.address);
        const ExchangePtr exchange = h.call("{\n\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\"}");
        QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Unsupported);
        QCOMPARE(server.connections, 0);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(tst_SocketTransport)

#include "tst_sockettransport.moc"
