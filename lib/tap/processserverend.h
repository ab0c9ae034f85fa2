#pragma once

#include "lib/tap/tapserverend.h"

#include <QStringList>

namespace RpcScope {

class StdioTransport;

/// A stdio tap's server: the child it starts, through StdioTransport in pass-through mode.
/// Its end is the child's exit, and the tap's exit status is the child's.
class ProcessServerEnd final : public TapServerEnd
{
    Q_OBJECT

public:
    ProcessServerEnd(const QString &program, const QStringList &arguments, QObject *parent = nullptr);

    /// How long the child has after its input closes (and again after SIGTERM).
    void setShutdownGrace(int milliseconds);

    QString endpoint() const override;
    Transport::Kind kind() const override { return Transport::Kind::Stdio; }
    void start() override;
    void writeRaw(const QByteArray &bytes) override;
    qint64 pendingInput() const override;
    void setOutputPaused(bool paused) override;
    void close() override;
    void terminate() override;
    Ending ending(const TransportError &why) const override;

private:
    StdioTransport *m_process = nullptr;
};

} // namespace RpcScope
