#pragma once

#include "lib/transport/endpointsettings.h"
#include "lib/transport/transport.h"

class QObject;

namespace RpcScope {

class Transport;

/// Makes the transport an endpoint string names: `http://…`, `https://…`, `ws://…`, `wss://…`,
/// `sse+http://…`, `sse+https://…` (MCP's HTTP+SSE: the event stream's URL), `tcp://HOST:PORT`,
/// `tls+tcp://HOST:PORT`, `unix:PATH` (framed as the settings say), `stdio:COMMAND`.
class TransportFactory
{
public:
    /// Returns nullptr and a translated \a error when the endpoint cannot be used.
    static Transport *create(const QString &endpoint, const EndpointSettings &settings, QString *error,
                             QObject *parent = nullptr);
    static bool isStdio(const QString &endpoint) { return endpoint.startsWith(u"stdio:"); }
    /// The kind of transport \a endpoint names, without making one (Http for anything unknown).
    static Transport::Kind kindOf(const QString &endpoint);
    /// Whether \a endpoint speaks TLS (https://, wss://, sse+https://, tls+tcp://): only then
    /// are its TLS files read.
    static bool speaksTls(const QString &endpoint);
    /// How \a transport frames its messages: stdio and sockets; nothing for the others.
    static std::optional<Framing> framingOf(const Transport *transport);
};

} // namespace RpcScope
