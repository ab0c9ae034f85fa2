#pragma once

#include "lib/session/sessionentry.h"
#include "lib/transport/wire.h"

#include <QByteArray>
#include <QStringList>

#include <array>

#include <memory>

namespace RpcScope {

class SecretValues;

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
    /// and merges the placeholder names used into entry->redacted. Then, in every field of the
    /// line (bodies, header values, endpoint, URL, request-target, error message): the secrets
    /// of URLs (UrlRedaction) and each known secret value (secretValues()).
    void redact(SessionEntry *entry) const;

    /// Secrets known by value, e.g. a collection run's secret variables and the token its
    /// login was handed. Shared, not copied, between copies of this redactor, so a value
    /// added during a run reaches a copy that redacts on the writing thread; thread-safe.
    const std::shared_ptr<SecretValues> &secretValues() const { return m_values; }
    void setSecretValues(std::shared_ptr<SecretValues> values);
    /// Adds \a value to secretValues(), written as `{{redacted:NAME}}` (NAME from \a name).
    void addSecretValue(const QString &name, const QString &value);

private:
    QStringList m_marked;   // lower case
    std::shared_ptr<SecretValues> m_values;
    // What may start a secret after a '"' (lower case): `token:`, `bearer `, `basic ` and
    // each marked name with its closing quote; mayHoldSecret() looks for them in one pass.
    QList<QByteArray> m_triggers;
    std::array<bool, 256> m_triggerStarts{};   // the first bytes of m_triggers
    bool m_markedBeyondAscii = false;          // a marked name's other cases escape the byte compare
    bool mayHoldSecret(QByteArrayView text) const;
};

} // namespace RpcScope
