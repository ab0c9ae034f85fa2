#pragma once

// The MCP reference server (@modelcontextprotocol/server-everything, pinned in tests/npm) as
// a real child process: its stdio command line, or its Streamable HTTP or HTTP+SSE face on a
// free port.
#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTest>

struct EverythingServer
{
    static QString script()
    {
        return QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/node_modules/.bin/mcp-server-everything");
    }
    static bool installed() { return QFile::exists(script()); }
    static QString stdioEndpoint() { return QStringLiteral("stdio:node %1 stdio").arg(script()); }

    /// Starts `mcp-server-everything streamableHttp` on a free loopback port; false when it
    /// did not say it listens within 10 s.
    bool startHttp() { return start(QStringLiteral("streamableHttp"), "listening on port"); }
    /// Starts `mcp-server-everything sse` (MCP's older HTTP+SSE transport) likewise.
    bool startSse() { return start(QStringLiteral("sse"), "running on port"); }

    bool start(const QString &mode, const QByteArray &listening)
    {
        QTcpServer probe;
        if (!probe.listen(QHostAddress::LocalHost, 0))
            return false;
        port = probe.serverPort();
        probe.close();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PORT"), QString::number(port));
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(QStringLiteral("node"), {script(), mode});
        QByteArray said;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 10000 && process.state() != QProcess::NotRunning) {
            process.waitForReadyRead(100);
            said += process.readAll();
            if (said.contains(listening))
                return true;
        }
        qWarning("server-everything did not start: %s", said.constData());
        return false;
    }

    QString url() const { return QStringLiteral("http://127.0.0.1:%1/mcp").arg(port); }
    /// The HTTP+SSE face's address (startSse()): its event stream.
    QString sseUrl() const { return QStringLiteral("sse+http://127.0.0.1:%1/sse").arg(port); }
    /// What the server printed since the last call (it logs each session and DELETE).
    QByteArray log()
    {
        process.waitForReadyRead(50);
        return process.readAll();
    }

    ~EverythingServer()
    {
        if (process.state() != QProcess::NotRunning) {
            process.terminate();
            if (!process.waitForFinished(2000))
                process.kill();
            process.waitForFinished(1000);
        }
    }

    QProcess process;
    quint16 port = 0;
};
