// Secrets in URLs: a userinfo password or token and credential query parameters become
// {{redacted:NAME}}; every other byte of the URL stays.
#include "lib/session/sessionredactor.h"
#include "lib/session/urlredaction.h"

#include <QTest>

using namespace RpcScope;

class tst_UrlRedaction final : public QObject
{
    Q_OBJECT

private slots:
    void urls_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QStringList>("names");
        QTest::newRow("plain") << "http://127.0.0.1:8080/rpc" << "http://127.0.0.1:8080/rpc" << QStringList();
        QTest::newRow("token") << "https://h/rpc?token=abc&page=2" << "https://h/rpc?token={{redacted:token}}&page=2"
                               << QStringList{"token"};
        QTest::newRow("api_key, access_token, key")
            << "https://h/v1?api_key=1&access_token=2&key=3&monkey=4"
            << "https://h/v1?api_key={{redacted:api_key}}&access_token={{redacted:access_token}}&key={{redacted:key}}&monkey=4"
            << QStringList{"api_key", "access_token", "key"};
        QTest::newRow("suffix and case") << "https://h/?X-Goog-Signature=s&MyToken=t&Content=c"
                                         << "https://h/?X-Goog-Signature={{redacted:x-goog-signature}}&MyToken={{redacted:mytoken}}&Content=c"
                                         << QStringList{"x-goog-signature", "mytoken"};
        QTest::newRow("fragment kept") << "https://h/p?sig=abc#token=frag" << "https://h/p?sig={{redacted:sig}}#token=frag"
                                       << QStringList{"sig"};
        QTest::newRow("user:password") << "http://alice:s3cret@h:8332/" << "http://alice:{{redacted:password}}@h:8332/"
                                       << QStringList{"password"};
        QTest::newRow("lone token") << "https://ghp_abc@github.com/x" << "https://{{redacted:userinfo}}@github.com/x"
                                    << QStringList{"userinfo"};
        QTest::newRow("@ in the path is no userinfo") << "https://h/users/@me?x=1" << "https://h/users/@me?x=1" << QStringList();
        QTest::newRow("request-target") << "/rpc?apikey=zz" << "/rpc?apikey={{redacted:apikey}}" << QStringList{"apikey"};
        QTest::newRow("websocket") << "wss://h/ws?token=abc" << "wss://h/ws?token={{redacted:token}}" << QStringList{"token"};
        QTest::newRow("stdio unchanged") << "stdio:server --token=abc" << "stdio:server --token=abc" << QStringList();
        QTest::newRow("already redacted") << "https://h/?token={{redacted:token}}" << "https://h/?token={{redacted:token}}"
                                          << QStringList{"token"};
        QTest::newRow("empty value stays") << "https://h/?token=&a=b" << "https://h/?token=&a=b" << QStringList();
    }

    void urls()
    {
        QFETCH(QString, url);
        QFETCH(QString, expected);
        QFETCH(QStringList, names);
        QStringList used;
        QCOMPARE(UrlRedaction::redact(url, &used), expected);
        QCOMPARE(used, names);
        QCOMPARE(UrlRedaction::redact(url.toUtf8()), expected.toUtf8());
    }

    void recordedEndpointAndHttpFields()
    {
        SessionRedactor redactor;
        SessionEntry entry;
        entry.endpoint = QStringLiteral("http://u:pw1234@127.0.0.1:9/rpc?access_token=abcd");
        HttpMeta http;
        http.url = QUrl(entry.endpoint);
        http.target = "/rpc?access_token=abcd";
        entry.http = http;
        redactor.redact(&entry);
        QCOMPARE(entry.endpoint, QStringLiteral("http://u:{{redacted:password}}@127.0.0.1:9/rpc?access_token={{redacted:access_token}}"));
        QCOMPARE(entry.http->target, QByteArray("/rpc?access_token={{redacted:access_token}}"));
        const QByteArray url = entry.http->url.toEncoded();
        QVERIFY2(!url.contains("pw1234") && !url.contains("abcd"), url.constData());
        QCOMPARE(entry.redacted, (QStringList{QStringLiteral("password"), QStringLiteral("access_token")}));
    }
};

QTEST_GUILESS_MAIN(tst_UrlRedaction)
#include "tst_urlredaction.moc"
