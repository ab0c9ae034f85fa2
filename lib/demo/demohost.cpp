#include "lib/demo/demohost.h"

#include "lib/rpc/rpcclient.h"
#include "lib/transport/stdio/stdiotransport.h"
#include "lib/transport/transportcloser.h"
#include "lib/tr.h"

namespace RpcScope {

DemoHost::DemoHost(QObject *parent)
    : QObject(parent)
{
    m_script = {
        R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"rpcscope-demo-host","version":"1.0"}}})",
        R"({"jsonrpc":"2.0","method":"notifications/initialized"})",
        R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})",
        R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"echo","arguments":{"text":"Hello through the tap"}}})",
        R"({"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"add","arguments":{"a":2,"b":40}}})",
        R"({"jsonrpc":"2.0","id":5,"method":"ping"})",
    };
}

DemoHost::~DemoHost() = default;

void DemoHost::start(const QString &program, const QStringList &arguments)
{
    m_transport = new StdioTransport;
    m_transport->setProgram(program, arguments);
    m_client = new RpcClient(m_transport, this);   // takes the transport
    connect(m_client, &RpcClient::exchangeFinished, this, [this](const ExchangePtr &exchange) {
        const QString outcome = Classification::outcomeName(exchange->classification.outcome);
        if (exchange->classification.outcome != Classification::Outcome::Result
            && exchange->classification.outcome != Classification::Outcome::Notification) {
            ++m_failures;
        }
        if (m_report && exchange->classification.outcome != Classification::Outcome::Notification)
            m_report(Tr::tr("← %1 %2").arg(outcome, QString::fromUtf8(exchange->body.left(160))));
        sendNext();
    });
    connect(m_transport, &Transport::channelClosed, this, [this](const TransportError &why) {
        if (!m_script.isEmpty()) {
            if (m_report)
                m_report(why.message);
            end(1);
        }
    });
    sendNext();
}

void DemoHost::sendNext()
{
    if (m_script.isEmpty()) {
        // As a host ends a stdio server: its input closes, then it has its grace to exit.
        TransportCloser::closeAll({m_transport}, this, [this] { end(m_failures == 0 ? 0 : 1); });
        return;
    }
    const QByteArray message = m_script.takeFirst();
    if (m_report)
        m_report(Tr::tr("→ %1").arg(QString::fromUtf8(message.left(160))));
    m_client->send(message);
}

void DemoHost::end(int status)
{
    if (std::exchange(m_ended, true))
        return;
    emit finished(status);
}

} // namespace RpcScope
