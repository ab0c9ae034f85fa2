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

    void credentialsWeSentAreMasked()
    {
        // A token the OAuth flow obtained (or the endpoint's secret) never shows in clear; the
        // scheme stays, and the server's own headers are shown as they came.
        Exchange exchange;
        exchange.transport = Transport::Kind::Http;
        HttpMeta http;
        http.method = "POST";
        http.target = "/mcp";
        http.requestHeaders = {{"Content-Type", "application/json"}, {"Authorization", "Bearer tok-secret"},
                               {"DPoP", "eyJ.proof.sig"}};
        http.version = "HTTP/1.1";
        http.status = 200;
        http.responseHeaders = {{"X-Echo", "Bearer tok-secret"}};
        exchange.reply.http = http;
        HeadersView view;
        view.setExchange(exchange);
        QCOMPARE(view.requestGroup()->child(0)->text(HeadersView::ValueColumn), QStringLiteral("application/json"));
        QCOMPARE(view.requestGroup()->child(1)->text(HeadersView::ValueColumn), QStringLiteral("Bearer [redacted]"));
        QCOMPARE(view.requestGroup()->child(1)->toolTip(HeadersView::ValueColumn), QStringLiteral("Bearer [redacted]"));
        QCOMPARE(view.requestGroup()->child(2)->text(HeadersView::ValueColumn), QStringLiteral("[redacted]"));
        QCOMPARE(view.responseGroup()->child(0)->text(HeadersView::ValueColumn), QStringLiteral("Bearer tok-secret"));
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
