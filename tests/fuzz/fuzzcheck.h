#pragma once

// What every fuzz target shares: the entry point libFuzzer calls, and a check that stops the
// run with the broken invariant in words (libFuzzer then keeps the input that broke it).

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_CHECK(condition, what)                                                                  \
    do {                                                                                             \
        if (!(condition)) {                                                                          \
            std::fprintf(stderr, "%s:%d: invariant broken: %s (%s)\n", __FILE__, __LINE__, what,     \
                         #condition);                                                                \
            std::abort();                                                                            \
        }                                                                                            \
    } while (false)

// Two texts that must be equal; on a difference both are printed from the first byte that
// differs, so the broken invariant can be read off the log.
#define FUZZ_CHECK_EQUAL(a, b, what)                                                                 \
    do {                                                                                             \
        const QByteArray fuzzA_ = (a);                                                               \
        const QByteArray fuzzB_ = (b);                                                               \
        if (fuzzA_ != fuzzB_) {                                                                      \
            qsizetype at = 0;                                                                        \
            while (at < fuzzA_.size() && at < fuzzB_.size() && fuzzA_.at(at) == fuzzB_.at(at))      \
                ++at;                                                                                \
            const qsizetype from = at > 40 ? at - 40 : 0;                                            \
            std::fprintf(stderr, "%s:%d: invariant broken: %s\n  at byte %lld:\n  %s\n  %s\n", __FILE__, \
                         __LINE__, what, static_cast<long long>(at),                                 \
                         fuzzA_.mid(from, 160).toPercentEncoding(" {}[]\":,").constData(),            \
                         fuzzB_.mid(from, 160).toPercentEncoding(" {}[]\":,").constData());           \
            std::abort();                                                                            \
        }                                                                                            \
    } while (false)

namespace FuzzInput {

/// Takes one byte from the front of the input (0 when none is left): a fuzzer's choice of
/// piece size, cap or mode, so that one input says both what is fed and how.
inline uint8_t takeByte(const uint8_t *&data, size_t &size)
{
    if (size == 0)
        return 0;
    const uint8_t byte = *data;
    ++data;
    --size;
    return byte;
}

} // namespace FuzzInput
