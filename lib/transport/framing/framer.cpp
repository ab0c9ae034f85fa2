#include "lib/transport/framing/framer.h"

#include "lib/transport/framing/concatenatedjsonframer.h"
#include "lib/transport/framing/contentlengthframer.h"
#include "lib/transport/framing/ndjsonframer.h"
#include "lib/tr.h"

#include <QLocale>

#include <cstring>

namespace RpcScope {

QString framingName(Framing framing)
{
    switch (framing) {
    case Framing::Ndjson: return QStringLiteral("ndjson");
    case Framing::ContentLength: return QStringLiteral("lsp");
    case Framing::Concatenated: return QStringLiteral("concatenated");
    }
    return QStringLiteral("ndjson");
}

std::optional<Framing> framingFromName(QStringView name)
{
    const QString lower = name.trimmed().toString().toLower();
    if (lower == u"ndjson")
        return Framing::Ndjson;
    if (lower == u"lsp" || lower == u"content-length")
        return Framing::ContentLength;
    if (lower == u"concatenated" || lower == u"concat")
        return Framing::Concatenated;
    return std::nullopt;
}

Framer::Framer(qsizetype maxMessageSize)
    : m_maxMessageSize(qMax<qsizetype>(1, maxMessageSize))
{
}

Framer::~Framer() = default;

std::unique_ptr<Framer> Framer::create(Framing framing, qsizetype maxMessageSize)
{
    switch (framing) {
    case Framing::Ndjson: return std::make_unique<NdjsonFramer>(maxMessageSize);
    case Framing::ContentLength: return std::make_unique<ContentLengthFramer>(maxMessageSize);
    case Framing::Concatenated: return std::make_unique<ConcatenatedJsonFramer>(maxMessageSize);
    }
    return std::make_unique<NdjsonFramer>(maxMessageSize);
}

std::optional<QByteArray> Framer::takeNext()
{
    while (!m_ready.isEmpty()) {
        Item item = m_ready.takeFirst();
        if (!item.isError)
            return std::move(item.message);
        m_errors.append(item.error);
        if (!item.findingId.isEmpty())
            m_findings.append({item.findingId, item.error});
    }
    return std::nullopt;
}

QStringList Framer::takeErrors()
{
    return std::exchange(m_errors, {});
}

QList<QPair<QString, QString>> Framer::takeFindings()
{
    return std::exchange(m_findings, {});
}

void Framer::reset()
{
    m_ready.clear();
    m_errors.clear();
    m_findings.clear();
}

void Framer::deliver(QByteArray message)
{
    m_ready.append(Item{std::move(message), {}, false, {}});
}

void Framer::report(const QString &error, const QString &findingId)
{
    m_ready.append(Item{{}, error, true, findingId});
}

QByteArray Framer::cut(QByteArray &buffer, qsizetype &start, qsizetype length, qsizetype next)
{
    const qsizetype rest = buffer.size() - next;
    if (start == 0 && rest < length) {
        QByteArray message = std::move(buffer);
        buffer = message.mid(next);
        message.truncate(length);
        start = 0;
        return message;
    }
    QByteArray message = buffer.mid(start, length);
    start = next;
    return message;
}

void Framer::appendRead(QByteArray &buffer, QByteArrayView bytes)
{
    // QByteArray::append() moves a growing buffer to a new block (old and new live at once);
    // resize() reallocates it where it is when it is not shared.
    const qsizetype old = buffer.size();
    buffer.resize(old + bytes.size());
    std::memcpy(buffer.data() + old, bytes.data(), size_t(bytes.size()));
}

QString Framer::preview(QByteArrayView bytes)
{
    constexpr qsizetype Shown = 120;
    const QString text = QString::fromUtf8(bytes.first(qMin(bytes.size(), Shown * 4)));
    QString out;
    out.reserve(Shown + 8);
    for (const QChar c : text) {
        if (out.size() >= Shown) {
            out += QChar(0x2026);
            break;
        }
        if (c == u'\r')
            out += u"\\r";
        else if (c == u'\n')
            out += u"\\n";
        else if (c == u'\t')
            out += u"\\t";
        else if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QChar(u'0'));
        else
            out += c;
    }
    return out;
}

QString Framer::formatSize(qint64 bytes)
{
    // Limits are usually round ("256 MiB"); show them without a pointless ".0".
    const bool round = bytes % 1024 == 0;
    return QLocale().formattedDataSize(bytes, round ? 0 : 1, QLocale::DataSizeIecFormat);
}

} // namespace RpcScope
