#pragma once

#include "lib/rpc/exchange.h"
#include "lib/session/sessionentry.h"

namespace RpcScope {

/// A recorded exchange made an Exchange again, so the views that show a live exchange show
/// a recorded one the same way: the bytes as recorded (secrets as their placeholders), the
/// HTTP meta and timings, the stream's events, and the classifier's verdict on them.
class SessionExchange
{
public:
    /// Null for a message line (it answered no request).
    static ExchangePtr fromEntry(const SessionEntry &entry);
};

} // namespace RpcScope
