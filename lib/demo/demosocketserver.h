#pragma once

#include "lib/transport/socket/sockettransport.h"

#include <QObject>

#include <functional>

namespace RpcScope {

class DemoEndpoint;
class SocketListener;

/// The demo's socket face: each connection to a loopback TCP port or a Unix socket is served
/// as the stdio face serves its input (DemoStdioServer: one NDJSON message per line), by an
/// endpoint of its own, so a socket endpoint or a socket tap can be tried with no third party.
class DemoSocketServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoSocketServer)

public:
    /// \a makeEndpoint gives each connection its endpoint (parented to what it is given).
    using EndpointMaker = std::function<DemoEndpoint *(QObject *parent)>;
    explicit DemoSocketServer(EndpointMaker makeEndpoint, QObject *parent = nullptr);
    ~DemoSocketServer() override;

    /// See SocketListener::listen.
    bool listen(const SocketAddress &address, QString *error);
    /// tcp://127.0.0.1:PORT or unix:PATH.
    QString address() const;

private:
    void serve(int descriptor);

    EndpointMaker m_makeEndpoint;
    SocketListener *m_listener = nullptr;
};

} // namespace RpcScope
