#pragma once

#include <QSortFilterProxyModel>

namespace RpcScope {

/// The search of the collections sidebar: a folder or request is shown when its name or
/// description contains every word typed (any case), and so are the folders above it.
/// Collections themselves always show, so the user sees where nothing matched.
class CollectionFilterProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CollectionFilterProxy)

public:
    explicit CollectionFilterProxy(QObject *parent = nullptr);

    void setSearchText(const QString &text);
    const QString &searchText() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    QStringList m_words;
};

} // namespace RpcScope
