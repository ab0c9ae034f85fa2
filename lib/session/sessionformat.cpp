#include "lib/session/sessionformat.h"

#include "lib/json/jsonbuilder.h"

#include <cstdio>
#include <cstring>
#include <limits>
#include <string>


namespace RpcScope::SessionFormat {

namespace {

// Strict UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF); ASCII runs fast.
bool isValidUtf8(QByteArrayView bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const auto *end = p + bytes.size();
    while (p < end) {
        // Eight ASCII bytes at a time: no high bit in the word.
        while (end - p >= 8) {
            quint64 word;
            std::memcpy(&word, p, 8);
            if (word & 0x8080808080808080ULL)
                break;
            p += 8;
        }
        if (p >= end)
            break;
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

// The bytes a JSON string must escape (control characters, '"' and '\\'), and how many
// bytes each escape adds: 1 for \n and its kind, 5 for \u00XX.
struct EscapeTable
{
    unsigned char extra[256] = {};
    constexpr EscapeTable()
    {
        for (int c = 0; c < 0x20; ++c)
            extra[c] = 5;
        for (const char c : {'"', '\\', '\n', '\r', '\t', '\b', '\f'})
            extra[int(c)] = 1;
    }
};
constexpr EscapeTable kEscape;

// A JSON string literal of UTF-8 bytes, escaping only what JSON requires (and DEL is kept).
// Written through a pointer into room made for the worst case: this runs over every body of
// every recorded exchange.
void appendQuoted(std::string &out, QByteArrayView bytes)
{
    static const char hex[] = "0123456789abcdef";
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const auto *end = p + bytes.size();
    // Room for the worst case (every byte \u00XX) when small; a large body is counted first
    // rather than reserving six times its size.
    size_t room = size_t(bytes.size()) * 6 + 2;
    if (bytes.size() > 64 * 1024) {
        room = size_t(bytes.size()) + 2;
        for (const auto *q = p; q < end; ++q)
            room += kEscape.extra[*q];
    }
    const size_t start = out.size();
    out.resize(start + room);
    char *w = out.data() + start;
    *w++ = '"';
    while (p < end) {
        const auto *run = p;
        while (p < end && kEscape.extra[*p] == 0)
            ++p;
        std::memcpy(w, run, size_t(p - run));
        w += p - run;
        if (p == end)
            break;
        const unsigned char c = *p++;
        *w++ = '\\';
        switch (c) {
        case '"': *w++ = '"'; break;
        case '\\': *w++ = '\\'; break;
        case '\n': *w++ = 'n'; break;
        case '\r': *w++ = 'r'; break;
        case '\t': *w++ = 't'; break;
        case '\b': *w++ = 'b'; break;
        case '\f': *w++ = 'f'; break;
        default:
            *w++ = 'u';
            *w++ = '0';
            *w++ = '0';
            *w++ = hex[c >> 4];
            *w++ = hex[c & 0xF];
        }
    }
    *w++ = '"';
    out.resize(size_t(w - out.data()));
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

// "YYYY-MM-DDTHH:MM:SS.mmmZ" into \a out (room for 40), returning its length. The part up to
// the second is kept from the last call: a recording writes many lines a second.
int isoTimeInto(char *out, qint64 epochMs)
{
    thread_local qint64 lastSecond = std::numeric_limits<qint64>::min();
    thread_local char prefix[40];
    thread_local int prefixLength = 0;
    const qint64 second = epochMs >= 0 ? epochMs / 1000 : (epochMs - 999) / 1000;
    if (second != lastSecond) {
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        qint64 days = second >= 0 ? second / 86400 : (second - 86399) / 86400;
        const qint64 secondOfDay = second - days * 86400;
        days += 719468;
        const qint64 era = (days >= 0 ? days : days - 146096) / 146097;
        const qint64 doe = days - era * 146097;
        const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        const qint64 mp = (5 * doy + 2) / 153;
        const qint64 day = doy - (153 * mp + 2) / 5 + 1;
        const qint64 month = mp < 10 ? mp + 3 : mp - 9;
        const qint64 year = yoe + era * 400 + (month <= 2 ? 1 : 0);
        prefixLength = std::snprintf(prefix, sizeof prefix, "%04lld-%02lld-%02lldT%02lld:%02lld:%02lld.", static_cast<long long>(year),
                      static_cast<long long>(month), static_cast<long long>(day),
                      static_cast<long long>(secondOfDay / 3600), static_cast<long long>(secondOfDay / 60 % 60),
                      static_cast<long long>(secondOfDay % 60));
        lastSecond = second;
    }
    prefixLength = qBound(0, prefixLength, int(sizeof prefix) - 1);
    std::memcpy(out, prefix, size_t(prefixLength));
    const qint64 ms = epochMs - second * 1000;
    char *w = out + prefixLength;
    *w++ = char('0' + ms / 100);
    *w++ = char('0' + ms / 10 % 10);
    *w++ = char('0' + ms % 10);
    *w++ = 'Z';
    return int(w - out);
}

void common(Line &line, const SessionEntry &entry, quint64 sequence, QByteArrayView type)
{
    line.open();
    line.key("type").utf8(type);
    line.key("seq").unsignedNumber(sequence);
    char time[40];
    line.key("time").utf8(QByteArrayView(time, isoTimeInto(time, entry.epochMs)));
    line.key("epochMs").number(entry.epochMs);
    line.key("endpoint").text(entry.endpoint);
    line.key("transport").text(Transport::kindName(entry.transport));
    if (entry.framing)
        line.key("framing").text(framingName(*entry.framing));
}

// An HTTP request and response head: an exchange's, or a WebSocket's opening handshake.
void httpObject(Line &line, const HttpMeta &http)
{
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
}

void redactedMember(Line &line, const QStringList &names)
{
    line.key("redacted").openArray();
    for (const QString &name : names)
        line.text(name);
    line.closeArray();
}

} // namespace

QString isoTime(qint64 epochMs)
{
    char text[40];
    return QString::fromLatin1(text, isoTimeInto(text, epochMs));
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

    if (entry.type == SessionEntry::Type::Auth) {
        common(line, entry, sequence, "auth");
        line.key("step").text(entry.authStep);
        line.key("ok").boolean(entry.authOk);
        line.key("edited").boolean(entry.authEdited);
        line.key("verdict").text(entry.authVerdict);
        line.key("url").text(entry.authUrl);
    } else {
        common(line, entry, sequence, "exchange");
        line.key("method").text(entry.method);
        line.key("outcome").text(entry.outcome);
    }
    line.key("durationMs").number(entry.durationMs);
    line.key("requestSize").number(entry.request.size());
    line.key("responseSize").number(entry.body.size());
    line.bytesMember("request", entry.request);
    line.key("http");
    if (entry.http)
        httpObject(line, *entry.http);
    else
        line.null();
    // Only on WebSocket exchanges: lines of other transports stay as they were.
    if (entry.handshake) {
        line.key("handshake");
        httpObject(line, *entry.handshake);
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
    if (entry.type == SessionEntry::Type::Auth) {
        redactedMember(line, entry.redacted);
        line.close();
        return line.finish();
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
    if (!entry.stream.isEmpty()) {
        line.key("stream").openArray();
        for (const auto &event : entry.stream) {
            line.open();
            line.key("epochMs").number(event.epochMs);
            line.key("event").bytes(event.type);
            if (!event.id.isEmpty())
                line.key("id").bytes(event.id);
            line.bytesMember("data", event.data);
            if (!event.complete)
                line.key("complete").boolean(false);
            line.close();
        }
        line.closeArray();
    }
    redactedMember(line, entry.redacted);
    line.close();
    return line.finish();
}

} // namespace RpcScope::SessionFormat
