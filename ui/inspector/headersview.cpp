#include "ui/inspector/headersview.h"

#include <QHeaderView>

namespace RpcScope {

namespace {

void addHeaders(QTreeWidgetItem *group, const HeaderList &headers)
{
    for (const auto &[name, value] : headers) {
        auto *item = new QTreeWidgetItem(group);
        item->setText(HeadersView::NameColumn, QString::fromLatin1(name));
        // Header values are octets; UTF-8 is what servers send in practice.
        item->setText(HeadersView::ValueColumn, QString::fromUtf8(value));
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
    return topLevelItemCount() > 1 ? topLevelItem(0) : nullptr;
}

QTreeWidgetItem *HeadersView::responseGroup() const
{
    return topLevelItemCount() > 1 ? topLevelItem(1) : nullptr;
}

void HeadersView::setExchange(const Exchange &exchange)
{
    clear();
    if (!exchange.reply.http) {
        auto *note = new QTreeWidgetItem(this);
        note->setText(NameColumn, exchange.transport == Transport::Kind::Http
                                      ? tr("No HTTP response arrived.")
                                      : tr("This endpoint is not HTTP, so there are no headers."));
        note->setFirstColumnSpanned(true);
        return;
    }
    const HttpMeta &http = *exchange.reply.http;
    auto *request = new QTreeWidgetItem(this);
    //: Group row of the Headers tab, e.g. "Request: POST /rpc"
    request->setText(NameColumn, tr("Request: %1 %2").arg(QString::fromLatin1(http.method),
                                                           QString::fromUtf8(http.target)));
    request->setFirstColumnSpanned(true);
    addHeaders(request, http.requestHeaders);

    auto *response = new QTreeWidgetItem(this);
    if (http.status > 0) {
        //: Group row of the Headers tab, e.g. "Response: HTTP/1.1 200 OK"
        response->setText(NameColumn, tr("Response: %1 %2 %3").arg(QString::fromLatin1(http.version))
                                          .arg(http.status).arg(QString::fromLatin1(http.reason)));
    } else {
        response->setText(NameColumn, tr("Response: no status line arrived"));
    }
    response->setFirstColumnSpanned(true);
    addHeaders(response, http.responseHeaders);

    for (QTreeWidgetItem *group : {request, response}) {
        QFont bold = group->font(NameColumn);
        bold.setBold(true);
        group->setFont(NameColumn, bold);
    }
    expandAll();
}

} // namespace RpcScope
