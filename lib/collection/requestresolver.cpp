#include "lib/collection/requestresolver.h"

#include "lib/collection/variableresolver.h"
#include "lib/export/curlcommand.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/rpc/requestbuilder.h"
#include "lib/tr.h"
#include "lib/transport/endpointsettings.h"

#include <QUrl>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

/// Adds "token:VALUE" as the first positional parameter (aria2's secret token).
bool withTokenParam(const QString &params, const QString &token, QString *out, QString *error)
{
    const QString quoted = QString::fromUtf8(JsonWriter::quote(QString(u"token:"_s + token)));
    const QString trimmed = params.trimmed();
    if (trimmed.isEmpty()) {
        *out = u'[' + quoted + u']';
        return true;
    }
    if (!trimmed.startsWith(u'[')) {
        *error = Tr::tr("The token-param auth recipe needs params by position (a JSON array).");
        return false;
    }
    const QString rest = trimmed.mid(1);
    *out = u'[' + quoted + (rest.trimmed().startsWith(u']') ? QString() : u","_s) + rest;
    return true;
}

} // namespace

std::optional<ResolvedRequest> RequestResolver::resolve(const SavedRequest &request, const AuthRecipe &auth,
                                                        const AuthMaterial &material, VariableResolver &variables,
                                                        QString *error)
{
    ResolvedRequest out;
    auto resolve = [&variables, error](const QString &text, VariableResolver::Context context) {
        return variables.resolve(text, context, error);
    };
    const std::optional<QString> endpoint = resolve(request.endpoint, VariableResolver::Context::Plain);
    if (!endpoint) {
        *error = Tr::tr("endpoint: %1").arg(*error);
        return std::nullopt;
    }
    out.endpoint = endpoint->trimmed();
    if (out.endpoint.isEmpty()) {
        *error = Tr::tr("The request has no endpoint.");
        return std::nullopt;
    }

    out.headers.clear();
    for (const auto &[name, value] : request.headers) {
        const std::optional<QString> filledName = resolve(name, VariableResolver::Context::Plain);
        const std::optional<QString> filledValue = filledName ? resolve(value, VariableResolver::Context::Plain)
                                                              : std::nullopt;
        if (!filledValue) {
            *error = Tr::tr("header %1: %2").arg(name, *error);
            return std::nullopt;
        }
        out.headers.append({filledName->toLatin1(), filledValue->toUtf8()});
    }

    QString tokenForParams;
    switch (auth.kind) {
    case AuthRecipe::Kind::Inherit:
    case AuthRecipe::Kind::None:
        break;
    case AuthRecipe::Kind::Bearer: {
        const std::optional<QString> token = resolve(auth.token, VariableResolver::Context::Plain);
        if (!token) {
            *error = Tr::tr("auth: %1").arg(*error);
            return std::nullopt;
        }
        out.headers.append({QByteArrayLiteral("Authorization"), QByteArray("Bearer " + token->toUtf8())});
        break;
    }
    case AuthRecipe::Kind::Basic: {
        const std::optional<QString> user = resolve(auth.username, VariableResolver::Context::Plain);
        const std::optional<QString> password = user ? resolve(auth.password, VariableResolver::Context::Plain)
                                                      : std::nullopt;
        if (!password) {
            *error = Tr::tr("auth: %1").arg(*error);
            return std::nullopt;
        }
        out.headers.append({QByteArrayLiteral("Authorization"),
                          "Basic " + QByteArray(user->toUtf8() + ':' + password->toUtf8()).toBase64()});
        break;
    }
    case AuthRecipe::Kind::Header: {
        const std::optional<QString> value = resolve(auth.value, VariableResolver::Context::Plain);
        if (!value) {
            *error = Tr::tr("auth: %1").arg(*error);
            return std::nullopt;
        }
        out.headers.append({auth.headerName.toLatin1(), value->toUtf8()});
        break;
    }
    case AuthRecipe::Kind::TokenParam: {
        const std::optional<QString> token = resolve(auth.token, VariableResolver::Context::Plain);
        if (!token) {
            *error = Tr::tr("auth: %1").arg(*error);
            return std::nullopt;
        }
        tokenForParams = *token;
        break;
    }
    case AuthRecipe::Kind::Login: {
                out.headers.append({auth.headerName.toLatin1(), material.headerValue});
        break;
    }
    case AuthRecipe::Kind::OAuth2:
        break;   // the transport's authorizer adds the token to every request (and a DPoP proof)
    case AuthRecipe::Kind::CookieCsrf: {
                if (!material.cookies.isEmpty())
            out.headers.append({QByteArrayLiteral("Cookie"), material.cookies});
        out.headers.append({auth.headerName.toLatin1(), material.headerValue});
        break;
    }
    }

    switch (request.kind) {
    case SavedRequest::Kind::Single:
    case SavedRequest::Kind::Notification:
    case SavedRequest::Kind::Mcp: {
        std::optional<QString> params = resolve(request.params, VariableResolver::Context::Json);
        if (!params) {
            *error = Tr::tr("params: %1").arg(*error);
            return std::nullopt;
        }
        if (auth.kind == AuthRecipe::Kind::TokenParam && request.kind == SavedRequest::Kind::Mcp) {
            *error = Tr::tr("The token-param auth recipe does not apply to MCP requests.");
            return std::nullopt;
        }
        if (auth.kind == AuthRecipe::Kind::TokenParam) {
            QString withToken;
            if (!withTokenParam(*params, tokenForParams, &withToken, error))
                return std::nullopt;
            params = withToken;
        }
        RequestSpec spec;
        spec.method = request.method;
        spec.params = params->trimmed().toUtf8();
        if (request.kind == SavedRequest::Kind::Mcp) {
            const JsonDocument doc = JsonDocument::parse(spec.params);
            if (!spec.params.isEmpty() && (!doc.isValid() || doc.type(0) != JsonDocument::Type::Object)) {
                *error = Tr::tr("params: an MCP request's params must be a JSON object.");
                return std::nullopt;
            }
            out.mcpMethod = request.method;
            out.mcpParams = spec.params;
            spec.id = RequestId::number(1);
        } else if (request.kind == SavedRequest::Kind::Single) {
            spec.id = RequestId::fromJsonText(request.id.toUtf8());
            if (spec.id.kind() == RequestId::Kind::Other || spec.id.kind() == RequestId::Kind::Absent)
                spec.id = RequestId::number(1);
        }
        out.bytes = RequestBuilder::build(spec, error);
        if (out.bytes.isEmpty()) {
            *error = Tr::tr("params: %1").arg(*error);
            return std::nullopt;
        }
        break;
    }
    case SavedRequest::Kind::Batch:
    case SavedRequest::Kind::Raw: {
        const std::optional<QString> body = resolve(request.body, VariableResolver::Context::Json);
        if (!body) {
            *error = Tr::tr("body: %1").arg(*error);
            return std::nullopt;
        }
        out.bytes = body->toUtf8();
        if (request.kind == SavedRequest::Kind::Batch) {
            const JsonDocument doc = JsonDocument::parse(out.bytes);
            if (!doc.isValid() || doc.type(0) != JsonDocument::Type::Array) {
                *error = Tr::tr("body: a batch must be a JSON array of requests.");
                return std::nullopt;
            }
            // A batch is one message: on an NDJSON channel it must be one line.
            out.bytes = JsonWriter::compact(doc);
        }
        break;
    }
    }

    return out;
}

QString RequestResolver::toCurl(const ResolvedRequest &request, bool keepSecrets)
{
    EndpointSettings settings;
    settings.headers = request.headers;
    const CurlRequest curl = CurlRequest::forEndpoint(QUrl(request.endpoint), settings, request.bytes);
    CurlCommand::Options options;
    options.secrets = keepSecrets ? CurlCommand::Secrets::Keep : CurlCommand::Secrets::Redact;
    return CurlCommand::build(curl, options);
}

} // namespace RpcScope
