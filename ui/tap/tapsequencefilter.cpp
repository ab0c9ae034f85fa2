#include "ui/tap/tapsequencefilter.h"

#include "ui/tap/tapsequencemodel.h"

namespace RpcScope {

TapSequenceFilter::TapSequenceFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{}

void TapSequenceFilter::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void TapSequenceFilter::setShowNotifications(bool show)
{
    m_showNotifications = show;
    invalidateFilter();
}

bool TapSequenceFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex first = sourceModel()->index(sourceRow, 0, sourceParent);
    if (first.data(TapSequenceModel::StateRole).toInt() == int(TapSequenceModel::State::Held))
        return true;
    if (!m_showNotifications
        && first.data(TapSequenceModel::KindRole).toInt() == int(TapSequenceModel::Kind::Notification)) {
        return false;
    }
    if (m_text.isEmpty())
        return true;
    for (const int column : {TapSequenceModel::ClientColumn, TapSequenceModel::ServerColumn, TapSequenceModel::StateColumn}) {
        if (sourceModel()->index(sourceRow, column, sourceParent).data().toString().contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace RpcScope
