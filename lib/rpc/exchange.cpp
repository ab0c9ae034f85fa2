#include "lib/rpc/exchange.h"

namespace RpcScope {

qint64 Exchange::durationMs() const
{
    if (reply.timings.totalMs >= 0 && transport == Transport::Kind::Http)
        return reply.timings.totalMs;
    if (answeredEpochMs > 0)
        return answeredEpochMs - reply.timings.startedEpochMs;
    return reply.timings.totalMs;
}

} // namespace RpcScope
