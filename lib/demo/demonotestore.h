#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <map>

namespace RpcScope {

class JsonBuilder;

/// One note of the demo store.
struct DemoNote
{
    QString id;
    QString title;
    QString body;
    QStringList tags;
    QDateTime createdAt;
    QDateTime updatedAt;
    int revision = 1;
};

/// The in-memory notes behind notes.* and the MCP note tools: seeded with realistic
/// entries so that listing has several pages at once, ordered by id so that a cursor (the
/// last id of a page) stays valid while notes are added and removed.
class DemoNoteStore
{
public:
    DemoNoteStore();

    const DemoNote &create(const QString &title, const QString &body, const QStringList &tags);
    /// Null when there is no such note.
    DemoNote *find(const QString &id);
    bool remove(const QString &id);
    int size() const { return int(m_notes.size()); }

    /// Up to \a limit notes after the note with id \a after (empty: from the first), only
    /// those tagged \a tag when it is not empty. \a hasMore tells whether more follow.
    QList<DemoNote> page(const QString &after, int limit, const QString &tag, bool *hasMore) const;
    /// Notes whose title, body or tags contain \a query (case-insensitive).
    QList<DemoNote> search(const QString &query, int limit) const;

    /// The opaque cursor handed to clients for a page ending at note \a id.
    static QString cursorFor(const QString &id);
    /// The note id inside a cursor; empty when \a cursor is not one this store issued.
    static QString idFromCursor(const QString &cursor);

    /// Writes \a note as {"id","title","body","tags","created_at","updated_at","revision"}.
    static void write(JsonBuilder &writer, const DemoNote &note);

private:
    std::map<QString, DemoNote> m_notes;
    int m_nextNumber = 1;
};

} // namespace RpcScope
