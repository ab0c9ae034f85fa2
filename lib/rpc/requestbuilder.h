#pragma once

#include "lib/rpc/requestid.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace RpcScope {

/// What one request of a message should look like. Params are JSON text kept verbatim
/// (so the user's key order and number spelling go out unchanged).
struct RequestSpec
{
    QString method;
    QByteArray params;           ///< JSON text of an object or array; empty: no params member
    RequestId id;                ///< Kind::Absent makes a notification
};

/// Builds the exact bytes of JSON-RPC requests: member order jsonrpc, id, method, params.
class RequestBuilder
{
public:
    /// One request or notification as compact JSON text. \a error is set (translated) when
    /// params are not a JSON object or array; the bytes are then empty.
    static QByteArray build(const RequestSpec &spec, QString *error = nullptr);
    /// A batch array of the requests in order (an empty list gives `[]`).
    static QByteArray buildBatch(const QList<RequestSpec> &specs, QString *error = nullptr);
    /// Checks that \a params is valid JSON whose top level is an object or an array.
    static bool validParams(const QByteArray &params, QString *error = nullptr);
};

/// Hands out ids 1, 2, 3, ... for "auto" mode, per endpoint.
class IdSequence
{
public:
    RequestId next() { return RequestId::number(++m_last); }
    qint64 last() const { return m_last; }

private:
    qint64 m_last = 0;
};

} // namespace RpcScope
