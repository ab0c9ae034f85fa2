#include "lib/auth/authchallenge.h"

#include <QTest>

using namespace RpcScope;

class TstAuthChallenge : public QObject
{
    Q_OBJECT

private slots:
    void bearerWithParameters()
    {
        const QList<AuthChallenge> challenges = AuthChallenge::parse(
            "Bearer error=\"invalid_token\", error_description=\"Missing \\\"Authorization\\\" header\", scope=\"mcp:basic mcp:read\", "
            "resource_metadata=\"http://127.0.0.1:9/.well-known/oauth-protected-resource/mcp\"");
        QCOMPARE(challenges.size(), 1);
        const AuthChallenge &c = challenges.first();
        QCOMPARE(c.scheme, QByteArray("Bearer"));
        QCOMPARE(c.param("error"), QByteArray("invalid_token"));
        QCOMPARE(c.param("ERROR_DESCRIPTION"), QByteArray("Missing \"Authorization\" header"));
        QCOMPARE(c.param("scope"), QByteArray("mcp:basic mcp:read"));
        QCOMPARE(c.param("resource_metadata"), QByteArray("http://127.0.0.1:9/.well-known/oauth-protected-resource/mcp"));
        QVERIFY(c.param("realm").isEmpty());
    }

    void severalChallengesInOneField()
    {
        const QList<AuthChallenge> challenges =
            AuthChallenge::parse("Basic realm=\"api\", Bearer realm=\"api\", scope=read, DPoP algs=\"ES256 RS256\"");
        QCOMPARE(challenges.size(), 3);
        QCOMPARE(challenges.at(0).scheme, QByteArray("Basic"));
        QCOMPARE(challenges.at(1).scheme, QByteArray("Bearer"));
        QCOMPARE(challenges.at(1).param("scope"), QByteArray("read"));   // a token, unquoted
        QCOMPARE(challenges.at(2).scheme, QByteArray("DPoP"));
        QCOMPARE(challenges.at(2).param("algs"), QByteArray("ES256 RS256"));
    }

    void token68AndBareSchemes()
    {
        QList<AuthChallenge> challenges = AuthChallenge::parse("Negotiate a87421000492aa874209af8bc028==, Bearer");
        QCOMPARE(challenges.size(), 2);
        QCOMPARE(challenges.at(0).token68, QByteArray("a87421000492aa874209af8bc028=="));
        QVERIFY(challenges.at(0).params.isEmpty());
        QCOMPARE(challenges.at(1).scheme, QByteArray("Bearer"));
        QVERIFY(challenges.at(1).params.isEmpty());
        // "realm=," with parameters after it is an empty parameter, not a token68.
        challenges = AuthChallenge::parse("Bearer realm=, scope=\"notes\", error=invalid_token");
        QCOMPARE(challenges.size(), 1);
        QVERIFY(challenges.first().token68.isEmpty());
        QCOMPARE(challenges.first().param("realm"), QByteArray());
        QCOMPARE(challenges.first().param("scope"), QByteArray("notes"));
        QCOMPARE(challenges.first().param("error"), QByteArray("invalid_token"));
        // ... and a token68 stays one when another challenge follows.
        challenges = AuthChallenge::parse("Basic abc=, Bearer scope=x");
        QCOMPARE(challenges.size(), 2);
        QCOMPARE(challenges.first().token68, QByteArray("abc="));
        QCOMPARE(challenges.at(1).param("scope"), QByteArray("x"));
    }

    void sloppyServersAreReadToo()
    {
        // Spaces around '=', an unquoted value with spaces, an unterminated quote.
        const QList<AuthChallenge> challenges =
            AuthChallenge::parse("Bearer  scope = mcp:basic ,error=insufficient scope , realm=\"unterminated");
        QCOMPARE(challenges.size(), 1);
        QCOMPARE(challenges.first().param("scope"), QByteArray("mcp:basic"));
        QCOMPARE(challenges.first().param("error"), QByteArray("insufficient scope"));
        QCOMPARE(challenges.first().param("realm"), QByteArray("unterminated"));
    }

    void garbageIsSkipped()
    {
        QVERIFY(AuthChallenge::parse("").isEmpty());
        QVERIFY(AuthChallenge::parse(" , ,, ").isEmpty());
        const QList<AuthChallenge> challenges = AuthChallenge::parse("=== , \"x\", Bearer realm=a");
        QCOMPARE(challenges.size(), 1);
        QCOMPARE(challenges.first().param("realm"), QByteArray("a"));
    }

    void theOAuthChallengeOfAnAnswer()
    {
        const HeaderList headers = {{"Content-Type", "application/json"},
                                    {"www-authenticate", "DPoP algs=\"ES256\""},
                                    {"WWW-Authenticate", "Basic realm=x, Bearer scope=\"a\""}};
        const std::optional<AuthChallenge> challenge = AuthChallenge::oauthOf(headers);
        QVERIFY(challenge);
        QCOMPARE(challenge->scheme, QByteArray("Bearer"));   // Bearer before DPoP
        QCOMPARE(challenge->param("scope"), QByteArray("a"));
        QVERIFY(!AuthChallenge::oauthOf({{"WWW-Authenticate", "Basic realm=x"}}));
        QCOMPARE(AuthChallenge::oauthOf({{"WWW-Authenticate", "dpop"}})->scheme, QByteArray("dpop"));
    }
};

QTEST_GUILESS_MAIN(TstAuthChallenge)
#include "tst_authchallenge.moc"
