#pragma once

#include "lib/rpc/exchange.h"

#include <QTreeWidget>

namespace RpcScope {

/// The HTTP side of an exchange: the request line and headers as sent, then the status line
/// and headers as received, each in wire order with names spelled as on the wire; last, the
/// exchange's phases (connected, sent, first byte, complete) and its bytes on the wire.
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
    /// The timings and sizes group (the last top-level row); null before an exchange is set.
    QTreeWidgetItem *timingsGroup() const { return m_timings; }

private:
    void addTimings(const Exchange &exchange);

    QTreeWidgetItem *m_request = nullptr;
    QTreeWidgetItem *m_response = nullptr;
    QTreeWidgetItem *m_timings = nullptr;
};

} // namespace RpcScope
