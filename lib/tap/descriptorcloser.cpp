#include "lib/tap/descriptorcloser.h"

#include <QCoreApplication>
#include <QSocketNotifier>
#include <QTimer>

#include <cerrno>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace RpcScope {

void DescriptorCloser::closeWhenDone(int descriptor, int lingerMs)
{
    if (descriptor < 0)
        return;
    // It outlives whoever handed the descriptor over, and deletes itself; the application
    // holds it, so a program that ends meanwhile closes the descriptor on its way out.
    new DescriptorCloser(descriptor, lingerMs);
}

DescriptorCloser::DescriptorCloser(int descriptor, int lingerMs)
    : QObject(QCoreApplication::instance())
    , m_descriptor(descriptor)
{
    ::shutdown(descriptor, SHUT_WR);
    ::fcntl(descriptor, F_SETFL, ::fcntl(descriptor, F_GETFL) | O_NONBLOCK);
    m_notifier = new QSocketNotifier(descriptor, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &DescriptorCloser::drain);
    QTimer::singleShot(qMax(0, lingerMs), this, &QObject::deleteLater);
    drain();
}

DescriptorCloser::~DescriptorCloser()
{
    delete m_notifier;
    if (m_descriptor >= 0)
        ::close(m_descriptor);
}

void DescriptorCloser::drain()
{
    char dropped[16 * 1024];
    for (;;) {
        const ssize_t got = ::read(m_descriptor, dropped, sizeof dropped);
        if (got > 0)
            continue;
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return;
        // The peer ended its side too (or the connection broke): nothing is left to lose.
        m_notifier->setEnabled(false);
        deleteLater();
        return;
    }
}

} // namespace RpcScope
