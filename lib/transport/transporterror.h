#pragma once

#include <QByteArray>
#include <QString>

#include <utility>

namespace RpcScope {

/// Why a transport could not deliver an answer. The message is already translated.
struct TransportError
{
    enum class Kind {
        None,
        Canceled,          ///< the user stopped it
        Timeout,           ///< the per-request deadline passed
        ConnectionRefused,
        HostNotFound,
        Tls,               ///< handshake or certificate verification failed
        ConnectionClosed,  ///< the peer closed before a complete answer
        Network,           ///< any other socket error
        Protocol,          ///< the peer broke HTTP framing (bad status line, bad chunk, ...)
        TooLarge,          ///< a body or message exceeded the configured cap
        ProcessFailedToStart,
        ProcessExited,     ///< the child exited (or crashed) with requests pending
        WriteFailed,
        Unsupported,       ///< e.g. a URL scheme this transport cannot speak
        Authorization,     ///< the server asked for credentials and none could be had (the step in the message)
    };

    TransportError() = default;
    TransportError(Kind kind_, QString message_, QByteArray refusedCertificate_ = {})
        : kind(kind_)
        , message(std::move(message_))
        , refusedCertificate(std::move(refusedCertificate_))
    {
    }

    Kind kind = Kind::None;
    QString message;
    /// Tls: the SHA-256 digest of the server certificate that was refused, so the user can
    /// accept that one certificate; empty for every other failure.
    QByteArray refusedCertificate;

    bool isError() const { return kind != Kind::None; }
    /// Stable machine name of the kind, e.g. "timeout" (never translated).
    static QString kindName(Kind kind);
};

} // namespace RpcScope
