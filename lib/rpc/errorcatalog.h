#pragma once

#include <QList>
#include <QString>

namespace RpcScope {

/// A family of error codes beyond JSON-RPC's own: which table to read a code with.
enum class ErrorDialect { None, Mcp, A2a, Lsp };

/// A user's table of error codes for an API of their own (e.g. aria2), read from a JSON
/// file (format: docs/error-tables.md). Names and meanings are shown as written.
struct ErrorTable
{
    struct Entry
    {
        qint64 code = 0;
        QString name;
        QString meaning;
    };
    struct Range
    {
        qint64 from = 0;   ///< inclusive
        qint64 to = 0;     ///< inclusive
        QString name;
        QString meaning;
    };

    QString dialect;       ///< the table's name, e.g. "aria2"
    QString path;          ///< the file it came from
    QList<Entry> errors;
    QList<Range> ranges;

    bool isValid() const { return !dialect.isEmpty(); }
    /// The entry for \a code, else the first range holding it; false when neither.
    bool lookup(qint64 code, QString *name, QString *meaning) const;
};

/// Names of error codes: the JSON-RPC 2.0 predefined ones, the server-error range, the
/// dialect tables, and the tables a user added. Names are English and stable (the CLI
/// report prints them); displayName() translates the built-in ones for people.
/// Every function may be called from any thread.
class ErrorCatalog
{
public:
    /// What is known about a code, and from which table.
    struct Description
    {
        QString name;          ///< as name() gives it
        QString meaning;       ///< a user table's explanation; empty for built-in names
        QString source;        ///< "json-rpc", "mcp", "a2a" or the user table's dialect
    };

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

    /// Name, meaning and source of \a code. Order: the built-in \a dialect table, the JSON-RPC
    /// names, the user tables (in the order added), then the server-error range, "Reserved"
    /// and "Application error".
    static Description describe(qint64 code, ErrorDialect dialect = ErrorDialect::None);

    /// Reads a table from a JSON file; on failure returns an invalid table and says why
    /// (translated) in \a error.
    static ErrorTable loadTable(const QString &path, QString *error = nullptr);
    /// Reads \a path and adds it to the user tables (replacing one from the same path).
    static bool addUserTable(const QString &path, QString *error = nullptr);
    static void addUserTable(const ErrorTable &table);
    /// Removes the table read from \a path; false when there was none.
    static bool removeUserTable(const QString &path);
    static void clearUserTables();
    static QList<ErrorTable> userTables();
};

} // namespace RpcScope
