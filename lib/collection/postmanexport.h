#pragma once

#include "lib/collection/collection.h"

#include <QByteArray>
#include <QStringList>

namespace RpcScope {

/// Writes a collection as a Postman collection v2.1 (for newman, or a team that keeps
/// Postman): folders as folders, each request a POST with its JSON-RPC text as the raw body
/// (`{{variables}}` are Postman's syntax too), headers, and the collection's variables (secret
/// ones with an empty value). Assertions become `pm.test` scripts where Postman can say the
/// same (outcome result/error, error code, HTTP status, exists, equals, matches, duration);
/// the others (schema, no-findings, business and tool errors) are listed in \a skipped.
/// Auth recipes become Postman auth (bearer, basic, a header as apikey) that refers to
/// variables, never to values: a secret written into a recipe as it is goes out as a new
/// secret variable without its value (listed in \a skipped), and so does the value of a
/// credential header (Authorization, X-API-Key …); token-param, login and cookie-csrf recipes
/// have no Postman auth and are listed.
class PostmanExport
{
public:
    static QByteArray toJson(const Collection &collection, QStringList *skipped = nullptr);
};

} // namespace RpcScope
