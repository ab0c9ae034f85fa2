#pragma once

#include "app/cli/serverrequestoption.h"
#include "lib/mcp/mcpfeatures.h"
#include "lib/schema/schemavalidator.h"
#include "lib/rpc/exchange.h"
#include "lib/transport/endpointsettings.h"

#include <QObject>

#include <functional>
#include <QSet>

class QCommandLineParser;

namespace RpcScope {

class JsonBuilder;
class RpcClient;
class SessionRecorder;

/// `rpcscope-cli tools ENDPOINT` and `tool ENDPOINT NAME [ARGS]`: the MCP handshake, then
/// every page of tools/list (one tool a line: name, TAB, description) or one tools/call
/// (its content printed: text as text, JSON text pretty-printed, other items in a line), or
/// the `--json` report with the notifications received; then an orderly shutdown. Server
/// requests are answered from `--answer`, otherwise with a JSON-RPC error.
class ToolsCommand : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolsCommand)

public:
    struct Setup
    {
        EndpointSettings settings;
        int timeoutMs = 30000;
        bool json = false;
        QString mcpVersion;
        SessionRecorder *recorder = nullptr;
        /// Members the JSON report ends with (the authorization's `auth`).
        std::function<void(JsonBuilder &)> trailing;
    };

    explicit ToolsCommand(QObject *parent = nullptr);
    ~ToolsCommand() override;

    /// \a args: the positional arguments (`tools ENDPOINT` or `tool ENDPOINT NAME [ARGS]`).
    /// Returns ExchangeReport::ExitOk when it runs (finished() follows); otherwise the exit
    /// status, with \a error set.
    int start(const QStringList &args, const QCommandLineParser &parser, const Setup &setup, QString *error);

signals:
    void finished(int exitStatus);

private:
    void onReady();
    void onFailed(const QString &message);
    void listed(const McpList &list);
    void called(const McpReply &reply);
    /// The tool's schemas from the listing: the arguments checked, the output schema kept.
    void checkArguments(const McpList &list);
    void report(const McpReply &reply, const QList<SchemaProblem> &structuredProblems);
    void printFindings();
    void writeHead(JsonBuilder &json) const;
    void end(int status);

    Setup m_setup;
    QString m_endpoint;
    QString m_tool;
    QByteArray m_arguments;
    RpcClient *m_client = nullptr;
    McpSession *m_session = nullptr;
    McpFeatures *m_features = nullptr;
    ScriptedResponder m_responder;
    QList<ExchangePtr> m_exchanges;
    QList<IncomingMessage> m_notifications;
    QList<AnsweredRequest> m_serverRequests;
    McpTask m_task;   ///< the call as a task (the tasks extension), as last seen; taskId empty when it stayed a call
    int m_status = 0;
    // What the listing before a call told: the tool's output schema, the arguments' problems.
    QByteArray m_outputSchema;
    QList<SchemaProblem> m_argumentProblems;
    bool m_toolUnlisted = false;
    QSet<const Exchange *> m_advisory;   ///< exchanges whose failure is not the command's (a refused listing)
};

} // namespace RpcScope
