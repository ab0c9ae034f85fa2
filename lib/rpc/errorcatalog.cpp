#include "lib/rpc/errorcatalog.h"

#include "lib/json/jsondocument.h"
#include "lib/tr.h"

#include <QCoreApplication>
#include <QFile>
#include <QReadWriteLock>

namespace RpcScope {

namespace {

struct CodeName
{
    qint64 code;
    const char *name;
};

// JSON-RPC 2.0, section 5.1.
constexpr CodeName kStandard[] = {
    {-32700, QT_TRANSLATE_NOOP("RpcScope", "Parse error")},
    {-32600, QT_TRANSLATE_NOOP("RpcScope", "Invalid Request")},
    {-32601, QT_TRANSLATE_NOOP("RpcScope", "Method not found")},
    {-32602, QT_TRANSLATE_NOOP("RpcScope", "Invalid params")},
    {-32603, QT_TRANSLATE_NOOP("RpcScope", "Internal error")},
};

// MCP: the specification's own codes plus the ones its reference SDK sends. 2026-07-28 reserves
// -32020..-32099 for the specification and retires -32002 and -32042, which older revisions'
// servers still send.
constexpr CodeName kMcp[] = {
    {-32000, QT_TRANSLATE_NOOP("RpcScope", "Connection closed")},
    {-32001, QT_TRANSLATE_NOOP("RpcScope", "Request timeout")},
    {-32002, QT_TRANSLATE_NOOP("RpcScope", "Resource not found")},
    {-32020, QT_TRANSLATE_NOOP("RpcScope", "Header mismatch")},
    {-32021, QT_TRANSLATE_NOOP("RpcScope", "Missing required client capability")},
    {-32022, QT_TRANSLATE_NOOP("RpcScope", "Unsupported protocol version")},
    {-32042, QT_TRANSLATE_NOOP("RpcScope", "URL elicitation required")},
};

// A2A protocol, section "Error codes".
constexpr CodeName kA2a[] = {
    {-32001, QT_TRANSLATE_NOOP("RpcScope", "Task not found")},
    {-32002, QT_TRANSLATE_NOOP("RpcScope", "Task not cancelable")},
    {-32003, QT_TRANSLATE_NOOP("RpcScope", "Push notifications not supported")},
    {-32004, QT_TRANSLATE_NOOP("RpcScope", "Unsupported operation")},
    {-32005, QT_TRANSLATE_NOOP("RpcScope", "Content type not supported")},
    {-32006, QT_TRANSLATE_NOOP("RpcScope", "Invalid agent response")},
    {-32007, QT_TRANSLATE_NOOP("RpcScope", "Authenticated extended card not configured")},
};

// The Language Server Protocol's ErrorCodes and LSPErrorCodes (3.17, "Response Message").
constexpr CodeName kLsp[] = {
    {-32002, QT_TRANSLATE_NOOP("RpcScope", "Server not initialized")},
    {-32001, QT_TRANSLATE_NOOP("RpcScope", "Unknown error code")},
    {-32803, QT_TRANSLATE_NOOP("RpcScope", "Request failed")},
    {-32802, QT_TRANSLATE_NOOP("RpcScope", "Server cancelled")},
    {-32801, QT_TRANSLATE_NOOP("RpcScope", "Content modified")},
    {-32800, QT_TRANSLATE_NOOP("RpcScope", "Request cancelled")},
};

const char *kServerError = QT_TRANSLATE_NOOP("RpcScope", "Server error");
const char *kReserved = QT_TRANSLATE_NOOP("RpcScope", "Reserved");
const char *kApplication = QT_TRANSLATE_NOOP("RpcScope", "Application error");

template<size_t N>
const char *find(const CodeName (&table)[N], qint64 code)
{
    for (const CodeName &entry : table) {
        if (entry.code == code)
            return entry.name;
    }
    return nullptr;
}

/// The built-in name of a code from the dialect's table or JSON-RPC's own; nullptr when
/// neither has one.
const char *tableName(qint64 code, ErrorDialect dialect)
{
    const char *name = nullptr;
    if (dialect == ErrorDialect::Mcp)
        name = find(kMcp, code);
    else if (dialect == ErrorDialect::A2a)
        name = find(kA2a, code);
    else if (dialect == ErrorDialect::Lsp)
        name = find(kLsp, code);
    return name ? name : find(kStandard, code);
}

const char *fallbackName(qint64 code)
{
    if (ErrorCatalog::isServerError(code))
        return kServerError;
    if (ErrorCatalog::isReserved(code))
        return kReserved;
    return kApplication;
}

// The user tables, shared by every thread (the classifier runs on workers).
struct UserTables
{
    QReadWriteLock lock;
    QList<ErrorTable> tables;
};

UserTables &userTableRegistry()
{
    static UserTables registry;
    return registry;
}

/// The first user table that names \a code.
bool findInUserTables(qint64 code, QString *name, QString *meaning, QString *source)
{
    UserTables &registry = userTableRegistry();
    QReadLocker locker(&registry.lock);
    for (const ErrorTable &table : std::as_const(registry.tables)) {
        if (table.lookup(code, name, meaning)) {
            *source = table.dialect;
            return true;
        }
    }
    return false;
}

QString dialectSource(qint64 code, ErrorDialect dialect)
{
    if (dialect != ErrorDialect::None && !find(kStandard, code))
        return ErrorCatalog::dialectName(dialect);
    return ErrorCatalog::dialectName(ErrorDialect::None);
}

} // namespace

bool ErrorCatalog::isPredefined(qint64 code)
{
    return find(kStandard, code) != nullptr;
}

QString ErrorCatalog::name(qint64 code, ErrorDialect dialect)
{
    return describe(code, dialect).name;
}

QString ErrorCatalog::displayName(qint64 code, ErrorDialect dialect)
{
    if (const char *builtIn = tableName(code, dialect))
        return QCoreApplication::translate("RpcScope", builtIn);
    QString name;
    QString meaning;
    QString source;
    if (findInUserTables(code, &name, &meaning, &source))
        return name;   // a user's table is in the user's words already
    return QCoreApplication::translate("RpcScope", fallbackName(code));
}

ErrorCatalog::Description ErrorCatalog::describe(qint64 code, ErrorDialect dialect)
{
    Description description;
    if (const char *builtIn = tableName(code, dialect)) {
        description.name = QString::fromLatin1(builtIn);
        description.source = dialectSource(code, dialect);
        return description;
    }
    if (findInUserTables(code, &description.name, &description.meaning, &description.source))
        return description;
    description.name = QString::fromLatin1(fallbackName(code));
    description.source = dialectName(ErrorDialect::None);
    return description;
}

bool ErrorTable::lookup(qint64 code, QString *name, QString *meaning) const
{
    for (const Entry &entry : errors) {
        if (entry.code == code) {
            *name = entry.name;
            *meaning = entry.meaning;
            return true;
        }
    }
    for (const Range &range : ranges) {
        if (code >= range.from && code <= range.to) {
            *name = range.name;
            *meaning = range.meaning;
            return true;
        }
    }
    return false;
}

ErrorTable ErrorCatalog::loadTable(const QString &path, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return ErrorTable();
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(Tr::tr("Cannot read %1: %2").arg(path, file.errorString()));
    const JsonDocument doc = JsonDocument::parse(file.readAll());
    if (!doc.isValid()) {
        return fail(Tr::tr("%1 is not JSON (line %2, column %3): %4")
                        .arg(path)
                        .arg(doc.error().line)
                        .arg(doc.error().column)
                        .arg(doc.error().message));
    }
    using Type = JsonDocument::Type;
    if (doc.type(0) != Type::Object)
        return fail(Tr::tr("%1: the table must be a JSON object.").arg(path));
    auto text = [&doc](int object, QStringView key) { return doc.memberString(object, key); };
    auto integer = [&doc](int object, QStringView key, qint64 *value) {
        const int node = doc.member(object, key);
        bool ok = false;
        if (node >= 0 && doc.type(node) == Type::Number)
            *value = doc.toInt64(node, &ok);
        return ok;
    };

    ErrorTable table;
    table.path = path;
    table.dialect = text(0, u"dialect").trimmed();
    if (table.dialect.isEmpty())
        return fail(Tr::tr("%1: \"dialect\" must be a non-empty string naming the table.").arg(path));
    const int errors = doc.member(0, u"errors");
    const int ranges = doc.member(0, u"ranges");
    if (errors >= 0 && doc.type(errors) != Type::Array)
        return fail(Tr::tr("%1: \"errors\" must be an array.").arg(path));
    if (ranges >= 0 && doc.type(ranges) != Type::Array)
        return fail(Tr::tr("%1: \"ranges\" must be an array.").arg(path));
    if (errors < 0 && ranges < 0)
        return fail(Tr::tr("%1: the table has neither \"errors\" nor \"ranges\".").arg(path));
    int position = 0;
    for (int node = errors >= 0 ? doc.firstChild(errors) : -1; node >= 0; node = doc.nextSibling(node)) {
        ++position;
        ErrorTable::Entry entry;
        if (doc.type(node) != Type::Object || !integer(node, u"code", &entry.code))
            return fail(Tr::tr("%1: error %2 needs an integer \"code\".").arg(path).arg(position));
        entry.name = text(node, u"name");
        entry.meaning = text(node, u"meaning");
        if (entry.name.isEmpty())
            return fail(Tr::tr("%1: error %2 needs a \"name\".").arg(path).arg(position));
        table.errors.append(entry);
    }
    position = 0;
    for (int node = ranges >= 0 ? doc.firstChild(ranges) : -1; node >= 0; node = doc.nextSibling(node)) {
        ++position;
        ErrorTable::Range range;
        if (doc.type(node) != Type::Object || !integer(node, u"from", &range.from) || !integer(node, u"to", &range.to)
            || range.from > range.to)
            return fail(Tr::tr("%1: range %2 needs integers \"from\" <= \"to\".").arg(path).arg(position));
        range.name = text(node, u"name");
        range.meaning = text(node, u"meaning");
        if (range.name.isEmpty())
            return fail(Tr::tr("%1: range %2 needs a \"name\".").arg(path).arg(position));
        table.ranges.append(range);
    }
    return table;
}

bool ErrorCatalog::addUserTable(const QString &path, QString *error)
{
    const ErrorTable table = loadTable(path, error);
    if (!table.isValid())
        return false;
    addUserTable(table);
    return true;
}

void ErrorCatalog::addUserTable(const ErrorTable &table)
{
    UserTables &registry = userTableRegistry();
    QWriteLocker locker(&registry.lock);
    for (ErrorTable &existing : registry.tables) {
        if (!table.path.isEmpty() && existing.path == table.path) {
            existing = table;
            return;
        }
    }
    registry.tables.append(table);
}

bool ErrorCatalog::removeUserTable(const QString &path)
{
    UserTables &registry = userTableRegistry();
    QWriteLocker locker(&registry.lock);
    return registry.tables.removeIf([&path](const ErrorTable &table) { return table.path == path; }) > 0;
}

void ErrorCatalog::clearUserTables()
{
    UserTables &registry = userTableRegistry();
    QWriteLocker locker(&registry.lock);
    registry.tables.clear();
}

QList<ErrorTable> ErrorCatalog::userTables()
{
    UserTables &registry = userTableRegistry();
    QReadLocker locker(&registry.lock);
    return registry.tables;
}

ErrorDialect ErrorCatalog::dialectForMethod(const QString &method)
{
    static const QStringList mcpPrefixes = {
        QStringLiteral("tools/"), QStringLiteral("resources/"), QStringLiteral("prompts/"),
        QStringLiteral("completion/"), QStringLiteral("logging/"), QStringLiteral("sampling/"),
        QStringLiteral("elicitation/"), QStringLiteral("roots/")};
    if (method == u"initialize" || method == u"ping")
        return ErrorDialect::Mcp;
    for (const QString &prefix : mcpPrefixes) {
        if (method.startsWith(prefix))
            return ErrorDialect::Mcp;
    }
    if (method.startsWith(u"message/") || method.startsWith(u"tasks/") || method.startsWith(u"agent/"))
        return ErrorDialect::A2a;
    static const QStringList lspPrefixes = {
        QStringLiteral("textDocument/"), QStringLiteral("workspace/"), QStringLiteral("window/"),
        QStringLiteral("client/"), QStringLiteral("$/"), QStringLiteral("notebookDocument/"),
        QStringLiteral("callHierarchy/"), QStringLiteral("typeHierarchy/"), QStringLiteral("completionItem/"),
        QStringLiteral("codeLens/"), QStringLiteral("documentLink/"), QStringLiteral("codeAction/"),
        QStringLiteral("inlayHint/"), QStringLiteral("workspaceSymbol/")};
    for (const QString &prefix : lspPrefixes) {
        if (method.startsWith(prefix))
            return ErrorDialect::Lsp;
    }
    if (method == u"shutdown")
        return ErrorDialect::Lsp;
    return ErrorDialect::None;
}

QString ErrorCatalog::dialectName(ErrorDialect dialect)
{
    switch (dialect) {
    case ErrorDialect::None: return QStringLiteral("json-rpc");
    case ErrorDialect::Mcp: return QStringLiteral("mcp");
    case ErrorDialect::A2a: return QStringLiteral("a2a");
    case ErrorDialect::Lsp: return QStringLiteral("lsp");
    }
    return {};
}

} // namespace RpcScope
