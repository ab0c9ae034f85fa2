#include "lib/tap/stdiotap.h"

#include "lib/tap/fdwriter.h"
#include "lib/tap/taprecorder.h"
#include "lib/transport/stdio/stdiotransport.h"

#include <QDateTime>
#include <QSocketNotifier>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace RpcScope {

namespace {

constexpr qsizetype ReadChunk = 64 * 1024;
constexpr int MaxReadsPerWakeUp = 64;
/// Bytes looked at to tell the framing: "content-" is 8 characters.
constexpr qsizetype DetectBytes = 8;

qint64 nowEpochMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

StdioTap::StdioTap(QObject *parent)
    : QObject(parent)
    , m_server(new StdioTransport(this))
{
    m_server->setPassThrough(true);
    connect(m_server, &StdioTransport::outputRead, this, &StdioTap::fromServer);
    connect(m_server, &StdioTransport::errorOutputRead, this, [this](const QByteArray &bytes) {
        if (m_errorOut)
            m_errorOut->write(bytes);
    });
    connect(m_server, &StdioTransport::inputFlushed, this, [this] {
        if (m_clientDone) {
            m_server->close();   // the client's last bytes are in the server's pipe now
            return;
        }
        if (m_clientInNotifier)
            m_clientInNotifier->setEnabled(true);
    });
    connect(m_server, &Transport::diagnostic, this, &StdioTap::say);
    connect(m_server, &Transport::channelClosed, this, &StdioTap::onServerClosed);
}

StdioTap::~StdioTap()
{
    // The open file may be the host's too: its flags go back as they were.
    if (m_clientInFlags >= 0)
        ::fcntl(m_clientIn, F_SETFL, m_clientInFlags);
}

void StdioTap::setCommand(const QString &program, const QStringList &arguments)
{
    m_server->setProgram(program, arguments);
}

void StdioTap::setShutdownGrace(int milliseconds)
{
    m_server->setShutdownGrace(milliseconds);
}

void StdioTap::setRecorder(SessionRecorder *recorder)
{
    delete m_recorder;
    m_recorder = new TapRecorder(recorder, this);
    connect(m_recorder, &TapRecorder::problem, this, &StdioTap::say);
}

QString StdioTap::endpoint() const
{
    return m_server->endpoint();
}

void StdioTap::start(int clientIn, int clientOut, int errorOut)
{
    m_conversation = std::make_unique<TapConversation>(endpoint(), Transport::Kind::Stdio);
    m_clientOut = new FdWriter(clientOut, FdWriter::Mode::NonBlocking, this);
    // The host's stderr is often its own (inherited), shared with it: left blocking.
    m_errorOut = new FdWriter(errorOut, FdWriter::Mode::Blocking, this);
    connect(m_errorOut, &FdWriter::drained, this, [this] {
        if (m_serverGone)
            finishWhenDrained();
    });
    connect(m_clientOut, &FdWriter::drained, this, [this] {
        m_server->setOutputPaused(false);
        if (m_serverGone)
            finishWhenDrained();
    });
    connect(m_clientOut, &FdWriter::failed, this, [this](const QString &reason) {
        // The host stopped reading: nobody hears the server any more.
        say(tr("The client no longer reads the server's output (%1); closing the server.").arg(reason));
        m_server->setOutputPaused(false);
        m_server->close();
        if (m_serverGone)
            finishWhenDrained();
    });
    if (m_framing) {
        m_client.framer = Framer::create(*m_framing);
        m_serverSide.framer = Framer::create(*m_framing);
    }

    m_clientIn = clientIn;
    struct stat info = {};
    if (::fstat(clientIn, &info) == 0 && (S_ISFIFO(info.st_mode) || S_ISSOCK(info.st_mode))) {
        m_clientInFlags = ::fcntl(clientIn, F_GETFL);
        ::fcntl(clientIn, F_SETFL, m_clientInFlags | O_NONBLOCK);
    }
    m_clientInNotifier = new QSocketNotifier(clientIn, QSocketNotifier::Read, this);
    connect(m_clientInNotifier, &QSocketNotifier::activated, this, &StdioTap::readClient);
    // The server starts now, as it would without the tap, not at the client's first byte.
    m_server->start();
}

void StdioTap::terminate()
{
    if (!m_serverGone) {
        m_server->terminate();
        return;
    }
    // The server is gone and the host asks the tap to end: what it did not read is dropped.
    if (!m_finished) {
        m_finished = true;
        emit finished(m_exitStatus);
    }
}

void StdioTap::readClient()
{
    if (m_readBuffer.isEmpty())
        m_readBuffer = QByteArray(ReadChunk, Qt::Uninitialized);
    for (int reads = 0; reads < MaxReadsPerWakeUp; ++reads) {
        const ssize_t got = ::read(m_clientIn, m_readBuffer.data(), size_t(m_readBuffer.size()));
        if (got > 0) {
            const QByteArray bytes(m_readBuffer.constData(), got);
            // A server that no longer reads gets nothing; the client is still read, so it never waits.
            const bool passed = !m_serverGone && m_server->writeRaw(bytes);
            observe(TapDirection::ClientToServer, bytes);
            if (passed && m_server->pendingInput() > HighWater) {
                // The server reads slower than the client writes: wait for its pipe to take it.
                m_clientInNotifier->setEnabled(false);
                return;
            }
            if (got < m_readBuffer.size())
                return;
            continue;
        }
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return;
        // The client closed its end (or it broke): the server's input ends too, in order.
        m_clientDone = true;
        m_clientInNotifier->setEnabled(false);
        if (got < 0)
            say(tr("Could not read from the client: %1").arg(qt_error_string(errno)));
        // Its input ends once it has what the client sent (inputFlushed() closes it then).
        if (m_server->pendingInput() == 0)
            m_server->close();
        return;
    }
}

void StdioTap::fromServer(const QByteArray &bytes)
{
    m_clientOut->write(bytes);
    if (m_clientOut->pending() > HighWater)
        m_server->setOutputPaused(true);   // the client reads slower than the server writes
    observe(TapDirection::ServerToClient, bytes);
}

void StdioTap::observe(TapDirection direction, const QByteArray &bytes)
{
    Side &side = direction == TapDirection::ClientToServer ? m_client : m_serverSide;
    const qint64 epochMs = nowEpochMs();
    if (!side.framer) {
        // Told by whoever speaks first (the client, nearly always).
        side.early.append(bytes);
        detectFraming(side.early);
        if (!side.framer)
            return;
        // Framing known: what both sides said so far is framed now.
        for (Side *other : {&m_client, &m_serverSide}) {
            if (other->early.isEmpty())
                continue;
            other->partialSinceEpochMs = epochMs;
            other->framer->push(std::exchange(other->early, {}));
            takeMessages(other == &m_client ? TapDirection::ClientToServer : TapDirection::ServerToClient, epochMs);
        }
        deliver();
        return;
    }
    if (side.framer->bufferedBytes() == 0 && side.partialSinceEpochMs == 0)
        side.partialSinceEpochMs = epochMs;
    side.framer->push(bytes);
    takeMessages(direction, epochMs);
    deliver();
}

void StdioTap::detectFraming(const QByteArray &bytes)
{
    qsizetype start = 0;
    while (start < bytes.size() && QByteArrayView(" \t\r\n").contains(bytes.at(start)))
        ++start;
    const QByteArrayView head = QByteArrayView(bytes).sliced(start);
    if (head.isEmpty())
        return;
    // LSP's header block starts with Content-Length or Content-Type; NDJSON with JSON.
    const QByteArrayView header("content-");
    const qsizetype compared = qMin(head.size(), DetectBytes);
    const bool headerSoFar = head.first(compared).compare(header.first(compared), Qt::CaseInsensitive) == 0;
    if (headerSoFar && compared < DetectBytes)
        return;   // wait for more
    m_framing = headerSoFar ? Framing::ContentLength : Framing::Ndjson;
    m_client.framer = Framer::create(*m_framing);
    m_serverSide.framer = Framer::create(*m_framing);
}

void StdioTap::takeMessages(TapDirection direction, qint64 epochMs)
{
    Side &side = direction == TapDirection::ClientToServer ? m_client : m_serverSide;
    qint64 started = side.partialSinceEpochMs > 0 ? side.partialSinceEpochMs : epochMs;
    for (;;) {
        std::optional<QByteArray> message = side.framer->takeNext();
        for (const QString &error : side.framer->takeErrors()) {
            say(direction == TapDirection::ClientToServer ? tr("From the client: %1").arg(error)
                                                          : tr("From the server: %1").arg(error));
        }
        for (const auto &[id, text] : side.framer->takeFindings()) {
            if (direction == TapDirection::ServerToClient)
                m_conversation->serverStreamFinding(id, text);
        }
        if (!message)
            break;
        if (direction == TapDirection::ClientToServer)
            m_conversation->fromClient(*message, epochMs, started);
        else
            m_conversation->fromServer(*message, epochMs, started);
        started = epochMs;
    }
    side.partialSinceEpochMs = side.framer->bufferedBytes() > 0 ? started : 0;
}

void StdioTap::deliver()
{
    if (!m_conversation->hasEvents())
        return;
    for (const TapEvent &event : m_conversation->takeEvents()) {
        if (m_recorder) {
            m_recorder->record(this, event, endpoint(), Transport::Kind::Stdio, m_framing,
                               m_conversation->openRequests() > 0);
        }
        emit observed(event);
    }
}

void StdioTap::onServerClosed(const TransportError &why)
{
    m_serverGone = true;
    const StdioTransport::ExitStatus exit = m_server->lastExit();
    if (!exit.known && why.kind == TransportError::Kind::ProcessFailedToStart) {
        say(why.message);   // it never ran: the host sees why on stderr
        m_exitStatus = 127;
    } else if (!exit.known) {
        say(why.message);
        m_exitStatus = 128 + SIGKILL;   // it had to be killed and was never reaped
    } else {
        m_exitStatus = exit.crashed ? 128 + exit.code : exit.code;
    }
    if (m_conversation) {
        // What the server left unframed at the end is no message: the exchanges still open
        // end with the reason it is gone.
        // (Its end came at the tap's request or not, the requests were open when it went.)
        const TransportError gone = why.kind == TransportError::Kind::ProcessFailedToStart
            ? why
            : TransportError{TransportError::Kind::ProcessExited, why.message};
        m_conversation->end(gone, nowEpochMs());
        deliver();
    }
    if (m_recorder)
        m_recorder->flush();
    // A client that still writes is no longer read: nobody would answer it.
    if (m_clientInNotifier)
        m_clientInNotifier->setEnabled(false);
    finishWhenDrained();
}

void StdioTap::finishWhenDrained()
{
    const auto waiting = [](const FdWriter *writer) { return writer && writer->pending() > 0 && !writer->hasFailed(); };
    if (m_finished || waiting(m_clientOut) || waiting(m_errorOut))
        return;
    m_finished = true;
    emit finished(m_exitStatus);
}

void StdioTap::say(const QString &text)
{
    emit problem(text);
}

} // namespace RpcScope
