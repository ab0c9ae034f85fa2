#pragma once

#include "lib/json/jsondocument.h"

#include <QAbstractItemModel>
#include <QSet>

#include <vector>

namespace RpcScope {

/// A lazy tree over a JsonDocument: keys in the server's order, numbers as written, every
/// duplicate key as its own row. Rows are created only when a view asks for them, in
/// batches, so a body with a million-element array opens at once. Items hold node numbers
/// of the document, never copies of its values.
class JsonTreeModel final : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JsonTreeModel)

public:
    enum Column { KeyColumn, ValueColumn, TypeColumn, ColumnCount };
    enum Role {
        NodeRole = Qt::UserRole + 1,   ///< the JsonDocument node of the row (int)
        RawRole,                       ///< the node's exact JSON text (QByteArray)
    };

    /// Children materialized per fetchMore().
    static constexpr int kFetchBatch = 200;

    explicit JsonTreeModel(QObject *parent = nullptr);
    ~JsonTreeModel() override;

    /// Shows \a document. A container root shows its members as top-level rows, a scalar
    /// root one row; an invalid document shows nothing. The first batch of top-level rows
    /// is there at once; everything else waits for fetchMore().
    void setDocument(const JsonDocument &document);
    void clear();
    const JsonDocument &document() const { return m_document; }

    /// The document node of \a index; -1 for an invalid index.
    int nodeAt(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    /// Translated name of a JSON type ("object", "number", ...).
    static QString typeName(JsonDocument::Type type);

private:
    struct Item
    {
        int node = -1;           // document node; -1 for the invisible root
        int parent = -1;         // item number of the parent
        int row = 0;             // row under the parent
        int total = 0;           // children the document has
        int nextChild = -1;      // document node of the next child to materialize
        std::vector<int> children;   // item numbers of materialized children
    };

    /// Creates the next \a count child items of item \a parentNumber (no signals).
    void materialize(int parentNumber, int count);
    const Item *itemAt(const QModelIndex &index) const;
    int itemNumber(const QModelIndex &index) const;
    QString keyText(const Item &item) const;
    QString valueText(int node) const;
    QString toolTip(const Item &item, int column) const;

    JsonDocument m_document;
    std::vector<Item> m_items;   // [0] is the invisible root
    QSet<int> m_duplicateKeys;   // key nodes that repeat an earlier key
    bool m_fetching = false;     // inside fetchMore()
};

} // namespace RpcScope
