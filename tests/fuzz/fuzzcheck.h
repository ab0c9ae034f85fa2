#pragma once

// What every fuzz target shares: the entry point libFuzzer calls, and a check that stops the
// run with the broken invariant in words (libFuzzer then keeps the input that broke it).

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
