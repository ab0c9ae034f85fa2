#pragma once

#include "lib/rpc/requestid.h"
#include "lib/transport/transport.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// MCP's stateless wire (revision 2026-07-28 and later, "modern"): what every request carries
/// in its `_meta`, and over Streamable HTTP in headers (MCP-Protocol-Version, Mcp-Method,
/// Mcp-Name), with header values encoded as the revision says.
class McpWire
{
public:
    /// The modern revisions RpcScope speaks, newest first.
    static const QStringList &modernVersions();
    static bool isModern(const QString &version);

    /// A `_meta` member: its key and JSON text.
    using Member = QPair<QString, QByteArray>;
    /// What every modern request carries in `_meta`: the protocol version, the client's
    /// capabilities (\a capabilitiesJson, `{}` when empty) and its name and version.
    static QList<Member> requestMeta(const QString &version, const QByteArray &capabilitiesJson,
                                     const QString &clientName);
    /// \a params (a JSON object's text, or empty for none) with \a members added to its
    /// `_meta` object, which is made when absent. The caller's text stays as written; a
    /// member the caller already put in `_meta` is kept and not added twice. Params that are
    /// no JSON object come back unchanged.
    static QByteArray withMeta(const QByteArray &params, const QList<Member> &members);

    /// \a text as an HTTP header value: as it is when it is plain visible ASCII with no
    /// leading or trailing blank, else `=?base64?…?=` of its UTF-8 (also a value that would
    /// read as that sentinel).
    static QByteArray headerValue(const QString &text);
    /// Mcp-Method, and Mcp-Name for tools/call, prompts/get (params.name) and
    /// resources/read (params.uri).
    static HeaderList standardHeaders(const QString &method, const QByteArray &params);
    /// What every modern POST carries: MCP-Protocol-Version \a version, then (for a request,
    /// \a method not empty) the standard headers.
    static HeaderList requestHeaders(const QString &version, const QString &method, const QByteArray &params);

    /// The error codes only a modern server sends: header mismatch (-32020), missing required
    /// client capability (-32021), unsupported protocol version (-32022).
    static bool isModernError(qint64 code);
    /// The revisions an UnsupportedProtocolVersionError lists: its \a dataJson's `supported`
    /// strings; empty when there is no usable list.
    static QStringList supportedVersions(const QByteArray &dataJson);
    /// The first of \a known (newest first) that \a supported lists; empty when none.
    static QString newestShared(const QStringList &known, const QStringList &supported);
    /// True when \a message (a parsed notification) belongs to the subscriptions/listen stream
    /// that request \a listenId opened: its params' `_meta` names that id as its
    /// `io.modelcontextprotocol/subscriptionId`. On stdio this is the only tie between a
    /// stream's messages and its request.
    static bool belongsToListen(const JsonDocument &message, const RequestId &listenId);

    static constexpr qint64 kHeaderMismatch = -32020;
    static constexpr qint64 kMissingCapability = -32021;
    static constexpr qint64 kUnsupportedVersion = -32022;
};

} // namespace RpcScope
