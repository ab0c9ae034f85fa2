#pragma once

#include "lib/transport/socket/sockettransport.h"
#include "lib/transport/tls/certificateverdict.h"

#include <functional>

class QIODevice;
class QObject;

namespace RpcScope {

/// What a stream socket made by openStreamSocket() tells its owner. Each is called in the
/// owner's thread, the owner as the connection's context (so disconnecting the device from the
/// owner silences it).
struct StreamSocketHandlers
{
    std::function<void()> connected;            ///< open: connected, and for TLS the handshake done
    std::function<void()> readyRead;
    std::function<void(qint64 bytes)> bytesWritten;
    std::function<void(const QString &text, TransportError::Kind kind)> failed;
    std::function<void()> disconnected;
    /// TLS: what the check of the server's certificate decided (a refusal: the handshake fails
    /// next, and this says why).
    std::function<void(const CertificateVerdict &verdict)> certificate;
    /// Asked just before connecting (that waits for the event loop): false, and it does not.
    std::function<bool(QIODevice *device)> stillWanted;
};

/// The one way a client of ours opens a stream socket (the socket transport, a socket tap's
/// upstream): a QLocalSocket for unix:, a QTcpSocket for tcp:, a QSslSocket only for tls+tcp:
/// (making one loads the TLS backend, which plain TCP never pays) with \a options' TLS choices.
/// The socket is \a owner's child, wired to \a handlers; it connects once the event loop turns,
/// so the owner has recorded it first. A Unix path that cannot be used fails in words.
QIODevice *openStreamSocket(const SocketAddress &address, const SocketOptions &options, QObject *owner,
                            StreamSocketHandlers handlers);

} // namespace RpcScope
