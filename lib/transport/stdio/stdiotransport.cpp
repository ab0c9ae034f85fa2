#include "lib/transport/stdio/stdiotransport.h"

#include "lib/transport/stdio/commandline.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QPointer>
#include <QStandardPaths>

#include <cerrno>
#include <csignal>

#include <array>
#include <atomic>

#include <fcntl.h>
#include <climits>

#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace RpcScope {

Q_LOGGING_CATEGORY(lcStdio, "rpcscope.transport.stdio", QtInfoMsg)

namespace {

constexpr int ExitMessageStderrLines = 5;
constexpr qsizetype ExitMessageLineChars = 500;
constexpr int DestructorKillWaitMs = 1000;
/// After SIGKILL, how long a child may take to be reaped before the channel is reported
/// closed anyway (a process stuck in the kernel cannot be waited for forever).
constexpr int KillReapMs = 2000;

/// The process groups of the running children, for killChildGroups() in a signal handler:
/// a fixed table of atomics, as a handler may touch nothing else.
std::array<std::atomic<pid_t>, 64> g_childGroups{};

void rememberGroup(pid_t group)
{
    for (std::atomic<pid_t> &slot : g_childGroups) {
        pid_t empty = 0;
        if (slot.compare_exchange_strong(empty, group))
            return;
    }
}

void forgetGroup(pid_t group)
{
    for (std::atomic<pid_t> &slot : g_childGroups) {
        pid_t expected = group;
        if (slot.compare_exchange_strong(expected, 0))
            return;
    }
}
constexpr int PipeSize = 1024 * 1024;  // Linux's default limit for unprivileged processes
constexpr qsizetype ReadChunk = 64 * 1024;
// Reads per wake-up before other events get their turn; the notifier fires again at once.
constexpr int MaxReadsPerWakeUp = 64;

const QString SecretPrefix = QStringLiteral("RPCSCOPE_SECRET_");

QString signalName(int signal)
{
    switch (signal) {
    case SIGABRT: return QStringLiteral("SIGABRT");
    case SIGSEGV: return QStringLiteral("SIGSEGV");
    case SIGBUS: return QStringLiteral("SIGBUS");
    case SIGFPE: return QStringLiteral("SIGFPE");
    case SIGILL: return QStringLiteral("SIGILL");
    case SIGPIPE: return QStringLiteral("SIGPIPE");
    case SIGINT: return QStringLiteral("SIGINT");
    case SIGHUP: return QStringLiteral("SIGHUP");
    case SIGKILL: return QStringLiteral("SIGKILL");
    case SIGTERM: return QStringLiteral("SIGTERM");
    default: return {};
    }
}

qint64 nowEpochMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

void closeFd(int &fd)
{
    if (fd >= 0)
        ::close(fd);  // not retried on EINTR: on Linux the descriptor is gone either way
    fd = -1;
}

/// The notifier may be the sender of the signal being handled: it goes later, disabled now.
void dropNotifier(QSocketNotifier *&notifier)
{
    if (!notifier)
        return;
    notifier->setEnabled(false);
    notifier->disconnect();
    notifier->deleteLater();
    notifier = nullptr;
}

/// A write to a pipe whose reader is gone must fail with EPIPE, not kill this process:
/// SIGPIPE is ignored from now on, exactly as QProcess does before its first write. True
/// when it was not ignored before: the children then get the default action back, as exec
/// would have given them (an ignored signal stays ignored across exec, a handler does not).
bool ignoreSigpipe()
{
    static const bool wasNotIgnored = [] {
        struct sigaction action = {};
        struct sigaction previous = {};
        action.sa_handler = SIG_IGN;
        ::sigaction(SIGPIPE, &action, &previous);
        return (previous.sa_flags & SA_SIGINFO) || previous.sa_handler != SIG_IGN;
    }();
    return wasNotIgnored;
}

} // namespace

StdioTransport::StdioTransport(QObject *parent)
    : Transport(parent)
    , m_framer(Framer::create(m_framing, m_maxMessageSize))
    , m_shutdownTimer(this)
    , m_writeErrorTimer(this)
    , m_writtenTimer(this)
    , m_drainTimer(this)
{
    m_drainTimer.setInterval(5);
    connect(&m_drainTimer, &QTimer::timeout, this, &StdioTransport::closeStdinOnceRead);
    m_clock.start();
    m_shutdownTimer.setSingleShot(true);
    m_shutdownTimer.setTimerType(Qt::PreciseTimer);  // a coarse timer may fire 5% early
    connect(&m_shutdownTimer, &QTimer::timeout, this, &StdioTransport::onShutdownTimer);
    m_writeErrorTimer.setSingleShot(true);
    connect(&m_writeErrorTimer, &QTimer::timeout, this, &StdioTransport::onWriteErrorTimer);
    m_writtenTimer.setSingleShot(true);
    m_writtenTimer.setInterval(0);
    connect(&m_writtenTimer, &QTimer::timeout, this, &StdioTransport::emitWritten);
}

StdioTransport::~StdioTransport()
{
    closePipes();
    if (!m_process)
        return;
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning) {
        // No polite steps here: the owner asked for close() if it wanted them. After SIGKILL
        // the wait is short; it spares QProcess's own, much longer, wait and its warning.
        signalGroup(SIGKILL);
        m_process->kill();
        m_process->waitForFinished(DestructorKillWaitMs);
    }
    if (m_group > 0) {
        forgetGroup(m_group);
        ::kill(-m_group, SIGKILL);   // what the child left behind in its group
    }
}

bool StdioTransport::setCommandLine(const QString &commandLine, QString *error)
{
    QString problem;
    const QStringList words = CommandLine::split(commandLine, &problem);
    if (problem.isEmpty() && words.isEmpty())
        problem = tr("The command line is empty: it names no program to start.");
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    setProgram(words.first(), words.mid(1));
    if (error)
        error->clear();
    return true;
}

void StdioTransport::setProgram(const QString &program, const QStringList &arguments)
{
    m_program = program;
    m_arguments = arguments;
}

void StdioTransport::setFraming(Framing framing)
{
    m_framing = framing;
    if (!m_process)
        m_framer = Framer::create(m_framing, m_maxMessageSize);
}

void StdioTransport::setMaxMessageSize(qsizetype bytes)
{
    m_maxMessageSize = qMax<qsizetype>(1, bytes);
    m_framer->setMaxMessageSize(m_maxMessageSize);
}

QString StdioTransport::endpoint() const
{
    return QStringLiteral("stdio:") + commandText();
}

QString StdioTransport::commandText() const
{
    if (m_program.isEmpty())
        return {};
    return CommandLine::join(QStringList{m_program} + m_arguments);
}

StdioTransport::State StdioTransport::state() const
{
    if (!m_process)
        return State::NotRunning;
    return m_shutdown == Shutdown::None ? State::Running : State::Closing;
}

qint64 StdioTransport::processId() const
{
    return m_process && m_running ? m_process->processId() : 0;
}

QProcessEnvironment StdioTransport::childEnvironment(const QProcessEnvironment &base,
                                                     const QProcessEnvironment &extra)
{
    QProcessEnvironment environment = base;
    const QStringList names = environment.keys();
    for (const QString &name : names) {
        if (name.startsWith(SecretPrefix, Qt::CaseInsensitive))
            environment.remove(name);
    }
    // Variables the user configured for this endpoint are not inherited: they pass as set.
    environment.insert(extra);
    return environment;
}

void StdioTransport::start()
{
    if (!m_process)
        startProcess();
}

void StdioTransport::startProcess()
{
    if (m_starts > 0)
        emit diagnostic(tr("Starting the server process again: %1").arg(commandText()));
    ++m_starts;

    m_framer = Framer::create(m_framing, m_maxMessageSize);
    m_partialSinceEpochMs = 0;
    m_unreadAtExit = 0;
    m_running = false;
    m_stdinBroken = false;
    m_queuedBytes = 0;
    m_writtenBytes = 0;
    m_closeStdinWhenFlushed = false;
    m_stderrPartial.clear();
    m_stderrSkipping = false;
    m_stderrTail.clear();
    m_shutdown = Shutdown::None;
    m_lastExit = {};

    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    // The child's stdin and stdout are our own pipes (see openPipes()); QProcess gives it
    // /dev/null there, which the child modifier replaces before the program runs.
    m_process->setStandardInputFile(QProcess::nullDevice());
    m_process->setStandardOutputFile(QProcess::nullDevice());
    m_process->setProgram(m_program);
    m_process->setArguments(m_arguments);
    if (!m_workingDirectory.isEmpty())
        m_process->setWorkingDirectory(m_workingDirectory);
    m_process->setProcessEnvironment(
        childEnvironment(QProcessEnvironment::systemEnvironment(), m_extraEnvironment));

    connect(m_process, &QProcess::started, this, &StdioTransport::onStarted);
    connect(m_process, &QProcess::readyReadStandardError, this, &StdioTransport::onStandardError);
    connect(m_process, &QProcess::errorOccurred, this, &StdioTransport::onErrorOccurred);
    connect(m_process, &QProcess::finished, this, &StdioTransport::onFinished);

    if (!openPipes()) {
        const int error = errno;
        // Reported like any failure to start: after send() has returned its ticket.
        const QString message = tr("Could not start '%1': could not create its pipes (%2).")
                                    .arg(m_program, qt_error_string(error));
        const QPointer<QProcess> process(m_process);
        QMetaObject::invokeMethod(this, [this, process, message] {
            if (process && process == m_process)
                processGone(TransportError{TransportError::Kind::ProcessFailedToStart, message});
        }, Qt::QueuedConnection);
        return;
    }

    const int childStdin = m_childStdinFd;
    const int childStdout = m_childStdoutFd;
    const bool restoreSigpipe = ignoreSigpipe();
    // Runs in the child between fork and exec (dup2, sigaction and fcntl are
    // async-signal-safe). dup2 clears close-on-exec on the copies only, so of our pipes the
    // child keeps exactly fds 0 and 1.
    const pid_t parent = ::getpid();
    m_process->setChildProcessModifier([childStdin, childStdout, restoreSigpipe, parent] {
        // A process group of its own: close() signals the whole group, so nothing the server
        // started (a shell's children, a language server's workers) outlives the session.
        ::setpgid(0, 0);
        // And if this process dies without a word (a crash, SIGKILL), the child is told too.
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (::getppid() != parent)
            ::_exit(127);   // the parent died before the line above: nobody is listening
        ::dup2(childStdin, STDIN_FILENO);
        ::dup2(childStdout, STDOUT_FILENO);
        if (restoreSigpipe) {
            // An ignored signal stays ignored across exec: give the child the default back.
            struct sigaction action = {};
            action.sa_handler = SIG_DFL;
            ::sigaction(SIGPIPE, &action, nullptr);
        }
#ifdef F_SETPIPE_SZ
        // Bigger pipes mean fewer wake-ups per large message; small ones are unaffected.
        // Best effort: the system may refuse, and nothing depends on it.
        ::fcntl(STDIN_FILENO, F_SETPIPE_SZ, PipeSize);
        ::fcntl(STDOUT_FILENO, F_SETPIPE_SZ, PipeSize);
#endif
    });

    qCDebug(lcStdio) << "starting" << m_program << m_arguments;
    // On Unix a failure to execute is reported later through errorOccurred(FailedToStart),
    // never from inside start(), so send() can queue its write right after this call.
    m_process->start(QIODevice::ReadOnly);  // QProcess reads stderr only
    // start() has forked (or failed for good): the child's ends must not stay open here,
    // or the child would never see the end of its input and we never the end of its output.
    closeFd(m_childStdinFd);
    closeFd(m_childStdoutFd);
}

bool StdioTransport::openPipes()
{
    closePipes();  // nothing is open here normally; never leak from an earlier child
    int in[2] = {-1, -1};
    int out[2] = {-1, -1};
    if (::pipe2(in, O_CLOEXEC) != 0)
        return false;
    if (::pipe2(out, O_CLOEXEC) != 0) {
        const int error = errno;
        ::close(in[0]);
        ::close(in[1]);
        errno = error;
        return false;
    }
    // In a process started with fd 0, 1 or 2 closed, a new pipe may get one of them, which
    // QProcess would overwrite in the child before our modifier runs: move such ends up.
    const auto above2 = [](int fd) {
        if (fd > 2)
            return fd;
        const int moved = ::fcntl(fd, F_DUPFD_CLOEXEC, 3);
        if (moved < 0)
            return fd;  // best effort: the usual case never gets here
        ::close(fd);
        return moved;
    };
    m_childStdinFd = above2(in[0]);
    m_stdinFd = above2(in[1]);
    m_stdoutFd = above2(out[0]);
    m_childStdoutFd = above2(out[1]);
    ::fcntl(m_stdinFd, F_SETFL, ::fcntl(m_stdinFd, F_GETFL) | O_NONBLOCK);
    ::fcntl(m_stdoutFd, F_SETFL, ::fcntl(m_stdoutFd, F_GETFL) | O_NONBLOCK);

    m_stdinNotifier = new QSocketNotifier(m_stdinFd, QSocketNotifier::Write, this);
    m_stdinNotifier->setEnabled(false);
    connect(m_stdinNotifier, &QSocketNotifier::activated, this, &StdioTransport::onStdinWritable);
    m_stdoutNotifier = new QSocketNotifier(m_stdoutFd, QSocketNotifier::Read, this);
    m_stdoutNotifier->setEnabled(!m_outputPaused);
    connect(m_stdoutNotifier, &QSocketNotifier::activated, this, &StdioTransport::onStandardOutput);
    return true;
}

void StdioTransport::closeStdin()
{
    dropNotifier(m_stdinNotifier);  // before its descriptor goes
    closeFd(m_stdinFd);
    m_stdinQueue.clear();
    m_stdinQueueOffset = 0;
    m_closeStdinWhenFlushed = false;
}

void StdioTransport::closePipes()
{
    closeStdin();
    dropNotifier(m_stdoutNotifier);
    closeFd(m_stdoutFd);
    closeFd(m_childStdinFd);
    closeFd(m_childStdoutFd);
}

quint64 StdioTransport::send(const QByteArray &payload, const SendOptions &options)
{
    Q_UNUSED(options) // headers and streaming are HTTP choices

    PendingWrite write;
    write.ticket = m_nextTicket++;
    write.startedNs = m_clock.nsecsElapsed();
    write.startedEpochMs = nowEpochMs();

    const auto fail = [&](TransportError::Kind kind, const QString &message) {
        TransportReply reply = replyFor(write);
        reply.timings.totalMs = 0;
        reply.error = TransportError{kind, message};
        replyLater(reply);
        return write.ticket;
    };

    if (m_program.isEmpty()) {
        return fail(TransportError::Kind::ProcessFailedToStart,
                    tr("There is no program to start: the command line is empty."));
    }
    if (m_shutdown != Shutdown::None) {
        return fail(TransportError::Kind::WriteFailed,
                    tr("The message was not sent: the server process is being closed."));
    }
    if (m_stdinBroken) {
        return fail(TransportError::Kind::WriteFailed,
                    tr("The message was not sent: the server process no longer reads its input."));
    }

    QString problem;
    // A framer is always there: it is replaced for each child but never reset to null.
    std::optional<QByteArray> framed = m_framer->encode(payload, &problem);
    if (!framed)
        return fail(TransportError::Kind::Unsupported, problem);

    if (!m_process)
        startProcess();
    // The pipes exist once start() has forked: that is when the channel is open. The write
    // may well complete before the child has executed its program.
    write.connectedMs = (m_clock.nsecsElapsed() - write.startedNs) / 1000000;
    write.bytes = framed->size();
    m_queuedBytes += write.bytes;
    write.endOffset = m_queuedBytes;
    m_writes.push_back(write);
    writeOut(*framed);
    return write.ticket;
}

bool StdioTransport::writeRaw(const QByteArray &bytes)
{
    if (m_program.isEmpty() || m_shutdown != Shutdown::None || m_stdinBroken)
        return false;
    if (!m_process)
        startProcess();
    m_queuedBytes += bytes.size();
    writeOut(bytes);
    return true;
}

void StdioTransport::writeOut(const QByteArray &bytes)
{
    if (!m_stdinQueue.empty() || !m_running || m_stdinFd < 0) {
        // Behind bytes still waiting, or before the child runs: a program that fails to
        // start must fail these writes, not break its pipe under them (and if the pipes
        // could not be made, the start failure answers this write).
        m_stdinQueue.push_back(bytes);
        return;
    }
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t written = ::write(m_stdinFd, bytes.constData() + done, size_t(bytes.size() - done));
        if (written > 0) {
            done += written;
            continue;
        }
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
            m_writtenBytes += done;
            postWritten();
            stdinWriteFailed(errno);
            return;
        }
        break;  // the pipe is full: the rest waits for the child to read
    }
    m_writtenBytes += done;
    if (done < bytes.size()) {
        m_stdinQueue.push_back(bytes);
        m_stdinQueueOffset = done;
        m_stdinNotifier->setEnabled(true);
    }
    postWritten();
}

void StdioTransport::onStdinWritable()
{
    flushStdin();
}

void StdioTransport::flushStdin()
{
    while (!m_stdinQueue.empty()) {
        // (called only while m_stdinFd is open: closeStdin() empties the queue)
        const QByteArray &front = m_stdinQueue.front();
        const ssize_t written = ::write(m_stdinFd, front.constData() + m_stdinQueueOffset,
                                        size_t(front.size() - m_stdinQueueOffset));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                break;
            postWritten();
            stdinWriteFailed(errno);
            return;
        }
        m_writtenBytes += written;
        m_stdinQueueOffset += written;
        if (m_stdinQueueOffset == front.size()) {
            m_stdinQueue.pop_front();
            m_stdinQueueOffset = 0;
        }
    }
    postWritten();
    m_stdinNotifier->setEnabled(!m_stdinQueue.empty());
    if (m_stdinQueue.empty() && m_closeStdinWhenFlushed)
        closeStdinOnceRead();
    else if (m_stdinQueue.empty())
        emit inputFlushed();
}

qint64 StdioTransport::unreadInPipe() const
{
    int bytes = 0;
    if (m_stdinFd < 0 || ::ioctl(m_stdinFd, FIONREAD, &bytes) != 0)
        return 0;
    return bytes;
}

void StdioTransport::closeStdinOnceRead()
{
    // The end of input goes once the child has read what came before it: a child that exits
    // meanwhile leaves the bytes in the pipe, and that is then known (unreadAtEnd()).
    m_closeStdinWhenFlushed = false;
    if (m_stdinFd >= 0 && unreadInPipe() > 0 && m_shutdown == Shutdown::AwaitingExit) {
        if (!m_drainTimer.isActive())
            m_drainTimer.start();
        return;
    }
    m_drainTimer.stop();
    closeStdin();
}

void StdioTransport::stdinWriteFailed(int error)
{
    // Nothing queued will reach the child now. Usually it has just exited; its exit status
    // explains more than "broken pipe", so the pending writes wait a moment for finished()
    // before failing.
    closeStdin();
    m_stdinBroken = true;
    m_writeError = qt_error_string(error);
    m_writeErrorTimer.start(WriteErrorGraceMs);
}

void StdioTransport::postWritten()
{
    // Bytes in the pipe before the child has executed its program are not sent yet: a
    // program that fails to start never reads them.
    if (m_writtenTimer.isActive() || !m_running || m_writes.empty()
        || m_writes.front().endOffset > m_writtenBytes) {
        return;
    }
    // replied() must not arrive before the caller holds the ticket send() returns, so
    // writes finished inside send() are answered from the event loop, all in one go (or
    // just before the child's next output, should that come first).
    m_writtenTimer.start();
}

void StdioTransport::abort(quint64 ticket, const TransportError &why)
{
    if (const auto it = m_deferred.find(ticket); it != m_deferred.end()) {
        TransportReply reply = it.value();
        m_deferred.erase(it);
        reply.error = why;
        emit replied(ticket, reply);
        return;
    }
    for (PendingWrite &write : m_writes) {
        if (write.ticket == ticket && !write.aborted) {
            // The bytes may already be with the child; they stay queued so the stream keeps
            // its framing, but this send is answered now.
            write.aborted = true;
            TransportReply reply = replyFor(write);
            reply.error = why;
            emit replied(ticket, reply);
            return;
        }
    }
}

void StdioTransport::close()
{
    if (!m_process || m_shutdown != Shutdown::None)
        return;
    qCDebug(lcStdio) << "closing: end of input";
    m_shutdown = Shutdown::AwaitingExit;
    // Polite first: a server that reads to the end of its input exits on its own. Bytes
    // still queued for it go first, as QProcess::closeWriteChannel() would do.
    if (m_stdinQueue.empty())
        closeStdinOnceRead();
    else
        m_closeStdinWhenFlushed = true;
    m_shutdownTimer.start(m_shutdownGraceMs);
}

void StdioTransport::terminate()
{
    if (!m_process || m_shutdown == Shutdown::Terminating || m_shutdown == Shutdown::Killing)
        return;
    qCDebug(lcStdio) << "terminating";
    m_drainTimer.stop();
    m_shutdown = Shutdown::Terminating;
    signalGroup(SIGTERM);
    m_shutdownTimer.start(m_shutdownGraceMs);
}

void StdioTransport::setOutputPaused(bool paused)
{
    if (m_outputPaused == paused)
        return;
    m_outputPaused = paused;
    if (m_stdoutNotifier)
        m_stdoutNotifier->setEnabled(!paused);
}

void StdioTransport::signalGroup(int signal)
{
    if (m_group > 0)
        ::kill(-m_group, signal);
    else if (m_process && signal == SIGKILL)
        m_process->kill();   // not started yet: it has no group of its own to signal
    else if (m_process)
        m_process->terminate();
}

void StdioTransport::endGroup()
{
    const pid_t group = std::exchange(m_group, 0);
    if (group <= 0)
        return;
    forgetGroup(group);
    // The server is gone; what it left behind in its group (a shell's background jobs) goes
    // too: SIGTERM now, SIGKILL after the grace for what is still there.
    if (::kill(-group, SIGTERM) != 0)
        return;   // nobody left
    QTimer::singleShot(m_shutdownGraceMs, [group] {
        if (::kill(-group, 0) == 0)
            ::kill(-group, SIGKILL);
    });
}

void StdioTransport::killChildGroups()
{
    for (std::atomic<pid_t> &slot : g_childGroups) {
        const pid_t group = slot.load();
        if (group > 0)
            ::kill(-group, SIGKILL);
    }
}

void StdioTransport::onShutdownTimer()
{
    if (!m_process)
        return;
    switch (m_shutdown) {
    case Shutdown::AwaitingExit:
        m_drainTimer.stop();
        closeStdin();   // not read within the grace: the end of input goes anyway
        emit diagnostic(tr("The server process did not exit within %1 ms after its input was "
                           "closed; asking it to terminate (SIGTERM).")
                            .arg(m_shutdownGraceMs));
        m_shutdown = Shutdown::Terminating;
        signalGroup(SIGTERM);
        m_shutdownTimer.start(m_shutdownGraceMs);
        break;
    case Shutdown::Terminating:
        emit diagnostic(tr("The server process did not exit within %1 ms after SIGTERM; "
                           "killing it (SIGKILL).")
                            .arg(m_shutdownGraceMs));
        m_shutdown = Shutdown::Killing;
        signalGroup(SIGKILL);
        m_shutdownTimer.start(KillReapMs);
        break;
    case Shutdown::Killing:
        processGone(TransportError{TransportError::Kind::Canceled,
                                   tr("The server process did not end after SIGKILL; it is no longer waited for.")});
        break;
    case Shutdown::None:
        break;
    }
}

void StdioTransport::onWriteErrorTimer()
{
    failWrites(TransportError{TransportError::Kind::WriteFailed,
                              tr("Could not write to the server process: it no longer reads its "
                                 "input (%1).")
                                  .arg(m_writeError)},
               m_running);
}

void StdioTransport::onStarted()
{
    m_running = true;
    // The child made itself the leader of its own group before it executed its program.
    m_group = pid_t(m_process->processId());
    rememberGroup(m_group);
    qCDebug(lcStdio) << "started, pid" << m_process->processId();
    const QPointer<StdioTransport> alive(this);
    emit started(m_process->processId());
    if (alive && m_process && m_stdinFd >= 0)
        flushStdin();  // what was sent before the child ran
}

void StdioTransport::onStandardOutput()
{
    // A request's replied() comes before its answer, which RpcClient only matches to a
    // request known to be written.
    if (m_writtenTimer.isActive()) {
        const QPointer<StdioTransport> alive(this);
        emitWritten();
        if (!alive || !m_process)
            return;
    }
    if (readStdout())
        deliverMessages();
}

bool StdioTransport::readStdout(bool drain)
{
    if (m_stdoutFd < 0)
        return true;
    if (m_readBuffer.isEmpty())
        m_readBuffer = QByteArray(ReadChunk, Qt::Uninitialized);
    for (int reads = 0; reads < MaxReadsPerWakeUp; ++reads) {
        const ssize_t got = ::read(m_stdoutFd, m_readBuffer.data(), size_t(m_readBuffer.size()));
        if (got > 0) {
            // A message that starts in this read began now; one held in part, earlier.
            if (m_framer->bufferedBytes() == 0 && m_partialSinceEpochMs == 0)
                m_partialSinceEpochMs = nowEpochMs();
            // A copy of exactly what arrived: the buffer is reused, and a small message
            // should not hold a whole chunk.
            QByteArray bytes(m_readBuffer.constData(), got);
            if (m_passThrough) {
                const QPointer<StdioTransport> alive(this);
                emit outputRead(bytes);
                if (!alive || m_stdoutFd < 0 || (m_outputPaused && !drain))
                    return !alive.isNull();   // gone, or paused by the reader
                if (got < m_readBuffer.size())
                    return true;
                continue;
            }
            m_framer->push(std::move(bytes));
            if (got < m_readBuffer.size())
                return true;  // the pipe is empty; saves a read that would only say EAGAIN
            continue;
        }
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return true;
        const int error = got < 0 ? errno : 0;
        // End of the output (or an error that will not pass): its exit follows from QProcess.
        dropNotifier(m_stdoutNotifier);
        closeFd(m_stdoutFd);
        if (error != 0) {
            const QPointer<StdioTransport> alive(this);
            emit diagnostic(tr("Could not read the output of the server process: %1")
                                .arg(qt_error_string(error)));
            return !alive.isNull();
        }
        return true;
    }
    return true;  // more is waiting: the notifier fires again after other events
}

void StdioTransport::deliverMessages()
{
    // All messages of one read arrived together: one clock reading serves them all.
    const qint64 epochMs = nowEpochMs();
    const QPointer<StdioTransport> alive(this);
    Framer *framer = m_framer.get();
    qint64 started = m_partialSinceEpochMs > 0 ? m_partialSinceEpochMs : epochMs;
    for (;;) {
        std::optional<QByteArray> message = framer->takeNext();
        const QStringList errors = framer->takeErrors();
        for (const QString &error : errors) {
            emit diagnostic(error);
            if (!alive || framer != m_framer.get())
                return;
        }
        for (const auto &[id, text] : framer->takeFindings()) {
            emit streamFinding(id, text);
            if (!alive || framer != m_framer.get())
                return;
        }
        if (!message)
            break;
        setMessageStarted(started);
        emit messageReceived(*message, epochMs);
        if (!alive || framer != m_framer.get())
            return;
        started = epochMs;   // the next one began in the read that ended this one
    }
    m_partialSinceEpochMs = framer->bufferedBytes() > 0 ? started : 0;
}

void StdioTransport::onStandardError()
{
    stderrBytes(m_process->readAllStandardError());
}

void StdioTransport::stderrBytes(const QByteArray &bytes)
{
    if (m_passThrough) {
        if (!bytes.isEmpty())
            emit errorOutputRead(bytes);
        return;
    }
    qsizetype from = 0;
    while (from < bytes.size()) {
        const qsizetype newline = bytes.indexOf('\n', from);
        const qsizetype end = newline < 0 ? bytes.size() : newline;
        const QByteArrayView piece = QByteArrayView(bytes).sliced(from, end - from);
        from = newline < 0 ? bytes.size() : newline + 1;
        if (m_stderrSkipping) {
            // The rest of a line already shown cut at the cap.
            if (newline >= 0)
                m_stderrSkipping = false;
            continue;
        }
        if (newline < 0) {
            if (m_stderrPartial.size() + piece.size() > MaxStderrLineSize) {
                m_stderrPartial.append(piece.first(MaxStderrLineSize - m_stderrPartial.size()));
                stderrLine(m_stderrPartial, true);
                m_stderrPartial.clear();
                m_stderrSkipping = true;
            } else {
                m_stderrPartial.append(piece);
            }
            continue;
        }
        const bool truncated = m_stderrPartial.size() + piece.size() > MaxStderrLineSize;
        const QByteArrayView kept = piece.first(qMin(piece.size(), MaxStderrLineSize - m_stderrPartial.size()));
        if (m_stderrPartial.isEmpty()) {
            stderrLine(kept, truncated);
        } else {
            m_stderrPartial.append(kept);
            stderrLine(m_stderrPartial, truncated);
            m_stderrPartial.clear();
        }
    }
}

void StdioTransport::stderrLine(QByteArrayView line, bool truncated)
{
    if (line.endsWith('\r'))
        line.chop(1);
    QString text = QString::fromUtf8(line);
    if (truncated)
        text += tr(" [line cut at %1 KiB]").arg(MaxStderrLineSize / 1024);
    if (!text.trimmed().isEmpty()) {
        m_stderrTail.append(text);
        if (m_stderrTail.size() > StderrTailLines)
            m_stderrTail.removeFirst();
    }
    emit diagnostic(text);
}

void StdioTransport::emitWritten()
{
    m_writtenTimer.stop();
    const QPointer<StdioTransport> alive(this);
    while (!m_writes.empty() && m_writes.front().endOffset <= m_writtenBytes) {
        const PendingWrite write = m_writes.front();
        m_writes.pop_front();
        if (write.aborted)
            continue;
        emit replied(write.ticket, replyFor(write));
        if (!alive)
            return;
    }
}

TransportReply StdioTransport::replyFor(const PendingWrite &write) const
{
    TransportReply reply;
    reply.ticket = write.ticket;
    reply.timings.startedEpochMs = write.startedEpochMs;
    reply.timings.connectedMs = write.connectedMs;
    const qint64 elapsedMs = (m_clock.nsecsElapsed() - write.startedNs) / 1000000;
    reply.timings.sentMs = elapsedMs;
    reply.timings.totalMs = elapsedMs;
    reply.bytesSent = write.bytes;
    return reply;
}

void StdioTransport::onErrorOccurred(QProcess::ProcessError error)
{
    switch (error) {
    case QProcess::FailedToStart:
        // No finished() follows a failure to start.
        processGone(TransportError{TransportError::Kind::ProcessFailedToStart, startFailureMessage()});
        break;
    case QProcess::WriteError:  // QProcess writes nothing: stdin is ours (stdinWriteFailed())
    case QProcess::Crashed:
        break; // finished() follows and says how
    case QProcess::Timedout:
    case QProcess::ReadError:
    case QProcess::UnknownError:
        emit diagnostic(tr("The server process reported an error: %1").arg(m_process->errorString()));
        break;
    }
}

void StdioTransport::onFinished(int exitCode, QProcess::ExitStatus status)
{
    // What the child wrote just before it ended belongs before the news of its end.
    if (m_writtenTimer.isActive()) {
        const QPointer<StdioTransport> alive(this);
        emitWritten();
        if (!alive || !m_process)
            return;
    }
    if (!readStdout(true))
        return;
    deliverMessages();
    if (!m_process)
        return;
    stderrBytes(m_process->readAllStandardError());
    if (!m_stderrPartial.isEmpty()) {
        stderrLine(m_stderrPartial, false);
        m_stderrPartial.clear();
    }
    if (!m_process)
        return;

    m_lastExit = ExitStatus{true, exitCode, status == QProcess::CrashExit};
    if (const qint64 unread = unreadInPipe(); unread > 0) {
        m_unreadAtExit = unread;
        const QPointer<StdioTransport> alive(this);
        emit diagnostic(tr("The server process exited without reading the last %n byte(s) sent to it.", nullptr,
                           int(qMin<qint64>(unread, INT_MAX))));
        if (!alive || !m_process)
            return;
    }
    const TransportError why = m_shutdown == Shutdown::None
        ? TransportError{TransportError::Kind::ProcessExited, exitMessage(exitCode, status)}
        : TransportError{TransportError::Kind::Canceled, closedMessage(exitCode, status)};
    processGone(why);
}

void StdioTransport::processGone(const TransportError &why)
{
    qCDebug(lcStdio) << "process gone:" << why.message;
    endGroup();
    QProcess *process = std::exchange(m_process, nullptr);
    process->disconnect(this);
    process->deleteLater();
    closePipes();
    m_drainTimer.stop();
    m_shutdownTimer.stop();
    m_writeErrorTimer.stop();
    m_writtenTimer.stop();  // failWrites() answers every write
    m_shutdown = Shutdown::None;
    const bool ran = std::exchange(m_running, false);

    const QPointer<StdioTransport> alive(this);
    failWrites(why, ran);
    if (!alive)
        return;
    emit channelClosed(why);
}

void StdioTransport::failWrites(const TransportError &why, bool childRan)
{
    const QPointer<StdioTransport> alive(this);
    std::deque<PendingWrite> writes;
    writes.swap(m_writes);
    const qint64 written = m_writtenBytes;
    m_writtenBytes = m_queuedBytes;
    for (const PendingWrite &write : writes) {
        if (write.aborted)
            continue;
        TransportReply reply = replyFor(write);
        // A message the child got whole was sent, whatever happens after it.
        if (!childRan || write.endOffset > written)
            reply.error = why;
        emit replied(write.ticket, reply);
        if (!alive)
            return;
    }
}

void StdioTransport::replyLater(const TransportReply &reply)
{
    // replied() must not arrive before the caller holds the ticket send() returns.
    m_deferred.insert(reply.ticket, reply);
    const quint64 ticket = reply.ticket;
    QMetaObject::invokeMethod(this, [this, ticket] {
        const auto it = m_deferred.find(ticket);
        if (it == m_deferred.end())
            return; // aborted meanwhile
        const TransportReply deferred = it.value();
        m_deferred.erase(it);
        emit replied(ticket, deferred);
    }, Qt::QueuedConnection);
}

QString StdioTransport::startFailureMessage() const
{
    if (!m_workingDirectory.isEmpty() && !QFileInfo(m_workingDirectory).isDir()) {
        return tr("Could not start '%1': the working directory '%2' does not exist.")
            .arg(m_program, m_workingDirectory);
    }
    QString path;
    if (m_program.contains(u'/')) {
        // A relative path is looked up from the child's working directory.
        path = QDir(m_workingDirectory.isEmpty() ? QDir::currentPath() : m_workingDirectory)
                   .filePath(m_program);
    } else {
        path = QStandardPaths::findExecutable(m_program);
        if (path.isEmpty())
            return tr("Could not start '%1': the program was not found.").arg(m_program);
    }
    const QFileInfo info(path);
    if (!info.exists())
        return tr("Could not start '%1': the program was not found.").arg(m_program);
    if (info.isDir())
        return tr("Could not start '%1': it is a directory, not a program.").arg(m_program);
    if (!info.isExecutable())
        return tr("Could not start '%1': permission denied (the file is not executable).").arg(m_program);
    const QString reason = m_process ? m_process->errorString() : QString();
    return tr("Could not start '%1': %2").arg(m_program, reason);
}

QString StdioTransport::exitMessage(int exitCode, QProcess::ExitStatus status) const
{
    QString message;
    if (status == QProcess::NormalExit) {
        message = tr("The server process exited with code %1.").arg(exitCode);
    } else {
        // For a crash, QProcess on Unix gives the signal number as the exit code.
        const QString name = signalName(exitCode);
        const QString signal = name.isEmpty() ? QString::number(exitCode)
                                              : QStringLiteral("%1, %2").arg(exitCode).arg(name);
        if (exitCode == SIGKILL)
            message = tr("The server process was killed (signal %1).").arg(signal);
        else if (exitCode == SIGTERM)
            message = tr("The server process was terminated (signal %1).").arg(signal);
        else
            message = tr("The server process crashed (signal %1).").arg(signal);
    }
    if (!m_stderrTail.isEmpty()) {
        QStringList lines = m_stderrTail.mid(qMax(0, int(m_stderrTail.size()) - ExitMessageStderrLines));
        for (QString &line : lines) {
            if (line.size() > ExitMessageLineChars)
                line = line.left(ExitMessageLineChars) + QChar(0x2026);
        }
        message += u'\n' + tr("Its last lines on stderr:") + u'\n' + lines.join(u'\n');
    }
    return message;
}

QString StdioTransport::closedMessage(int exitCode, QProcess::ExitStatus status) const
{
    switch (m_shutdown) {
    case Shutdown::AwaitingExit:
        if (status == QProcess::NormalExit) {
            return tr("The server process was closed: it exited with code %1 at the end of its input.")
                .arg(exitCode);
        }
        break;
    case Shutdown::Terminating:
        return tr("The server process was closed: it stopped when asked to terminate.");
    case Shutdown::Killing:
        return tr("The server process was closed: it had to be killed after ignoring the end "
                  "of its input and SIGTERM.");
    case Shutdown::None:
        break;
    }
    return exitMessage(exitCode, status);  // ended some other way while closing: say how
}

} // namespace RpcScope
