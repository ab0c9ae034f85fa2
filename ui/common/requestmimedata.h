#pragma once

#include <QByteArray>
#include <QString>

class QMimeData;

namespace RpcScope {

/// A request dragged out of the history or the composer, to be dropped into a collection:
/// the exact bytes and the endpoint they went (or would go) to. The bytes go along as
/// text/plain too, so a drop into any text field pastes the request.
class RequestMimeData
{
public:
    static const QString kMimeType;   ///< application/x-rpcscope-request

    struct Request
    {
        QString endpoint;
        QByteArray bytes;
        QString title;     ///< a name to save it under, e.g. the method
        bool mcp = false;  ///< an MCP request (tools/call …): saved to run inside an MCP session
    };

    static QMimeData *create(const Request &request);
    static bool has(const QMimeData *data);
    /// False when \a data holds no request (or one this version cannot read).
    static bool read(const QMimeData *data, Request *request);
};

} // namespace RpcScope
