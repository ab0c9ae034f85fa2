#include "ui/inspector/headersview.h"

#include "lib/text/units.h"

#include <QHeaderView>
#include <QLocale>

namespace RpcScope {

namespace {

// \a sent: our own request's headers, whose credentials (a token the OAuth flow obtained, the
// endpoint's secret) are never shown in clear; the scheme stays, to say how we authorized.
void addHeaders(QTreeWidgetItem *group, const HeaderList &headers, bool sent)
{
    for (const auto &[name, value] : headers) {
        auto *item = new QTreeWidgetItem(group);
        item->setText(HeadersView::NameColumn, QString::fromLatin1(name));
        // Header values are octets; UTF-8 is what servers send in practice.
        item->setText(HeadersView::ValueColumn, QString::fromUtf8(sent ? shownHeaderValue(name, value) : value));
        item->setToolTip(HeadersView::ValueColumn, item->text(HeadersView::ValueColumn));
    }
}

} // namespace

HeadersView::HeadersView(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("headers"));
    setColumnCount(ColumnCount);
    setHeaderLabels({tr("Name"), tr("Value")});
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(NameColumn, QHeaderView::ResizeToContents);
}

QTreeWidgetItem *HeadersView::requestGroup() const
{
    return m_request;
}

QTreeWidgetItem *HeadersView::responseGroup() const
{
    return m_response;
}

void HeadersView::setExchange(const Exchange &exchange)
{
    clear();
    m_request = m_response = m_timings = nullptr;
    // A WebSocket exchange has the headers of its connection's opening handshake.
    const bool handshake = !exchange.reply.http && exchange.reply.handshake;
    const std::optional<HttpMeta> &meta = handshake ? exchange.reply.handshake : exchange.reply.http;
    if (!meta) {
        auto *note = new QTreeWidgetItem(this);
        note->setText(NameColumn, exchange.transport == Transport::Kind::Http
                                      ? tr("No HTTP response arrived.")
                                      : tr("This endpoint is not HTTP, so there are no headers."));
        note->setFirstColumnSpanned(true);
        addTimings(exchange);
        expandAll();
        return;
    }
    const HttpMeta &http = *meta;
    auto *request = new QTreeWidgetItem(this);
    const QString method = QString::fromLatin1(http.method);
    const QString target = QString::fromUtf8(http.target);
    request->setText(NameColumn, handshake
                                     //: Group row of the Headers tab for a WebSocket, e.g. "Handshake: GET /ws"
                                     ? tr("Handshake: %1 %2").arg(method, target)
                                     //: Group row of the Headers tab, e.g. "Request: POST /rpc"
                                     : tr("Request: %1 %2").arg(method, target));
    request->setFirstColumnSpanned(true);
    addHeaders(request, http.requestHeaders, true);

    auto *response = new QTreeWidgetItem(this);
    if (http.status > 0) {
        const QString version = QString::fromLatin1(http.version);
        const QString reason = QString::fromLatin1(http.reason);
        response->setText(NameColumn, handshake
                                          //: e.g. "Handshake answered: HTTP/1.1 101 Switching Protocols"
                                          ? tr("Handshake answered: %1 %2 %3").arg(version).arg(http.status).arg(reason)
                                          //: Group row of the Headers tab, e.g. "Response: HTTP/1.1 200 OK"
                                          : tr("Response: %1 %2 %3").arg(version).arg(http.status).arg(reason));
    } else {
        response->setText(NameColumn, tr("Response: no status line arrived"));
    }
    response->setFirstColumnSpanned(true);
    addHeaders(response, http.responseHeaders, false);

    m_request = request;
    m_response = response;
    addTimings(exchange);
    for (QTreeWidgetItem *group : {request, response, m_timings}) {
        QFont bold = group->font(NameColumn);
        bold.setBold(true);
        group->setFont(NameColumn, bold);
    }
    expandAll();
}

void HeadersView::addTimings(const Exchange &exchange)
{
    m_timings = new QTreeWidgetItem(this);
    //: Group row of the Headers tab: when each phase of the exchange happened, and its bytes
    m_timings->setText(NameColumn, tr("Timings and sizes"));
    m_timings->setFirstColumnSpanned(true);
    const QLocale locale;
    const auto add = [this](const QString &name, const QString &value) {
        auto *item = new QTreeWidgetItem(m_timings);
        item->setText(NameColumn, name);
        item->setText(ValueColumn, value);
        item->setToolTip(ValueColumn, value);   // as the header rows: a narrow column elides it
    };
    //: A moment of the exchange, counted from its start: "after 4 ms", "after 1.2 s"
    const auto ms = [](qint64 value) { return tr("after %1").arg(Units::duration(value)); };
    const Timings &timings = exchange.reply.timings;
    const bool reused = exchange.reply.http && exchange.reply.http->reusedConnection;
    if (timings.connectedMs >= 0)
        add(tr("Connected"), reused ? tr("at once: an open connection was reused") : ms(timings.connectedMs));
    if (timings.sentMs >= 0)
        add(tr("Request sent"), ms(timings.sentMs));
    if (timings.firstByteMs >= 0)
        add(tr("First byte received"), ms(timings.firstByteMs));
    if (const qint64 total = exchange.durationMs(); total >= 0)
        add(tr("Complete"), ms(total));
    const auto bytes = [&locale](qint64 value) {
        return tr("%1 bytes").arg(locale.toString(value));
    };
    add(tr("Request body"), bytes(exchange.requestSize()));
    add(tr("Response body"), bytes(exchange.responseSize()));
    if (exchange.reply.bytesSent > 0)
        add(tr("Sent on the wire"), bytes(exchange.reply.bytesSent));
    if (exchange.reply.bytesReceived > 0)
        add(tr("Received on the wire"), bytes(exchange.reply.bytesReceived));
}

} // namespace RpcScope
