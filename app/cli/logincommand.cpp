#include "app/cli/logincommand.h"
#include "app/cli/authoption.h"

#include "lib/auth/oauthauthorizer.h"
#include "lib/auth/tokenstore.h"
#include "lib/json/jsonbuilder.h"
#include "lib/rpc/exchangereport.h"
#include "lib/transport/transporterror.h"

#include <QLocale>

#include <cstdio>

namespace RpcScope {

namespace {

void write(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

} // namespace

LoginCommand::LoginCommand(const Context &context, QObject *parent)
    : QObject(parent)
    , m_context(context)
{
}

QUrl LoginCommand::httpUrl(const QString &endpoint, const QString &command, QString *error)
{
    const QUrl url(endpoint, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https") || url.host().isEmpty()) {
        *error = tr("%1 signs in to an http(s):// endpoint, not \"%2\".").arg(command, endpoint);
        return {};
    }
    return url;
}

int LoginCommand::login(const QString &endpoint, QString *error)
{
    m_endpoint = httpUrl(endpoint, QStringLiteral("login"), error);
    if (m_endpoint.isEmpty())
        return ExchangeReport::ExitUsage;
    OAuthAuthorizer *authorizer = m_context.authorizer;
    if (m_context.store) {
        connect(m_context.store, &TokenStore::saved, this, [this](const QUrl &, bool inKeychain) {
            if (!m_context.authorizer->grant().isEmpty())
                m_kept = inKeychain;
        });
    }
    connect(authorizer, &HttpAuthorizer::settled, this, [this](const TransportError &failure) {
        report(!failure.isError(), failure.message);
    });
    connect(authorizer, &HttpAuthorizer::declined, this, [this] {
        report(false, tr("%1 publishes no OAuth metadata (no protected resource or authorization server metadata at "
                         "any well-known address): there is nothing to sign in to.")
                           .arg(m_endpoint.toDisplayString()));
    });
    authorizer->signIn(m_endpoint);
    return ExchangeReport::ExitOk;
}

void LoginCommand::report(bool ok, const QString &error)
{
    const OAuthGrant &grant = m_context.authorizer->grant();
    if (m_context.json) {
        JsonBuilder json(2);
        json.beginObject().key(u"endpoint").value(m_endpoint.toString(QUrl::RemoveUserInfo));
        json.key(u"signedIn").value(ok);
        json.key(u"tokenStore").value(!m_context.store ? QStringLiteral("off")
                                      : m_context.store->isKeychainAvailable() ? QStringLiteral("keychain")
                                                                               : QStringLiteral("memory"));
        AuthOption::writeJson(json, m_context.authorizer);
        json.endObject();
        write(stdout, QString::fromUtf8(json.text()));
    } else if (ok) {
        write(stdout, tr("Signed in to %1").arg(grant.resource));
        write(stdout, tr("  authorization server  %1").arg(grant.issuer));
        write(stdout, tr("  client                %1 (%2)").arg(grant.client.clientId, ClientIdentity::originName(grant.client.origin)));
        write(stdout, tr("  scopes                %1").arg(grant.scopes.isEmpty() ? tr("(none named)") : grant.scopes.join(u' ')));
        write(stdout, tr("  token                 %1, %2").arg(grant.tokenType.isEmpty() ? QStringLiteral("Bearer") : grant.tokenType,
                                                              grant.expiresAt.isValid()
                                                                  ? tr("expires %1").arg(grant.expiresAt.toString(Qt::ISODate))
                                                                  : tr("no expiry given")));
        write(stdout, tr("  refresh token         %1").arg(grant.refreshToken.isEmpty() ? tr("none") : tr("held")));
        if (!m_context.store)
            write(stdout, tr("  kept                  no (--no-token-store)"));
        else if (m_context.store->isKeychainAvailable())
            write(stdout, tr("  kept                  in the system keychain"));
        else
            write(stdout, tr("  kept                  no: %1").arg(m_context.store->failure()));
    }
    if (!ok) {
        if (!m_context.json)
            write(stderr, tr("error: %1").arg(error));
        emit finished(ExchangeReport::ExitTransport);
        return;
    }
    emit finished(ExchangeReport::ExitOk);
}

int LoginCommand::logout(const QString &endpoint, QString *error)
{
    m_endpoint = httpUrl(endpoint, QStringLiteral("logout"), error);
    if (m_endpoint.isEmpty())
        return ExchangeReport::ExitUsage;
    if (!m_context.store) {
        *error = tr("logout forgets what the system keychain keeps; with --no-token-store there is nothing to forget.");
        return ExchangeReport::ExitUsage;
    }
    // What is kept is revoked at its authorization server first (RFC 7009), then forgotten.
    m_context.store->load(m_endpoint, this, [this](const StoredAuthorization &stored) {
        connect(m_context.authorizer, &OAuthAuthorizer::revocationsFinished, this, [this](int failed) {
            if (failed > 0)
                write(stderr, tr("warning: %n grant(s) could not be revoked at the authorization server (see the "
                                 "steps above); forgotten here all the same, they stay valid until they expire.",
                                 nullptr, failed));
            forget();
        }, Qt::SingleShotConnection);
        m_context.authorizer->revoke(stored.grants);
    });
    return ExchangeReport::ExitOk;
}

void LoginCommand::forget()
{
    m_context.store->forget(m_endpoint, this, [this](bool found, const QString &failure) {
        if (!failure.isEmpty()) {
            write(stderr, tr("error: the system keychain cannot be asked (%1): nothing is kept there between commands.").arg(failure));
            emit finished(ExchangeReport::ExitTransport);
            return;
        }
        write(stdout, found ? tr("Forgot the sign-in kept for %1.").arg(m_endpoint.toDisplayString())
                            : tr("Nothing was kept for %1.").arg(m_endpoint.toDisplayString()));
        emit finished(ExchangeReport::ExitOk);
    });
}

} // namespace RpcScope
