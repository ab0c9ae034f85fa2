#pragma once

#include <QObject>

#include <functional>

namespace RpcScope {

/// Calls `handler` on the event loop (once) when the process gets SIGTERM or SIGINT, so a
/// long-running command (the demo server, `rpcscope-cli serve`) can shut down cleanly and exit 0.
/// The signal handler itself only writes a byte to a socket pair: nothing else is async-signal-safe.
void onTerminationSignal(QObject *context, std::function<void()> handler);

} // namespace RpcScope
