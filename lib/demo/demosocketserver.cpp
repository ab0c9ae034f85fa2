#include "lib/demo/demosocketserver.h"

#include "lib/demo/demoendpoint.h"
#include "lib/demo/demostdioserver.h"
#include "lib/transport/socket/socketlistener.h"

#include <unistd.h>

namespace RpcScope {

DemoSocketServer::DemoSocketServer(EndpointMaker makeEndpoint, QObject *parent)
    : QObject(parent)
    , m_makeEndpoint(std::move(makeEndpoint))
    , m_listener(new SocketListener(this))
{
    connect(m_listener, &SocketListener::accepted, this, &DemoSocketServer::serve);
}

DemoSocketServer::~DemoSocketServer() = default;

bool DemoSocketServer::listen(const SocketAddress &address, QString *error)
{
    return m_listener->listen(address, error);
}

QString DemoSocketServer::address() const
{
    return m_listener->address().toString();
}

void DemoSocketServer::serve(int descriptor)
{
    // One connection, one conversation: its endpoint and its server go when it ends.
    auto *connection = new QObject(this);
    auto *server = new DemoStdioServer(m_makeEndpoint(connection), connection);
    connect(server, &DemoStdioServer::finished, connection, &QObject::deleteLater);
    // No context object: the descriptor is closed even when this server goes first.
    connect(server, &QObject::destroyed, [descriptor] { ::close(descriptor); });
    if (!server->start(descriptor, descriptor))
        connection->deleteLater();
}

} // namespace RpcScope
