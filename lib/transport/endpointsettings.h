#pragma once

#include "lib/transport/framing/framer.h"
#include "lib/transport/http/httpauthorizer.h"
#include "lib/transport/tls/tlsfiles.h"
#include "lib/transport/wire.h"

#include <QPointer>
#include <QString>

namespace RpcScope {


/// How to reach one endpoint: what the CLI's options and the GUI's endpoint sheet set.
/// Secrets (the bearer token) live here only in memory.
struct EndpointSettings
{
    HeaderList headers;                 ///< extra HTTP headers, in order
    QByteArray bearerToken;             ///< sent as Authorization: Bearer
    bool followRedirects = false;       ///< off: a 3xx is shown, never followed
    bool insecure = false;              ///< accept any TLS certificate (said loudly)
    TlsFiles tls;                       ///< extra authorities, client certificate, accepted certificates
    Framing framing = Framing::Ndjson;  ///< stdio and socket message framing
    QString workingDirectory;           ///< stdio: the child's working directory
    /// stdio: set in the child's environment, in order, over what it inherits.
    QList<QPair<QString, QString>> environment;
    /// stdio: how long the child has to exit once its input is closed, before SIGTERM (and
    /// as long again before SIGKILL).
    int shutdownGraceMs = DefaultShutdownGraceMs;
    /// HTTP: gets credentials when the server asks (OAuth); shared by every transport made for
    /// the endpoint, owned by whoever set it.
    QPointer<HttpAuthorizer> authorizer;

    static constexpr int DefaultShutdownGraceMs = 2000;
};

} // namespace RpcScope
