#pragma once

#include "lib/transport/endpointsettings.h"

#include <QObject>

class QCommandLineParser;

namespace RpcScope {

class Replayer;
class SessionRecorder;
struct ReplayReport;

/// `rpcscope-cli replay SESSION [--against ENDPOINT] [--ignore PATH]...`: re-sends a session's
/// requests in order (Replayer), compares each answer with the recorded one, prints one
/// block per exchange that differs or failed and a summary line (or the `--json` report),
/// and exits 0 when all are the same, 5 when any differs or failed, 3 when all failed.
class ReplayCommand : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReplayCommand)

public:
    /// What the shared options of the command line set.
    struct Setup
    {
        EndpointSettings settings;
        int timeoutMs = 30000;
        bool json = false;
        SessionRecorder *recorder = nullptr;   ///< --record: the replay's exchanges are recorded too
    };

    explicit ReplayCommand(QObject *parent = nullptr);
    ~ReplayCommand() override;

    /// Adds the replay options (--against, --ignore, --ignore-pattern, --strict, --pace,
    /// --secret) to \a parser, before it parses.
    static void addOptions(QCommandLineParser &parser);

    /// Reads \a sessionPath and starts the replay. Returns ExchangeReport::ExitOk when it
    /// runs (finished() follows); otherwise the exit status, with \a error set.
    int start(const QString &sessionPath, const QCommandLineParser &parser, const Setup &setup, QString *error);

signals:
    void finished(int exitStatus);

private:
    void print(const ReplayReport &report);

    Replayer *m_replayer = nullptr;
    bool m_json = false;
};

} // namespace RpcScope
