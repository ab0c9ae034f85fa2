#include "ui/history/historyfilterproxy.h"

#include <QFutureWatcher>
#include <QtConcurrent>

#include <algorithm>
#include <cstring>

namespace RpcScope {

namespace {

constexpr char asciiLower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c + ('a' - 'A')) : c;
}

QByteArray foldedNeedle(const QString &text)
{
    QByteArray needle = text.toUtf8();
    for (char &c : needle)
        c = asciiLower(c);
    return needle;
}

} // namespace

HistoryFilterProxy::HistoryFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(HistoryModel::SortRole);
}

void HistoryFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    QSortFilterProxyModel::setSourceModel(model);
    m_matches.clear();
    if (model) {
        // Rows are appended only, or all dropped; remembered matches follow that.
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            m_matches.clear();
            ++*m_generation;
            setSearching(false);
        });
    }
}

void HistoryFilterProxy::setMethodFilter(const QString &text)
{
    const QString lower = text.trimmed().toLower();
    if (lower == m_method)
        return;
    m_method = lower;
    invalidateRowsFilter();
}

void HistoryFilterProxy::setShowTaskPolls(bool show)
{
    if (show == m_showTaskPolls)
        return;
    m_showTaskPolls = show;
    invalidateRowsFilter();
}

void HistoryFilterProxy::setOutcomes(const QList<HistoryModel::Outcome> &outcomes)
{
    quint32 mask = 0;
    for (const HistoryModel::Outcome outcome : outcomes)
        mask |= 1u << int(outcome);
    if (mask == m_outcomeMask)
        return;
    m_outcomeMask = mask;
    invalidateRowsFilter();
}

QList<HistoryModel::Outcome> HistoryFilterProxy::outcomes() const
{
    QList<HistoryModel::Outcome> list;
    for (int i = 0; i < HistoryModel::OutcomeCount; ++i) {
        if (m_outcomeMask & (1u << i))
            list.append(HistoryModel::Outcome(i));
    }
    return list;
}

void HistoryFilterProxy::setTextFilter(const QString &text)
{
    if (text == m_text)
        return;
    const QByteArray needle = foldedNeedle(text);
    if (!m_needle.isEmpty() && needle.contains(m_needle)) {
        // A longer needle can only match rows the shorter one matched: keep the misses.
        for (quint8 &match : m_matches) {
            if (match == 1)
                match = 0;
        }
    } else {
        forgetMatches();
    }
    m_text = text;
    m_needle = needle;
    search();
}

void HistoryFilterProxy::setSearching(bool searching)
{
    if (searching == m_searching)
        return;
    m_searching = searching;
    if (!searching)
        m_searchedRows = 0;
    emit searchingChanged(searching);
}

void HistoryFilterProxy::search()
{
    const quint64 generation = ++*m_generation;
    const auto *model = qobject_cast<const HistoryModel *>(sourceModel());
    if (!model || m_needle.isEmpty()) {
        setSearching(false);
        invalidateRowsFilter();
        return;
    }
    const QList<ExchangePtr> &exchanges = model->exchanges();
    m_matches.resize(size_t(exchanges.size()), 0);
    std::vector<int> rows;
    qint64 bytes = 0;
    for (int row = 0; row < exchanges.size(); ++row) {
        if (m_matches[size_t(row)] == 0) {
            rows.push_back(row);
            bytes += exchanges.at(row)->request.size() + exchanges.at(row)->body.size();
        }
    }
    if (bytes <= m_backgroundThreshold) {
        setSearching(false);
        invalidateRowsFilter();
        return;
    }
    // The exchanges are immutable and shared, so the worker may read them as they are.
    QList<ExchangePtr> snapshot;
    snapshot.reserve(qsizetype(rows.size()));
    for (const int row : rows)
        snapshot.append(exchanges.at(row));
    m_searchedRows = int(exchanges.size());
    setSearching(true);
    auto *watcher = new QFutureWatcher<std::vector<quint8>>(this);
    connect(watcher, &QFutureWatcher<std::vector<quint8>>::finished, this, [this, watcher, rows, generation] {
        watcher->deleteLater();
        if (generation != *m_generation)
            return;
        const std::vector<quint8> found = watcher->result();
        for (size_t i = 0; i < rows.size() && i < found.size(); ++i) {
            if (size_t(rows[i]) < m_matches.size())
                m_matches[size_t(rows[i])] = found[i];
        }
        invalidateRowsFilter();
        setSearching(false);
    });
    watcher->setFuture(QtConcurrent::run(
            [snapshot, needle = m_needle, latest = m_generation, generation] {
                std::vector<quint8> found(size_t(snapshot.size()), 0);
                for (qsizetype i = 0; i < snapshot.size(); ++i) {
                    if (*latest != generation)
                        break;   // a newer needle: this answer will not be used
                    const Exchange &e = *snapshot.at(i);
                    found[size_t(i)] = containsFolded(e.request, needle) || containsFolded(e.body, needle) ? 1 : 2;
                }
                return found;
            }));
}

void HistoryFilterProxy::forgetMatches()
{
    std::fill(m_matches.begin(), m_matches.end(), quint8(0));
}

bool HistoryFilterProxy::containsFolded(QByteArrayView haystack, QByteArrayView lowerNeedle)
{
    const qsizetype n = lowerNeedle.size();
    if (n == 0)
        return true;
    if (haystack.size() < n)
        return false;
    const char *h = haystack.data();
    const char *needle = lowerNeedle.data();
    const auto matchesAt = [h, needle, n](qsizetype pos) {
        for (qsizetype j = 0; j < n; ++j) {
            if (asciiLower(h[pos + j]) != needle[j])
                return false;
        }
        return true;
    };
    // A byte that has no case (a digit, a quote, any UTF-8 byte) can be found with memchr,
    // which reads gigabytes a second; only the candidates it finds are compared.
    const auto caseless = std::find_if(lowerNeedle.begin(), lowerNeedle.end(),
                                       [](char c) { return c < 'a' || c > 'z'; });
    if (caseless != lowerNeedle.end()) {
        const qsizetype anchor = caseless - lowerNeedle.begin();
        const char *end = h + haystack.size() - (n - 1 - anchor);
        for (const char *p = h + anchor; p < end;) {
            p = static_cast<const char *>(std::memchr(p, *caseless, size_t(end - p)));
            if (!p)
                return false;
            if (matchesAt(p - h - anchor))
                return true;
            ++p;
        }
        return false;
    }
    // Letters only: Horspool over ASCII-folded bytes, skipping up to the needle's length.
    qsizetype skip[256];
    std::fill(std::begin(skip), std::end(skip), n);
    for (qsizetype i = 0; i < n - 1; ++i) {
        const char c = lowerNeedle[i];
        skip[uchar(c)] = n - 1 - i;
        skip[uchar(c - ('a' - 'A'))] = n - 1 - i;
    }
    const qsizetype last = haystack.size() - n;
    for (qsizetype pos = 0; pos <= last; pos += skip[uchar(h[pos + n - 1])]) {
        if (matchesAt(pos))
            return true;
    }
    return false;
}

bool HistoryFilterProxy::textMatches(int sourceRow) const
{
    if (m_needle.isEmpty())
        return true;
    if (m_matches.size() <= size_t(sourceRow))
        m_matches.resize(size_t(sourceRow) + 1, 0);
    quint8 &known = m_matches[size_t(sourceRow)];
    // Waiting for the worker: keep the row in view until its answer is in.
    if (known == 0 && m_searching && sourceRow < m_searchedRows)
        return true;
    if (known == 0) {
        const auto *model = qobject_cast<const HistoryModel *>(sourceModel());
        const ExchangePtr exchange = model ? model->exchange(sourceRow) : ExchangePtr();
        const bool found = exchange
                && (containsFolded(exchange->request, m_needle) || containsFolded(exchange->body, m_needle));
        known = found ? 1 : 2;
    }
    return known == 1;
}

bool HistoryFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    const QAbstractItemModel *model = sourceModel();
    if (!m_showTaskPolls
        && model->index(sourceRow, 0).data(HistoryModel::OriginRole).toInt() == int(HistoryModel::Origin::TaskPoll))
        return false;
    if (m_outcomeMask != AllOutcomes) {
        const int outcome = model->index(sourceRow, HistoryModel::OutcomeColumn)
                                    .data(HistoryModel::OutcomeRole).toInt();
        if (!(m_outcomeMask & (1u << outcome)))
            return false;
    }
    if (!m_method.isEmpty()) {
        const QString methods = model->index(sourceRow, HistoryModel::MethodColumn)
                                        .data(HistoryModel::MethodSearchRole).toString();
        if (!methods.contains(m_method))
            return false;
    }
    return textMatches(sourceRow);
}

} // namespace RpcScope
