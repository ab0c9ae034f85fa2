#pragma once

#include <QObject>

namespace RpcScope {

class SessionServer;
struct ServedCall;

/// `rpcscope-cli serve SESSION --port N`: answers JSON-RPC on 127.0.0.1 with a session's
/// recorded responses (SessionServer) until SIGINT or SIGTERM. SESSION is a session file or
/// an execution-apis `.io` transcript. Prints `listening on http://127.0.0.1:PORT` when
/// ready, one line per call on stderr, and a count at the end.
class ServeCommand : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServeCommand)

public:
    explicit ServeCommand(QObject *parent = nullptr);
    ~ServeCommand() override;

    /// Reads \a sessionPath and starts serving on \a portText (0: a free port). Returns
    /// ExchangeReport::ExitOk when serving; otherwise the exit status, with \a error set.
    int start(const QString &sessionPath, const QString &portText, QString *error);

signals:
    /// SIGINT or SIGTERM arrived; serving stopped.
    void finished(int exitStatus);

private:
    void report(const ServedCall &call);
    void stop();

    SessionServer *m_server = nullptr;
};

} // namespace RpcScope
