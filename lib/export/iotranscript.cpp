#include "lib/export/iotranscript.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/rpc/classifier.h"
#include "lib/rpc/sentmessage.h"
#include "lib/session/sessionentry.h"
#include "lib/tr.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

/// \a bytes as one line of JSON, or empty when they are not JSON.
QByteArray oneLine(const QByteArray &bytes)
{
    const JsonDocument document = JsonDocument::parse(bytes);
    if (!document.isValid())
        return {};
    const QByteArray trimmed = bytes.trimmed();
    // Already on one line: keep the bytes exactly (spacing included).
    if (!trimmed.contains('\n') && !trimmed.contains('\r'))
        return trimmed;
    return JsonWriter::compact(document);
}

SessionEntry entryFor(const QByteArray &request, quint64 sequence)
{
    SessionEntry entry;
    entry.type = SessionEntry::Type::Exchange;
    entry.sequence = sequence;
    entry.transport = Transport::Kind::Http;
    entry.request = request;
    return entry;
}

/// Fills in what the timeline shows, read from the bytes as a recording would have it.
void describe(SessionEntry *entry)
{
    Classifier::Input input;
    input.sent = SentMessage::fromBytes(entry->request);
    input.body = entry->body;
    entry->method = input.sent.methodSummary();
    const Classification classification = Classifier::classify(input);
    entry->outcome = entry->body.isEmpty() && input.sent.onlyNotifications()
                         ? Classification::outcomeName(Classification::Outcome::Notification)
                         : Classification::outcomeName(classification.outcome);
}

} // namespace

IoTranscript::WriteResult IoTranscript::write(const QList<SessionEntry> &entries, const Options &options)
{
    WriteResult result;
    for (const QString &comment : options.comments) {
        QString line = comment;
        line.replace(u'\n', u' ').replace(u'\r', u' ');
        result.text += "// " + line.toUtf8() + '\n';
    }
    for (const SessionEntry &entry : entries) {
        if (entry.type != SessionEntry::Type::Exchange)
            continue;
        const QByteArray request = oneLine(entry.request);
        const bool notification = SentMessage::fromBytes(entry.request).onlyNotifications();
        const QByteArray response = oneLine(entry.body);
        // A request that is not JSON, or one that got no JSON answer, is not a transcript line.
        if (request.isEmpty() || (response.isEmpty() && !(notification && entry.body.isEmpty()))) {
            ++result.skipped;
            continue;
        }
        result.text += ">> " + request + '\n';
        if (!response.isEmpty())
            result.text += "<< " + response + '\n';
        ++result.exported;
    }
    return result;
}

IoTranscript::ReadResult IoTranscript::read(const QByteArray &text)
{
    ReadResult result;
    enum class Pending { None, Request, Answered, Dropped };
    Pending pending = Pending::None;
    int lineNumber = 0;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        const QByteArray line = text.mid(start, end - start).trimmed();
        start = end + 1;
        ++lineNumber;
        if (line.isEmpty())
            continue;
        if (line.startsWith("//")) {
            result.comments.append(QString::fromUtf8(line.mid(2).trimmed()));
            continue;
        }
        const bool isRequest = line.startsWith(">>");
        if (!isRequest && !line.startsWith("<<")) {
            result.problems.append({lineNumber, Tr::tr("Line %1 starts with neither \">>\", \"<<\" nor \"//\".").arg(lineNumber)});
            continue;
        }
        const QByteArray json = line.mid(2).trimmed();
        if (!JsonDocument::parse(json).isValid()) {
            result.problems.append({lineNumber, Tr::tr("Line %1 does not hold one line of JSON.").arg(lineNumber)});
            if (isRequest)
                pending = Pending::Dropped;   // its answer has nothing to belong to
            continue;
        }
        if (isRequest) {
            result.entries.append(entryFor(json, quint64(result.entries.size() + 1)));
            pending = Pending::Request;
            continue;
        }
        if (pending == Pending::Request) {
            result.entries.last().body = json;
            pending = Pending::Answered;
        } else if (pending != Pending::Dropped) {
            result.problems.append({lineNumber, pending == Pending::Answered
                                                    ? Tr::tr("Line %1 is a second response to the same request.").arg(lineNumber)
                                                    : Tr::tr("Line %1 is a response with no request before it.").arg(lineNumber)});
        }
    }
    for (SessionEntry &entry : result.entries)
        describe(&entry);
    return result;
}

IoTranscript::ReadResult IoTranscript::readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ReadResult result;
        result.error = Tr::tr("Cannot read %1: %2").arg(path, file.errorString());
        return result;
    }
    return read(file.readAll());
}

} // namespace RpcScope
