// Secrets known by value: every spelling of a value becomes {{redacted:NAME}}, in every
// field of a recorded line, and a copy of a redactor sees values added to the original.
#include "lib/session/secretvalues.h"
#include "lib/session/sessionredactor.h"

#include <QTest>
#include <QThread>

using namespace RpcScope;

class tst_SecretValues final : public QObject
{
    Q_OBJECT

private slots:
    void everySpelling()
    {
        SecretValues values;
        values.add(QStringLiteral("Password"), QStringLiteral("p\"w/d &<x> é"));
        QStringList used;
        // As it is, JSON-escaped, percent-encoded, XML-escaped.
        QCOMPARE(values.redact(QByteArray("a p\"w/d &<x> \xc3\xa9 b"), &used), QByteArray("a {{redacted:password}} b"));
        QCOMPARE(values.redact(QByteArray("{\"x\":\"p\\\"w/d &<x> \xc3\xa9\"}")), QByteArray("{\"x\":\"{{redacted:password}}\"}"));
        QCOMPARE(values.redact(QByteArray("?k=p%22w%2Fd%20%26%3Cx%3E%20%C3%A9&n=1")), QByteArray("?k={{redacted:password}}&n=1"));
        QCOMPARE(values.redact(QByteArray("<a m=\"p&quot;w/d &amp;&lt;x&gt; \xc3\xa9\"/>")),
                 QByteArray("<a m=\"{{redacted:password}}\"/>"));
        QCOMPARE(used, QStringList{QStringLiteral("password")});
    }

    void longestFirstAndShortOnesIgnored()
    {
        SecretValues values;
        values.add(QStringLiteral("short"), QStringLiteral("ab"));
        values.add(QStringLiteral("token"), QStringLiteral("abc123"));
        values.add(QStringLiteral("auth.token"), QStringLiteral("xyz-abc123-xyz"));
        values.add(QStringLiteral("again"), QStringLiteral("abc123"));   // known already: keeps its name
        QCOMPARE(values.count(), 2);
        QCOMPARE(values.redact(QByteArray("ab xyz-abc123-xyz abc123")),
                 QByteArray("ab {{redacted:auth.token}} {{redacted:token}}"));
        QCOMPARE(values.redact(QStringLiteral("nothing here")), QStringLiteral("nothing here"));
    }

    void redactorRedactsEveryField()
    {
        SessionRedactor redactor;
        redactor.addSecretValue(QStringLiteral("apiKey"), QStringLiteral("sk_live_123456"));
        SessionEntry entry;
        entry.endpoint = QStringLiteral("http://h/rpc/sk_live_123456");
        entry.request = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":[\"sk_live_123456\"]}";
        entry.body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"sk_live_123456\"}";
        entry.errorMessage = QStringLiteral("refused sk_live_123456");
        entry.notifications.append({1, QByteArray("{\"k\":\"sk_live_123456\"}"), 0});
        HttpMeta http;
        http.url = QUrl(QStringLiteral("http://h/rpc/sk_live_123456"));
        http.target = "/rpc/sk_live_123456";
        http.requestHeaders = {{"X-Note", "sk_live_123456"}};
        http.responseHeaders = {{"X-Echo", "was sk_live_123456"}};
        entry.http = http;
        redactor.redact(&entry);
        const QByteArray all = entry.endpoint.toUtf8() + entry.request + entry.body + entry.errorMessage.toUtf8()
                               + entry.notifications.constFirst().message + entry.http->url.toEncoded()
                               + entry.http->target + entry.http->requestHeaders.constFirst().second
                               + entry.http->responseHeaders.constFirst().second;
        QVERIFY2(!all.contains("sk_live_123456"), all.constData());
        QCOMPARE(entry.request, QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":[\"{{redacted:apikey}}\"]}"));
        QCOMPARE(entry.http->responseHeaders.constFirst().second, QByteArray("was {{redacted:apikey}}"));
        QVERIFY(entry.redacted.contains(QStringLiteral("apikey")));
    }

    void copiesShareValues()
    {
        SessionRedactor original;
        const SessionRedactor copy = original;   // as a writing thread takes it
        original.addSecretValue(QStringLiteral("token"), QStringLiteral("tok_abcdef"));
        SessionEntry entry;
        entry.body = "{\"result\":{\"v\":\"tok_abcdef\"}}";
        copy.redact(&entry);
        QCOMPARE(entry.body, QByteArray("{\"result\":{\"v\":\"{{redacted:token}}\"}}"));
    }

    void addWhileRedactingOnAnotherThread()
    {
        auto values = std::make_shared<SecretValues>();
        const QByteArray text(20000, 'x');
        QThread *reader = QThread::create([values, text] {
            for (int i = 0; i < 200; ++i)
                values->redact(text);
        });
        reader->start();
        for (int i = 0; i < 200; ++i)
            values->add(QStringLiteral("v"), QStringLiteral("value-%1").arg(i));
        QVERIFY(reader->wait(20000));
        delete reader;
        QCOMPARE(values->count(), 200);
        QCOMPARE(values->redact(QByteArray("value-199")), QByteArray("{{redacted:v}}"));
    }
};

QTEST_GUILESS_MAIN(tst_SecretValues)
#include "tst_secretvalues.moc"
