#pragma once

#include "lib/transport/framing/framer.h"
#include "lib/transport/transport.h"
#include "lib/transport/wire.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace RpcScope {

/// One line of a session file (docs/session-format.md), read back. A session is the
/// recorded traffic of one or more endpoints, in the order it happened.
struct SessionEntry
{
    enum class Type {
        Exchange,   ///< a request we sent and what came back (or why nothing did)
        Message,    ///< traffic that belongs to no exchange: a server notification or request, our answer to it
        Auth,       ///< one step of an authorization flow: an HTTP exchange of OAuth's (or none), with its verdict
    };
    enum class Direction { In, Out };

    Type type = Type::Exchange;
    quint64 sequence = 0;            ///< 1, 2, ... in file order
    qint64 epochMs = 0;              ///< when the request was sent (Message: when it moved)
    QString endpoint;                ///< as the user named it, e.g. "http://127.0.0.1:8080/rpc"
    Transport::Kind transport = Transport::Kind::Http;
    /// Stdio and sockets: how the messages were framed (a replay frames them the same way).
    std::optional<Framing> framing;

    // Exchange
    QByteArray request;              ///< bytes sent, after redaction (placeholders in place of secrets)
    QByteArray body;                 ///< bytes received: the HTTP body or the matched message
    QString method;                  ///< methods sent, for the timeline ("a, b")
    QString outcome;                 ///< Classification::outcomeName(): result, error, notification, transport-error, invalid
    qint64 durationMs = -1;
    std::optional<HttpMeta> http;    ///< request and response headers after redaction
    std::optional<HttpMeta> handshake;   ///< WebSocket: the connection's opening handshake, redacted alike
    Timings timings;
    QString errorKind;               ///< TransportError::kindName(); empty when none
    QString errorMessage;
    qint64 bytesSent = 0;            ///< on the wire, headers included (0 when unknown)
    qint64 bytesReceived = 0;
    struct Incoming
    {
        qint64 epochMs = 0;
        QByteArray message;
        /// When not 0: the seq of the message line of this session that holds the message
        /// (the recorder writes each message once, as a message line, and refers to it here).
        /// SessionReader::readAll() fills \a message from that line; readLine() cannot.
        quint64 sequence = 0;
    };
    QList<Incoming> notifications;   ///< messages that arrived while the exchange was open
    /// One event of an answer that came as text/event-stream.
    struct StreamEvent
    {
        qint64 epochMs = 0;
        QByteArray type = QByteArrayLiteral("message");   ///< the SSE event field
        QByteArray id;                                     ///< the last event id in effect
        QByteArray data;                                   ///< the data, exactly (after redaction)
        bool complete = true;                              ///< false: the stream ended mid-event
    };
    /// Every event of a streamed answer in arrival order (body holds the last response among
    /// them); empty for an answer that was not a stream.
    QList<StreamEvent> stream;
    QStringList redacted;            ///< names of the placeholders written instead of secrets

    // Message
    Direction direction = Direction::In;
    QByteArray message;

    // Auth (request, body, http, timings, error, durationMs and bytes as for an exchange)
    QString authStep;                ///< AuthStep::kindName(): "resource-metadata", "token", ...
    bool authOk = true;              ///< false: the flow stopped at this step
    bool authEdited = false;         ///< step by step, a person changed the request before it went
    QString authVerdict;             ///< what the step came to, in the writer's language; never a secret
    QString authUrl;                 ///< the step's URL (the browser's authorization URL), secrets redacted

    /// Request bytes plus response bytes (Message: the message's), for the timeline's size column.
    qint64 size() const;
};

} // namespace RpcScope
