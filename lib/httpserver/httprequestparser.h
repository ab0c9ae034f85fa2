#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>

#include <utility>

namespace RpcScope {

/// One HTTP/1.x request as our listeners read it (the demo server, `serve`, the OAuth redirect).
struct IncomingHttpRequest
{
    QByteArray method;
    QByteArray target;     ///< as sent
    QByteArray path;       ///< target without scheme, authority, query and fragment
    int minorVersion = 1;  ///< HTTP/1.0 or HTTP/1.1
    QList<QPair<QByteArray, QByteArray>> headers;  ///< in wire order, names as sent
    QByteArray body;
    bool keepAlive = true;

    /// The first header of that name (case-insensitive); empty when absent.
    QByteArray header(QByteArrayView name) const;
};

/// Incremental HTTP/1.1 request framing for every listener of ours: bytes in, requests out.
/// Handles Content-Length and chunked bodies, pipelined requests, "Expect: 100-continue"
/// and caps on the header section and the body. A framing error is final: the
/// connection answers it and closes.
class HttpRequestParser
{
public:
    enum class Status { NeedMore, Request, Error };

    explicit HttpRequestParser(qint64 maxBodySize = 64 * 1024 * 1024,
                            qsizetype maxHeaderSize = 64 * 1024);

    /// Adds received bytes.
    void append(const QByteArray &bytes);
    /// Frames the next request from the bytes so far.
    Status next();
    /// The request framed by the last next() that returned Request.
    IncomingHttpRequest takeRequest() { return std::move(m_request); }

    /// True once for a request whose head asked "Expect: 100-continue" and whose body has
    /// not fully arrived: the server should send "100 Continue" now.
    bool takeContinue() { return std::exchange(m_sendContinue, false); }

    /// After Error: the status to answer with (400, 413, 431, 501 or 505) and why, in plain
    /// English: the text goes to the client as the body of the answer.
    int errorStatus() const { return m_errorStatus; }
    const QString &errorText() const { return m_errorText; }
    /// Bytes received but not yet framed.
    qsizetype buffered() const { return m_buffer.size() - m_pos; }

private:
    enum class State { Head, Body, ChunkSize, ChunkData, Trailer, Failed };

    Status fail(int status, const QString &text);
    bool parseHead(QByteArrayView head);
    Status complete();
    /// The next line from m_pos (without CR LF); false when no complete line is buffered.
    bool takeLine(QByteArrayView *line);

    qint64 m_maxBodySize;
    qsizetype m_maxHeaderSize;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    qsizetype m_headScanned = 0;   ///< bytes after m_pos searched for the head's end without finding it
    State m_state = State::Head;
    IncomingHttpRequest m_request;
    qint64 m_remaining = 0;       // body or chunk bytes still expected
    qsizetype m_trailerBytes = 0;
    bool m_expectContinue = false;
    bool m_sendContinue = false;
    int m_errorStatus = 0;
    QString m_errorText;
};

} // namespace RpcScope
