#include "stdioroundtrips.h"

#include "lib/transport/stdio/stdiotransport.h"

#include <QEventLoop>
#include <QTimer>

#include <cstdio>

using namespace RpcScope;

namespace Bench {

QByteArray echoRequest(long long id)
{
    return QByteArrayLiteral(R"({"jsonrpc":"2.0","id":)") + QByteArray::number(id)
           + QByteArrayLiteral(R"(,"method":"demo.echo","params":{"text":"hello"}})");
}

void closeAndWait(StdioTransport *transport)
{
    if (transport->state() == StdioTransport::State::NotRunning)
        return;
    QEventLoop loop;
    QObject::connect(transport, &Transport::channelClosed, &loop, &QEventLoop::quit);
    QTimer::singleShot(5000, &loop, &QEventLoop::quit);
    transport->close();
    loop.exec();
}

Run stdioRoundTrips(const QString &program, const QStringList &arguments, int warmup, double seconds, const char *who,
                    int inFlight)
{
    StdioTransport transport;
    transport.setProgram(program, arguments);
    Meter meter(warmup > 1 ? warmup : 1, seconds);
    QEventLoop loop;
    long long answeredId = 1;   // the demo server answers in order
    long long sentId = 0;
    QByteArray expected = QByteArrayLiteral(R"("id":1,)");
    bool over = false;
    QObject::connect(&transport, &Transport::messageReceived, &loop, [&](const QByteArray &message, qint64) {
        if (!message.contains(expected) || !message.contains("\"hello\"")) {
            std::fprintf(stderr, "%s: unexpected answer %s\n", who, message.left(200).constData());
            loop.exit(1);
            return;
        }
        ++answeredId;
        expected = QByteArrayLiteral(R"("id":)") + QByteArray::number(answeredId) + ',';
        if (over) {
            if (answeredId > sentId)
                loop.quit();   // the window is drained: the next run starts from the same state
            return;
        }
        if (!meter.answered()) {
            over = true;
            if (answeredId > sentId)
                loop.quit();
            return;
        }
        transport.send(echoRequest(++sentId));
    });
    QObject::connect(&transport, &Transport::replied, &loop, [&](quint64, const TransportReply &reply) {
        if (reply.error.isError()) {
            std::fprintf(stderr, "%s: %s\n", who, qPrintable(reply.error.message));
            loop.exit(1);
        }
    });
    for (int open = 0; open < qMax(1, inFlight); ++open)
        transport.send(echoRequest(++sentId));
    const int status = loop.exec();
    closeAndWait(&transport);
    Run run = meter.result();
    run.ok = run.ok && status == 0;
    return run;
}

} // namespace Bench
