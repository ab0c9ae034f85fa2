#include "ui/collections/collectiontreemodel.h"

#include "lib/collection/collectionimport.h"
#include "lib/json/jsondocument.h"
#include "lib/session/redaction.h"
#include "lib/session/sessionredactor.h"
#include "lib/session/urlredaction.h"
#include "ui/common/icons.h"
#include "ui/common/requestmimedata.h"

#include <QApplication>
#include <QDataStream>
#include <QIODevice>
#include <QMimeData>
#include <QPointer>
#include <QStyle>
#include <QUrl>

namespace RpcScope {

const QString CollectionTreeModel::kItemMimeType = QStringLiteral("application/x-rpcscope-collection-item");

namespace {

QIcon kindIcon(const CollectionItem &item)
{
    if (item.isFolder())
        return QApplication::style()->standardIcon(QStyle::SP_DirIcon);
    switch (item.request.kind) {
    case SavedRequest::Kind::Single:
        return Icons::get(QStringLiteral("send"));
    case SavedRequest::Kind::Batch:
        return Icons::get(QStringLiteral("batch"));
    case SavedRequest::Kind::Notification:
        return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
    case SavedRequest::Kind::Raw:
        return QApplication::style()->standardIcon(QStyle::SP_FileIcon);
    case SavedRequest::Kind::Mcp:
        return Icons::get(QStringLiteral("tool"));
    }
    return {};
}

QString kindText(SavedRequest::Kind kind)
{
    switch (kind) {
    case SavedRequest::Kind::Single:
        return CollectionTreeModel::tr("request");
    case SavedRequest::Kind::Batch:
        return CollectionTreeModel::tr("batch");
    case SavedRequest::Kind::Notification:
        return CollectionTreeModel::tr("notification");
    case SavedRequest::Kind::Raw:
        return CollectionTreeModel::tr("raw message");
    case SavedRequest::Kind::Mcp:
        return CollectionTreeModel::tr("MCP request");
    }
    return {};
}

// A name for a dropped request: what it calls, else its method, else the endpoint's last part.
QString titleFor(const SavedRequest &request, const QString &fallback)
{
    if (request.kind == SavedRequest::Kind::Mcp)
        return request.mcpTarget();
    if (!request.method.isEmpty())
        return request.method;
    return fallback.isEmpty() ? CollectionTreeModel::tr("New request") : fallback;
}

} // namespace

CollectionItem CollectionTreeModel::itemFor(const RequestMimeData::Request &request, QStringList *secrets)
{
    QStringList used;
    QByteArray bytes = SessionRedactor().redactBody(request.bytes, &used);
    // The endpoint too: a password in the URL or a key in its query becomes a variable.
    QString endpoint = UrlRedaction::redact(request.endpoint, &used);
    for (const QString &name : std::as_const(used)) {
        // {{redacted:NAME}} → {{NAME}}: a collection variable, declared secret.
        QString variable = name;
        variable.replace(QLatin1Char(':'), QLatin1Char('_'));
        bytes.replace(Redaction::placeholder(name), QByteArray("{{" + variable.toUtf8() + "}}"));
        endpoint.replace(QString::fromUtf8(Redaction::placeholder(name)), QLatin1String("{{") + variable + QLatin1String("}}"));
        if (!secrets->contains(variable))
            secrets->append(variable);
    }
    CollectionItem item;
    item.request.endpoint = endpoint;
    CollectionImport::setMessage(&item.request, QString::fromUtf8(bytes));
    if (request.mcp && item.request.kind == SavedRequest::Kind::Single)
        item.request.kind = SavedRequest::Kind::Mcp;   // the session gives it an id and its _meta
    item.name = request.title.isEmpty() ? titleFor(item.request, QString()) : request.title;
    return item;
}

CollectionTreeModel::CollectionTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{}

CollectionTreeModel::~CollectionTreeModel() = default;

void CollectionTreeModel::addDocument(CollectionDocument *document)
{
    if (m_documents.contains(document))
        return;
    m_documents.append(document);
    connect(document, &CollectionDocument::changed, this, &CollectionTreeModel::rebuild);
    rebuild();
}

void CollectionTreeModel::removeDocument(CollectionDocument *document)
{
    if (!m_documents.removeOne(document))
        return;
    disconnect(document, nullptr, this, nullptr);
    rebuild();
}

void CollectionTreeModel::rebuild()
{
    beginResetModel();
    m_root.children.clear();
    int row = 0;
    for (CollectionDocument *document : std::as_const(m_documents)) {
        auto node = std::make_unique<Node>();
        node->document = document;
        node->parent = &m_root;
        node->row = row++;
        addChildren(node.get(), document->collection().items);
        m_root.children.push_back(std::move(node));
    }
    endResetModel();
}

void CollectionTreeModel::addChildren(Node *node, const std::vector<CollectionItem> &items)
{
    for (size_t i = 0; i < items.size(); ++i) {
        auto child = std::make_unique<Node>();
        child->document = node->document;
        child->path = node->path;
        child->path.append(int(i));
        child->parent = node;
        child->row = int(i);
        if (items[i].isFolder())
            addChildren(child.get(), items[i].items);
        node->children.push_back(std::move(child));
    }
}

CollectionTreeModel::Node *CollectionTreeModel::nodeAt(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : const_cast<Node *>(&m_root);
}

CollectionDocument *CollectionTreeModel::documentAt(const QModelIndex &index) const
{
    return index.isValid() ? nodeAt(index)->document : nullptr;
}

CollectionDocument::ItemPath CollectionTreeModel::pathAt(const QModelIndex &index) const
{
    return index.isValid() ? nodeAt(index)->path : CollectionDocument::ItemPath();
}

const CollectionItem *CollectionTreeModel::itemAt(const QModelIndex &index) const
{
    const Node *node = nodeAt(index);
    return node->document ? node->document->item(node->path) : nullptr;
}

QModelIndex CollectionTreeModel::indexOf(const CollectionDocument *document, const CollectionDocument::ItemPath &path) const
{
    const Node *node = nullptr;
    for (const auto &child : m_root.children) {
        if (child->document == document)
            node = child.get();
    }
    for (const int row : path) {
        if (!node || row < 0 || size_t(row) >= node->children.size())
            return {};
        node = node->children[size_t(row)].get();
    }
    return node ? createIndex(node->row, 0, const_cast<Node *>(node)) : QModelIndex();
}

void CollectionTreeModel::insertionPoint(const QModelIndex &index, CollectionDocument::ItemPath *folder, int *row) const
{
    const CollectionItem *item = itemAt(index);
    const CollectionDocument::ItemPath path = pathAt(index);
    if (!item || item->isFolder()) {
        *folder = path;
        *row = -1;
    } else {
        *folder = path.mid(0, path.size() - 1);
        *row = path.constLast() + 1;
    }
}

QModelIndex CollectionTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    const Node *node = nodeAt(parent);
    if (column != 0 || row < 0 || size_t(row) >= node->children.size())
        return {};
    return createIndex(row, 0, node->children[size_t(row)].get());
}

QModelIndex CollectionTreeModel::parent(const QModelIndex &child) const
{
    const Node *node = nodeAt(child);
    if (!child.isValid() || node->parent == &m_root)
        return {};
    return createIndex(node->parent->row, 0, node->parent);
}

int CollectionTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(nodeAt(parent)->children.size());
}

int CollectionTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant CollectionTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node *node = nodeAt(index);
    const CollectionItem *item = node->document->item(node->path);
    if (!item) {   // the collection itself
        const Collection &collection = node->document->collection();
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
            return node->document->displayName();
        case Qt::ToolTipRole:
            return node->document->path();
        case Qt::DecorationRole:
            return QApplication::style()->standardIcon(QStyle::SP_DriveHDIcon);
        case DescriptionRole:
            return collection.description;
        case KindRole:
            return QStringLiteral("collection");
        case NamePathRole:
            return QString();
        default:
            return {};
        }
    }
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return item->name;
    case Qt::ToolTipRole: {
        QString tip = item->isFolder() ? tr("Folder") : tr("%1: %2").arg(kindText(item->request.kind), item->request.method);
        if (!item->description.isEmpty())
            tip += QLatin1Char('\n') + item->description;
        return tip;
    }
    case Qt::DecorationRole:
        return kindIcon(*item);
    case DescriptionRole:
        return item->description;
    case KindRole:
        return item->isFolder() ? QStringLiteral("folder") : SavedRequest::kindName(item->request.kind);
    case NamePathRole:
        return node->document->namePath(node->path);
    default:
        return {};
    }
}

bool CollectionTreeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid())
        return false;
    const Node *node = nodeAt(index);
    const QString name = value.toString().trimmed();
    if (name.isEmpty())
        return false;
    // After the editor has closed: the rename rebuilds the tree, which must not happen while
    // the view is still committing the editor's data.
    QMetaObject::invokeMethod(
        this,
        [document = QPointer<CollectionDocument>(node->document), path = node->path, name] {
            if (!document)
                return;
            if (!path.isEmpty()) {
                document->rename(path, name);
                return;
            }
            Collection after = document->collection();
            if (after.name == name)
                return;
            after.name = name;
            document->change(after, tr("Rename %1").arg(document->displayName()));
        },
        Qt::QueuedConnection);
    return true;
}

Qt::ItemFlags CollectionTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
    const Node *node = nodeAt(index);
    if (!node->path.isEmpty())
        flags |= Qt::ItemIsDragEnabled;
    const CollectionItem *item = node->document->item(node->path);
    if (!item || item->isFolder())
        flags |= Qt::ItemIsDropEnabled;
    return flags;
}

Qt::DropActions CollectionTreeModel::supportedDropActions() const
{
    return Qt::MoveAction | Qt::CopyAction;
}

Qt::DropActions CollectionTreeModel::supportedDragActions() const
{
    return Qt::MoveAction;
}

QStringList CollectionTreeModel::mimeTypes() const
{
    return {kItemMimeType, RequestMimeData::kMimeType, QStringLiteral("text/plain")};
}

std::optional<RequestMimeData::Request> CollectionTreeModel::plainTextRequest(const QMimeData *data) const
{
    if (!data->hasText())
        return std::nullopt;
    const QByteArray bytes = data->text().toUtf8();
    const JsonDocument json = JsonDocument::parse(bytes);
    if (!json.isValid())
        return std::nullopt;
    // A request (it names a method) or a batch of them.
    const int first = json.type(0) == JsonDocument::Type::Array ? json.firstChild(0) : 0;
    if (first < 0 || json.type(first) != JsonDocument::Type::Object || json.member(first, u"method") < 0)
        return std::nullopt;
    RequestMimeData::Request request;
    request.endpoint = m_endpointSource ? m_endpointSource() : QString();
    if (request.endpoint.isEmpty())
        request.endpoint = QStringLiteral("{{baseUrl}}");
    request.bytes = bytes;
    return request;
}

QMimeData *CollectionTreeModel::mimeData(const QModelIndexList &indexes) const
{
    // One item at a time: a move of several items from different folders has no single meaning.
    if (indexes.isEmpty())
        return nullptr;
    const Node *node = nodeAt(indexes.constFirst());
    if (node->path.isEmpty())
        return nullptr;
    QByteArray payload;
    QDataStream out(&payload, QIODevice::WriteOnly);
    out << qint32(m_documents.indexOf(node->document)) << node->path;
    auto *data = new QMimeData;
    data->setData(kItemMimeType, payload);
    return data;
}

bool CollectionTreeModel::dropTarget(int row, const QModelIndex &parent, CollectionDocument **document,
                                     CollectionDocument::ItemPath *folder, int *targetRow) const
{
    if (!parent.isValid())
        return false;   // between collections: no collection to put it in
    const Node *node = nodeAt(parent);
    const CollectionItem *item = node->document->item(node->path);
    *document = node->document;
    if (item && !item->isFolder()) {   // onto a request: after it
        *folder = node->path.mid(0, node->path.size() - 1);
        *targetRow = node->path.constLast() + 1;
    } else {
        *folder = node->path;
        *targetRow = row;
    }
    return true;
}

bool CollectionTreeModel::canDropMimeData(const QMimeData *data, Qt::DropAction, int row, int,
                                          const QModelIndex &parent) const
{
    CollectionDocument *document = nullptr;
    CollectionDocument::ItemPath folder;
    int targetRow = 0;
    if (!data || !dropTarget(row, parent, &document, &folder, &targetRow))
        return false;
    return data->hasFormat(kItemMimeType) || RequestMimeData::has(data) || plainTextRequest(data).has_value();
}

bool CollectionTreeModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int,
                                       const QModelIndex &parent)
{
    CollectionDocument *document = nullptr;
    CollectionDocument::ItemPath folder;
    int targetRow = 0;
    if (!data || action == Qt::IgnoreAction || !dropTarget(row, parent, &document, &folder, &targetRow))
        return false;
    CollectionDocument::ItemPath made;
    if (data->hasFormat(kItemMimeType)) {
        QDataStream in(data->data(kItemMimeType));
        qint32 source = -1;
        CollectionDocument::ItemPath from;
        in >> source >> from;
        if (in.status() != QDataStream::Ok || source < 0 || source >= m_documents.size())
            return false;
        CollectionDocument *fromDocument = m_documents.at(source);
        if (fromDocument == document) {
            made = document->move(from, folder, targetRow);
        } else if (const CollectionItem *item = fromDocument->item(from)) {
            // Into another collection: a copy (the source file keeps its item).
            made = document->insert(folder, targetRow, *item, tr("Copy %1").arg(item->name));
        }
    } else {
        RequestMimeData::Request request;
        if (!RequestMimeData::read(data, &request)) {
            const std::optional<RequestMimeData::Request> text = plainTextRequest(data);
            if (!text)
                return false;
            request = *text;
        }
        QStringList secrets;
        const CollectionItem item = itemFor(request, &secrets);
        made = document->insert(folder, targetRow, item, tr("Add %1").arg(item.name), secrets);
    }
    if (made.isEmpty())
        return false;
    emit itemDropped(document, made);
    // The change is made here; returning false keeps the view from removing the dragged
    // rows itself (the model was rebuilt already).
    return false;
}

} // namespace RpcScope
