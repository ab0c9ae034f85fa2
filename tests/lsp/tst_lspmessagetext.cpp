// A language server's own messages in one line for a person, in source texts (no translator is
// loaded). The rows are messages as clangd 14 and pyright 1.1 wrote them (captured with
// `call --listen`), and the specification's edges.
#include "lib/json/jsondocument.h"
#include "lib/lsp/lspmessagetext.h"

#include <QTest>

using namespace RpcScope;
using namespace Qt::StringLiterals;

class tst_LspMessageText final : public QObject
{
    Q_OBJECT

private slots:
    void summary_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QString>("expected");

        QTest::addRow("pyright log line") << QByteArray(
            R"({"jsonrpc":"2.0","method":"window/logMessage","params":{"type":3,"message":"Found 1 source file"}})")
                                          << u"Info: Found 1 source file"_s;
        QTest::addRow("show message, multi-line") << QByteArray(
            R"({"jsonrpc":"2.0","method":"window/showMessage","params":{"type":1,"message":"Server crashed.\nSee the log."}})")
                                                  << u"Error: Server crashed. See the log."_s;
        QTest::addRow("unknown message type") << QByteArray(
            R"({"jsonrpc":"2.0","method":"window/logMessage","params":{"type":9,"message":"odd"}})") << u"odd"_s;
        QTest::addRow("clangd progress begins") << QByteArray(
            R"({"jsonrpc":"2.0","method":"$/progress","params":{"token":"backgroundIndexProgress","value":{"kind":"begin","percentage":0,"title":"indexing"}}})")
                                                << u"Began: indexing · 0 % (backgroundIndexProgress)"_s;
        QTest::addRow("clangd progress report") << QByteArray(
            R"({"jsonrpc":"2.0","method":"$/progress","params":{"token":"backgroundIndexProgress","value":{"kind":"report","message":"1/2","percentage":50}}})")
                                                << u"1/2 · 50 % (backgroundIndexProgress)"_s;
        QTest::addRow("clangd progress ends") << QByteArray(
            R"({"jsonrpc":"2.0","method":"$/progress","params":{"token":"backgroundIndexProgress","value":{"kind":"end"}}})")
                                              << u"Done (backgroundIndexProgress)"_s;
        QTest::addRow("integer token") << QByteArray(
            R"({"jsonrpc":"2.0","method":"$/progress","params":{"token":7,"value":{"kind":"end","message":"ok"}}})")
                                       << u"Done: ok (7)"_s;
        QTest::addRow("partial result progress") << QByteArray(
            R"({"jsonrpc":"2.0","method":"$/progress","params":{"token":"p","value":[{"name":"x"}]}})") << QString();
        QTest::addRow("progress created") << QByteArray(
            R"({"id":0,"jsonrpc":"2.0","method":"window/workDoneProgress/create","params":{"token":"backgroundIndexProgress"}})")
                                          << u"backgroundIndexProgress"_s;
        QTest::addRow("clangd diagnostics") << QByteArray(
            "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":{\"diagnostics\":[{\"code\":\"undeclared_var_use\",\"message\":\"Use of undeclared identifier 'undefined_name'\",\"range\":{\"end\":{\"character\":34,\"line\":0},\"start\":{\"character\":20,\"line\":0}},\"relatedInformation\":[],\"severity\":1,\"source\":\"clang\"}],\"uri\":\"file:///tmp/lspcap/bad.cpp\",\"version\":1}}")
                                            << u"bad.cpp: 1 error(s)"_s;
        QTest::addRow("every severity") << QByteArray(
            "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":{\"uri\":\"file:///w/a%20b.py\",\"diagnostics\":[{\"severity\":1},{\"severity\":1},{\"severity\":2},{\"severity\":3},{\"severity\":4},{}]}}")
                                        << u"a b.py: 2 error(s), 1 warning(s), 1 info(s), 1 hint(s), 1 without severity"_s;
        QTest::addRow("diagnostics cleared") << QByteArray(
            "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":{\"uri\":\"file:///w/ok.py\",\"diagnostics\":[]}}")
                                             << u"ok.py: no problems"_s;
        QTest::addRow("not a file URI") << QByteArray(
            R"({"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"untitled:Untitled-1","diagnostics":[]}})")
                                        << u"untitled:Untitled-1: no problems"_s;
        QTest::addRow("diagnostics without uri") << QByteArray(
            R"({"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[]}})") << QString();
        QTest::addRow("log without message") << QByteArray(
            R"({"jsonrpc":"2.0","method":"window/logMessage","params":{"type":3}})") << QString();
        QTest::addRow("params an array") << QByteArray(
            R"({"jsonrpc":"2.0","method":"window/logMessage","params":[3,"x"]})") << QString();
        QTest::addRow("another dialect") << QByteArray(
            R"({"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"x"}})") << QString();
    }

    void summary()
    {
        QFETCH(QByteArray, message);
        QFETCH(QString, expected);
        const JsonDocument doc = JsonDocument::parse(message);
        QVERIFY(doc.isValid());
        QCOMPARE(LspMessageText::summary(doc, doc.memberString(0, u"method"), doc.member(0, u"params")), expected);
    }
};

QTEST_APPLESS_MAIN(tst_LspMessageText)
#include "tst_lspmessagetext.moc"
