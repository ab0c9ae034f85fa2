#include "lib/mcp/mcpclientcapabilities.h"

#include "lib/json/jsonbuilder.h"

namespace RpcScope {

QByteArray McpClientCapabilities::forAnswers(const QStringList &methods)
{
    JsonBuilder json(0);
    json.beginObject();
    if (methods.contains(QStringLiteral("roots/list")))
        json.key(u"roots").beginObject().endObject();
    if (methods.contains(QStringLiteral("sampling/createMessage")))
        json.key(u"sampling").beginObject().endObject();
    if (methods.contains(QStringLiteral("elicitation/create")))
        json.key(u"elicitation").beginObject().endObject();
    json.endObject();
    return json.text();
}

} // namespace RpcScope
