#include "ui/inspector/findingsview.h"

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
    setUniformRowHeights(true);
    setWordWrap(false);
    setAlternatingRowColors(true);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(SeverityColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(IdColumn, QHeaderView::ResizeToContents);
}

QString FindingsView::severityLabel(Finding::Severity severity)
{
    return severity == Finding::Severity::Warning ? tr("Warning") : tr("Error");
}

void FindingsView::setFindings(const QList<Finding> &findings)
{
    clear();
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
        for (int column = 0; column < ColumnCount; ++column)
            item->setToolTip(column, explanation.isEmpty() ? finding.message : explanation);
        items.append(item);
    }
    addTopLevelItems(items);
}

} // namespace RpcScope
