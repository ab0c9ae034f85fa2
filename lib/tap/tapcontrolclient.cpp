#include "lib/tap/tapcontrolclient.h"

#include "lib/tap/tapchannel.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QLocalSocket>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

namespace RpcScope {

namespace {

/// How long attaching waits for the tap to accept.
constexpr int AttachTimeoutMs = 3000;

} // namespace

TapControlClient::TapControlClient(QObject *parent)
    : QObject(parent)
{}

TapControlClient::~TapControlClient() = default;

QStringList TapControlClient::runningTaps()
{
    const QString directory = TapChannel::directory();
    if (directory.isEmpty())
        return {};
    QList<QPair<qint64, QString>> taps;
    const QStringList names = QDir(directory).entryList({QStringLiteral("tap-*.sock")}, QDir::System);
    for (const QString &name : names) {
        const QString path = QDir(directory).filePath(name);
        const qint64 pid = TapChannel::pidOfSocket(path);
        if (pid <= 0)
            continue;
        if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH) {
            QFile::remove(path);   // its tap was killed before it could tidy up
            continue;
        }
        taps.append({pid, path});
    }
    std::sort(taps.begin(), taps.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    QStringList paths;
    for (const auto &tap : std::as_const(taps))
        paths.append(tap.second);
    return paths;
}

bool TapControlClient::attach(const QString &path, QString *error)
{
    detach();
    struct stat info = {};
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0 || !S_ISSOCK(info.st_mode)) {
        *error = tr("No tap listens at %1.").arg(path);
        return false;
    }
    if (info.st_uid != ::geteuid()) {
        *error = tr("%1 belongs to another user: not attached.").arg(path);
        return false;
    }
    auto *socket = new QLocalSocket;
    socket->connectToServer(path);
    if (!socket->waitForConnected(AttachTimeoutMs)) {
        *error = tr("Cannot attach to %1: %2").arg(path, socket->errorString());
        delete socket;
        return false;
    }
    if (!TapChannel::peerIsSameUser(socket->socketDescriptor())) {
        *error = tr("The tap at %1 runs as another user: not attached.").arg(path);
        delete socket;
        return false;
    }
    m_channel = new TapChannel(socket, this);
    m_path = path;
    connect(m_channel, &TapChannel::received, this, &TapControlClient::handle);
    connect(m_channel, &TapChannel::closed, this, [this](const QString &why) {
        if (!why.isEmpty())
            emit problem(why);
        m_channel->deleteLater();
        m_channel = nullptr;
        emit detached();
    });
    return true;
}

void TapControlClient::detach()
{
    if (!m_channel)
        return;
    TapChannel *channel = std::exchange(m_channel, nullptr);
    channel->disconnect(this);
    channel->close();
    channel->deleteLater();
    emit detached();
}

void TapControlClient::setBreakpoints(const TapBreakpoints &breakpoints, int holdTimeoutMs)
{
    if (m_channel) {
        m_channel->request(m_nextId++, QStringLiteral("tap/setBreakpoints"),
                           QJsonObject{{QStringLiteral("breakpoints"), breakpoints.toJson()},
                                       {QStringLiteral("holdTimeoutMs"), holdTimeoutMs}});
    }
}

void TapControlClient::settle(quint64 seq, TapVerdict verdict, const QByteArray &text)
{
    if (!m_channel)
        return;
    QJsonObject params{{QStringLiteral("seq"), qint64(seq)}, {QStringLiteral("verdict"), tapVerdictName(verdict)}};
    if (verdict == TapVerdict::Edit || verdict == TapVerdict::Answer)
        params.insert(QStringLiteral("data"), QString::fromLatin1(text.toBase64()));
    m_channel->request(m_nextId++, QStringLiteral("tap/settle"), params);
}

void TapControlClient::inject(TapDirection direction, const QByteArray &text)
{
    if (m_channel) {
        m_channel->request(m_nextId++, QStringLiteral("tap/inject"),
                           QJsonObject{{QStringLiteral("to"), direction == TapDirection::ClientToServer
                                                                  ? QStringLiteral("server") : QStringLiteral("client")},
                                       {QStringLiteral("data"), QString::fromLatin1(text.toBase64())}});
    }
}

void TapControlClient::handle(const QJsonObject &message)
{
    const QString method = message.value(QStringLiteral("method")).toString();
    const QJsonObject params = message.value(QStringLiteral("params")).toObject();
    if (method.isEmpty()) {
        const QJsonObject error = message.value(QStringLiteral("error")).toObject();
        if (!error.isEmpty())
            emit problem(error.value(QStringLiteral("message")).toString());
        return;
    }
    const QByteArray data = QByteArray::fromBase64(params.value(QStringLiteral("data")).toString().toLatin1());
    if (method == u"tap/hello") {
        emit hello(params);
    } else if (method == u"tap/message") {
        Message received;
        received.message.seq = quint64(params.value(QStringLiteral("seq")).toInteger());
        received.message.direction = params.value(QStringLiteral("from")).toString() == u"server"
            ? TapDirection::ServerToClient : TapDirection::ClientToServer;
        received.message.bytes = data;
        received.message.epochMs = params.value(QStringLiteral("epochMs")).toInteger();
        received.message.held = params.value(QStringLiteral("held")).toBool();
        received.message.injected = params.value(QStringLiteral("injected")).toBool();
        received.size = params.value(QStringLiteral("size")).toInteger(data.size());
        received.truncated = params.value(QStringLiteral("truncated")).toBool();
        emit this->message(received);
    } else if (method == u"tap/settled") {
        if (const auto verdict = tapVerdictFromName(params.value(QStringLiteral("verdict")).toString()))
            emit settled(quint64(params.value(QStringLiteral("seq")).toInteger()), *verdict, data);
    } else if (method == u"tap/ended") {
        emit ended(params.value(QStringLiteral("exitStatus")).toInt());
    } else if (method == u"tap/busy") {
        emit problem(params.value(QStringLiteral("message")).toString());
    }
}

} // namespace RpcScope
