#pragma once

#include "lib/rpc/exchange.h"
#include "lib/rpc/requestid.h"

#include <QAbstractTableModel>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeView;

namespace RpcScope {

/// The messages of an endpoint that answer nothing, one row each: when, what kind,
/// method, and a preview of the params.
class NotificationsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NotificationsModel)

public:
    enum Column { TimeColumn, KindColumn, MethodColumn, ParamsColumn, ColumnCount };

    struct Row
    {
        qint64 epochMs = 0;
        QString kind;       ///< translated: notification, server request, response, not JSON
        QString method;
        QString preview;    ///< params (or the message) compact, cut short
        QByteArray bytes;   ///< the message as received
        QByteArray requestId;   ///< a server request: its id as written
        QByteArray answer;      ///< a server request: our response, once sent
    };

    explicit NotificationsModel(QObject *parent = nullptr);

    void append(const IncomingMessage &message);
    /// Something about the connection itself (e.g. a WebSocket closed, with code and reason).
    void appendNote(qint64 epochMs, const QString &kind, const QString &text);
    /// Our \a response to the server request \a id: kept with the newest unanswered request
    /// row of that id, its kind saying how it was answered.
    void setAnswer(const RequestId &id, const QByteArray &response);
    void clear();
    const Row &row(int index) const { return m_rows.at(index); }

    static constexpr int kMaxRows = 20000;   ///< the oldest go first

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Row describe(const IncomingMessage &message) const;
    void appendRow(Row row);

    QList<Row> m_rows;
};

/// The notifications pane of one endpoint: every message that is not a reply (MCP
/// notifications and server requests, WebSocket pushes, events of a stream that belong to
/// no request, stray output), newest at the bottom; the chosen one shown whole below.
class NotificationsPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NotificationsPane)

public:
    explicit NotificationsPane(QWidget *parent = nullptr);

    void append(const IncomingMessage &message);
    void appendNote(qint64 epochMs, const QString &kind, const QString &text);
    void setAnswer(const RequestId &id, const QByteArray &response);
    void clear();

    NotificationsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QPlainTextEdit *detail() const { return m_detail; }

signals:
    /// The count changed (for a tab title).
    void countChanged(int count);

private:
    void showCurrent();

    NotificationsModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QPlainTextEdit *m_detail = nullptr;
    QPushButton *m_clear = nullptr;
    QLabel *m_count = nullptr;
};

} // namespace RpcScope
