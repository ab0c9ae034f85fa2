#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace RpcScope {

/// Where the caret stands in a JSON-RPC request text, as far as completion cares: inside
/// the "method" value, inside a key of "params" (or of an MCP tools/call's "arguments"),
/// or inside the tool name of a tools/call. Works on half-typed, invalid text: a string
/// that is not closed ends at its line's end, and nothing needs to parse.
struct JsonCaretContext
{
    enum class Kind {
        None,
        MethodValue,   ///< in the string value of a request's "method"
        ParamKey,      ///< in a key string of the params object of `method`
        ToolName,      ///< in the "name" value of a tools/call's params
    };

    Kind kind = Kind::None;
    QString prefix;               ///< what stands between the opening quote and the caret
    qsizetype stringStart = -1;   ///< byte offset of the opening quote
    qsizetype stringEnd = -1;     ///< byte offset of the closing quote, or of the line end when open
    bool closed = false;          ///< whether the string has its closing quote
    QString method;               ///< ParamKey: the method (or tool) whose params these are

    /// Scans \a text (bytes) for the context of the caret at byte offset \a caret.
    static JsonCaretContext at(QByteArrayView text, qsizetype caret);
};

} // namespace RpcScope
