#include "lib/demo/demoservice.h"
#include "lib/discovery/documentloader.h"
#include "support/scriptedhttpserver.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

namespace {

QByteArray demoDocument()
{
    DemoService service;
    return service.openRpcDocument();
}

DocumentLoader::Result loadAndWait(DocumentLoader &loader, const QString &location)
{
    QSignalSpy spy(&loader, &DocumentLoader::finished);
    loader.load(location);
    if (!spy.wait(10000))
        return {location, {}, {}, "no answer"};
    return spy.first().first().value<DocumentLoader::Result>();
}

} // namespace

class tst_DocumentLoader : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<DocumentLoader::Result>(); }

    void readsTheDemoDocument()
    {
        const DocumentLoader::Result result = DocumentLoader::read("demo", demoDocument());
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.registry.size(), DemoService().methodNames().size());
        const MethodInfo *add = result.registry.find("math.add");
        QVERIFY(add);
        QCOMPARE(add->sources, QStringList({"document"}));
        QCOMPARE(add->summary, "Add two numbers");
        QVERIFY(add->paramsSchema.contains("\"a\""));
    }

    void readRejects_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("words");
        QTest::newRow("empty") << QByteArray("  \n") << "is empty";
        QTest::newRow("broken") << QByteArray("{\"methods\": [") << "not valid JSON (line 1";
        QTest::newRow("no methods") << QByteArray("{\"openrpc\":\"1.2.6\"}") << "no “methods” list";
        QTest::newRow("array") << QByteArray("[1,2]") << "no “methods” list";
    }

    void readRejects()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, words);
        const DocumentLoader::Result result = DocumentLoader::read("x.json", bytes);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(words), qPrintable(result.error));
        QVERIFY(result.error.contains("x.json"));
        QVERIFY(result.registry.isEmpty());
    }

    void loadsAFileOffTheGuiThread()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("openrpc.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(demoDocument());
        file.close();

        DocumentLoader loader;
        DocumentLoader::Result result = loadAndWait(loader, path);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.location, path);
        QVERIFY(result.registry.find("notes.list"));
        QVERIFY(!loader.isRunning());

        // A file:// URL names the same file.
        result = loadAndWait(loader, QUrl::fromLocalFile(path).toString());
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.registry.find("notes.list"));
    }

    void fileFailuresInWords()
    {
        QTemporaryDir dir;
        DocumentLoader loader;
        DocumentLoader::Result result = loadAndWait(loader, dir.filePath("absent.json"));
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains("There is no file"), qPrintable(result.error));
        result = loadAndWait(loader, dir.path());
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains("is a folder"), qPrintable(result.error));
    }

    void loadsAUrlFromALoopbackServer()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::http(200, demoDocument(), {{"Content-Type", "application/json"}}));
        DocumentLoader loader;
        const QString url = server.url("/openrpc.json").toString();
        const DocumentLoader::Result result = loadAndWait(loader, url);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.location, url);
        QVERIFY(result.registry.find("math.add"));
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(server.requests().first().method, "GET");
        QCOMPARE(server.requests().first().target, "/openrpc.json");
    }

    void urlStatusIsAnError()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::http(404, "no such thing"));
        DocumentLoader loader;
        const DocumentLoader::Result result = loadAndWait(loader, server.url("/missing").toString());
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains("answered 404"), qPrintable(result.error));
    }

    void urlTimeout()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::neverAnswer());
        DocumentLoader loader;
        loader.setTimeoutMs(300);
        const DocumentLoader::Result result = loadAndWait(loader, server.url("/slow").toString());
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains("did not answer within 0.3 seconds"), qPrintable(result.error));
    }

    void urlRefused()
    {
        quint16 port = 0;
        {
            ScriptedHttpServer server;
            QVERIFY(server.start());
            port = server.serverPort();
        }
        DocumentLoader loader;
        const DocumentLoader::Result result = loadAndWait(loader, QStringLiteral("http://127.0.0.1:%1/doc").arg(port));
        QVERIFY(!result.ok());
        QVERIFY2(result.error.startsWith("Could not fetch"), qPrintable(result.error));
    }

    void newLoadReplacesTheRunningOne()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::neverAnswer());
        DocumentLoader loader;
        QSignalSpy spy(&loader, &DocumentLoader::finished);
        loader.load(server.url("/slow").toString());
        QTRY_COMPARE(server.requests().size(), 1);
        loader.load(QStringLiteral("/definitely/not/here.json"));
        QVERIFY(spy.wait(5000));
        QTest::qWait(100);
        QCOMPARE(spy.size(), 1);   // only the second load reports
        QVERIFY(spy.first().first().value<DocumentLoader::Result>().error.contains("There is no file"));
    }
};

QTEST_GUILESS_MAIN(tst_DocumentLoader)
#include "tst_documentloader.moc"
