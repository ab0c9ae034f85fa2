// File > Import: each source turned into a collection or endpoints, secrets never kept, and
// an MCP server's command shown exactly before anything could start it.
#include "ui/collections/collectionimportflow.h"
#include "ui/collections/mcpserversdialog.h"

#include "lib/collection/collectionfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QCheckBox>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>

using namespace RpcScope;

class tst_CollectionImportFlow final : public QObject
{
    Q_OBJECT

private slots:
    void openRpcGetsABaseUrlVariable();
    void curlKeepsNoSecret();
    void mcpServersShowTheirCommands();
    void aHostsConfigurationIsTappedAndKept();
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
        "remote":{"url":"https:\/\/mcp.example.com/mcp"}}})";
    const auto outcome = CollectionImportFlow::convert(CollectionImportFlow::Source::McpServers, config, "cfg");
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QCOMPARE(outcome.servers.size(), 2);
    QCOMPARE(outcome.source, config);
    McpServersDialog dialog(QStringLiteral("/x/cfg.json"), outcome.source, outcome.servers, QString(), QString());
    QCOMPARE(dialog.serverList()->count(), 2);
    QString shown;
    for (int row = 0; row < dialog.serverList()->count(); ++row)
        shown += dialog.serverList()->item(row)->text() + u'\n';
    for (const McpServerEntry &server : outcome.servers)
        QVERIFY2(shown.contains(server.endpoint), qPrintable(shown));   // exactly what would run
    QVERIFY(shown.contains("server-filesystem"));
    QVERIFY(shown.contains("API_KEY"));          // named, so the user knows to give it
    QVERIFY(!shown.contains("ENV-SECRET-7"));    // but never shown
    QVERIFY(dialog.tapButton()->isHidden());     // no rpcscope-cli to tap with
    dialog.serverList()->item(1)->setCheckState(Qt::Unchecked);
    QCOMPARE(dialog.chosen().size(), 1);
    QCOMPARE(dialog.chosen().first().name, QStringLiteral("files"));
}

void tst_CollectionImportFlow::aHostsConfigurationIsTappedAndKept()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("claude_desktop_config.json"));
    const QByteArray config = "{\n  \"mcpServers\": {\n    \"demo\": {\"command\": \"demo-server\", \"args\": [\"--stdio\"]},\n"
                              "    \"web\": {\"url\": \"http:\\/\\/127.0.0.1:1/mcp\"}\n  }\n}\n";
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(config);
    file.close();
    const auto outcome = CollectionImportFlow::convert(CollectionImportFlow::Source::McpServers, config, "cfg");
    McpServersDialog dialog(path, outcome.source, outcome.servers, dir.filePath(QStringLiteral("sessions")),
                            QStringLiteral("/opt/bin/rpcscope-cli"));
    QVERIFY(!dialog.tapButton()->isHidden());
    dialog.tapButton()->click();
    const QString preview = dialog.preview()->toPlainText();
    QVERIFY2(preview.contains(QStringLiteral("\"command\": \"/opt/bin/rpcscope-cli\", \"args\": [\"tap\", \"--record\", \"%1\", \"--\", \"demo-server\", \"--stdio\"]")
                                  .arg(dir.filePath(QStringLiteral("sessions/demo.rpcsession")))),
             qPrintable(preview));
    QVERIFY(preview.contains("\"web\": {\"url\""));   // an HTTP server stays as it was
    dialog.recordBox()->setChecked(false);
    QVERIFY(dialog.preview()->toPlainText().contains("[\"tap\", \"--\", \"demo-server\", \"--stdio\"]"));
    QVERIFY(dialog.writeTapped());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), dialog.preview()->toPlainText());
    file.close();
    QCOMPARE(dialog.backupPath(), path + QStringLiteral(".before-rpcscope-tap"));
    QFile backup(dialog.backupPath());
    QVERIFY(backup.open(QIODevice::ReadOnly));
    QCOMPARE(backup.readAll(), config);   // the original, kept
    // A second write finds the file changed since it was read: refused, nothing lost.
    QVERIFY(!dialog.writeTapped());
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
