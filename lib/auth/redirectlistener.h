#pragma once

#include "lib/httpserver/httprequestparser.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QUrl>
#include <QUrlQuery>

class QTcpServer;
class QTcpSocket;

namespace RpcScope {

/// The one listener of an authorization code flow (RFC 8252 §7.3): 127.0.0.1 (or [::1]) only,
/// both of them on one port for a redirect URI on localhost (a browser may try either first),
/// on an ephemeral port unless the redirect URI fixes one, for the length of one flow. It takes
/// one request to the redirect path carrying the flow's state, answers a page that says the tab
/// can be closed, and stops listening; anything else gets a 400 and the wait goes on.
class RedirectListener : public QObject
{
    Q_OBJECT

public:
    explicit RedirectListener(QObject *parent = nullptr);
    ~RedirectListener() override;

    /// Listens for \a redirectUri (empty: http://127.0.0.1:<ephemeral>/callback); false and
    /// \a error (translated) when its host is not a loopback address or the port is taken.
    bool listen(const QUrl &redirectUri, QString *error);
    /// The redirect URI with the port actually listened on.
    QUrl redirectUri() const { return m_redirectUri; }
    void expectState(const QByteArray &state) { m_state = state; }
    void close();
    bool isListening() const;

signals:
    /// The redirect arrived: its query (code, state, iss, or error and error_description).
    void redirected(const QUrlQuery &query);

private:
    void onConnection(QTcpServer *server);
    void onReadyRead(QTcpSocket *socket);
    void answer(QTcpSocket *socket, int status, const QString &message);

    QList<QTcpServer *> m_servers;   ///< one, or for localhost 127.0.0.1 and ::1 on one port
    QUrl m_redirectUri;
    QByteArray m_state;
    QHash<QTcpSocket *, HttpRequestParser> m_parsers;
};

} // namespace RpcScope
