#include "lib/demo/demomcpservice.h"

#include "lib/demo/demonotestore.h"
#include "lib/demo/demorawjson.h"
#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonsplice.h"
#include "lib/json/jsonwriter.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTimer>

#include <chrono>
#include <cmath>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

// Text content carrying JSON is indented, as MCP servers commonly send it.
constexpr int TextIndent = 2;

QString numberString(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QByteArray pageCursor(qsizetype offset)
{
    return QByteArray("tools:" + QByteArray::number(offset))
        .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

} // namespace

DemoMcpService::DemoMcpService(QObject *parent)
    : DemoMcpService(std::make_shared<DemoNoteStore>(), parent)
{
}

DemoMcpService::DemoMcpService(std::shared_ptr<DemoNoteStore> notes, QObject *parent)
    : DemoEndpoint(parent)
    , m_notes(std::move(notes))
{
    m_uptime.start();
    QFile file(u":/rpcscope/demo/mcptools.json"_s);
    if (!file.open(QIODevice::ReadOnly))
        qWarning("rpcscope-demo: resource mcptools.json is missing");
    const QByteArray compact = DemoRawJson::compact(file.readAll());
    const QList<QByteArrayView> texts =
        DemoRawJson::elements(DemoRawJson::member(compact, "tools"_L1));
    const QJsonArray tools = QJsonDocument::fromJson(compact).object().value(u"tools").toArray();

    const QHash<QString, ToolHandler> handlers = {
        {u"echo"_s, &DemoMcpService::echo},
        {u"add"_s, &DemoMcpService::add},
        {u"convert_temperature"_s, &DemoMcpService::convertTemperature},
        {u"roll_dice"_s, &DemoMcpService::rollDice},
        {u"create_note"_s, &DemoMcpService::createNote},
        {u"search_notes"_s, &DemoMcpService::searchNotes},
        {u"get_time"_s, &DemoMcpService::getTime},
        {u"word_count"_s, &DemoMcpService::wordCount},
        {u"hash_text"_s, &DemoMcpService::hashText},
        {u"sleep"_s, nullptr}, // answered late, in toolsCall()
        {u"always_fail"_s, &DemoMcpService::alwaysFail},
        {u"system_info"_s, &DemoMcpService::systemInfo},
    };
    for (qsizetype i = 0; i < tools.size() && i < texts.size(); ++i) {
        const QJsonObject object = tools.at(i).toObject();
        Tool tool;
        tool.name = object.value(u"name").toString();
        tool.text = texts.at(i).toByteArray();
        tool.inputSchema = object.value(u"inputSchema").toObject();
        if (!handlers.contains(tool.name))
            qWarning("rpcscope-demo: tool %s has no handler", qPrintable(tool.name));
        tool.handler = handlers.value(tool.name);
        m_tools.append(tool);
    }
}

DemoMcpService::~DemoMcpService() = default;

QStringList DemoMcpService::protocolVersions()
{
    return {u"2024-11-05"_s, u"2025-03-26"_s, u"2025-06-18"_s, u"2025-11-25"_s};
}

QStringList DemoMcpService::toolNames() const
{
    QStringList names;
    for (const Tool &tool : m_tools)
        names.append(tool.name);
    return names;
}

namespace {

const QString kModernVersion = u"2026-07-28"_s;

// The revision a modern request names in its _meta; empty for a legacy request.
QString modernVersion(const QJsonValue &params)
{
    const QJsonValue version = params.toObject().value(u"_meta").toObject().value(u"io.modelcontextprotocol/protocolVersion");
    return version.isString() ? version.toString() : QString();
}

// MCP 2026-07-28: "All results now carry a required resultType field".
DemoOutcome complete(DemoOutcome outcome)
{
    if (outcome.kind() != DemoOutcome::Kind::Result || !outcome.json().startsWith('{')
        || !JsonSplice::memberText(outcome.json(), {u"resultType"_s}).isNull())
        return outcome;
    return DemoOutcome::result(JsonSplice::setMember(outcome.json(), {u"resultType"_s}, "\"complete\""));
}

// The ask_name tool as tools/list shows it to a modern client.
const QByteArray kAskNameTool =
    R"({"name":"ask_name","title":"Ask my name","description":"Asks for your name before it greets you )"
    R"((MCP 2026-07-28: an input_required result, then the call again with your answer). Its region )"
    R"(goes in an Mcp-Param-Region header too.","inputSchema":{"type":"object","properties":{"greeting":)"
    R"({"type":"string","default":"Hello","description":"The word to greet with"},"region":{"type":"string",)"
    R"("x-mcp-header":"Region","description":"Mirrored into the Mcp-Param-Region header"}}}})";

// Every revision the demo speaks, newest first: server/discover's supportedVersions and
// -32022's data.supported.
void writeSupportedVersions(JsonBuilder &json)
{
    json.beginArray().value(kModernVersion);
    const QStringList legacy = DemoMcpService::protocolVersions();
    for (qsizetype i = legacy.size() - 1; i >= 0; --i)
        json.value(legacy.at(i));
    json.endArray();
}

// The server's instructions, Markdown; the stateless era has one tool more.
QString instructions(bool modern)
{
    return u"Demo tools for trying an MCP client:\n\n"
           u"- **arithmetic**, text, notes and time\n"
           u"- a tool that *waits*, and one that always fails\n"_s
           + (modern ? u"- one that asks for your name first (*input required*)\n"_s : QString())
           + u"\nInstructions are Markdown: a client shows [links](https://example.invalid/) "
             u"without following them, and fetches no image ![logo](logo.png)."_s;
}

// long_job, in the stateless era: a task for a client that declared the tasks extension.
const QByteArray kLongJobTool =
    R"({"name":"long_job","title":"Long job","description":"Works for a while. A client that declares the tasks )"
    R"(extension (MCP 2026-07-28) gets a task to follow; with confirm, the task asks halfway whether to go on.",)"
    R"("inputSchema":{"type":"object","properties":{"ms":{"type":"integer","minimum":0,"maximum":60000,)"
    R"("default":2000,"description":"Milliseconds of work"},"confirm":{"type":"boolean","default":false,)"
    R"("description":"Ask halfway whether to go on"}}},"execution":{"taskSupport":"optional"}})";

// Whether a modern request's client declared the tasks extension.
bool declaresTasks(const QJsonValue &params)
{
    return params.toObject().value(u"_meta").toObject().value(u"io.modelcontextprotocol/clientCapabilities").toObject()
        .value(u"extensions").toObject().contains(u"io.modelcontextprotocol/tasks");
}

// open_toolbox and bonus_tip, in the stateless era: a tool list that changes while a client
// listens (subscriptions/listen with toolsListChanged).
const QByteArray kOpenToolboxTool =
    R"({"name":"open_toolbox","title":"Open the toolbox","description":"Adds the tool bonus_tip to this list, or )"
    R"(takes it away again. A client that listens for tool list changes (MCP 2026-07-28's subscriptions/listen) )"
    R"(hears notifications/tools/list_changed at once.","inputSchema":{"type":"object","properties":{}}})";
const QByteArray kBonusTipTool =
    R"({"name":"bonus_tip","title":"Bonus tip","description":"Gives a tip. In the list only while the toolbox is )"
    R"(open.","inputSchema":{"type":"object","properties":{}}})";

// What ask_name hands the client to echo back: opaque to it, checked by the server.
const QString kAskNameState = u"ask_name:v1"_s;

} // namespace

std::optional<DemoMcpService::Listen> DemoMcpService::listen(const QByteArray &body)
{
    const JsonDocument doc = JsonDocument::parse(body);
    if (!doc.isValid() || doc.type(0) != JsonDocument::Type::Object || doc.memberString(0, u"method") != u"subscriptions/listen")
        return std::nullopt;
    const int id = doc.member(0, u"id");
    const int params = doc.member(0, u"params");
    const int meta = params >= 0 ? doc.member(params, u"_meta") : -1;
    if (id < 0 || meta < 0 || doc.memberString(meta, u"io.modelcontextprotocol/protocolVersion") != kModernVersion)
        return std::nullopt;
    const int asked = doc.member(params, u"notifications");
    const int tools = asked >= 0 ? doc.member(asked, u"toolsListChanged") : -1;
    JsonBuilder ack(0);
    ack.beginObject().key(u"jsonrpc").value(u"2.0").key(u"method").value(u"notifications/subscriptions/acknowledged");
    ack.key(u"params").beginObject().key(u"_meta").beginObject().key(u"io.modelcontextprotocol/subscriptionId");
    ack.raw(doc.raw(id)).endObject();
    Listen listen;
    listen.id = doc.raw(id).toByteArray();
    listen.toolsListChanged = tools >= 0 && doc.type(tools) == JsonDocument::Type::True;
    ack.key(u"notifications").beginObject();
    if (listen.toolsListChanged)
        ack.key(u"toolsListChanged").value(true);
    ack.endObject().endObject().endObject();
    listen.acknowledgement = ack.text();
    return listen;
}

QByteArray DemoMcpService::toolListChangedNotification(const QByteArray &id)
{
    JsonBuilder note(0);
    note.beginObject().key(u"jsonrpc").value(u"2.0").key(u"method").value(u"notifications/tools/list_changed");
    note.key(u"params").beginObject().key(u"_meta").beginObject().key(u"io.modelcontextprotocol/subscriptionId");
    note.raw(id).endObject().endObject().endObject();
    return note.text();
}

void DemoMcpService::dispatch(const DemoCall &call, Done done)
{
    const QString modern = modernVersion(call.params);
    if (!modern.isEmpty() && modern != kModernVersion) {
        JsonBuilder data(0);
        data.beginObject().key(u"supported");
        writeSupportedVersions(data);
        data.key(u"requested").value(modern).endObject();
        done(DemoOutcome::error(-32022, u"Unsupported protocol version"_s, data.text()));
        return;
    }
    if (!modern.isEmpty()) {
        // Stateless: the same methods, each result with its resultType.
        Done inner = std::move(done);
        done = [inner](DemoOutcome outcome) { inner(complete(std::move(outcome))); };
    }
    // The stateless era's own tools, by name.
    const QString modernTool = !modern.isEmpty() && call.method == u"tools/call"
                                   ? call.params.toObject().value(u"name").toString() : QString();
    if (call.method == u"server/discover") {
        done(discover());
    } else if (modernTool == u"ask_name") {
        done(askName(call.params.toObject()));
    } else if (modernTool == u"open_toolbox" || modernTool == u"bonus_tip") {
        done(toolbox(modernTool));
    } else if (modernTool == u"long_job") {
        longJob(call.params.toObject(), declaresTasks(call.params), std::move(done));
    } else if (!modern.isEmpty() && (call.method == u"tasks/get" || call.method == u"tasks/update"
                                     || call.method == u"tasks/cancel")) {
        done(m_taskStore.dispatch(call.method, call.params.toObject()));
    } else if (call.method == u"initialize") {
        done(initialize(call.params));
    } else if (call.method == u"ping") {
        done(DemoOutcome::result("{}"));
    } else if (call.method.startsWith(u"notifications/")) {
        // notifications/initialized, notifications/cancelled ...: accepted. Sent with an
        // id by mistake, they get an empty result rather than an error.
        done(DemoOutcome::result("{}"));
    } else if (call.method == u"tools/list") {
        done(toolsList(call.params, !modern.isEmpty()));
    } else if (call.method == u"tools/call") {
        toolsCall(call.params, std::move(done));
    } else {
        done(DemoOutcome::error(MethodNotFound, u"Method not found"_s,
                                JsonWriter::quote(call.method)));
    }
}

DemoOutcome DemoMcpService::initialize(const QJsonValue &params) const
{
    if (!params.isUndefined() && !params.isObject())
        return invalidParams(QString(), u"initialize takes its parameters by name"_s);
    const QJsonValue requested = params.toObject().value(u"protocolVersion");
    if (!requested.isUndefined() && !requested.isString())
        return invalidParams(u"protocolVersion"_s, u"must be a string"_s);

    // "If the server supports the requested protocol version, it MUST respond with the
    // same version. Otherwise, the server MUST respond with another protocol version it
    // supports", which should be the latest.
    const QStringList versions = protocolVersions();
    const QString version = versions.contains(requested.toString()) ? requested.toString()
                                                                     : versions.last();
    JsonBuilder result(0);
    result.beginObject()
        .key(u"protocolVersion").value(version)
        .key(u"capabilities").beginObject()
        .key(u"tools").beginObject().key(u"listChanged").value(false).endObject()
        .endObject()
        .key(u"serverInfo").beginObject()
        .key(u"name").value(u"rpcscope-demo");
    if (version >= u"2025-06-18")
        result.key(u"title").value(u"RpcScope demo");
    result.key(u"version").value(RPCSCOPE_VERSION).endObject();
    if (version >= u"2025-03-26") {
        result.key(u"instructions").value(instructions(false));
    }
    result.endObject();
    return DemoOutcome::result(result.text()).startingSession();
}

DemoOutcome DemoMcpService::discover() const
{
    JsonBuilder result(0);
    result.beginObject().key(u"supportedVersions");
    writeSupportedVersions(result);
    result.key(u"capabilities").beginObject().key(u"tools").beginObject().key(u"listChanged").value(true).endObject()
        .key(u"extensions").beginObject().key(u"io.modelcontextprotocol/tasks").beginObject().endObject().endObject()
        .endObject()
        .key(u"instructions").value(instructions(true))
        .key(u"ttlMs").value(60000).key(u"cacheScope").value(u"public")
        .key(u"_meta").beginObject().key(u"io.modelcontextprotocol/serverInfo").beginObject()
        .key(u"name").value(u"rpcscope-demo").key(u"title").value(u"RpcScope demo").key(u"version").value(RPCSCOPE_VERSION)
        .endObject().endObject()
        .endObject();
    return DemoOutcome::result(result.text());
}

void DemoMcpService::longJob(const QJsonObject &params, bool tasks, Done done)
{
    const QJsonObject arguments = params.value(u"arguments").toObject();
    const QJsonValue ms = arguments.value(u"ms");
    const QJsonValue confirm = arguments.value(u"confirm");
    if ((!ms.isUndefined() && (!ms.isDouble() || ms.toDouble() < 0 || ms.toDouble() > 60000 || ms.toDouble() != std::floor(ms.toDouble())))
        || (!confirm.isUndefined() && !confirm.isBool())) {
        done(toolOutcome({u"Invalid arguments: ms is a whole number from 0 to 60000, confirm true or false"_s, true}));
        return;
    }
    const qint64 duration = ms.isUndefined() ? 2000 : qint64(ms.toDouble());
    if (tasks) {
        done(m_taskStore.create(duration, confirm.toBool(false)));
        return;
    }
    // "Never return a task to a client that did not declare support": it waits instead.
    QTimer::singleShot(std::chrono::milliseconds(duration), this, [done = std::move(done), duration] {
        done(toolOutcome({u"Job done after %1 ms."_s.arg(duration), false}));
    });
}

DemoOutcome DemoMcpService::askName(const QJsonObject &params) const
{
    const QJsonObject arguments = params.value(u"arguments").toObject();
    const QJsonValue state = params.value(u"requestState");
    const QJsonObject answer = params.value(u"inputResponses").toObject().value(u"name").toObject();
    if (!state.isUndefined() && state.toString() != kAskNameState)
        return invalidParams(u"requestState"_s, u"was not issued by this server"_s);
    if (state.isUndefined() || answer.isEmpty()) {
        // "Servers MUST NOT send an inputRequests that the client has not declared support for."
        const QJsonObject capabilities = params.value(u"_meta").toObject()
                .value(u"io.modelcontextprotocol/clientCapabilities").toObject();
        if (!capabilities.contains(u"elicitation"))
            return DemoOutcome::error(-32021, u"ask_name asks for input through elicitation, which the client did not declare"_s,
                                      R"({"requiredCapabilities":{"elicitation":{}}})");
        // "Servers MUST include at least one of inputRequests or requestState."
        JsonBuilder result(0);
        result.beginObject().key(u"resultType").value(u"input_required")
            .key(u"inputRequests").beginObject().key(u"name").beginObject()
            .key(u"method").value(u"elicitation/create")
            .key(u"params").beginObject()
            .key(u"mode").value(u"form").key(u"message").value(u"What is your name?")
            .key(u"requestedSchema").beginObject().key(u"type").value(u"object")
            .key(u"properties").beginObject().key(u"name").beginObject()
            .key(u"type").value(u"string").key(u"title").value(u"Name").key(u"default").value(u"friend")
            .endObject().endObject()
            .key(u"required").beginArray().value(u"name").endArray()
            .endObject().endObject().endObject().endObject()
            .key(u"requestState").value(kAskNameState)
            .endObject();
        return DemoOutcome::result(result.text());
    }
    const QString greeting = arguments.value(u"greeting").toString(u"Hello"_s);
    if (answer.value(u"action").toString() != u"accept")
        return toolOutcome({u"%1! You did not say your name."_s.arg(greeting), false});
    const QString name = answer.value(u"content").toObject().value(u"name").toString(u"friend"_s);
    return toolOutcome({u"%1, %2!"_s.arg(greeting, name), false});
}

DemoOutcome DemoMcpService::toolsList(const QJsonValue &params, bool modern) const
{
    if (!params.isUndefined() && !params.isObject())
        return invalidParams(QString(), u"tools/list takes its parameters by name"_s);
    qsizetype offset = 0;
    const QJsonValue cursor = params.toObject().value(u"cursor");
    if (!cursor.isUndefined()) {
        const auto decoded = QByteArray::fromBase64Encoding(
            cursor.toString().toLatin1(),
            QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
        bool ok = false;
        if (cursor.isString() && decoded && decoded.decoded.startsWith("tools:"))
            offset = decoded.decoded.sliced(6).toLongLong(&ok);
        if (!ok || offset <= 0 || offset >= m_tools.size())
            return invalidParams(u"cursor"_s, u"is not a cursor this server issued"_s);
    }
    const qsizetype end = std::min<qsizetype>(offset + PageSize, m_tools.size());
    JsonBuilder result(0);
    result.beginObject().key(u"tools").beginArray();
    for (qsizetype i = offset; i < end; ++i)
        result.raw(m_tools.at(i).text);
    if (modern && end == m_tools.size()) {
        result.raw(kAskNameTool);   // the stateless era's own tools close the last page
        result.raw(kLongJobTool);
        result.raw(kOpenToolboxTool);
        if (m_toolboxOpen)
            result.raw(kBonusTipTool);
    }
    result.endArray();
    if (end < m_tools.size())
        result.key(u"nextCursor").value(QString::fromLatin1(pageCursor(end)));
    if (modern) {
        // The revision's cache hints: the list is the same for every client for a minute.
        result.key(u"ttlMs").value(60000).key(u"cacheScope").value(u"public");
    }
    result.endObject();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoMcpService::toolbox(const QString &name)
{
    if (name == u"bonus_tip") {
        if (!m_toolboxOpen)
            return toolOutcome({u"bonus_tip is not in the tool list now: open_toolbox adds it."_s, true});
        return toolOutcome({u"Tip: a breakpoint with answers in the Tap window holds a result before the host has it."_s, false});
    }
    m_toolboxOpen = !m_toolboxOpen;
    emit toolListChanged();
    return toolOutcome({m_toolboxOpen ? u"The toolbox is open: bonus_tip is in the tool list now."_s
                                      : u"The toolbox is closed: bonus_tip left the tool list."_s,
                        false});
}

DemoOutcome DemoMcpService::toolOutcome(const ToolResult &toolResult)
{
    JsonBuilder result(0);
    result.beginObject()
        .key(u"content").beginArray()
        .beginObject().key(u"type").value(u"text").key(u"text").value(toolResult.text).endObject()
        .endArray();
    if (toolResult.isError)
        result.key(u"isError").value(true);
    result.endObject();
    return DemoOutcome::result(result.text());
}

void DemoMcpService::toolsCall(const QJsonValue &params, Done done)
{
    if (!params.isObject()) {
        done(invalidParams(QString(), u"tools/call needs an object with the tool's name"_s));
        return;
    }
    const QJsonObject object = params.toObject();
    if (!object.value(u"name").isString()) {
        done(invalidParams(u"name"_s, u"must be a string"_s));
        return;
    }
    const QJsonValue arguments = object.value(u"arguments");
    if (!arguments.isUndefined() && !arguments.isObject()) {
        done(invalidParams(u"arguments"_s, u"must be an object"_s));
        return;
    }
    const QString name = object.value(u"name").toString();
    const auto tool = std::find_if(m_tools.cbegin(), m_tools.cend(),
                                   [&name](const Tool &each) { return each.name == name; });
    if (tool == m_tools.cend()) {
        // A protocol error, worded the way the MCP specification's example words it.
        JsonBuilder data(0);
        data.beginObject().key(u"param").value(u"name")
            .key(u"message").value(u"no tool is called %1"_s.arg(name)).endObject();
        done(DemoOutcome::error(InvalidParams, u"Unknown tool: "_s + name, data.text()));
        return;
    }

    // Arguments that break the schema are a tool error, so a model can read it and retry.
    const DemoSchemaProblem problem = m_schema.check(tool->inputSchema, arguments.toObject(), {});
    if (problem.isProblem()) {
        done(toolOutcome({u"Invalid arguments: %1 %2"_s.arg(problem.path, problem.message),
                          true}));
        return;
    }
    const QJsonObject filled = m_schema.withDefaults(tool->inputSchema, arguments.toObject());
    if (tool->name == u"sleep") {
        const qint64 ms = filled.value(u"ms").toInteger();
        QTimer::singleShot(std::chrono::milliseconds(ms), this, [done = std::move(done), ms] {
            done(toolOutcome({u"Slept for %1 ms."_s.arg(ms), false}));
        });
        return;
    }
    done(toolOutcome((this->*(tool->handler))(filled)));
}

DemoMcpService::ToolResult DemoMcpService::echo(const QJsonObject &arguments)
{
    return {arguments.value(u"text").toString()};
}

DemoMcpService::ToolResult DemoMcpService::add(const QJsonObject &arguments)
{
    const double a = arguments.value(u"a").toDouble();
    const double b = arguments.value(u"b").toDouble();
    return {numberString(a + b)};
}

DemoMcpService::ToolResult DemoMcpService::convertTemperature(const QJsonObject &arguments)
{
    const double value = arguments.value(u"value").toDouble();
    const QString from = arguments.value(u"from").toString();
    const QString to = arguments.value(u"to").toString();
    const double kelvin = from == u"celsius"      ? value + 273.15
                          : from == u"fahrenheit" ? (value - 32.0) * 5.0 / 9.0 + 273.15
                                                  : value;
    if (kelvin < 0)
        return {u"%1 %2 is below absolute zero."_s.arg(numberString(value), from), true};
    const double converted = to == u"celsius"      ? kelvin - 273.15
                             : to == u"fahrenheit" ? (kelvin - 273.15) * 9.0 / 5.0 + 32.0
                                                   : kelvin;
    const double rounded = std::round(converted * 100.0) / 100.0;
    return {u"%1 %2 is %3 %4."_s.arg(numberString(value), from, numberString(rounded), to)};
}

DemoMcpService::ToolResult DemoMcpService::rollDice(const QJsonObject &arguments)
{
    const int sides = int(arguments.value(u"sides").toInteger());
    const int count = int(arguments.value(u"count").toInteger());
    JsonBuilder result(TextIndent);
    result.beginObject().key(u"rolls").beginArray();
    qint64 total = 0;
    for (int i = 0; i < count; ++i) {
        const int roll = int(QRandomGenerator::global()->bounded(1, sides + 1));
        total += roll;
        result.value(roll);
    }
    result.endArray().key(u"total").value(total).endObject();
    return {QString::fromUtf8(result.text())};
}

DemoMcpService::ToolResult DemoMcpService::createNote(const QJsonObject &arguments)
{
    QStringList tags;
    for (const QJsonValue &tag : arguments.value(u"tags").toArray())
        tags.append(tag.toString());
    const DemoNote &note = m_notes->create(arguments.value(u"title").toString(),
                                           arguments.value(u"body").toString(), tags);
    JsonBuilder result(TextIndent);
    DemoNoteStore::write(result, note);
    return {QString::fromUtf8(result.text())};
}

DemoMcpService::ToolResult DemoMcpService::searchNotes(const QJsonObject &arguments)
{
    const QList<DemoNote> notes = m_notes->search(arguments.value(u"query").toString(),
                                                  int(arguments.value(u"limit").toInteger()));
    JsonBuilder result(TextIndent);
    result.beginObject().key(u"items").beginArray();
    for (const DemoNote &note : notes)
        DemoNoteStore::write(result, note);
    result.endArray().key(u"count").value(qint64(notes.size())).endObject();
    return {QString::fromUtf8(result.text())};
}

DemoMcpService::ToolResult DemoMcpService::getTime(const QJsonObject &arguments)
{
    const QDateTime now = arguments.value(u"utc").toBool() ? QDateTime::currentDateTimeUtc()
                                                          : QDateTime::currentDateTime();
    const QString format = arguments.value(u"format").toString();
    if (format == u"unix")
        return {QString::number(now.toSecsSinceEpoch())};
    if (format == u"rfc2822")
        return {now.toString(Qt::RFC2822Date)};
    return {now.toOffsetFromUtc(now.offsetFromUtc()).toString(Qt::ISODateWithMs)};
}

DemoMcpService::ToolResult DemoMcpService::wordCount(const QJsonObject &arguments)
{
    const QString text = arguments.value(u"text").toString();
    static const QRegularExpression whitespace(u"\\s+"_s);
    const qsizetype lines = text.isEmpty() ? 0 : text.count(u'\n') + (text.endsWith(u'\n') ? 0 : 1);
    JsonBuilder result(TextIndent);
    result.beginObject()
        .key(u"words").value(qint64(text.split(whitespace, Qt::SkipEmptyParts).size()))
        .key(u"characters").value(qint64(text.toUcs4().size()))
        .key(u"lines").value(qint64(lines))
        .endObject();
    return {QString::fromUtf8(result.text())};
}

DemoMcpService::ToolResult DemoMcpService::hashText(const QJsonObject &arguments)
{
    const QString algorithm = arguments.value(u"algorithm").toString();
    QCryptographicHash::Algorithm function = QCryptographicHash::Sha256;
    if (algorithm == u"md5")
        function = QCryptographicHash::Md5;
    else if (algorithm == u"sha1")
        function = QCryptographicHash::Sha1;
    else if (algorithm == u"sha512")
        function = QCryptographicHash::Sha512;
    return {QString::fromLatin1(
        QCryptographicHash::hash(arguments.value(u"text").toString().toUtf8(), function).toHex())};
}

DemoMcpService::ToolResult DemoMcpService::alwaysFail(const QJsonObject &arguments)
{
    return {u"The tool failed: %1."_s.arg(arguments.value(u"reason").toString()), true};
}

DemoMcpService::ToolResult DemoMcpService::systemInfo(const QJsonObject &)
{
    JsonBuilder result(TextIndent);
    result.beginObject()
        .key(u"os").value(QSysInfo::prettyProductName())
        .key(u"kernel").value(QString(QSysInfo::kernelType() + u' ' + QSysInfo::kernelVersion()))
        .key(u"cpu_architecture").value(QSysInfo::currentCpuArchitecture())
        .key(u"qt_version").value(qVersion())
        .key(u"server_version").value(RPCSCOPE_VERSION)
        .key(u"uptime_ms").value(m_uptime.elapsed())
        .endObject();
    return {QString::fromUtf8(result.text())};
}

} // namespace RpcScope
