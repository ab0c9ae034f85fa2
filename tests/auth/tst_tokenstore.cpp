// What outlives a process: StoredAuthorization's JSON reads back what it wrote (the DPoP key
// a token is bound to included) and refuses what it did not write; TokenStore keeps entries
// in a real system keychain (this test runs under tests/support/with-keychain.sh: a private
// D-Bus session with gnome-keyring), so a second store, as a second process would, finds them;
// with the keychain switched off they live in memory and say so; nothing lands in a file.

#include "lib/auth/tokenstore.h"

#include "support/secretscan.h"

#include <QSignalSpy>
#include <QTest>

using namespace RpcScope;

namespace {

OAuthGrant sampleGrant()
{
    OAuthGrant grant;
    grant.accessToken = "tok-secret-1";
    grant.tokenType = "DPoP";
    grant.refreshToken = "ref-secret-1";
    grant.expiresAt = QDateTime(QDate(2031, 5, 6), QTime(7, 8, 9), Qt::UTC);
    grant.scopes = {"read", "write"};
    grant.issuer = "https://as.example";
    grant.resource = "https://mcp.example/mcp";
    grant.tokenEndpoint = QUrl("https://as.example/token");
    grant.dpopKey = JwtSigner::generateEs256();
    grant.client.clientId = "client-1";
    grant.client.clientSecret = "client-secret-1";
    grant.client.authMethod = "client_secret_post";
    grant.client.origin = ClientIdentity::Origin::Registered;
    grant.client.issuer = "https://as.example";
    grant.client.redirectUri = QUrl("http://127.0.0.1:4711/callback");
    return grant;
}

StoredAuthorization sample()
{
    StoredAuthorization stored;
    stored.grants.append(sampleGrant());
    stored.clients.insert("https://as.example", sampleGrant().client);
    stored.pinnedIssuer = "https://as.example";
    stored.pinnedClientId = "client-1";
    return stored;
}

StoredAuthorization loaded(TokenStore &store, const QUrl &endpoint)
{
    StoredAuthorization result;
    bool done = false;
    store.load(endpoint, &store, [&](const StoredAuthorization &stored) {
        result = stored;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 10000))
        qWarning("the token store did not answer");
    return result;
}

} // namespace

class tst_TokenStore final : public QObject
{
    Q_OBJECT

private slots:
    void readsBackWhatItWrote()
    {
        const StoredAuthorization stored = sample();
        QString error;
        const std::optional<StoredAuthorization> read = StoredAuthorization::fromJson(stored.toJson(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->grants.size(), 1);
        const OAuthGrant &grant = read->grants.first();
        QCOMPARE(grant.accessToken, QByteArray("tok-secret-1"));
        QCOMPARE(grant.refreshToken, QByteArray("ref-secret-1"));
        QCOMPARE(grant.expiresAt, sampleGrant().expiresAt);
        QCOMPARE(grant.scopes, (QStringList{"read", "write"}));
        QCOMPARE(grant.client.clientSecret, QByteArray("client-secret-1"));
        QCOMPARE(grant.client.redirectUri, QUrl("http://127.0.0.1:4711/callback"));
        // The token is bound to the key: the same key must come back.
        QCOMPARE(grant.dpopKey.thumbprint(), stored.grants.first().dpopKey.thumbprint());
        QCOMPARE(read->clients.value("https://as.example").clientId, QString("client-1"));
        QCOMPARE(read->pinnedClientId, QString("client-1"));
        QCOMPARE(read->toJson(), StoredAuthorization::fromJson(read->toJson(), &error)->toJson());
    }

    void refusesWhatItDidNotWrite_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("said");
        QTest::newRow("not json") << QByteArray("tok-1") << "not a JSON object";
        QTest::newRow("array") << QByteArray("[]") << "not a JSON object";
        QTest::newRow("other version") << QByteArray("{\"version\":2,\"grants\":[]}") << "another version";
    }

    void refusesWhatItDidNotWrite()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, said);
        QString error;
        QVERIFY(!StoredAuthorization::fromJson(json, &error));
        QVERIFY2(error.contains(said), qPrintable(error));
    }

    void leavesOutGrantsThatCannotBePresented()
    {
        // No client, no resource, a DPoP key that is no key: left out, never guessed at.
        const QByteArray json =
            "{\"version\":1,\"grants\":["
            "{\"accessToken\":\"a\",\"resource\":\"https://m.example/mcp\"},"
            "{\"accessToken\":\"b\",\"client\":{\"clientId\":\"c\",\"origin\":\"registered\"}},"
            "{\"accessToken\":\"c\",\"resource\":\"https://m.example/mcp\",\"dpopKey\":\"not a key\",\"client\":{\"clientId\":\"c\",\"origin\":\"registered\"}},"
            "{\"accessToken\":\"d\",\"resource\":\"https://m.example/mcp\",\"client\":{\"clientId\":\"c\",\"origin\":\"martian\"}},"
            "{\"accessToken\":\"e\",\"resource\":\"https://m.example/mcp\",\"client\":{\"clientId\":\"c\",\"origin\":\"registered\"}}]}";
        QString error;
        const std::optional<StoredAuthorization> read = StoredAuthorization::fromJson(json, &error);
        QVERIFY(read);
        QCOMPARE(read->grants.size(), 1);
        QCOMPARE(read->grants.first().accessToken, QByteArray("e"));
    }

    void keyIsTheCanonicalResource()
    {
        QCOMPARE(TokenStore::keyOf(QUrl("HTTPS://MCP.Example:443/mcp#x")), QString("oauth https://mcp.example/mcp"));
    }

    void aSecondStoreFindsWhatTheFirstKept()
    {
        const QUrl endpoint("https://mcp.example/mcp");
        {
            TokenStore first;
            QSignalSpy saved(&first, &TokenStore::saved);
            first.save(endpoint, sample());
            QVERIFY(saved.wait(10000));
            QVERIFY2(saved.first().at(1).toBool(), qPrintable(first.failure()));
        }
        TokenStore second;   // nothing in its memory: what it finds comes from the keychain
        const StoredAuthorization found = loaded(second, endpoint);
        QVERIFY2(second.isKeychainAvailable(), qPrintable(second.failure()));
        QCOMPARE(found.grants.size(), 1);
        QCOMPARE(found.grants.first().accessToken, QByteArray("tok-secret-1"));
        QVERIFY(loaded(second, QUrl("https://other.example/mcp")).isEmpty());

        // No secret in any file of the home the keychain lives in (its keyring is encrypted).
        const QStringList leaked = filesHoldingSecrets(qEnvironmentVariable("HOME"),
                                                       {"tok-secret-1", "ref-secret-1", "client-secret-1"});
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(u'\n')));

        bool forgotten = false;
        bool found2 = false;
        second.forget(endpoint, &second, [&](bool was, const QString &error) {
            QVERIFY2(error.isEmpty(), qPrintable(error));
            found2 = was;
            forgotten = true;
        });
        QVERIFY(QTest::qWaitFor([&] { return forgotten; }, 10000));
        QVERIFY(found2);
        TokenStore third;
        QVERIFY(loaded(third, endpoint).isEmpty());
    }

    void withoutAKeychainEntriesLiveInMemory()
    {
        const QUrl endpoint("https://memory.example/mcp");
        TokenStore store;
        QSignalSpy failed(&store, &TokenStore::keychainFailed);
        store.setKeychainEnabled(false);
        QCOMPARE(failed.size(), 1);
        QVERIFY(!store.isKeychainAvailable());
        QSignalSpy saved(&store, &TokenStore::saved);
        store.save(endpoint, sample());
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved.first().at(1).toBool(), false);
        QCOMPARE(loaded(store, endpoint).grants.size(), 1);
        TokenStore other;   // the keychain has none of it
        other.setKeychainEnabled(false);
        QVERIFY(loaded(other, endpoint).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_TokenStore)
#include "tst_tokenstore.moc"
