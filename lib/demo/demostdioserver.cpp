#include "lib/demo/demostdioserver.h"

#include "lib/demo/demoendpoint.h"
#include "lib/demo/demomcpservice.h"
#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/transport/stdio/fdwriter.h"

#include <QPointer>
#include <QSocketNotifier>
#include <QTimer>

#include <algorithm>
#include <cerrno>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace RpcScope {

DemoStdioServer::DemoStdioServer(DemoEndpoint *endpoint, QObject *parent)
    : QObject(parent)
    , m_endpoint(endpoint)
{
    if (auto *mcp = qobject_cast<DemoMcpService *>(endpoint))
        connect(mcp, &DemoMcpService::toolListChanged, this, &DemoStdioServer::toolListChanged);
}

DemoStdioServer::~DemoStdioServer()
{
    // Before destroyed() is emitted: whoever closes the descriptor then finds nothing watching
    // it, and its flags are given back while it is still open.
    delete std::exchange(m_notifier, nullptr);
    delete std::exchange(m_writer, nullptr);
}

bool DemoStdioServer::start(int inputFd, int outputFd)
{
    m_input = inputFd;
    // Never blocking: a client of the socket face that reads nothing must not stop the others.
    m_writer = new FdWriter(outputFd, FdWriter::Mode::NonBlocking, this);
    connect(m_writer, &FdWriter::drained, this, [this] {
        if (!m_inputEnded && m_notifier)
            m_notifier->setEnabled(true);   // its answers are read: its requests are again
        finishIfDone();
    });
    connect(m_writer, &FdWriter::failed, this, [this] {
        // The reader went away (EPIPE): nobody is listening any more.
        m_outputClosed = true;
        if (m_notifier)
            m_notifier->setEnabled(false);
        m_inputEnded = true;
        finishIfDone();
    });
    // A notifier rather than a reader thread: poll() reports pipes, terminals and regular
    // files alike, and nothing blocks when the program is asked to quit.
    m_notifier = new QSocketNotifier(qintptr(inputFd), QSocketNotifier::Read, this);
    if (!m_notifier->isValid())
        return false;
    connect(m_notifier, &QSocketNotifier::activated, this, &DemoStdioServer::readInput);
    return true;
}

void DemoStdioServer::readInput()
{
    char chunk[256 * 1024];
    ssize_t count;
    do {
        count = ::read(m_input, chunk, sizeof chunk);
    } while (count < 0 && errno == EINTR);
    if (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        return;
    if (count <= 0) {
        // End of input (or an unreadable descriptor, which ends it just the same).
        m_notifier->setEnabled(false);
        m_inputEnded = true;
        if (!m_discarding && !m_buffer.trimmed().isEmpty())
            handleLine(std::exchange(m_buffer, QByteArray()));
        m_buffer.clear();
        finishIfDone();
        return;
    }
    m_buffer.append(chunk, count);
    takeLines();
}

void DemoStdioServer::takeLines()
{
    qsizetype start = 0;
    for (;;) {
        const qsizetype newline = m_buffer.indexOf('\n', std::max(start, m_scanned));
        if (newline < 0)
            break;
        if (m_discarding) {
            m_discarding = false;
        } else {
            QByteArray line = m_buffer.sliced(start, newline - start);
            if (line.endsWith('\r'))
                line.chop(1);
            if (!line.trimmed().isEmpty())
                handleLine(line);
        }
        start = newline + 1;
        m_scanned = start;
    }
    m_buffer.remove(0, start);
    m_scanned = m_buffer.size();
    if (m_buffer.size() > m_maxLineLength) {
        // Refuse the overlong line once, then skip it up to its newline.
        if (!m_discarding) {
            // Plain English with the plural written out: an answer never depends on the
            // language of whoever runs the server.
            const QString reason = u"a line is longer than %1 %2"_s.arg(
                QString::number(m_maxLineLength), m_maxLineLength == 1 ? u"byte" : u"bytes");
            JsonBuilder data(0);
            data.beginObject().key(u"reason").value(reason).endObject();
            writeLine(DemoEndpoint::response(
                "null",
                DemoOutcome::error(DemoEndpoint::ParseError, u"Parse error"_s, data.text())));
        }
        m_discarding = true;
        m_buffer.clear();
        m_scanned = 0;
    }
}

void DemoStdioServer::handleLine(const QByteArray &line)
{
    // 2026-07-28's subscriptions/listen: acknowledged; the request stays open until the client
    // cancels it or closes the input.
    if (qobject_cast<DemoMcpService *>(m_endpoint)) {
        if (const std::optional<DemoMcpService::Listen> listen = DemoMcpService::listen(line)) {
            writeLine(listen->acknowledgement);
            if (listen->toolsListChanged)
                m_toolListeners.append(listen->id);
            return;
        }
        forgetCancelledListener(line);
    }
    ++m_pending;
    m_endpoint->handle(line, [self = QPointer<DemoStdioServer>(this)](const DemoReply &reply) {
        if (!self)
            return;
        if (!reply.body.isEmpty())
            self->writeLine(reply.body);
        --self->m_pending;
        self->finishIfDone();
    });
}

void DemoStdioServer::forgetCancelledListener(const QByteArray &line)
{
    if (m_toolListeners.isEmpty() || !line.contains("notifications/cancelled"))
        return;
    const JsonDocument doc = JsonDocument::parse(line);
    if (!doc.isValid() || doc.type(0) != JsonDocument::Type::Object || doc.memberString(0, u"method") != u"notifications/cancelled")
        return;
    const int params = doc.member(0, u"params");
    const int id = params >= 0 && doc.type(params) == JsonDocument::Type::Object ? doc.member(params, u"requestId") : -1;
    if (id >= 0)
        m_toolListeners.removeAll(doc.raw(id).toByteArray());
}

void DemoStdioServer::toolListChanged()
{
    for (const QByteArray &id : std::as_const(m_toolListeners))
        writeLine(DemoMcpService::toolListChangedNotification(id));
}

void DemoStdioServer::writeLine(const QByteArray &message)
{
    if (m_outputClosed)
        return;
    // Answers are compact JSON, so the newline is the only one in the line.
    m_writer->write(message + '\n');
    if (m_writer->pending() > MaxUnreadOutput && m_notifier)
        m_notifier->setEnabled(false);   // a client that does not read its answers is not read either
}

void DemoStdioServer::finishIfDone()
{
    if (m_finished || !m_inputEnded)
        return;
    if (!m_outputClosed && m_pending == 0 && m_writer->pending() > 0 && !m_drainDeadline) {
        // Only answers nobody reads are left: they get a grace, then the server goes.
        m_drainDeadline = new QTimer(this);
        m_drainDeadline->setSingleShot(true);
        connect(m_drainDeadline, &QTimer::timeout, this, [this] {
            if (m_writer->pending() < m_pendingAtDeadline) {
                // The reader is still reading, only slowly: the grace counts silence.
                m_pendingAtDeadline = m_writer->pending();
                m_drainDeadline->start(m_drainGraceMs);
                return;
            }
            m_outputClosed = true;
            finishIfDone();
        });
        m_pendingAtDeadline = m_writer->pending();
        m_drainDeadline->start(m_drainGraceMs);
    }
    if (!m_outputClosed && (m_pending > 0 || m_writer->pending() > 0))
        return;
    m_finished = true;
    if (m_drainDeadline)
        m_drainDeadline->stop();
    emit finished();
}

} // namespace RpcScope
