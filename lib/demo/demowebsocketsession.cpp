#include "lib/demo/demowebsocketsession.h"

#include "lib/demo/demoservice.h"
#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"

#include <QTimer>
#include <QWebSocket>

#include <optional>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

using Type = JsonDocument::Type;

constexpr qint64 MaxIncomingMessage = 64 * 1024 * 1024;

std::optional<qint64> intMember(const JsonDocument &doc, int object, QStringView name, qint64 fallback, qint64 low,
                                qint64 high)
{
    const int node = object >= 0 && doc.type(object) == Type::Object ? doc.member(object, name) : -1;
    if (node < 0)
        return fallback;
    bool ok = doc.type(node) == Type::Number;
    const qint64 value = ok ? doc.toInt64(node, &ok) : 0;
    if (!ok || value < low || value > high)
        return std::nullopt;
    return value;
}

QByteArray rangeError(QByteArrayView idText, const QString &param, qint64 low, qint64 high)
{
    return DemoEndpoint::response(
        idText, DemoEndpoint::invalidParams(param, u"must be an integer from %1 to %2"_s.arg(low).arg(high)));
}

/// Close codes an endpoint may send (RFC 6455 §7.4: 1005, 1006 and 1015 are for reports only).
bool sendableCloseCode(qint64 code)
{
    if (code >= 3000 && code <= 4999)
        return true;
    return code >= 1000 && code <= 1014 && code != 1004 && code != 1005 && code != 1006;
}

} // namespace

DemoWebSocketSession::DemoWebSocketSession(QWebSocket *socket, DemoService *service, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_service(service)
{
    m_socket->setParent(this);
    m_socket->setMaxAllowedIncomingMessageSize(MaxIncomingMessage);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &DemoWebSocketSession::onText);
    connect(m_socket, &QWebSocket::binaryMessageReceived, this, &DemoWebSocketSession::onBinary);
    connect(m_socket, &QWebSocket::disconnected, this, &QObject::deleteLater);
}

DemoWebSocketSession::~DemoWebSocketSession()
{
    m_socket->disconnect(this);
}

void DemoWebSocketSession::abort()
{
    m_socket->abort();
}

void DemoWebSocketSession::onText(const QString &text)
{
    const QByteArray body = text.toUtf8();
    if (handleOwn(body) || !m_service)
        return;
    m_service->handle(body, [self = QPointer<DemoWebSocketSession>(this)](const DemoReply &reply) {
        // A late answer (demo.sleep) may find the client gone.
        if (self && !reply.body.isEmpty())
            self->sendText(reply.body);
    });
}

void DemoWebSocketSession::onBinary(const QByteArray &)
{
    m_socket->close(QWebSocketProtocol::CloseCodeDatatypeNotSupported,
                    u"JSON-RPC messages travel in text frames"_s);
}

void DemoWebSocketSession::sendText(const QByteArray &json)
{
    m_socket->sendTextMessage(QString::fromUtf8(json));
}

bool DemoWebSocketSession::handleOwn(const QByteArray &body)
{
    if (!body.contains("demo.subscribe") && !body.contains("demo.unsubscribe") && !body.contains("demo.closeSocket"))
        return false;
    const JsonDocument doc = JsonDocument::parse(body);
    if (!doc.isValid() || doc.type(0) != Type::Object)
        return false;
    const QString method = doc.memberString(0, u"method");
    if (method != u"demo.subscribe" && method != u"demo.unsubscribe" && method != u"demo.closeSocket")
        return false;
    const int id = doc.member(0, u"id");
    const QByteArray idText = id >= 0 ? doc.raw(id).toByteArray() : QByteArray();
    const int params = doc.member(0, u"params");
    auto reply = [this, &idText](const QByteArray &json) {
        if (!idText.isEmpty())   // a notification gets no answer
            sendText(json);
    };

    if (method == u"demo.subscribe") {
        const std::optional<qint64> count = intMember(doc, params, u"count", 3, 0, 1000);
        const std::optional<qint64> interval = intMember(doc, params, u"intervalMs", 200, 10, 60000);
        if (!count)
            reply(rangeError(idText, u"count"_s, 0, 1000));
        else if (!interval)
            reply(rangeError(idText, u"intervalMs"_s, 10, 60000));
        else
            subscribe(idText, int(*count), int(*interval));
        return true;
    }
    if (method == u"demo.unsubscribe") {
        const QString name = params >= 0 && doc.type(params) == Type::Object ? doc.memberString(params, u"subscription")
                                                                               : QString();
        QTimer *timer = m_subscriptions.take(name);
        if (timer)
            timer->deleteLater();
        reply(DemoEndpoint::response(idText, DemoOutcome::result(timer ? "true" : "false")));
        return true;
    }
    // demo.closeSocket
    const std::optional<qint64> code = intMember(doc, params, u"code", 1000, 1000, 4999);
    if (!code || !sendableCloseCode(*code)) {
        reply(DemoEndpoint::response(
            idText, DemoEndpoint::invalidParams(u"code"_s, u"must be a close code an endpoint may send: 1000-1003, "
                                                           "1007-1014 or 3000-4999"_s)));
        return true;
    }
    const QString reason = params >= 0 && doc.type(params) == Type::Object ? doc.memberString(params, u"reason")
                                                                           : QString();
    JsonBuilder result(0);
    result.beginObject().key(u"closing").value(true).key(u"code").value(*code).endObject();
    reply(DemoEndpoint::response(idText, DemoOutcome::result(result.text())));
    // After the answer has gone out, from the event loop.
    QTimer::singleShot(0, this, [this, closeCode = int(*code), reason] {
        m_socket->close(QWebSocketProtocol::CloseCode(closeCode), reason);
    });
    return true;
}

void DemoWebSocketSession::subscribe(const QByteArray &idText, int count, int intervalMs)
{
    const QString name = u"sub-%1"_s.arg(m_nextSubscription++);
    JsonBuilder result(0);
    result.beginObject().key(u"subscription").value(name).endObject();
    if (!idText.isEmpty())
        sendText(DemoEndpoint::response(idText, DemoOutcome::result(result.text())));

    // The answer first, then the pushes, each from the event loop.
    auto *timer = new QTimer(this);
    timer->setInterval(intervalMs);
    m_subscriptions.insert(name, timer);
    auto ticks = std::make_shared<int>(0);
    connect(timer, &QTimer::timeout, this, [this, timer, name, count, ticks] {
        ++*ticks;
        JsonBuilder push(0);
        push.beginObject()
            .key(u"jsonrpc").value(u"2.0")
            .key(u"method").value(u"demo.onTick")
            .key(u"params").beginObject()
                .key(u"subscription").value(name)
                .key(u"tick").value(*ticks)
                .key(u"of").value(count)
            .endObject()
            .endObject();
        sendText(push.text());
        if (count > 0 && *ticks >= count) {
            m_subscriptions.remove(name);
            timer->deleteLater();
            timer->stop();
        }
    });
    timer->start();
}

} // namespace RpcScope
