#pragma once

#include "lib/transport/framing/framer.h"
#include "lib/transport/tls/tlsoptions.h"

#include <QObject>
#include <QStringList>

#include <optional>

namespace RpcScope {

class HttpTap;
class SessionRecorder;
class SocketTap;
class StreamTap;
class TapControlServer;

/// `rpcscope-cli tap [--record FILE] [--framing F] [--grace MS] -- COMMAND ARGS…`: what a
/// host starts instead of a stdio server. Passes stdin, stdout, stderr and the exit status
/// through (StreamTap) and records the conversation. Its own lines on stderr start with
/// "rpcscope-cli tap: "; a SIGTERM or SIGINT is passed on to the server.
/// `rpcscope-cli tap [--record FILE] --listen 127.0.0.1:PORT --upstream URL`: the same as a
/// reverse proxy on loopback (HttpTap); prints `listening on http://…` and runs until SIGINT
/// or SIGTERM.
/// `rpcscope-cli tap [--record FILE] --listen tcp://127.0.0.1:PORT|unix:PATH --upstream
/// tcp://HOST:PORT|unix:PATH`: the same between a socket client and server (SocketTap).
class TapCommand : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TapCommand)

public:
    struct Options
    {
        QStringList command;              ///< program and arguments (stdio)
        QString listen;                   ///< ADDRESS:PORT, tcp://ADDRESS:PORT or unix:PATH
        QString upstream;                 ///< the server's http:// URL, tcp://HOST:PORT or unix:PATH
        QString recordPath;               ///< empty: nothing recorded
        std::optional<Framing> framing;   ///< nothing: detected
        int graceMs = 0;
        bool insecure = false;            ///< https:// and tls+tcp:// upstreams: any certificate
        TlsOptions tls;                   ///< their authorities, client certificate, accepted ones
    };

    explicit TapCommand(QObject *parent = nullptr);
    ~TapCommand() override;

    /// Starts the server and the tap. Returns ExchangeReport::ExitOk when running; otherwise
    /// the exit status, with \a error set.
    int start(const Options &options, QString *error);

signals:
    /// The server is gone: \a exitStatus is its own.
    void finished(int exitStatus);

private:
    int startHttp(const Options &options, QString *error);
    int startSocket(const Options &options, QString *error);
    /// Opens the session file when one is asked for.
    bool openRecording(const Options &options, QString *error);
    /// The line scripts and tests wait for.
    static void sayListening(const QString &address);
    /// A line of the tap's own on stderr.
    static void say(const QString &text);

    StreamTap *m_tap = nullptr;
    TapControlServer *m_control = nullptr;
    HttpTap *m_httpTap = nullptr;
    SocketTap *m_socketTap = nullptr;
    SessionRecorder *m_recorder = nullptr;
};

} // namespace RpcScope
