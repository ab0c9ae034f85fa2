#pragma once

#include "lib/rpc/exchange.h"

#include <QList>

namespace RpcScope {

/// How much of an endpoint's history a long session keeps in memory: the newest exchanges,
/// at most MaxExchanges of them and MaxBytes of their bytes (request, answer, the messages that
/// came meanwhile). What falls out stays in the session file, where the session browser shows
/// it: an endpoint answering in a loop for hours, or with bodies of megabytes, cannot fill
/// the memory.
class HistoryBudget
{
public:
    static constexpr int MaxExchanges = 10000;
    static constexpr qint64 MaxBytes = qint64(256) << 20;

    /// The bytes \a exchange holds that count against the budget: its request, its answer and
    /// the answer's JSON index, and the messages that came with it.
    static qint64 weight(const Exchange &exchange);

    /// Accounts for \a added; returns how many of the oldest exchanges of \a history (which
    /// ends with \a added) must go, and takes their weight off.
    int admit(const QList<ExchangePtr> &history, const ExchangePtr &added);
    void clear() { m_bytes = 0; }
    qint64 bytes() const { return m_bytes; }

private:
    qint64 m_bytes = 0;
};

} // namespace RpcScope
