#pragma once

#include "lib/replay/replayreport.h"
#include "lib/session/sessionentry.h"
#include "lib/transport/endpointsettings.h"

#include <QHash>
#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QThread;
class QTreeWidget;

namespace RpcScope {

class DiffRules;
class Replayer;
class SideBySideDiff;

/// Replays a session against an endpoint (the recorded ones or another URL) and shows how
/// each exchange fared: a table of verdicts (same, differs, failed), the side-by-side diff
/// of the selected one, and the counts. The Replayer lives on a worker thread, so neither
/// the network nor the diffs of large answers hold up the window; Cancel keeps the partial
/// report.
class ReplayPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReplayPanel)

public:
    explicit ReplayPanel(QWidget *parent = nullptr);
    ~ReplayPanel() override;

    /// The session to replay: \a path names it in the report.
    void setSession(const QString &path, const QList<SessionEntry> &entries);
    /// Addresses offered as targets besides the recorded ones (the open endpoints).
    void setTargetSuggestions(const QStringList &addresses);
    /// The target: empty for each exchange's recorded endpoint.
    void setTarget(const QString &address);
    QString target() const;
    /// Gives the settings (headers, bearer, TLS) and the placeholder values of an endpoint
    /// the user has open, so a replay authenticates as the endpoint does today (SPEC §6).
    using CredentialSource = std::function<void(const QString &address, EndpointSettings *settings,
                                                QHash<QString, QByteArray> *credentials)>;
    void setCredentialSource(CredentialSource source) { m_credentials = std::move(source); }
    /// The ignore rules the controls describe; false with a translated \a error for a bad path.
    bool rules(DiffRules *rules, QString *error) const;

    void start();
    void cancel();
    bool isRunning() const { return m_running; }
    const ReplayReport &report() const { return m_report; }

    QComboBox *targetBox() const { return m_target; }
    QPlainTextEdit *ignoredPathsEdit() const { return m_paths; }
    QTreeWidget *resultList() const { return m_results; }
    SideBySideDiff *diffView() const { return m_diff; }
    QLabel *summaryLabel() const { return m_summary; }

signals:
    void finished(const RpcScope::ReplayReport &report);

private:
    void onReplayed(int done, int total, const ReplayResult &result);
    void onFinished(const ReplayReport &report);
    void showSelected();
    void updateSummary();
    void updateControls();

    QString m_path;
    QList<SessionEntry> m_entries;
    int m_exchangeCount = 0;
    CredentialSource m_credentials;
    ReplayReport m_report;
    bool m_running = false;

    QThread *m_thread;
    QObject *m_worker;                // lives on m_thread, owns the replayer
    Replayer *m_replayer = nullptr;   // lives on m_thread

    QComboBox *m_target;
    QCheckBox *m_ignoreIds;
    QCheckBox *m_ignoreUuids;
    QCheckBox *m_ignoreTimestamps;
    QCheckBox *m_ignoreOrder;
    QCheckBox *m_ignoreSpelling;
    QCheckBox *m_pacing;
    QPlainTextEdit *m_paths;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QTreeWidget *m_results;
    SideBySideDiff *m_diff;
    QLabel *m_summary;
};

} // namespace RpcScope
