#pragma once

#include "lib/collection/collection.h"
#include "ui/common/serialwriter.h"

#include <QList>
#include <QObject>

class QUndoStack;

namespace RpcScope {

/// One open collection file: its content, the environment chosen for it, and an undo stack.
/// Every change is a command that replaces the whole content (a snapshot before and after, so
/// undo is exact however the change was made) and is saved at once through CollectionFile
/// (atomic), on a worker thread (SerialWriter): a file of thousands of requests takes tens of
/// milliseconds to write. Saves are written in order; changes made while one is written are
/// written next, the newest only. flush() (and the destructor) waits for them. A file that could not be read is
/// never opened, so it is never overwritten.
class CollectionDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CollectionDocument)

public:
    /// A place in the tree: indexes from the top-level items down; empty is the collection itself.
    using ItemPath = QList<int>;

    /// Reads \a path; nullptr and a translated \a error (naming line and field) when it cannot.
    static CollectionDocument *open(const QString &path, QString *error, QObject *parent = nullptr);
    /// Writes a new, empty collection to \a path and opens it.
    static CollectionDocument *create(const QString &path, const QString &name, QString *error,
                                      QObject *parent = nullptr);

    /// Waits for the saves still being written (nobody is told about them any more).
    ~CollectionDocument() override;

    const QString &path() const { return m_path; }
    const Collection &collection() const { return m_collection; }
    QString displayName() const;
    QUndoStack *undoStack() const { return m_undo; }

    /// The environment runs and previews use; empty for none.
    const QString &environment() const { return m_environment; }
    void setEnvironment(const QString &name);

    /// The item at \a path; nullptr when there is none.
    const CollectionItem *item(const ItemPath &path) const;
    /// Names joined by '/', as the runner and reports name a request or folder.
    QString namePath(const ItemPath &path) const;

    /// Replaces the content with \a after as one undoable step called \a text, and saves.
    void change(const Collection &after, const QString &text);

    // Edits as one undoable step each. They return the path of the item made (or moved).
    /// \a secretVariables: names to declare as secret collection variables (no value) unless
    /// the collection has them already.
    ItemPath insert(const ItemPath &folder, int row, CollectionItem item, const QString &text,
                    const QStringList &secretVariables = {});
    void rename(const ItemPath &path, const QString &name);
    ItemPath duplicate(const ItemPath &path);
    void remove(const ItemPath &path);
    /// Moves the item at \a from into \a folder before \a row (-1: at the end). Nothing
    /// happens, and an invalid path is returned, for a move into the item itself.
    ItemPath move(const ItemPath &from, const ItemPath &folder, int row);
    void setRequest(const ItemPath &path, const SavedRequest &request, const QString &text);
    void setDescription(const ItemPath &path, const QString &description);

    /// The items of the folder at \a path (the top level for an empty path); nullptr when
    /// \a path is no folder.
    static std::vector<CollectionItem> *children(Collection &collection, const ItemPath &path);
    static CollectionItem *itemIn(Collection &collection, const ItemPath &path);

    /// The last error of a save; empty when the last save worked.
    const QString &saveError() const { return m_saveError; }
    /// Waits until every change is on disk (or failed to be written).
    void flush();
    /// A save is being written or waits to be.
    bool isSaving() const { return m_writer.isBusy(); }

signals:
    /// The content changed (the tree should be rebuilt).
    void changed();
    void environmentChanged(const QString &name);
    /// Saving failed: the change is kept in memory only.
    void saveFailed(const QString &error);
    /// The content as it is now is on disk.
    void saved();

private:
    friend class CollectionSnapshotCommand;
    CollectionDocument(const QString &path, const Collection &collection, QObject *parent);
    void setContent(const Collection &collection);
    void report(const QString &error);

    QString m_path;
    Collection m_collection;
    QString m_environment;
    QString m_saveError;
    QUndoStack *m_undo = nullptr;
    SerialWriter m_writer;
};

} // namespace RpcScope
