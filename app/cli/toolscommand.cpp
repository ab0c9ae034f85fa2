#include "app/cli/toolscommand.h"


#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/mcp/mcpclientcapabilities.h"
#include "lib/mcp/toolresult.h"
#include "lib/rpc/exchangereport.h"
#include "lib/rpc/rpcclient.h"
#include "lib/schema/paramschema.h"
#include "lib/session/sessionrecorder.h"
#include "lib/transport/transportfactory.h"

#include <QCommandLineParser>
#include <QFile>

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

QString oneLine(QString text)
{
    text.replace(u'\t', u' ').replace(u'\r', u' ').replace(u'\n', u' ');
    return text;
}

// Exit statuses in SPEC §8's order of precedence: the first that applies wins.
int worse(int a, int b)
{
    static const int order[] = {ExchangeReport::ExitUsage, ExchangeReport::ExitTransport,
                                ExchangeReport::ExitResponseError, ExchangeReport::ExitInvalid};
    for (const int status : order) {
        if (a == status || b == status)
            return status;
    }
    return a != 0 ? a : b;
}

// JSON the server sent, embedded as it was; anything else as a string.
void writeMessage(JsonBuilder &json, const QByteArray &bytes)
{
    if (JsonDocument::parse(bytes).isValid())
        json.raw(bytes.trimmed());
    else
        json.value(QString::fromUtf8(bytes));
}

} // namespace

ToolsCommand::ToolsCommand(QObject *parent)
    : QObject(parent)
{}

ToolsCommand::~ToolsCommand()
{
    delete m_features;
}

int ToolsCommand::start(const QStringList &args, const QCommandLineParser &parser, const Setup &setup, QString *error)
{
    m_setup = setup;
    const bool call = args.value(0) == u"tool";
    if (call ? (args.size() < 3 || args.size() > 4) : args.size() != 2) {
        *error = tr("Wrong number of arguments for \"%1\". See rpcscope-cli --help.").arg(args.value(0));
        return ExchangeReport::ExitUsage;
    }
    m_endpoint = args.at(1);
    if (call) {
        m_tool = args.at(2);
        m_arguments = args.value(3).toUtf8().trimmed();
        const JsonDocument doc = JsonDocument::parse(m_arguments);
        if (!m_arguments.isEmpty() && (!doc.isValid() || doc.type(0) != JsonDocument::Type::Object)) {
            *error = tr("The tool's arguments must be a JSON object, not %1").arg(args.at(3));
            return ExchangeReport::ExitUsage;
        }
    }
    if (!ServerRequestOption::read(parser, &m_responder, error))
        return ExchangeReport::ExitUsage;

    Transport *transport = TransportFactory::create(m_endpoint, setup.settings, error);
    if (!transport)
        return ExchangeReport::ExitUsage;
    m_client = new RpcClient(transport, this);
    RpcClient::Options options;
    options.timeoutMs = setup.timeoutMs;
    m_client->setOptions(options);
    if (setup.recorder)
        setup.recorder->attach(m_client);
    connect(m_client, &RpcClient::diagnostic, this, [](const QString &text) { writeErr(text); });
    connect(m_client, &RpcClient::exchangeFinished, this, [this](const ExchangePtr &exchange) {
        m_exchanges.append(exchange);
    });
    connect(m_client, &RpcClient::messageArrived, this, [this](const IncomingMessage &message) {
        m_notifications.append(message);
    });

    m_session = new McpSession(m_client, this);
    McpSession::Options sessionOptions;
    if (!setup.mcpVersion.isEmpty())
        sessionOptions.protocolVersion = setup.mcpVersion;
    sessionOptions.capabilities = McpClientCapabilities::forAnswers(m_responder.methods());
    sessionOptions.shutdownTimeoutMs = qMax(2000, qMin(setup.timeoutMs, 5000));
    m_session->setOptions(sessionOptions);
    m_session->setResponder(&m_responder);
    m_features = new McpFeatures(m_session);
    // What the GET stream brings (Streamable HTTP) belongs to no exchange of the RpcClient.
    connect(m_session, &McpSession::serverStreamMessage, this, [this](const IncomingMessage &message) {
        m_notifications.append(message);
    });
    connect(m_session, &McpSession::ready, this, &ToolsCommand::onReady);
    connect(m_session, &McpSession::failed, this, &ToolsCommand::onFailed);
    connect(m_session, &McpSession::closed, this, [this] { emit finished(m_status); });
    connect(m_session, &McpSession::inputRequested, this, [this](quint64, int round, const ExchangePtr &) {
        if (!m_setup.json)
            writeErr(tr("input required (round %1): answering the server's requests, then asking again").arg(round));
    });
    connect(m_session, &McpSession::taskChanged, this, [this](quint64, const McpTask &task) {
        // A line when the task's status or message changes, not one per poll.
        if (!m_setup.json && (task.status != m_task.status || task.statusMessage != m_task.statusMessage))
            writeErr(task.statusMessage.isEmpty() ? tr("task %1: %2").arg(task.taskId, task.status)
                                                  : tr("task %1: %2 (%3)").arg(task.taskId, task.status, task.statusMessage));
        m_task = task;
    });
    connect(m_session, &McpSession::serverRequestAnswered, this,
            [this](const ServerRequest &request, const QByteArray &answer) {
                ServerRequestOption::note(request, answer, &m_serverRequests, m_setup.recorder, m_client->transport(),
                                          m_setup.json);
            });
    if (!setup.json) {
        connect(m_session, &McpSession::logMessage, this,
                [](const QString &level, const QString &logger, const QByteArray &data) {
                    writeErr(logger.isEmpty() ? tr("log %1: %2").arg(level, QString::fromUtf8(data))
                                              : tr("log %1 %2: %3").arg(level, logger, QString::fromUtf8(data)));
                });
        connect(m_session, &McpSession::progress, this,
                [](quint64, double progress, double total, const QString &message) {
                    writeErr(total > 0 ? tr("progress %1/%2 %3").arg(progress).arg(total).arg(message)
                                       : tr("progress %1 %2").arg(progress).arg(message));
                });
        connect(m_session, &McpSession::strayOutput, this, [](const QByteArray &bytes) {
            writeErr(tr("warning: the server wrote a line that is not JSON: %1").arg(QString::fromUtf8(bytes.left(200))));
        });
    }
    m_session->initialize();
    return ExchangeReport::ExitOk;
}

void ToolsCommand::onFailed(const QString &message)
{
    // No answer at all is a transport failure; an answer we cannot use is not JSON-RPC we speak.
    int status = ExchangeReport::ExitInvalid;
    if (!m_exchanges.isEmpty()) {
        const int first = ExchangeReport::exitStatus(*m_exchanges.last());
        if (first == ExchangeReport::ExitTransport || first == ExchangeReport::ExitResponseError)
            status = first;
    }
    if (m_setup.json) {
        JsonBuilder json(2);
        json.beginObject();
        writeHead(json);
        json.key(u"error").value(message);
        if (m_setup.trailing)
            m_setup.trailing(json);
        json.endObject();
        writeOut(json.text() + '\n');
    } else {
        writeErr(tr("error: %1").arg(message));
        printFindings();
    }
    end(status);
}

void ToolsCommand::onReady()
{
    if (m_tool.isEmpty()) {
        m_features->listTools([this](const McpList &list) { listed(list); });
        return;
    }
    // The listing first: the tool's inputSchema checks the arguments before the call, its
    // outputSchema the result after it.
    const qsizetype before = m_exchanges.size();
    m_features->listTools([this, before](const McpList &list) {
        if (!list.ok() && list.lastReply.status != McpReply::Status::Error) {
            report(list.lastReply, {});   // no answer at all: the call would fare no better
            return;
        }
        if (!list.ok()) {
            // A server without tools/list still has its tools called; its refusal is no failure of ours.
            for (qsizetype i = before; i < m_exchanges.size(); ++i)
                m_advisory.insert(m_exchanges.at(i).get());
            if (!m_setup.json)
                writeErr(tr("warning: the tools could not be listed (%1); the arguments are not checked.").arg(list.error));
        } else {
            for (const McpRejectedEntry &entry : list.rejected) {
                if (entry.name != m_tool)
                    continue;
                // The revision's rule: a client does not call a tool whose markings are invalid.
                McpReply refused;
                refused.status = McpReply::Status::Invalid;
                refused.error = tr("the server's tool \"%1\" is invalid (%2): not called.").arg(m_tool, entry.problem);
                report(refused, {});
                return;
            }
            checkArguments(list);
        }
        McpFeatures::CallOptions options;
        options.progress = true;
        m_features->callTool(m_tool, m_arguments, options, [this](const McpReply &reply) { called(reply); });
    });
}

void ToolsCommand::checkArguments(const McpList &list)
{
    for (const McpListEntry &entry : list.entries) {
        if (entry.name != m_tool)
            continue;
        const JsonDocument tool = JsonDocument::parse(entry.json);
        const int output = tool.member(0, u"outputSchema");
        if (output >= 0)
            m_outputSchema = tool.raw(output).toByteArray();
        const int input = tool.member(0, u"inputSchema");
        if (input < 0)
            return;
        ParamSchema schemas;
        const SchemaNodePtr schema = schemas.parse(tool.raw(input).toByteArray());
        if (!schema)
            return;
        m_argumentProblems = SchemaValidator::check(*schema, m_arguments.isEmpty() ? QByteArrayLiteral("{}") : m_arguments);
        if (!m_setup.json) {
            for (const SchemaProblem &problem : std::as_const(m_argumentProblems))
                writeErr(tr("warning: the arguments do not match the tool's inputSchema at %1: %2; sending them as given.")
                                 .arg(problem.path, problem.message));
        }
        return;
    }
    m_toolUnlisted = true;
    if (!m_setup.json)
        writeErr(tr("warning: the server lists no tool named \"%1\"; calling it anyway.").arg(m_tool));
}

void ToolsCommand::writeHead(JsonBuilder &json) const
{
    // The members every tools/tool report starts with; the caller opens and closes the object.
    json.key(u"endpoint").value(m_endpoint);
    json.key(u"transport").value(Transport::kindName(m_client->transport()->kind()));
    json.key(u"protocolVersion").beginObject().key(u"asked").value(m_session->askedVersion()).key(u"answered");
    if (m_session->server().protocolVersion.isEmpty())
        json.null();
    else
        json.value(m_session->server().protocolVersion);
    json.endObject();
    json.key(u"sessionId");
    if (m_session->sessionId().isEmpty())
        json.null();
    else
        json.value(QString::fromLatin1(m_session->sessionId()));
    const McpServerInfo &server = m_session->server();
    json.key(u"serverInfo");
    server.serverInfoText.isEmpty() ? json.null() : json.raw(server.serverInfoText);
    json.key(u"capabilities");
    server.capabilitiesText.isEmpty() ? json.null() : json.raw(server.capabilitiesText);
    json.key(u"notifications").beginArray();
    for (const IncomingMessage &message : m_notifications) {
        const JsonDocument doc = JsonDocument::parse(message.bytes);
        // Server requests are listed with our answers below.
        if (doc.isValid() && doc.type(0) == JsonDocument::Type::Object && doc.member(0, u"id") >= 0)
            continue;
        writeMessage(json, message.bytes);
    }
    json.endArray();
    json.key(u"serverRequests").beginArray();
    for (const AnsweredRequest &answered : m_serverRequests) {
        json.beginObject().key(u"request");
        writeMessage(json, answered.request);
        json.key(u"answer").raw(answered.response).endObject();
    }
    json.endArray();
    json.key(u"findings").beginArray();
    for (const ExchangePtr &exchange : m_exchanges) {
        for (const Finding &finding : exchange->classification.findings) {
            json.beginObject()
                .key(u"id").value(finding.id)
                .key(u"severity").value(Finding::severityName(finding.severity))
                .key(u"message").value(finding.message)
                .key(u"method").value(exchange->sent.methodSummary())
                .endObject();
        }
    }
    json.endArray();
    json.key(u"era").value(m_session->isModern() ? QStringLiteral("modern") : QStringLiteral("legacy"));
    json.key(u"negotiation").value(m_session->negotiation());
}

void ToolsCommand::listed(const McpList &list)
{
    int status = 0;
    for (const ExchangePtr &exchange : std::as_const(m_exchanges)) {
        if (!m_session->workedAround(*exchange))
            status = worse(status, ExchangeReport::exitStatus(*exchange));
    }
    if (!list.ok() && status == 0)
        status = ExchangeReport::ExitInvalid;
    if (m_setup.json) {
        JsonBuilder json(2);
        json.beginObject();
        writeHead(json);
        json.key(u"pages").value(list.pages);
        json.key(u"tools").beginArray();
        for (const McpListEntry &entry : list.entries)
            json.raw(entry.json);
        json.endArray();
        json.key(u"rejected").beginArray();
        for (const McpRejectedEntry &entry : list.rejected)
            json.beginObject().key(u"name").value(entry.name).key(u"problem").value(entry.problem).endObject();
        json.endArray();
        json.key(u"error");
        list.ok() ? json.null() : json.value(list.error);
        if (m_setup.trailing)
            m_setup.trailing(json);
        json.endObject();
        writeOut(json.text() + '\n');
    } else {
        QByteArray out;
        for (const McpListEntry &entry : list.entries)
            out += entry.name.toUtf8() + '\t' + oneLine(entry.description).toUtf8() + '\n';
        writeOut(out);
        for (const McpRejectedEntry &entry : list.rejected)
            writeErr(tr("warning: the tool \"%1\" is left out: %2.").arg(entry.name, entry.problem));
        if (!list.ok())
            writeErr(tr("error: %1").arg(list.error));
        printFindings();
    }
    end(status);
}

void ToolsCommand::called(const McpReply &reply)
{
    const ToolResult result = reply.ok() ? ToolResult::read(reply.document(), reply.resultNode) : ToolResult();
    // structuredContent is checked against the outputSchema the listing gave; an error result owes none.
    report(reply, reply.ok() && !result.isError ? result.checkStructured(m_outputSchema) : QList<SchemaProblem>());
}

void ToolsCommand::report(const McpReply &reply, const QList<SchemaProblem> &structuredProblems)
{
    int status = 0;
    for (const ExchangePtr &exchange : std::as_const(m_exchanges)) {
        if (!m_advisory.contains(exchange.get()) && !m_session->workedAround(*exchange))
            status = worse(status, ExchangeReport::exitStatus(*exchange));
    }
    const ToolResult result = reply.ok() ? ToolResult::read(reply.document(), reply.resultNode) : ToolResult();
    if (reply.ok() && result.isError)
        status = worse(status, ExchangeReport::ExitResponseError);
    if (!reply.ok() && status == 0) {
        // A task that failed ended in a JSON-RPC error of its own, told in its last tasks/get.
        const bool taskFailed = !m_task.taskId.isEmpty() && m_task.status == u"failed";
        status = reply.status == McpReply::Status::Transport ? ExchangeReport::ExitTransport
            : taskFailed                                      ? ExchangeReport::ExitResponseError
                                                              : ExchangeReport::ExitInvalid;
    }

    if (m_setup.json) {
        JsonBuilder json(2);
        json.beginObject();
        writeHead(json);
        json.key(u"tool").value(m_tool);
        json.key(u"arguments");
        m_arguments.isEmpty() ? json.null() : json.raw(m_arguments);
        json.key(u"result");
        reply.ok() ? json.raw(reply.document().raw(reply.resultNode)) : json.null();
        json.key(u"isError").value(result.isError);
        if (!m_task.taskId.isEmpty()) {
            // The call became a task: what it was called, where it ended, how often it was asked.
            json.key(u"task").beginObject().key(u"taskId").value(m_task.taskId).key(u"status").value(m_task.status);
            json.key(u"polls").value(m_task.polls).key(u"elapsedMs").value(m_task.elapsedMs).endObject();
        }
        json.key(u"listed").value(!m_toolUnlisted);
        json.key(u"argumentProblems").beginArray();
        for (const SchemaProblem &problem : std::as_const(m_argumentProblems))
            json.beginObject().key(u"path").value(problem.path).key(u"message").value(problem.message).endObject();
        json.endArray();
        json.key(u"structuredContentProblems").beginArray();
        for (const SchemaProblem &problem : structuredProblems)
            json.beginObject().key(u"path").value(problem.path).key(u"message").value(problem.message).endObject();
        json.endArray();
        json.key(u"error");
        reply.ok() ? json.null() : json.value(reply.error);
        if (m_setup.trailing)
            m_setup.trailing(json);
        json.endObject();
        writeOut(json.text() + '\n');
    } else {
        QByteArray out;
        for (const McpContent &item : result.content) {
            if (item.kind == McpContent::Kind::Text) {
                const JsonDocument doc = JsonDocument::parse(item.text.toUtf8());
                const bool structured = doc.isValid() && (doc.type(0) == JsonDocument::Type::Object
                                                          || doc.type(0) == JsonDocument::Type::Array);
                out += structured ? JsonWriter::prettyPrint(doc) : item.text.toUtf8();
            } else {
                out += item.summary().toUtf8();
            }
            out += '\n';
        }
        writeOut(out);
        if (!reply.ok())
            writeErr(tr("error: %1").arg(reply.error));
        else if (result.isError)
            writeErr(tr("error: the tool reported a failure (isError)."));
        for (const QString &problem : result.problems)
            writeErr(tr("warning: %1").arg(problem));
        for (const SchemaProblem &problem : structuredProblems)
            writeErr(tr("warning: structuredContent does not match the outputSchema at %1: %2").arg(problem.path, problem.message));
        printFindings();
    }
    end(status);
}

void ToolsCommand::printFindings()
{
    for (const ExchangePtr &exchange : std::as_const(m_exchanges)) {
        for (const Finding &finding : exchange->classification.findings) {
            writeErr(tr("%1 [%2]: %3: %4")
                         .arg(Finding::severityName(finding.severity), finding.id, exchange->sent.methodSummary(),
                              finding.message));
        }
    }
}

void ToolsCommand::end(int status)
{
    m_status = status;
    m_session->shutdown();   // finished() when it is closed
}

} // namespace RpcScope
