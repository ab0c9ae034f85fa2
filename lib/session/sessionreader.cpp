#include "lib/session/sessionreader.h"

#include "lib/json/jsondocument.h"
#include "lib/session/sessionformat.h"
#include "lib/tr.h"

#include <QFile>
#include <QHash>

namespace RpcScope {

namespace {

using Type = JsonDocument::Type;

QByteArray withoutNewline(QByteArrayView line)
{
    while (!line.isEmpty() && (line.back() == '\n' || line.back() == '\r'))
        line.chop(1);
    return line.toByteArray();
}

qint64 intMember(const JsonDocument &doc, int object, QStringView name, qint64 fallback)
{
    const int node = doc.member(object, name);
    if (node < 0 || doc.type(node) != Type::Number)
        return fallback;
    bool ok = false;
    const qint64 value = doc.toInt64(node, &ok);
    return ok ? value : fallback;
}

quint64 unsignedMember(const JsonDocument &doc, int object, QStringView name, bool *ok)
{
    const int node = doc.member(object, name);
    if (node < 0 || doc.type(node) != Type::Number) {
        *ok = false;
        return 0;
    }
    return doc.raw(node).toULongLong(ok);
}

QByteArray textMember(const JsonDocument &doc, int object, QStringView name)
{
    const int node = doc.member(object, name);
    return node >= 0 && doc.type(node) == Type::String ? doc.string(node).toUtf8() : QByteArray();
}

// Member \a name as text, or nameBase64; false when the base64 is damaged.
bool bytesMember(const JsonDocument &doc, int object, QStringView name, QByteArray *out)
{
    const int text = doc.member(object, name);
    if (text >= 0 && doc.type(text) == Type::String) {
        *out = doc.string(text).toUtf8();
        return true;
    }
    const int encoded = doc.member(object, QString(name.toString() + u"Base64"));
    if (encoded < 0 || doc.type(encoded) != Type::String) {
        out->clear();
        return true;
    }
    auto decoded = QByteArray::fromBase64Encoding(doc.string(encoded).toLatin1(),
                                                  QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return false;
    *out = *decoded;
    return true;
}

HeaderList headersMember(const JsonDocument &doc, int object, QStringView name)
{
    HeaderList out;
    const int list = doc.member(object, name);
    if (list < 0 || doc.type(list) != Type::Array)
        return out;
    for (int pair = doc.firstChild(list); pair >= 0; pair = doc.nextSibling(pair)) {
        if (doc.type(pair) != Type::Array || doc.childCount(pair) != 2)
            continue;
        const int key = doc.child(pair, 0);
        const int value = doc.child(pair, 1);
        if (doc.type(key) == Type::String && doc.type(value) == Type::String)
            out.append({doc.string(key).toUtf8(), doc.string(value).toUtf8()});
    }
    return out;
}

// The request and response head of member \a name (an exchange's http, a WebSocket's
// handshake); nothing when it is absent or null.
std::optional<HttpMeta> httpMember(const JsonDocument &doc, QStringView name)
{
    const int http = doc.member(0, name);
    if (http < 0 || doc.type(http) != Type::Object)
        return std::nullopt;
    HttpMeta meta;
    meta.method = textMember(doc, http, u"method");
    meta.url = QUrl(doc.memberString(http, u"url"));
    meta.target = textMember(doc, http, u"target");
    meta.requestHeaders = headersMember(doc, http, u"requestHeaders");
    meta.version = textMember(doc, http, u"version");
    meta.status = int(intMember(doc, http, u"status", 0));
    meta.reason = textMember(doc, http, u"reason");
    meta.responseHeaders = headersMember(doc, http, u"responseHeaders");
    const int reused = doc.member(http, u"reusedConnection");
    meta.reusedConnection = reused >= 0 && doc.type(reused) == Type::True;
    return meta;
}

} // namespace

SessionReader::HeaderInfo SessionReader::readHeader(QByteArrayView line)
{
    HeaderInfo info;
    const JsonDocument doc = JsonDocument::parse(withoutNewline(line));
    if (!doc.isValid() || doc.type(0) != Type::Object || doc.memberString(0, u"type") != u"session"
        || doc.memberString(0, u"format") != QLatin1String(SessionFormat::kFormatName)) {
        info.status = Status::NotASession;
        info.message = Tr::tr("This is not an RpcScope session file (its first line is no session header).");
        return info;
    }
    info.version = int(intMember(doc, 0, u"version", 0));
    info.created = doc.memberString(0, u"created");
    info.app = doc.memberString(0, u"app");
    if (info.version < 1) {
        info.status = Status::NotASession;
        info.message = Tr::tr("The session header has no valid format version.");
    } else if (info.version > SessionFormat::kVersion) {
        info.status = Status::NewerVersion;
        info.message = Tr::tr("This session was written in format version %1 (by %2); this RpcScope reads "
                              "version %3 and older. Update RpcScope to open it.")
                           .arg(info.version)
                           .arg(info.app.isEmpty() ? Tr::tr("a newer RpcScope") : info.app)
                           .arg(SessionFormat::kVersion);
    } else {
        info.status = Status::Ok;
    }
    return info;
}

std::optional<SessionEntry> SessionReader::readLine(QByteArrayView line, QString *error)
{
    auto failWith = [error](const QString &message) -> std::optional<SessionEntry> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const JsonDocument doc = JsonDocument::parse(withoutNewline(line));
    if (!doc.isValid())
        return failWith(Tr::tr("not valid JSON (%1); the line may be cut off").arg(doc.error().message));
    if (doc.type(0) != Type::Object)
        return failWith(Tr::tr("not a JSON object"));

    SessionEntry entry;
    const QString type = doc.memberString(0, u"type");
    if (type == u"exchange")
        entry.type = SessionEntry::Type::Exchange;
    else if (type == u"message")
        entry.type = SessionEntry::Type::Message;
    else if (type == u"auth")
        entry.type = SessionEntry::Type::Auth;
    else
        return failWith(Tr::tr("unknown line type \"%1\"").arg(type));

    bool ok = false;
    entry.sequence = unsignedMember(doc, 0, u"seq", &ok);
    if (!ok)
        return failWith(Tr::tr("no valid \"seq\""));
    const int epoch = doc.member(0, u"epochMs");
    if (epoch < 0 || doc.type(epoch) != Type::Number)
        return failWith(Tr::tr("no valid \"epochMs\""));
    entry.epochMs = doc.toInt64(epoch);
    entry.endpoint = doc.memberString(0, u"endpoint");
    entry.transport = Transport::kindFromName(doc.memberString(0, u"transport")).value_or(Transport::Kind::Http);
    entry.framing = framingFromName(doc.memberString(0, u"framing"));

    if (entry.type == SessionEntry::Type::Message) {
        entry.direction = doc.memberString(0, u"direction") == u"out" ? SessionEntry::Direction::Out
                                                                       : SessionEntry::Direction::In;
        if (!bytesMember(doc, 0, u"message", &entry.message))
            return failWith(Tr::tr("damaged base64 in \"messageBase64\""));
        return entry;
    }

    if (entry.type == SessionEntry::Type::Auth) {
        entry.authStep = doc.memberString(0, u"step");
        const int stepOk = doc.member(0, u"ok");
        entry.authOk = !(stepOk >= 0 && doc.type(stepOk) == Type::False);
        const int edited = doc.member(0, u"edited");
        entry.authEdited = edited >= 0 && doc.type(edited) == Type::True;
        entry.authVerdict = doc.memberString(0, u"verdict");
        entry.authUrl = doc.memberString(0, u"url");
    } else {
        entry.method = doc.memberString(0, u"method");
        entry.outcome = doc.memberString(0, u"outcome");
    }
    entry.durationMs = intMember(doc, 0, u"durationMs", -1);
    if (!bytesMember(doc, 0, u"request", &entry.request))
        return failWith(Tr::tr("damaged base64 in \"requestBase64\""));
    if (!bytesMember(doc, 0, u"body", &entry.body))
        return failWith(Tr::tr("damaged base64 in \"bodyBase64\""));

    entry.http = httpMember(doc, u"http");
    entry.handshake = httpMember(doc, u"handshake");
    entry.timings.startedEpochMs = entry.epochMs;
    const int timings = doc.member(0, u"timings");
    if (timings >= 0 && doc.type(timings) == Type::Object) {
        entry.timings.connectedMs = intMember(doc, timings, u"connectedMs", -1);
        entry.timings.sentMs = intMember(doc, timings, u"sentMs", -1);
        entry.timings.firstByteMs = intMember(doc, timings, u"firstByteMs", -1);
        entry.timings.totalMs = intMember(doc, timings, u"totalMs", -1);
    }
    entry.bytesSent = intMember(doc, 0, u"bytesSent", 0);
    entry.bytesReceived = intMember(doc, 0, u"bytesReceived", 0);
    const int err = doc.member(0, u"error");
    if (err >= 0 && doc.type(err) == Type::Object) {
        entry.errorKind = doc.memberString(err, u"kind");
        entry.errorMessage = doc.memberString(err, u"message");
    }
    const int notifications = doc.member(0, u"notifications");
    if (notifications >= 0 && doc.type(notifications) == Type::Array) {
        for (int item = doc.firstChild(notifications); item >= 0; item = doc.nextSibling(item)) {
            if (doc.type(item) != Type::Object)
                continue;
            SessionEntry::Incoming incoming;
            incoming.epochMs = intMember(doc, item, u"epochMs", 0);
            bool seqOk = false;
            incoming.sequence = unsignedMember(doc, item, u"seq", &seqOk);
            if (!bytesMember(doc, item, u"message", &incoming.message))
                return failWith(Tr::tr("damaged base64 in a notification"));
            entry.notifications.append(incoming);
        }
    }
    const int stream = doc.member(0, u"stream");
    if (stream >= 0 && doc.type(stream) == Type::Array) {
        for (int item = doc.firstChild(stream); item >= 0; item = doc.nextSibling(item)) {
            if (doc.type(item) != Type::Object)
                continue;
            SessionEntry::StreamEvent event;
            event.epochMs = intMember(doc, item, u"epochMs", 0);
            const int eventType = doc.member(item, u"event");
            if (eventType >= 0 && doc.type(eventType) == Type::String)
                event.type = doc.string(eventType).toUtf8();
            event.id = doc.memberString(item, u"id").toUtf8();
            if (!bytesMember(doc, item, u"data", &event.data))
                return failWith(Tr::tr("damaged base64 in a stream event"));
            const int complete = doc.member(item, u"complete");
            event.complete = !(complete >= 0 && doc.type(complete) == Type::False);
            entry.stream.append(event);
        }
    }
    const int redacted = doc.member(0, u"redacted");
    if (redacted >= 0 && doc.type(redacted) == Type::Array) {
        for (int item = doc.firstChild(redacted); item >= 0; item = doc.nextSibling(item)) {
            if (doc.type(item) == Type::String)
                entry.redacted.append(doc.string(item));
        }
    }
    return entry;
}

SessionReader::Session SessionReader::readAll(const QString &path)
{
    Session session;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        session.status = Status::Unreadable;
        session.message = Tr::tr("Cannot read %1: %2").arg(path, file.errorString());
        return session;
    }
    const QByteArray first = file.readLine();
    session.header = readHeader(first);
    if (session.header.status != Status::Ok) {
        session.status = session.header.status;
        session.message = session.header.message;
        return session;
    }
    QHash<quint64, QByteArray> messages;
    qint64 lineNumber = 1;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        ++lineNumber;
        if (line.trimmed().isEmpty())
            continue;
        QString error;
        std::optional<SessionEntry> entry = readLine(line, &error);
        if (!entry) {
            session.problems.append({lineNumber, Tr::tr("Line %1 is damaged and was skipped: %2").arg(lineNumber).arg(error)});
            continue;
        }
        if (entry->type == SessionEntry::Type::Message)
            messages.insert(entry->sequence, entry->message);
        for (auto &incoming : entry->notifications) {
            if (incoming.sequence != 0 && incoming.message.isEmpty())
                incoming.message = messages.value(incoming.sequence);
        }
        session.entries.append(std::move(*entry));
    }
    if (file.error() != QFileDevice::NoError) {
        session.status = Status::Unreadable;
        session.message = Tr::tr("Cannot read %1: %2").arg(path, file.errorString());
        return session;
    }
    session.status = Status::Ok;
    return session;
}

} // namespace RpcScope
