#pragma once

#include "lib/session/sessionentry.h"
#include "lib/transport/wire.h"

#include <QByteArray>
#include <QStringList>

namespace RpcScope {

/// Replaces secrets by `{{redacted:NAME}}` placeholders before an entry is written
/// (docs/session-format.md lists what counts as a secret and which name each gets).
/// Pure logic; every byte that is not a secret stays exactly as it was: bodies are edited
/// in place at the secret's token, never re-serialised.
class SessionRedactor
{
public:
    /// Starts with the member names that hold credentials in common APIs (defaultMarkedMembers).
    SessionRedactor();

    /// password, passwd, secret, token, access_token, refresh_token, id_token, client_secret,
    /// api_key, apikey, login_key: values of these members are redacted in every body.
    static QStringList defaultMarkedMembers();

    /// Object member names whose values are secrets wherever they occur in a request or
    /// response body (compared case-insensitively), e.g. {"password", "apiKey"}.
    void setMarkedMembers(const QStringList &names);
    const QStringList &markedMembers() const { return m_marked; }

    /// True for Authorization, Proxy-Authorization, Cookie, Set-Cookie and credential-like
    /// names (login_key, *token*, *api-key*, *api_key*, *apikey*, *secret*, *password*,
    /// *passwd*, *session* except Mcp-Session-Id, *auth*, *key*, *credential*), case-insensitively.
    static bool isSecretHeader(QByteArrayView name);

    /// \a value with its secret replaced (keeping a `Bearer `/`Basic ` or other Authorization
    /// scheme word); \a value itself when \a name is no secret. Adds placeholder names to \a used.
    static QByteArray redactHeaderValue(QByteArrayView name, const QByteArray &value, QStringList *used);
    static HeaderList redactHeaders(const HeaderList &headers, QStringList *used);

    /// A JSON (or any) text with its secrets replaced: string values starting with `token:`,
    /// string values that are `Bearer `/`Basic ` and one token68, and the values of marked members.
    /// Text that is not valid JSON is returned unchanged.
    QByteArray redactBody(const QByteArray &text, QStringList *used) const;

    /// Redacts request, body, HTTP headers, notifications and message of \a entry in place
    /// and merges the placeholder names used into entry->redacted.
    void redact(SessionEntry *entry) const;

private:
    QStringList m_marked;   // lower case
};

} // namespace RpcScope
