#pragma once

#include "lib/collection/collection.h"
#include "lib/rpc/exchange.h"

namespace RpcScope {

/// The verdict on one assertion: passed or not, and a sentence saying what was found.
struct AssertionResult
{
    Assertion assertion;
    bool passed = false;
    QString label;     ///< what was asserted, e.g. "$.result.value equals 3" (never translated: reports)
    QString message;   ///< translated; what was found when it failed, empty when it passed
};

/// Checks assertions against a finished Exchange. A path that does not parse, a regular
/// expression or schema that does not compile fail the assertion with a message saying so.
class AssertionChecker
{
public:
    static AssertionResult check(const Assertion &assertion, const Exchange &exchange);
    /// The outcome an Outcome assertion compares with: the exchange's outcome, where an
    /// error is told apart by its first failing response as error, tool-error or business-error.
    static QString outcome(const Exchange &exchange);
    static QString label(const Assertion &assertion);
};

} // namespace RpcScope
