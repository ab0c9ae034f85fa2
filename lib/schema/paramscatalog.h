#pragma once

#include "lib/schema/paramslayout.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace RpcScope {

class JsonDocument;
struct MethodInfo;

/// A value in a request that does not fit its method's documented params: where it sits in
/// the request's bytes and what is wrong with it, for the editor's marks as you type.
struct ParamsMark
{
    qsizetype start = 0;    ///< byte offset of the value (for a missing member: its object)
    qsizetype length = 0;   ///< bytes of the value; at least 1
    QString path;           ///< `$.params.a`, `$[1].params[0]`, `$.params.arguments.city`
    QString message;        ///< translated, one sentence
};

/// Checks requests against the params their methods document (OpenRPC content descriptors,
/// MCP tool input schemas, MCP prompt arguments): types, enums, bounds, required and unknown
/// members. A `tools/call` or `prompts/get` is checked against the tool or prompt it names.
/// Methods the catalogue does not know, and undocumented params, are never marked: a
/// request is anything the user may send, and the marks only say what the server documents.
///
/// Built once per registry and immutable afterwards, so one catalogue is shared by every
/// editor and may be used from several threads at once.
class ParamsCatalog
{
public:
    ParamsCatalog() = default;
    /// \a rootDocument is the OpenRPC document `$ref`s in the methods point into.
    ParamsCatalog(const QList<MethodInfo> &methods, const QByteArray &rootDocument);

    bool isEmpty() const { return m_methods.isEmpty() && m_tools.isEmpty() && m_prompts.isEmpty(); }
    /// The marks for \a request: one request object or a batch of them.
    QList<ParamsMark> check(const JsonDocument &request) const;

private:
    void checkRequest(const JsonDocument &doc, int request, const QString &path, QList<ParamsMark> *marks) const;
    const ParamsLayout *layoutFor(const JsonDocument &doc, int request) const;

    QHash<QString, ParamsLayout> m_methods;
    QHash<QString, ParamsLayout> m_tools;
    QHash<QString, ParamsLayout> m_prompts;
};

} // namespace RpcScope
