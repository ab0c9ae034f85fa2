#pragma once

#include "lib/collection/collection.h"

#include <optional>

namespace RpcScope {

/// A request's assertions as the JSON array the collection file holds, for editing as text:
/// written and read by CollectionFile itself, so the text means exactly what the file means.
class AssertionsJson
{
public:
    static QString toText(const QList<Assertion> &assertions);
    /// Nothing and a translated \a error naming the line and field (e.g. `Line 3,
    /// assertions[1].expected: expected a number`) when \a text is not a valid list.
    static std::optional<QList<Assertion>> fromText(const QString &text, QString *error);
    /// An `equals` assertion on \a path with \a expected, the value's JSON text as received.
    static Assertion equals(const QString &path, const QByteArray &expected);
};

} // namespace RpcScope
