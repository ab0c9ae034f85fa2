#include "lib/tap/tapcontrolserver.h"

#include "lib/tap/controllabletap.h"
#include "lib/tap/tapchannel.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QLocalServer>
#include <QLocalSocket>
#include <QPointer>

#include <sys/stat.h>

namespace RpcScope {

namespace {

QString directionName(TapDirection direction)
{
    return direction == TapDirection::ClientToServer ? QStringLiteral("client") : QStringLiteral("server");
}

// JSON-RPC's own codes for what the channel's controller asked wrongly.
constexpr int InvalidParams = -32602;
constexpr int MethodNotFound = -32601;

} // namespace

TapControlServer::TapControlServer(ControllableTap *tap, QObject *parent)
    : QObject(parent)
    , m_tap(tap)
{
    connect(m_tap, &ControllableTap::seen, this, &TapControlServer::publish);
    connect(m_tap, &ControllableTap::settled, this, [this](quint64 seq, TapVerdict verdict, const QByteArray &sent) {
        if (!m_channel)
            return;
        QJsonObject params{{QStringLiteral("seq"), qint64(seq)}, {QStringLiteral("verdict"), tapVerdictName(verdict)}};
        if (!sent.isEmpty())
            params.insert(QStringLiteral("data"), QString::fromLatin1(sent.toBase64()));
        m_channel->notify(QStringLiteral("tap/settled"), params);
    });
}

TapControlServer::~TapControlServer()
{
    if (!m_path.isEmpty())
        QFile::remove(m_path);
}

bool TapControlServer::listen(QString *error, int connection)
{
    const QString directory = TapChannel::directory(error);
    if (directory.isEmpty())
        return false;
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    const QString path = TapChannel::socketPath(directory, QCoreApplication::applicationPid(), connection);
    QFile::remove(path);   // a socket left by a process of ours with the same id, long gone
    if (!m_server->listen(path)) {
        *error = tr("Cannot listen on %1: %2").arg(path, m_server->errorString());
        return false;
    }
    ::chmod(QFile::encodeName(path).constData(), 0600);
    m_path = path;
    connect(m_server, &QLocalServer::newConnection, this, &TapControlServer::accept);
    return true;
}

void TapControlServer::finish(int exitStatus)
{
    if (m_channel)
        m_channel->notify(QStringLiteral("tap/ended"), QJsonObject{{QStringLiteral("exitStatus"), exitStatus}});
    if (m_server)
        m_server->close();
    if (!m_path.isEmpty())
        QFile::remove(std::exchange(m_path, {}));
}

void TapControlServer::accept()
{
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        auto *channel = new TapChannel(socket, this);
        if (!TapChannel::peerIsSameUser(socket->socketDescriptor())) {
            channel->close();
            channel->deleteLater();
            continue;
        }
        if (m_channel) {
            channel->notify(QStringLiteral("tap/busy"),
                            QJsonObject{{QStringLiteral("message"), tr("Another window controls this tap already.")}});
            channel->close();
            channel->deleteLater();
            continue;
        }
        m_channel = channel;
        connect(channel, &TapChannel::received, this, &TapControlServer::handle);
        connect(channel, &TapChannel::closed, this, [this, channel] {
            if (m_channel != channel)
                return;
            m_channel = nullptr;
            channel->deleteLater();
            // Nobody decides any more: what is held goes on, and bytes pass as they come again.
            m_tap->setBreakpoints({});
            m_tap->setMessageMode(false);
            emit detached();
        });
        m_tap->setMessageMode(true);
        channel->notify(QStringLiteral("tap/hello"), hello());
        for (const TapMessage &message : m_backlog)
            channel->notify(QStringLiteral("tap/message"), messageParams(message));
        emit attached();
    }
}

QJsonObject TapControlServer::hello() const
{
    QJsonObject params = m_description;
    params.insert(QStringLiteral("pid"), QCoreApplication::applicationPid());
    params.insert(QStringLiteral("endpoint"), m_tap->endpoint());
    if (m_tap->framing())
        params.insert(QStringLiteral("framing"), framingName(*m_tap->framing()));
    params.insert(QStringLiteral("holdTimeoutMs"), m_tap->holdTimeout());
    params.insert(QStringLiteral("breakpoints"), m_tap->breakpoints().toJson());
    if (const QString injects = m_tap->injects(); !injects.isEmpty())
        params.insert(QStringLiteral("inject"), injects);
    if (const QString holds = m_tap->holds(); !holds.isEmpty())
        params.insert(QStringLiteral("holds"), holds);
    return params;
}

void TapControlServer::publish(const TapMessage &message)
{
    m_backlog.push_back(message);
    m_backlogBytes += message.bytes.size();
    while (int(m_backlog.size()) > BacklogMessages || (m_backlogBytes > BacklogBytes && m_backlog.size() > 1)) {
        m_backlogBytes -= m_backlog.front().bytes.size();
        m_backlog.pop_front();
    }
    if (m_channel)
        m_channel->notify(QStringLiteral("tap/message"), messageParams(message));
}

QJsonObject TapControlServer::messageParams(const TapMessage &message) const
{
    const bool cut = message.bytes.size() > MaxMessageData;
    QJsonObject params{{QStringLiteral("seq"), qint64(message.seq)},
                       {QStringLiteral("from"), directionName(message.direction)},
                       {QStringLiteral("epochMs"), message.epochMs},
                       {QStringLiteral("size"), message.bytes.size()},
                       {QStringLiteral("data"), QString::fromLatin1(
                            (cut ? message.bytes.first(MaxMessageData) : message.bytes).toBase64())}};
    if (cut)
        params.insert(QStringLiteral("truncated"), true);
    // Held now: a late controller's backlog shows it held only while it still is.
    if (message.held && m_tap->isHeld(message.seq))
        params.insert(QStringLiteral("held"), true);
    if (message.injected)
        params.insert(QStringLiteral("injected"), true);
    return params;
}

void TapControlServer::handle(const QJsonObject &message)
{
    const QJsonValue id = message.value(QStringLiteral("id"));
    const QString method = message.value(QStringLiteral("method")).toString();
    const QJsonObject params = message.value(QStringLiteral("params")).toObject();
    if (id.isUndefined() || method.isEmpty())
        return;   // answers and notifications: the tap asks nothing of its controller
    const QByteArray text = QByteArray::fromBase64(params.value(QStringLiteral("data")).toString().toLatin1());
    // The tap's work may notify the controller first; the answer goes to the channel that asked.
    const QPointer<TapChannel> asking = m_channel;
    QString error;
    int code = InvalidParams;
    QJsonObject result;
    if (method == u"tap/setBreakpoints") {
        m_tap->setBreakpoints(TapBreakpoints::fromJson(params.value(QStringLiteral("breakpoints")).toArray()));
        if (params.contains(QStringLiteral("holdTimeoutMs")))
            m_tap->setHoldTimeout(params.value(QStringLiteral("holdTimeoutMs")).toInt(ControllableTap::DefaultHoldTimeoutMs));
        result = {{QStringLiteral("breakpoints"), m_tap->breakpoints().toJson()},
                  {QStringLiteral("holdTimeoutMs"), m_tap->holdTimeout()}};
    } else if (method == u"tap/settle") {
        const std::optional<TapVerdict> verdict = tapVerdictFromName(params.value(QStringLiteral("verdict")).toString());
        const quint64 seq = quint64(params.value(QStringLiteral("seq")).toInteger());
        if (!verdict || *verdict == TapVerdict::TimedOut || *verdict == TapVerdict::Released)
            error = tr("The verdict is send, edit, drop or answer.");
        else
            m_tap->settle(seq, *verdict, text, &error);
    } else if (method == u"tap/inject") {
        const QString to = params.value(QStringLiteral("to")).toString();
        if (to != u"server" && to != u"client")
            error = tr("Inject needs \"to\": \"server\" or \"client\".");
        else
            m_tap->inject(to == u"client" ? TapDirection::ServerToClient : TapDirection::ClientToServer, text, &error);
    } else {
        code = MethodNotFound;
        error = tr("The tap knows no method %1.").arg(method);
    }
    if (!asking)
        return;
    if (error.isEmpty())
        asking->answer(id, result);
    else
        asking->answerError(id, code, error);
}

} // namespace RpcScope
