#include "app/cli/tapcommand.h"
#include "app/common/terminationsignals.h"

#include "lib/rpc/exchangereport.h"
#include "lib/session/sessionrecorder.h"
#include "lib/tap/stdiotap.h"

#include <cstdio>
#include <unistd.h>

namespace RpcScope {

TapCommand::TapCommand(QObject *parent)
    : QObject(parent)
{}

TapCommand::~TapCommand() = default;

int TapCommand::start(const Options &options, QString *error)
{
    if (options.command.isEmpty()) {
        *error = tr("tap needs the server's command after --, e.g. rpcscope-cli tap -- node server.js");
        return ExchangeReport::ExitUsage;
    }
    if (!options.recordPath.isEmpty()) {
        m_recorder = new SessionRecorder(this);
        if (!m_recorder->open(options.recordPath)) {
            *error = m_recorder->errorString();
            return ExchangeReport::ExitUsage;
        }
    }
    m_tap = new StdioTap(this);
    m_tap->setCommand(options.command.first(), options.command.mid(1));
    m_tap->setFraming(options.framing);
    m_tap->setShutdownGrace(options.graceMs);
    m_tap->setRecorder(m_recorder);
    connect(m_tap, &StdioTap::problem, this, [](const QString &text) {
        // Beside the server's own stderr, which hosts keep in their logs: say whose line it is.
        const QByteArray line = "rpcscope-cli tap: " + text.toUtf8() + '\n';
        std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
        std::fflush(stderr);
    });
    connect(m_tap, &StdioTap::finished, this, [this](int status) {
        if (m_recorder)
            m_recorder->close();
        emit finished(status);
    });
    onTerminationSignal(this, [this] { m_tap->terminate(); });
    m_tap->start(STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO);
    return ExchangeReport::ExitOk;
}

} // namespace RpcScope
