// File > Import: each source turned into a collection or endpoints, secrets never kept, and
// an MCP server's command shown exactly before anything could start it.
#include "ui/collections/collectionimportflow.h"

#include "lib/collection/collectionfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

class tst_CollectionImportFlow final : public QObject
{
    Q_OBJECT

private slots:
    void openRpcGetsABaseUrlVariable();
    void curlKeepsNoSecret();
    void mcpServersShowTheirCommands();
    void badInputIsAnError();
};

void tst_CollectionImportFlow::openRpcGetsABaseUrlVariable()
{
    const QByteArray document = R"({"openrpc":"1.2.6","info":{"title":"t","version":"1"},"methods":[
        {"name":"math.add","params":[{"name":"a","schema":{"type":"integer"}},{"name":"b","schema":{"type":"integer"}}],
         "result":{"name":"sum","schema":{"type":"integer"}},
         "examples":[{"name":"two","params":[{"name":"a","value":2},{"name":"b","value":3}],"result":{"name":"sum","value":5}}]},
        {"name":"notes.list","params":[],"result":{"name":"notes","schema":{"type":"array"}}}]})";
    const auto outcome = CollectionImportFlow::convert(CollectionImportFlow::Source::OpenRpc, document, "demo");
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QVERIFY(outcome.collection);
    QCOMPARE(Collection::requests(outcome.collection->items).size(), 2);
    bool hasBaseUrl = false;
    for (const CollectionVariable &variable : outcome.collection->variables)
        hasBaseUrl = hasBaseUrl || variable.name == "baseUrl";
    QVERIFY(hasBaseUrl);
    QCOMPARE(outcome.collection->name, QString("t"));   // the document's title
    QVERIFY(!outcome.notes.isEmpty());
    // And it can be written as a collection file and read back.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(CollectionFile::write(dir.filePath("openrpc.collection.json"), *outcome.collection, &error), qPrintable(error));
    Collection back;
    QCOMPARE(CollectionFile::read(dir.filePath("openrpc.collection.json"), &back, &error), CollectionFile::Status::Ok);
    QCOMPARE(Collection::requests(back.items).size(), 2);
}

void tst_CollectionImportFlow::curlKeepsNoSecret()
{
    const QByteArray line = R"(curl 'http://127.0.0.1:8080/rpc' -H 'Authorization: Bearer CURL-SECRET-42' )"
                            R"(--data-raw '{"jsonrpc":"2.0","id":1,"method":"secure.whoami"}')";
    const auto outcome = CollectionImportFlow::convert(CollectionImportFlow::Source::Curl, line, "from curl");
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QVERIFY(outcome.collection);
    QCOMPARE(outcome.collection->items.size(), size_t(1));
    QTemporaryDir dir;
    QString error;
    const QString path = dir.filePath("curl.collection.json");
    QVERIFY2(CollectionFile::write(path, *outcome.collection, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    QVERIFY(!written.contains("CURL-SECRET-42"));
    QVERIFY(written.contains("secure.whoami"));
}

void tst_CollectionImportFlow::mcpServersShowTheirCommands()
{
    const QByteArray config = R"({"mcpServers":{
        "files":{"command":"npx","args":["-y","@modelcontextprotocol/server-filesystem","/tmp/x y"],"env":{"API_KEY":"ENV-SECRET-7"}},
        "remote":{"url":"https://mcp.example.com/mcp"}}})";
    const auto outcome = CollectionImportFlow::convert(CollectionImportFlow::Source::McpServers, config, "cfg");
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QCOMPARE(outcome.servers.size(), 2);
    const QString question = CollectionImportFlow::confirmationText(outcome.servers);
    for (const McpServerEntry &server : outcome.servers)
        QVERIFY2(question.contains(server.endpoint), qPrintable(question));   // exactly what would run
    QVERIFY(question.contains("server-filesystem"));
    QVERIFY(question.contains("API_KEY"));          // named, so the user knows to give it
    QVERIFY(!question.contains("ENV-SECRET-7"));    // but never shown
}

void tst_CollectionImportFlow::badInputIsAnError()
{
    for (const auto source : {CollectionImportFlow::Source::OpenRpc, CollectionImportFlow::Source::Postman,
                              CollectionImportFlow::Source::McpServers}) {
        const auto outcome = CollectionImportFlow::convert(source, "<html>502 Bad Gateway</html>", "x");
        QVERIFY(!outcome.error.isEmpty());
        QVERIFY(!outcome.collection);
    }
    QVERIFY(!CollectionImportFlow::convert(CollectionImportFlow::Source::Curl, "wget http://x", "x").error.isEmpty());
}

QTEST_MAIN(tst_CollectionImportFlow)
#include "tst_collectionimportflow.moc"
