#pragma once

#include "lib/transport/wire.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace RpcScope {

class JsonDocument;

/// A tool's `x-mcp-header` markings (MCP 2026-07-28): the parameters whose values a client
/// mirrors into `Mcp-Param-{Name}` headers. A tool whose markings break the revision's rules
/// (an empty or non-token name, a name used twice, a parameter that is no string, integer or
/// boolean, a marking not reached through `properties` alone) is invalid: a client leaves it
/// out of its registry.
class McpToolHeaders
{
public:
    struct Marking
    {
        QByteArray name;      ///< the header is Mcp-Param-{name}
        QStringList path;     ///< the chain of `properties` keys to the parameter
        QString type;         ///< string, integer or boolean
    };

    /// Reads the markings of the tool at \a tool (a tools/list entry) in \a doc.
    static McpToolHeaders read(const JsonDocument &doc, int tool);

    bool isValid() const { return m_problem.isEmpty(); }
    /// Why the tool is invalid (translated); empty when it is valid.
    const QString &problem() const { return m_problem; }
    const QList<Marking> &markings() const { return m_markings; }
    /// The Mcp-Param headers for a call with \a argumentsJson: one per marked parameter that
    /// has a value (null and absent values send none), encoded as McpWire::headerValue.
    HeaderList headersFor(const QByteArray &argumentsJson) const;

private:
    void walk(const JsonDocument &doc, int schema, const QStringList &path, QList<int> *reached);

    QList<Marking> m_markings;
    QString m_problem;
};

} // namespace RpcScope
