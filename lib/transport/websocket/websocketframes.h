#pragma once

#include <QByteArray>
#include <QString>

namespace RpcScope {

/// RFC 6455 §5.2 opcodes.
enum class WebSocketOpcode : quint8 {
    Continuation = 0x0,
    Text = 0x1,
    Binary = 0x2,
    Close = 0x8,
    Ping = 0x9,
    Pong = 0xA,
};

/// One frame as a client sends it: FIN set, masked with \a maskKey (RFC 6455 §5.3).
QByteArray encodeWebSocketFrame(WebSocketOpcode opcode, QByteArrayView payload, quint32 maskKey);
/// One frame as a server sends it: FIN set, not masked.
QByteArray encodeWebSocketServerFrame(WebSocketOpcode opcode, QByteArrayView payload);

/// The frames a server sends, as a value class: bytes in, whole messages and control frames
/// out (fragments joined). It never touches a socket, so each rule of RFC 6455 is tested row
/// by row and fuzzed. A violation ends the stream with an Error that carries the close code
/// the client should send (1002 protocol error, 1009 message too big, 1007 bad close reason).
///
/// Use: feed() what arrives, then call next() until it answers NeedMore.
class WebSocketFrameReader
{
public:
    struct Event
    {
        enum class Type { NeedMore, Message, Ping, Pong, Close, Error };
        Type type = Type::NeedMore;
        bool binary = false;      ///< Message: it came in binary frames
        QByteArray payload;       ///< Message, Ping, Pong: the application data
        int closeCode = 0;        ///< Close: as sent (1005 when the frame had none); Error: the code to answer with
        QString text;             ///< Close: the reason; Error: what was wrong, translated
    };

    void setMaxMessageBytes(qint64 bytes) { m_maxMessageBytes = bytes; }
    /// Frames as a client sends them (a tap reads both sides): each is masked and unmasked
    /// here, and an unmasked one is the error. The other errors' texts speak of the server;
    /// whoever reads a client's frames says what went wrong in its own words.
    void setClientFrames(bool on) { m_clientFrames = on; }
    void feed(QByteArrayView bytes);
    Event next();
    /// No part of a frame or of a fragmented message is held: the next byte starts a message.
    bool isIdle() const { return m_pos == m_buf.size() && !m_inMessage; }
    /// A fragmented message is begun and not finished.
    bool isInMessage() const { return m_inMessage; }
    /// Bytes of the stream read into frames so far (what next() returned came from them).
    qint64 consumedBytes() const { return m_consumed + m_pos; }

private:
    Event fail(int code, const QString &text);

    QByteArray m_buf;
    qsizetype m_pos = 0;
    qint64 m_consumed = 0;       // bytes compacted away before m_buf's start
    QByteArray m_message;        // the fragments of a message so far
    bool m_inMessage = false;
    bool m_messageBinary = false;
    bool m_failed = false;
    bool m_clientFrames = false;
    qint64 m_maxMessageBytes = qint64(64) * 1024 * 1024;
};

} // namespace RpcScope
