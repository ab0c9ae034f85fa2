#pragma once

#include "lib/replay/jsonpath.h"

#include <QList>

namespace RpcScope {

class JsonDocument;

/// Looks values up in a JsonDocument by JsonPath (lib/replay), and compares JSON values by
/// meaning: members in any order, numbers as exact decimals, strings decoded.
class JsonPathQuery
{
public:
    /// Every node \a path names in \a doc, in document order (wildcards give several).
    static QList<int> find(const JsonDocument &doc, const JsonPath &path);
    /// The first node, or -1.
    static int first(const JsonDocument &doc, const JsonPath &path);
    static bool equal(const JsonDocument &a, int nodeA, const JsonDocument &b, int nodeB);
    /// A value as a variable takes it: a string decoded, anything else as its JSON text.
    static QString text(const JsonDocument &doc, int node);
};

} // namespace RpcScope
