#include "ui/collections/collectiondocument.h"

#include "lib/collection/collectionfile.h"

#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>

namespace RpcScope {

/// One step of the undo stack: the whole content before and after.
class CollectionSnapshotCommand final : public QUndoCommand
{
public:
    CollectionSnapshotCommand(CollectionDocument *document, Collection before, Collection after, const QString &text)
        : QUndoCommand(text)
        , m_document(document)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {}

    void undo() override { m_document->setContent(m_before); }
    void redo() override { m_document->setContent(m_after); }

private:
    CollectionDocument *m_document;
    Collection m_before;
    Collection m_after;
};

CollectionDocument::CollectionDocument(const QString &path, const Collection &collection, QObject *parent)
    : QObject(parent)
    , m_path(path)
    , m_collection(collection)
    , m_undo(new QUndoStack(this))
{
    connect(&m_writer, &SerialWriter::written, this, &CollectionDocument::report);
}

// Nothing that was changed is lost when the window closes (~SerialWriter waits); nobody is
// told any more.
CollectionDocument::~CollectionDocument() = default;

CollectionDocument *CollectionDocument::open(const QString &path, QString *error, QObject *parent)
{
    Collection collection;
    QString why;
    if (CollectionFile::read(path, &collection, &why) != CollectionFile::Status::Ok) {
        if (error)
            *error = why;   // names the file, the line and the field
        return nullptr;
    }
    return new CollectionDocument(path, collection, parent);
}

CollectionDocument *CollectionDocument::create(const QString &path, const QString &name, QString *error,
                                               QObject *parent)
{
    Collection collection;
    collection.name = name;
    collection.auth.kind = AuthRecipe::Kind::None;
    if (!CollectionFile::write(path, collection, error))
        return nullptr;
    return new CollectionDocument(path, collection, parent);
}

QString CollectionDocument::displayName() const
{
    return m_collection.name.isEmpty() ? QFileInfo(m_path).completeBaseName() : m_collection.name;
}

void CollectionDocument::setEnvironment(const QString &name)
{
    if (name == m_environment)
        return;
    m_environment = name;
    emit environmentChanged(name);
}

std::vector<CollectionItem> *CollectionDocument::children(Collection &collection, const ItemPath &path)
{
    std::vector<CollectionItem> *items = &collection.items;
    for (const int index : path) {
        if (index < 0 || size_t(index) >= items->size() || !(*items)[size_t(index)].isFolder())
            return nullptr;
        items = &(*items)[size_t(index)].items;
    }
    return items;
}

CollectionItem *CollectionDocument::itemIn(Collection &collection, const ItemPath &path)
{
    if (path.isEmpty())
        return nullptr;
    std::vector<CollectionItem> *items = children(collection, path.mid(0, path.size() - 1));
    const int last = path.constLast();
    if (!items || last < 0 || size_t(last) >= items->size())
        return nullptr;
    return &(*items)[size_t(last)];
}

const CollectionItem *CollectionDocument::item(const ItemPath &path) const
{
    return itemIn(const_cast<Collection &>(m_collection), path);
}

QString CollectionDocument::namePath(const ItemPath &path) const
{
    QStringList names;
    const std::vector<CollectionItem> *items = &m_collection.items;
    for (const int index : path) {
        if (index < 0 || size_t(index) >= items->size())
            return {};
        const CollectionItem &item = (*items)[size_t(index)];
        names.append(item.name);
        items = &item.items;
    }
    return names.join(QLatin1Char('/'));
}

void CollectionDocument::change(const Collection &after, const QString &text)
{
    m_undo->push(new CollectionSnapshotCommand(this, m_collection, after, text));
}

void CollectionDocument::setContent(const Collection &collection)
{
    m_collection = collection;
    m_writer.write([path = m_path, content = m_collection] {
        QString error;
        return CollectionFile::write(path, content, &error) ? QString() : error;
    });
    emit changed();
}

void CollectionDocument::report(const QString &error)
{
    m_saveError = error;
    if (error.isEmpty())
        emit saved();
    else
        emit saveFailed(error);
}

void CollectionDocument::flush()
{
    if (isSaving())
        report(m_writer.flush());
}

CollectionDocument::ItemPath CollectionDocument::insert(const ItemPath &folder, int row, CollectionItem item,
                                                        const QString &text, const QStringList &secretVariables)
{
    Collection after = m_collection;
    for (const QString &name : secretVariables) {
        const bool known = std::any_of(after.variables.cbegin(), after.variables.cend(),
                                       [&name](const CollectionVariable &variable) { return variable.name == name; });
        if (!known)
            after.variables.append({name, QString(), true});
    }
    std::vector<CollectionItem> *items = children(after, folder);
    if (!items)
        return {};
    if (row < 0 || size_t(row) > items->size())
        row = int(items->size());
    items->insert(items->begin() + row, std::move(item));
    change(after, text);
    return ItemPath(folder) << row;
}

void CollectionDocument::rename(const ItemPath &path, const QString &name)
{
    Collection after = m_collection;
    CollectionItem *target = itemIn(after, path);
    if (!target || target->name == name || name.trimmed().isEmpty())
        return;
    const QString old = target->name;
    target->name = name.trimmed();
    change(after, tr("Rename %1").arg(old));
}

CollectionDocument::ItemPath CollectionDocument::duplicate(const ItemPath &path)
{
    const CollectionItem *source = item(path);
    if (!source)
        return {};
    CollectionItem copy = *source;
    //: The name of a duplicated collection item, e.g. "login copy"
    copy.name = tr("%1 copy").arg(source->name);
    return insert(path.mid(0, path.size() - 1), path.constLast() + 1, copy, tr("Duplicate %1").arg(source->name));
}

void CollectionDocument::remove(const ItemPath &path)
{
    Collection after = m_collection;
    const CollectionItem *target = item(path);
    std::vector<CollectionItem> *items = children(after, path.mid(0, path.size() - 1));
    if (!target || !items)
        return;
    items->erase(items->begin() + path.constLast());
    change(after, tr("Delete %1").arg(target->name));
}

CollectionDocument::ItemPath CollectionDocument::move(const ItemPath &from, const ItemPath &folder, int row)
{
    const CollectionItem *source = item(from);
    // Into itself or one of its own folders: there is no such place.
    if (!source || (folder.size() >= from.size() && folder.mid(0, from.size()) == from))
        return {};
    Collection after = m_collection;
    CollectionItem moved = *source;
    std::vector<CollectionItem> *sourceItems = children(after, from.mid(0, from.size() - 1));
    sourceItems->erase(sourceItems->begin() + from.constLast());
    // Removing the item shifts later siblings (and the target folder, when it lies below them).
    ItemPath target = folder;
    const int depth = int(from.size()) - 1;
    if (target.size() > depth && target.mid(0, depth) == from.mid(0, depth) && target[depth] > from.constLast())
        --target[depth];
    if (target == from.mid(0, depth) && row > from.constLast())
        --row;
    std::vector<CollectionItem> *targetItems = children(after, target);
    if (!targetItems)
        return {};
    if (row < 0 || size_t(row) > targetItems->size())
        row = int(targetItems->size());
    targetItems->insert(targetItems->begin() + row, std::move(moved));
    change(after, tr("Move %1").arg(source->name));
    return target << row;
}

void CollectionDocument::setRequest(const ItemPath &path, const SavedRequest &request, const QString &text)
{
    Collection after = m_collection;
    CollectionItem *target = itemIn(after, path);
    if (!target || target->isFolder())
        return;
    target->request = request;
    change(after, text);
}

void CollectionDocument::setDescription(const ItemPath &path, const QString &description)
{
    Collection after = m_collection;
    CollectionItem *target = itemIn(after, path);
    if (!target || target->description == description)
        return;
    target->description = description;
    change(after, tr("Edit the description of %1").arg(target->name));
}

} // namespace RpcScope
