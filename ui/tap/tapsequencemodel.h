#pragma once

#include "lib/rpc/exchange.h"
#include "lib/tap/tapcontrolclient.h"

#include <QAbstractTableModel>
#include <QHash>

#include <vector>

namespace RpcScope {

/// The conversation a tap passes on, one row per message in the order the tap framed them:
/// the client's column on the left, the server's on the right, each answer joined to its
/// request (and the latency of the pair on both), notifications marked apart, held messages
/// and what became of them. Append-only; pausing stops rows from appearing without losing any
/// (they appear on resuming).
class TapSequenceModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TapSequenceModel)

public:
    enum Column { SeqColumn, TimeColumn, ClientColumn, ArrowColumn, ServerColumn, LatencyColumn, StateColumn, ColumnCount };
    enum class Kind { Request, Notification, Answer, Error, Batch, Other };
    enum class State { Passed, Held, Sent, Edited, Dropped, Answered, TimedOut, Released, Injected };
    enum Roles { KindRole = Qt::UserRole + 1, StateRole, SeqRole };

    struct Row
    {
        TapControlClient::Message message;
        Kind kind = Kind::Other;
        QString summary;
        QString idRaw;                 ///< the id as written; empty without one
        int partner = -1;              ///< the request of an answer, the answer of a request
        qint64 latencyMs = -1;
        State state = State::Passed;
        QByteArray sentInstead;        ///< Edited, Answered: what went
        ExchangePtr exchange;          ///< the request's exchange as the tap followed it
    };

    explicit TapSequenceModel(QObject *parent = nullptr);

    void append(const TapControlClient::Message &message);
    /// Held message \a seq was decided.
    void settle(quint64 seq, TapVerdict verdict, const QByteArray &sent);
    /// \a exchange (followed by the caller's TapConversation) belongs to the request with this
    /// id (and to its answer).
    void attachExchange(const QString &idRaw, const ExchangePtr &exchange);
    void clear();
    /// The row the user looks at: its partner (request or answer) is marked.
    void setCurrentRow(int row);

    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    /// Rows that came while paused, not shown yet.
    int waitingRows() const { return int(m_rows.size()) - m_shown; }
    int heldCount() const { return m_held; }
    /// The shown messages still held, in order.
    QList<quint64> heldSeqs() const;

    /// Row \a row (shown), or nullptr.
    const Row *row(int row) const;
    /// The shown row of message \a seq; -1 when none.
    int rowOfSeq(quint64 seq) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString stateName(State state);

signals:
    /// A held message arrived (shown or not).
    void heldArrived(quint64 seq);

private:
    void describe(Row &row) const;
    void changed(int row);

    std::vector<Row> m_rows;
    int m_shown = 0;
    bool m_paused = false;
    int m_held = 0;
    int m_current = -1;
    QHash<quint64, int> m_bySeq;
    QHash<QString, int> m_openRequests;   // "c:ID" / "s:ID" (who asked) -> row
    QHash<QString, int> m_requestsById;   // client request ids -> row, for exchanges
    qint64 m_firstEpochMs = 0;
};

} // namespace RpcScope
