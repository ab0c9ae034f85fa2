#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

class QProcess;

namespace TestSupport {

/// Starts \a program, a server that first prints "listening on ADDRESS" (as rpcscope-demo-server
/// and `rpcscope-cli serve` do with "http://127.0.0.1:PORT", the socket peers with
/// "tcp://127.0.0.1:PORT" or "unix:PATH"), and returns the address;
/// empty when it did not say so within \a timeoutMs. \a firstLine gets the line it printed, to
/// show in a failure. The event loop turns while it waits (a test's own peers keep serving).
QString startListening(QProcess *process, const QString &program, const QStringList &arguments,
                       QByteArray *firstLine = nullptr, int timeoutMs = 10000);

/// `rpcscope-demo-server --port 0` and \a extra (\a program: its path); its base URL as above.
QString startDemoServer(QProcess *process, const QString &program, const QStringList &extra = {},
                        QByteArray *firstLine = nullptr);

} // namespace TestSupport
