#include "ui/inspector/rawtextsearch.h"

#include <algorithm>
#include <functional>

namespace RpcScope {

namespace {

char foldAscii(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

struct FoldHash
{
    size_t operator()(char c) const { return std::hash<char>()(foldAscii(c)); }
};

struct FoldEqual
{
    bool operator()(char a, char b) const { return foldAscii(a) == foldAscii(b); }
};

// Searches in slices, so a cancelled search stops soon even in a 1 GB body.
constexpr qint64 kSlice = 4 * 1024 * 1024;

template<typename Searcher>
void collect(RawTextSearch &out, const QByteArray &haystack, const Searcher &searcher,
             const std::atomic_bool *cancel)
{
    const char *begin = haystack.constBegin();
    const char *end = haystack.constEnd();
    const char *from = begin;
    while (from < end) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            out.cancelled = true;
            return;
        }
        // A slice overlaps the next by the needle's length, so no match is lost at a seam.
        const char *sliceEnd = end - from > kSlice + out.needleSize ? from + kSlice + out.needleSize : end;
        const char *hit = std::search(from, sliceEnd, searcher);
        if (hit == sliceEnd) {
            if (sliceEnd == end)
                return;
            from = sliceEnd - out.needleSize + 1;
            continue;
        }
        if (qsizetype(out.offsets.size()) >= RawTextSearch::kMatchLimit) {
            out.truncated = true;
            return;
        }
        out.offsets.push_back(qint64(hit - begin));
        from = hit + out.needleSize;
    }
}

} // namespace

RawTextSearch RawTextSearch::run(const QByteArray &haystack, const QByteArray &needle, bool caseSensitive,
                                 const std::atomic_bool *cancel)
{
    RawTextSearch out;
    out.needleSize = needle.size();
    if (needle.isEmpty() || haystack.size() < needle.size())
        return out;
    if (caseSensitive) {
        const std::boyer_moore_horspool_searcher searcher(needle.cbegin(), needle.cend());
        collect(out, haystack, searcher, cancel);
    } else {
        const std::boyer_moore_horspool_searcher searcher(needle.cbegin(), needle.cend(), FoldHash(), FoldEqual());
        collect(out, haystack, searcher, cancel);
    }
    return out;
}

} // namespace RpcScope
