#include "lib/mcp/elicitationdefaults.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonsplice.h"

namespace RpcScope {

using Type = JsonDocument::Type;

QByteArray ElicitationDefaults::apply(const QByteArray &paramsJson, const QByteArray &resultJson)
{
    const JsonDocument result = JsonDocument::parse(resultJson);
    if (!result.isValid() || result.type(0) != Type::Object || result.memberString(0, u"action") != u"accept")
        return resultJson;
    const JsonDocument params = JsonDocument::parse(paramsJson);
    const int schema = params.isValid() && params.type(0) == Type::Object ? params.member(0, u"requestedSchema") : -1;
    const int properties = schema >= 0 && params.type(schema) == Type::Object ? params.member(schema, u"properties") : -1;
    if (properties < 0 || params.type(properties) != Type::Object)
        return resultJson;
    const int content = result.member(0, u"content");
    if (content >= 0 && result.type(content) != Type::Object)
        return resultJson;
    // The answer's own text stays as written; each default joins its content.
    QByteArray out = resultJson;
    for (int property = params.firstChild(properties); property >= 0; property = params.nextSibling(property)) {
        const int value = params.type(property) == Type::Object ? params.member(property, u"default") : -1;
        const QString name = params.string(params.keyNode(property));
        if (value >= 0 && (content < 0 || result.member(content, name) < 0))
            out = JsonSplice::setMember(out, {QStringLiteral("content"), name}, params.raw(value).toByteArray());
    }
    return out;
}

} // namespace RpcScope
