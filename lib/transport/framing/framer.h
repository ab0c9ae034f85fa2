#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace RpcScope {

/// How messages are delimited on a byte stream.
enum class Framing {
    Ndjson,         ///< one message per line (MCP stdio)
    ContentLength,  ///< "Content-Length: N" header block, then N bytes (LSP)
    Concatenated,   ///< JSON values one after another, cut where each closes (geth IPC, Kodi)
};

/// Stable machine name of a framing: "ndjson", "lsp" or "concatenated" (never translated).
QString framingName(Framing framing);
/// Accepts "ndjson", "lsp" (also "content-length") and "concatenated" (also "concat"),
/// case-insensitively.
std::optional<Framing> framingFromName(QStringView name);

/// Turns a byte stream into messages and messages into bytes. A framer does no I/O:
/// push() what was read, then takeNext() until it returns nothing. Problems in the
/// stream (an oversized message, bytes that are no header) never stop it: they are
/// reported as translated sentences and the framer resynchronises.
class Framer
{
public:
    static constexpr qsizetype DefaultMaxMessageSize = qsizetype(256) * 1024 * 1024;

    explicit Framer(qsizetype maxMessageSize = DefaultMaxMessageSize);
    virtual ~Framer();

    static std::unique_ptr<Framer> create(Framing framing,
                                          qsizetype maxMessageSize = DefaultMaxMessageSize);

    virtual Framing framing() const = 0;

    /// Feeds bytes as they were read. Complete messages are kept until taken.
    virtual void push(QByteArray bytes) = 0;
    /// The next complete message, or nothing while none is complete.
    std::optional<QByteArray> takeNext();
    /// Problems met in the stream. Those returned right after a takeNext() happened
    /// before the message it returned (or, when it returned nothing, before the end of input).
    QStringList takeErrors();
    /// Of the problems takeErrors() returned, those that are a conformance finding of the
    /// peer's: {finding id, text}, e.g. content-length-mismatch.
    QList<QPair<QString, QString>> takeFindings();

    /// The bytes that carry \a payload on the wire; nothing (and a reason in \a error)
    /// when this framing cannot carry it.
    virtual std::optional<QByteArray> encode(QByteArrayView payload, QString *error = nullptr) const = 0;

    /// Bytes held for a message that is not complete yet (never more than about the cap).
    virtual qsizetype bufferedBytes() const = 0;
    /// Forgets everything pushed and everything not taken, e.g. when a new child starts.
    virtual void reset();

    qsizetype maxMessageSize() const { return m_maxMessageSize; }
    void setMaxMessageSize(qsizetype bytes) { m_maxMessageSize = qMax<qsizetype>(1, bytes); }

protected:
    void deliver(QByteArray message);
    /// \a findingId: the problem is also the peer's conformance finding (takeFindings()).
    void report(const QString &error, const QString &findingId = {});

    /// Cuts buffer[start, start + length) out and moves \a start to \a next. When the
    /// message is the front of the buffer and longer than what follows it, the buffer
    /// itself becomes the message and only the rest is copied: a big message is never
    /// copied a second time.
    static QByteArray cut(QByteArray &buffer, qsizetype &start, qsizetype length, qsizetype next);
    /// Appends \a bytes to \a buffer growing it in place (realloc) rather than into a new
    /// block: a message that arrives in many reads is then held once, not once and a half
    /// while each growth copies it.
    static void appendRead(QByteArray &buffer, QByteArrayView bytes);
    /// A short, printable rendering of raw bytes for an error sentence.
    static QString preview(QByteArrayView bytes);
    static QString formatSize(qint64 bytes);

private:
    struct Item
    {
        QByteArray message;
        QString error;
        bool isError = false;
        QString findingId;
    };
    QList<Item> m_ready;
    QStringList m_errors;
    QList<QPair<QString, QString>> m_findings;
    qsizetype m_maxMessageSize;
};

} // namespace RpcScope
