#include "lib/tap/tapchannel.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocalSocket>
#include <QRegularExpression>

#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

namespace RpcScope {

TapChannel::TapChannel(QLocalSocket *socket, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
{
    m_socket->setParent(this);
    connect(m_socket, &QLocalSocket::readyRead, this, &TapChannel::readLines);
    // Queued: a write that finds the other end gone must not tear the channel down under
    // whoever is writing (the tap is in the middle of passing a message on).
    connect(m_socket, &QLocalSocket::disconnected, this, [this] { end(QString()); }, Qt::QueuedConnection);
    connect(m_socket, &QLocalSocket::errorOccurred, this, [this](QLocalSocket::LocalSocketError error) {
        end(error == QLocalSocket::PeerClosedError ? QString() : m_socket->errorString());
    }, Qt::QueuedConnection);
    if (m_socket->bytesAvailable() > 0)
        QMetaObject::invokeMethod(this, &TapChannel::readLines, Qt::QueuedConnection);
}

void TapChannel::notify(const QString &method, const QJsonObject &params)
{
    send(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                     {QStringLiteral("method"), method},
                     {QStringLiteral("params"), params}});
}

void TapChannel::request(int id, const QString &method, const QJsonObject &params)
{
    send(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                     {QStringLiteral("id"), id},
                     {QStringLiteral("method"), method},
                     {QStringLiteral("params"), params}});
}

void TapChannel::answer(const QJsonValue &id, const QJsonObject &result)
{
    send(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                     {QStringLiteral("id"), id},
                     {QStringLiteral("result"), result}});
}

void TapChannel::answerError(const QJsonValue &id, int code, const QString &message)
{
    send(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                     {QStringLiteral("id"), id},
                     {QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), code},
                                                           {QStringLiteral("message"), message}}}});
}

bool TapChannel::isOpen() const
{
    return !m_closed && m_socket->state() == QLocalSocket::ConnectedState;
}

void TapChannel::close()
{
    m_closed = true;
    m_socket->disconnectFromServer();
}

void TapChannel::end(const QString &why)
{
    if (m_ended)
        return;
    m_ended = m_closed = true;
    emit closed(why);
}

void TapChannel::send(const QJsonObject &message)
{
    if (!isOpen())
        return;
    if (m_socket->bytesToWrite() > MaxPendingBytes) {
        // The other end stopped reading: it is let go rather than buffered for without end.
        m_closed = true;
        m_socket->abort();
        QMetaObject::invokeMethod(this, [this] { end(tr("The other end stopped reading.")); }, Qt::QueuedConnection);
        return;
    }
    m_socket->write(QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n');
    m_socket->flush();   // now, not at the next turn of the loop: the tap may be about to end
}

void TapChannel::readLines()
{
    m_buffer.append(m_socket->readAll());
    qsizetype start = 0;
    for (qsizetype newline; !m_closed && (newline = m_buffer.indexOf('\n', start)) >= 0; start = newline + 1) {
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArrayView(m_buffer).sliced(start, newline - start).toByteArray());
        if (doc.isObject())
            emit received(doc.object());
    }
    m_buffer.remove(0, start);
    if (m_buffer.size() > MaxLineBytes && !m_closed) {
        m_closed = true;
        m_buffer.clear();
        m_socket->abort();
        QMetaObject::invokeMethod(this, [this] {
            end(tr("The other end sent a line longer than %1 MiB.").arg(MaxLineBytes / (1024 * 1024)));
        }, Qt::QueuedConnection);
    }
}

QString TapChannel::directory(QString *error)
{
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return QString();
    };
    // Without a runtime directory (a container, a cron job) a directory of the user's own in
    // /tmp serves; one made there by someone else fails the owner check below.
    const QString path = !runtime.isEmpty() && QFileInfo(runtime).isAbsolute()
        ? QDir(runtime).filePath(QStringLiteral("rpcscope"))
        : QDir(QDir::tempPath()).filePath(QStringLiteral("rpcscope-%1").arg(::geteuid()));
    const QByteArray native = QFile::encodeName(path);
    if (::mkdir(native.constData(), 0700) != 0 && errno != EEXIST)
        return fail(tr("Cannot make %1: %2").arg(path, qt_error_string(errno)));
    struct stat info = {};
    if (::lstat(native.constData(), &info) != 0 || !S_ISDIR(info.st_mode))
        return fail(tr("%1 is not a directory.").arg(path));
    // Nobody else may reach a tap's traffic through this directory.
    if (info.st_uid != ::geteuid())
        return fail(tr("%1 belongs to another user.").arg(path));
    if ((info.st_mode & 0077) != 0 && ::chmod(native.constData(), 0700) != 0)
        return fail(tr("%1 is open to other users and cannot be closed: %2").arg(path, qt_error_string(errno)));
    return path;
}

QString TapChannel::socketPath(const QString &directory, qint64 pid, int connection)
{
    const QString name = connection > 0 ? QStringLiteral("tap-%1-%2.sock").arg(pid).arg(connection)
                                        : QStringLiteral("tap-%1.sock").arg(pid);
    return QDir(directory).filePath(name);
}

namespace {

QRegularExpressionMatch matchSocketName(const QString &path)
{
    static const QRegularExpression name(QStringLiteral("^tap-(\\d+)(?:-(\\d+))?\\.sock$"));
    return name.match(QFileInfo(path).fileName());
}

} // namespace

qint64 TapChannel::pidOfSocket(const QString &path)
{
    const QRegularExpressionMatch match = matchSocketName(path);
    return match.hasMatch() ? match.captured(1).toLongLong() : 0;
}

int TapChannel::connectionOfSocket(const QString &path)
{
    const QRegularExpressionMatch match = matchSocketName(path);
    return match.hasMatch() ? match.captured(2).toInt() : 0;
}

bool TapChannel::peerIsSameUser(qintptr descriptor)
{
    struct ucred credentials = {};
    socklen_t size = sizeof credentials;
    if (::getsockopt(int(descriptor), SOL_SOCKET, SO_PEERCRED, &credentials, &size) != 0)
        return false;
    return credentials.uid == ::geteuid();
}

} // namespace RpcScope
