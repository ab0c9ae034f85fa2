#include "ui/composer/batchmodel.h"

#include "lib/json/jsondocument.h"
#include "lib/text/excerpt.h"

namespace RpcScope {

namespace {

// Byte offset of a node's text within the document's bytes.
qsizetype offsetOf(const JsonDocument &doc, int node)
{
    return doc.raw(node).data() - doc.bytes().constData();
}

qsizetype endOf(const JsonDocument &doc, int node)
{
    return offsetOf(doc, node) + doc.raw(node).size();
}

} // namespace

BatchModel::BatchModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void BatchModel::setIdSequence(IdSequence *ids)
{
    m_ids = ids ? ids : &m_ownIds;
}

void BatchModel::analyse(Entry &entry)
{
    const JsonDocument doc = JsonDocument::parse(entry.text);
    entry.method.clear();
    entry.id.clear();
    entry.error.clear();
    entry.valid = doc.isValid() && doc.type(0) == JsonDocument::Type::Object;
    entry.notification = false;
    if (!doc.isValid()) {
        entry.error = doc.error().message;
        return;
    }
    if (!entry.valid) {
        entry.error = tr("A batch entry must be a JSON object.");
        return;
    }
    const int method = doc.member(0, u"method");
    if (method >= 0 && doc.type(method) == JsonDocument::Type::String)
        entry.method = doc.string(method);
    const int id = doc.member(0, u"id");
    entry.notification = id < 0;
    entry.id = id >= 0 ? doc.raw(id).toByteArray() : QByteArray();
}

int BatchModel::addEntry(const QByteArray &text)
{
    Entry entry;
    entry.text = text;
    analyse(entry);
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append(entry);
    endInsertRows();
    return row;
}

int BatchModel::addRequest(const QString &method, const QByteArray &params, bool notification, QString *error)
{
    // Checked first, so a refused entry does not use up an id.
    if (!params.isEmpty() && !RequestBuilder::validParams(params, error))
        return -1;
    RequestSpec spec;
    spec.method = method;
    spec.params = params;
    if (!notification)
        spec.id = m_ids->next();
    const QByteArray text = RequestBuilder::build(spec, error);
    if (text.isEmpty())
        return -1;
    return addEntry(text);
}

void BatchModel::removeEntry(int row)
{
    if (!validRow(row))
        return;
    beginRemoveRows({}, row, row);
    m_entries.removeAt(row);
    endRemoveRows();
}

int BatchModel::duplicateEntry(int row)
{
    if (!validRow(row))
        return -1;
    Entry copy = m_entries.at(row);
    copy.rememberedId.clear();
    const JsonDocument doc = JsonDocument::parse(copy.text);
    const int id = copy.valid ? doc.member(0, u"id") : -1;
    if (id >= 0) {
        const qsizetype start = offsetOf(doc, id);
        copy.text.replace(start, doc.raw(id).size(), m_ids->next().raw());
    }
    beginInsertRows({}, row + 1, row + 1);
    m_entries.insert(row + 1, copy);
    endInsertRows();
    return row + 1;
}

bool BatchModel::moveEntry(int from, int to)
{
    if (!validRow(from) || !validRow(to) || from == to)
        return false;
    // beginMoveRows counts the destination before the move: moving down lands before to + 1.
    return moveRows({}, from, 1, {}, to > from ? to + 1 : to);
}

bool BatchModel::moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                          const QModelIndex &destinationParent, int destinationChild)
{
    if (sourceParent.isValid() || destinationParent.isValid() || count < 1 || sourceRow < 0
        || sourceRow + count > m_entries.size() || destinationChild < 0 || destinationChild > m_entries.size()
        || (destinationChild >= sourceRow && destinationChild <= sourceRow + count))
        return false;
    beginMoveRows({}, sourceRow, sourceRow + count - 1, {}, destinationChild);
    const QList<Entry> moved = m_entries.mid(sourceRow, count);
    m_entries.remove(sourceRow, count);
    const int insertAt = destinationChild > sourceRow ? destinationChild - count : destinationChild;
    for (int i = 0; i < count; ++i)
        m_entries.insert(insertAt + i, moved.at(i));
    endMoveRows();
    return true;
}

void BatchModel::setEntryText(int row, const QByteArray &text)
{
    if (!validRow(row) || m_entries.at(row).text == text)
        return;
    Entry &entry = m_entries[row];
    entry.text = text;
    analyse(entry);
    const QModelIndex changed = index(row);
    emit dataChanged(changed, changed);
}

bool BatchModel::setNotification(int row, bool notification)
{
    if (!validRow(row) || !m_entries.at(row).valid)
        return false;
    Entry &entry = m_entries[row];
    if (entry.notification == notification)
        return true;
    const JsonDocument doc = JsonDocument::parse(entry.text);
    QByteArray text = entry.text;
    if (notification) {
        const int value = doc.member(0, u"id");
        const int key = doc.keyNode(value);
        entry.rememberedId = doc.raw(value).toByteArray();
        // Take the member with one of its commas: the one after it, else the one before it.
        qsizetype start = offsetOf(doc, key);
        qsizetype end = endOf(doc, value);
        const int next = doc.nextSibling(value);
        if (next >= 0) {
            end = offsetOf(doc, doc.keyNode(next));
        } else {
            int previous = -1;
            for (int child = doc.firstChild(0); child >= 0 && child != value; child = doc.nextSibling(child))
                previous = child;
            if (previous >= 0)
                start = endOf(doc, previous);
        }
        text.remove(start, end - start);
    } else {
        const QByteArray id = entry.rememberedId.isEmpty() ? m_ids->next().raw() : entry.rememberedId;
        const QByteArray member = "\"id\":" + id;
        const int jsonrpc = doc.member(0, u"jsonrpc");
        if (jsonrpc >= 0) {
            text.insert(endOf(doc, jsonrpc), "," + member);
        } else {
            // Right after the opening brace, before the first member (if any).
            const qsizetype brace = offsetOf(doc, 0) + 1;
            text.insert(brace, doc.childCount(0) > 0 ? member + "," : member);
        }
        entry.rememberedId.clear();
    }
    entry.text = text;
    analyse(entry);
    const QModelIndex changed = index(row);
    emit dataChanged(changed, changed);
    return true;
}

void BatchModel::clear()
{
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

QByteArray BatchModel::entryText(int row) const
{
    return validRow(row) ? m_entries.at(row).text : QByteArray();
}

QByteArray BatchModel::batchText() const
{
    QList<QByteArray> parts;
    for (const Entry &entry : m_entries) {
        if (!entry.text.trimmed().isEmpty())
            parts.append(entry.text);
    }
    if (parts.isEmpty())
        return QByteArrayLiteral("[]");
    QByteArray text("[\n");
    for (qsizetype i = 0; i < parts.size(); ++i) {
        text += "  " + parts.at(i);
        text += i + 1 < parts.size() ? ",\n" : "\n";
    }
    text += ']';
    return text;
}

int BatchModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant BatchModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !validRow(index.row()))
        return {};
    const Entry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        const QString method = entry.method.isEmpty() ? tr("(no method)") : Excerpt::capped(entry.method, 160);
        if (!entry.valid)
            //: Batch entry whose text is not a JSON object
            return tr("%1 (invalid)").arg(method);
        if (entry.notification)
            //: Batch entry that is a notification (no id, no answer)
            return tr("%1 (notification)").arg(method);
        //: Batch entry that is a request: method and id
        return tr("%1 (id %2)").arg(method, Excerpt::capped(QString::fromUtf8(entry.id), 40));
    }
    case Qt::EditRole:
    case TextRole:
        return entry.text;
    case Qt::ToolTipRole:
        return entry.valid ? Excerpt::capped(QString::fromUtf8(entry.text), 2000) : entry.error;
    case MethodRole:
        return entry.method;
    case NotificationRole:
        return entry.notification;
    case ValidRole:
        return entry.valid;
    case ErrorRole:
        return entry.error;
    default:
        return {};
    }
}

bool BatchModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !validRow(index.row()) || (role != Qt::EditRole && role != TextRole))
        return false;
    setEntryText(index.row(), value.toByteArray());
    return true;
}

Qt::ItemFlags BatchModel::flags(const QModelIndex &index) const
{
    // Entries are dragged between entries, never dropped onto one.
    if (!index.isValid())
        return Qt::ItemIsDropEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled;
}

} // namespace RpcScope
