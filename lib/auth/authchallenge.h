#pragma once

#include "lib/transport/wire.h"

#include <QByteArray>
#include <QList>
#include <QPair>

#include <optional>

namespace RpcScope {

/// One challenge of a WWW-Authenticate field (RFC 9110 §11.6.1): a scheme and either a
/// token68 or parameters, values unquoted. Bearer's parameters (RFC 6750 §3, RFC 9728 §5.1):
/// realm, scope, error, error_description, resource_metadata.
struct AuthChallenge
{
    QByteArray scheme;                              ///< as sent ("Bearer", "DPoP")
    QByteArray token68;
    QList<QPair<QByteArray, QByteArray>> params;    ///< in order, names as sent

    /// The first parameter of that name (any case); empty when absent.
    QByteArray param(QByteArrayView name) const;
    bool isScheme(QByteArrayView name) const { return scheme.compare(name, Qt::CaseInsensitive) == 0; }

    /// Every challenge in one field value. Lenient where servers are sloppy (spaces around
    /// '=', an unquoted value with spaces up to the next comma); what cannot be read is skipped.
    static QList<AuthChallenge> parse(QByteArrayView value);
    /// The OAuth challenge of an answer's WWW-Authenticate fields: Bearer, else DPoP.
    static std::optional<AuthChallenge> oauthOf(const HeaderList &headers);
};

} // namespace RpcScope
