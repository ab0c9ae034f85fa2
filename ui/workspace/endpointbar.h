#pragma once

#include <QWidget>

class QComboBox;
class QPushButton;

namespace RpcScope {

/// The endpoint being explored: a URL or a `stdio:` command, typed or picked from the
/// suggestions, and a Connect button (Enter in the field does the same).
class EndpointBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EndpointBar)

public:
    explicit EndpointBar(QWidget *parent = nullptr);

    /// Offers these endpoints in the drop-down, in this order.
    void setSuggestions(const QStringList &endpoints);
    void setEndpoint(const QString &endpoint);
    /// Connected: the button reads Reconnect (connect again and rediscover), else Connect.
    void setConnected(bool connected);
    QString endpoint() const;

    QComboBox *comboBox() const { return m_combo; }

signals:
    void connectRequested(const QString &endpoint);

private:
    void requestConnect();

    QComboBox *m_combo = nullptr;
    QPushButton *m_connect = nullptr;
    bool m_requestQueued = false;
};

} // namespace RpcScope
