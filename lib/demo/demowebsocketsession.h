#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>

class QTimer;
class QWebSocket;

namespace RpcScope {

class DemoService;

/// One client of the demo's WebSocket face (GET /ws): each text message is handled by the
/// plain JSON-RPC service, each answer goes back as one text message. Three methods belong
/// to the socket itself, because they push or close:
///  - `demo.subscribe` {count = 3 (0: until unsubscribed), intervalMs = 200} answers
///    {"subscription": "sub-N"}, then pushes `demo.onTick` notifications
///    {"subscription", "tick", "of"} like aria2's `aria2.onDownloadStart`;
///  - `demo.unsubscribe` {subscription} answers whether it was running;
///  - `demo.closeSocket` {code = 1000, reason = ""} answers, then closes with that code.
/// A binary message is refused with close code 1003 (unsupported data).
class DemoWebSocketSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoWebSocketSession)

public:
    /// Takes ownership of \a socket; deletes itself when the socket disconnects.
    DemoWebSocketSession(QWebSocket *socket, DemoService *service, QObject *parent);
    ~DemoWebSocketSession() override;

    /// Drops the connection without a closing handshake.
    void abort();
    int subscriptionCount() const { return int(m_subscriptions.size()); }

private:
    void onText(const QString &text);
    void onBinary(const QByteArray &bytes);
    /// Handles the socket's own methods; false for everything else.
    bool handleOwn(const QByteArray &body);
    void subscribe(const QByteArray &idText, int count, int intervalMs);
    void sendText(const QByteArray &json);

    QWebSocket *m_socket;
    QPointer<DemoService> m_service;
    QHash<QString, QTimer *> m_subscriptions;
    int m_nextSubscription = 1;
};

} // namespace RpcScope
