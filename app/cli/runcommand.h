#pragma once

#include "lib/auth/oauthsettings.h"
#include "lib/keychain/secretstore.h"
#include "lib/rpc/serverrequest.h"
#include "lib/transport/endpointsettings.h"

#include <QObject>

#include <memory>

class QCommandLineParser;

namespace RpcScope {

class CollectionRunner;
class SecretValues;
class SessionRecorder;
struct RunSummary;

/// `rpcscope-cli run COLLECTION [--env NAME] [--var NAME=VALUE]... [--junit FILE] [--folder PATH]`:
/// runs a collection's requests in order (CollectionRunner), prints one line per request and,
/// last, `N passed, M failed` (or the `--json` report), writes JUnit XML, records the run's
/// exchanges with --record, and exits 0 when every assertion passed, 6 when any failed, 3
/// when no request got an answer at all. Secret values learnt during the run are redacted
/// from everything it prints, writes and records.
class RunCommand : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunCommand)

public:
    struct Setup
    {
        EndpointSettings settings;
        int timeoutMs = 30000;
        bool json = false;
        SessionRecorder *recorder = nullptr;   ///< --record: every exchange of the run, secrets redacted
        int listenMs = 0;                      ///< --listen: how long to keep listening after the last answer
        OAuthSettings oauth;                   ///< --browser, --auth-timeout: for the collection's oauth2 recipes
    };

    explicit RunCommand(QObject *parent = nullptr);
    ~RunCommand() override;

    /// Adds --env, --var, --junit and --folder to \a parser, before it parses.
    static void addOptions(QCommandLineParser &parser);

    /// Reads \a collectionPath and starts the run. Returns ExchangeReport::ExitOk when it
    /// runs (finished() follows); otherwise the exit status, with \a error set.
    int start(const QString &collectionPath, const QCommandLineParser &parser, const Setup &setup, QString *error);
    /// SIGINT/SIGTERM: stop after the request in flight.
    void stop();

signals:
    void finished(int exitStatus);

private:
    void onFinished(const RunSummary &summary);

    CollectionRunner *m_runner = nullptr;
    EnvironmentSecretStore m_secrets;
    ScriptedResponder m_responder;                 // --answer
    QList<AnsweredRequest> m_serverRequests;       // what servers asked during the run
    std::shared_ptr<SecretValues> m_secretValues;   // shared with the recorder's redactor
    QString m_name;
    QString m_junitPath;
    bool m_json = false;
};

} // namespace RpcScope
