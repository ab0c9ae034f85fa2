#include "lib/tap/sockettap.h"

#include "lib/tap/socketserverend.h"
#include "lib/tap/streamtap.h"

#include "lib/transport/socket/socketlistener.h"

#include <QTimer>

#include <unistd.h>

namespace RpcScope {

namespace {

/// How long close() waits for the connections to pass on what they hold.
constexpr int CloseWaitMs = 2000;

} // namespace

SocketTap::SocketTap(const SocketAddress &upstream, QObject *parent)
    : QObject(parent)
    , m_upstream(upstream)
{
}

SocketTap::~SocketTap() = default;

bool SocketTap::listen(const SocketAddress &address, QString *error)
{
    if (!m_listener) {
        m_listener = new SocketListener(this);
        connect(m_listener, &SocketListener::accepted, this, &SocketTap::tap);
    }
    return m_listener->listen(address, error);
}

QString SocketTap::address() const
{
    return m_listener ? m_listener->address().toString() : QString();
}

void SocketTap::tap(int descriptor)
{
    if (m_closing) {
        ::close(descriptor);
        return;
    }
    auto *server = new SocketServerEnd(m_upstream);
    if (m_graceMs >= 0)
        server->setShutdownGrace(m_graceMs);
    auto *tap = new StreamTap(server, this);
    tap->setFraming(m_framing);
    if (m_recorder)
        tap->setRecorder(m_recorder);
    connect(tap, &StreamTap::problem, this, &SocketTap::problem);
    connect(tap, &StreamTap::observed, this, &SocketTap::observed);
    connect(tap, &StreamTap::finished, this, [this, tap] {
        m_taps.removeOne(tap);
        tap->deleteLater();
        finishWhenEmpty();
    });
    // The descriptor outlives the tap's reader and writer, which give its flags back.
    connect(tap, &QObject::destroyed, this, [descriptor] { ::close(descriptor); });
    m_taps.append(tap);
    tap->start(descriptor, descriptor, -1);
}

void SocketTap::close()
{
    if (m_closing)
        return;
    m_closing = true;
    if (m_listener)
        m_listener->close();
    for (StreamTap *tap : std::as_const(m_taps))
        tap->terminate();
    // A client that reads nothing must not keep the tap from ending.
    QTimer::singleShot(CloseWaitMs, this, [this] {
        if (!m_finished) {
            m_finished = true;
            emit finished();
        }
    });
    finishWhenEmpty();
}

void SocketTap::finishWhenEmpty()
{
    if (!m_closing || m_finished || !m_taps.isEmpty())
        return;
    m_finished = true;
    emit finished();
}

} // namespace RpcScope
