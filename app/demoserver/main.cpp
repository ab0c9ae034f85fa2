#include "app/common/terminationsignals.h"
#include "lib/demo/demoauthorizationserver.h"
#include "lib/demo/demohost.h"
#include "lib/demo/demohttpserver.h"
#include "lib/demo/demomcpservice.h"
#include "lib/demo/demoservice.h"
#include "lib/demo/demosocketserver.h"
#include "lib/demo/demostdioserver.h"
#include "lib/transport/socket/socketlistener.h"
#include "lib/tr.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <csignal>
#include <cstdio>

using namespace Qt::StringLiterals;
using RpcScope::Tr;
using RpcScope::onTerminationSignal;

namespace {

int usageError(const QString &message)
{
    std::fprintf(stderr, "rpcscope-demo-server: %s\n", qUtf8Printable(message));
    std::fprintf(stderr, "%s\n", qUtf8Printable(Tr::tr("Try --help.")));
    return 2;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"rpcscope-demo-server"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(RPCSCOPE_VERSION));
    // A reader that goes away must not kill the server with SIGPIPE; the write reports it.
    std::signal(SIGPIPE, SIG_IGN);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Serves the RpcScope demo endpoints: the plain JSON-RPC API at POST /rpc and "
               "the MCP face at POST /mcp on 127.0.0.1 (the same behind OAuth at /secure/rpc and "
               "/secure/mcp, with the demo's own authorization server), or either one on stdin/stdout or "
               "a socket."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption portOption(
        u"port"_s, Tr::tr("Listen on 127.0.0.1:<port>; 0 picks a free port (the default)."),
        Tr::tr("port"), u"0"_s);
    const QCommandLineOption stdioOption(
        u"stdio"_s, Tr::tr("Serve the plain API as newline-delimited JSON on stdin/stdout."));
    const QCommandLineOption socketOption(
        u"socket"_s,
        Tr::tr("Serve as --stdio does on each connection to a loopback TCP port or a Unix socket: "
               "tcp://127.0.0.1:<port> (0: a free port) or unix:<path>."),
        Tr::tr("address"));
    const QCommandLineOption mcpOption(
        u"mcp"_s, Tr::tr("With --stdio or --socket: serve the MCP face instead of the plain API."));
    const QCommandLineOption variantOption(
        u"variant"_s, Tr::tr("Answer as a newer release would: text.stats also counts sentences "
                             "(to try replay against a changed server)."));
    const QCommandLineOption tokenLifetimeOption(
        u"token-lifetime"_s,
        Tr::tr("How long the access tokens of /secure/rpc and /secure/mcp live, in seconds (default 3600); "
               "short ones show a refresh."),
        Tr::tr("seconds"), u"3600"_s);
    const QCommandLineOption hostOption(
        u"host"_s, Tr::tr("Act as a small MCP host instead: start the command after -- (the MCP face, or "
                          "rpcscope-cli tap in front of it), play a short conversation with it and print each step."));
    parser.addOptions({portOption, stdioOption, socketOption, mcpOption, variantOption, tokenLifetimeOption, hostOption});

    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(u"help"_s) || parser.isSet(u"help-all"_s)) {
        std::fputs(qUtf8Printable(parser.helpText()), stdout);
        return 0;
    }
    if (parser.isSet(u"version"_s)) {
        std::printf("rpcscope-demo-server %s\n", RPCSCOPE_VERSION);
        return 0;
    }
    if (parser.isSet(hostOption)) {
        const QStringList command = parser.positionalArguments();
        if (command.isEmpty())
            return usageError(Tr::tr("--host needs the server's command after --, e.g. -- rpcscope-demo-server --stdio --mcp"));
        RpcScope::DemoHost host;
        host.setReport([](const QString &line) {
            std::printf("%s\n", qUtf8Printable(line));
            std::fflush(stdout);
        });
        QObject::connect(&host, &RpcScope::DemoHost::finished, &app, [](int status) { QCoreApplication::exit(status); });
        host.start(command.first(), command.mid(1));
        return app.exec();
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            Tr::tr("Unexpected argument: %1").arg(parser.positionalArguments().first()));
    const bool stdio = parser.isSet(stdioOption);
    const bool socket = parser.isSet(socketOption);
    if (int(stdio) + int(socket) + int(parser.isSet(portOption)) > 1)
        return usageError(Tr::tr("--port, --stdio and --socket cannot be combined."));
    if (parser.isSet(mcpOption) && !stdio && !socket)
        return usageError(Tr::tr("--mcp needs --stdio or --socket; over HTTP the MCP face is always at /mcp."));

    onTerminationSignal(&app, [&app] { app.quit(); });

    const bool mcp = parser.isSet(mcpOption);
    const bool variant = parser.isSet(variantOption);
    const auto makeEndpoint = [mcp, variant](QObject *parent) -> RpcScope::DemoEndpoint * {
        if (mcp)
            return new RpcScope::DemoMcpService(parent);
        auto *service = new RpcScope::DemoService(parent);
        service->setVariant(variant);
        return service;
    };
    if (socket) {
        QString error;
        const std::optional<RpcScope::SocketAddress> address =
            RpcScope::SocketListener::parseListenAddress(parser.value(socketOption), &error);
        if (!address)
            return usageError(error);
        RpcScope::DemoSocketServer server(makeEndpoint);
        if (!server.listen(*address, &error)) {
            std::fprintf(stderr, "rpcscope-demo-server: %s\n", qUtf8Printable(error));
            return 1;
        }
        // The one line scripts and tests wait for; machine-read, so never translated.
        std::printf("listening on %s\n", qUtf8Printable(server.address()));
        std::fflush(stdout);
        return app.exec();
    }
    if (stdio) {
        // stdout carries the protocol only; every diagnostic goes to stderr.
        RpcScope::DemoStdioServer server(makeEndpoint(&app));
        QObject::connect(&server, &RpcScope::DemoStdioServer::finished, &app,
                         &QCoreApplication::quit);
        if (!server.start(STDIN_FILENO, STDOUT_FILENO)) {
            std::fprintf(stderr, "rpcscope-demo-server: %s\n",
                         qUtf8Printable(Tr::tr("Cannot read standard input.")));
            return 1;
        }
        return app.exec();
    }

    bool ok = false;
    const uint port = parser.value(portOption).toUInt(&ok);
    if (!ok || port > 65535)
        return usageError(Tr::tr("The port must be a number from 0 to 65535."));
    const int tokenLifetime = parser.value(tokenLifetimeOption).toInt(&ok);
    if (!ok || tokenLifetime <= 0)
        return usageError(Tr::tr("--token-lifetime takes a number of seconds above 0."));
    RpcScope::DemoHttpServer server;
    server.service()->setVariant(parser.isSet(variantOption));
    server.authorizationServer()->setTokenLifetime(tokenLifetime);
    if (!server.listen(quint16(port))) {
        std::fprintf(stderr, "rpcscope-demo-server: %s\n",
                     qUtf8Printable(Tr::tr("Cannot listen on 127.0.0.1:%1: %2")
                                        .arg(port)
                                        .arg(server.errorString())));
        return 1;
    }
    // The one line scripts and tests wait for; machine-read, so never translated.
    std::printf("listening on http://127.0.0.1:%u\n", unsigned(server.port()));
    std::fflush(stdout);
    return app.exec();
}
