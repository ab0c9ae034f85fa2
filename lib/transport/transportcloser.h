#pragma once

#include <QList>
#include <QPointer>

#include <functional>

namespace RpcScope {

class Transport;

/// Ends transports in order and says when every one has ended. A stdio child gets its input
/// closed once everything written to it is flushed, and its grace to read it and exit
/// (StdioTransport::close()), so a program that sends a notification and quits never kills
/// the server before it has read it.
class TransportCloser
{
public:
    /// Closes each of \a transports and calls \a done (once, from the event loop) when every
    /// channel has ended, at once when none was open. Nothing is called when \a context is
    /// gone by then.
    static void closeAll(const QList<Transport *> &transports, QObject *context, std::function<void()> done);
};

} // namespace RpcScope
