#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace RpcScope {

struct SessionEntry;

/// Writes the HTTP exchanges of a session as an HTTP Archive (HAR 1.2), the format browser
/// dev tools and proxies open. Members are written in the order the HAR 1.2 specification
/// lists them.
///
/// Each HTTP exchange becomes one entry: the request (method, URL, query string, headers in
/// wire order, the body as postData) and the response (status, headers, the body as content,
/// base64 when it is not UTF-8 text). An exchange that got no response (a refused connection,
/// a timeout) has status 0, as browsers write it. Timings come from the recorded phases;
/// a phase that did not happen is -1 where HAR allows it and 0 where it does not (send, wait,
/// receive). Headers are written as the session holds them: secrets are already placeholders.
///
/// Exchanges over other transports (stdio, WebSocket) and messages that belong to no exchange
/// have no HTTP request to show; they are left out and counted.
class HarExport
{
public:
    struct Options
    {
        QString creatorName = QStringLiteral("RpcScope");
        QString creatorVersion = QStringLiteral(RPCSCOPE_VERSION);
        int indent = 2;   ///< 0: one line
    };

    struct Result
    {
        QByteArray json;   ///< the whole HAR document, with a final newline
        int exported = 0;  ///< HTTP exchanges written
        int skipped = 0;   ///< exchanges left out (not HTTP)
    };

    static Result build(const QList<SessionEntry> &entries, const Options &options);
    static Result build(const QList<SessionEntry> &entries) { return build(entries, Options()); }
};

} // namespace RpcScope
