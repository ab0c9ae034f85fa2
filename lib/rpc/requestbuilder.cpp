#include "lib/rpc/requestbuilder.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/tr.h"

namespace RpcScope {

namespace {

/// The params indexed, or an invalid document (and \a error) when they cannot be params.
JsonDocument parseParams(const QByteArray &params, QString *error)
{
    const JsonDocument doc = JsonDocument::parse(params);
    if (!doc.isValid()) {
        if (error)
            *error = Tr::tr("The params are not valid JSON: %1").arg(doc.error().message);
        return {};
    }
    const auto type = doc.type(0);
    if (type != JsonDocument::Type::Object && type != JsonDocument::Type::Array) {
        if (error)
            *error = Tr::tr("The params must be a JSON object or array (JSON-RPC 2.0, section 4.2).");
        return {};
    }
    return doc;
}

} // namespace

bool RequestBuilder::validParams(const QByteArray &params, QString *error)
{
    return parseParams(params, error).isValid();
}

QByteArray RequestBuilder::build(const RequestSpec &spec, QString *error)
{
    QByteArray params;
    if (!spec.params.trimmed().isEmpty()) {
        const JsonDocument doc = parseParams(spec.params, error);
        if (!doc.isValid())
            return {};
        // Compact, but every token keeps its spelling: the bytes stay one line for stdio.
        params = JsonWriter::compact(doc);
    }
    QByteArray out;
    out.reserve(64 + spec.method.size() + params.size());
    out += R"({"jsonrpc":"2.0",)";
    if (!spec.id.isAbsent()) {
        out += R"("id":)";
        out += spec.id.raw();
        out += ',';
    }
    out += R"("method":)";
    out += JsonWriter::quote(spec.method);
    if (!params.isEmpty()) {
        out += R"(,"params":)";
        out += params;
    }
    out += '}';
    return out;
}

QByteArray RequestBuilder::buildBatch(const QList<RequestSpec> &specs, QString *error)
{
    QByteArray out = "[";
    for (qsizetype i = 0; i < specs.size(); ++i) {
        const QByteArray one = build(specs.at(i), error);
        if (one.isEmpty())
            return {};
        if (i > 0)
            out += ',';
        out += one;
    }
    out += ']';
    return out;
}

} // namespace RpcScope
