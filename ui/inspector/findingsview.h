#pragma once

#include "lib/rpc/finding.h"

#include <QTreeWidget>

namespace RpcScope {

class EmptyState;

/// The conformance findings of one exchange: severity, stable id and message, with the
/// catalog's explanation of the id as a tooltip.
class FindingsView final : public QTreeWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindingsView)

public:
    enum Column { SeverityColumn, IdColumn, MessageColumn, ColumnCount };

    explicit FindingsView(QWidget *parent = nullptr);

    /// The findings of an exchange; none says so ("No findings: …").
    void setFindings(const QList<Finding> &findings);
    /// Nothing shown, not even the empty note (no exchange).
    void clearFindings();
    QString emptyText() const;
    /// Translated severity label ("Warning", "Error").
    static QString severityLabel(Finding::Severity severity);

private:
    EmptyState *m_empty = nullptr;
};

} // namespace RpcScope
