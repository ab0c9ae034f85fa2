#include "app/cli/tapcommand.h"
#include "app/common/terminationsignals.h"

#include "lib/rpc/exchangereport.h"
#include "lib/session/sessionrecorder.h"
#include "lib/tap/httptap.h"
#include "lib/tap/stdiotap.h"
#include "lib/tap/tapcontrolserver.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QUrl>

#include <csignal>
#include <cstdio>
#include <unistd.h>

namespace RpcScope {

TapCommand::TapCommand(QObject *parent)
    : QObject(parent)
{}

TapCommand::~TapCommand() = default;

int TapCommand::start(const Options &options, QString *error)
{
    if (!options.listen.isEmpty() || !options.upstream.isEmpty()) {
        if (!options.command.isEmpty()) {
            *error = tr("tap takes either a command after -- (stdio) or --listen and --upstream (HTTP), not both.");
            return ExchangeReport::ExitUsage;
        }
        return startHttp(options, error);
    }
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
    connect(m_tap, &StdioTap::problem, this, &TapCommand::say);
    // The GUI attaches here to watch, hold and inject (a socket only this user can reach).
    m_control = new TapControlServer(m_tap, this);
    m_control->setDescription({{QStringLiteral("command"), QJsonArray::fromStringList(options.command)},
                               {QStringLiteral("record"), options.recordPath}});
    QString controlError;
    if (!m_control->listen(&controlError))
        say(tr("No control socket for the GUI: %1").arg(controlError));
    connect(m_tap, &StdioTap::finished, this, [this](int status) {
        if (m_recorder)
            m_recorder->close();
        m_control->finish(status);
        emit finished(status);
    });
    onTerminationSignal(this, [this] { m_tap->terminate(); });
    m_tap->start(STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO);
    return ExchangeReport::ExitOk;
}

int TapCommand::startHttp(const Options &options, QString *error)
{
    const qsizetype colon = options.listen.lastIndexOf(u':');
    bool portOk = false;
    const uint port = colon > 0 ? options.listen.mid(colon + 1).toUInt(&portOk) : 0;
    QString host = colon > 0 ? options.listen.left(colon) : QString();
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    const QHostAddress address(host == u"localhost" ? QStringLiteral("127.0.0.1") : host);
    if (!portOk || port > 65535 || address.isNull()) {
        *error = tr("--listen takes a loopback address and a port, e.g. 127.0.0.1:8099, not \"%1\".").arg(options.listen);
        return ExchangeReport::ExitUsage;
    }
    // The tap listens on this machine only: nobody else may reach the traffic it carries.
    if (!address.isLoopback()) {
        *error = tr("The tap listens on loopback only (127.0.0.1 or ::1), not on %1.").arg(host);
        return ExchangeReport::ExitUsage;
    }
    const QUrl upstream(options.upstream, QUrl::StrictMode);
    if (!upstream.isValid() || upstream.scheme() != u"http" || upstream.host().isEmpty()) {
        *error = upstream.scheme() == u"https"
            ? tr("The HTTP tap reaches http:// upstreams only so far, not %1.").arg(options.upstream)
            : tr("--upstream takes the server's http:// URL, not \"%1\".").arg(options.upstream);
        return ExchangeReport::ExitUsage;
    }
    if (!options.recordPath.isEmpty()) {
        m_recorder = new SessionRecorder(this);
        if (!m_recorder->open(options.recordPath)) {
            *error = m_recorder->errorString();
            return ExchangeReport::ExitUsage;
        }
    }
    m_httpTap = new HttpTap(upstream, this);
    m_httpTap->setRecorder(m_recorder);
    connect(m_httpTap, &HttpTap::problem, this, &TapCommand::say);
    if (!m_httpTap->listen(address, quint16(port))) {
        *error = tr("Cannot listen on %1: %2").arg(options.listen, m_httpTap->errorString());
        return ExchangeReport::ExitTransport;
    }
    onTerminationSignal(this, [this] {
        if (m_recorder)
            m_recorder->close();
        emit finished(ExchangeReport::ExitOk);
    });
    // A client that goes away must not end the tap with SIGPIPE; the write reports it.
    std::signal(SIGPIPE, SIG_IGN);
    // The one line scripts and tests wait for; machine-read, so never translated.
    const QByteArray line = "listening on " + m_httpTap->url().toString().toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fflush(stdout);
    return ExchangeReport::ExitOk;
}

void TapCommand::say(const QString &text)
{
    // Beside the server's own stderr, which hosts keep in their logs: say whose line it is.
    const QByteArray line = "rpcscope-cli tap: " + text.toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    std::fflush(stderr);
}

} // namespace RpcScope
