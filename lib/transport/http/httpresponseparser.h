#pragma once

#include "lib/transport/wire.h"

#include <QByteArray>

namespace RpcScope {

/// The head of one HTTP response: status line and header fields exactly as received.
struct HttpResponseHead
{
    QByteArray version;   ///< "HTTP/1.1"
    int status = 0;
    QByteArray reason;
    HeaderList headers;   ///< wire order, names as written
};

/// HTTP/1.1 response framing (RFC 9112) as a value class: bytes in; head, body pieces and the
/// end out. It never touches a socket, so each framing rule is tested row by row.
///
/// Use: begin(), then feed() what arrives and call next() until it answers NeedMore (wait for
/// more bytes), Done or Error. When the peer closes, finish() ends a close-delimited body or
/// says what was cut off. Interim 1xx responses are skipped.
class HttpResponseParser
{
public:
    enum class Step {
        NeedMore, ///< every byte fed so far is used; feed more
        Head,     ///< head() holds the final response's status line and headers
        Body,     ///< takeBody() holds the next piece of the (de-chunked) body
        Done,     ///< the response is complete; trailers() and keepAlive() are known
        Error,    ///< error() says what went wrong; the connection cannot be used again
    };

    /// A header block (status line and fields, or trailers) above this is refused.
    static constexpr qsizetype MaxHeadBytes = 64 * 1024;

    /// Starts a response. A HEAD request's answer has no body whatever its headers say.
    /// With \a upgradeAsked (a WebSocket handshake), a 101 ends the response at its head:
    /// what follows belongs to the new protocol (takeUnparsed()).
    void begin(bool headRequest, qint64 maxBodyBytes, bool upgradeAsked = false);
    void feed(const QByteArray &data);
    Step next();
    /// The peer closed the connection: completes a body delimited by the close, otherwise an Error.
    Step finish();

    const HttpResponseHead &head() const { return m_head; }
    QByteArray takeBody() { return std::move(m_piece); }
    /// Fields after a chunked body's last chunk, in wire order.
    const HeaderList &trailers() const { return m_trailers; }
    /// Whether the connection may carry another request (valid from Head on).
    bool keepAlive() const { return m_keepAlive; }
    /// Bytes fed beyond the end of the response (a server that talks out of turn).
    qsizetype unparsedBytes() const { return m_buf.size() - m_pos; }
    /// The bytes fed beyond the end of the response, handed over (after a 101: the new
    /// protocol's first bytes).
    QByteArray takeUnparsed();
    /// Whether any byte of this response arrived.
    bool hasStarted() const { return m_started; }
    qint64 bodyBytes() const { return m_bodyBytes; }
    /// The declared Content-Length, -1 when the body is chunked or delimited by the close.
    qint64 expectedBodyBytes() const { return m_contentLength; }
    /// The body comes in chunks (valid from Head on).
    bool isChunked() const { return m_chunked; }
    /// Bytes from the response's start through the last interim (1xx) response skipped so
    /// far: what a proxy may pass on before the final head has come.
    qint64 interimBytes() const { return m_interimBytes; }
    /// From the head on, a body its caller follows piece by piece without keeping it (an event
    /// stream) may grow to \a bytes instead of the limit begin() set.
    void setMaxBodyBytes(qint64 bytes) { m_maxBodyBytes = bytes; }
    const TransportError &error() const { return m_error; }

private:
    enum class State {
        StatusLine, Headers, LengthBody, ChunkSize, ChunkData, ChunkDataEnd, Trailers,
        CloseBody, Done, Failed,
    };

    bool takeLine(QByteArray *line);
    Step needMoreHead();
    bool parseStatusLine(const QByteArray &line);
    bool parseField(const QByteArray &line, HeaderList *into);
    Step headComplete();
    Step emitPiece(qint64 wanted);
    Step fail(TransportError::Kind kind, const QString &message);

    QByteArray m_buf;
    qsizetype m_pos = 0;
    State m_state = State::StatusLine;
    HttpResponseHead m_head;
    HeaderList m_trailers;
    QByteArray m_piece;
    TransportError m_error;
    qsizetype m_blockBytes = 0;     ///< bytes of the header block (or trailers) so far
    qint64 m_maxBodyBytes = 0;
    qint64 m_contentLength = -1;
    qint64 m_remaining = 0;         ///< of the Content-Length body or of the current chunk
    qint64 m_bodyBytes = 0;
    bool m_headRequest = false;
    bool m_upgradeAsked = false;
    bool m_keepAlive = false;
    bool m_started = false;
    bool m_chunked = false;
    qint64 m_fedBytes = 0;       // every byte fed since begin()
    qint64 m_interimBytes = 0;
};

} // namespace RpcScope
