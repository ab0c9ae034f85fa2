#include "lib/tap/sockettap.h"

#include "lib/tap/socketserverend.h"
#include "lib/tap/streamtap.h"
#include "lib/tap/tapcontrolserver.h"

#include "lib/transport/endpointsettings.h"
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
    auto *server = new SocketServerEnd(m_upstream, m_upstreamOptions);
    if (m_graceMs >= 0)
        server->setShutdownGrace(m_graceMs);
    auto *tap = new StreamTap(server, this);
    tap->setClosesClient(m_graceMs >= 0 ? m_graceMs : EndpointSettings::DefaultShutdownGraceMs);
    tap->setFraming(m_framing);
    if (m_recorder)
        tap->setRecorder(m_recorder);
    connect(tap, &StreamTap::problem, this, &SocketTap::problem);
    connect(tap, &StreamTap::observed, this, &SocketTap::observed);
    const int number = ++m_connections;
    if (m_controlled) {
        // Held, edited and watched in the GUI like a stdio tap, one connection at a time.
        auto *control = new TapControlServer(tap, tap);
        QJsonObject description = m_description;
        description.insert(QStringLiteral("connection"), number);
        description.insert(QStringLiteral("listen"), address());
        control->setDescription(description);
        QString error;
        if (!control->listen(&error, number) && !std::exchange(m_saidNoControl, true))
            emit problem(tr("No control socket for the GUI: %1").arg(error));
        connect(tap, &StreamTap::finished, control, &TapControlServer::finish);
    }
    connect(tap, &StreamTap::finished, this, [this, tap] {
        m_taps.removeOne(tap);
        tap->deleteLater();
        finishWhenEmpty();
    });
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
    // A copy: a tap that ends at once leaves the list inside terminate().
    const QList<StreamTap *> taps = m_taps;
    for (StreamTap *tap : taps)
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
