#include "ui/common/exchangeoutcome.h"

#include "lib/rpc/exchange.h"

namespace RpcScope {

ExchangeOutcome::Kind ExchangeOutcome::of(const Exchange &exchange)
{
    const Classification &c = exchange.classification;
    switch (c.outcome) {
    case Classification::Outcome::Result:
        for (const ResponseInfo &response : c.responses) {
            if (response.resultNode >= 0 && c.document.type(response.resultNode) == JsonDocument::Type::Object
                && c.document.memberString(response.resultNode, u"resultType") == u"input_required")
                return Kind::InputRequired;
        }
        return Kind::Result;
    case Classification::Outcome::Notification: return Kind::Notification;
    case Classification::Outcome::TransportError: return Kind::TransportFailure;
    case Classification::Outcome::Invalid: return Kind::Invalid;
    case Classification::Outcome::Error: break;
    }
    // A JSON-RPC error outranks the softer failures when a batch has several kinds.
    bool tool = false;
    bool business = false;
    for (const ResponseInfo &response : c.responses) {
        if (response.outcome == ResponseInfo::Outcome::Error)
            return Kind::Error;
        tool |= response.outcome == ResponseInfo::Outcome::ToolError;
        business |= response.outcome == ResponseInfo::Outcome::BusinessError;
    }
    if (tool)
        return Kind::ToolError;
    return business ? Kind::BusinessError : Kind::Error;
}

QString ExchangeOutcome::name(Kind kind)
{
    switch (kind) {
    case Kind::Result: return tr("result");
    case Kind::Error: return tr("error");
    case Kind::ToolError: return tr("tool error");
    case Kind::BusinessError: return tr("business error");
    case Kind::Notification: return tr("notification");
    case Kind::TransportFailure: return tr("transport failure");
    case Kind::Invalid: return tr("invalid");
    case Kind::InputRequired: return tr("input required");
    }
    return {};
}

} // namespace RpcScope
