#include "lib/session/sessionformat.h"

#include "lib/json/jsonbuilder.h"

#include <cstdio>
#include <string>


namespace RpcScope::SessionFormat {

namespace {

// Strict UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF); ASCII runs fast.
bool isValidUtf8(QByteArrayView bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const auto *end = p + bytes.size();
    while (p < end) {
        const unsigned char c = *p;
        if (c < 0x80) {
            ++p;
            continue;
        }
        int extra = 0;
        unsigned int min = 0;
        unsigned int cp = 0;
        if ((c & 0xE0) == 0xC0) {
            extra = 1, min = 0x80, cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2, min = 0x800, cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3, min = 0x10000, cp = c & 0x07;
        } else {
            return false;
        }
        if (end - p <= extra)
            return false;
        for (int i = 1; i <= extra; ++i) {
            if ((p[i] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (p[i] & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        p += extra + 1;
    }
    return true;
}

// A JSON string literal of UTF-8 bytes, escaping only what JSON requires (and DEL is kept).
void appendQuoted(std::string &out, QByteArrayView bytes)
{
    static const char hex[] = "0123456789abcdef";
    out += '"';
    qsizetype run = 0;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(bytes[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(bytes.data() + run, size_t(i - run));
        run = i + 1;
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            out += "\\u00";
            out += hex[c >> 4];
            out += hex[c & 0xF];
        }
    }
    out.append(bytes.data() + run, size_t(bytes.size() - run));
    out += '"';
}

void appendNumber(std::string &out, quint64 value, bool negative)
{
    char digits[24];
    int n = 0;
    do {
        digits[n++] = char('0' + value % 10);
        value /= 10;
    } while (value != 0);
    if (negative)
        out += '-';
    while (n > 0)
        out += digits[--n];
}

class Line
{
public:
    explicit Line(qsizetype reserve) { m_out.reserve(size_t(reserve)); }

    Line &open()
    {
        separate();
        m_out += '{';
        m_first = true;
        return *this;
    }
    Line &close()
    {
        m_out += '}';
        m_first = false;
        return *this;
    }
    Line &openArray()
    {
        separate();
        m_out += '[';
        m_first = true;
        return *this;
    }
    Line &closeArray()
    {
        m_out += ']';
        m_first = false;
        return *this;
    }
    Line &key(QByteArrayView name)
    {
        separate();
        m_out += '"';
        m_out.append(name.data(), size_t(name.size()));
        m_out += "\":";
        m_afterKey = true;
        return *this;
    }
    Line &text(QStringView value)
    {
        separate();
        // Endpoints, methods, times and URLs are ASCII: no UTF-8 conversion for them.
        char ascii[256];
        if (value.size() <= qsizetype(sizeof ascii)) {
            qsizetype i = 0;
            for (; i < value.size() && value.at(i).unicode() < 0x80; ++i)
                ascii[i] = char(value.at(i).unicode());
            if (i == value.size()) {
                appendQuoted(m_out, QByteArrayView(ascii, i));
                return *this;
            }
        }
        appendQuoted(m_out, value.toUtf8());
        return *this;
    }
    Line &utf8(QByteArrayView value)
    {
        separate();
        appendQuoted(m_out, value);
        return *this;
    }
    /// UTF-8 when valid, else read as Latin-1 (header values, reason phrases).
    Line &bytes(QByteArrayView value)
    {
        return isValidUtf8(value) ? utf8(value) : text(QString::fromLatin1(value));
    }
    Line &number(qint64 value)
    {
        separate();
        appendNumber(m_out, value < 0 ? 0 - quint64(value) : quint64(value), value < 0);
        return *this;
    }
    Line &unsignedNumber(quint64 value)
    {
        separate();
        appendNumber(m_out, value, false);
        return *this;
    }
    Line &boolean(bool value)
    {
        separate();
        m_out += value ? "true" : "false";
        return *this;
    }
    Line &null()
    {
        separate();
        m_out += "null";
        return *this;
    }
    /// Member \a name with \a value as text, or nameBase64 when it is not UTF-8.
    Line &bytesMember(QByteArrayView name, QByteArrayView value)
    {
        if (isValidUtf8(value))
            return key(name).utf8(value);
        key(QByteArray(name.toByteArray() + "Base64"));
        separate();
        const QByteArray encoded = value.toByteArray().toBase64();
        m_out += '"';
        m_out.append(encoded.constData(), size_t(encoded.size()));
        m_out += '"';
        return *this;
    }
    Line &headers(QByteArrayView name, const HeaderList &list)
    {
        key(name).openArray();
        for (const auto &[header, value] : list)
            openArray().bytes(header).bytes(value).closeArray();
        return closeArray();
    }

    QByteArray finish()
    {
        m_out += '\n';
        return QByteArray(m_out.data(), qsizetype(m_out.size()));
    }

private:
    void separate()
    {
        if (m_afterKey)
            m_afterKey = false;
        else if (!m_first)
            m_out += ',';
        m_first = false;
    }

    std::string m_out;   // std::string appends small pieces faster than QByteArray
    bool m_first = true;
    bool m_afterKey = false;
};

// Every exchange of an endpoint has the same URL, and QUrl::toString() is costly.
QString urlText(const QUrl &url)
{
    thread_local QUrl lastUrl;
    thread_local QString lastText;
    if (url != lastUrl) {
        lastUrl = url;
        lastText = url.toString(QUrl::FullyEncoded);
    }
    return lastText;
}

void common(Line &line, const SessionEntry &entry, quint64 sequence, QByteArrayView type)
{
    line.open();
    line.key("type").utf8(type);
    line.key("seq").unsignedNumber(sequence);
    line.key("time").utf8(isoTime(entry.epochMs).toLatin1());
    line.key("epochMs").number(entry.epochMs);
    line.key("endpoint").text(entry.endpoint);
    line.key("transport").text(SessionEntry::transportName(entry.transport));
}

} // namespace

QString isoTime(qint64 epochMs)
{
    // By hand: QDateTime's formatting costs more than the rest of a line.
    qint64 days = epochMs >= 0 ? epochMs / 86400000 : (epochMs - 86399999) / 86400000;
    qint64 ms = epochMs - days * 86400000;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    days += 719468;
    const qint64 era = (days >= 0 ? days : days - 146096) / 146097;
    const qint64 doe = days - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    const qint64 day = doy - (153 * mp + 2) / 5 + 1;
    const qint64 month = mp < 10 ? mp + 3 : mp - 9;
    const qint64 year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    char text[128];
    std::snprintf(text, sizeof text, "%04lld-%02lld-%02lldT%02lld:%02lld:%02lld.%03lldZ", static_cast<long long>(year),
                  static_cast<long long>(month), static_cast<long long>(day), static_cast<long long>(ms / 3600000),
                  static_cast<long long>(ms / 60000 % 60), static_cast<long long>(ms / 1000 % 60),
                  static_cast<long long>(ms % 1000));
    return QString::fromLatin1(text);
}

QByteArray headerLine(const QDateTime &created)
{
    JsonBuilder json(0);
    json.beginObject();
    json.key(u"type").value(u"session");
    json.key(u"format").value(QString::fromLatin1(kFormatName));
    json.key(u"version").value(kVersion);
    json.key(u"created").value(created.toUTC().toString(Qt::ISODateWithMs));
    json.key(u"app").value(QStringLiteral("rpcscope " RPCSCOPE_VERSION));
    json.endObject();
    return json.text() + '\n';
}

QByteArray entryLine(const SessionEntry &entry)
{
    return entryLine(entry, entry.sequence);
}

QByteArray entryLine(const SessionEntry &entry, quint64 sequence)
{
    Line line(entry.request.size() + entry.body.size() + entry.message.size() + 1024);
    if (entry.type == SessionEntry::Type::Message) {
        common(line, entry, sequence, "message");
        line.key("direction").utf8(entry.direction == SessionEntry::Direction::In ? "in" : "out");
        line.bytesMember("message", entry.message);
        line.close();
        return line.finish();
    }

    common(line, entry, sequence, "exchange");
    line.key("method").text(entry.method);
    line.key("outcome").text(entry.outcome);
    line.key("durationMs").number(entry.durationMs);
    line.key("requestSize").number(entry.request.size());
    line.key("responseSize").number(entry.body.size());
    line.bytesMember("request", entry.request);
    line.key("http");
    if (entry.http) {
        const HttpMeta &http = *entry.http;
        line.open();
        line.key("method").bytes(http.method);
        line.key("url").text(urlText(http.url));
        line.key("target").bytes(http.target);
        line.headers("requestHeaders", http.requestHeaders);
        line.key("version").bytes(http.version);
        line.key("status").number(http.status);
        line.key("reason").bytes(http.reason);
        line.headers("responseHeaders", http.responseHeaders);
        line.key("reusedConnection").boolean(http.reusedConnection);
        line.close();
    } else {
        line.null();
    }
    line.key("timings").open();
    line.key("connectedMs").number(entry.timings.connectedMs);
    line.key("sentMs").number(entry.timings.sentMs);
    line.key("firstByteMs").number(entry.timings.firstByteMs);
    line.key("totalMs").number(entry.timings.totalMs);
    line.close();
    line.key("bytesSent").number(entry.bytesSent);
    line.key("bytesReceived").number(entry.bytesReceived);
    line.bytesMember("body", entry.body);
    if (!entry.errorKind.isEmpty()) {
        line.key("error").open();
        line.key("kind").text(entry.errorKind);
        line.key("message").text(entry.errorMessage);
        line.close();
    }
    line.key("notifications").openArray();
    for (const auto &incoming : entry.notifications) {
        line.open();
        line.key("epochMs").number(incoming.epochMs);
        if (incoming.sequence != 0)
            line.key("seq").unsignedNumber(incoming.sequence);
        else
            line.bytesMember("message", incoming.message);
        line.close();
    }
    line.closeArray();
    line.key("redacted").openArray();
    for (const QString &name : entry.redacted)
        line.text(name);
    line.closeArray();
    line.close();
    return line.finish();
}

} // namespace RpcScope::SessionFormat
