#include "lib/session/sessionwriter.h"

#include "lib/session/sessionformat.h"
#include "lib/session/sessionreader.h"
#include "lib/tr.h"

#include <QFileInfo>

namespace RpcScope {

namespace {

constexpr qint64 kChunk = 64 * 1024;

// The seq of a line, read from its start ("seq" is the second member of every line).
std::optional<quint64> sequenceOf(QByteArrayView linePrefix)
{
    const qsizetype at = linePrefix.indexOf("\"seq\":");
    if (at < 0)
        return std::nullopt;
    qsizetype pos = at + 6;
    while (pos < linePrefix.size() && linePrefix.at(pos) == ' ')
        ++pos;
    qsizetype end = pos;
    while (end < linePrefix.size() && linePrefix.at(end) >= '0' && linePrefix.at(end) <= '9')
        ++end;
    bool ok = false;
    const quint64 value = linePrefix.sliced(pos, end - pos).toULongLong(&ok);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

// The highest seq among the last complete lines, reading backwards from the end: a file of
// any size opens in constant time. 0 when none is found.
quint64 lastSequence(QFile &file)
{
    qint64 end = file.size();
    QList<qint64> lineStarts;   // of the complete lines, last first
    // Find up to 16 line starts from the end.
    qint64 pos = end;
    while (pos > 0 && lineStarts.size() < 16) {
        const qint64 from = qMax<qint64>(0, pos - kChunk);
        file.seek(from);
        const QByteArray chunk = file.read(pos - from);
        for (qsizetype i = chunk.size() - 1; i >= 0 && lineStarts.size() < 16; --i) {
            if (chunk.at(i) == '\n' && from + i + 1 < end)
                lineStarts.append(from + i + 1);
        }
        pos = from;
    }
    if (pos == 0 && lineStarts.size() < 16)
        lineStarts.append(0);
    quint64 best = 0;
    for (const qint64 start : std::as_const(lineStarts)) {
        file.seek(start);
        const QByteArray prefix = file.read(256);
        if (const auto seq = sequenceOf(prefix); seq && !prefix.contains("\"type\":\"session\""))
            best = qMax(best, *seq);
    }
    return best;
}

} // namespace

SessionWriter::~SessionWriter()
{
    close();
}

bool SessionWriter::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool SessionWriter::open(const QString &path)
{
    close();
    m_error.clear();
    m_lastSequence = 0;
    m_file.setFileName(path);
    const bool exists = QFileInfo(path).exists() && QFileInfo(path).size() > 0;
    if (exists) {
        QFile check(path);
        if (!check.open(QIODevice::ReadOnly))
            return fail(Tr::tr("Cannot open the session %1: %2").arg(path, check.errorString()));
        const SessionReader::HeaderInfo header = SessionReader::readHeader(check.readLine(1024 * 1024));
        if (header.status != SessionReader::Status::Ok)
            return fail(Tr::tr("Cannot record to %1: %2").arg(path, header.message));
        m_lastSequence = lastSequence(check);
        check.seek(check.size() - 1);
        const bool cutOff = check.read(1) != "\n";
        check.close();
        if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
            return fail(Tr::tr("Cannot write to the session %1: %2").arg(path, m_file.errorString()));
        // A crash mid-line left it unfinished: end it, so the next line stands on its own
        // (readers report the damaged one and skip it).
        if (cutOff && m_file.write("\n", 1) != 1) {
            const QString error = m_file.errorString();
            m_file.close();
            return fail(Tr::tr("Cannot write to the session %1: %2").arg(path, error));
        }
        return true;
    }
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered))
        return fail(Tr::tr("Cannot create the session %1: %2").arg(path, m_file.errorString()));
    if (!write(SessionFormat::headerLine())) {   // at once, staging or not: the file is a session from the start
        m_file.close();
        return false;
    }
    return true;
}

void SessionWriter::close()
{
    if (m_file.isOpen()) {
        commit();
        m_file.close();
    }
    m_staged.clear();
}

void SessionWriter::setStaging(bool on)
{
    if (!on)
        commit();
    m_staging = on;
}

bool SessionWriter::commit()
{
    if (m_staged.isEmpty())
        return true;
    return write(std::exchange(m_staged, {}));
}

bool SessionWriter::appendLine(const QByteArray &line)
{
    if (!m_file.isOpen())
        return fail(Tr::tr("No session file is open."));
    if (m_staging) {
        m_staged += line;
        return m_staged.size() < StagedLimit || commit();
    }
    return write(line);
}

bool SessionWriter::write(const QByteArray &lines)
{
    // After a short write (disk full) the next line starts on a line of its own, so only the
    // cut one is damaged, not also the good one written after it.
    const QByteArray bytes = m_lineCut ? '\n' + lines : lines;
    // Unbuffered: each write goes to the operating system at once, so a crash of this
    // process loses nothing already written (or committed).
    const qint64 written = m_file.write(bytes);
    if (written != bytes.size()) {
        m_lineCut = written > 0 || m_lineCut;
        return fail(Tr::tr("Cannot write to the session %1: %2").arg(m_file.fileName(), m_file.errorString()));
    }
    m_lineCut = false;
    return true;
}

quint64 SessionWriter::append(const SessionEntry &entry)
{
    if (!appendLine(SessionFormat::entryLine(entry, m_lastSequence + 1)))
        return 0;
    return ++m_lastSequence;
}

bool SessionWriter::append(const SessionEntry &entry, quint64 sequence)
{
    if (!appendLine(SessionFormat::entryLine(entry, sequence)))
        return false;
    m_lastSequence = qMax(m_lastSequence, sequence);
    return true;
}

} // namespace RpcScope
