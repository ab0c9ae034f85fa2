#include "lib/session/sessionsearch.h"

#include "lib/tr.h"

#include <QFile>

#include <algorithm>
#include <functional>

namespace RpcScope {

namespace {

char fold(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

QByteArray folded(QByteArrayView text)
{
    QByteArray out(text.size(), Qt::Uninitialized);
    for (qsizetype i = 0; i < text.size(); ++i)
        out[i] = fold(text[i]);
    return out;
}

// The text as it is spelled inside a JSON string of the session line: quotes, backslashes
// and control characters escaped (the recorded bodies are JSON strings of the line).
QByteArray escapedForJson(QByteArrayView text)
{
    QByteArray out;
    for (const char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default: out += c;
        }
    }
    return out;
}

} // namespace

std::vector<SessionSearch::LineSpan> SessionSearch::spansOf(const SessionIndex &index)
{
    std::vector<LineSpan> spans;
    spans.reserve(index.rows.size());
    for (const SessionSummary &row : index.rows)
        spans.push_back({row.offset, row.length});
    return spans;
}

std::optional<QBitArray> SessionSearch::matchingRows(const QString &path, const std::vector<LineSpan> &spans,
                                                     const QString &text, const std::atomic_bool *cancel, QString *error)
{
    const qsizetype rowCount = qsizetype(spans.size());
    QBitArray hits(rowCount);
    if (text.isEmpty() || rowCount == 0)
        return hits;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Tr::tr("Cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const qint64 size = file.size();
    const uchar *mapped = size > 0 ? file.map(0, size) : nullptr;
    if (!mapped) {
        if (error)
            *error = Tr::tr("Cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray plain = folded(text.toUtf8());
    // A body is a JSON string of the line: its raw text is escaped once there, and a string
    // value inside the body twice (say "hi" is say \\\"hi\\\" in the line).
    const QByteArray escaped = folded(escapedForJson(text.toUtf8()));
    const QByteArray twice = folded(escapedForJson(escapedForJson(text.toUtf8())));
    const std::boyer_moore_horspool_searcher plainSearch(plain.begin(), plain.end());
    const std::boyer_moore_horspool_searcher escapedSearch(escaped.begin(), escaped.end());
    const std::boyer_moore_horspool_searcher twiceSearch(twice.begin(), twice.end());
    QByteArray line;
    for (qsizetype row = 0; row < rowCount; ++row) {
        if (cancel && (row & 1023) == 0 && cancel->load(std::memory_order_relaxed))
            return std::nullopt;
        const LineSpan &summary = spans[size_t(row)];
        if (summary.offset < 0 || summary.offset + summary.length > size)
            continue;   // the file shrank since it was indexed
        // Folded into a buffer the lines share: one pass, then a fast exact search.
        line.resize(summary.length);
        const char *source = reinterpret_cast<const char *>(mapped + summary.offset);
        char *target = line.data();
        for (qint64 i = 0; i < summary.length; ++i)
            target[i] = fold(source[i]);
        const char *begin = line.constData();
        const char *end = begin + line.size();
        if (std::search(begin, end, plainSearch) != end
            || (escaped != plain && std::search(begin, end, escapedSearch) != end)
            || (twice != escaped && std::search(begin, end, twiceSearch) != end))
            hits.setBit(row);
    }
    return hits;
}

} // namespace RpcScope
