#include "ui/collections/collectionfilterproxy.h"

#include "ui/collections/collectiontreemodel.h"

namespace RpcScope {

CollectionFilterProxy::CollectionFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
}

void CollectionFilterProxy::setSearchText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateFilter();
}

bool CollectionFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_words.isEmpty() || !sourceParent.isValid())
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const QString name = index.data(Qt::DisplayRole).toString();
    const QString description = index.data(CollectionTreeModel::DescriptionRole).toString();
    for (const QString &word : m_words) {
        if (!name.contains(word, Qt::CaseInsensitive) && !description.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace RpcScope
