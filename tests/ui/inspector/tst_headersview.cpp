// HeadersView: an HTTP exchange's headers, a WebSocket exchange's opening handshake, and a
// note where a transport has no headers.
#include "ui/inspector/headersview.h"

#include <QTest>

using namespace RpcScope;

class tst_HeadersView final : public QObject
{
    Q_OBJECT

private slots:
    void webSocketShowsItsHandshake()
    {
        Exchange exchange;
        exchange.transport = Transport::Kind::WebSocket;
        HttpMeta handshake;
        handshake.method = "GET";
        handshake.target = "/ws";
        handshake.requestHeaders = {{"Upgrade", "websocket"}, {"Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="}};
        handshake.version = "HTTP/1.1";
        handshake.status = 101;
        handshake.reason = "Switching Protocols";
        handshake.responseHeaders = {{"Sec-WebSocket-Accept", "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="}};
        exchange.reply.handshake = handshake;
        exchange.reply.timings.firstByteMs = 3;
        HeadersView view;
        view.setExchange(exchange);
        QVERIFY(view.requestGroup() && view.responseGroup());
        QCOMPARE(view.requestGroup()->text(HeadersView::NameColumn), QStringLiteral("Handshake: GET /ws"));
        QCOMPARE(view.responseGroup()->text(HeadersView::NameColumn),
                 QStringLiteral("Handshake answered: HTTP/1.1 101 Switching Protocols"));
        QCOMPARE(view.requestGroup()->childCount(), 2);
        QCOMPARE(view.responseGroup()->child(0)->text(HeadersView::ValueColumn),
                 QStringLiteral("s3pPLMBiTxaQ9kYGzzhZRbK+xOo="));
        bool firstByte = false;
        for (int i = 0; i < view.timingsGroup()->childCount(); ++i)
            firstByte = firstByte || view.timingsGroup()->child(i)->text(HeadersView::NameColumn) == u"First byte received";
        QVERIFY(firstByte);
    }

    void stdioHasNoHeaders()
    {
        Exchange exchange;
        exchange.transport = Transport::Kind::Stdio;
        HeadersView view;
        view.setExchange(exchange);
        QVERIFY(!view.requestGroup());
        QCOMPARE(view.topLevelItem(0)->text(HeadersView::NameColumn),
                 QStringLiteral("This endpoint is not HTTP, so there are no headers."));
    }
};

QTEST_MAIN(tst_HeadersView)
#include "tst_headersview.moc"
