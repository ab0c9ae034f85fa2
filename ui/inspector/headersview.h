#pragma once

#include "lib/rpc/exchange.h"

#include <QTreeWidget>

namespace RpcScope {

/// The HTTP side of an exchange: the request line and headers as sent, then the status line
/// and headers as received, each in wire order with names spelled as on the wire.
class HeadersView final : public QTreeWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeadersView)

public:
    enum Column { NameColumn, ValueColumn, ColumnCount };

    explicit HeadersView(QWidget *parent = nullptr);

    void setExchange(const Exchange &exchange);
    /// The request group (top-level row 0) and the response group (row 1); null when absent.
    QTreeWidgetItem *requestGroup() const;
    QTreeWidgetItem *responseGroup() const;
};

} // namespace RpcScope
