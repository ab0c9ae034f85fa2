#pragma once

#include <functional>

#include "lib/rpc/exchange.h"
#include "lib/rpc/serverrequest.h"

#include <QByteArray>

namespace RpcScope {

class JsonBuilder;

/// The machine-read account of one exchange (`rpcscope-cli --json`) and the CLI's exit
/// status. Field names, their order and the values of enumerations are a stable contract
/// (docs/cli.md); nothing in here is translated except the free-text messages.
class ExchangeReport
{
public:
    /// SPEC §8 exit statuses, the first that applies.
    enum ExitStatus {
        ExitOk = 0,
        ExitResponseError = 1,
        ExitUsage = 2,
        ExitTransport = 3,
        ExitInvalid = 4,
        ExitReplayDiffers = 5,
        ExitAssertionsFailed = 6,
    };

    /// The report. The server's requests among the exchange's messages are listed under
    /// "serverRequests" with the response \a answered says we sent (null when none is known),
    /// not under "notifications".
    /// \a trailing adds members after the exchange's own (the CLI's `auth`).
    static QByteArray toJson(const Exchange &exchange, const QList<AnsweredRequest> &answered = {}, int indent = 2,
                             const std::function<void(JsonBuilder &)> &trailing = {});
    static ExitStatus exitStatus(const Exchange &exchange);
    /// Text for people: the body pretty-printed in the server's key order, or the raw body
    /// when it is not JSON.
    static QByteArray prettyBody(const Exchange &exchange);
    /// Text as UTF-8 for a JSON string; \a replaced says whether invalid bytes were replaced.
    static QString decodeText(const QByteArray &bytes, bool *replaced);
};

} // namespace RpcScope
