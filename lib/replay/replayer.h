#pragma once

#include "lib/replay/diffrules.h"
#include "lib/replay/jsondiff.h"
#include "lib/replay/replayreport.h"
#include "lib/rpc/exchange.h"
#include "lib/session/sessionentry.h"
#include "lib/transport/endpointsettings.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QTimer>

namespace RpcScope {

class RpcClient;

/// Sends a session's recorded requests again, one after the other in their original order,
/// and compares each answer with the recorded one. The recorded bytes go out as they were
/// (a batch as a batch, a notification as a notification, invalid bytes as invalid bytes);
/// only `{{redacted:NAME}}` placeholders are filled from the credentials given, and those
/// without a value stay and are reported. Message lines (traffic outside exchanges) are not
/// sent. Endpoints are reached through TransportFactory, one RpcClient per endpoint.
class Replayer : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Replayer)

public:
    struct Options
    {
        QString against;                        ///< empty: each exchange's recorded endpoint
        EndpointSettings settings;              ///< headers, bearer, TLS for the endpoints
        /// Stdio and sockets: frame every message so (--framing); none: as each exchange was
        /// recorded, else settings.framing.
        std::optional<Framing> framing;
        int timeoutMs = 30000;                  ///< per exchange; 0: none
        bool pacing = false;                    ///< wait the recorded gaps between sends
        int maxGapMs = 2000;                    ///< pacing: no wait is longer than this
        QHash<QString, QByteArray> credentials; ///< placeholder name -> secret value
        DiffRules rules = DiffRules::defaults();
        JsonDiff::Options diff;
    };

    explicit Replayer(QObject *parent = nullptr);
    ~Replayer() override;

    void setOptions(const Options &options) { m_options = options; }
    const Options &options() const { return m_options; }

    /// The entries a replay sends: the exchanges of \a entries, in order.
    static QList<SessionEntry> exchangesOf(const QList<SessionEntry> &entries);
    /// Compares a recorded exchange with its replay (pure: no network).
    static ReplayResult compare(const SessionEntry &recorded, const Exchange &replayed, const DiffRules &rules,
                                const JsonDiff::Options &options = {});

    /// Starts replaying the exchanges of \a entries; \a session names them in the report.
    /// finished() always follows (later, never inside this call), also for an empty session.
    void start(const QList<SessionEntry> &entries, const QString &session = {});
    /// Stops: the exchange in flight is abandoned, finished() reports what was done.
    void cancel();
    bool isRunning() const { return m_running; }
    /// The report so far (complete after finished()).
    const ReplayReport &report() const { return m_report; }

signals:
    /// One exchange was replayed: \a done of \a total.
    void exchangeReplayed(int done, int total, const RpcScope::ReplayResult &result);
    void finished(const RpcScope::ReplayReport &report);
    /// A client for one endpoint was made (before its first send), e.g. for a recorder.
    void clientCreated(RpcScope::RpcClient *client);

private:
    void sendNext();
    void sendCurrent();
    void onExchangeFinished(RpcClient *client, const ExchangePtr &exchange);
    void record(ReplayResult result);
    void finish();
    /// The client for \a endpoint (made at its first exchange, framed as \a recorded says).
    RpcClient *clientFor(const QString &endpoint, const std::optional<Framing> &recorded, QString *error);
    QList<RpcClient *> takeClients();
    void closeClients();

    Options m_options;
    QList<SessionEntry> m_exchanges;
    ReplayReport m_report;
    QHash<QString, RpcClient *> m_clients;
    RpcClient *m_pendingClient = nullptr;
    quint64 m_pendingSequence = 0;
    QStringList m_pendingUnfilled;
    int m_next = 0;
    bool m_running = false;
    QTimer m_pacer;
    QElapsedTimer m_sinceLastSend;
};

} // namespace RpcScope

Q_DECLARE_METATYPE(RpcScope::ReplayResult)
Q_DECLARE_METATYPE(RpcScope::ReplayReport)
