#include "ui/composer/requesttemplate.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/rpc/requestbuilder.h"

#include <optional>

namespace RpcScope {

using Type = JsonDocument::Type;

namespace {

bool isTrue(const JsonDocument &doc, int object, QStringView key)
{
    const int node = object >= 0 && doc.type(object) == Type::Object ? doc.member(object, key) : -1;
    return node >= 0 && doc.type(node) == Type::True;
}

void open(JsonBuilder &out, bool array)
{
    if (array)
        out.beginArray();
    else
        out.beginObject();
}

void close(JsonBuilder &out, bool array)
{
    if (array)
        out.endArray();
    else
        out.endObject();
}

QByteArray compact(const JsonDocument &doc, int node)
{
    return JsonWriter::compact(doc, node);
}

/// A value that fits \a schema, as compact JSON text; nullopt when the schema is not simple
/// enough to guess one (a $ref, a combinator, no type).
std::optional<QByteArray> placeholder(const JsonDocument &doc, int schema, int depth = 0);

/// An object with a placeholder for each required property that has one (LSP's textDocument:
/// {"uri": ""}), a few levels deep; {} otherwise.
QByteArray objectPlaceholder(const JsonDocument &doc, int schema, int depth)
{
    const int required = doc.member(schema, u"required");
    const int properties = doc.member(schema, u"properties");
    if (depth >= 4 || required < 0 || doc.type(required) != Type::Array || properties < 0
        || doc.type(properties) != Type::Object) {
        return QByteArrayLiteral("{}");
    }
    QByteArray out = "{";
    for (int r = doc.firstChild(required); r >= 0; r = doc.nextSibling(r)) {
        if (doc.type(r) != Type::String)
            continue;
        const std::optional<QByteArray> value = placeholder(doc, doc.member(properties, doc.string(r)), depth + 1);
        if (!value)
            continue;
        if (out.size() > 1)
            out += ',';
        out += doc.raw(r).toByteArray() + ':' + *value;
    }
    return out + '}';
}

std::optional<QByteArray> placeholder(const JsonDocument &doc, int schema, int depth)
{
    if (schema < 0 || doc.type(schema) != Type::Object)
        return std::nullopt;
    for (QStringView key : {u"default", u"const"}) {
        const int node = doc.member(schema, key);
        if (node >= 0)
            return compact(doc, node);
    }
    for (QStringView key : {u"examples", u"enum"}) {
        const int node = doc.member(schema, key);
        if (node >= 0 && doc.type(node) == Type::Array && doc.childCount(node) > 0)
            return compact(doc, doc.firstChild(node));
    }
    int typeNode = doc.member(schema, u"type");
    // ["string", "null"]: the first type that is not null.
    if (typeNode >= 0 && doc.type(typeNode) == Type::Array) {
        int chosen = -1;
        for (int t = doc.firstChild(typeNode); t >= 0; t = doc.nextSibling(t)) {
            if (doc.type(t) == Type::String && (chosen < 0 || doc.string(chosen) == u"null"))
                chosen = t;
        }
        typeNode = chosen;
    }
    if (typeNode < 0 || doc.type(typeNode) != Type::String)
        return std::nullopt;
    const QString type = doc.string(typeNode);
    if (type == u"string")
        return QByteArrayLiteral("\"\"");
    if (type == u"integer" || type == u"number") {
        const int minimum = doc.member(schema, u"minimum");
        if (minimum >= 0 && doc.type(minimum) == Type::Number)
            return compact(doc, minimum);
        return QByteArrayLiteral("0");
    }
    if (type == u"boolean")
        return QByteArrayLiteral("false");
    if (type == u"array")
        return QByteArrayLiteral("[]");
    if (type == u"object")
        return objectPlaceholder(doc, schema, depth);
    if (type == u"null")
        return QByteArrayLiteral("null");
    return std::nullopt;
}

/// The params of an OpenRPC method's first example, or empty.
QByteArray fromOpenRpcExample(const JsonDocument &examples, bool byPosition)
{
    if (!examples.isValid() || examples.type(0) != Type::Array || examples.childCount(0) == 0)
        return {};
    const int example = examples.firstChild(0);
    const int params = examples.type(example) == Type::Object ? examples.member(example, u"params") : -1;
    if (params < 0 || examples.type(params) != Type::Array)
        return {};
    JsonBuilder out(0);
    open(out, byPosition);
    for (int pair = examples.firstChild(params); pair >= 0; pair = examples.nextSibling(pair)) {
        const QString name = examples.memberString(pair, u"name");
        const int value = examples.type(pair) == Type::Object ? examples.member(pair, u"value") : -1;
        if (name.isEmpty() || value < 0)
            return {};
        if (!byPosition)
            out.key(name);
        out.raw(compact(examples, value));
    }
    close(out, byPosition);
    return out.text();
}

/// OpenRPC content descriptors: the required ones with a placeholder each.
std::optional<QByteArray> fromOpenRpcParams(const JsonDocument &params, bool byPosition)
{
    if (!params.isValid() || params.type(0) != Type::Array)
        return std::nullopt;
    JsonBuilder out(0);
    open(out, byPosition);
    for (int descriptor = params.firstChild(0); descriptor >= 0; descriptor = params.nextSibling(descriptor)) {
        const QString name = params.memberString(descriptor, u"name");
        if (name.isEmpty())
            return std::nullopt;   // a $ref into components
        if (!isTrue(params, descriptor, u"required"))
            continue;
        const auto value = placeholder(params, params.member(descriptor, u"schema"));
        if (!value)
            return std::nullopt;
        if (!byPosition)
            out.key(name);
        out.raw(*value);
    }
    close(out, byPosition);
    return out.text();
}

/// An object JSON Schema (an MCP inputSchema): its required properties with placeholders.
std::optional<QByteArray> fromObjectSchema(const JsonDocument &schema)
{
    if (!schema.isValid() || schema.type(0) != Type::Object)
        return std::nullopt;
    const int properties = schema.member(0, u"properties");
    const int required = schema.member(0, u"required");
    JsonBuilder out(0);
    out.beginObject();
    if (required >= 0 && schema.type(required) == Type::Array) {
        for (int r = schema.firstChild(required); r >= 0; r = schema.nextSibling(r)) {
            if (schema.type(r) != Type::String)
                return std::nullopt;
            const QString name = schema.string(r);
            const int property = properties >= 0 && schema.type(properties) == Type::Object
                                     ? schema.member(properties, name) : -1;
            const auto value = placeholder(schema, property);
            if (!value)
                return std::nullopt;
            out.key(name).raw(*value);
        }
    }
    out.endObject();
    return out.text();
}

/// MCP prompt arguments: [{name, required}], every value a string.
QByteArray fromPromptArguments(const JsonDocument &arguments)
{
    JsonBuilder out(0);
    out.beginObject();
    if (arguments.isValid() && arguments.type(0) == Type::Array) {
        for (int a = arguments.firstChild(0); a >= 0; a = arguments.nextSibling(a)) {
            const QString name = arguments.memberString(a, u"name");
            if (!name.isEmpty() && isTrue(arguments, a, u"required"))
                out.key(name).value(QStringView());
        }
    }
    out.endObject();
    return out.text();
}

} // namespace

QByteArray RequestTemplate::params(const MethodInfo &method)
{
    switch (method.kind) {
    case MethodInfo::Kind::Tool: {
        const auto arguments = fromObjectSchema(JsonDocument::parse(method.paramsSchema));
        JsonBuilder out(0);
        out.beginObject().key(u"name").value(method.name)
            .key(u"arguments").raw(arguments.value_or(QByteArrayLiteral("{}")))
            .endObject();
        return out.text();
    }
    case MethodInfo::Kind::Prompt: {
        JsonBuilder out(0);
        out.beginObject().key(u"name").value(method.name)
            .key(u"arguments").raw(fromPromptArguments(JsonDocument::parse(method.paramsSchema)))
            .endObject();
        return out.text();
    }
    case MethodInfo::Kind::Resource: {
        JsonBuilder out(0);
        out.beginObject().key(u"uri").value(method.name).endObject();
        return out.text();
    }
    case MethodInfo::Kind::Method:
        break;
    }

    if (method.paramsSchema.isEmpty())
        return QByteArrayLiteral("{}");   // nothing documented: let the user fill it in
    const JsonDocument definition = JsonDocument::parse(method.definition);
    const bool byPosition = definition.memberString(definition.isValid() ? 0 : -1, u"paramStructure")
                            == u"by-position";
    const JsonDocument params = JsonDocument::parse(method.paramsSchema);
    // OpenRPC "params": [] documents a method without params: send none.
    if (params.isValid() && params.type(0) == Type::Array && params.childCount(0) == 0)
        return {};
    const QByteArray example = fromOpenRpcExample(JsonDocument::parse(method.examples), byPosition);
    if (!example.isEmpty())
        return example;
    return fromOpenRpcParams(params, byPosition)
        .value_or(byPosition ? QByteArrayLiteral("[]") : QByteArrayLiteral("{}"));
}

QByteArray RequestTemplate::forMethod(const MethodInfo &method, qint64 id)
{
    RequestSpec spec;
    switch (method.kind) {
    case MethodInfo::Kind::Tool: spec.method = QStringLiteral("tools/call"); break;
    case MethodInfo::Kind::Prompt: spec.method = QStringLiteral("prompts/get"); break;
    case MethodInfo::Kind::Resource: spec.method = QStringLiteral("resources/read"); break;
    case MethodInfo::Kind::Method: spec.method = method.name; break;
    }
    spec.params = params(method);
    spec.id = RequestId::number(id);
    const QByteArray compactText = RequestBuilder::build(spec);
    return JsonWriter::prettyPrint(JsonDocument::parse(compactText));
}

} // namespace RpcScope
