#include "lib/rpc/historybudget.h"

namespace RpcScope {

qint64 HistoryBudget::weight(const Exchange &exchange)
{
    // The answer's index can outweigh its text (a body nested 100 000 deep is 200 KB of
    // brackets and megabytes of nodes).
    qint64 bytes = exchange.request.size() + exchange.body.size() + exchange.classification.document.indexMemory();
    for (const IncomingMessage &message : exchange.notifications)
        bytes += message.bytes.size();
    return bytes;
}

int HistoryBudget::admit(const QList<ExchangePtr> &history, const ExchangePtr &added)
{
    m_bytes += weight(*added);
    int drop = 0;
    // The newest always stays, however large.
    while (history.size() - drop > 1 && (history.size() - drop > MaxExchanges || m_bytes > MaxBytes)) {
        m_bytes -= weight(*history.at(drop));
        ++drop;
    }
    return drop;
}

} // namespace RpcScope
