#pragma once

#include <QString>

#include <optional>

namespace RpcScope {

class JsonDocument;

/// Why a JSON Schema does not compile: the node at fault, its path inside the schema
/// (e.g. `properties.name.type`, empty for the schema itself) and a translated sentence.
struct SchemaFault
{
    int node = -1;
    QString path;
    QString message;
};

/// Checks that a JSON Schema (as an assertion's `expected` holds it) compiles before a run
/// needs it: every keyword has the type the specification gives it (`type` a type name or a
/// list of them, `required` an array of strings, `minLength` a whole number ≥ 0, subschemas
/// objects or booleans …), each `pattern` and `patternProperties` key is a regular expression,
/// and each `$ref` points at a node of the schema itself (`#`, `#/$defs/x`; a reference to
/// another document cannot be resolved here). Unknown keywords are allowed, as the
/// specification allows them.
class SchemaCheck
{
public:
    /// The first fault of the schema at \a node of \a doc (the root of \a doc is what `#`
    /// refers to); nothing when it compiles.
    static std::optional<SchemaFault> check(const JsonDocument &doc, int node = 0);
};

} // namespace RpcScope
