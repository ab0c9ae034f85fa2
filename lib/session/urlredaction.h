#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// Secrets a URL carries by its shape (docs/session-format.md): the password of its userinfo
/// (`http://user:PASSWORD@host`, or a lone token `https://TOKEN@host`) and the values of
/// query parameters that name a credential (`?token=`, `api_key=`, `access_token=`, `key=`,
/// `sig=` …). Each becomes `{{redacted:NAME}}`; every other byte stays as it was.
namespace UrlRedaction {

/// True for query parameter names that hold credentials, case-insensitively: token,
/// access_token, refresh_token, id_token, auth, auth_token, key, api_key, apikey, api-key,
/// secret, client_secret, password, passwd, pwd, pass, sig, signature, login_key, session,
/// sessionid, session_id, and any name ending in token, _key, -key, secret, password or signature.
bool isSecretParameter(QStringView name);

/// \a url (absolute, or a request-target such as `/rpc?token=x`) with its secrets replaced;
/// the placeholder names used are appended to \a used once each. Text that is no URL (a
/// `stdio:` command) is returned unchanged.
QString redact(const QString &url, QStringList *used = nullptr);
QByteArray redact(const QByteArray &url, QStringList *used = nullptr);

} // namespace UrlRedaction
} // namespace RpcScope
