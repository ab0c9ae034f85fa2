#pragma once

#include "lib/rpc/requestbuilder.h"

#include <QAbstractListModel>
#include <QByteArray>
#include <QList>

namespace RpcScope {

/// The entries of a batch being built, in send order. Each entry is the JSON text of one
/// request or notification, kept byte for byte as made or typed (invalid text too: a batch
/// may be meant to test a server's error handling). Numeric ids come from an IdSequence
/// unless the user typed one.
class BatchModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BatchModel)

public:
    enum Role {
        TextRole = Qt::UserRole + 1,   ///< the entry's JSON text (QByteArray); editable
        MethodRole,                    ///< the method name, empty when it has none
        NotificationRole,              ///< bool: a valid object without an "id" member
        ValidRole,                     ///< bool: a JSON object
        ErrorRole,                     ///< translated reason when the text is not a JSON object
    };

    explicit BatchModel(QObject *parent = nullptr);

    /// Shares an endpoint's id sequence (not owned); nullptr goes back to the model's own.
    void setIdSequence(IdSequence *ids);
    IdSequence *idSequence() const { return m_ids; }

    /// Appends \a text exactly as given; returns its row.
    int addEntry(const QByteArray &text);
    /// Appends a request for \a method with \a params (JSON text; empty: none) and the next
    /// id, or a notification; returns its row, or -1 (and a translated \a error) for bad params.
    int addRequest(const QString &method, const QByteArray &params, bool notification, QString *error = nullptr);
    void removeEntry(int row);
    /// Inserts a copy after \a row; a request gets the next id, so the batch keeps ids apart.
    /// Returns the copy's row, or -1.
    int duplicateEntry(int row);
    /// Moves the entry at \a from so that it ends up at row \a to.
    bool moveEntry(int from, int to);
    void setEntryText(int row, const QByteArray &text);
    /// Makes the entry a notification (its "id" member removed, the id remembered) or a
    /// request again (the remembered id, else the next one, inserted after "jsonrpc"). Every
    /// other byte of the text stays as it was. False when the text is not a JSON object.
    bool setNotification(int row, bool notification);
    void clear();

    QByteArray entryText(int row) const;
    int count() const { return int(m_entries.size()); }

    /// The batch as JSON text: "[", then each non-empty entry on its own line block,
    /// indented by two spaces and followed by a comma but the last, then "]". Each entry's
    /// bytes are kept exactly. An empty batch is "[]".
    QByteArray batchText() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                  const QModelIndex &destinationParent, int destinationChild) override;
    Qt::DropActions supportedDropActions() const override { return Qt::MoveAction; }

private:
    struct Entry
    {
        QByteArray text;
        QByteArray rememberedId;   // the id a notification had as a request
        QString method;            // worked out from text
        QByteArray id;             // the id as written; empty for a notification
        bool valid = false;
        bool notification = false;
        QString error;
    };
    static void analyse(Entry &entry);
    bool validRow(int row) const { return row >= 0 && row < m_entries.size(); }

    QList<Entry> m_entries;
    IdSequence m_ownIds;
    IdSequence *m_ids = &m_ownIds;
};

} // namespace RpcScope
