#pragma once

#include "lib/transport/transporterror.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QUrl>

#include <optional>

namespace RpcScope {

/// HTTP header fields in wire order, names as sent (case kept).
using HeaderList = QList<QPair<QByteArray, QByteArray>>;

/// First value of a header, matched case-insensitively; empty when absent.
QByteArray headerValue(const HeaderList &headers, QByteArrayView name);
/// \a value of the header \a name as RpcScope shows a header it sent or received: a credential
/// we sent (Authorization and Proxy-Authorization keep their scheme, "Bearer [redacted]";
/// Cookie and DPoP read "[redacted]") is never shown in clear; any other value as it is.
QByteArray shownHeaderValue(QByteArrayView name, const QByteArray &value);
/// Whether a header of that name carries a credential (Authorization, Proxy-Authorization,
/// DPoP, Cookie): what shownHeaderValue() masks.
bool isCredentialHeader(QByteArrayView name);
/// Appends \a layer to \a headers after removing the fields of \a headers whose names
/// (any case) \a layer also has: a later group of headers overrides the earlier ones.
void overlayHeaders(HeaderList &headers, const HeaderList &layer);

/// What an HTTP exchange looked like on the wire (the bodies live in TransportReply).
struct HttpMeta
{
    QUrl url;                     ///< the URL this (last) hop was sent to
    QByteArray method;            ///< "POST"
    QByteArray target;            ///< request-target as sent, e.g. "/rpc"
    HeaderList requestHeaders;    ///< as written, in order
    QByteArray version;           ///< "HTTP/1.1" as the server wrote it
    int status = 0;               ///< 0 when no status line arrived
    QByteArray reason;
    HeaderList responseHeaders;   ///< as received, in order
    /// "404 Not Found", or "404" when the reason phrase is empty (no double space in a sentence).
    QString statusText() const;
    bool reusedConnection = false;
};

/// Milliseconds since the send started; -1 where a phase did not happen.
struct Timings
{
    qint64 startedEpochMs = 0;
    qint64 connectedMs = -1;      ///< TCP (and TLS) ready
    qint64 sentMs = -1;           ///< last request byte written
    qint64 firstByteMs = -1;      ///< first response byte
    qint64 totalMs = -1;          ///< complete (or failed)
};

/// The answer a transport gives to one send(). For HTTP it is the response; for message
/// transports (stdio, WebSocket) it only confirms the write: answers arrive as messages.
struct TransportReply
{
    quint64 ticket = 0;
    QByteArray body;                       ///< HTTP body, de-chunked, exactly as received
    std::optional<HttpMeta> http;          ///< set for HTTP
    QList<HttpMeta> redirects;             ///< hops followed before the final one (option on)
    /// WebSocket: the opening handshake of the connection that carried the message (our GET
    /// and the server's 101), or the refusal that kept it from opening.
    std::optional<HttpMeta> handshake;
    Timings timings;
    qint64 bytesSent = 0;                  ///< on the wire, headers included
    qint64 bytesReceived = 0;
    TransportError error;

    /// The HTTP status, 0 when there is none (another transport, or no status line came).
    int httpStatus() const { return http ? http->status : 0; }
};

} // namespace RpcScope
