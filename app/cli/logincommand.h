#pragma once

#include <QObject>
#include <QUrl>

namespace RpcScope {

class OAuthAuthorizer;
class TokenStore;

/// `rpcscope-cli login ENDPOINT` runs the OAuth flow alone (discovery from the well-known
/// URLs, no request to the endpoint itself) and prints who signed in, as which client, for
/// what scopes and how long, never the token; the token store keeps it for later commands.
/// `rpcscope-cli logout ENDPOINT` revokes what the token store keeps for the endpoint where its
/// authorization server offers revocation (RFC 7009), then forgets it.
class LoginCommand : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LoginCommand)

public:
    struct Context
    {
        OAuthAuthorizer *authorizer = nullptr;
        TokenStore *store = nullptr;   ///< null: --no-token-store
        bool json = false;
    };

    explicit LoginCommand(const Context &context, QObject *parent = nullptr);

    /// Starts signing in to \a endpoint; ExchangeReport::ExitOk when under way, otherwise the
    /// exit status with \a error set.
    int login(const QString &endpoint, QString *error);
    int logout(const QString &endpoint, QString *error);

signals:
    void finished(int exitStatus);

private:
    static QUrl httpUrl(const QString &endpoint, const QString &command, QString *error);
    void report(bool ok, const QString &error);
    void forget();

    Context m_context;
    QUrl m_endpoint;
    bool m_kept = false;   ///< the grant reached the keychain
};

} // namespace RpcScope
