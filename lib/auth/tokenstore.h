#pragma once

#include "lib/auth/oauthgrant.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QUrl>

#include <functional>
#include <optional>

namespace RpcScope {

/// What of one endpoint's authorization outlives the process: its grants (tokens, with the
/// DPoP key a token is bound to), the client identities registered with its authorization
/// servers (so a second sign-in reuses the registration), and the authorization server a
/// pre-registered client id belongs to. Kept in the keychain as JSON, never in a file.
struct StoredAuthorization
{
    QList<OAuthGrant> grants;
    QHash<QString, ClientIdentity> clients;   ///< by issuer
    QString pinnedIssuer;
    QString pinnedClientId;                   ///< the pre-registered client id pinnedIssuer is for
    /// The secret of a pre-registered client, as typed in the endpoint sheet: configuration,
    /// not a sign-in, so signing out keeps it.
    QString clientSecretFor;                  ///< the client id it belongs to
    QByteArray clientSecret;

    bool isEmpty() const { return grants.isEmpty() && clients.isEmpty() && clientSecret.isEmpty(); }
    QByteArray toJson() const;
    /// Nothing, and \a error in words, for anything that is not what toJson() writes
    /// (a keychain entry is outside input: another program may have written it).
    static std::optional<StoredAuthorization> fromJson(const QByteArray &json, QString *error);
};

/// Where endpoints' authorizations are kept between processes: the system keychain, one
/// entry per endpoint (service "RpcScope", key "oauth " and the endpoint's canonical resource
/// URL), each grant in it naming its issuer, resource and client. When no keychain answers,
/// entries live in this object's memory for the rest of the process and keychainFailed() says
/// why once. Tokens and client secrets never reach a file.
class TokenStore : public QObject
{
    Q_OBJECT

public:
    explicit TokenStore(const QString &service = QStringLiteral("RpcScope"), QObject *parent = nullptr);

    /// The keychain key of \a endpoint's entry.
    static QString keyOf(const QUrl &endpoint);

    using Loaded = std::function<void(const StoredAuthorization &stored)>;
    /// What is kept for \a endpoint (empty when nothing is, or no keychain answers), through
    /// \a done on \a context, never from inside this call.
    void load(const QUrl &endpoint, QObject *context, Loaded done);
    /// Keeps \a stored for \a endpoint (an empty one forgets it).
    void save(const QUrl &endpoint, const StoredAuthorization &stored);
    using Forgotten = std::function<void(bool found, const QString &error)>;
    /// Forgets \a endpoint's entry: \a found tells whether there was one; \a error is set when
    /// the keychain could not be asked.
    void forget(const QUrl &endpoint, QObject *context, Forgotten done);

    /// Whether writes are on their way to the keychain: a process waits for idle() before it
    /// ends, or what it obtained is lost.
    bool isWriting() const { return m_writing > 0; }

    /// False once the keychain failed to answer: entries live in memory only.
    bool isKeychainAvailable() const { return m_failure.isEmpty(); }
    const QString &failure() const { return m_failure; }
    /// Never asks the keychain (tests and `--screenshots`): memory only.
    void setKeychainEnabled(bool enabled);

signals:
    /// The keychain could not be used (\a why in words): from now on, memory only.
    void keychainFailed(const QString &why);
    /// \a endpoint's entry was written to the keychain (or to memory: \a inKeychain false).
    void saved(const QUrl &endpoint, bool inKeychain);
    /// The last write under way has been answered.
    void idle();

private:
    void fail(const QString &why);

    QString m_service;
    QHash<QString, QByteArray> m_memory;   // entries kept this process (always; the only copy without a keychain)
    QString m_failure;
    int m_writing = 0;
};

} // namespace RpcScope
