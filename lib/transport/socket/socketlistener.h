#pragma once

#include "lib/transport/socket/sockettransport.h"

#include <QObject>

#include <optional>

class QLocalServer;
class QTcpServer;

namespace RpcScope {

/// Listens where a socket client is pointed (the demo's socket face, a socket tap): on a
/// loopback address only, or on a Unix socket only this user may connect to. Each connection
/// is handed over as a bare descriptor, to be read and written byte for byte; whoever takes
/// it closes it.
class SocketListener : public QObject
{
    Q_OBJECT

public:
    explicit SocketListener(QObject *parent = nullptr);
    ~SocketListener() override;

    /// `unix:PATH`, `tcp://HOST:PORT` or `HOST:PORT` on a loopback address (port 0: a free
    /// one). Nothing, with a translated \a error, for anything else.
    static std::optional<SocketAddress> parseListenAddress(const QString &text, QString *error);

    /// Listens on \a address (from parseListenAddress). A Unix socket that a process now gone
    /// left at the path is replaced; anything else there is not. False, with \a error.
    bool listen(const SocketAddress &address, QString *error);
    /// Where it listens, the port chosen included.
    SocketAddress address() const;
    /// Stops listening (a Unix socket's file goes).
    void close();

signals:
    /// A connection came: \a descriptor is the receiver's now.
    void accepted(int descriptor);

private:
    QTcpServer *m_tcp = nullptr;
    QLocalServer *m_local = nullptr;
    QString m_path;
};

} // namespace RpcScope
