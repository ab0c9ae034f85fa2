#include "ui/inspector/findingsview.h"

#include <QHeaderView>
#include <QPainter>
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
}

QString FindingsView::severityLabel(Finding::Severity severity)
{
    return severity == Finding::Severity::Warning ? tr("Warning") : tr("Error");
}

void FindingsView::setFindings(const QList<Finding> &findings)
{
    clear();
    m_emptyText = findings.isEmpty() ? tr("No findings: the answer follows JSON-RPC 2.0.") : QString();
    viewport()->update();
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
    m_emptyText.clear();
    viewport()->update();
}

void FindingsView::paintEvent(QPaintEvent *event)
{
    QTreeWidget::paintEvent(event);
    if (topLevelItemCount() > 0 || m_emptyText.isEmpty())
        return;
    QPainter painter(viewport());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(viewport()->rect().adjusted(8, 8, -8, -8), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                     m_emptyText);
}

} // namespace RpcScope
