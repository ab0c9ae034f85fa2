#include "lib/transport/websocket/websocketframes.h"

#include "lib/tr.h"

#include <QStringDecoder>

namespace RpcScope {

namespace {

constexpr quint8 kFin = 0x80;
constexpr quint8 kReserved = 0x70;
constexpr quint8 kOpcodeBits = 0x0F;
constexpr quint8 kMasked = 0x80;
constexpr int kMaxControlPayload = 125;
constexpr qsizetype kCompactAbove = 64 * 1024;   // consumed bytes kept before the buffer is compacted

bool isControl(quint8 opcode)
{
    return opcode >= 0x8;
}

bool isKnown(quint8 opcode)
{
    return opcode <= 0x2 || (opcode >= 0x8 && opcode <= 0xA);
}

} // namespace

namespace {

/// A frame's header: FIN, \a opcode, the length of \a size bytes, the mask bit when \a masked.
QByteArray frameHeader(WebSocketOpcode opcode, qsizetype size, bool masked)
{
    const quint8 maskBit = masked ? kMasked : 0;
    QByteArray frame;
    frame.reserve(14 + size);
    frame.append(char(kFin | quint8(opcode)));
    if (size < 126) {
        frame.append(char(maskBit | quint8(size)));
    } else if (size < 65536) {
        frame.append(char(maskBit | 126));
        frame.append(char((size >> 8) & 0xFF));
        frame.append(char(size & 0xFF));
    } else {
        frame.append(char(maskBit | 127));
        for (int shift = 56; shift >= 0; shift -= 8)
            frame.append(char((quint64(size) >> shift) & 0xFF));
    }
    return frame;
}

} // namespace

QByteArray encodeWebSocketServerFrame(WebSocketOpcode opcode, QByteArrayView payload)
{
    return frameHeader(opcode, payload.size(), false) + payload;
}

QByteArray encodeWebSocketFrame(WebSocketOpcode opcode, QByteArrayView payload, quint32 maskKey)
{
    const qsizetype size = payload.size();
    QByteArray frame = frameHeader(opcode, size, true);
    const char mask[4] = {char(maskKey >> 24), char(maskKey >> 16), char(maskKey >> 8), char(maskKey)};
    frame.append(mask, 4);
    const qsizetype start = frame.size();
    frame.append(payload.data(), size);
    char *out = frame.data() + start;
    for (qsizetype i = 0; i < size; ++i)
        out[i] = char(out[i] ^ mask[i & 3]);
    return frame;
}

void WebSocketFrameReader::feed(QByteArrayView bytes)
{
    if (m_failed)
        return;
    if (m_pos > kCompactAbove && m_pos * 2 > m_buf.size()) {
        m_buf.remove(0, m_pos);
        m_consumed += m_pos;
        m_pos = 0;
    }
    m_buf.append(bytes.data(), bytes.size());
}

WebSocketFrameReader::Event WebSocketFrameReader::fail(int code, const QString &text)
{
    m_failed = true;
    m_buf.clear();
    m_pos = 0;
    m_message.clear();
    m_inMessage = false;
    Event event;
    event.type = Event::Type::Error;
    event.closeCode = code;
    event.text = text;
    return event;
}

WebSocketFrameReader::Event WebSocketFrameReader::next()
{
    for (;;) {
        if (m_failed)
            return {};
        const qsizetype available = m_buf.size() - m_pos;
        if (available < 2)
            return {};
        const auto *head = reinterpret_cast<const quint8 *>(m_buf.constData() + m_pos);
        const bool fin = head[0] & kFin;
        const quint8 opcode = head[0] & kOpcodeBits;
        if (head[0] & kReserved)
            return fail(1002, Tr::tr("The server set reserved bits in a frame header, but no extension was agreed on."));
        if (!isKnown(opcode))
            return fail(1002, Tr::tr("The server sent a frame with the unknown opcode %1.").arg(opcode));
        if (bool(head[1] & kMasked) != m_clientFrames) {
            return fail(1002, m_clientFrames
                                  ? Tr::tr("The client sent an unmasked frame; a client masks every frame (RFC 6455 §5.1).")
                                  : Tr::tr("The server masked a frame; only a client masks its frames (RFC 6455 §5.1)."));
        }
        qsizetype headerSize = 2;
        quint64 length = head[1] & 0x7F;
        if (length == 126) {
            headerSize = 4;
            if (available < headerSize)
                return {};
            length = (quint64(head[2]) << 8) | head[3];
        } else if (length == 127) {
            headerSize = 10;
            if (available < headerSize)
                return {};
            length = 0;
            for (int i = 2; i < 10; ++i)
                length = (length << 8) | head[i];
            if (length >> 63)
                return fail(1002, Tr::tr("The server sent a frame length with its highest bit set."));
        }
        // A client's frame carries its masking key after the length.
        const qsizetype maskAt = headerSize;
        if (m_clientFrames) {
            headerSize += 4;
            if (available < headerSize)
                return {};
        }
        if (isControl(opcode)) {
            if (!fin)
                return fail(1002, Tr::tr("The server fragmented a control frame."));
            if (length > quint64(kMaxControlPayload)) {
                return fail(1002, Tr::tr("The server sent a control frame of %1 bytes; at most 125 are allowed.")
                                      .arg(length));
            }
        } else if (opcode == quint8(WebSocketOpcode::Continuation)) {
            if (!m_inMessage)
                return fail(1002, Tr::tr("The server sent a continuation frame, but no message was begun."));
        } else if (m_inMessage) {
            return fail(1002, Tr::tr("The server began a new message before it finished the fragmented one."));
        }
        // A message too big is refused from its header: its payload is never held.
        if (!isControl(opcode) && quint64(m_message.size()) + length > quint64(m_maxMessageBytes)) {
            return fail(1009, Tr::tr("The server sent a message larger than the limit of %1 bytes.")
                                  .arg(m_maxMessageBytes));
        }
        if (quint64(available - headerSize) < length)
            return {};
        if (m_clientFrames) {
            char *bytes = m_buf.data() + m_pos;   // ours alone: unmasked in place, once
            const char key[4] = {bytes[maskAt], bytes[maskAt + 1], bytes[maskAt + 2], bytes[maskAt + 3]};
            for (qsizetype i = 0; i < qsizetype(length); ++i)
                bytes[headerSize + i] = char(bytes[headerSize + i] ^ key[i & 3]);
        }
        const QByteArrayView payload(m_buf.constData() + m_pos + headerSize, qsizetype(length));
        m_pos += headerSize + qsizetype(length);

        Event event;
        switch (WebSocketOpcode(opcode)) {
        case WebSocketOpcode::Ping:
            event.type = Event::Type::Ping;
            event.payload = payload.toByteArray();
            return event;
        case WebSocketOpcode::Pong:
            event.type = Event::Type::Pong;
            event.payload = payload.toByteArray();
            return event;
        case WebSocketOpcode::Close: {
            event.type = Event::Type::Close;
            if (payload.isEmpty()) {
                event.closeCode = 1005;   // no status code in the frame
                return event;
            }
            if (payload.size() == 1)
                return fail(1002, Tr::tr("The server sent a close frame with a one-byte payload."));
            event.closeCode = (quint8(payload[0]) << 8) | quint8(payload[1]);
            QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
            event.text = decoder(payload.sliced(2));
            if (decoder.hasError())
                return fail(1007, Tr::tr("The server's close reason is not valid UTF-8."));
            return event;
        }
        case WebSocketOpcode::Text:
        case WebSocketOpcode::Binary:
            m_inMessage = true;
            m_messageBinary = opcode == quint8(WebSocketOpcode::Binary);
            m_message.clear();
            Q_FALLTHROUGH();
        case WebSocketOpcode::Continuation:
            if (fin && m_message.isEmpty()) {
                m_message = payload.toByteArray();   // the usual single frame: one copy
            } else {
                m_message.append(payload.data(), payload.size());
            }
            if (!fin)
                continue;
            m_inMessage = false;
            event.type = Event::Type::Message;
            event.binary = m_messageBinary;
            event.payload = std::move(m_message);
            m_message = QByteArray();
            return event;
        }
    }
}

} // namespace RpcScope
