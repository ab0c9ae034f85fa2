// The curl script of a session, run by bash against the demo server.
#include "export/shellrun.h"
#include "lib/demo/demohttpserver.h"
#include "lib/export/curlscript.h"
#include "lib/session/sessionentry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

class tst_CurlScript final : public QObject
{
    Q_OBJECT

private slots:
    void runsAgainstDemoServer();
    void secretsStayPlaceholders();
    void nothingOverHttp();
};

namespace {

SessionEntry httpEntry(quint64 sequence, const QUrl &url, const QByteArray &request, const HeaderList &headers = {})
{
    SessionEntry entry;
    entry.sequence = sequence;
    entry.endpoint = url.toString();
    entry.request = request;
    entry.method = QStringLiteral("math.add\nrm -rf /");   // a line break must not end the comment
    HttpMeta http;
    http.url = url;
    http.method = "POST";
    http.requestHeaders = headers.isEmpty() ? HeaderList{{"Content-Type", "application/json"}} : headers;
    entry.http = http;
    return entry;
}

} // namespace

void tst_CurlScript::runsAgainstDemoServer()
{
    DemoHttpServer server;
    QVERIFY(server.listen(0));
    SessionEntry stdio;
    stdio.transport = Transport::Kind::Stdio;
    stdio.request = "{}";
    const CurlScript::Result result = CurlScript::build({
        httpEntry(1, server.rpcUrl(), R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":2,"b":3}})"),
        stdio,
        httpEntry(3, server.rpcUrl(), "{\"jsonrpc\":\"2.0\",\"id\":\"it's\",\"method\":\"math.add\",\"params\":{\"a\":1,\"b\":1}}"),
    });
    QCOMPARE(result.exported, 2);
    QCOMPARE(result.skipped, 1);
    QVERIFY(result.script.startsWith(QStringLiteral("#!/usr/bin/env bash\n")));
    QVERIFY(result.script.contains(QStringLiteral("# 1 · math.add rm -rf / · ")));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("session.sh"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(result.script.toUtf8());
    file.close();
    int status = -1;
    QByteArray errors;
    const QByteArray out = runShell(QStringLiteral("bash ") + path, &status, &errors);
    QVERIFY2(status == 0, errors.constData());
    QCOMPARE(out, QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":5}\n"
                             "{\"jsonrpc\":\"2.0\",\"id\":\"it's\",\"result\":2}\n"));
}

void tst_CurlScript::secretsStayPlaceholders()
{
    const QUrl url(QStringLiteral("http://127.0.0.1:1/rpc"));
    const CurlScript::Result result = CurlScript::build({
        httpEntry(1, url, "{}", {{"Authorization", "Bearer {{redacted:bearer}}"}, {"Cookie", "sid=live-cookie-value"}}),
        httpEntry(2, url, "{}", {{"Authorization", "Bearer sk-live-secret-123"}}),
    });
    QVERIFY(result.script.contains(QStringLiteral("Authorization: Bearer {{redacted:bearer}}")));
    QVERIFY(result.script.contains(QStringLiteral("Authorization: Bearer <redacted>")));
    QVERIFY(result.script.contains(QStringLiteral("Cookie: <redacted>")));
    QVERIFY(!result.script.contains(QStringLiteral("sk-live-secret-123")));
    QVERIFY(!result.script.contains(QStringLiteral("live-cookie-value")));
}

void tst_CurlScript::nothingOverHttp()
{
    SessionEntry stdio;
    stdio.transport = Transport::Kind::Stdio;
    stdio.request = "{}";
    const CurlScript::Result result = CurlScript::build({stdio});
    QVERIFY(result.script.isEmpty());
    QCOMPARE(result.skipped, 1);
}

QTEST_GUILESS_MAIN(tst_CurlScript)
#include "tst_curlscript.moc"
