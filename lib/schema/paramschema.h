#pragma once

#include "lib/json/jsondocument.h"
#include "lib/schema/schemanode.h"

#include <QHash>
#include <QStringList>

namespace RpcScope {

/// Builds SchemaNodes out of JSON Schema text. Local `$ref`s (a JSON pointer such as
/// `#/components/schemas/Note`, `#/$defs/Item` or `#/definitions/Item`) are resolved
/// against the root document given to the constructor: the whole OpenRPC document for a
/// method's params, the inputSchema itself for an MCP tool.
///
/// Bad schemas cannot hang it: a `$ref` that leads back into itself, nesting deeper than
/// MaxDepth and anything beyond MaxNodes nodes become Recursive nodes ("edit as JSON").
/// A `$ref` used in several places is built once and shared.
class ParamSchema
{
public:
    static constexpr int MaxDepth = 32;
    static constexpr int MaxNodes = 5000;

    explicit ParamSchema(JsonDocument root = {});

    /// The schema at \a node of \a doc (which may or may not be the root document).
    SchemaNodePtr parse(const JsonDocument &doc, int node);
    /// The schema in \a schemaText; refs resolve against the root document, or against
    /// the text itself when the constructor got none.
    SchemaNodePtr parse(const QByteArray &schemaText);

    /// The node a local `$ref` points at in the root document; -1 when it points nowhere.
    int resolve(QStringView ref) const;
    const JsonDocument &root() const { return m_root; }

    /// A node that is edited as JSON text, with \a note saying why.
    static SchemaNodePtr opaque(const QString &note);

private:
    SchemaNodePtr parseNode(const JsonDocument &doc, int node, int depth);
    SchemaNodePtr parseRef(const JsonDocument &doc, int node, const QString &ref, int depth);
    void readKeywords(SchemaNode &out, const JsonDocument &doc, int node, int depth);
    void mergeAllOf(SchemaNode &out, const JsonDocument &doc, int allOf, int depth);

    JsonDocument m_root;
    QHash<QString, SchemaNodePtr> m_refs;   // finished expansions
    QStringList m_expanding;                // refs being expanded, outermost first
    int m_nodes = 0;
};

} // namespace RpcScope
