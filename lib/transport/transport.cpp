#include "lib/transport/transport.h"

#include <QPointer>

namespace RpcScope {

QString Transport::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Http: return QStringLiteral("http");
    case Kind::Stdio: return QStringLiteral("stdio");
    case Kind::WebSocket: return QStringLiteral("websocket");
    case Kind::HttpSse: return QStringLiteral("http+sse");
    case Kind::Socket: return QStringLiteral("socket");
    }
    return QStringLiteral("http");
}

std::optional<Transport::Kind> Transport::kindFromName(QStringView name)
{
    for (const Kind kind : {Kind::Http, Kind::Stdio, Kind::WebSocket, Kind::HttpSse, Kind::Socket}) {
        if (name == kindName(kind))
            return kind;
    }
    return std::nullopt;
}

void Transport::replyLater(const TransportReply &reply)
{
    m_laterReplies.push_back(reply);
    if (m_laterReplies.size() == 1)
        QMetaObject::invokeMethod(this, &Transport::flushReplies, Qt::QueuedConnection);
}

bool Transport::flushReplies()
{
    const QPointer<Transport> alive(this);
    while (!m_laterReplies.empty()) {
        const TransportReply reply = m_laterReplies.front();
        m_laterReplies.pop_front();
        emit replied(reply.ticket, reply);
        if (!alive)
            return false;
    }
    return true;
}

} // namespace RpcScope
