#include "ui/sessions/sessiontimelinefilter.h"

#include "ui/sessions/sessiontimelinemodel.h"

namespace RpcScope {

SessionTimelineFilter::SessionTimelineFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void SessionTimelineFilter::setEndpoint(const QString &endpoint)
{
    if (endpoint == m_endpoint)
        return;
    m_endpoint = endpoint;
    invalidateFilter();
}

void SessionTimelineFilter::setOutcome(const QString &outcome)
{
    if (outcome == m_outcome)
        return;
    m_outcome = outcome;
    invalidateFilter();
}

void SessionTimelineFilter::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    invalidateFilter();
}

void SessionTimelineFilter::setLineHits(const QString &text, const QBitArray &hits)
{
    m_hitsText = text;
    m_hits = hits;
    if (text == m_text)
        invalidateFilter();
}

bool SessionTimelineFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *source = sourceModel();
    const QModelIndex first = source->index(sourceRow, 0, sourceParent);
    if (!m_endpoint.isEmpty() && first.data(SessionTimelineModel::EndpointRole).toString() != m_endpoint)
        return false;
    if (!m_outcome.isEmpty() && first.data(SessionTimelineModel::OutcomeRole).toString() != m_outcome)
        return false;
    if (m_text.isEmpty())
        return true;
    if (m_hitsText == m_text && sourceRow < m_hits.size() && m_hits.testBit(sourceRow))
        return true;
    for (int column : {SessionTimelineModel::MethodColumn, SessionTimelineModel::EndpointColumn}) {
        if (source->index(sourceRow, column, sourceParent).data().toString().contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace RpcScope
