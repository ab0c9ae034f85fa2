#pragma once

#include "lib/rpc/exchange.h"
#include "lib/session/sessionentry.h"
#include "lib/session/sessionredactor.h"
#include "lib/session/sessionwriter.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <deque>

namespace RpcScope {

class RpcClient;

/// Records the traffic of one or more RpcClients into a session file as it happens: each
/// finished exchange as an exchange line, each message that answers nothing as an "in"
/// message line, secrets redacted. A message that arrived while exchanges were open is
/// written once, as a message line; the exchange line refers to it by seq.
class SessionRecorder : public QObject
{
    Q_OBJECT

public:
    explicit SessionRecorder(QObject *parent = nullptr);
    ~SessionRecorder() override;
    Q_DISABLE_COPY_MOVE(SessionRecorder)

    /// Opens (creates or appends to) the session file; false with errorString() on failure.
    bool open(const QString &path);
    void close();
    bool isOpen() const { return m_writer.isOpen(); }
    QString path() const { return m_writer.path(); }
    QString errorString() const { return m_writer.errorString(); }

    SessionRedactor &redactor() { return m_redactor; }

    /// Records \a client's traffic from now on, under its transport's endpoint name.
    /// Detaches by itself when the client is destroyed.
    void attach(RpcClient *client);
    void detach(RpcClient *client);

    /// Records bytes we sent that belong to no exchange (an answer to a server request).
    void recordOutgoing(const QString &endpoint, Transport::Kind transport, const QByteArray &bytes);

    /// An exchange as a session entry, before redaction (sequence 0, notifications in full).
    static SessionEntry fromExchange(const Exchange &exchange);

    /// Redacts and writes \a entry (its sequence is assigned); emits recorded() or writeFailed().
    quint64 record(SessionEntry entry);

signals:
    void recorded(const RpcScope::SessionEntry &entry);
    void writeFailed(const QString &message);

private:
    struct Seen
    {
        qint64 epochMs = 0;
        QByteArray message;
        quint64 sequence = 0;
    };
    struct Attached
    {
        QPointer<RpcClient> client;
        std::deque<Seen> seen;   // messages written while exchanges were open
        QList<QMetaObject::Connection> connections;
    };

    void onExchangeFinished(RpcClient *client, const ExchangePtr &exchange);
    void onMessage(RpcClient *client, const IncomingMessage &message);

    SessionWriter m_writer;
    SessionRedactor m_redactor;
    QHash<RpcClient *, Attached> m_clients;
};

} // namespace RpcScope
