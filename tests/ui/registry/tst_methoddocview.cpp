#include "registrytestdata.h"
#include "ui/registry/methoddocview.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTextDocument>

using namespace RpcScope;
using namespace RegistryTestData;

namespace {

QByteArray json(QByteArray text)
{
    return text.replace('\'', '"');
}

} // namespace

class tst_MethodDocView : public QObject
{
    Q_OBJECT

private slots:
    void demoMethodIsDocumented()
    {
        const Registry registry = demoRegistry();
        MethodDocView view;
        view.setMethod(*registry.find("math.add"));
        const QString text = view.toPlainText();
        QCOMPARE(view.methodName(), "math.add");
        QVERIFY(text.contains("Add two numbers"));
        QVERIFY(text.contains("Returns a + b."));
        QVERIFY(text.contains("Parameters"));
        QVERIFY(text.contains("First addend."));
        QVERIFY(text.contains("required"));
        QVERIFY(text.contains("number"));
        QVERIFY(text.contains("Result"));
        QVERIFY(text.contains("sum"));
        QVERIFY(text.contains("Errors"));
        QVERIFY(text.contains("-32602 Invalid params"));
        QVERIFY(text.contains("Examples"));
        QVERIFY(text.contains("small integers"));
        QVERIFY(text.contains("a: 2"));
        QVERIFY(text.contains("\u2192 5"));
        QVERIFY(text.contains("from discover"));
    }

    void refsResolveAgainstTheReferenceDocument()
    {
        const Registry registry = demoRegistry();
        MethodDocView view;
        view.setReferenceDocument(demoDocument());
        view.setMethod(*registry.find("notes.get"));
        const QString text = view.toPlainText();
        // The result is a $ref to components/schemas/Note, shown with its members.
        QVERIFY2(text.contains("Note (object)"), qPrintable(text));
        QVERIFY(text.contains("revision"));
        QVERIFY(text.contains("minimum 1"));
    }

    void constraintsAreListed()
    {
        MethodInfo info = method("t.constraints");
        info.paramsSchema = json("[{'name':'level','required':true,'schema':{'type':'string','enum':['debug','info'],'default':'info'}},"
                                 "{'name':'limit','schema':{'type':'integer','minimum':1,'maximum':100,'default':20}},"
                                 "{'name':'tags','schema':{'type':'array','items':{'type':'string','maxLength':8},'maxItems':5}},"
                                 "{'name':'filter','schema':{'type':'object','properties':{'q':{'type':'string','pattern':'^a'}},'required':['q']}}]");
        MethodDocView view;
        view.setMethod(info);
        const QString text = view.toPlainText();
        QVERIFY2(text.contains("one of \"debug\", \"info\""), qPrintable(text));
        QVERIFY(text.contains("default \"info\""));
        QVERIFY(text.contains("minimum 1"));
        QVERIFY(text.contains("maximum 100"));
        QVERIFY(text.contains("default 20"));
        QVERIFY(text.contains("array of string"));
        QVERIFY(text.contains("each: at most 8 characters"));
        QVERIFY(text.contains("at most 5 items"));
        QVERIFY(text.contains("matches ^a"));
    }

    void mcpToolArguments()
    {
        MethodInfo info = method("search", "mcp-tool");
        info.kind = MethodInfo::Kind::Tool;
        info.paramsSchema = json("{'type':'object','properties':{'query':{'type':'string','description':'What to find'}},'required':['query']}");
        MethodDocView view;
        view.setMethod(info);
        const QString text = view.toPlainText();
        QVERIFY(text.contains("Arguments"));
        QVERIFY(text.contains("query string required"));
        QVERIFY(text.contains("What to find"));
        QVERIFY(text.contains("MCP tool"));
    }

    void serverTextIsEscaped()
    {
        MethodInfo info = method("<script>alert(1)</script>", "openrpc", "<b>bold</b> & more", "<img src=x>");
        info.paramsSchema = json("[{'name':'<i>p</i>','schema':{'type':'<u>t</u>','enum':['<a href=x>e</a>']}}]");
        const QString html = MethodDocView::html(info, {}, {}, {});
        QVERIFY(!html.contains("<script>"));
        QVERIFY(!html.contains("<img"));
        QVERIFY(!html.contains("<b>bold</b>"));
        QVERIFY(!html.contains("<i>p</i>"));
        QVERIFY(!html.contains("<u>t</u>"));
        QVERIFY(!html.contains("<a href=x>"));
        QVERIFY(html.contains("&lt;script&gt;"));
        MethodDocView view;
        view.setMethod(info);
        QVERIFY(view.toPlainText().contains("<b>bold</b> & more"));
        QVERIFY(view.toPlainText().contains("<i>p</i>"));
    }

    void refCyclesEnd()
    {
        const QByteArray reference = json(
            "{'components':{'schemas':{"
            "'Node':{'type':'object','properties':{'value':{'type':'number'},'children':{'type':'array','items':{'$ref':'#/components/schemas/Node'}},'peer':{'$ref':'#/components/schemas/Peer'}}},"
            "'Peer':{'$ref':'#/components/schemas/Node'},"
            "'Self':{'$ref':'#/components/schemas/Self'}}}}");
        MethodInfo info = method("tree.walk");
        info.paramsSchema = json("[{'name':'root','schema':{'$ref':'#/components/schemas/Node'}},{'name':'self','schema':{'$ref':'#/components/schemas/Self'}},"
                                 "{'name':'lost','schema':{'$ref':'#/components/schemas/Nowhere'}}]");
        MethodDocView view;
        view.setReferenceDocument(reference);
        view.setMethod(info);   // returning at all is the point
        const QString text = view.toPlainText();
        QVERIFY2(text.contains("refers back to itself (recursive)"), qPrintable(text));
        QVERIFY(text.contains("children"));
        QVERIFY(text.contains("unresolved reference #/components/schemas/Nowhere"));
    }

    void longRefChainsEnd()
    {
        // R0 → R1 → … → R99999, each a distinct reference: followed 32 in a row, then named.
        constexpr int chain = 100000;
        QByteArray schemas;
        for (int i = 0; i < chain; ++i)
            schemas += (i ? "," : "") + QByteArray("'R") + QByteArray::number(i) + "':{'$ref':'#/components/schemas/R"
                       + QByteArray::number(i + 1) + "'}";
        schemas += ",'R" + QByteArray::number(chain) + "':{'type':'string'}";
        MethodInfo info = method("chain.walk");
        info.paramsSchema = json("[{'name':'start','schema':{'$ref':'#/components/schemas/R0'}}]");
        MethodDocView view;
        view.setReferenceDocument(json("{'components':{'schemas':{" + schemas + "}}}"));
        view.setMethod(info);
        const QString text = view.toPlainText();
        QVERIFY2(text.contains("one of more than 32 references in a row (not followed)"), qPrintable(text.left(2000)));
    }

    void hugeSchemasAreBounded()
    {
        // 5,000 properties, each an object nested 20 deep: the output stops at the limits.
        QByteArray nested = "{'type':'string'}";
        for (int i = 0; i < 20; ++i)
            nested = QByteArray("{'type':'object','properties':{'n':") + nested + "}}";
        QByteArray properties;
        for (int i = 0; i < 5000; ++i)
            properties += (i ? "," : "") + QByteArray("'p") + QByteArray::number(i) + "':" + nested;
        MethodInfo info = method("big", "mcp-tool");
        info.kind = MethodInfo::Kind::Tool;
        info.paramsSchema = json(QByteArray("{'type':'object','properties':{") + properties + "}}");
        QElapsedTimer timer;
        timer.start();
        const QString html = MethodDocView::html(info, {}, {}, {});
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(html.contains("p0"));
        QVERIFY(!html.contains("p4999"));
        QVERIFY(html.contains(QChar(0x2026)));
    }

    void longNameDoesNotFreeze()
    {
        MethodInfo info = method(QString(5000, QChar('m')) + ".x", "list-methods");
        MethodDocView view;
        view.resize(400, 300);
        view.show();
        QElapsedTimer timer;
        timer.start();
        view.setMethod(info);
        const QSizeF size = view.document()->size();   // forces the layout
        QCoreApplication::processEvents();
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(size.height() > 0);
        QVERIFY(view.toPlainText().contains(QString(5000, QChar('m'))));
    }

    void aliasLinksJump()
    {
        MethodDocView view;
        view.setMethod(method("memory/store"), "memory.store", {"memory#store", "memory.store"});
        QVERIFY(view.toPlainText().contains("Alias of memory.store"));
        QVERIFY(view.toPlainText().contains("Also spelled: memory#store"));
        const QString html = view.toHtml();
        QVERIFY(html.contains("method:memory%23store"));
        QSignalSpy spy(&view, &MethodDocView::methodLinkActivated);
        emit view.anchorClicked(QUrl::fromEncoded("method:memory%23store"));
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.first().first().toString(), "memory#store");
    }
};

QTEST_MAIN(tst_MethodDocView)
#include "tst_methoddocview.moc"
