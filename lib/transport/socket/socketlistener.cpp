#include "lib/transport/socket/socketlistener.h"

#include <QFileInfo>
#include <QHostAddress>
#include <QLocalServer>
#include <QTcpServer>

#include <cerrno>
#include <cstring>
#include <functional>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace RpcScope {

namespace {

/// Hands each accepted connection over as a bare descriptor instead of a QTcpSocket.
class DescriptorTcpServer final : public QTcpServer
{
public:
    DescriptorTcpServer(std::function<void(int)> accepted, QObject *parent)
        : QTcpServer(parent)
        , m_accepted(std::move(accepted))
    {}

protected:
    void incomingConnection(qintptr descriptor) override { m_accepted(int(descriptor)); }

private:
    std::function<void(int)> m_accepted;
};

class DescriptorLocalServer final : public QLocalServer
{
public:
    DescriptorLocalServer(std::function<void(int)> accepted, QObject *parent)
        : QLocalServer(parent)
        , m_accepted(std::move(accepted))
    {}

protected:
    void incomingConnection(quintptr descriptor) override { m_accepted(int(descriptor)); }

private:
    std::function<void(int)> m_accepted;
};

/// A socket of this user's at \a path that nobody accepts on any more (its process was
/// killed): connecting is refused. A live one that is busy, another user's, or one of another
/// type is not stale.
bool isStaleSocket(const QString &path)
{
    struct stat info{};
    const QByteArray encoded = QFile::encodeName(path);
    if (::lstat(encoded.constData(), &info) != 0 || !S_ISSOCK(info.st_mode) || info.st_uid != ::geteuid())
        return false;
    sockaddr_un name{};
    if (size_t(encoded.size()) >= sizeof name.sun_path)
        return false;
    name.sun_family = AF_UNIX;
    std::memcpy(name.sun_path, encoded.constData(), size_t(encoded.size()));
    const int probe = ::socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (probe < 0)
        return false;
    const int connected = ::connect(probe, reinterpret_cast<const sockaddr *>(&name), sizeof name);
    const int why = errno;
    ::close(probe);
    return connected != 0 && why == ECONNREFUSED;
}

} // namespace

SocketListener::SocketListener(QObject *parent)
    : QObject(parent)
{}

SocketListener::~SocketListener() = default;

std::optional<SocketAddress> SocketListener::parseListenAddress(const QString &text, QString *error)
{
    if (text.startsWith(u"unix:", Qt::CaseInsensitive))
        return SocketAddress::parse(text, error);
    const QString hostPort = text.startsWith(u"tcp://", Qt::CaseInsensitive) ? text.mid(6) : text;
    const qsizetype colon = hostPort.lastIndexOf(u':');
    bool portOk = false;
    const uint port = colon > 0 ? hostPort.mid(colon + 1).toUInt(&portOk) : 0;
    QString host = colon > 0 ? hostPort.left(colon) : QString();
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    const QHostAddress address(host == u"localhost" ? QStringLiteral("127.0.0.1") : host);
    if (!portOk || port > 65535 || address.isNull()) {
        *error = tr("Listen on a loopback address and a port, e.g. 127.0.0.1:8099, or on unix:PATH; not on \"%1\".")
                     .arg(text);
        return std::nullopt;
    }
    // Nobody else on the network may reach what passes here.
    if (!address.isLoopback()) {
        *error = tr("Listening is on loopback only (127.0.0.1 or ::1), not on %1.").arg(host);
        return std::nullopt;
    }
    SocketAddress listen;
    listen.host = address.toString();
    listen.port = quint16(port);
    return listen;
}

bool SocketListener::listen(const SocketAddress &address, QString *error)
{
    close();
    const auto accepted = [this](int descriptor) { emit this->accepted(descriptor); };
    if (address.family == SocketAddress::Family::Unix) {
        const QString path = QFileInfo(address.path).absoluteFilePath();
        if (QFileInfo::exists(path) || QFileInfo(path).isSymLink()) {
            if (!isStaleSocket(path)) {
                *error = tr("%1 exists already; only a socket nobody listens on any more is replaced.").arg(path);
                return false;
            }
            QFile::remove(path);
        }
        auto *server = new DescriptorLocalServer(accepted, this);
        server->setSocketOptions(QLocalServer::UserAccessOption);   // only this user connects
        if (!server->listen(path)) {
            *error = tr("Cannot listen on %1: %2").arg(path, server->errorString());
            delete server;
            return false;
        }
        m_local = server;
        m_path = path;
        return true;
    }
    const QHostAddress host(address.host);
    if (host.isNull() || !host.isLoopback() || address.family != SocketAddress::Family::Tcp) {
        *error = tr("Listening is on loopback only (127.0.0.1 or ::1), not on %1.").arg(address.host);
        return false;
    }
    auto *server = new DescriptorTcpServer(accepted, this);
    if (!server->listen(host, address.port)) {
        *error = tr("Cannot listen on %1: %2").arg(address.toString(), server->errorString());
        delete server;
        return false;
    }
    m_tcp = server;
    return true;
}

SocketAddress SocketListener::address() const
{
    SocketAddress address;
    if (m_local) {
        address.family = SocketAddress::Family::Unix;
        address.path = m_path;
    } else if (m_tcp) {
        address.host = m_tcp->serverAddress().toString();
        address.port = m_tcp->serverPort();
    }
    return address;
}

void SocketListener::close()
{
    delete std::exchange(m_tcp, nullptr);
    if (m_local) {
        m_local->close();   // removes the socket's file
        delete std::exchange(m_local, nullptr);
    }
}

} // namespace RpcScope
