#include "lib/export/harexport.h"

#include "lib/json/jsonbuilder.h"
#include "lib/session/sessionentry.h"
#include "lib/session/sessionformat.h"

#include <QStringDecoder>
#include <QUrlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

/// \a bytes as text; false in \a utf8 when they are not valid UTF-8.
QString decode(const QByteArray &bytes, bool *utf8)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString text = decoder(bytes);
    *utf8 = !decoder.hasError();
    return text;
}

void writeHeaders(JsonBuilder &json, const HeaderList &headers)
{
    json.key(u"headers").beginArray();
    for (const auto &[name, value] : headers) {
        json.beginObject();
        json.key(u"name").value(QString::fromLatin1(name));
        json.key(u"value").value(QString::fromUtf8(value));
        json.endObject();
    }
    json.endArray();
}

qint64 headerBlockSize(const HeaderList &headers)
{
    qint64 size = 2;   // the empty line that ends the head
    for (const auto &[name, value] : headers)
        size += name.size() + 2 + value.size() + 2;
    return size;
}

QString mimeType(const HeaderList &headers, const QString &fallback)
{
    const QByteArray type = headerValue(headers, "content-type");
    return type.isEmpty() ? fallback : QString::fromLatin1(type);
}

void writeRequest(JsonBuilder &json, const SessionEntry &entry, const HttpMeta &http)
{
    const QUrl url = http.url.isValid() ? http.url : QUrl(entry.endpoint);
    const QByteArray method = http.method.isEmpty() ? QByteArrayLiteral("POST") : http.method;
    QByteArray target = http.target;
    if (target.isEmpty())
        target = url.path(QUrl::FullyEncoded).toLatin1() + (url.hasQuery() ? '?' + url.query(QUrl::FullyEncoded).toLatin1() : QByteArray());

    json.key(u"request").beginObject();
    json.key(u"method").value(QString::fromLatin1(method));
    json.key(u"url").value(url.toString(QUrl::FullyEncoded));
    json.key(u"httpVersion").value(u"HTTP/1.1");   // what RpcScope's client speaks
    json.key(u"cookies").beginArray().endArray();
    writeHeaders(json, http.requestHeaders);
    json.key(u"queryString").beginArray();
    const QList<std::pair<QString, QString>> query = QUrlQuery(url).queryItems(QUrl::FullyDecoded);
    for (const auto &[name, value] : query)
        json.beginObject().key(u"name").value(name).key(u"value").value(value).endObject();
    json.endArray();
    if (!entry.request.isEmpty()) {
        bool utf8 = true;
        const QString text = decode(entry.request, &utf8);
        json.key(u"postData").beginObject();
        json.key(u"mimeType").value(mimeType(http.requestHeaders, u"application/json"_s));
        json.key(u"text").value(text);
        // postData has no encoding member: say so when the text cannot be the exact bytes.
        if (!utf8)
            json.key(u"comment").value(u"The body is not valid UTF-8; invalid bytes are shown as U+FFFD."_s);
        json.endObject();
    }
    // request-line: method SP request-target SP HTTP-version CRLF
    json.key(u"headersSize").value(qint64(method.size() + 1 + target.size() + 1 + 8 + 2)
                                   + headerBlockSize(http.requestHeaders));
    json.key(u"bodySize").value(qint64(entry.request.size()));
    json.endObject();
}

void writeResponse(JsonBuilder &json, const SessionEntry &entry, const HttpMeta &http)
{
    const bool answered = http.status > 0;
    json.key(u"response").beginObject();
    json.key(u"status").value(http.status);
    json.key(u"statusText").value(QString::fromLatin1(http.reason));
    json.key(u"httpVersion").value(QString::fromLatin1(http.version));
    json.key(u"cookies").beginArray().endArray();
    writeHeaders(json, http.responseHeaders);
    json.key(u"content").beginObject();
    json.key(u"size").value(qint64(entry.body.size()));
    json.key(u"mimeType").value(mimeType(http.responseHeaders, u"x-unknown"_s));
    if (!entry.body.isEmpty()) {
        bool utf8 = true;
        const QString text = decode(entry.body, &utf8);
        if (utf8) {
            json.key(u"text").value(text);
        } else {
            json.key(u"text").value(QString::fromLatin1(entry.body.toBase64()));
            json.key(u"encoding").value(u"base64");
        }
    }
    json.endObject();
    json.key(u"redirectURL").value(QString::fromUtf8(headerValue(http.responseHeaders, "location")));
    // status-line: HTTP-version SP status-code SP reason-phrase CRLF
    json.key(u"headersSize").value(answered ? qint64(http.version.size() + 1 + 3 + 1 + http.reason.size() + 2)
                                                  + headerBlockSize(http.responseHeaders)
                                            : qint64(-1));
    json.key(u"bodySize").value(answered ? qint64(entry.body.size()) : qint64(-1));
    json.endObject();
}

/// HAR timings from the recorded phases (milliseconds since the send started).
struct HarTimings
{
    qint64 connect = -1;
    qint64 send = 0;
    qint64 wait = 0;
    qint64 receive = 0;
    qint64 total() const { return std::max<qint64>(connect, 0) + send + wait + receive; }
};

HarTimings harTimings(const SessionEntry &entry, bool reusedConnection)
{
    const Timings &t = entry.timings;
    HarTimings har;
    if (t.connectedMs >= 0 && !reusedConnection)
        har.connect = t.connectedMs;
    const qint64 ready = std::max<qint64>(t.connectedMs, 0);
    const qint64 sent = t.sentMs >= 0 ? t.sentMs : ready;
    const qint64 total = t.totalMs >= 0 ? t.totalMs : std::max<qint64>(entry.durationMs, 0);
    const qint64 firstByte = t.firstByteMs >= 0 ? t.firstByteMs : total;
    har.send = std::max<qint64>(sent - ready, 0);
    har.wait = std::max<qint64>(firstByte - sent, 0);
    har.receive = std::max<qint64>(total - firstByte, 0);
    if (t.sentMs < 0 && t.firstByteMs < 0) {
        // Only the whole time is known: count it as waiting.
        har.wait = std::max<qint64>(total - ready, 0);
        har.receive = 0;
    }
    return har;
}

} // namespace

HarExport::Result HarExport::build(const QList<SessionEntry> &entries, const Options &options)
{
    Result result;
    JsonBuilder json(options.indent);
    json.beginObject();
    json.key(u"log").beginObject();
    json.key(u"version").value(u"1.2");
    json.key(u"creator").beginObject();
    json.key(u"name").value(options.creatorName);
    json.key(u"version").value(options.creatorVersion);
    json.endObject();
    json.key(u"entries").beginArray();
    for (const SessionEntry &entry : entries) {
        // A sign-in's steps are HTTP exchanges too, and belong in an HTTP archive.
        if (entry.type != SessionEntry::Type::Exchange && entry.type != SessionEntry::Type::Auth)
            continue;
        if (entry.transport != Transport::Kind::Http || !entry.http) {
            if (entry.type == SessionEntry::Type::Exchange)   // a browser step sent nothing
                ++result.skipped;
            continue;
        }
        const HttpMeta &http = *entry.http;
        const HarTimings timings = harTimings(entry, http.reusedConnection);
        const qint64 started = entry.timings.startedEpochMs > 0 ? entry.timings.startedEpochMs : entry.epochMs;

        json.beginObject();
        json.key(u"startedDateTime").value(SessionFormat::isoTime(started));
        json.key(u"time").value(timings.total());
        writeRequest(json, entry, http);
        writeResponse(json, entry, http);
        json.key(u"cache").beginObject().endObject();
        json.key(u"timings").beginObject();
        json.key(u"blocked").value(-1);
        json.key(u"dns").value(-1);
        json.key(u"connect").value(timings.connect);
        json.key(u"send").value(timings.send);
        json.key(u"wait").value(timings.wait);
        json.key(u"receive").value(timings.receive);
        json.key(u"ssl").value(-1);
        json.endObject();
        QString comment = entry.type == SessionEntry::Type::Auth ? QStringLiteral("authorization: ") + entry.authStep
                                                                  : entry.method;
        if (!entry.errorMessage.isEmpty())
            comment += (comment.isEmpty() ? QString() : u": "_s) + entry.errorMessage;
        if (!comment.isEmpty())
            json.key(u"comment").value(comment);
        json.endObject();
        ++result.exported;
    }
    json.endArray();
    json.endObject();
    json.endObject();
    result.json = json.text() + '\n';
    return result;
}

} // namespace RpcScope
