#include "lib/transport/stdio/fdwriter.h"

#include <QSocketNotifier>

#include <cerrno>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

namespace RpcScope {

FdWriter::FdWriter(int fd, Mode mode, QObject *parent)
    : QObject(parent)
    , m_fd(fd)
{
    struct stat info = {};
    // Only a pipe or a socket: O_NONBLOCK on a terminal would change it for every other
    // process that shares it, and a file never blocks for long.
    if (mode == Mode::NonBlocking && ::fstat(fd, &info) == 0 && (S_ISFIFO(info.st_mode) || S_ISSOCK(info.st_mode))) {
        m_originalFlags = ::fcntl(fd, F_GETFL);
        ::fcntl(fd, F_SETFL, m_originalFlags | O_NONBLOCK);
        m_notifier = new QSocketNotifier(fd, QSocketNotifier::Write, this);
        m_notifier->setEnabled(false);
        connect(m_notifier, &QSocketNotifier::activated, this, &FdWriter::flush);
    }
}

FdWriter::~FdWriter()
{
    if (m_originalFlags >= 0)
        ::fcntl(m_fd, F_SETFL, m_originalFlags);
}

void FdWriter::write(const QByteArray &bytes)
{
    if (m_failed || bytes.isEmpty())
        return;
    m_queue.push_back(bytes);
    m_pending += bytes.size();
    if (m_queue.size() == 1)
        flush();
}

void FdWriter::flush()
{
    while (!m_queue.empty()) {
        const QByteArray &front = m_queue.front();
        const ssize_t written = ::write(m_fd, front.constData() + m_offset, size_t(front.size() - m_offset));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            if ((errno == EAGAIN || errno == EWOULDBLOCK) && m_notifier) {
                m_notifier->setEnabled(true);
                return;
            }
            if (errno == EAGAIN || errno == EWOULDBLOCK) {
                // Written as blocking, yet someone made it non-blocking: wait as a blocking write would.
                pollfd ready = {m_fd, POLLOUT, 0};
                ::poll(&ready, 1, -1);
                continue;
            }
            const QString reason = qt_error_string(errno);
            m_failed = true;
            m_queue.clear();
            m_offset = 0;
            m_pending = 0;
            if (m_notifier)
                m_notifier->setEnabled(false);
            emit failed(reason);
            return;
        }
        m_offset += written;
        m_pending -= written;
        if (m_offset == front.size()) {
            m_queue.pop_front();
            m_offset = 0;
        }
    }
    if (m_notifier)
        m_notifier->setEnabled(false);
    emit drained();
}

} // namespace RpcScope
