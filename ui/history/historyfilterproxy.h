#pragma once

#include "ui/history/historymodel.h"

#include <QByteArray>
#include <QSortFilterProxyModel>

#include <atomic>
#include <memory>
#include <vector>

namespace RpcScope {

/// Filters a HistoryModel by method name, outcome, free text and origin (task polls are
/// hidden unless asked for). The text is looked for in
/// the bytes of each request and response (ASCII letters in any case, everything else as
/// typed). Text matches are remembered per row: typing on (a longer needle that contains the
/// last one) only re-reads the rows that matched, so a search over 10,000 exchanges stays
/// within a keystroke.
class HistoryFilterProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryFilterProxy)

public:
    explicit HistoryFilterProxy(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;

    /// Rows whose method (any method of a batch) contains \a text, in any case.
    void setMethodFilter(const QString &text);
    QString methodFilter() const { return m_method; }
    /// Rows whose outcome is one of these (none when the list is empty). All by default.
    void setOutcomes(const QList<HistoryModel::Outcome> &outcomes);
    QList<HistoryModel::Outcome> outcomes() const;
    /// Whether the MCP session's own tasks/get polls are shown (not by default).
    void setShowTaskPolls(bool show);
    /// Rows whose request or response bytes contain \a text.
    void setTextFilter(const QString &text);
    QString textFilter() const { return m_text; }

    /// Bytes above which a text search runs on a worker thread (default 4 MB).
    void setBackgroundThreshold(qint64 bytes) { m_backgroundThreshold = bytes; }
    qint64 backgroundThreshold() const { return m_backgroundThreshold; }
    bool isSearching() const { return m_searching; }

    /// True when \a haystack contains \a lowerNeedle, ASCII letters compared in any case.
    static bool containsFolded(QByteArrayView haystack, QByteArrayView lowerNeedle);

signals:
    /// A background text search started (true) or finished and was applied (false).
    void searchingChanged(bool searching);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool textMatches(int sourceRow) const;
    void forgetMatches();
    /// Reads the rows not yet known for the needle: here, or on a worker when they are many bytes.
    void search();
    void setSearching(bool searching);

    QString m_method;
    static constexpr quint32 AllOutcomes = (1u << HistoryModel::OutcomeCount) - 1;
    quint32 m_outcomeMask = AllOutcomes;   // bit per Outcome
    QString m_text;
    bool m_showTaskPolls = false;
    QByteArray m_needle;         // m_text as UTF-8, ASCII letters lowered
    // Per source row: 0 unknown, 1 matches m_needle, 2 does not.
    mutable std::vector<quint8> m_matches;
    qint64 m_backgroundThreshold = 4 * 1024 * 1024;
    // The newest search's number; a worker stops when it is no longer the newest.
    std::shared_ptr<std::atomic<quint64>> m_generation = std::make_shared<std::atomic<quint64>>(0);
    int m_searchedRows = 0;      // rows below this wait for the running search
    bool m_searching = false;
};

} // namespace RpcScope
