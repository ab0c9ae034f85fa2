#pragma once

#include <QString>
#include <QUrl>

namespace RpcScope {

/// What counts as "this machine" in an address: the one rule for every listener of ours and
/// every redirect URI they accept.
namespace Loopback {

/// localhost (any case), 127.0.0.0/8 or ::1.
bool isHost(const QString &host);
/// An http:// URL on a loopback host: a native app's redirect URI (RFC 8252 §7.3).
bool isRedirectUri(const QUrl &url);

} // namespace Loopback

} // namespace RpcScope
