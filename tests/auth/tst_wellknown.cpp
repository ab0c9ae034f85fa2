#include "lib/auth/oauthdocuments.h"
#include "lib/auth/pkce.h"
#include "lib/auth/wellknown.h"

#include <QTest>

using namespace RpcScope;

namespace {

QStringList texts(const QList<QUrl> &urls)
{
    QStringList out;
    for (const QUrl &url : urls)
        out.append(url.toString());
    return out;
}

} // namespace

class TstWellKnown : public QObject
{
    Q_OBJECT

private slots:
    void resourceMetadataPathInsertedThenRoot()
    {
        QCOMPARE(texts(WellKnown::resourceMetadataUrls(QUrl("https://api.example/v1/mcp?x=1#f"))),
                 (QStringList{"https://api.example/.well-known/oauth-protected-resource/v1/mcp",
                              "https://api.example/.well-known/oauth-protected-resource"}));
        QCOMPARE(texts(WellKnown::resourceMetadataUrls(QUrl("http://127.0.0.1:8080/"))),
                 (QStringList{"http://127.0.0.1:8080/.well-known/oauth-protected-resource"}));
    }

    void serverMetadataInTheSpecificationsOrder()
    {
        QCOMPARE(texts(WellKnown::serverMetadataUrls(QUrl("https://auth.example"))),
                 (QStringList{"https://auth.example/.well-known/oauth-authorization-server",
                              "https://auth.example/.well-known/openid-configuration"}));
        QCOMPARE(texts(WellKnown::serverMetadataUrls(QUrl("https://auth.example/tenant1/"))),
                 (QStringList{"https://auth.example/.well-known/oauth-authorization-server/tenant1",
                              "https://auth.example/.well-known/openid-configuration/tenant1",
                              "https://auth.example/tenant1/.well-known/openid-configuration"}));
    }

    void resourceCoversTheEndpointsPath_data()
    {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("endpoint");
        QTest::addColumn<bool>("covers");
        QTest::newRow("same") << "https://a.example/mcp" << "https://a.example/mcp" << true;
        QTest::newRow("root") << "https://a.example" << "https://a.example/mcp" << true;
        QTest::newRow("parent") << "https://a.example/api/" << "https://a.example/api/mcp" << true;
        QTest::newRow("prefix is not a parent") << "https://a.example/mc" << "https://a.example/mcp" << false;
        QTest::newRow("other host") << "https://evil.example/mcp" << "https://a.example/mcp" << false;
        QTest::newRow("other port") << "https://a.example:8443/mcp" << "https://a.example/mcp" << false;
        QTest::newRow("other scheme") << "http://a.example/mcp" << "https://a.example/mcp" << false;
        QTest::newRow("child of the endpoint") << "https://a.example/mcp/x" << "https://a.example/mcp" << false;
        QTest::newRow("not a URL") << "mcp" << "https://a.example/mcp" << false;
    }

    void resourceCoversTheEndpointsPath()
    {
        QFETCH(QString, resource);
        QFETCH(QString, endpoint);
        QFETCH(bool, covers);
        QCOMPARE(WellKnown::resourceCovers(QUrl(resource), QUrl(endpoint)), covers);
    }

    void pkceIsS256OfTheVerifier()
    {
        // Computed independently (Python: base64.urlsafe_b64encode(hashlib.sha256(v).digest())).
        QCOMPARE(Pkce::challengeOf("dBjftJeZ4CVP-mJ92IZ6a7HymuGlu6Wx1l5HXEHs8ka"),
                 QByteArray("4LMCe0VgAQ2h7KBt5CCO7Q7C75mePAUM2qPlT-FLmxI"));
        const Pkce a = Pkce::generate();
        const Pkce b = Pkce::generate();
        QCOMPARE(a.verifier.size(), 43);
        QVERIFY(a.verifier != b.verifier);
        QCOMPARE(a.challenge, Pkce::challengeOf(a.verifier));
    }

    void documentsSayWhatIsWrong_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("error");
        QTest::newRow("html") << QByteArray("<html>login</html>") << "the body is not JSON";
        QTest::newRow("empty") << QByteArray("  ") << "the body is empty";
        QTest::newRow("array") << QByteArray("[]") << "the body is JSON but not an object";
        QTest::newRow("no issuer") << QByteArray("{\"token_endpoint\":\"https://a/t\"}") << "it has no \"issuer\"";
        QTest::newRow("no token endpoint") << QByteArray("{\"issuer\":\"https://a\"}") << "it has no \"token_endpoint\"";
        QTest::newRow("relative endpoint") << QByteArray("{\"issuer\":\"https://a\",\"token_endpoint\":\"/token\"}")
                                           << "\"token_endpoint\" is not an http(s) URL: /token";
        QTest::newRow("javascript endpoint")
            << QByteArray("{\"issuer\":\"https://a\",\"token_endpoint\":\"https://a/t\",\"authorization_endpoint\":\"javascript:alert(1)\"}")
            << "\"authorization_endpoint\" is not an http(s) URL: javascript:alert(1)";
    }

    void documentsSayWhatIsWrong()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, error);
        QString said;
        QVERIFY(!ServerMetadata::parse(body, &said));
        QVERIFY2(said.startsWith(error), qPrintable(said));
    }

    void documentsAreRead()
    {
        QString error;
        const auto resource = ResourceMetadata::parse(
            "{\"resource\":\"https://a.example/mcp\",\"authorization_servers\":[\"https://auth.example/t1\"],\"scopes_supported\":[\"a\",\"b\"]}", &error);
        QVERIFY2(resource, qPrintable(error));
        QCOMPARE(resource->resource, QString("https://a.example/mcp"));
        QCOMPARE(resource->authorizationServers, QStringList{"https://auth.example/t1"});
        QVERIFY(resource->hasScopesSupported);
        const QByteArray notAList = "{\"resource\":\"x\",\"authorization_servers\":\"https://a\"}";
        QVERIFY(!ResourceMetadata::parse(notAList, &error));

        const auto token = TokenAnswer::parse("{\"access_token\":\"t\",\"token_type\":\"bearer\",\"expires_in\":\"60\",\"scope\":\"\"}", &error);
        QVERIFY(token);
        QCOMPARE(token->expiresInSeconds, 60);
        QVERIFY(token->hasScope);
        QVERIFY(!TokenAnswer::parse("{\"token_type\":\"Bearer\"}", &error));
        QCOMPARE(error, QString("it has no \"access_token\""));

        QCOMPARE(oauthErrorText("{\"error\":\"invalid_grant\",\"error_description\":\"code used\"}"),
                 QString("invalid_grant (code used)"));
        QVERIFY(oauthErrorText("not json").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstWellKnown)
#include "tst_wellknown.moc"
