#include "app/cli/cliapp.h"
#include "app/cli/authoption.h"
#include "app/cli/logincommand.h"
#include "app/cli/lspdriver.h"
#include "app/cli/replaycommand.h"
#include "app/cli/runcommand.h"
#include "app/cli/serverrequestoption.h"
#include "app/cli/servecommand.h"
#include "app/cli/tapcommand.h"
#include "app/cli/tlsoption.h"
#include "app/cli/toolscommand.h"

#include "lib/auth/oauthauthorizer.h"
#include "lib/auth/tokenstore.h"
#include "lib/discovery/discoveryprobe.h"
#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/lsp/lspsession.h"
#include "lib/rpc/exchangereport.h"
#include "lib/rpc/requestbuilder.h"
#include "lib/rpc/rpcclient.h"
#include "lib/rpc/serverrequestanswerer.h"
#include "lib/session/sessionrecorder.h"
#include "lib/transport/transport.h"
#include "lib/transport/transportcloser.h"
#include "lib/transport/transportfactory.h"

#include <QCommandLineParser>
#include <QFile>
#include <QTimer>

#include <cstdio>

namespace RpcScope {

namespace {

void writeOut(const QByteArray &bytes)
{
    fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    fflush(stdout);
}

void writeErr(const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    fflush(stderr);
}

bool readInput(const QString &path, QByteArray *bytes, QString *error)
{
    QFile file(path);
    const bool ok = path == u"-" ? file.open(stdin, QIODevice::ReadOnly) : file.open(QIODevice::ReadOnly);
    if (!ok) {
        *error = QCoreApplication::translate("RpcScope::CliApp", "Cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    *bytes = file.readAll();
    return true;
}

} // namespace

CliApp::CliApp(QObject *parent)
    : QObject(parent)
{}

void CliApp::fail(int status, const QString &message)
{
    writeErr(message);
    finish(status);
}

void CliApp::finish(int status)
{
    m_exitStatus = status;
    if (m_certificateRefused) {
        m_certificateRefused = false;
        writeErr(TlsOption::refusalHint());
    }
    // A language server is shut down in order (shutdown, exit) before its connection ends.
    if (m_lsp && m_lsp->session() && !m_lspEnding) {
        m_lspEnding = true;
        m_lsp->end([this] { finish(m_exitStatus); });
        return;
    }
    // From the event loop (the command may finish inside start()), once the connection has
    // ended: a stdio server first reads what it was sent and gets its grace to exit.
    TransportCloser::closeAll({m_client ? m_client->transport() : nullptr}, this, [this] {
        // A notification delivered means read: a child that exited with it unread never got it.
        const qint64 unread = m_client ? m_client->transport()->unreadAtEnd() : 0;
        if (m_notification && unread > 0 && m_exitStatus == ExchangeReport::ExitOk) {
            writeErr(tr("error: the server process exited without reading the notification (%n byte(s) left unread).",
                        nullptr, int(qMin<qint64>(unread, INT_MAX))));
            m_exitStatus = ExchangeReport::ExitTransport;
        }
        // What a sign-in obtained is in the keychain before the process ends.
        if (m_tokenStore && m_tokenStore->isWriting()) {
            connect(m_tokenStore, &TokenStore::idle, this, [this] { emit done(m_exitStatus); });
            return;
        }
        emit done(m_exitStatus);
    });
}

bool CliApp::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Explore and test JSON-RPC 2.0 endpoints: http(s)://…, ws(s)://…, sse+http(s)://…, tcp://HOST:PORT, "
           "tls+tcp://HOST:PORT, unix:PATH or stdio:COMMAND.\n\n"
           "Commands:\n"
           "  call ENDPOINT METHOD [PARAMS]   send one request (PARAMS: JSON object or array)\n"
           "  batch ENDPOINT FILE             send FILE's JSON array of requests as one batch (- reads stdin)\n"
           "  send ENDPOINT FILE              send FILE's bytes exactly as they are\n"
           "  discover ENDPOINT               list the live method registry\n"
           "  tools ENDPOINT                  MCP: handshake, then list every tool (name, TAB, description)\n"
           "  tool ENDPOINT NAME [ARGS]       MCP: handshake, then call a tool (ARGS: JSON object) and print its content\n"
           "  replay SESSION [--against ENDPOINT] [--ignore PATH]...  re-send a session and show what changed\n"
           "  run COLLECTION [--env NAME] [--var NAME=VALUE]... [--junit FILE]  run a collection's requests and assertions\n"
           "  serve SESSION --port N          answer on 127.0.0.1 with a session's recorded responses\n"
           "  tap [--record FILE] -- COMMAND ARGS...  start a stdio server and pass its traffic through, recording it\n"
           "  tap [--record FILE] --listen 127.0.0.1:PORT --upstream URL  the same between an HTTP client and server\n"
           "  tap [--record FILE] --listen tcp://127.0.0.1:PORT|unix:PATH --upstream tcp://HOST:PORT|tls+tcp://HOST:PORT|unix:PATH  the same on sockets\n"
           "  login ENDPOINT                  OAuth: sign in to an http(s) endpoint and keep the grant in the keychain\n"
           "  logout ENDPOINT                 OAuth: revoke and forget what the keychain keeps for the endpoint"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption header(QStringList{QStringLiteral("H"), QStringLiteral("header")},
                                    tr("Add an HTTP header (repeatable)."), tr("Name: value"));
    const QCommandLineOption bearer(QStringLiteral("bearer"), tr("Send Authorization: Bearer TOKEN."), QStringLiteral("TOKEN"));
    const QCommandLineOption timeout(QStringLiteral("timeout"), tr("Give up after MS milliseconds (default 30000)."),
                                     QStringLiteral("MS"), QStringLiteral("30000"));
    const QCommandLineOption framing(QStringLiteral("framing"), tr("stdio and socket framing: ndjson (default), lsp (Content-Length) or concatenated (JSON values one "
                                        "after another, as geth IPC and Kodi send them)."),
                                     QStringLiteral("ndjson|lsp|concatenated"), QStringLiteral("ndjson"));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the exchange report as JSON."));
    const QCommandLineOption follow(QStringLiteral("follow-redirects"), tr("Follow HTTP redirects (keeping method and body)."));
    const QCommandLineOption insecure(QStringLiteral("insecure"), tr("Accept any TLS certificate."));
    const QCommandLineOption mcpVersion(QStringLiteral("mcp-version"),
                                        tr("MCP protocol revision to speak, and no other (default: the newest the server "
                                           "knows: 2026-07-28 through server/discover, else the initialize handshake "
                                           "with 2025-11-25)."),
                                        QStringLiteral("REV"));
    const QCommandLineOption notify(QStringLiteral("notify"), tr("call: send a notification (no id)."));
    const QCommandLineOption id(QStringLiteral("id"), tr("call: the request id as JSON (default 1)."), QStringLiteral("JSON"));
    const QCommandLineOption version(QStringLiteral("version"), tr("Show the version."));
    const QCommandLineOption record(QStringLiteral("record"), tr("Append the exchanges to the session FILE (secrets redacted)."),
                                    QStringLiteral("FILE"));
    parser.addOption(record);
    const QCommandLineOption port(QStringLiteral("port"), tr("serve: listen on 127.0.0.1:N; 0 picks a free port (the default)."),
                                  QStringLiteral("N"), QStringLiteral("0"));
    parser.addOption(port);
    const QCommandLineOption listen(
        QStringLiteral("listen"),
        tr("call, batch, send, run: keep the connection open MS milliseconds after the (last) answer and report "
           "what the server sends meanwhile (subscriptions' pushes, a language server's diagnostics). "
           "tap: where to listen: a loopback address and port, 127.0.0.1:PORT (0: a free port; tcp://127.0.0.1:PORT "
           "alike), or a Unix socket, unix:PATH."),
        QStringLiteral("MS"), QStringLiteral("0"));
    parser.addOption(listen);
    const QCommandLineOption upstream(QStringLiteral("upstream"),
                                      tr("tap: the server the client's traffic goes on to: its http:// or https:// URL, "
                                         "tcp://HOST:PORT, tls+tcp://HOST:PORT or unix:PATH (TLS verified as for any "
                                         "call: --cacert, --cert, --key, --accept-cert, --insecure)."),
                                      QStringLiteral("URL"));
    parser.addOption(upstream);
    const QCommandLineOption grace(
        QStringLiteral("grace"),
        tr("stdio: how long the server has to exit once its input is closed, before it is terminated (SIGTERM, "
           "then SIGKILL after as long again). tap on a socket: how long the server has to close the connection "
           "after the client's end."),
        QStringLiteral("MS"), QString::number(EndpointSettings::DefaultShutdownGraceMs));
    parser.addOption(grace);
    m_lsp = new LspDriver(this);
    LspDriver::addOptions(parser);
    ReplayCommand::addOptions(parser);
    RunCommand::addOptions(parser);
    parser.addOption(ServerRequestOption::option());
    TlsOption::addOptions(parser);
    AuthOption::addOptions(parser);
    parser.addOptions({help, header, bearer, timeout, framing, json, follow, insecure, mcpVersion, notify, id, version});
    parser.addPositionalArgument(QStringLiteral("command"),
                                 tr("call, batch, send, discover, tools, tool, replay, serve, tap, run, login or logout"));

    if (!parser.parse(arguments)) {
        fail(ExchangeReport::ExitUsage, parser.errorText());
        return false;
    }
    if (parser.isSet(help)) {
        writeOut(parser.helpText().toUtf8());
        finish(ExchangeReport::ExitOk);
        return false;
    }
    if (parser.isSet(version)) {
        writeOut(QByteArrayLiteral("rpcscope-cli " RPCSCOPE_VERSION "\n"));
        finish(ExchangeReport::ExitOk);
        return false;
    }

    for (const QString &value : parser.values(header)) {
        const qsizetype colon = value.indexOf(u':');
        if (colon <= 0) {
            fail(ExchangeReport::ExitUsage, tr("A header must look like \"Name: value\", not \"%1\".").arg(value));
            return false;
        }
        m_settings.headers.append({value.left(colon).trimmed().toLatin1(), value.mid(colon + 1).trimmed().toUtf8()});
    }
    m_settings.bearerToken = parser.value(bearer).toUtf8();
    m_settings.followRedirects = parser.isSet(follow);
    m_settings.insecure = parser.isSet(insecure);
    if (QString error; !TlsOption::read(parser, &m_settings.tls, &error)) {
        fail(ExchangeReport::ExitUsage, error);
        return false;
    }
    OAuthSettings oauth;
    if (QString error; !AuthOption::read(parser, &oauth, &error)) {
        fail(ExchangeReport::ExitUsage, error);
        return false;
    }
    oauth.insecure = m_settings.insecure;
    if (!m_settings.tls.isEmpty()) {
        QString ignored;   // read once already: TlsOption::read said what was wrong
        m_settings.tls.load(&oauth.tls, &ignored);
    }
    m_oauth = oauth;
    // Every HTTP endpoint: the flow starts by itself when a server challenges.
    m_authorizer = new OAuthAuthorizer(oauth, this);
    AuthOption::narrate(m_authorizer);
    m_settings.authorizer = m_authorizer;
    // What a sign-in obtained outlives the command in the keychain, unless asked not to.
    if (AuthOption::usesTokenStore(parser)) {
        m_tokenStore = new TokenStore(QStringLiteral("RpcScope"), this);
        m_authorizer->setTokenStore(m_tokenStore);
        AuthOption::narrate(m_tokenStore, m_authorizer);
    }
    bool ok = false;
    m_timeoutMs = parser.value(timeout).toInt(&ok);
    if (!ok || m_timeoutMs < 0) {
        fail(ExchangeReport::ExitUsage, tr("--timeout takes a number of milliseconds, not \"%1\".").arg(parser.value(timeout)));
        return false;
    }
    const bool tapping = parser.positionalArguments().value(0) == u"tap";
    m_listenMs = tapping ? 0 : parser.value(listen).toInt(&ok);   // the tap listens on an address
    if (!tapping && (!ok || m_listenMs < 0)) {
        fail(ExchangeReport::ExitUsage, tr("--listen takes a number of milliseconds, not \"%1\".").arg(parser.value(listen)));
        return false;
    }
    const int graceMs = parser.value(grace).toInt(&ok);
    if (!ok || graceMs < 0) {
        fail(ExchangeReport::ExitUsage, tr("--grace takes a number of milliseconds, not \"%1\".").arg(parser.value(grace)));
        return false;
    }
    m_settings.shutdownGraceMs = graceMs;
    const auto chosenFraming = framingFromName(parser.value(framing));
    if (!chosenFraming) {
        fail(ExchangeReport::ExitUsage, tr("--framing is ndjson, lsp or concatenated, not \"%1\".").arg(parser.value(framing)));
        return false;
    }
    m_settings.framing = *chosenFraming;
    if (QString error; !m_lsp->read(parser, &error)) {
        fail(ExchangeReport::ExitUsage, error);
        return false;
    }
    if (m_lsp->requested() && !parser.isSet(framing))
        m_settings.framing = Framing::ContentLength;
    if (QString error; !ServerRequestOption::read(parser, &m_responder, &error)) {
        fail(ExchangeReport::ExitUsage, error);
        return false;
    }
    // The user's answers first; a language server's requests then get LSP's defaults.
    m_responders.append(&m_responder);
    if (m_settings.framing == Framing::ContentLength)
        m_responders.append(m_lsp->defaults());
    m_json = parser.isSet(json);
    m_mcpVersion = parser.value(mcpVersion);
    // The tap keeps its own recording: it says once that the file cannot be written.
    if (parser.isSet(record) && parser.positionalArguments().value(0) != u"tap" && !openRecording(parser.value(record)))
        return false;
    if (m_settings.insecure)
        writeErr(tr("WARNING: --insecure: TLS certificates are NOT verified; anyone on the path can read and change this traffic."));

    const QStringList args = parser.positionalArguments();
    const QString command = args.value(0);
    auto needArgs = [&](int min, int max) {
        if (args.size() < min || args.size() > max) {
            fail(ExchangeReport::ExitUsage,
                 tr("Wrong number of arguments for \"%1\". See rpcscope-cli --help.").arg(command));
            return false;
        }
        return true;
    };

    if (command == u"call") {
        if (!needArgs(3, 4) || !makeClient(args.at(1)))
            return false;
        RequestSpec spec;
        spec.method = args.at(2);
        spec.params = args.value(3).toUtf8();
        // A language server's initialize takes id 1: the call follows with 2.
        const qint64 defaultId = m_lsp->requested() ? 2 : 1;
        m_notification = parser.isSet(notify);
        if (!m_notification) {
            spec.id = parser.isSet(id) ? RequestId::fromJsonText(parser.value(id).toUtf8()) : RequestId::number(defaultId);
            if (spec.id.kind() == RequestId::Kind::Other) {
                fail(ExchangeReport::ExitUsage, tr("--id takes a JSON string, number or null, not %1.").arg(parser.value(id)));
                return false;
            }
        }
        QString error;
        const QByteArray bytes = RequestBuilder::build(spec, &error);
        if (bytes.isEmpty()) {
            fail(ExchangeReport::ExitUsage, error);
            return false;
        }
        sendAndReport(bytes, defaultId);
        return true;
    }
    if (command == u"batch" || command == u"send") {
        if (!needArgs(3, 3))
            return false;
        QByteArray bytes;
        QString error;
        if (!readInput(args.at(2), &bytes, &error)) {
            fail(ExchangeReport::ExitUsage, error);
            return false;
        }
        if (command == u"batch") {
            const JsonDocument doc = JsonDocument::parse(bytes);
            if (!doc.isValid() || doc.type(0) != JsonDocument::Type::Array) {
                fail(ExchangeReport::ExitUsage,
                     doc.isValid() ? tr("%1 does not hold a JSON array of requests.").arg(args.at(2))
                                   : tr("%1 is not valid JSON: %2").arg(args.at(2), doc.error().message));
                return false;
            }
            // A batch is one message: on a stream framed by lines it must be one line.
            const Transport::Kind kind = TransportFactory::kindOf(args.at(1));
            if ((kind == Transport::Kind::Stdio || kind == Transport::Kind::Socket) && m_settings.framing == Framing::Ndjson)
                bytes = JsonWriter::compact(doc);
            else
                bytes = bytes.trimmed();
        }
        if (!makeClient(args.at(1)))
            return false;
        sendAndReport(bytes);
        return true;
    }
    if (command == u"replay") {
        if (!needArgs(2, 2))
            return false;
        auto *replay = new ReplayCommand(this);
        connect(replay, &ReplayCommand::finished, this, &CliApp::finish);
        QString error;
        const int status = replay->start(args.at(1), parser, {m_settings, m_timeoutMs, m_json, m_recorder}, &error);
        if (status != ExchangeReport::ExitOk) {
            fail(status, error);
            return false;
        }
        return true;
    }
    if (command == u"run") {
        if (!needArgs(2, 2))
            return false;
        auto *run = new RunCommand(this);
        connect(run, &RunCommand::finished, this, &CliApp::finish);
        QString error;
        const int status = run->start(args.at(1), parser, {m_settings, m_timeoutMs, m_json, m_recorder, m_listenMs, m_oauth}, &error);
        if (status != ExchangeReport::ExitOk) {
            fail(status, error);
            return false;
        }
        return true;
    }
    if (command == u"tap") {
        auto *tap = new TapCommand(this);
        connect(tap, &TapCommand::finished, this, [this](int status) { emit done(status); });
        TapCommand::Options options;
        options.command = args.mid(1);
        if (parser.isSet(listen) || parser.isSet(upstream)) {
            options.listen = parser.value(listen);
            options.upstream = parser.value(upstream);
        }
        options.recordPath = parser.value(record);
        if (parser.isSet(framing))
            options.framing = m_settings.framing;
        options.graceMs = graceMs;
        options.insecure = m_settings.insecure;
        QString error;
        if (!m_settings.tls.isEmpty() && !m_settings.tls.load(&options.tls, &error)) {
            fail(ExchangeReport::ExitUsage, error);
            return false;
        }
        const int status = tap->start(options, &error);
        if (status != ExchangeReport::ExitOk) {
            fail(status, error);
            return false;
        }
        return true;
    }
    if (command == u"serve") {
        if (!needArgs(2, 2))
            return false;
        auto *serve = new ServeCommand(this);
        connect(serve, &ServeCommand::finished, this, &CliApp::finish);
        QString error;
        const int status = serve->start(args.at(1), parser.value(port), &error);
        if (status != ExchangeReport::ExitOk) {
            fail(status, error);
            return false;
        }
        return true;
    }
    if (command == u"tools" || command == u"tool") {
        auto *tools = new ToolsCommand(this);
        connect(tools, &ToolsCommand::finished, this, &CliApp::finish);
        QString error;
        const int status = tools->start(args, parser,
                                        {m_settings, m_timeoutMs, m_json, m_mcpVersion, m_recorder,
                                         [this](JsonBuilder &report) { AuthOption::writeJson(report, m_authorizer); }},
                                        &error);
        if (status != ExchangeReport::ExitOk) {
            fail(status, error);
            return false;
        }
        return true;
    }
    if (command == u"login" || command == u"logout") {
        if (!needArgs(2, 2))
            return false;
        auto *login = new LoginCommand({m_authorizer, m_tokenStore, m_json}, this);
        connect(login, &LoginCommand::finished, this, &CliApp::finish);
        QString error;
        const int status = command == u"login" ? login->login(args.at(1), &error) : login->logout(args.at(1), &error);
        if (status != ExchangeReport::ExitOk) {
            fail(status, error);
            return false;
        }
        return true;
    }
    if (command == u"discover") {
        if (!needArgs(2, 2) || !makeClient(args.at(1)))
            return false;
        // An endpoint framed as LSP is asked as a language server: MCP's initialize would be
        // accepted by it and misread.
        if (m_settings.framing == Framing::ContentLength)
            runLspDiscover();
        else
            runDiscover();
        return true;
    }
    fail(ExchangeReport::ExitUsage, command.isEmpty() ? tr("No command given. See rpcscope-cli --help.")
                                                      : tr("Unknown command \"%1\". See rpcscope-cli --help.").arg(command));
    return false;
}

bool CliApp::makeClient(const QString &endpoint)
{
    QString error;
    Transport *transport = TransportFactory::create(endpoint, m_settings, &error);
    if (!transport) {
        fail(ExchangeReport::ExitUsage, error);
        return false;
    }
    m_client = new RpcClient(transport, this);
    RpcClient::Options options;
    options.timeoutMs = m_timeoutMs;
    m_client->setOptions(options);
    if (m_recorder)
        m_recorder->attach(m_client);
    connect(m_client, &RpcClient::diagnostic, this, [](const QString &text) { writeErr(text); });
    connect(m_client, &RpcClient::exchangeFinished, this, [this](const ExchangePtr &exchange) {
        // Only a refused certificate gets the hint (after the report: see finish()).
        if (!exchange->reply.error.refusedCertificate.isEmpty() && !m_json)
            m_certificateRefused = true;
    });
    // The server's own requests (a language server's workspace/configuration): answered from
    // --answer, refused otherwise, never left hanging.
    auto *answerer = new ServerRequestAnswerer(m_client, this);
    answerer->setResponder(&m_responders);
    answerer->listen();
    connect(answerer, &ServerRequestAnswerer::requestAnswered, this,
            [this](const ServerRequest &request, const QByteArray &response) {
                ServerRequestOption::note(request, response, &m_serverRequests, m_recorder, m_client->transport(), m_json);
            });
    return true;
}

bool CliApp::openRecording(const QString &path)
{
    m_recorder = new SessionRecorder(this);
    if (!m_recorder->open(path)) {
        fail(ExchangeReport::ExitUsage, m_recorder->errorString());
        return false;
    }
    connect(m_recorder, &SessionRecorder::writeFailed, this, [](const QString &message) { writeErr(message); });
    // A sign-in's steps are exchanges of this command too.
    if (m_authorizer)
        connect(m_authorizer, &OAuthAuthorizer::stepFinished, m_recorder,
                [this](const AuthStep &step) { m_recorder->recordAuthStep(step); });
    return true;
}

void CliApp::sendAndReport(const QByteArray &bytes, qint64 lspId)
{
    if (!m_lsp->requested()) {
        sendNow(bytes);
        return;
    }
    m_lsp->begin(
        m_client,
        [this, bytes, lspId] {
            m_lsp->session()->reserveId(lspId);
            sendNow(bytes);
        },
        [this](const QString &why) {
            fail(m_lsp->failureStatus(), tr("error: the language server did not start: %1").arg(why));
        });
}

void CliApp::sendNow(const QByteArray &bytes)
{
    // Only this request's exchange ends the command (a language server's handshake and the
    // documents opened before it are exchanges too).
    const quint64 expected = m_client->nextSequence();
    connect(m_client, &RpcClient::exchangeFinished, this, [this, expected](const ExchangePtr &exchange) {
        if (exchange->sequence != expected)
            return;
        if (m_listenMs <= 0 || exchange->reply.error.isError()) {   // nothing to listen on after a failure
            printExchange(exchange);
            finish(ExchangeReport::exitStatus(*exchange));
            return;
        }
        // --listen: what the server sends after its answer (a subscription's pushes) belongs
        // to this report too; the connection stays open that long.
        auto listened = std::make_shared<Exchange>(*exchange);
        const qsizetype answeredWith = listened->notifications.size();
        connect(m_client, &RpcClient::messageArrived, this,
                [listened](const IncomingMessage &message) { listened->notifications.append(message); });
        QTimer::singleShot(m_listenMs, this, [this, listened, answeredWith] {
            printExchange(listened);
            if (!m_json)
                printLaterMessages(listened->notifications.mid(answeredWith));
            finish(ExchangeReport::exitStatus(*listened));
        });
    });
    m_client->send(bytes);
}

void CliApp::printLaterMessages(const QList<IncomingMessage> &messages)
{
    // One message a line, compact, after the answer: easy to read and to grep.
    QByteArray out;
    for (const IncomingMessage &message : messages) {
        const JsonDocument doc = JsonDocument::parse(message.bytes);
        out += (doc.isValid() ? JsonWriter::compact(doc) : message.bytes.trimmed()) + '\n';
    }
    writeOut(out);
}

void CliApp::printExchange(const ExchangePtr &exchange)
{
    const Exchange &ex = *exchange;
    if (m_json) {
        writeOut(ExchangeReport::toJson(ex, m_serverRequests, 2,
                                        [this](JsonBuilder &report) { AuthOption::writeJson(report, m_authorizer); }));
        return;
    }
    const Classification &c = ex.classification;
    if (c.outcome == Classification::Outcome::TransportError) {
        writeErr(tr("error: %1").arg(c.summary));
        if (!ex.body.isEmpty())
            writeOut(ExchangeReport::prettyBody(ex));
    } else if (!ex.body.isEmpty()) {
        writeOut(ExchangeReport::prettyBody(ex));
    }
    if (ex.reply.http && ex.reply.http->status >= 300 && ex.reply.http->status < 400) {
        writeErr(tr("HTTP %1 redirect to %2 (not followed; use --follow-redirects).")
                     .arg(ex.reply.http->status)
                     .arg(QString::fromUtf8(headerValue(ex.reply.http->responseHeaders, "location"))));
    }
    for (const ResponseInfo &response : c.responses) {
        if (response.outcome == ResponseInfo::Outcome::Result)
            continue;
        const QString what = response.outcome == ResponseInfo::Outcome::Error
                                 ? tr("%1 %2: %3").arg(QString::fromUtf8(response.error.codeRaw), response.error.name,
                                                       response.error.message)
                                 : ResponseInfo::outcomeName(response.outcome);
        writeErr(tr("error: id %1: %2").arg(response.id.display(), what));
    }
    for (const Finding &finding : c.findings)
        writeErr(tr("%1 [%2]: %3").arg(Finding::severityName(finding.severity), finding.id, finding.message));
}

void CliApp::printRegistry(const QList<DiscoveryProbe::SourceReport> &reports, const Registry &registry,
                           const QString &mcpVersion) const
{
    if (!m_json) {
        QByteArray out;
        for (const MethodInfo &method : registry.sorted()) {
            out += method.name.toUtf8() + '\t' + method.sources.join(u',').toUtf8() + '\t'
                   + method.oneLineSummary().toUtf8() + '\n';
        }
        writeOut(out);
        return;
    }
    // Machine-read (docs/cli.md, "discover --json"): stable member names and order.
    const auto rawOrNull = [](JsonBuilder &json, const QByteArray &text) {
        const JsonDocument doc = JsonDocument::parse(text);
        doc.isValid() ? json.raw(JsonWriter::compact(doc)) : json.null();
    };
    static const char *const kinds[] = {"method", "tool", "resource", "prompt"};
    JsonBuilder json(2);
    json.beginObject().key(u"endpoint").value(m_client->transport()->endpoint());
    json.key(u"mcpProtocolVersion");
    mcpVersion.isEmpty() ? json.null() : json.value(mcpVersion);
    json.key(u"sources").beginArray();
    for (const DiscoveryProbe::SourceReport &report : reports) {
        json.beginObject()
            .key(u"source").value(report.source)
            .key(u"answered").value(report.answered)
            .key(u"message").value(report.message)
            .endObject();
    }
    json.endArray();
    json.key(u"methods").beginArray();
    for (const MethodInfo &method : registry.sorted()) {
        json.beginObject().key(u"name").value(method.name).key(u"kind").value(kinds[int(method.kind)]);
        json.key(u"sources").beginArray();
        for (const QString &source : method.sources)
            json.value(source);
        json.endArray();
        json.key(u"summary").value(method.summary).key(u"description").value(method.description);
        json.key(u"params");
        rawOrNull(json, method.paramsSchema);
        json.key(u"result");
        rawOrNull(json, method.resultSchema);
        json.key(u"errors");
        rawOrNull(json, method.errors);
        json.endObject();
    }
    json.endArray();
    AuthOption::writeJson(json, m_authorizer);
    json.endObject();
    writeOut(json.text() + '\n');
}

void CliApp::runDiscover()
{
    auto *probe = new DiscoveryProbe(m_client, this);
    DiscoveryProbe::Options options;
    // The probe speaks the initialize handshake; the stateless revision is the tools commands'.
    if (!m_mcpVersion.isEmpty())
        options.mcpProtocolVersion = m_mcpVersion;
    probe->setOptions(options);
    connect(probe, &DiscoveryProbe::finished, this, [this, probe] {
        if (!probe->reachable()) {
            fail(ExchangeReport::ExitTransport, tr("error: %1").arg(probe->transportFailure()));
            return;
        }
        printRegistry(probe->reports(), probe->registry(), probe->mcpProtocolVersion());
        if (!probe->answered()) {
            for (const auto &report : probe->reports())
                writeErr(report.message);
            fail(ExchangeReport::ExitInvalid, tr("error: the endpoint answered, but no source gave a registry."));
            return;
        }
        finish(ExchangeReport::ExitOk);
    });
    probe->start();
}

void CliApp::runLspDiscover()
{
    // The registry of a language server is what its capabilities enable; the server is then
    // shut down in order (finish()).
    m_lsp->begin(
        m_client,
        [this] {
            const LspSession *session = m_lsp->session();
            const QString said = tr("LSP: %1, %n method(s) from its capabilities", nullptr, session->registry().size())
                                     .arg(session->server().displayName());
            printRegistry({{QStringLiteral("lsp"), true, said}}, session->registry(), {});
            if (!m_json)
                writeErr(said);
            finish(ExchangeReport::ExitOk);
        },
        [this](const QString &why) { fail(m_lsp->failureStatus(), tr("error: LSP initialize: %1").arg(why)); });
}

} // namespace RpcScope
