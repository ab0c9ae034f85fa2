#pragma once

#include <QString>

namespace Bench {

/// Writes a session of \a exchanges recorded-looking HTTP exchanges (random methods, outcomes,
/// timings; redacted bearer header) for the session benchmarks; errors go to stderr as \a program.
bool writeSyntheticSession(const QString &path, int exchanges, const char *program);

} // namespace Bench
