// What RpcScope trusts in a TLS handshake, over real loopback servers of each kind that speaks
// TLS (HTTPS, a TLS socket, a secure WebSocket) serving the certificates in tests/data/tls:
// a refusal says why in words and names the certificate, a certificate the user accepted is
// let through (and said), a CA file and a client certificate come from files, and a file that
// cannot be used is refused before anything is sent.

#include "lib/rpc/rpcclient.h"
#include "lib/transport/tls/tlsfiles.h"
#include "lib/transport/transportfactory.h"
#include "support/scriptedhttpserver.h"

#include <QFile>
#include <QSslServer>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include <memory>

using namespace RpcScope;
using namespace Qt::StringLiterals;

namespace {

const QByteArray Answer = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"tls\"}";
const QByteArray Request = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}";

QString dataFile(const QString &name)
{
    return ScriptedHttpServer::testData(u"tls/"_s + name);
}

QSslCertificate certificate(const QString &name)
{
    return QSslCertificate::fromPath(dataFile(name + u".pem"_s)).value(0);
}

QSslKey key(const QString &name)
{
    QFile file(dataFile(name + u".key"_s));
    return file.open(QIODevice::ReadOnly) ? QSslKey(file.readAll(), QSsl::Rsa) : QSslKey();
}

QString fingerprint(const QString &name)
{
    return TlsFiles::fingerprintText(certificate(name).digest(QCryptographicHash::Sha256));
}

/// A loopback server of one kind serving one certificate, answering every request with Answer.
class TlsPeer
{
public:
    TlsPeer(const QString &kind, const QString &name, const QList<QSslCertificate> &clientCa = {})
    {
        QSslConfiguration config = QSslConfiguration::defaultConfiguration();
        config.setLocalCertificate(certificate(name));
        config.setPrivateKey(key(name));
        if (!clientCa.isEmpty()) {
            config.setCaCertificates(clientCa);
            config.setPeerVerifyMode(QSslSocket::VerifyPeer);
        }
        if (kind == u"http") {
            m_http = std::make_unique<ScriptedHttpServer>();
            m_http->startTls(certificate(name), key(name), clientCa);
            for (int i = 0; i < 4; ++i)
                m_http->enqueue(ScriptedResponse::http(200, Answer, {{"Content-Type", "application/json"}}));
            m_address = m_http->url().toString();
        } else if (kind == u"socket") {
            m_socket = std::make_unique<QSslServer>();
            m_socket->setSslConfiguration(config);
            m_socket->listen(QHostAddress::LocalHost, 0);
            QSslServer *server = m_socket.get();
            QObject::connect(server, &QTcpServer::pendingConnectionAvailable, server, [server] {
                while (QTcpSocket *connection = server->nextPendingConnection()) {
                    connection->setParent(server);
                    QObject::connect(connection, &QIODevice::readyRead, connection, [connection] {
                        if (connection->readAll().endsWith('\n'))
                            connection->write(Answer + '\n');
                    });
                }
            });
            m_address = u"tls+tcp://127.0.0.1:%1"_s.arg(server->serverPort());
        } else {
            m_webSocket = std::make_unique<QWebSocketServer>(u"tls"_s, QWebSocketServer::SecureMode);
            m_webSocket->setSslConfiguration(config);
            m_webSocket->listen(QHostAddress::LocalHost, 0);
            QWebSocketServer *server = m_webSocket.get();
            QObject::connect(server, &QWebSocketServer::newConnection, server, [server] {
                QWebSocket *connection = server->nextPendingConnection();
                connection->setParent(server);
                QObject::connect(connection, &QWebSocket::textMessageReceived, connection, [connection] {
                    connection->sendTextMessage(QString::fromUtf8(Answer));
                });
            });
            m_address = u"wss://127.0.0.1:%1/"_s.arg(server->serverPort());
        }
    }

    const QString &address() const { return m_address; }

private:
    std::unique_ptr<ScriptedHttpServer> m_http;
    std::unique_ptr<QSslServer> m_socket;
    std::unique_ptr<QWebSocketServer> m_webSocket;
    QString m_address;
};

/// One request to \a address with \a settings, and what the transport said meanwhile.
struct Outcome
{
    ExchangePtr exchange;
    QStringList diagnostics;
};

Outcome callOnce(const QString &address, const EndpointSettings &settings)
{
    Outcome outcome;
    QString error;
    std::unique_ptr<Transport> owned(TransportFactory::create(address, settings, &error));
    if (!owned) {
        qWarning("%s", qPrintable(error));
        return outcome;
    }
    Transport *transport = owned.get();
    RpcClient client(owned.release());
    RpcClient::Options options;
    options.timeoutMs = 10000;
    client.setOptions(options);
    QObject::connect(transport, &Transport::diagnostic, &client,
                     [&outcome](const QString &text) { outcome.diagnostics.append(text); });
    QObject::connect(&client, &RpcClient::exchangeFinished, &client,
                     [&outcome](const ExchangePtr &exchange) { outcome.exchange = exchange; });
    client.send(Request);
    if (!QTest::qWaitFor([&outcome] { return outcome.exchange != nullptr; }, 15000))
        qWarning("no answer within 15 s from %s", qPrintable(address));
    return outcome;
}

bool anyContains(const QStringList &texts, const QString &part)
{
    return std::any_of(texts.cbegin(), texts.cend(), [&part](const QString &text) { return text.contains(part); });
}

} // namespace

class tst_TlsTrust final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QSslSocket::supportsSsl())
            QSKIP("No TLS backend.");
        QVERIFY(!certificate(u"expired"_s).isNull());
    }

    void refusalSaysWhyAndNamesTheCertificate_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("served");
        QTest::addColumn<QString>("reason");
        for (const QString &kind : {u"http"_s, u"socket"_s, u"websocket"_s}) {
            QTest::addRow("%s self-signed", qPrintable(kind)) << kind << u"selfsigned"_s << u"it is self-signed"_s;
            QTest::addRow("%s expired", qPrintable(kind)) << kind << u"expired"_s << u"it expired on 2020-12-31"_s;
            QTest::addRow("%s wrong host", qPrintable(kind))
                    << kind << u"wronghost"_s << u"it is for wrong.example, not for 127.0.0.1"_s;
            QTest::addRow("%s unknown authority", qPrintable(kind))
                    << kind << u"server"_s << u"it was issued by RpcScope Test CA, an authority you do not trust"_s;
        }
    }

    void refusalSaysWhyAndNamesTheCertificate()
    {
        QFETCH(QString, kind);
        QFETCH(QString, served);
        QFETCH(QString, reason);
        TlsPeer peer(kind, served);
        const Outcome outcome = callOnce(peer.address(), {});
        QVERIFY(outcome.exchange);
        const TransportError &error = outcome.exchange->reply.error;
        QCOMPARE(error.kind, TransportError::Kind::Tls);
        QVERIFY2(error.message.contains(reason), qPrintable(error.message));
        QVERIFY2(error.message.contains(fingerprint(served)), qPrintable(error.message));
        const QSslCertificate shown = certificate(served);
        QVERIFY2(error.message.contains(shown.effectiveDate().toUTC().date().toString(Qt::ISODate)),
                 qPrintable(error.message));
        QCOMPARE(error.refusedCertificate, shown.digest(QCryptographicHash::Sha256));
        QVERIFY(outcome.exchange->body.isEmpty());
    }

    void acceptedCertificateIsLetThroughAndSaid_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("served");
        for (const QString &kind : {u"http"_s, u"socket"_s, u"websocket"_s}) {
            for (const QString &served : {u"selfsigned"_s, u"expired"_s, u"wronghost"_s})
                QTest::addRow("%s %s", qPrintable(kind), qPrintable(served)) << kind << served;
        }
    }

    void acceptedCertificateIsLetThroughAndSaid()
    {
        QFETCH(QString, kind);
        QFETCH(QString, served);
        TlsPeer peer(kind, served);
        EndpointSettings settings;
        settings.tls.acceptedCertificates = {fingerprint(served)};
        const Outcome outcome = callOnce(peer.address(), settings);
        QVERIFY(outcome.exchange);
        QVERIFY2(!outcome.exchange->reply.error.isError(), qPrintable(outcome.exchange->reply.error.message));
        QCOMPARE(outcome.exchange->body.trimmed(), Answer);
        QVERIFY2(anyContains(outcome.diagnostics, u"but you accepted it for this endpoint"_s),
                 qPrintable(outcome.diagnostics.join(u'\n')));
    }

    void anotherAcceptedCertificateIsStillRefused()
    {
        for (const QString &kind : {u"http"_s, u"socket"_s, u"websocket"_s}) {
            TlsPeer peer(kind, u"selfsigned"_s);
            EndpointSettings settings;
            settings.tls.acceptedCertificates = {fingerprint(u"expired"_s)};
            const Outcome outcome = callOnce(peer.address(), settings);
            QVERIFY(outcome.exchange);
            QCOMPARE(outcome.exchange->reply.error.kind, TransportError::Kind::Tls);
            QVERIFY2(outcome.exchange->reply.error.message.contains(u"not the certificate you accepted"_s),
                     qPrintable(outcome.exchange->reply.error.message));
        }
    }

    void acceptingTheAuthorityIsNotAcceptingWhatItSigned()
    {
        // Only the server's own certificate can be accepted: the fingerprint of the CA that
        // signed it opens nothing, and the refusal names the server's certificate.
        for (const QString &kind : {u"http"_s, u"socket"_s, u"websocket"_s}) {
            TlsPeer peer(kind, u"server"_s);
            EndpointSettings settings;
            settings.tls.acceptedCertificates = {fingerprint(u"ca"_s)};
            const Outcome outcome = callOnce(peer.address(), settings);
            QVERIFY(outcome.exchange);
            QCOMPARE(outcome.exchange->reply.error.kind, TransportError::Kind::Tls);
            QCOMPARE(outcome.exchange->reply.error.refusedCertificate,
                     certificate(u"server"_s).digest(QCryptographicHash::Sha256));
        }
    }

    void insecureIsSaid()
    {
        for (const QString &kind : {u"http"_s, u"socket"_s, u"websocket"_s}) {
            TlsPeer peer(kind, u"expired"_s);
            EndpointSettings settings;
            settings.insecure = true;
            const Outcome outcome = callOnce(peer.address(), settings);
            QVERIFY(outcome.exchange);
            QVERIFY2(!outcome.exchange->reply.error.isError(), qPrintable(outcome.exchange->reply.error.message));
            QVERIFY2(anyContains(outcome.diagnostics, u"verification is off for this endpoint"_s)
                         && anyContains(outcome.diagnostics, u"it expired on 2020-12-31"_s),
                     qPrintable(outcome.diagnostics.join(u'\n')));
        }
    }

    void authorityFileTrustsAPrivateCa()
    {
        for (const QString &kind : {u"http"_s, u"socket"_s, u"websocket"_s}) {
            TlsPeer good(kind, u"server"_s);
            EndpointSettings settings;
            settings.tls.caFile = dataFile(u"ca.pem"_s);
            const Outcome trusted = callOnce(good.address(), settings);
            QVERIFY(trusted.exchange);
            QVERIFY2(!trusted.exchange->reply.error.isError(), qPrintable(trusted.exchange->reply.error.message));
            QVERIFY2(trusted.diagnostics.isEmpty(), qPrintable(trusted.diagnostics.join(u'\n')));
            // The authority vouches for the expired one too, but it is still expired.
            TlsPeer expired(kind, u"expired"_s);
            const Outcome refused = callOnce(expired.address(), settings);
            QVERIFY(refused.exchange);
            QVERIFY2(refused.exchange->reply.error.message.contains(u"it expired on 2020-12-31"_s),
                     qPrintable(refused.exchange->reply.error.message));
            QVERIFY(!refused.exchange->reply.error.message.contains(u"authority you do not trust"_s));
        }
    }

    void clientCertificateFromFiles()
    {
        const QList<QSslCertificate> ca = {certificate(u"ca"_s)};
        for (const QString &kind : {u"http"_s, u"socket"_s, u"websocket"_s}) {
            TlsPeer peer(kind, u"server"_s, ca);
            EndpointSettings settings;
            settings.tls.caFile = dataFile(u"ca.pem"_s);
            settings.tls.certificateFile = dataFile(u"client.pem"_s);
            settings.tls.keyFile = dataFile(u"client.key"_s);
            const Outcome presented = callOnce(peer.address(), settings);
            QVERIFY(presented.exchange);
            QVERIFY2(!presented.exchange->reply.error.isError(), qPrintable(presented.exchange->reply.error.message));
            QCOMPARE(presented.exchange->body.trimmed(), Answer);

            TlsPeer demanding(kind, u"server"_s, ca);
            settings.tls.certificateFile.clear();
            settings.tls.keyFile.clear();
            const Outcome without = callOnce(demanding.address(), settings);
            QVERIFY(without.exchange);
            const TransportError &refused = without.exchange->reply.error;
            QVERIFY2(refused.isError(), "a server that demands a client certificate answered without one");
            QVERIFY2(refused.kind != TransportError::Kind::Timeout, qPrintable(refused.message));
            QVERIFY(refused.refusedCertificate.isEmpty());   // not ours to accept: nothing to offer
        }
    }

    void unusableFilesAreRefusedInWords()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString garbage = dir.filePath(u"garbage.pem"_s);
        QFile file(garbage);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a certificate\n");
        file.close();
        const QString encrypted = dir.filePath(u"encrypted.key"_s);
        QFile encryptedFile(encrypted);
        QVERIFY(encryptedFile.open(QIODevice::WriteOnly));
        encryptedFile.write(key(u"client"_s).toPem("passphrase"));
        encryptedFile.close();

        struct Case
        {
            TlsFiles files;
            QString said;
        };
        const QString missing = dir.filePath(u"missing.pem"_s);
        const QList<Case> cases = {
            {{missing, {}, {}, {}}, missing},
            {{garbage, {}, {}, {}}, u"holds no certificate"_s},
            {{{}, dataFile(u"client.pem"_s), {}, {}}, u"needs its private key"_s},
            {{{}, {}, dataFile(u"client.key"_s), {}}, u"needs its certificate"_s},
            {{{}, dataFile(u"client.pem"_s), encrypted, {}}, u"encrypted with a passphrase"_s},
            {{{}, dataFile(u"client.pem"_s), garbage, {}}, u"holds no private key"_s},
            {{{}, {}, {}, {u"AB:CD"_s}}, u"is not a SHA-256 certificate fingerprint"_s},
        };
        for (const Case &c : cases) {
            EndpointSettings settings;
            settings.tls = c.files;
            QString error;
            std::unique_ptr<Transport> transport(TransportFactory::create(u"https://127.0.0.1:1/"_s, settings, &error));
            QVERIFY(!transport);
            QVERIFY2(error.contains(c.said), qPrintable(error));
        }
    }

    void fingerprintsAreReadAsPeopleWriteThem()
    {
        const QByteArray digest = certificate(u"server"_s).digest(QCryptographicHash::Sha256);
        const QString colons = TlsFiles::fingerprintText(digest);
        QCOMPARE(colons.size(), 95);
        const QString hex = QString::fromLatin1(digest.toHex());
        QString spaced = colons;
        spaced.replace(u':', u' ');
        const QStringList written = {colons, colons.toLower(), hex, u"sha256:"_s + hex, u"SHA256="_s + colons,
                                     u"  SHA-256: "_s + colons + u"  "_s, u"sha256 Fingerprint="_s + colons, spaced};
        for (const QString &text : written) {
            QString error;
            const std::optional<QByteArray> parsed = TlsFiles::parseFingerprint(text, &error);
            QVERIFY2(parsed, qPrintable(text + u": "_s + error));
            QCOMPARE(*parsed, digest);
        }
        const QStringList wrongs = {hex.left(62), hex + u"00"_s, u"md5:"_s + hex, u"g"_s + hex.mid(1)};
        for (const QString &wrong : wrongs) {
            QString error;
            QVERIFY2(!TlsFiles::parseFingerprint(wrong, &error), qPrintable(wrong));
            QVERIFY(error.contains(wrong));
        }
    }
};

QTEST_MAIN(tst_TlsTrust)
#include "tst_tlstrust.moc"
