#pragma once

#include "lib/schema/schemavalidator.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace RpcScope {

class JsonDocument;

/// One content item of a tool result (or of a prompt message, or a resource's contents).
struct McpContent
{
    enum class Kind { Text, Image, Audio, Resource, ResourceLink, Other };

    Kind kind = Kind::Other;
    QString type;              ///< the item's "type" as written
    QString text;              ///< text; an embedded text resource's text
    QString mimeType;
    QByteArray data;           ///< image, audio, embedded blob resource: the decoded bytes
    bool dataValid = true;     ///< false when the base64 did not decode
    QString uri;               ///< resource, resource_link
    QString name;              ///< resource_link
    QByteArray json;           ///< the item's JSON text as received

    /// One line for people: "[image image/png, 312 bytes]", "[resource link file:///a.txt]".
    QString summary() const;
};

/// Reads a tools/call result: its content items, isError, and structuredContent, which can
/// be checked against the tool's outputSchema.
struct ToolResult
{
    QList<McpContent> content;
    bool isError = false;
    QByteArray structuredContent;   ///< JSON text as received; empty when absent
    QStringList problems;           ///< the result's shape breaks the spec (translated)

    /// \a resultNode: the result object of the tools/call response in \a doc.
    static ToolResult read(const JsonDocument &doc, int resultNode);
    /// The items of a content array (a tool's content, or contents of resources/read).
    static McpContent readItem(const JsonDocument &doc, int node);

    /// structuredContent against \a outputSchemaJson (JSON text of the tool's outputSchema);
    /// a missing structuredContent is a problem when the tool declares a schema ("Servers
    /// MUST provide structured results that conform to this schema").
    QList<SchemaProblem> checkStructured(const QByteArray &outputSchemaJson) const;
};

} // namespace RpcScope
