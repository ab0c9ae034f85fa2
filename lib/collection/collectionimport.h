#pragma once

#include "lib/collection/collection.h"
#include "lib/transport/wire.h"
#include "lib/workspace/mcpserverconfig.h"

#include <QStringList>

#include <optional>

namespace RpcScope {

class JsonDocument;

/// Turns other tools' files into collections, and a saved request into a curl line.
/// Params and bodies are kept as the text they had in the source (key order, number
/// spelling). Variables written `{{name}}` (Postman's syntax too) stay variables.
///
/// Imports never keep a secret in clear: a credential (a Postman secret variable, a bearer,
/// basic or API-key auth, an Authorization, Cookie or API-key header, a password in a URL's
/// userinfo, a `?token=`-like query parameter) becomes a secret variable, named only and
/// referred to as `{{name}}`, and \a notes say which one, so a person gives its value
/// (RPCSCOPE_SECRET_<NAME> or the keychain). A variable a credential refers to becomes secret.
class CollectionImport
{
public:
    /// One request per method of an OpenRPC document, in document order, with the params
    /// of its first example (else the defaults, else placeholders of the right type), sent
    /// to \a endpoint (e.g. `{{baseUrl}}`), and an outcome assertion where an example tells
    /// what to expect. Methods are grouped into folders by their first tag when \a byTag.
    static std::optional<Collection> fromOpenRpc(const QByteArray &document, const QString &endpoint, QString *error,
                                                 bool byTag = false);
    /// A Postman collection v2.1: folders and requests whose raw body is JSON-RPC (a request,
    /// a notification, a batch; other bodies become raw requests), headers, collection
    /// variables. Requests that are not POST with a raw body are listed in \a skipped.
    /// Auth of the collection, of folders (given to each request in them) and of requests
    /// becomes auth recipes (bearer, basic, apikey in a header) over secret variables.
    static std::optional<Collection> fromPostman(const QByteArray &json, QString *error, QStringList *skipped = nullptr,
                                                 QStringList *notes = nullptr);
    /// A curl command line (as browsers' "Copy as cURL" write it): URL, -X, -H, -d /
    /// --data-raw / --data-binary / --json, -u (becomes a Basic auth recipe). The secret
    /// variables the item refers to are appended to \a secrets (for the collection it goes into).
    static std::optional<CollectionItem> fromCurl(const QString &commandLine, QString *error,
                                                  QList<CollectionVariable> *secrets = nullptr,
                                                  QStringList *notes = nullptr);
    /// The servers of an MCP configuration (`mcpServers`, or VS Code's `servers`).
    static std::optional<QList<McpServerEntry>> mcpServers(const QByteArray &json, QString *error);
    /// The node of an MCP configuration's servers object in \a doc; -1, with a translated
    /// \a error, when \a doc is no MCP configuration.
    static int mcpServersObject(const JsonDocument &doc, QString *error);

    /// \a body sent to \a endpoint with \a headers as a curl command line; secret header
    /// values are redacted unless \a keepSecrets.
    static QString toCurl(const QString &endpoint, const QByteArray &body, const HeaderList &headers,
                          bool keepSecrets = false);
    /// Fills kind, method, params, id or body of \a request from JSON-RPC message text.
    static void setMessage(SavedRequest *request, const QString &text);
};

} // namespace RpcScope
