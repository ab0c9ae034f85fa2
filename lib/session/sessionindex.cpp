#include "lib/session/sessionindex.h"

#include "lib/json/jsondocument.h"
#include "lib/tr.h"

#include <QFile>
#include <QHash>

namespace RpcScope {

namespace {

using Type = JsonDocument::Type;

constexpr qint64 kBlock = 8 * 1024 * 1024;

// Endpoints, methods and outcomes repeat on every row: one QString each, shared.
class Interner
{
public:
    QString get(const JsonDocument &doc, int object, QStringView name)
    {
        const int node = doc.member(object, name);
        if (node < 0 || doc.type(node) != Type::String)
            return {};
        const QByteArrayView raw = doc.raw(node);
        const QByteArray key = QByteArray::fromRawData(raw.data(), raw.size());
        auto it = m_strings.constFind(key);
        if (it == m_strings.cend())
            it = m_strings.insert(raw.toByteArray(), doc.string(node));
        return *it;
    }

private:
    QHash<QByteArray, QString> m_strings;
};

qint64 intMember(const JsonDocument &doc, int object, QStringView name, qint64 fallback)
{
    const int node = doc.member(object, name);
    if (node < 0 || doc.type(node) != Type::Number)
        return fallback;
    bool ok = false;
    const qint64 value = doc.toInt64(node, &ok);
    return ok ? value : fallback;
}

// Decoded size of a text member, or of its *Base64 twin; decoded only when it has escapes.
qint64 textSize(const JsonDocument &doc, int object, QStringView name)
{
    int node = doc.member(object, name);
    if (node >= 0 && doc.type(node) == Type::String) {
        const QByteArrayView raw = doc.raw(node);
        return raw.contains('\\') ? doc.string(node).toUtf8().size() : raw.size() - 2;
    }
    node = doc.member(object, QString(name.toString() + u"Base64"));
    if (node >= 0 && doc.type(node) == Type::String)
        return (doc.raw(node).size() - 2) / 4 * 3;
    return 0;
}

class Indexer
{
public:
    explicit Indexer(SessionIndex *index) : m_index(index) {}

    // One line (without its newline) at \a offset; \a last: the file ended without a newline.
    void line(QByteArrayView bytes, qint64 offset, bool last)
    {
        ++m_lineNumber;
        if (m_lineNumber == 1) {
            m_index->header = SessionReader::readHeader(bytes);
            return;
        }
        while (!bytes.isEmpty() && bytes.back() == '\r')
            bytes.chop(1);
        if (bytes.trimmed().isEmpty())
            return;
        QString error;
        if (summarize(bytes, offset, last, &error))
            return;
        m_index->problems.append(
            {m_lineNumber, last ? Tr::tr("Line %1 is cut off (the recording was interrupted) and was skipped.").arg(m_lineNumber)
                                : Tr::tr("Line %1 is damaged and was skipped: %2").arg(m_lineNumber).arg(error)});
    }

    bool headerOk() const { return m_lineNumber == 0 || m_index->header.status == SessionReader::Status::Ok; }

private:
    // Writers put every member the timeline needs before "request" (docs/session-format.md),
    // so for an exchange line the part before it, closed with '}', is all that needs parsing:
    // the bodies and headers after it are most of the bytes. `,"request":` with that unescaped
    // quote can only start a member key; if it belongs to a nested object, the prefix does
    // not parse and the whole line is read instead.
    // A line cut off by a crash must not pass as complete: the fast path also requires the
    // line's last member, "redacted", to be intact at its end (that unescaped `,"redacted":[`
    // cannot occur inside a string either).
    static JsonDocument summaryPrefix(QByteArrayView bytes)
    {
        const QByteArrayView tail = bytes.last(qMin<qsizetype>(bytes.size(), 4096));
        const qsizetype last = tail.lastIndexOf(",\"redacted\":[");
        if (last < 0 || !JsonDocument::parse('{' + tail.sliced(last + 1).toByteArray()).isValid())
            return {};
        const QByteArrayView head = bytes.first(qMin<qsizetype>(bytes.size(), 4096));
        qsizetype at = head.indexOf(",\"request\":");
        if (at < 0)
            at = head.indexOf(",\"requestBase64\":");
        if (at < 0)
            return {};
        const JsonDocument doc = JsonDocument::parse(bytes.first(at).toByteArray() + '}');
        if (!doc.isValid() || doc.type(0) != Type::Object || doc.member(0, u"requestSize") < 0
            || doc.member(0, u"responseSize") < 0)
            return {};
        return doc;
    }

    bool summarize(QByteArrayView bytes, qint64 offset, bool last, QString *error)
    {
        JsonDocument doc = last ? JsonDocument() : summaryPrefix(bytes);
        if (!doc.isValid())
            doc = JsonDocument::parse(QByteArray::fromRawData(bytes.data(), bytes.size()));
        if (!doc.isValid()) {
            *error = Tr::tr("not valid JSON (%1)").arg(doc.error().message);
            return false;
        }
        if (doc.type(0) != Type::Object) {
            *error = Tr::tr("not a JSON object");
            return false;
        }
        SessionSummary row;
        const QString type = m_strings.get(doc, 0, u"type");
        if (type == u"exchange") {
            row.type = SessionEntry::Type::Exchange;
        } else if (type == u"message") {
            row.type = SessionEntry::Type::Message;
        } else if (type == u"auth") {
            row.type = SessionEntry::Type::Auth;
        } else {
            *error = Tr::tr("unknown line type \"%1\"").arg(type);
            return false;
        }
        const int seq = doc.member(0, u"seq");
        bool ok = false;
        row.sequence = seq >= 0 && doc.type(seq) == Type::Number ? doc.raw(seq).toULongLong(&ok) : 0;
        if (!ok) {
            *error = Tr::tr("no valid \"seq\"");
            return false;
        }
        const int epoch = doc.member(0, u"epochMs");
        if (epoch < 0 || doc.type(epoch) != Type::Number) {
            *error = Tr::tr("no valid \"epochMs\"");
            return false;
        }
        row.epochMs = doc.toInt64(epoch);
        row.endpoint = m_strings.get(doc, 0, u"endpoint");
        row.transport = Transport::kindFromName(m_strings.get(doc, 0, u"transport")).value_or(Transport::Kind::Http);
        row.offset = offset;
        row.length = bytes.size();
        if (row.type == SessionEntry::Type::Message) {
            row.direction = m_strings.get(doc, 0, u"direction") == u"out" ? SessionEntry::Direction::Out
                                                                          : SessionEntry::Direction::In;
            row.size = textSize(doc, 0, u"message");
        } else {
            if (row.type == SessionEntry::Type::Auth) {
                // The timeline names the step where an exchange names its methods.
                row.method = m_strings.get(doc, 0, u"step");
                const int stepOk = doc.member(0, u"ok");
                row.outcome = stepOk >= 0 && doc.type(stepOk) == Type::False ? QStringLiteral("auth-stopped")
                                                                             : QStringLiteral("auth");
            } else {
                row.method = m_strings.get(doc, 0, u"method");
                row.outcome = m_strings.get(doc, 0, u"outcome");
            }
            row.durationMs = intMember(doc, 0, u"durationMs", -1);
            const qint64 requestSize = intMember(doc, 0, u"requestSize", -1);
            const qint64 responseSize = intMember(doc, 0, u"responseSize", -1);
            row.size = (requestSize >= 0 ? requestSize : textSize(doc, 0, u"request"))
                       + (responseSize >= 0 ? responseSize : textSize(doc, 0, u"body"));
        }
        m_index->rows.push_back(std::move(row));
        return true;
    }

    SessionIndex *m_index;
    Interner m_strings;
    qint64 m_lineNumber = 0;
};

} // namespace

SessionIndex indexSessionFile(const QString &path, const std::function<void(qint64, qint64)> &progress,
                              const std::atomic_bool *cancel)
{
    SessionIndex index;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        index.status = SessionReader::Status::Unreadable;
        index.message = Tr::tr("Cannot read %1: %2").arg(path, file.errorString());
        return index;
    }
    index.fileSize = file.size();
    Indexer indexer(&index);
    QByteArray buffer;          // the unfinished line of the previous block, then this block
    qint64 bufferOffset = 0;    // file offset of buffer[0]
    qint64 done = 0;
    while (true) {
        if (cancel && cancel->load()) {
            index.canceled = true;
            return index;
        }
        const QByteArray block = file.read(kBlock);
        if (block.isEmpty()) {
            if (file.error() != QFileDevice::NoError) {
                index.status = SessionReader::Status::Unreadable;
                index.message = Tr::tr("Cannot read %1: %2").arg(path, file.errorString());
                return index;
            }
            break;
        }
        done += block.size();
        if (buffer.isEmpty())
            buffer = block;
        else
            buffer += block;
        qsizetype start = 0;
        qsizetype newline;
        while ((newline = buffer.indexOf('\n', start)) >= 0) {
            indexer.line(QByteArrayView(buffer).sliced(start, newline - start), bufferOffset + start, false);
            start = newline + 1;
            if (!indexer.headerOk())
                break;
        }
        if (!indexer.headerOk())
            break;
        bufferOffset += start;
        buffer = buffer.sliced(start);   // copies only the unfinished line
        if (progress)
            progress(done, index.fileSize);
    }
    if (indexer.headerOk() && !buffer.isEmpty())
        indexer.line(buffer, bufferOffset, true);
    if (index.header.status != SessionReader::Status::Ok) {
        index.status = index.header.status;
        index.message = index.fileSize == 0 ? Tr::tr("%1 is empty: it is not a session file.").arg(path)
                                            : index.header.message;
        index.rows.clear();
        index.problems.clear();
        return index;
    }
    index.status = SessionReader::Status::Ok;
    return index;
}

std::optional<SessionEntry> readSessionEntryAt(const QString &path, const SessionSummary &row, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(row.offset)) {
        if (error)
            *error = Tr::tr("Cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray line = file.read(row.length);
    if (line.size() != row.length) {
        if (error)
            *error = Tr::tr("%1 changed since it was opened.").arg(path);
        return std::nullopt;
    }
    return SessionReader::readLine(line, error);
}

} // namespace RpcScope
