#pragma once

#include "ui/collections/collectiondocument.h"
#include "ui/common/requestmimedata.h"

#include <QAbstractItemModel>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace RpcScope {

/// The open collections as a tree: each collection, its folders and its saved requests, in
/// run order. Names are edited in place (a rename on the undo stack); items are moved by
/// dragging within the tree, and a request dragged in from the history or the composer
/// (RequestMimeData) becomes a saved request where it is dropped. The tree is rebuilt when
/// a collection changes: collections are small, and every change is a whole snapshot anyway.
class CollectionTreeModel final : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CollectionTreeModel)

public:
    enum Role {
        DescriptionRole = Qt::UserRole + 1,   ///< QString
        KindRole,                             ///< QString: collection, folder, single, batch, notification, raw
        NamePathRole,                         ///< QString: "folder/request" (empty for a collection)
    };
    static const QString kItemMimeType;

    explicit CollectionTreeModel(QObject *parent = nullptr);
    ~CollectionTreeModel() override;

    void addDocument(CollectionDocument *document);
    void removeDocument(CollectionDocument *document);
    const QList<CollectionDocument *> &documents() const { return m_documents; }

    CollectionDocument *documentAt(const QModelIndex &index) const;
    CollectionDocument::ItemPath pathAt(const QModelIndex &index) const;
    const CollectionItem *itemAt(const QModelIndex &index) const;
    QModelIndex indexOf(const CollectionDocument *document, const CollectionDocument::ItemPath &path = {}) const;
    /// Where a new item goes for a selection at \a index: into it when it is a folder or a
    /// collection, else after it in its folder.
    void insertionPoint(const QModelIndex &index, CollectionDocument::ItemPath *folder, int *row) const;
    /// A saved request made of wire bytes (a history row, the composer). Credentials in the
    /// body (`token:` values, password members …, as a recording redacts them) become
    /// `{{NAME}}` placeholders, whose names go to \a secrets: the file never holds their values.
    static CollectionItem itemFor(const RequestMimeData::Request &request, QStringList *secrets);
    /// The endpoint a request dropped as plain text (selected in the composer) is saved with;
    /// `{{baseUrl}}` when none is set.
    void setEndpointSource(std::function<QString()> source) { m_endpointSource = std::move(source); }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    Qt::DropActions supportedDropActions() const override;
    Qt::DropActions supportedDragActions() const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;

signals:
    /// An item was made or moved by a drop, at \a path of \a document (to be selected).
    void itemDropped(RpcScope::CollectionDocument *document, const RpcScope::CollectionDocument::ItemPath &path);

private:
    struct Node
    {
        CollectionDocument *document = nullptr;
        CollectionDocument::ItemPath path;
        Node *parent = nullptr;
        int row = 0;
        std::vector<std::unique_ptr<Node>> children;
    };
    void rebuild();
    void addChildren(Node *node, const std::vector<CollectionItem> &items);
    Node *nodeAt(const QModelIndex &index) const;
    bool dropTarget(int row, const QModelIndex &parent, CollectionDocument **document,
                    CollectionDocument::ItemPath *folder, int *targetRow) const;

    /// A JSON-RPC message dropped as plain text; nothing when the text is none.
    std::optional<RequestMimeData::Request> plainTextRequest(const QMimeData *data) const;

    QList<CollectionDocument *> m_documents;
    Node m_root;
    std::function<QString()> m_endpointSource;
};

} // namespace RpcScope
