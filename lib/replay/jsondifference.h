#pragma once

#include "lib/replay/jsonpath.h"

#include <QByteArray>
#include <QString>

namespace RpcScope {

/// One difference between a recorded JSON value and the one a replay received.
struct JsonDifference
{
    enum class Kind {
        Added,        ///< only the replay has a value here
        Removed,      ///< only the recording has a value here
        Changed,      ///< same JSON type, another value
        TypeChanged,  ///< another JSON type (a number became a string, null became an object, ...)
        Spelling,     ///< the same value written otherwise: 1.0 and 1, 1e2 and 100, "\u00e9" and "é"
        Order,        ///< an object's members (or a batch's responses) came in another order
    };

    JsonPath path;
    Kind kind = Kind::Changed;
    /// JSON text as it was written; empty when the side has no value (Added, Removed).
    /// For Order: a JSON array of the member names (or batch ids) in each side's order.
    QByteArray recorded;
    QByteArray replayed;

    /// Order and spelling change no value a JSON reader sees.
    bool isLowWeight() const { return kind == Kind::Order || kind == Kind::Spelling; }
    /// Stable machine name: added, removed, changed, type-changed, spelling, order.
    static QString kindName(Kind kind);
};

} // namespace RpcScope
