#include "lib/auth/tokenstore.h"

#include "lib/auth/wellknown.h"
#include "lib/keychain/keychain.h"
#include "lib/tr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

namespace RpcScope {

namespace {

constexpr int kFormatVersion = 1;

QJsonObject clientJson(const ClientIdentity &client)
{
    QJsonObject out;
    out.insert(QStringLiteral("clientId"), client.clientId);
    if (!client.clientSecret.isEmpty())
        out.insert(QStringLiteral("clientSecret"), QString::fromUtf8(client.clientSecret));
    out.insert(QStringLiteral("authMethod"), client.authMethod);
    out.insert(QStringLiteral("origin"), ClientIdentity::originName(client.origin));
    out.insert(QStringLiteral("issuer"), client.issuer);
    if (client.redirectUri.isValid() && !client.redirectUri.isEmpty())
        out.insert(QStringLiteral("redirectUri"), client.redirectUri.toString(QUrl::FullyEncoded));
    return out;
}

std::optional<ClientIdentity> clientOf(const QJsonValue &value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject in = value.toObject();
    ClientIdentity client;
    client.clientId = in.value(QStringLiteral("clientId")).toString();
    client.clientSecret = in.value(QStringLiteral("clientSecret")).toString().toUtf8();
    client.authMethod = in.value(QStringLiteral("authMethod")).toString();
    client.issuer = in.value(QStringLiteral("issuer")).toString();
    client.redirectUri = QUrl(in.value(QStringLiteral("redirectUri")).toString(), QUrl::StrictMode);
    const QString origin = in.value(QStringLiteral("origin")).toString();
    bool known = false;
    for (const auto kind : {ClientIdentity::Origin::PreRegistered, ClientIdentity::Origin::MetadataDocument,
                            ClientIdentity::Origin::Registered}) {
        if (ClientIdentity::originName(kind) == origin) {
            client.origin = kind;
            known = true;
        }
    }
    if (!known || client.clientId.isEmpty())
        return std::nullopt;
    return client;
}

} // namespace

QByteArray StoredAuthorization::toJson() const
{
    QJsonObject out;
    out.insert(QStringLiteral("version"), kFormatVersion);
    QJsonArray grantList;
    for (const OAuthGrant &grant : grants) {
        QJsonObject g;
        g.insert(QStringLiteral("accessToken"), QString::fromUtf8(grant.accessToken));
        g.insert(QStringLiteral("tokenType"), grant.tokenType);
        if (!grant.refreshToken.isEmpty())
            g.insert(QStringLiteral("refreshToken"), QString::fromUtf8(grant.refreshToken));
        if (grant.expiresAt.isValid())
            g.insert(QStringLiteral("expiresAt"), grant.expiresAt.toUTC().toString(Qt::ISODateWithMs));
        g.insert(QStringLiteral("scopes"), QJsonArray::fromStringList(grant.scopes));
        g.insert(QStringLiteral("issuer"), grant.issuer);
        g.insert(QStringLiteral("resource"), grant.resource);
        g.insert(QStringLiteral("tokenEndpoint"), grant.tokenEndpoint.toString(QUrl::FullyEncoded));
        if (!grant.revocationEndpoint.isEmpty())
            g.insert(QStringLiteral("revocationEndpoint"), grant.revocationEndpoint.toString(QUrl::FullyEncoded));
        if (!grant.askedScopes.isEmpty())
            g.insert(QStringLiteral("askedScopes"), QJsonArray::fromStringList(grant.askedScopes));
        if (!grant.dpopKey.isNull())
            g.insert(QStringLiteral("dpopKey"), QString::fromLatin1(grant.dpopKey.toPem()));
        g.insert(QStringLiteral("client"), clientJson(grant.client));
        grantList.append(g);
    }
    out.insert(QStringLiteral("grants"), grantList);
    QJsonArray clientList;
    QStringList issuers = clients.keys();
    issuers.sort();   // the same entry for the same content, whatever the hash's order
    for (const QString &issuer : std::as_const(issuers))
        clientList.append(clientJson(clients.value(issuer)));
    out.insert(QStringLiteral("clients"), clientList);
    if (!pinnedIssuer.isEmpty()) {
        out.insert(QStringLiteral("pinnedIssuer"), pinnedIssuer);
        out.insert(QStringLiteral("pinnedClientId"), pinnedClientId);
    }
    if (!clientSecret.isEmpty()) {
        out.insert(QStringLiteral("clientSecret"), QJsonObject{{QStringLiteral("clientId"), clientSecretFor},
                                                               {QStringLiteral("secret"), QString::fromUtf8(clientSecret)}});
    }
    return QJsonDocument(out).toJson(QJsonDocument::Compact);
}

std::optional<StoredAuthorization> StoredAuthorization::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject()) {
        *error = Tr::tr("the kept authorization is not a JSON object");
        return std::nullopt;
    }
    const QJsonObject in = document.object();
    if (in.value(QStringLiteral("version")).toInt() != kFormatVersion) {
        *error = Tr::tr("the kept authorization is of another version");
        return std::nullopt;
    }
    StoredAuthorization stored;
    for (const QJsonValue &value : in.value(QStringLiteral("grants")).toArray()) {
        const QJsonObject g = value.toObject();
        const std::optional<ClientIdentity> client = clientOf(g.value(QStringLiteral("client")));
        OAuthGrant grant;
        grant.accessToken = g.value(QStringLiteral("accessToken")).toString().toUtf8();
        grant.tokenType = g.value(QStringLiteral("tokenType")).toString();
        grant.refreshToken = g.value(QStringLiteral("refreshToken")).toString().toUtf8();
        grant.expiresAt = QDateTime::fromString(g.value(QStringLiteral("expiresAt")).toString(), Qt::ISODateWithMs);
        for (const QJsonValue &scope : g.value(QStringLiteral("scopes")).toArray())
            grant.scopes.append(scope.toString());
        grant.issuer = g.value(QStringLiteral("issuer")).toString();
        grant.resource = g.value(QStringLiteral("resource")).toString();
        grant.tokenEndpoint = QUrl(g.value(QStringLiteral("tokenEndpoint")).toString(), QUrl::StrictMode);
        grant.revocationEndpoint = QUrl(g.value(QStringLiteral("revocationEndpoint")).toString(), QUrl::StrictMode);
        for (const QJsonValue &scope : g.value(QStringLiteral("askedScopes")).toArray())
            grant.askedScopes.append(scope.toString());
        const QString pem = g.value(QStringLiteral("dpopKey")).toString();
        if (!pem.isEmpty()) {
            QString ignored;
            const std::optional<JwtSigner> key = JwtSigner::fromPem(pem.toLatin1(), &ignored);
            if (!key)
                continue;   // a DPoP-bound token without its key is of no use
            grant.dpopKey = *key;
        }
        if (!client || grant.accessToken.isEmpty() || grant.resource.isEmpty())
            continue;   // not a grant we could present: left out, never guessed at
        grant.client = *client;
        stored.grants.append(grant);
    }
    for (const QJsonValue &value : in.value(QStringLiteral("clients")).toArray()) {
        if (const std::optional<ClientIdentity> client = clientOf(value); client && !client->issuer.isEmpty())
            stored.clients.insert(client->issuer, *client);
    }
    stored.pinnedIssuer = in.value(QStringLiteral("pinnedIssuer")).toString();
    stored.pinnedClientId = in.value(QStringLiteral("pinnedClientId")).toString();
    const QJsonObject secret = in.value(QStringLiteral("clientSecret")).toObject();
    stored.clientSecretFor = secret.value(QStringLiteral("clientId")).toString();
    stored.clientSecret = secret.value(QStringLiteral("secret")).toString().toUtf8();
    if (stored.clientSecretFor.isEmpty())
        stored.clientSecret.clear();   // a secret of no client is of no use
    return stored;
}

TokenStore::TokenStore(const QString &service, QObject *parent)
    : QObject(parent)
    , m_service(service)
{
}

QString TokenStore::keyOf(const QUrl &endpoint)
{
    QUrl resource = WellKnown::canonicalResource(endpoint);
    // One entry whether the port is written or not.
    if (resource.port() == (resource.scheme() == u"https" ? 443 : 80))
        resource.setPort(-1);
    return QStringLiteral("oauth ") + resource.toString(QUrl::FullyEncoded);
}

void TokenStore::setKeychainEnabled(bool enabled)
{
    if (!enabled)
        fail(tr("the keychain is switched off"));
}

void TokenStore::fail(const QString &why)
{
    if (!m_failure.isEmpty())
        return;
    m_failure = why;
    emit keychainFailed(why);
}

void TokenStore::load(const QUrl &endpoint, QObject *context, Loaded done)
{
    const QString key = keyOf(endpoint);
    auto answer = [done](const QByteArray &json) {
        QString ignored;
        done(json.isEmpty() ? StoredAuthorization() : StoredAuthorization::fromJson(json, &ignored).value_or(StoredAuthorization()));
    };
    if (m_memory.contains(key) || !isKeychainAvailable()) {
        QTimer::singleShot(0, context, [answer, json = m_memory.value(key)] { answer(json); });
        return;
    }
    Keychain::read(m_service, key, context, [this, key, answer](const KeychainAnswer &read) {
        if (read.outcome == KeychainAnswer::Outcome::Failed)
            fail(read.error);
        answer(read.ok() ? read.data : m_memory.value(key));
    });
}

void TokenStore::save(const QUrl &endpoint, const StoredAuthorization &stored)
{
    const QString key = keyOf(endpoint);
    if (stored.isEmpty())
        m_memory.remove(key);
    else
        m_memory.insert(key, stored.toJson());
    if (!isKeychainAvailable()) {
        emit saved(endpoint, false);
        return;
    }
    ++m_writing;
    auto written = [this, endpoint](const KeychainAnswer &answer) {
        if (answer.outcome == KeychainAnswer::Outcome::Failed)
            fail(answer.error);
        emit saved(endpoint, answer.outcome != KeychainAnswer::Outcome::Failed);
        if (--m_writing == 0)
            emit idle();
    };
    if (stored.isEmpty())
        Keychain::remove(m_service, key, this, written);
    else
        Keychain::write(m_service, key, m_memory.value(key), this, written);
}

void TokenStore::forget(const QUrl &endpoint, QObject *context, Forgotten done)
{
    const QString key = keyOf(endpoint);
    const bool inMemory = m_memory.remove(key) > 0;
    if (!isKeychainAvailable()) {
        QTimer::singleShot(0, context, [done, inMemory, why = m_failure] { done(inMemory, why); });
        return;
    }
    // Read first: a keychain answers a removal of nothing with success.
    Keychain::read(m_service, key, context, [this, key, context, done, inMemory](const KeychainAnswer &read) {
        if (read.outcome == KeychainAnswer::Outcome::Failed) {
            fail(read.error);
            done(inMemory, read.error);
            return;
        }
        if (read.outcome == KeychainAnswer::Outcome::NotFound) {
            done(inMemory, QString());
            return;
        }
        Keychain::remove(m_service, key, context, [this, done](const KeychainAnswer &removed) {
            if (removed.outcome == KeychainAnswer::Outcome::Failed)
                fail(removed.error);
            done(true, removed.error);
        });
    });
}

} // namespace RpcScope
