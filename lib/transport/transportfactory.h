#pragma once

#include "lib/transport/endpointsettings.h"

class QObject;

namespace RpcScope {

class Transport;

/// Makes the transport an endpoint string names: `http://…`, `https://…`, `ws://…`, `wss://…`,
/// `stdio:COMMAND`.
class TransportFactory
{
public:
    /// Returns nullptr and a translated \a error when the endpoint cannot be used.
    static Transport *create(const QString &endpoint, const EndpointSettings &settings, QString *error,
                             QObject *parent = nullptr);
    static bool isStdio(const QString &endpoint) { return endpoint.startsWith(u"stdio:"); }
};

} // namespace RpcScope
