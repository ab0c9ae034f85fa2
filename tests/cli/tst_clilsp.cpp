// Language servers from the command line, as real child processes: pyright (tests/npm, pinned),
// which asks workspace/configuration after `initialized` and answers hover only once that is
// answered; clangd (Debian), whose document symbols need the file opened first. Each session
// ends with shutdown and exit, and the server exits by itself.

#include "lib/json/jsondocument.h"
#include "lib/lsp/lspmessagetext.h"
#include "support/programrun.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using RpcScope::JsonDocument;
using RpcScope::LspMessageText;
using TestSupport::ProgramRun;

namespace {

ProgramRun cli(const QStringList &arguments)
{
    return ProgramRun::of(QStringLiteral(RPCSCOPE_CLI), arguments, 60000);
}

QString pyright()
{
    return QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/node_modules/pyright/langserver.index.js");
}

QString uriOf(const QString &path)
{
    return QString::fromLatin1(QUrl::fromLocalFile(path).toEncoded());
}

void write(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

/// The report's server requests, as "method" strings.
QStringList askedMethods(const JsonDocument &report)
{
    QStringList methods;
    const int asked = report.member(0, u"serverRequests");
    for (int i = 0; i < report.childCount(asked); ++i)
        methods.append(report.memberString(report.member(report.child(asked, i), u"request"), u"method"));
    return methods;
}

} // namespace

class tst_CliLsp final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pyrightHoverAfterConfiguration();
    void clangdDocumentSymbols();
    void clangdMessagesReadAsWords();
    void discoverReadsCapabilities();
    void replayedSessionDoesNotDiffer();
    void notALanguageServer();
    void openWithoutLsp();

private:
    QTemporaryDir m_dir;
};

void tst_CliLsp::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(pyright()), "pyright is missing: run scripts/install-deps.sh");
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("clangd")).isEmpty(),
             "clangd is missing: run scripts/install-deps.sh");
    QDir(m_dir.path()).mkdir(QStringLiteral("py"));
    QDir(m_dir.path()).mkdir(QStringLiteral("cpp"));
    write(m_dir.filePath(QStringLiteral("py/greet.py")),
          "def greet(name: str) -> str:\n    \"\"\"Says hello.\"\"\"\n    return 'hello ' + name\n\n\ngreet('you')\n");
    write(m_dir.filePath(QStringLiteral("cpp/widget.cpp")),
          "struct Widget {\n    int size() const { return 3; }\n};\n\nint main()\n{\n    return Widget().size();\n}\n");
}

void tst_CliLsp::pyrightHoverAfterConfiguration()
{
    const QString file = m_dir.filePath(QStringLiteral("py/greet.py"));
    const QString params = QStringLiteral(R"({"textDocument":{"uri":"%1"},"position":{"line":5,"character":1}})").arg(uriOf(file));
    const ProgramRun run = cli({QStringLiteral("call"), QStringLiteral("--lsp"), QStringLiteral("--root"), m_dir.filePath(QStringLiteral("py")),
                                QStringLiteral("--open"), file, QStringLiteral("stdio:node %1 --stdio").arg(pyright()),
                                QStringLiteral("textDocument/hover"), params, QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, QByteArray(run.err + run.out).constData());
    const JsonDocument report = JsonDocument::parse(run.out);
    QVERIFY2(report.isValid(), run.out.constData());
    const QString body = report.memberString(0, u"body");
    // The answer is the hover of greet: its signature and its docstring.
    QVERIFY2(body.contains(QStringLiteral("\"id\":2")) && body.contains(QStringLiteral("greet")) && body.contains(QStringLiteral("Says hello")),
             qPrintable(body));
    // pyright asked for its configuration and got LSP's default answer: null per item.
    QVERIFY2(askedMethods(report).contains(QStringLiteral("workspace/configuration")), run.out.constData());
}

void tst_CliLsp::clangdDocumentSymbols()
{
    const QString file = m_dir.filePath(QStringLiteral("cpp/widget.cpp"));
    const QString params = QStringLiteral(R"({"textDocument":{"uri":"%1"}})").arg(uriOf(file));
    const ProgramRun run = cli({QStringLiteral("call"), QStringLiteral("--lsp"), QStringLiteral("--root"), m_dir.filePath(QStringLiteral("cpp")),
                                QStringLiteral("--open"), file, QStringLiteral("stdio:clangd --log=error"),
                                QStringLiteral("textDocument/documentSymbol"), params});
    QVERIFY2(run.exitCode == 0, QByteArray(run.err + run.out).constData());
    QVERIFY2(run.out.contains("\"Widget\"") && run.out.contains("\"main\"") && run.out.contains("\"size\""), run.out.constData());
}

// What clangd says while it works (its diagnostics of a broken file; its indexing progress,
// when it comes within the listening time) reads as words in the notifications pane.
void tst_CliLsp::clangdMessagesReadAsWords()
{
    const QString dir = m_dir.filePath(QStringLiteral("broken"));
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + QStringLiteral("/broken.cpp");
    write(file, "int main() { return undefined_name; }\n");
    const QString params = QStringLiteral(R"({"textDocument":{"uri":"%1"}})").arg(uriOf(file));
    const ProgramRun run = cli({QStringLiteral("call"), QStringLiteral("--lsp"), QStringLiteral("--root"), dir,
                                QStringLiteral("--open"), file, QStringLiteral("--listen"), QStringLiteral("1500"),
                                QStringLiteral("stdio:clangd --log=error"), QStringLiteral("textDocument/documentSymbol"),
                                params, QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, QByteArray(run.err + run.out).constData());
    const JsonDocument report = JsonDocument::parse(run.out);
    QVERIFY2(report.isValid(), run.out.constData());
    const int notifications = report.member(0, u"notifications");
    QStringList said;
    for (int n = report.firstChild(notifications); n >= 0; n = report.nextSibling(n)) {
        const QString method = report.memberString(n, u"method");
        const QString line = LspMessageText::summary(report, method, report.member(n, u"params"));
        if (method == u"textDocument/publishDiagnostics" || method == u"$/progress")
            QVERIFY2(!line.isEmpty(), qPrintable(method));
        said.append(line);
    }
    QVERIFY2(said.contains(QStringLiteral("broken.cpp: 1 error(s)")), qPrintable(said.join(u'|') + QString::fromUtf8(run.out)));
}

void tst_CliLsp::discoverReadsCapabilities()
{
    const ProgramRun run = cli({QStringLiteral("discover"), QStringLiteral("--framing"), QStringLiteral("lsp"),
                                QStringLiteral("--root"), m_dir.filePath(QStringLiteral("cpp")), QStringLiteral("stdio:clangd --log=error"),
                                QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, QByteArray(run.err + run.out).constData());
    const JsonDocument report = JsonDocument::parse(run.out);
    QVERIFY2(report.isValid(), run.out.constData());
    const int sources = report.member(0, u"sources");
    QCOMPARE(report.childCount(sources), 1);
    QCOMPARE(report.memberString(report.child(sources, 0), u"source"), QStringLiteral("lsp"));
    QVERIFY2(report.memberString(report.child(sources, 0), u"message").contains(QStringLiteral("clangd")), run.out.constData());
    QStringList names;
    const int methods = report.member(0, u"methods");
    for (int i = 0; i < report.childCount(methods); ++i)
        names.append(report.memberString(report.child(methods, i), u"name"));
    for (const char *expected : {"textDocument/hover", "textDocument/documentSymbol", "textDocument/definition",
                                 "textDocument/completion", "shutdown", "exit"})
        QVERIFY2(names.contains(QLatin1String(expected)), qPrintable(names.join(u' ')));
    // MCP's initialize was never sent: the registry is the language server's.
    QVERIFY(!names.contains(QStringLiteral("tools/list")));
}

void tst_CliLsp::replayedSessionDoesNotDiffer()
{
    // Recorded with its handshake, the opened file and shutdown, then replayed against a new
    // clangd: framed as recorded, every answer the same.
    const QString file = m_dir.filePath(QStringLiteral("cpp/widget.cpp"));
    const QString session = m_dir.filePath(QStringLiteral("clangd.rpcsession"));
    const ProgramRun call = cli({QStringLiteral("call"), QStringLiteral("--lsp"), QStringLiteral("--root"), m_dir.filePath(QStringLiteral("cpp")),
                                 QStringLiteral("--open"), file, QStringLiteral("stdio:clangd --log=error"),
                                 QStringLiteral("textDocument/documentSymbol"),
                                 QStringLiteral(R"({"textDocument":{"uri":"%1"}})").arg(uriOf(file)), QStringLiteral("--record"), session});
    QVERIFY2(call.exitCode == 0, call.err.constData());
    const ProgramRun replay = cli({QStringLiteral("replay"), session, QStringLiteral("--json")});
    QVERIFY2(replay.exitCode == 0, QByteArray(replay.err + replay.out).constData());
    const JsonDocument report = JsonDocument::parse(replay.out);
    QVERIFY2(report.isValid(), replay.out.constData());
    // initialize, initialized, didOpen, documentSymbol, shutdown, exit
    QCOMPARE(report.raw(report.member(0, u"same")), QByteArrayView("6"));
    QCOMPARE(report.raw(report.member(0, u"differs")), QByteArrayView("0"));
    QCOMPARE(report.raw(report.member(0, u"failed")), QByteArrayView("0"));
}

void tst_CliLsp::notALanguageServer()
{
    // A Content-Length server that answers initialize with no capabilities is said to be one.
    QFile script(m_dir.filePath(QStringLiteral("plain.sh")));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("head -c 1 >/dev/null\n"
                 "body='{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-11-25\"}}'\n"
                 "printf 'Content-Length: %d\\r\\n\\r\\n%s' ${#body} \"$body\"\n"
                 "sleep 0.3\n");
    script.close();
    const ProgramRun run = cli({QStringLiteral("discover"), QStringLiteral("--framing"), QStringLiteral("lsp"),
                                QStringLiteral("stdio:sh ") + script.fileName()});
    QCOMPARE(run.exitCode, 4);
    QVERIFY2(run.err.contains("LSP initialize") && run.err.contains("capabilities"), run.err.constData());
}

void tst_CliLsp::openWithoutLsp()
{
    const ProgramRun run = cli({QStringLiteral("call"), QStringLiteral("--open"), m_dir.filePath(QStringLiteral("py/greet.py")),
                                QStringLiteral("stdio:true"), QStringLiteral("m")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("add --lsp"), run.err.constData());
}

QTEST_GUILESS_MAIN(tst_CliLsp)

#include "tst_clilsp.moc"
