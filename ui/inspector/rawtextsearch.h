#pragma once

#include <QByteArray>

#include <atomic>
#include <vector>

namespace RpcScope {

/// Every place a text occurs in a body, as byte offsets. Works on the bytes (the needle is
/// UTF-8), so it never decodes the body; "ignore case" folds ASCII letters only.
struct RawTextSearch
{
    /// At most this many matches are kept (each costs 8 bytes).
    static constexpr qsizetype kMatchLimit = 1'000'000;

    std::vector<qint64> offsets;   ///< ascending, non-overlapping
    qsizetype needleSize = 0;
    bool truncated = false;        ///< stopped at kMatchLimit
    bool cancelled = false;

    static RawTextSearch run(const QByteArray &haystack, const QByteArray &needle, bool caseSensitive,
                             const std::atomic_bool *cancel = nullptr);
};

} // namespace RpcScope
