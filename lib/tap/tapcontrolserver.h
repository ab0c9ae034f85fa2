#pragma once

#include "lib/tap/tapmessage.h"

#include <QJsonObject>
#include <QObject>

#include <deque>

class QLocalServer;

namespace RpcScope {

class ControllableTap;
class TapChannel;

/// The tap's end of the control channel (TapChannel): a Unix socket named after the tap's
/// process id, in the user's runtime directory, where one controller at a time (the GUI)
/// attaches. It hears every message the tap frames (the last ones kept, so a late controller
/// sees what came before), and sets the tap's breakpoints, verdicts and injections. While a
/// controller is attached the tap passes whole messages; when it goes, every held message is
/// sent on as read, so a host never waits for a GUI that is not there.
class TapControlServer : public QObject
{
    Q_OBJECT

public:
    /// Messages kept for a controller that attaches later, at most (and their bytes).
    static constexpr int BacklogMessages = 2000;
    static constexpr qint64 BacklogBytes = 16 * 1024 * 1024;
    /// Bytes of one message the channel carries at most; longer ones are cut (and say so).
    static constexpr qsizetype MaxMessageData = 4 * 1024 * 1024;

    TapControlServer(ControllableTap *tap, QObject *parent = nullptr);
    ~TapControlServer() override;

    /// What tap/hello tells a controller: the command, the session file, and so on.
    void setDescription(const QJsonObject &description) { m_description = description; }
    /// Starts listening: on tap-PID.sock, or tap-PID-N.sock for connection \a connection of a
    /// socket tap. False with a translated \a error when there is no private place.
    bool listen(QString *error, int connection = 0);
    QString path() const { return m_path; }
    bool isAttached() const { return m_channel != nullptr; }
    /// Tells the controller the server is gone with \a exitStatus, and stops listening.
    void finish(int exitStatus);

signals:
    void attached();
    void detached();

private:
    void accept();
    void handle(const QJsonObject &message);
    void publish(const TapMessage &message);
    QJsonObject messageParams(const TapMessage &message) const;
    QJsonObject hello() const;

    ControllableTap *m_tap = nullptr;
    QLocalServer *m_server = nullptr;
    TapChannel *m_channel = nullptr;
    QString m_path;
    QJsonObject m_description;
    std::deque<TapMessage> m_backlog;
    qint64 m_backlogBytes = 0;
};

} // namespace RpcScope
