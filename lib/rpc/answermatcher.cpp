#include "lib/rpc/answermatcher.h"

#include "lib/json/jsondocument.h"
#include "lib/rpc/sentmessage.h"

namespace RpcScope {

int AnswerMatcher::match(const JsonDocument &doc, const Waiting &waiting)
{
    if (!doc.isValid() || waiting.isEmpty())
        return -1;
    int probe = 0;
    if (doc.type(0) == JsonDocument::Type::Array) {
        probe = doc.firstChild(0);
        if (probe < 0) {
            // `[]`: what some servers answer an empty batch with (the spec wants one error
            // object); on a message transport it is matched as HTTP matches it by its reply.
            for (int i = 0; i < waiting.size(); ++i) {
                if (waiting[i]->isEmptyBatch())
                    return i;
            }
            return -1;
        }
    }
    if (doc.type(probe) != JsonDocument::Type::Object || doc.member(probe, u"method") >= 0)
        return -1;
    const RequestId id = RequestId::fromNode(doc, doc.member(probe, u"id"));
    for (int i = 0; i < waiting.size(); ++i) {
        const SentMessage &sent = *waiting[i];
        for (const auto &item : sent.items) {
            if (!item.isNotification() && (item.id.matches(id) || item.id.matchesOnlyAsText(id)))
                return i;
        }
        if ((!sent.parsed || sent.isEmptyBatch()) && id.kind() == RequestId::Kind::Null)
            return i;   // the error answering bytes that were not JSON, or an empty batch
    }
    return waiting.size() == 1 ? 0 : -1;
}

} // namespace RpcScope
