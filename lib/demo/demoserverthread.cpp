#include "lib/demo/demoserverthread.h"

#include "lib/demo/demohttpserver.h"

namespace RpcScope {

DemoServerThread::DemoServerThread()
{
    m_thread.setObjectName(QStringLiteral("rpcscope-demo"));
}

DemoServerThread::~DemoServerThread()
{
    if (m_server) {
        // Its sockets belong to that thread: they are closed and deleted there.
        QMetaObject::invokeMethod(m_server, [server = m_server] { delete server; }, Qt::BlockingQueuedConnection);
    }
    m_thread.quit();
    m_thread.wait();
}

bool DemoServerThread::listen(quint16 port)
{
    if (!m_server) {
        m_server = new DemoHttpServer;
        m_server->moveToThread(&m_thread);
        m_thread.start();
    }
    bool listening = false;
    QMetaObject::invokeMethod(m_server, [this, port, &listening] {
        listening = m_server->listen(port);
        m_error = m_server->errorString();
        m_rpcUrl = m_server->rpcUrl();
        m_mcpUrl = m_server->mcpUrl();
        m_secureMcpUrl = m_server->secureMcpUrl();
        m_webSocketUrl = m_server->webSocketUrl();
    }, Qt::BlockingQueuedConnection);
    return listening;
}

} // namespace RpcScope
