#pragma once

#include "lib/session/sessionindex.h"

#include <QBitArray>
#include <QString>

#include <atomic>
#include <optional>
#include <vector>

namespace RpcScope {

/// Finds the lines of a session file that contain a text anywhere: method, endpoint, request,
/// body, headers, notifications. The file is mapped, never read whole into memory; safe on
/// any thread.
class SessionSearch
{
public:
    /// Where a row's line is in the file: all a search needs of the index (cheap to copy to a worker).
    struct LineSpan
    {
        qint64 offset = 0;
        qint64 length = 0;
    };
    static std::vector<LineSpan> spansOf(const SessionIndex &index);

    /// A bit per span, set where that line contains \a text (ASCII case ignored). The text is
    /// looked for as written, as the raw body text (escaped once in the line) and as a string
    /// value inside a body (escaped twice), so `say "hi"` finds `{"q":"say \"hi\""}`.
    /// nullopt when canceled or the file cannot be read (\a error says why).
    static std::optional<QBitArray> matchingRows(const QString &path, const std::vector<LineSpan> &spans,
                                                 const QString &text, const std::atomic_bool *cancel = nullptr,
                                                 QString *error = nullptr);
};

} // namespace RpcScope
