#pragma once

#include "lib/serve/sessionresponder.h"

#include <QObject>
#include <QUrl>

class QTcpServer;

namespace RpcScope {

struct SessionEntry;

/// Answers JSON-RPC over HTTP on 127.0.0.1 with a session's recorded responses, so front
/// ends, CI and demos run without the real server (docs/cli.md, "serve").
///
/// Any path takes POST; the body is answered by SessionResponder (match by method and params,
/// then by method, else a -32601 error that says nothing matched; the id echoed exactly;
/// repeated calls cycle through their recordings). A request of notifications only gets
/// 204 No Content. Other HTTP methods get 405, except OPTIONS, which answers a browser's
/// CORS preflight: every answer allows any origin, since a front end under development runs
/// on another port, and what is served is a recording already stripped of secrets.
/// HTTP/1.1 keep-alive and pipelining work; requests are framed by lib/demo's parser.
class SessionServer : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionServer)

public:
    explicit SessionServer(QObject *parent = nullptr);
    ~SessionServer() override;

    /// The answers to serve from now on; cycles start over.
    void setAnswers(RecordedAnswers answers);
    /// setAnswers(RecordedAnswers::fromEntries(entries)): parses every body, so large
    /// sessions should build RecordedAnswers on a worker instead.
    void setEntries(const QList<SessionEntry> &entries);
    const RecordedAnswers &answers() const { return m_responder.answers(); }

    /// Listens on 127.0.0.1:\a port (0: a free port). False with errorString() on failure.
    bool listen(quint16 port = 0);
    /// Stops listening and drops every connection.
    void close();
    bool isListening() const;
    quint16 port() const;
    /// http://127.0.0.1:PORT
    QUrl url() const;
    QString errorString() const;

    /// Calls answered from the session (exact or by method).
    int servedCount() const { return m_served; }
    /// Calls that got the no-match error.
    int unmatchedCount() const { return m_unmatched; }

signals:
    /// One call of a request was handled (batch items one by one; notifications too).
    void callServed(const RpcScope::ServedCall &call);
    /// servedCount() or unmatchedCount() changed.
    void countsChanged();

private:
    friend class SessionHttpConnection;
    /// The answer to one POST body: empty when nothing is due.
    QByteArray answer(const QByteArray &body);

    QTcpServer *m_server = nullptr;
    SessionResponder m_responder;
    int m_served = 0;
    int m_unmatched = 0;
};

} // namespace RpcScope
