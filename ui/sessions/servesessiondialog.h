#pragma once

#include "lib/session/sessionentry.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace RpcScope {

class SessionServer;

/// "Serve this session": answers requests on 127.0.0.1 with the session's recorded
/// responses (lib/serve SessionServer) until Stop or the dialog closes. The answers are
/// prepared on a worker thread, since that parses every recorded body.
class ServeSessionDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServeSessionDialog)

public:
    ServeSessionDialog(const QString &sessionName, const QList<SessionEntry> &entries, QWidget *parent = nullptr);
    ~ServeSessionDialog() override;

    /// Starts serving on the chosen port (0: a free one); the URL shows when it listens.
    void startServing();
    void stopServing();
    bool isServing() const;
    /// http://127.0.0.1:PORT while serving, else empty.
    QString url() const;

    QSpinBox *portBox() const { return m_port; }

signals:
    /// Serving started (\a url) or failed (\a error, translated).
    void servingChanged(const QString &url, const QString &error);

private:
    void updateState(const QString &error = {});

    QList<SessionEntry> m_entries;
    SessionServer *m_server;
    bool m_preparing = false;
    QSpinBox *m_port;
    QLineEdit *m_url;
    QLabel *m_status;
    QPushButton *m_start;
    QPushButton *m_stop;
};

} // namespace RpcScope
