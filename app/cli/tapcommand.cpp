#include "app/cli/tapcommand.h"
#include "app/common/terminationsignals.h"

#include "lib/rpc/exchangereport.h"
#include "lib/session/sessionrecorder.h"
#include "lib/tap/httptap.h"
#include "lib/tap/processserverend.h"
#include "lib/tap/sockettap.h"
#include "lib/tap/streamtap.h"
#include "lib/tap/tapcontrolserver.h"
#include "lib/transport/socket/socketlistener.h"

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
            *error = tr("tap takes either a command after -- (stdio) or --listen and --upstream (HTTP or a socket), not both.");
            return ExchangeReport::ExitUsage;
        }
        if (SocketAddress::isAddress(options.upstream) || options.listen.startsWith(u"unix:", Qt::CaseInsensitive))
            return startSocket(options, error);
        return startHttp(options, error);
    }
    if (options.command.isEmpty()) {
        *error = tr("tap needs the server's command after --, e.g. rpcscope-cli tap -- node server.js");
        return ExchangeReport::ExitUsage;
    }
    if (!openRecording(options, error))
        return ExchangeReport::ExitUsage;
    auto *server = new ProcessServerEnd(options.command.first(), options.command.mid(1));
    server->setShutdownGrace(options.graceMs);
    m_tap = new StreamTap(server, this);
    m_tap->setFraming(options.framing);
    m_tap->setRecorder(m_recorder);
    connect(m_tap, &StreamTap::problem, this, &TapCommand::say);
    // The GUI attaches here to watch, hold and inject (a socket only this user can reach).
    m_control = new TapControlServer(m_tap, this);
    m_control->setDescription({{QStringLiteral("command"), QJsonArray::fromStringList(options.command)},
                               {QStringLiteral("record"), options.recordPath}});
    QString controlError;
    if (!m_control->listen(&controlError))
        say(tr("No control socket for the GUI: %1").arg(controlError));
    connect(m_tap, &StreamTap::finished, this, [this](int status) {
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
    const std::optional<SocketAddress> listen = SocketListener::parseListenAddress(options.listen, error);
    if (!listen)
        return ExchangeReport::ExitUsage;
    const QUrl upstream(options.upstream, QUrl::StrictMode);
    if (!upstream.isValid() || (upstream.scheme() != u"http" && upstream.scheme() != u"https") || upstream.host().isEmpty()) {
        *error = tr("--upstream takes the server's http:// or https:// URL, tcp://HOST:PORT, tls+tcp://HOST:PORT or "
                    "unix:PATH, not \"%1\".")
                     .arg(options.upstream);
        return ExchangeReport::ExitUsage;
    }
    if (!openRecording(options, error))
        return ExchangeReport::ExitUsage;
    m_httpTap = new HttpTap(HttpTapUpstream{upstream, options.tls, options.insecure}, this);
    m_httpTap->setRecorder(m_recorder);
    connect(m_httpTap, &HttpTap::problem, this, &TapCommand::say);
    if (!m_httpTap->listen(QHostAddress(listen->host), listen->port)) {
        *error = tr("Cannot listen on %1: %2").arg(options.listen, m_httpTap->errorString());
        return ExchangeReport::ExitTransport;
    }
    // The GUI attaches here to watch the tap and hold clients' requests.
    m_control = new TapControlServer(m_httpTap, this);
    m_control->setDescription({{QStringLiteral("listen"), m_httpTap->url().toString()},
                               {QStringLiteral("record"), options.recordPath}});
    QString controlError;
    if (!m_control->listen(&controlError))
        say(tr("No control socket for the GUI: %1").arg(controlError));
    onTerminationSignal(this, [this] {
        if (m_recorder)
            m_recorder->close();
        m_control->finish(ExchangeReport::ExitOk);
        emit finished(ExchangeReport::ExitOk);
    });
    // A client that goes away must not end the tap with SIGPIPE; the write reports it.
    std::signal(SIGPIPE, SIG_IGN);
    sayListening(m_httpTap->url().toString());
    return ExchangeReport::ExitOk;
}

int TapCommand::startSocket(const Options &options, QString *error)
{
    QString why;
    const std::optional<SocketAddress> upstream = SocketAddress::parse(options.upstream, &why);
    if (!upstream) {
        *error = tr("--upstream takes tcp://HOST:PORT, tls+tcp://HOST:PORT or unix:PATH when the tap listens on a "
                    "socket: %1")
                     .arg(why);
        return ExchangeReport::ExitUsage;
    }
    const std::optional<SocketAddress> listen = SocketListener::parseListenAddress(options.listen, error);
    if (!listen)
        return ExchangeReport::ExitUsage;
    // A Unix socket lets in whom its file lets in; a loopback port every user of this machine.
    if (upstream->family == SocketAddress::Family::Unix && listen->family != SocketAddress::Family::Unix) {
        *error = tr("A loopback port is open to every user of this machine, %1 only to whom its file lets in: "
                    "listen on unix:PATH instead.")
                     .arg(options.upstream);
        return ExchangeReport::ExitUsage;
    }
    if (!openRecording(options, error))
        return ExchangeReport::ExitUsage;
    m_socketTap = new SocketTap(*upstream, this);
    SocketOptions upstreamOptions;
    upstreamOptions.insecure = options.insecure;
    upstreamOptions.tls = options.tls;
    m_socketTap->setUpstreamOptions(upstreamOptions);
    m_socketTap->setFraming(options.framing);
    m_socketTap->setShutdownGrace(options.graceMs);
    m_socketTap->setRecorder(m_recorder);
    m_socketTap->setControlled({{QStringLiteral("record"), options.recordPath}});
    connect(m_socketTap, &SocketTap::problem, this, &TapCommand::say);
    if (!m_socketTap->listen(*listen, error))
        return ExchangeReport::ExitTransport;
    connect(m_socketTap, &SocketTap::finished, this, [this] {
        if (m_recorder)
            m_recorder->close();
        emit finished(ExchangeReport::ExitOk);
    });
    onTerminationSignal(this, [this] { m_socketTap->close(); });
    // A client that goes away must not end the tap with SIGPIPE; the write reports it.
    std::signal(SIGPIPE, SIG_IGN);
    sayListening(m_socketTap->address());
    return ExchangeReport::ExitOk;
}

bool TapCommand::openRecording(const Options &options, QString *error)
{
    if (options.recordPath.isEmpty())
        return true;
    m_recorder = new SessionRecorder(this);
    // Traffic comes in bursts faster than a write per line allows (bench_tap).
    m_recorder->setCoalescing(true);
    if (m_recorder->open(options.recordPath))
        return true;
    *error = m_recorder->errorString();
    return false;
}

void TapCommand::sayListening(const QString &address)
{
    // Machine-read, so never translated.
    const QByteArray line = "listening on " + address.toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fflush(stdout);
}

void TapCommand::say(const QString &text)
{
    // Beside the server's own stderr, which hosts keep in their logs: say whose line it is.
    const QByteArray line = "rpcscope-cli tap: " + text.toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    std::fflush(stderr);
}

} // namespace RpcScope
