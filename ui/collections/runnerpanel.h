#pragma once

#include "lib/collection/collectionrunner.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTableView;

namespace RpcScope {

class CollectionDocument;
class LatencyChart;
class RunResultsModel;
class SecretStore;

/// Runs a collection or one of its folders (CollectionRunner) and shows it live: a
/// progress bar, the results table (request, status, assertions passed and failed,
/// duration), a latency chart and a summary line; Stop, Re-run failed, and Export JUnit.
class RunnerPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunnerPanel)

public:
    explicit RunnerPanel(QWidget *parent = nullptr);
    ~RunnerPanel() override;

    void setSecretStore(const SecretStore *store) { m_secrets = store; }
    /// What Run runs: \a folder ("a/b", empty for all) of \a document, in its chosen environment.
    void setTarget(CollectionDocument *document, const QString &folder = {});
    CollectionDocument *targetDocument() const { return m_document; }
    const QString &targetFolder() const { return m_folder; }

    /// Starts running the target; false with a translated \a error when it cannot start.
    bool run(QString *error = nullptr);
    /// Runs again the requests that failed in the last run, and the requests before them that
    /// capture values (folders kept, so their paths stay the same).
    bool rerunFailed(QString *error = nullptr);
    void stop();
    bool isRunning() const;
    const RunSummary &summary() const { return m_summary; }
    /// Writes the last run as JUnit XML to \a path (QSaveFile).
    bool exportJUnit(const QString &path, QString *error);

    QPushButton *runButton() const { return m_runButton; }
    QPushButton *stopButton() const { return m_stopButton; }
    QPushButton *rerunButton() const { return m_rerunButton; }
    QPushButton *exportButton() const { return m_exportButton; }
    QProgressBar *progressBar() const { return m_progress; }
    QTableView *resultsView() const { return m_table; }
    RunResultsModel *resultsModel() const { return m_model; }
    LatencyChart *chart() const { return m_chart; }
    QLabel *summaryLabel() const { return m_summaryLabel; }
    QLabel *targetLabel() const { return m_targetLabel; }
    /// Variables for the runs, as the CLI's --var takes them: NAME=VALUE words, quoted as in
    /// a shell where a value has spaces. They win over the environment and the collection's
    /// variables; they are not saved anywhere.
    QLineEdit *variablesEdit() const { return m_variables; }

signals:
    /// A runner was made for a run, before it starts: connect to its clientCreated and
    /// secretValueLearned to record the run (directly: they come before the first send).
    void runnerCreated(RpcScope::CollectionRunner *runner);
    void started();
    void finished(const RpcScope::RunSummary &summary);
    void statusMessage(const QString &text);
    /// A result row was opened (double-click, Return): its exchange, its request with the
    /// run's secret values masked, and each assertion's verdict.
    void resultOpened(const RpcScope::RequestResult &result, const QByteArray &maskedRequest);

private:
    /// The variables field's NAME=VALUE words; false with a translated \a error for a bad one.
    bool readVariables(QList<QPair<QString, QString>> *variables, QString *error) const;
    bool start(const Collection &collection, const QString &folder, QString *error);
    void onRequestFinished(int index, int count, const RequestResult &result);
    void onFinished(const RunSummary &summary);
    void askAndExport();
    void updateTargetLabel();
    void updateButtons();
    QString suiteName() const;

    const SecretStore *m_secrets = nullptr;
    QPointer<CollectionDocument> m_document;
    QString m_folder;
    CollectionRunner *m_runner = nullptr;
    RunSummary m_summary;
    QLabel *m_targetLabel = nullptr;
    QLineEdit *m_variables = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_stopButton = nullptr;
    QPushButton *m_rerunButton = nullptr;
    QPushButton *m_exportButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QTableView *m_table = nullptr;
    RunResultsModel *m_model = nullptr;
    QList<QByteArray> m_maskedRequests;   // each result row's request, secrets masked when it finished
    LatencyChart *m_chart = nullptr;
    QSplitter *m_splitter = nullptr;
    QLabel *m_summaryLabel = nullptr;
};

} // namespace RpcScope
