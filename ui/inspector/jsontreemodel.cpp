#include "ui/inspector/jsontreemodel.h"

#include <algorithm>

namespace RpcScope {

using Type = JsonDocument::Type;

namespace {

// A cell shows at most this much of a value; the tooltip shows more, the Raw tab all of it.
constexpr qsizetype kPreviewBytes = 300;
constexpr qsizetype kToolTipChars = 2000;

// Cuts \a text to at most \a limit bytes without splitting a UTF-8 sequence.
QString utf8Prefix(QByteArrayView text, qsizetype limit, bool *cut = nullptr)
{
    if (cut)
        *cut = text.size() > limit;
    if (text.size() <= limit)
        return QString::fromUtf8(text);
    qsizetype end = limit;
    while (end > 0 && (quint8(text[end]) & 0xC0) == 0x80)
        --end;
    return QString::fromUtf8(text.first(end)) + QChar(0x2026);
}

} // namespace

JsonTreeModel::JsonTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
    m_items.emplace_back();
}

JsonTreeModel::~JsonTreeModel() = default;

void JsonTreeModel::setDocument(const JsonDocument &document)
{
    beginResetModel();
    m_document = document;
    m_items.clear();
    m_items.emplace_back();
    m_duplicateKeys.clear();
    if (m_document.isValid() && m_document.nodeCount() > 0) {
        Item &root = m_items.front();
        if (m_document.isContainer(0)) {
            root.total = m_document.childCount(0);
            root.nextChild = m_document.firstChild(0);
        } else {
            root.total = 1;       // the scalar itself is the one row
            root.nextChild = 0;
        }
        for (const JsonDuplicateKey &duplicate : m_document.duplicateKeys())
            m_duplicateKeys.insert(duplicate.keyNode);
        // The first top-level rows come with the reset, so a view shows them at once.
        materialize(0, std::min(kFetchBatch, root.total));
    }
    endResetModel();
}

void JsonTreeModel::clear()
{
    setDocument(JsonDocument());
}

int JsonTreeModel::itemNumber(const QModelIndex &index) const
{
    return index.isValid() ? int(index.internalId()) : 0;
}

const JsonTreeModel::Item *JsonTreeModel::itemAt(const QModelIndex &index) const
{
    const int number = itemNumber(index);
    return number >= 0 && size_t(number) < m_items.size() ? &m_items[size_t(number)] : nullptr;
}

int JsonTreeModel::nodeAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return -1;
    const Item *item = itemAt(index);
    return item ? item->node : -1;
}

QModelIndex JsonTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (parent.isValid() && parent.column() != 0)
        return {};
    const Item *item = itemAt(parent);
    if (!item || size_t(row) >= item->children.size())
        return {};
    return createIndex(row, column, quintptr(item->children[size_t(row)]));
}

QModelIndex JsonTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const Item *item = itemAt(child);
    if (!item || item->parent <= 0)
        return {};
    const Item &parentItem = m_items[size_t(item->parent)];
    return createIndex(parentItem.row, 0, quintptr(item->parent));
}

int JsonTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    const Item *item = itemAt(parent);
    return item ? int(item->children.size()) : 0;
}

int JsonTreeModel::columnCount(const QModelIndex &parent) const
{
    Q_UNUSED(parent)
    return ColumnCount;
}

bool JsonTreeModel::hasChildren(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return false;
    const Item *item = itemAt(parent);
    return item && item->total > 0;
}

bool JsonTreeModel::canFetchMore(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return false;
    // No fetch inside a fetch: code that reacts to the insertion signals (a proxy, a view,
    // the model tester) must not start another batch before this one is complete.
    if (m_fetching)
        return false;
    const Item *item = itemAt(parent);
    return item && int(item->children.size()) < item->total;
}

void JsonTreeModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const int parentNumber = itemNumber(parent);
    const Item &item = m_items[size_t(parentNumber)];
    const int first = int(item.children.size());
    const int count = std::min(kFetchBatch, item.total - first);
    m_fetching = true;
    beginInsertRows(parent, first, first + count - 1);
    materialize(parentNumber, count);
    endInsertRows();
    m_fetching = false;
}

void JsonTreeModel::materialize(int parentNumber, int count)
{
    m_items.reserve(m_items.size() + size_t(count));
    const int first = int(m_items[size_t(parentNumber)].children.size());
    // Walking by nextSibling() is O(1) a step, so a batch costs its size, wherever it starts.
    int node = m_items[size_t(parentNumber)].nextChild;
    for (int i = 0; i < count && node >= 0; ++i) {
        Item child;
        child.node = node;
        child.parent = parentNumber;
        child.row = first + i;
        if (m_document.isContainer(node)) {
            child.total = m_document.childCount(node);
            child.nextChild = m_document.firstChild(node);
        }
        m_items.push_back(std::move(child));
        m_items[size_t(parentNumber)].children.push_back(int(m_items.size() - 1));
        // The root of a scalar document is its own only row and has no siblings.
        node = parentNumber == 0 && !m_document.isContainer(0) ? -1 : m_document.nextSibling(node);
    }
    m_items[size_t(parentNumber)].nextChild = node;
}

QString JsonTreeModel::typeName(Type type)
{
    switch (type) {
    case Type::Null: return tr("null");
    case Type::False:
    case Type::True: return tr("boolean");
    case Type::Number: return tr("number");
    case Type::String: return tr("string");
    case Type::Array: return tr("array");
    case Type::Object: return tr("object");
    }
    return {};
}

QString JsonTreeModel::keyText(const Item &item) const
{
    if (item.parent == 0 && !m_document.isContainer(0))
        return tr("(value)");
    const int key = m_document.keyNode(item.node);
    if (key >= 0)
        return m_document.string(key);
    return QString::number(item.row);
}

QString JsonTreeModel::valueText(int node) const
{
    switch (m_document.type(node)) {
    case Type::Array:
        //: Summary cell of a JSON array, e.g. "[3 items]"
        return tr("[%n item(s)]", nullptr, m_document.childCount(node));
    case Type::Object:
        //: Summary cell of a JSON object, e.g. "{3 items}"
        return tr("{%n item(s)}", nullptr, m_document.childCount(node));
    default:
        // Scalars exactly as written: 1.0 stays 1.0, a string keeps its quotes and escapes.
        return utf8Prefix(m_document.raw(node), kPreviewBytes);
    }
}

QString JsonTreeModel::toolTip(const Item &item, int column) const
{
    const Type type = m_document.type(item.node);
    if (column == KeyColumn) {
        const int key = m_document.keyNode(item.node);
        if (key >= 0 && m_duplicateKeys.contains(key))
            return tr("The key \"%1\" occurs more than once in this object.").arg(m_document.string(key));
        return {};
    }
    if (column != ValueColumn || m_document.isContainer(item.node))
        return {};
    if (type == Type::String) {
        const QByteArrayView raw = m_document.raw(item.node);
        // Decoding a string of many megabytes for a tooltip would stall the GUI.
        if (raw.size() > kToolTipChars * 4)
            return utf8Prefix(raw, kToolTipChars);
        QString text = m_document.string(item.node);
        if (text.size() > kToolTipChars)
            text = text.left(kToolTipChars) + QChar(0x2026);
        return text;
    }
    return m_document.raw(item.node).size() > kPreviewBytes ? utf8Prefix(m_document.raw(item.node), kToolTipChars)
                                                             : QString();
}

QVariant JsonTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this)
        return {};
    const Item *item = itemAt(index);
    if (!item || item->node < 0)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case KeyColumn: return keyText(*item);
        case ValueColumn: return valueText(item->node);
        case TypeColumn: return typeName(m_document.type(item->node));
        }
        return {};
    case Qt::ToolTipRole: {
        const QString tip = toolTip(*item, index.column());
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case NodeRole:
        return item->node;
    case RawRole:
        return m_document.raw(item->node).toByteArray();
    default:
        return {};
    }
}

QVariant JsonTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeyColumn: return tr("Key");
    case ValueColumn: return tr("Value");
    case TypeColumn: return tr("Type");
    }
    return {};
}

Qt::ItemFlags JsonTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    const Item *item = itemAt(index);
    if (item && item->total == 0)
        flags |= Qt::ItemNeverHasChildren;
    return flags;
}

} // namespace RpcScope
