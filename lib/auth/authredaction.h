#pragma once

#include "lib/transport/wire.h"

#include <QByteArray>

#include <functional>

namespace RpcScope {

/// What of an authorization step may be shown: the same bytes with every secret's value
/// replaced by "[redacted]": tokens, codes, verifiers, client secrets and assertions in form
/// and JSON bodies and in redirect URLs, and the credentials of request headers. The rest,
/// names, order and spelling, stays as sent, so a step still reads as the exchange it was.
namespace AuthRedaction {

/// Whether a form parameter, query parameter or JSON member of that name carries a secret
/// (access_token, code, code_verifier, client_secret, assertion …).
bool isSecretParameter(QByteArrayView name);

/// "name=value" pairs joined by '&' (a form body or a query) with each secret parameter's value
/// replaced by what \a replace makes of it (the value as spelled, the decoded name); the rest
/// stays as it was spelled.
QByteArray replaceSecretParameters(const QByteArray &pairs,
                                   const std::function<QByteArray(const QByteArray &value, const QByteArray &name)> &replace);
/// A form (application/x-www-form-urlencoded) or a URL query.
QByteArray form(const QByteArray &body);
/// A JSON text (token and registration answers); anything else comes back unchanged.
QByteArray json(const QByteArray &body);
/// A body of either kind: JSON when it looks like JSON, else a form.
QByteArray body(const QByteArray &body);
/// A URL whose query may carry a code or token (the browser's redirect).
QString url(const QUrl &url);
/// Authorization, Proxy-Authorization, DPoP and Cookie values masked (the scheme kept).
HeaderList headers(const HeaderList &headers);

/// What stands in place of the value of the secret parameter \a name (a session file's
/// placeholder, say); the plain functions above use "[redacted]".
using Mask = std::function<QByteArray(const QByteArray &name)>;
/// body(), url() and a header value that is a URL (Location: its query and its fragment),
/// each secret as \a mask makes it.
QByteArray body(const QByteArray &body, const Mask &mask);
QString url(const QUrl &url, const Mask &mask);
QByteArray location(const QByteArray &value, const Mask &mask);

} // namespace AuthRedaction

} // namespace RpcScope
