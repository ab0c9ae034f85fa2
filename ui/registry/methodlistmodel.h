#pragma once

#include "lib/discovery/methodinfo.h"

#include <QAbstractListModel>
#include <QList>

namespace RpcScope {

/// The methods of a registry as a flat list, one row per entry, in the order given.
class MethodListModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MethodListModel)

public:
    enum Role {
        SummaryRole = Qt::UserRole + 1,   ///< one-line summary (QString)
        SearchRole,                       ///< name, summary and description, for the filter
        KindRole,                         ///< MethodInfo::Kind as int
        SourcesRole,                      ///< comma-joined source names
    };

    explicit MethodListModel(QObject *parent = nullptr);

    void setMethods(const QList<MethodInfo> &methods);
    const QList<MethodInfo> &methods() const { return m_methods; }
    /// The entry of a row of this model; nullptr when out of range.
    const MethodInfo *method(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    /// Translated label of an entry kind ("tool", "prompt", ...).
    static QString kindName(MethodInfo::Kind kind);

private:
    QList<MethodInfo> m_methods;
    QStringList m_search;   // precomputed, so filtering 10,000 entries as you type stays cheap
};

} // namespace RpcScope
