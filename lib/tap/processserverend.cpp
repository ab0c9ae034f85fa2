#include "lib/tap/processserverend.h"

#include "lib/transport/stdio/stdiotransport.h"

#include <csignal>

namespace RpcScope {

ProcessServerEnd::ProcessServerEnd(const QString &program, const QStringList &arguments, QObject *parent)
    : TapServerEnd(parent)
    , m_process(new StdioTransport(this))
{
    m_process->setPassThrough(true);
    m_process->setProgram(program, arguments);
    connect(m_process, &StdioTransport::outputRead, this, &TapServerEnd::outputRead);
    connect(m_process, &StdioTransport::errorOutputRead, this, &TapServerEnd::errorOutputRead);
    connect(m_process, &StdioTransport::inputFlushed, this, &TapServerEnd::inputFlushed);
    connect(m_process, &Transport::diagnostic, this, &TapServerEnd::diagnostic);
    connect(m_process, &Transport::channelClosed, this, &TapServerEnd::closed);
}

void ProcessServerEnd::setShutdownGrace(int milliseconds)
{
    m_process->setShutdownGrace(milliseconds);
}

QString ProcessServerEnd::endpoint() const
{
    return m_process->endpoint();
}

void ProcessServerEnd::start()
{
    m_process->start();
}

void ProcessServerEnd::writeRaw(const QByteArray &bytes)
{
    m_process->writeRaw(bytes);
}

qint64 ProcessServerEnd::pendingInput() const
{
    return m_process->pendingInput();
}

void ProcessServerEnd::setOutputPaused(bool paused)
{
    m_process->setOutputPaused(paused);
}

void ProcessServerEnd::close()
{
    m_process->close();
}

void ProcessServerEnd::terminate()
{
    m_process->terminate();
}

TapServerEnd::Ending ProcessServerEnd::ending(const TransportError &why) const
{
    Ending ending;
    const StdioTransport::ExitStatus exit = m_process->lastExit();
    if (!exit.known && why.kind == TransportError::Kind::ProcessFailedToStart) {
        ending.said = why.message;   // it never ran: the host sees why on stderr
        ending.exitStatus = 127;
    } else if (!exit.known) {
        ending.said = why.message;
        ending.exitStatus = 128 + SIGKILL;   // it had to be killed and was never reaped
    } else {
        ending.exitStatus = exit.crashed ? 128 + exit.code : exit.code;
    }
    // Whether its end came at the tap's request or not, the requests still open were open
    // when it went.
    ending.why = why.kind == TransportError::Kind::ProcessFailedToStart
        ? why
        : TransportError{TransportError::Kind::ProcessExited, why.message};
    return ending;
}

} // namespace RpcScope
