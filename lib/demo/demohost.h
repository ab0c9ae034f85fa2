#pragma once

#include <QByteArrayList>
#include <QCoreApplication>
#include <QObject>
#include <QStringList>

#include <functional>

namespace RpcScope {

class RpcClient;
class StdioTransport;

/// A small scripted MCP host, so a tap can be shown without any third-party host: it starts a
/// stdio server command (the demo's MCP face, or `rpcscope-cli tap -- …` in front of it) and
/// says what a host says, one message after the answer to the one before: initialize
/// (2025-11-25), notifications/initialized, tools/list, tools/call echo and add, ping. Then it
/// closes the server's input and waits for it to end.
class DemoHost : public QObject
{
    Q_OBJECT

public:
    explicit DemoHost(QObject *parent = nullptr);
    ~DemoHost() override;

    /// Each step for people ("→ tools/list", "← result"), as it happens.
    void setReport(std::function<void(const QString &line)> report) { m_report = std::move(report); }
    /// Starts \a program with \a arguments and plays the script.
    void start(const QString &program, const QStringList &arguments);

signals:
    /// The script ended: 0 when every request got a result, 1 otherwise.
    void finished(int status);

private:
    void sendNext();
    void end(int status);

    StdioTransport *m_transport = nullptr;
    RpcClient *m_client = nullptr;
    QByteArrayList m_script;
    int m_failures = 0;
    bool m_ended = false;
    std::function<void(const QString &)> m_report;
};

} // namespace RpcScope
