// Step-by-step mode's text form of a request: no secret ever shows in it (each stands as
// {{secret:NAME}}), the text read back unchanged is the same request byte for byte, a changed
// scope goes as changed with the secrets put back, and text that is no request says why.
#include "lib/auth/editablerequest.h"

#include <QTest>

using namespace RpcScope;

namespace {

HttpRequest tokenRequest()
{
    HttpRequest request;
    request.method = "POST";
    request.url = QUrl(QStringLiteral("https://auth.example/token"));
    request.headers = {{"Accept", "application/json"},
                       {"Content-Type", "application/x-www-form-urlencoded"},
                       {"Authorization", "Basic Y2xpZW50OnMzY3JldA=="},
                       {"DPoP", "eyJ.proof.sig"}};
    request.body = "grant_type=authorization_code&code=the-code&code_verifier=v3rifier&scope=notes&client_secret=s3cret";
    request.timeoutMs = 1234;
    return request;
}

} // namespace

class tst_EditableRequest final : public QObject
{
    Q_OBJECT

private slots:
    void noSecretShows()
    {
        const EditableRequest editable(tokenRequest());
        const QString text = editable.text();
        for (const char *secret : {"the-code", "v3rifier", "s3cret", "Y2xpZW50OnMzY3JldA", "eyJ.proof.sig"})
            QVERIFY2(!text.contains(QString::fromLatin1(secret)), secret);
        QVERIFY(text.startsWith(QStringLiteral("POST https://auth.example/token\nAccept: application/json\n")));
        QVERIFY(text.contains(QStringLiteral("Authorization: Basic {{secret:authorization}}\n")));
        QVERIFY(text.contains(QStringLiteral("code={{secret:code}}&code_verifier={{secret:code_verifier}}&scope=notes")));
    }

    void unchangedTextIsTheSameRequest()
    {
        const HttpRequest original = tokenRequest();
        const EditableRequest editable(original);
        QString error;
        const std::optional<HttpRequest> back = editable.read(editable.text(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->method, original.method);
        QCOMPARE(back->url, original.url);
        QCOMPARE(back->headers, original.headers);
        QCOMPARE(back->body, original.body);
        QCOMPARE(back->timeoutMs, 1234);   // what the text does not say stays
    }

    void aChangeGoesWithTheSecretsPutBack()
    {
        const EditableRequest editable(tokenRequest());
        QString text = editable.text();
        text.replace(QStringLiteral("scope=notes"), QStringLiteral("scope=notes%20admin"));
        text.replace(QStringLiteral("Accept: application/json\n"), QStringLiteral("Accept: application/json\nX-Debug: 1\n"));
        QString error;
        const std::optional<HttpRequest> back = editable.read(text, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->body,
                 QByteArray("grant_type=authorization_code&code=the-code&code_verifier=v3rifier&scope=notes%20admin&client_secret=s3cret"));
        QCOMPARE(back->headers.at(1), (QPair<QByteArray, QByteArray>{"X-Debug", "1"}));
        QCOMPARE(back->headers.at(3).second, QByteArray("Basic Y2xpZW50OnMzY3JldA=="));

        // The authorization URL of the browser step: its query's secrets hidden too.
        HttpRequest browser;
        browser.method = "GET";
        browser.url = QUrl::fromEncoded("https://auth.example/authorize?client_id=c&code_challenge=abc&state=xyz&scope=notes",
                                        QUrl::StrictMode);
        const EditableRequest page(browser);
        QString changed = page.text();
        changed.replace(QStringLiteral("scope=notes"), QStringLiteral("scope=notes+read"));
        const std::optional<HttpRequest> asked = page.read(changed, &error);
        QVERIFY2(asked, qPrintable(error));
        QCOMPARE(asked->url.query(QUrl::FullyEncoded), QStringLiteral("client_id=c&code_challenge=abc&state=xyz&scope=notes+read"));
    }

    void textThatIsNoRequestSaysWhy_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("said");
        QTest::newRow("request line") << "POST https://auth.example/token\n" << "nonsense\n" << "the first line must be";
        QTest::newRow("method") << "POST https" << "PO:ST https" << "is no HTTP method";
        QTest::newRow("scheme") << "https://auth.example/token" << "ftp://auth.example/token" << "not an http or https URL";
        QTest::newRow("header") << "Accept: application/json" << "Accept application/json" << "is no header";
        QTest::newRow("unknown secret") << "{{secret:code}}" << "{{secret:nope}}" << "{{secret:nope}} names no secret";
    }

    void textThatIsNoRequestSaysWhy()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, said);
        const EditableRequest editable(tokenRequest());
        QString text = editable.text();
        QVERIFY(text.contains(from));
        text.replace(from, to);
        QString error;
        QVERIFY(!editable.read(text, &error));
        QVERIFY2(error.contains(said), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(tst_EditableRequest)
#include "tst_editablerequest.moc"
