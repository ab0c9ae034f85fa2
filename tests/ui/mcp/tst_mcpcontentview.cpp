// McpContentView: what a tool result looks like by content type.
#include "lib/json/jsondocument.h"
#include "lib/mcp/toolresult.h"
#include "ui/common/theme.h"
#include "ui/mcp/mcpcontentview.h"

#include <QBuffer>
#include <QImage>
#include <QLabel>
#include <QTest>

using namespace RpcScope;

class tst_McpContentView : public QObject
{
    Q_OBJECT

private slots:
    void jsonTextKeepsTheServersOrder();
    void imageIsShown();
    void brokenImageIsSaid();
    void isErrorIsAFailureInWordsAndColour();
    void structuredContentCheckedAgainstOutputSchema();
    void embeddedResourceAndLink();

private:
    static ToolResult read(const QByteArray &json)
    {
        const JsonDocument doc = JsonDocument::parse(json);
        return ToolResult::read(doc, 0);
    }
};

void tst_McpContentView::jsonTextKeepsTheServersOrder()
{
    McpContentView view;
    view.showToolResult(read(R"({"content":[{"type":"text","text":"{\"z\":1,\"a\":1.50}"}]})"), {});
    const QString shown = view.shownTexts().join(u'\n');
    QVERIFY2(shown.contains(u"JSON, pretty-printed"), qPrintable(shown));
    // Pretty-printed from its own tokens: z before a, 1.50 as written.
    QVERIFY2(shown.contains(u"{\n  \"z\": 1,\n  \"a\": 1.50\n}"), qPrintable(shown));
    QVERIFY(!view.showsFailure());
}

void tst_McpContentView::imageIsShown()
{
    QImage image(12, 7, QImage::Format_ARGB32);
    image.fill(Qt::red);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    McpContentView view;
    view.showToolResult(read(R"({"content":[{"type":"image","mimeType":"image/png","data":")" + png.toBase64() + R"("}]})"),
                        {});
    QCOMPARE(view.imageCount(), 1);
    bool found = false;
    for (QLabel *label : view.widget()->findChildren<QLabel *>()) {
        if (!label->pixmap().isNull()) {
            QCOMPARE(label->pixmap().size(), QSize(72, 42));   // small: enlarged by whole pixels
            QVERIFY(label->toolTip().contains(u"12 × 7"));
            found = true;
        }
    }
    QVERIFY(found);
}

void tst_McpContentView::brokenImageIsSaid()
{
    McpContentView view;
    view.showToolResult(read(R"({"content":[{"type":"image","mimeType":"image/png","data":"bm90IGEgcG5n"}]})"), {});
    QCOMPARE(view.imageCount(), 0);
    QVERIFY(view.shownTexts().join(u'\n').contains(u"could not be decoded"));
}

void tst_McpContentView::isErrorIsAFailureInWordsAndColour()
{
    McpContentView view;
    view.showToolResult(read(R"({"content":[{"type":"text","text":"disk full"}],"isError":true})"), {});
    QVERIFY(view.showsFailure());
    QLabel *failure = nullptr;
    for (QLabel *label : view.widget()->findChildren<QLabel *>()) {
        if (label->text().startsWith(u"Failed"))
            failure = label;
    }
    QVERIFY(failure);
    QCOMPARE(failure->palette().color(QPalette::WindowText),
             Theme::color(Theme::Role::Failure, failure->palette()));
    QVERIFY(view.shownTexts().contains(u"disk full"_qs));
}

void tst_McpContentView::structuredContentCheckedAgainstOutputSchema()
{
    const QByteArray schema = R"({"type":"object","properties":{"n":{"type":"integer"}},"required":["n"]})";
    McpContentView good;
    good.showToolResult(read(R"({"content":[],"structuredContent":{"n":3}})"), schema);
    QVERIFY(!good.showsFailure());
    QVERIFY(good.shownTexts().join(u'\n').contains(u"matches the tool's output schema"));

    McpContentView bad;
    bad.showToolResult(read(R"({"content":[],"structuredContent":{"n":"three"}})"), schema);
    QVERIFY(bad.showsFailure());
    const QString shown = bad.shownTexts().join(u'\n');
    QVERIFY2(shown.contains(u"does not match") && shown.contains(u"n"), qPrintable(shown));
}

void tst_McpContentView::embeddedResourceAndLink()
{
    McpContentView view;
    view.showToolResult(read(R"({"content":[
        {"type":"resource","resource":{"uri":"file:///a.txt","mimeType":"text/plain","text":"hello"}},
        {"type":"resource_link","uri":"file:///b.txt","name":"b"}]})"), {});
    const QString shown = view.shownTexts().join(u'\n');
    QVERIFY2(shown.contains(u"Embedded resource file:///a.txt text/plain") && shown.contains(u"hello"), qPrintable(shown));
    QVERIFY2(shown.contains(u"[resource link file:///b.txt]"), qPrintable(shown));
}

QTEST_MAIN(tst_McpContentView)
#include "tst_mcpcontentview.moc"
