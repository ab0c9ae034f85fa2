#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPair>
#include <QSslCertificate>
#include <QSslKey>
#include <QTcpServer>
#include <QUrl>

#include <functional>

class QTcpSocket;

/// HTTP header fields in wire order, names as written.
using ScriptedHeaders = QList<QPair<QByteArray, QByteArray>>;

struct RecordedRequest;

/// What the server answers to one request, byte for byte.
struct ScriptedResponse
{
    enum class Kind { Bytes, NeverAnswer, Echo, Computed };

    /// One piece of the answer, written \a delayMs after the previous one.
    struct Piece
    {
        int delayMs = 0;
        QByteArray bytes;
    };

    Kind kind = Kind::Bytes;
    QList<Piece> pieces;
    /// Computed: the answer made from the request (a redirect that echoes its state).
    std::function<ScriptedResponse(const RecordedRequest &)> compute;
    bool closeAfter = false;  ///< close the connection once everything is written

    /// These bytes at once.
    static ScriptedResponse raw(const QByteArray &bytes);
    /// Pieces written one after the other, each after its delay.
    static ScriptedResponse chunks(const QList<Piece> &pieces);
    /// The first \a count bytes of \a bytes, then the connection is closed.
    static ScriptedResponse closeAfterBytes(const QByteArray &bytes, qsizetype count);
    /// Keeps the connection open and says nothing.
    static ScriptedResponse neverAnswer();
    /// 200 whose body is the request exactly as received.
    static ScriptedResponse echo();
    /// Whatever \a compute makes of the request.
    static ScriptedResponse computed(std::function<ScriptedResponse(const RecordedRequest &)> compute);
    /// A well-formed HTTP/1.1 response with Content-Length; \a headers go before it.
    static ScriptedResponse http(int status, const QByteArray &body, const ScriptedHeaders &headers = {});

    ScriptedResponse &thenClose()
    {
        closeAfter = true;
        return *this;
    }
};

/// One request as the server received it.
struct RecordedRequest
{
    QByteArray raw;          ///< head and body exactly as received
    QByteArray requestLine;  ///< "POST /rpc HTTP/1.1"
    QByteArray method;
    QByteArray target;
    ScriptedHeaders headers; ///< wire order, names as written
    QByteArray body;
    int connection = 0;      ///< 1 for the first connection accepted, and so on

    /// First value of a header, matched case-insensitively; empty when absent.
    QByteArray header(QByteArrayView name) const;
    bool hasHeader(QByteArrayView name) const;
};

/// A loopback HTTP/1.1 server for tests: each request it receives is recorded exactly and
/// answered with the next scripted response (in arrival order, whatever the connection). It
/// reads requests framed by Content-Length. With TLS it serves the certificate it is given,
/// and can demand a client certificate signed by a given CA.
class ScriptedHttpServer : public QTcpServer
{
    Q_OBJECT

public:
    explicit ScriptedHttpServer(QObject *parent = nullptr);
    ~ScriptedHttpServer() override;

    /// Listens on 127.0.0.1 on a free port.
    bool start();
    bool startTls(const QSslCertificate &certificate, const QSslKey &key,
                  const QList<QSslCertificate> &clientCa = {});
    /// "http(s)://127.0.0.1:<port><path>"
    QUrl url(const QString &path = QStringLiteral("/rpc")) const;

    void enqueue(const ScriptedResponse &response);
    int pendingResponses() const { return int(m_script.size()); }
    const QList<RecordedRequest> &requests() const { return m_requests; }
    int connectionCount() const { return m_accepted; }
    int openConnectionCount() const { return int(m_connections.size()); }
    /// Closes every client connection now (a server dropping idle keep-alive connections).
    void closeConnections();

    /// Test data file, from RPCSCOPE_TEST_DATA (e.g. "tls/ca.pem").
    static QString testData(const QString &relativePath);

signals:
    void requestReceived(int index);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    struct Connection
    {
        int index = 0;
        QByteArray buffer;
    };

    void adopt(QTcpSocket *socket);
    void onReadyRead(QTcpSocket *socket);
    void answer(QTcpSocket *socket, const RecordedRequest &request);
    void drop(QTcpSocket *socket);

    QHash<QTcpSocket *, Connection> m_connections;
    QList<ScriptedResponse> m_script;
    QList<RecordedRequest> m_requests;
    QSslCertificate m_certificate = QSslCertificate();
    QSslKey m_key;
    QList<QSslCertificate> m_clientCa;
    bool m_tls = false;
    int m_accepted = 0;
};
