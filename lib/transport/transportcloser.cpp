#include "lib/transport/transportcloser.h"

#include "lib/transport/transport.h"

#include <QTimer>

#include <memory>
#include <utility>

namespace RpcScope {

void TransportCloser::closeAll(const QList<Transport *> &transports, QObject *context, std::function<void()> done)
{
    struct Waiting
    {
        int open = 0;
        bool reported = false;
        std::function<void()> done;
    };
    auto waiting = std::make_shared<Waiting>();
    waiting->done = std::move(done);
    const auto report = [waiting] {
        if (waiting->reported || waiting->open > 0)
            return;
        waiting->reported = true;
        waiting->done();
    };
    for (Transport *transport : transports) {
        if (!transport)
            continue;
        if (transport->isChannelOpen()) {
            ++waiting->open;
            // Ended, or deleted before it said so: either counts once.
            auto ended = std::make_shared<bool>(false);
            const auto end = [waiting, report, ended] {
                if (std::exchange(*ended, true))
                    return;
                --waiting->open;
                report();
            };
            // Connected before close(): a channel may end at once.
            QObject::connect(transport, &Transport::channelClosed, context, end, Qt::SingleShotConnection);
            QObject::connect(transport, &QObject::destroyed, context, end, Qt::SingleShotConnection);
        }
        transport->close();
    }
    QTimer::singleShot(0, context, report);
}

} // namespace RpcScope
