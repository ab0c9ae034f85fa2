#pragma once

#include <QString>

namespace RpcScope {

/// A family of error codes beyond JSON-RPC's own: which table to read a code with.
enum class ErrorDialect { None, Mcp, A2a };

/// Names of error codes: the JSON-RPC 2.0 predefined ones, the server-error range, and the
/// dialect tables. Names are English and stable (the CLI report prints them); displayName()
/// translates them for people.
class ErrorCatalog
{
public:
    static bool isPredefined(qint64 code);                   ///< -32700, -32600..-32603
    static bool isServerError(qint64 code) { return code >= -32099 && code <= -32000; }
    static bool isReserved(qint64 code) { return code >= -32768 && code <= -32000; }

    /// Stable name: the dialect's name for the code if it has one, else the standard name,
    /// "Server error" in -32099..-32000, "Reserved" elsewhere in -32768..-32000,
    /// "Application error" outside.
    static QString name(qint64 code, ErrorDialect dialect = ErrorDialect::None);
    static QString displayName(qint64 code, ErrorDialect dialect = ErrorDialect::None);
    /// The dialect a method name implies (tools/call → MCP, message/send → A2A).
    static ErrorDialect dialectForMethod(const QString &method);
    static QString dialectName(ErrorDialect dialect);
};

} // namespace RpcScope
