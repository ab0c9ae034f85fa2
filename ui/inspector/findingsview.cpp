#include "ui/inspector/findingsview.h"

#include "ui/common/emptystate.h"

#include <QHeaderView>
#include <QStyle>

namespace RpcScope {

FindingsView::FindingsView(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("findings"));
    setColumnCount(ColumnCount);
    setHeaderLabels({tr("Severity"), tr("Finding"), tr("Message")});
    setRootIsDecorated(false);
    // A message reads in full: it wraps in its column, and its tooltip adds the explanation.
    setWordWrap(true);
    setUniformRowHeights(false);
    setAlternatingRowColors(true);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(SeverityColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(IdColumn, QHeaderView::ResizeToContents);
    m_empty = EmptyState::attach(this, QString());   // said once an exchange has none
}

QString FindingsView::severityLabel(Finding::Severity severity)
{
    return severity == Finding::Severity::Warning ? tr("Warning") : tr("Error");
}

void FindingsView::setFindings(const QList<Finding> &findings)
{
    clear();
    m_empty->setText(findings.isEmpty() ? tr("No findings: the answer follows JSON-RPC 2.0.") : QString());
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const QIcon error = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    QList<QTreeWidgetItem *> items;
    items.reserve(findings.size());
    for (const Finding &finding : findings) {
        auto *item = new QTreeWidgetItem;
        item->setText(SeverityColumn, severityLabel(finding.severity));
        item->setIcon(SeverityColumn, finding.severity == Finding::Severity::Warning ? warning : error);
        item->setText(IdColumn, finding.id);
        item->setText(MessageColumn, finding.message);
        const QString explanation = FindingCatalog::explanation(finding.id);
        const QString tip = explanation.isEmpty() ? finding.message : finding.message + QStringLiteral("\n\n") + explanation;
        for (int column = 0; column < ColumnCount; ++column)
            item->setToolTip(column, tip);
        items.append(item);
    }
    addTopLevelItems(items);
}

void FindingsView::clearFindings()
{
    clear();
    m_empty->setText({});
}

QString FindingsView::emptyText() const
{
    return m_empty->text();
}

} // namespace RpcScope
