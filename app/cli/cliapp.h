#pragma once

#include "lib/auth/oauthsettings.h"
#include "lib/discovery/discoveryprobe.h"
#include "lib/rpc/exchange.h"
#include "lib/rpc/serverrequest.h"
#include "lib/transport/endpointsettings.h"

#include <QCoreApplication>
#include <QObject>


namespace RpcScope {

class DiscoveryProbe;
class OAuthAuthorizer;
class TokenStore;
class LspDriver;
class Registry;
class RpcClient;
class SessionRecorder;

/// rpcscope-cli: reads the command line (SPEC §8), runs one command over the client
/// library and sets the exit status. Output formats live in lib (ExchangeReport).
class CliApp : public QObject
{
    Q_OBJECT

public:
    explicit CliApp(QObject *parent = nullptr);

    /// Parses \a arguments and starts the command; returns false (with the exit status set)
    /// when there is nothing to run.
    bool start(const QStringList &arguments);
    int exitStatus() const { return m_exitStatus; }

signals:
    void done(int exitStatus);

private:
    bool makeClient(const QString &endpoint);
    bool openRecording(const QString &path);
    /// Sends \a bytes (after the LSP handshake with --lsp, \a lspId then reserved for them).
    void sendAndReport(const QByteArray &bytes, qint64 lspId = 0);
    void sendNow(const QByteArray &bytes);
    void runDiscover();
    void runLspDiscover();
    /// discover's output: the registry, a line per method, or --json for programs.
    void printRegistry(const QList<DiscoveryProbe::SourceReport> &reports, const Registry &registry,
                       const QString &mcpVersion) const;
    void printExchange(const ExchangePtr &exchange);
    /// --listen in plain output: what arrived after the answer, a message a line.
    void printLaterMessages(const QList<IncomingMessage> &messages);
    void fail(int status, const QString &message);
    void finish(int status);

    EndpointSettings m_settings;
    OAuthAuthorizer *m_authorizer = nullptr;
    OAuthSettings m_oauth;   // as the options say: the base of a collection's oauth2 recipes
    TokenStore *m_tokenStore = nullptr;            // null: --no-token-store
    int m_timeoutMs = 30000;
    bool m_json = false;
    bool m_certificateRefused = false;   ///< a server certificate was refused: finish() says what to do
    bool m_notification = false;   // call --notify: nothing answers, so the end of the channel tells
    QString m_mcpVersion;
    RpcClient *m_client = nullptr;
    int m_listenMs = 0;                            // --listen
    ScriptedResponder m_responder;                 // --answer
    ServerResponderChain m_responders;             // --answer, then a dialect's defaults
    LspDriver *m_lsp = nullptr;                    // --lsp, --root, --open; discover --framing lsp
    bool m_lspEnding = false;
    QList<AnsweredRequest> m_serverRequests;       // what the server asked, and our responses
    SessionRecorder *m_recorder = nullptr;
    int m_exitStatus = 0;
};

} // namespace RpcScope
