#include "lib/serve/sessionserver.h"

#include "lib/httpserver/httprequestparser.h"
#include "lib/httpserver/loopback.h"
#include "lib/session/sessionentry.h"

#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 204: return "No Content";
    case 400: return "Bad Request";
    case 405: return "Method Not Allowed";
    case 413: return "Content Too Large";
    case 431: return "Request Header Fields Too Large";
    case 501: return "Not Implemented";
    case 505: return "HTTP Version Not Supported";
    default: return "Unknown";
    }
}

/// CORS for a front end under development on this machine (another port of localhost): only a
/// loopback origin may read the recorded answers; any other web page the user has open may not.
QByteArray corsHeaders(const IncomingHttpRequest &request)
{
    const QByteArray origin = request.header("Origin");
    if (origin.isEmpty())
        return {};
    const QUrl url(QString::fromLatin1(origin));
    const bool loopback = url.isValid() && (url.scheme() == u"http" || url.scheme() == u"https")
                          && Loopback::isHost(url.host());
    if (!loopback)
        return {};
    return "Access-Control-Allow-Origin: " + origin + "\r\nVary: Origin\r\n";
}

QByteArray response(int status, QByteArrayView contentType, const QByteArray &body, bool keepAlive,
                    QByteArrayView extraHeaders = {})
{
    QByteArray out;
    out.reserve(224 + extraHeaders.size() + body.size());
    out.append("HTTP/1.1 ");
    out.append(QByteArray::number(status));
    out.append(' ');
    out.append(reasonPhrase(status));
    out.append("\r\nServer: rpcscope-serve/" RPCSCOPE_VERSION "\r\n");
    if (!contentType.isEmpty()) {
        out.append("Content-Type: ");
        out.append(contentType);
        out.append("\r\n");
    }
    // "A server MUST NOT send a Content-Length header field in any response with a status
    // code of 1xx (Informational) or 204 (No Content)."
    if (status != 204) {
        out.append("Content-Length: ");
        out.append(QByteArray::number(body.size()));
        out.append("\r\n");
    }
    if (!keepAlive)
        out.append("Connection: close\r\n");
    out.append(extraHeaders);
    out.append("\r\n");
    out.append(body);
    return out;
}

/// Plain English: the text goes to the client, whatever the language of the person serving.
QByteArray plainResponse(int status, const QString &text, bool keepAlive, QByteArrayView extraHeaders = {})
{
    return response(status, "text/plain; charset=utf-8", text.toUtf8() + '\n', keepAlive, extraHeaders);
}

} // namespace

/// One client connection: frames requests and answers each at once, in order.
class SessionHttpConnection final : public QObject
{
public:
    SessionHttpConnection(QTcpSocket *socket, SessionServer *server, QObject *parent)
        : QObject(parent)
        , m_socket(socket)
        , m_server(server)
    {
        m_socket->setParent(this);
        m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(m_socket, &QTcpSocket::readyRead, this, &SessionHttpConnection::readInput);
        connect(m_socket, &QTcpSocket::disconnected, this, &QObject::deleteLater);
        if (m_socket->bytesAvailable() > 0)
            readInput();
    }

private:
    void readInput()
    {
        if (m_closing) {
            m_socket->readAll();
            return;
        }
        m_parser.append(m_socket->readAll());
        QByteArray out;
        while (!m_closing) {
            const HttpRequestParser::Status status = m_parser.next();
            if (m_parser.takeContinue())
                out.append("HTTP/1.1 100 Continue\r\n\r\n");
            if (status == HttpRequestParser::Status::NeedMore)
                break;
            if (status == HttpRequestParser::Status::Error) {
                out.append(plainResponse(m_parser.errorStatus(), m_parser.errorText(), false));
                m_closing = true;
                break;
            }
            const IncomingHttpRequest request = m_parser.takeRequest();
            m_closing = !request.keepAlive;
            out.append(serve(request));
        }
        if (!out.isEmpty())
            m_socket->write(out);
        if (m_closing)
            m_socket->disconnectFromHost();   // after the pending bytes are written
        else
            m_socket->flush();
    }

    QByteArray serve(const IncomingHttpRequest &request)
    {
        const bool keepAlive = request.keepAlive;
        const QByteArray cors = corsHeaders(request);
        if (request.method == "OPTIONS") {
            // A browser's CORS preflight for a POST with Content-Type: application/json.
            QByteArray headers = cors;
            if (!cors.isEmpty()) {
                QByteArray allowHeaders = request.header("Access-Control-Request-Headers");
                if (allowHeaders.isEmpty())
                    allowHeaders = "Content-Type";
                headers += "Access-Control-Allow-Methods: POST, OPTIONS\r\nAccess-Control-Allow-Headers: " + allowHeaders
                           + "\r\nAccess-Control-Max-Age: 600\r\n";
            }
            return response(204, {}, {}, keepAlive, headers);
        }
        if (request.method != "POST") {
            return plainResponse(405,
                                 u"Method %1 is not allowed; send JSON-RPC with POST."_s
                                     .arg(QString::fromLatin1(request.method)),
                                 keepAlive, QByteArray("Allow: POST, OPTIONS\r\n" + cors));
        }
        const QByteArray body = m_server->answer(request.body);
        // JSON-RPC over HTTP: nothing to say to notifications is 204 No Content.
        return body.isEmpty() ? response(204, {}, {}, keepAlive, cors)
                              : response(200, "application/json", body, keepAlive, cors);
    }

    QTcpSocket *m_socket;
    SessionServer *m_server;
    HttpRequestParser m_parser;
    bool m_closing = false;
};

SessionServer::SessionServer(QObject *parent)
    : QObject(parent)
    , m_server(new QTcpServer(this))
{
    connect(m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_server->nextPendingConnection())
            new SessionHttpConnection(socket, this, m_server);
    });
}

SessionServer::~SessionServer() = default;

void SessionServer::setAnswers(RecordedAnswers answers)
{
    m_responder = SessionResponder(std::move(answers));
}

void SessionServer::setEntries(const QList<SessionEntry> &entries)
{
    setAnswers(RecordedAnswers::fromEntries(entries));
}

bool SessionServer::listen(quint16 port)
{
    // Loopback only: a recording is served to this machine, never to the network.
    return m_server->listen(QHostAddress::LocalHost, port);
}

void SessionServer::close()
{
    m_server->close();
    // Connections are children of the QTcpServer; an aborted socket deletes its connection.
    const QList<QTcpSocket *> sockets = m_server->findChildren<QTcpSocket *>();
    for (QTcpSocket *socket : sockets)
        socket->abort();
}

bool SessionServer::isListening() const
{
    return m_server->isListening();
}

quint16 SessionServer::port() const
{
    return m_server->serverPort();
}

QUrl SessionServer::url() const
{
    return QUrl(u"http://127.0.0.1:%1"_s.arg(port()));
}

QString SessionServer::errorString() const
{
    return m_server->errorString();
}

QByteArray SessionServer::answer(const QByteArray &body)
{
    SessionResponder::Reply reply = m_responder.respond(body);
    bool counted = false;
    for (const ServedCall &call : std::as_const(reply.calls)) {
        if (call.match == ServedCall::Match::Exact || call.match == ServedCall::Match::MethodOnly) {
            ++m_served;
            counted = true;
        } else if (call.match == ServedCall::Match::None) {
            ++m_unmatched;
            counted = true;
        }
    }
    for (const ServedCall &call : std::as_const(reply.calls))
        emit callServed(call);
    if (counted)
        emit countsChanged();
    return reply.body;
}

} // namespace RpcScope
