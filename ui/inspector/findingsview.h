#pragma once

#include "lib/rpc/finding.h"

#include <QTreeWidget>

namespace RpcScope {

/// The conformance findings of one exchange: severity, stable id and message, with the
/// catalog's explanation of the id as a tooltip.
class FindingsView final : public QTreeWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindingsView)

public:
    enum Column { SeverityColumn, IdColumn, MessageColumn, ColumnCount };

    explicit FindingsView(QWidget *parent = nullptr);

    void setFindings(const QList<Finding> &findings);
    /// Translated severity label ("Warning", "Error").
    static QString severityLabel(Finding::Severity severity);
};

} // namespace RpcScope
