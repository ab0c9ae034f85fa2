#include "lib/rpc/errorcatalog.h"

#include <QCoreApplication>

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

// MCP: the specification's own code plus the ones its reference SDK sends.
constexpr CodeName kMcp[] = {
    {-32000, QT_TRANSLATE_NOOP("RpcScope", "Connection closed")},
    {-32001, QT_TRANSLATE_NOOP("RpcScope", "Request timeout")},
    {-32002, QT_TRANSLATE_NOOP("RpcScope", "Resource not found")},
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

const char *sourceName(qint64 code, ErrorDialect dialect)
{
    const char *name = nullptr;
    if (dialect == ErrorDialect::Mcp)
        name = find(kMcp, code);
    else if (dialect == ErrorDialect::A2a)
        name = find(kA2a, code);
    if (!name)
        name = find(kStandard, code);
    if (!name && ErrorCatalog::isServerError(code))
        name = kServerError;
    if (!name && ErrorCatalog::isReserved(code))
        name = kReserved;
    return name ? name : kApplication;
}

} // namespace

bool ErrorCatalog::isPredefined(qint64 code)
{
    return find(kStandard, code) != nullptr;
}

QString ErrorCatalog::name(qint64 code, ErrorDialect dialect)
{
    return QString::fromLatin1(sourceName(code, dialect));
}

QString ErrorCatalog::displayName(qint64 code, ErrorDialect dialect)
{
    return QCoreApplication::translate("RpcScope", sourceName(code, dialect));
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
    return ErrorDialect::None;
}

QString ErrorCatalog::dialectName(ErrorDialect dialect)
{
    switch (dialect) {
    case ErrorDialect::None: return QStringLiteral("json-rpc");
    case ErrorDialect::Mcp: return QStringLiteral("mcp");
    case ErrorDialect::A2a: return QStringLiteral("a2a");
    }
    return {};
}

} // namespace RpcScope
