// How a saved request becomes bytes and headers: variables filled, each auth recipe applied,
// kinds (single, notification, batch, raw), and the curl line a person may copy.
#include "lib/collection/collectionimport.h"
#include "lib/collection/requestresolver.h"
#include "lib/collection/variableresolver.h"

#include <QTest>

using namespace RpcScope;

class TestRequestResolver : public QObject
{
    Q_OBJECT

private:
    static VariableResolver variables()
    {
        VariableResolver v;
        v.setGlobals({{QStringLiteral("baseUrl"), QStringLiteral("http://127.0.0.1:9/rpc"), false},
                      {QStringLiteral("token"), QStringLiteral("s3cret"), false},
                      {QStringLiteral("n"), QStringLiteral("2.50"), false}});
        return v;
    }

    static SavedRequest single(const QString &params)
    {
        SavedRequest r;
        r.endpoint = QStringLiteral("{{baseUrl}}");
        r.method = QStringLiteral("math.add");
        r.params = params;
        r.headers = {{QStringLiteral("X-Trace"), QStringLiteral("{{n}}")}};
        return r;
    }

private slots:
    void kindsAndAuth()
    {
        VariableResolver v = variables();
        QString error;
        AuthRecipe none;
        none.kind = AuthRecipe::Kind::None;
        std::optional<ResolvedRequest> r = RequestResolver::resolve(single(QStringLiteral("{\"b\": {{n}}, \"a\": 1}")), none, {}, v, &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->endpoint, QStringLiteral("http://127.0.0.1:9/rpc"));
        QCOMPARE(r->bytes, QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"math.add\",\"params\":{\"b\":2.50,\"a\":1}}"));   // compact, order and spelling kept
        QCOMPARE(r->headers, (HeaderList{{"X-Trace", "2.50"}}));

        AuthRecipe token;
        token.kind = AuthRecipe::Kind::TokenParam;
        token.token = QStringLiteral("{{token}}");
        r = RequestResolver::resolve(single(QStringLiteral("[1, 2]")), token, {}, v, &error);
        QVERIFY2(r, qPrintable(error));
        QVERIFY2(r->bytes.endsWith("\"params\":[\"token:s3cret\",1,2]}"), r->bytes.constData());
        QVERIFY(!RequestResolver::resolve(single(QStringLiteral("{\"a\": 1}")), token, {}, v, &error));
        QVERIFY(error.contains(QStringLiteral("by position")));

        AuthRecipe basic;
        basic.kind = AuthRecipe::Kind::Basic;
        basic.username = QStringLiteral("alice");
        basic.password = QStringLiteral("{{token}}");
        r = RequestResolver::resolve(single({}), basic, {}, v, &error);
        QCOMPARE(r->headers.last(), (QPair<QByteArray, QByteArray>("Authorization", "Basic " + QByteArray("alice:s3cret").toBase64())));

        AuthRecipe csrf;
        csrf.kind = AuthRecipe::Kind::CookieCsrf;
        csrf.headerName = QStringLiteral("X-CSRF-Token");
        r = RequestResolver::resolve(single({}), csrf, {"tok", "sid=1"}, v, &error);
        QCOMPARE(r->headers.size(), 3);
        QCOMPARE(r->headers.at(1), (QPair<QByteArray, QByteArray>("Cookie", "sid=1")));

        SavedRequest notification = single({});
        notification.kind = SavedRequest::Kind::Notification;
        r = RequestResolver::resolve(notification, none, {}, v, &error);
        QCOMPARE(r->bytes, QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"math.add\"}"));

        SavedRequest batch = single({});
        batch.kind = SavedRequest::Kind::Batch;
        batch.body = QStringLiteral("[\n  {\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"a\", \"params\": [{{n}}]}\n]");
        r = RequestResolver::resolve(batch, none, {}, v, &error);
        QCOMPARE(r->bytes, QByteArray("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\",\"params\":[2.50]}]"));
        batch.body = QStringLiteral("{\"not\": \"an array\"}");
        QVERIFY(!RequestResolver::resolve(batch, none, {}, v, &error));

        SavedRequest raw = batch;
        raw.kind = SavedRequest::Kind::Raw;
        raw.body = QStringLiteral("{\"jsonrpc\": \"2.0\", \"id\": 1,");
        r = RequestResolver::resolve(raw, none, {}, v, &error);
        QCOMPARE(r->bytes, QByteArray("{\"jsonrpc\": \"2.0\", \"id\": 1,"));

        QVERIFY(!RequestResolver::resolve(single(QStringLiteral("{\"a\": {{missing}}}")), none, {}, v, &error));
        QVERIFY2(error.startsWith(QStringLiteral("params: ")), qPrintable(error));
    }

    void copyAsCurl()
    {
        VariableResolver v = variables();
        QString error;
        AuthRecipe bearer;
        bearer.kind = AuthRecipe::Kind::Bearer;
        bearer.token = QStringLiteral("{{token}}");
        const std::optional<ResolvedRequest> r = RequestResolver::resolve(single(QStringLiteral("{\"a\": 1, \"b\": 2}")), bearer, {}, v, &error);
        QVERIFY(r);
        const QString line = RequestResolver::toCurl(*r);
        QVERIFY(!line.contains(QStringLiteral("s3cret")));
        QVERIFY(RequestResolver::toCurl(*r, true).contains(QStringLiteral("s3cret")));
        const std::optional<CollectionItem> back = CollectionImport::fromCurl(line, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->request.method, QStringLiteral("math.add"));
        QCOMPARE(back->request.params, QStringLiteral("{\"a\":1,\"b\":2}"));
        QCOMPARE(back->request.endpoint, QStringLiteral("http://127.0.0.1:9/rpc"));
    }
};

QTEST_GUILESS_MAIN(TestRequestResolver)
#include "tst_requestresolver.moc"
