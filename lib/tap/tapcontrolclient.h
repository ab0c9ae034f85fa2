#pragma once

#include "lib/tap/tapbreakpoints.h"
#include "lib/tap/tapmessage.h"

#include <QJsonObject>
#include <QObject>

namespace RpcScope {

class TapChannel;

/// A controller's end of a tap's control channel (TapChannel), for the GUI: finds the taps
/// of this user, attaches to one, hears its messages and verdicts, and sets its breakpoints,
/// decides held messages and injects new ones.
class TapControlClient : public QObject
{
    Q_OBJECT

public:
    /// One message as the channel carried it.
    struct Message
    {
        TapMessage message;
        qint64 size = 0;          ///< of the whole message (bytes may be cut)
        bool truncated = false;
    };

    explicit TapControlClient(QObject *parent = nullptr);
    ~TapControlClient() override;

    /// The sockets of this user's running taps, newest process first. Sockets of taps that
    /// are gone are removed.
    static QStringList runningTaps();

    /// Attaches to the tap at \a path. False with a translated \a error when the socket is not
    /// this user's or nobody listens there.
    bool attach(const QString &path, QString *error);
    void detach();
    bool isAttached() const { return m_channel != nullptr; }
    QString path() const { return m_path; }

    void setBreakpoints(const TapBreakpoints &breakpoints, int holdTimeoutMs);
    /// \a text: Edit's message or Answer's answer.
    void settle(quint64 seq, TapVerdict verdict, const QByteArray &text = {});
    void inject(TapDirection direction, const QByteArray &text);

signals:
    /// The tap's description: pid, endpoint, command, record, framing, breakpoints, holdTimeoutMs.
    void hello(const QJsonObject &description);
    void message(const RpcScope::TapControlClient::Message &message);
    void settled(quint64 seq, RpcScope::TapVerdict verdict, const QByteArray &sent);
    /// The server is gone with \a exitStatus.
    void ended(int exitStatus);
    /// The tap refused something asked of it, or the channel broke: a sentence for the user.
    void problem(const QString &text);
    void detached();

private:
    void handle(const QJsonObject &message);

    TapChannel *m_channel = nullptr;
    QString m_path;
    int m_nextId = 1;
};

} // namespace RpcScope
