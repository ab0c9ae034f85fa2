#pragma once

#include "ui/common/exchangeoutcome.h"

#include "lib/rpc/exchange.h"
#include "lib/rpc/historybudget.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QList>

class QPalette;

namespace RpcScope {

/// The exchanges of an endpoint as a table, one row each, appended live as they finish
/// (like Wireshark's packet list). Append-only until clear(); the row texts are worked out
/// once on append, so painting and filtering 10,000 rows stays cheap.
class HistoryModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryModel)

public:
    enum Column { NumberColumn, TimeColumn, MethodColumn, IdColumn, OutcomeColumn, StatusColumn,
                  DurationColumn, SentColumn, ReceivedColumn, ColumnCount };

    /// What an exchange came to (see ExchangeOutcome).
    using Outcome = ExchangeOutcome::Kind;
    static constexpr int OutcomeCount = ExchangeOutcome::KindCount;

    enum Role {
        ExchangeRole = Qt::UserRole + 1,  ///< ExchangePtr
        OutcomeRole,                      ///< Outcome as int
        MethodSearchRole,                 ///< every method name sent, lower case, newline-joined
        SortRole,                         ///< a value that sorts the column naturally
        OriginRole,                       ///< Origin as int
    };

    /// Who asked: the user or the endpoint's ordinary traffic, discovery (asking what the
    /// endpoint offers), or the MCP session following a task (its tasks/get polls).
    enum class Origin { Ordinary, Probe, TaskPoll };

    /// Longest text a cell shows; the tooltip has more. Keeps a 5,000-character method
    /// name from costing layout time on every paint.
    static constexpr int MaxCellText = 160;

    explicit HistoryModel(QObject *parent = nullptr);

    /// Adds \a exchange at the end. A probe (discovery asking what the endpoint offers) is
    /// shown as one: muted, its outcome "discovery: …", never as a red error the user caused; a
    /// task poll is muted. The oldest rows go when the HistoryBudget is spent (the session file
    /// keeps them).
    void append(const ExchangePtr &exchange, Origin origin = Origin::Ordinary);
    /// How many of the rows are task polls.
    int taskPollCount() const { return m_taskPolls; }
    /// How many of the oldest exchanges went to stay within the budget; the numbers of
    /// those that remain do not change.
    int droppedCount() const { return m_dropped; }
    /// The Outcome column of a probe: "discovery: result".
    static QString probeLabel(Outcome outcome);
    bool isProbe(int row) const { return row >= 0 && row < m_rows.size() && m_rows.at(row).origin == Origin::Probe; }
    void clear();
    ExchangePtr exchange(int row) const;
    const QList<ExchangePtr> &exchanges() const { return m_exchanges; }

    /// Re-derives the failure colours from \a palette (light or dark theme).
    void setPalette(const QPalette &palette);


    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    /// A row drags out as its request (RequestMimeData), e.g. into a collection.
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;

private:
    struct Row
    {
        Outcome outcome = Outcome::Invalid;
        QString time;
        QString method;           // display text, capped
        QString methodFull;       // for the tooltip, capped more generously
        QString methodSearch;     // lower case, every method
        QString id;
        int status = 0;
        Origin origin = Origin::Ordinary;
    };
    Row makeRow(const Exchange &exchange) const;
    QVariant display(int row, int column) const;
    QVariant sortValue(int row, int column) const;

    QList<ExchangePtr> m_exchanges;
    QList<Row> m_rows;
    HistoryBudget m_budget;
    int m_dropped = 0;
    int m_taskPolls = 0;
    QColor m_errorColour;
    QColor m_brokenColour;
    QColor m_quietColour;
};

} // namespace RpcScope
