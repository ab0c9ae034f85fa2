#include "lib/session/sessionentry.h"

namespace RpcScope {

QString SessionEntry::transportName(Transport::Kind kind)
{
    switch (kind) {
    case Transport::Kind::Http:
        return QStringLiteral("http");
    case Transport::Kind::Stdio:
        return QStringLiteral("stdio");
    case Transport::Kind::WebSocket:
        return QStringLiteral("websocket");
    case Transport::Kind::HttpSse:
        return QStringLiteral("http+sse");
    }
    return QStringLiteral("http");
}

std::optional<Transport::Kind> SessionEntry::transportFromName(QStringView name)
{
    if (name == u"http")
        return Transport::Kind::Http;
    if (name == u"stdio")
        return Transport::Kind::Stdio;
    if (name == u"websocket")
        return Transport::Kind::WebSocket;
    if (name == u"http+sse")
        return Transport::Kind::HttpSse;
    return std::nullopt;
}

qint64 SessionEntry::size() const
{
    if (type == Type::Message)
        return message.size();
    return request.size() + body.size();
}

} // namespace RpcScope
