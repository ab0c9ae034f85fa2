#pragma once

#include "lib/transport/wire.h"

#include <QObject>

namespace RpcScope {

/// What gets an HTTP transport its credentials when a server asks for them (a 401 with a
/// challenge, a 403 that wants more scope). The transport knows only this face; the OAuth flow
/// behind it lives in lib/auth, above the transport.
class HttpAuthorizer : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// The headers that prove who we are on a \a method request to \a url now (Authorization,
    /// DPoP), added after the endpoint's own; empty while there are none.
    virtual HeaderList credentials(const QByteArray &method, const QUrl &url) = 0;
    /// Whether \a reply asks for credentials this authorizer may be able to get.
    virtual bool canAnswer(const TransportReply &reply) const = 0;
    /// Starts getting credentials for the challenge in \a reply to a request to \a url;
    /// settled() follows, never from inside this call. While a flow runs, another call joins it.
    virtual void authorize(const QUrl &url, const TransportReply &reply) = 0;
    /// A request was answered with success: the credentials did their work.
    virtual void accepted() {}
    /// Counts the credentials obtained so far: a challenge to a request sent with older ones
    /// is answered by sending it again with the new ones, not by another flow.
    virtual quint64 generation() const { return 0; }

signals:
    /// The flow ended: new credentials are ready (no error), or why there are none.
    void settled(const RpcScope::TransportError &error);
    /// The server turned out to speak no OAuth at all (no metadata anywhere, nothing to sign in
    /// to): its answers stand as they are, a 401 is the server's word and no failure of ours.
    void declined();
};

} // namespace RpcScope
