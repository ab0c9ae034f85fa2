#include "lib/tap/streamtap.h"

#include "lib/tap/descriptorcloser.h"
#include "lib/transport/stdio/fdwriter.h"
#include "lib/tap/taprecorder.h"
#include "lib/tap/tapserverend.h"

#include <QDateTime>
#include <QSocketNotifier>
#include <QTimer>

#include <cerrno>
#include <climits>
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

StreamTap::StreamTap(TapServerEnd *server, QObject *parent)
    : ControllableTap(parent)
    , m_server(server)
{
    m_server->setParent(this);
    for (const TapDirection direction : {TapDirection::ClientToServer, TapDirection::ServerToClient}) {
        Side &side = sideOf(direction);
        side.idle = new QTimer(this);
        side.idle->setSingleShot(true);
        side.idle->setInterval(IdleSpillMs);
        connect(side.idle, &QTimer::timeout, this, [this, direction] { spill(direction); });
    }
    connect(m_server, &TapServerEnd::outputRead, this, &StreamTap::fromServer);
    connect(m_server, &TapServerEnd::errorOutputRead, this, [this](const QByteArray &bytes) {
        if (m_errorOut)
            m_errorOut->write(bytes);
    });
    connect(m_server, &TapServerEnd::inputFlushed, this, [this] {
        if (m_clientDone) {
            closeServerInputWhenDone();   // the client's last bytes may be in the server's pipe now
            return;
        }
        resumeReading();
    });
    connect(m_server, &TapServerEnd::diagnostic, this, &StreamTap::say);
    connect(m_server, &TapServerEnd::closed, this, &StreamTap::onServerClosed);
}

StreamTap::~StreamTap()
{
    // What watches and writes the client goes first, giving the descriptor's flags back while
    // it is still open.
    delete std::exchange(m_clientInNotifier, nullptr);
    delete std::exchange(m_clientOut, nullptr);
    delete std::exchange(m_errorOut, nullptr);
    // The open file may be the host's too: its flags go back as they were.
    if (m_clientInFlags >= 0)
        ::fcntl(m_clientIn, F_SETFL, m_clientInFlags);
    if (m_closeClientMs >= 0)
        DescriptorCloser::closeWhenDone(m_clientIn, m_closeClientMs);
}

void StreamTap::setRecorder(SessionRecorder *recorder)
{
    delete m_recorder;
    m_recorder = new TapRecorder(recorder, this);
    connect(m_recorder, &TapRecorder::problem, this, &StreamTap::say);
}

QString StreamTap::endpoint() const
{
    // Asked for every recorded event; a command line is quoted anew each time it is asked.
    if (m_endpoint.isEmpty())
        m_endpoint = m_server->endpoint();
    return m_endpoint;
}

void StreamTap::start(int clientIn, int clientOut, int errorOut)
{
    m_conversation = std::make_unique<TapConversation>(endpoint(), m_server->kind());
    m_clientOut = new FdWriter(clientOut, FdWriter::Mode::NonBlocking, this);
    if (errorOut >= 0) {
        // The host's stderr is often its own (inherited), shared with it: left blocking.
        m_errorOut = new FdWriter(errorOut, FdWriter::Mode::Blocking, this);
        connect(m_errorOut, &FdWriter::drained, this, [this] {
            if (m_serverGone)
                finishWhenDrained();
        });
    }
    connect(m_clientOut, &FdWriter::drained, this, [this] {
        resumeReading();
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
    connect(m_clientInNotifier, &QSocketNotifier::activated, this, &StreamTap::readClient);
    // The server starts now, as it would without the tap, not at the client's first byte.
    m_server->start();
}

void StreamTap::terminate()
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

void StreamTap::readClient()
{
    if (m_readBuffer.isEmpty())
        m_readBuffer = QByteArray(ReadChunk, Qt::Uninitialized);
    for (int reads = 0; reads < MaxReadsPerWakeUp; ++reads) {
        const ssize_t got = ::read(m_clientIn, m_readBuffer.data(), size_t(m_readBuffer.size()));
        if (got > 0) {
            const QByteArray bytes(m_readBuffer.constData(), got);
            // A server that no longer reads gets nothing; the client is still read, so it never waits.
            arrived(TapDirection::ClientToServer, bytes);
            if (m_goneWhy) {
                // Read after the server went: what it asked fails as everything open did.
                m_conversation->end(*m_goneWhy, nowEpochMs());
                deliver();
            }
            if (!m_serverGone && m_server->pendingInput() + m_client.queuedBytes > HighWater) {
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
        if (m_messageMode && m_client.cutter.waiting() > 0) {
            // An unfinished message passes on as it is, after the messages before it.
            Unit rest;
            rest.raw = m_client.cutter.takeRest();
            m_client.queuedBytes += rest.raw.size();
            m_client.queue.push_back(std::move(rest));
            pump(TapDirection::ClientToServer);
        }
        // Its input ends once it has what the client sent (inputFlushed() closes it then).
        closeServerInputWhenDone();
        if (m_keepReading && m_keepReading->isActive()) {
            m_keepReading->stop();
            finishWhenDrained();
        }
        return;
    }
}

void StreamTap::fromServer(const QByteArray &bytes)
{
    arrived(TapDirection::ServerToClient, bytes);
    if (m_clientOut->pending() + m_serverSide.queuedBytes > HighWater)
        m_server->setOutputPaused(true);   // the client reads slower than the server writes
}

void StreamTap::arrived(TapDirection direction, const QByteArray &bytes)
{
    if (!m_messageMode) {
        passOn(direction, bytes);
        observe(direction, bytes);
        return;
    }
    Side &side = sideOf(direction);
    side.cutter.hold(bytes);
    if (side.framer) {
        frameUnits(direction, bytes);
        pump(direction);
        return;
    }
    side.early.append(bytes);
    detectFraming(side.early);
    if (!side.framer)
        return;   // nothing passes before the framing is known: the first message may be held
    for (const TapDirection each : {TapDirection::ClientToServer, TapDirection::ServerToClient}) {
        Side &other = sideOf(each);
        if (other.early.isEmpty())
            continue;
        frameUnits(each, std::exchange(other.early, {}));
        pump(each);
    }
}

void StreamTap::passOn(TapDirection direction, const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    if (direction == TapDirection::ServerToClient)
        m_clientOut->write(bytes);
    else if (!m_serverGone)
        m_server->writeRaw(bytes);
}

void StreamTap::frameUnits(TapDirection direction, const QByteArray &bytes)
{
    Side &side = sideOf(direction);
    const qint64 epochMs = nowEpochMs();
    if (side.framer->bufferedBytes() == 0 && side.cutter.waiting() == 0 && side.partialSinceEpochMs == 0)
        side.partialSinceEpochMs = epochMs;
    const QList<TapCutter::Unit> units = side.cutter.cut(*side.framer, bytes, [this, direction] {
        return takeFramed(direction);
    });
    for (const TapCutter::Unit &cut : units) {
        Unit unit;
        unit.raw = cut.raw;
        unit.messages = cut.messages;
        unit.readEpochMs = side.partialSinceEpochMs > 0 ? side.partialSinceEpochMs : epochMs;
        QList<TapMessage> seenNow;
        for (const QByteArray &message : std::as_const(unit.messages)) {
            TapMessage seen{m_nextSeq++, direction, message, epochMs, false, false};
            // Held only when the unit is one message read whole in message mode.
            if (cut.whole) {
                unit.seq = seen.seq;
                // An answer stops by its request's method only when a breakpoint asks for that.
                const QStringList answered = breakpoints().stopsAnswersByMethod()
                                                 ? m_conversation->methodsAnswered(direction, message) : QStringList();
                seen.held = unit.held = breakpoints().matches(direction, message, answered);
            }
            seenNow.append(seen);
        }
        side.queuedBytes += unit.raw.size();
        side.queue.push_back(std::move(unit));
        for (const TapMessage &seen : std::as_const(seenNow))
            emit this->seen(seen);   // held ones are held now (isHeld() says so)
    }
    side.partialSinceEpochMs = side.framer->bufferedBytes() > 0 || side.cutter.waiting() > 0 ? epochMs : 0;
    if (side.cutter.waiting() > MaxHeldMessage)
        spill(direction);
    else if (side.cutter.waiting() > 0)
        side.idle->start();   // a message's start that goes quiet passes on (a line never ended)
    else
        side.idle->stop();
}

void StreamTap::spill(TapDirection direction)
{
    Side &side = sideOf(direction);
    if (!m_messageMode || !side.framer || side.cutter.waiting() == 0)
        return;
    side.idle->stop();
    Unit start;
    start.raw = side.cutter.spill(*side.framer);
    side.queuedBytes += start.raw.size();
    side.queue.push_back(std::move(start));
    pump(direction);
}

std::optional<QByteArray> StreamTap::takeFramed(TapDirection direction)
{
    Side &side = sideOf(direction);
    std::optional<QByteArray> message = side.framer->takeNext();
    // What went wrong before this message is said (and found) before it is followed.
    for (const QString &error : side.framer->takeErrors()) {
        say(direction == TapDirection::ClientToServer ? tr("From the client: %1").arg(error)
                                                      : tr("From the server: %1").arg(error));
    }
    for (const auto &[id, text] : side.framer->takeFindings()) {
        if (direction == TapDirection::ServerToClient)
            m_conversation->serverStreamFinding(id, text);
    }
    return message;
}

void StreamTap::pump(TapDirection direction)
{
    Side &side = sideOf(direction);
    while (!side.queue.empty() && !side.queue.front().held) {
        Unit unit = std::move(side.queue.front());
        side.queue.pop_front();
        side.queuedBytes -= unit.raw.size();
        passOn(direction, unit.raw);
        for (const QByteArray &message : std::as_const(unit.messages))
            observeMessage(direction, message, unit.readEpochMs);
    }
    if (!side.queue.empty() && !side.queue.front().timing) {
        // A held message's time runs from when it is first in line, not from behind another.
        side.queue.front().timing = true;
        QTimer::singleShot(holdTimeout(), this, [this, seq = side.queue.front().seq] {
            settle(seq, TapVerdict::TimedOut, {}, nullptr);
        });
    }
    deliver();
    resumeReading();
    if (direction == TapDirection::ClientToServer)
        closeServerInputWhenDone();
}

void StreamTap::observeMessage(TapDirection direction, const QByteArray &message, qint64 startedEpochMs)
{
    if (direction == TapDirection::ClientToServer)
        m_conversation->fromClient(message, nowEpochMs(), startedEpochMs);
    else
        m_conversation->fromServer(message, nowEpochMs(), startedEpochMs);
}

bool StreamTap::settle(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error)
{
    for (const TapDirection direction : {TapDirection::ClientToServer, TapDirection::ServerToClient}) {
        Side &side = sideOf(direction);
        const auto unit = std::find_if(side.queue.begin(), side.queue.end(),
                                       [seq](const Unit &each) { return each.held && each.seq == seq; });
        if (unit == side.queue.end())
            continue;
        QByteArray sent;
        switch (verdict) {
        case TapVerdict::Send:
        case TapVerdict::TimedOut:
        case TapVerdict::Released:
            unit->held = false;
            break;
        case TapVerdict::Edit: {
            QString why;
            const std::optional<QByteArray> framed = side.framer->encode(text, &why);
            if (!framed) {
                if (error)
                    *error = why;
                return false;
            }
            side.queuedBytes += framed->size() - unit->raw.size();
            unit->raw = *framed;
            unit->messages = {text};
            unit->held = false;
            sent = text;
            break;
        }
        case TapVerdict::Drop:
            side.queuedBytes -= unit->raw.size();
            side.queue.erase(unit);
            break;
        case TapVerdict::Answer: {
            QString why;
            const std::optional<QByteArray> framed = side.framer->encode(text, &why);
            if (!framed) {
                if (error)
                    *error = why;
                return false;
            }
            // The answer goes back to whoever sent the message; the conversation sees both.
            const TapDirection back = direction == TapDirection::ClientToServer ? TapDirection::ServerToClient
                                                                                : TapDirection::ClientToServer;
            if (sideOf(back).cutter.midMessage()) {
                if (error)
                    *error = tr("A message is halfway through towards the sender; answer after it.");
                return false;
            }
            const QByteArray question = unit->messages.value(0);
            const qint64 readEpochMs = unit->readEpochMs;
            side.queuedBytes -= unit->raw.size();
            side.queue.erase(unit);
            passOn(back, *framed);
            observeMessage(direction, question, readEpochMs);
            observeMessage(back, text, 0);
            sent = text;
            break;
        }
        }
        emit settled(seq, verdict, sent);
        pump(direction);
        return true;
    }
    if (error)
        *error = tr("Message %1 is not held (any more).").arg(seq);
    return false;
}

bool StreamTap::isHeld(quint64 seq) const
{
    for (const Side *side : {&m_client, &m_serverSide}) {
        for (const Unit &unit : side->queue) {
            if (unit.held && unit.seq == seq)
                return true;
        }
    }
    return false;
}

bool StreamTap::inject(TapDirection direction, const QByteArray &text, QString *error)
{
    Side &side = sideOf(direction);
    QString why = tr("Nothing can be injected before the framing is known: wait for the first message.");
    const std::optional<QByteArray> framed = m_messageMode && side.framer ? side.framer->encode(text, &why)
                                                                         : std::nullopt;
    if (!m_messageMode)
        why = tr("Messages can be injected only while the tap is controlled.");
    else if (framed && side.cutter.midMessage())
        why = tr("A message is halfway through in that direction; inject after it.");
    else if (framed && direction == TapDirection::ClientToServer && (m_serverGone || m_clientDone))
        why = m_serverGone ? tr("The server is gone.") : tr("The client has ended the server's input.");
    else if (framed)
        why.clear();
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    emit seen(TapMessage{m_nextSeq++, direction, text, nowEpochMs(), false, true});
    passOn(direction, *framed);
    observeMessage(direction, text, 0);
    deliver();
    return true;
}

void StreamTap::setMessageMode(bool on)
{
    if (on == m_messageMode)
        return;
    if (on) {
        // What the framers hold now passed on already: the next message they finish is not whole here.
        for (Side *side : {&m_client, &m_serverSide})
            side->cutter.startAfter(side->framer ? side->framer->bufferedBytes() : side->early.size());
        m_messageMode = true;
        return;
    }
    releaseAll(TapDirection::ClientToServer, TapVerdict::Released);
    releaseAll(TapDirection::ServerToClient, TapVerdict::Released);
    m_messageMode = false;
}

void StreamTap::releaseAll(TapDirection direction, TapVerdict verdict)
{
    Side &side = sideOf(direction);
    QList<quint64> held;
    for (Unit &unit : side.queue) {
        if (unit.held) {
            unit.held = false;
            held.append(unit.seq);
        }
    }
    for (const quint64 seq : std::as_const(held))
        emit settled(seq, verdict, {});
    pump(direction);
    // The start of a message not read whole yet: it passes on, its rest will follow unheld.
    side.idle->stop();
    passOn(direction, side.cutter.takeRest());
}

void StreamTap::resumeReading()
{
    if (!m_serverGone && m_clientInNotifier && !m_clientDone
        && m_server->pendingInput() + m_client.queuedBytes <= HighWater) {
        m_clientInNotifier->setEnabled(true);
    }
    if (m_clientOut && m_clientOut->pending() + m_serverSide.queuedBytes <= HighWater)
        m_server->setOutputPaused(false);
}

void StreamTap::closeServerInputWhenDone()
{
    if (m_clientDone && m_client.queue.empty() && m_server->pendingInput() == 0)
        m_server->close();
}

void StreamTap::observe(TapDirection direction, const QByteArray &bytes)
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

void StreamTap::detectFraming(const QByteArray &bytes)
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

void StreamTap::takeMessages(TapDirection direction, qint64 epochMs)
{
    Side &side = direction == TapDirection::ClientToServer ? m_client : m_serverSide;
    qint64 started = side.partialSinceEpochMs > 0 ? side.partialSinceEpochMs : epochMs;
    while (std::optional<QByteArray> message = takeFramed(direction)) {
        emit seen(TapMessage{m_nextSeq++, direction, *message, epochMs, false, false});
        if (direction == TapDirection::ClientToServer)
            m_conversation->fromClient(*message, epochMs, started);
        else
            m_conversation->fromServer(*message, epochMs, started);
        started = epochMs;
    }
    side.partialSinceEpochMs = side.framer->bufferedBytes() > 0 ? started : 0;
}

void StreamTap::deliver()
{
    if (!m_conversation->hasEvents())
        return;
    for (const TapEvent &event : m_conversation->takeEvents()) {
        if (m_recorder) {
            m_recorder->record(this, event, endpoint(), m_server->kind(), m_framing,
                               m_conversation->openRequests() > 0);
        }
        emit observed(event);
    }
}

void StreamTap::onServerClosed(const TransportError &why)
{
    m_serverGone = true;
    if (m_messageMode) {
        // What the server said still reaches the client; what it was sent is nobody's now.
        releaseAll(TapDirection::ServerToClient, TapVerdict::Released);
        QList<quint64> held;
        for (const Unit &unit : std::exchange(m_client.queue, {})) {
            if (unit.held)
                held.append(unit.seq);
        }
        m_client.queuedBytes = 0;
        m_client.cutter.takeRest();
        m_client.idle->stop();
        for (const quint64 seq : std::as_const(held))
            emit settled(seq, TapVerdict::Drop, {});
    }
    const TapServerEnd::Ending ending = m_server->ending(why);
    if (!ending.said.isEmpty())
        say(ending.said);
    m_exitStatus = ending.exitStatus;
    if (m_conversation) {
        // What the server left unframed at the end is no message: the exchanges still open
        // end with the reason it is gone.
        m_conversation->end(ending.why, nowEpochMs());
        deliver();
    }
    m_goneWhy = ending.why;
    if (m_recorder)
        m_recorder->flush();
    if (ending.keepReadingClientMs > 0 && m_clientInNotifier && !m_clientDone) {
        m_keepReading = new QTimer(this);
        m_keepReading->setSingleShot(true);
        connect(m_keepReading, &QTimer::timeout, this, [this] {
            m_clientInNotifier->setEnabled(false);
            finishWhenDrained();
        });
        m_keepReading->start(ending.keepReadingClientMs);
        m_clientInNotifier->setEnabled(true);
        return;
    }
    // A client that still writes is no longer read: nobody would answer it.
    if (m_clientInNotifier)
        m_clientInNotifier->setEnabled(false);
    finishWhenDrained();
}

void StreamTap::finishWhenDrained()
{
    const auto waiting = [](const FdWriter *writer) { return writer && writer->pending() > 0 && !writer->hasFailed(); };
    if (m_finished || (m_keepReading && m_keepReading->isActive()))
        return;
    if (waiting(m_clientOut) || waiting(m_errorOut)) {
        if (m_closeClientMs >= 0 && m_serverGone && !m_drainDeadline) {
            // A socket client that reads nothing more must not hold its connection forever.
            m_drainDeadline = new QTimer(this);
            m_drainDeadline->setSingleShot(true);
            connect(m_drainDeadline, &QTimer::timeout, this, [this] {
                if (m_finished)
                    return;
                say(tr("The client did not read the server's last %n byte(s) within %1 ms; its connection is closed.",
                       nullptr, int(qMin<qint64>(m_clientOut->pending(), INT_MAX)))
                        .arg(m_closeClientMs));
                m_finished = true;
                emit finished(m_exitStatus);
            });
            m_drainDeadline->start(m_closeClientMs);
        }
        return;
    }
    m_finished = true;
    emit finished(m_exitStatus);
}

void StreamTap::say(const QString &text)
{
    emit problem(text);
}

} // namespace RpcScope
