#include "ui/collections/runnerpanel.h"

#include "lib/collection/junitwriter.h"
#include "lib/transport/stdio/commandline.h"
#include "ui/collections/collectiondocument.h"
#include "ui/collections/latencychart.h"
#include "ui/collections/runresultsmodel.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

// Keeps only the requests whose paths are in \a keep, and the folders that still hold one.
std::vector<CollectionItem> keepOnly(const std::vector<CollectionItem> &items, const QSet<QString> &keep,
                                     const QString &prefix)
{
    std::vector<CollectionItem> kept;
    for (const CollectionItem &item : items) {
        const QString path = prefix.isEmpty() ? item.name : prefix + QLatin1Char('/') + item.name;
        if (item.isFolder()) {
            CollectionItem folder = item;
            folder.items = keepOnly(item.items, keep, path);
            if (!folder.items.empty())
                kept.push_back(std::move(folder));
        } else if (keep.contains(path)) {
            kept.push_back(item);
        }
    }
    return kept;
}

} // namespace

RunnerPanel::RunnerPanel(QWidget *parent)
    : QWidget(parent)
    , m_targetLabel(new QLabel(this))
    , m_variables(new QLineEdit(this))
    , m_runButton(new QPushButton(tr("&Run"), this))
    , m_stopButton(new QPushButton(tr("S&top"), this))
    , m_rerunButton(new QPushButton(tr("Re-run &Failed"), this))
    , m_exportButton(new QPushButton(tr("Export &JUnit…"), this))
    , m_progress(new QProgressBar(this))
    , m_table(new QTableView(this))
    , m_model(new RunResultsModel(this))
    , m_chart(new LatencyChart(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_summaryLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("runnerPanel"));
    m_runButton->setObjectName(QStringLiteral("run"));
    m_stopButton->setObjectName(QStringLiteral("stop"));
    m_rerunButton->setObjectName(QStringLiteral("rerunFailed"));
    m_exportButton->setObjectName(QStringLiteral("exportJUnit"));
    m_progress->setObjectName(QStringLiteral("runProgress"));
    m_summaryLabel->setObjectName(QStringLiteral("runSummary"));
    m_targetLabel->setObjectName(QStringLiteral("runTarget"));
    m_targetLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_targetLabel->setWordWrap(true);   // a long collection and folder name must not widen the window
    m_summaryLabel->setWordWrap(true);
    m_variables->setObjectName(QStringLiteral("runVariables"));
    m_variables->setPlaceholderText(tr("Variables for the run: name=value …"));
    m_variables->setToolTip(tr("Like rpcscope-cli run --var: NAME=VALUE words, quoted as in a shell where a value "
                               "has spaces ('greeting=hello world'). They win over the environment and the "
                               "collection; they are not saved."));
    m_variables->setClearButtonEnabled(true);
    connect(m_variables, &QLineEdit::returnPressed, m_runButton, &QPushButton::click);
    m_table->setObjectName(QStringLiteral("runResults"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(RunResultsModel::RequestColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(RunResultsModel::StatusColumn, QHeaderView::Stretch);
    m_table->setColumnWidth(RunResultsModel::RequestColumn, 200);
    m_table->setToolTip(tr("Double-click a request (or press Return) to see its request, answer and verdicts"));
    connect(m_table, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        if (index.row() < 0 || index.row() >= m_model->results().size())
            return;
        const RequestResult &result = m_model->results().at(index.row());
        if (!result.exchange)
            return;
        // The run's secrets, masked as everywhere the run is shown.
        emit resultOpened(result, m_maskedRequests.value(index.row(), QByteArrayLiteral("***")));
    });
    // The counts are as wide as their headers in the language shown ("Fehlgeschlagen" is long).
    const QFontMetrics metrics = m_table->horizontalHeader()->fontMetrics();
    for (const int column : {int(RunResultsModel::PassedColumn), int(RunResultsModel::FailedColumn),
                             int(RunResultsModel::DurationColumn)}) {
        const QString title = m_model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        m_table->setColumnWidth(column, qMax(64, metrics.horizontalAdvance(title) + 2 * metrics.averageCharWidth() + 8));
    }
    m_progress->setTextVisible(true);
    m_progress->setValue(0);
    m_chart->setMinimumWidth(260);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_chart);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);

    connect(m_runButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!run(&error))
            emit statusMessage(error);
    });
    connect(m_stopButton, &QPushButton::clicked, this, &RunnerPanel::stop);
    connect(m_rerunButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!rerunFailed(&error))
            emit statusMessage(error);
    });
    connect(m_exportButton, &QPushButton::clicked, this, &RunnerPanel::askAndExport);

    auto *top = new QHBoxLayout;
    top->addWidget(m_targetLabel, 1);
    top->addWidget(m_variables, 1);
    top->addWidget(m_runButton);
    top->addWidget(m_stopButton);
    top->addWidget(m_rerunButton);
    top->addWidget(m_exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    // The run's summary beside its progress, not on a line of its own: a laptop's screen has
    // no height to spare for it once the collections and the runner are open.
    auto *status = new QHBoxLayout;
    status->addWidget(m_progress, 1);
    status->addWidget(m_summaryLabel, 1);
    layout->addLayout(status);
    layout->addWidget(m_splitter, 1);
    updateTargetLabel();
    updateButtons();
}

RunnerPanel::~RunnerPanel() = default;

void RunnerPanel::setTarget(CollectionDocument *document, const QString &folder)
{
    m_document = document;
    m_folder = folder;
    updateTargetLabel();
    updateButtons();
}

void RunnerPanel::updateTargetLabel()
{
    if (!m_document) {
        m_targetLabel->setText(tr("Choose a collection or folder to run (Run in the collections sidebar)."));
        return;
    }
    const QString environment = m_document->environment().isEmpty() ? tr("no environment") : m_document->environment();
    m_targetLabel->setText(m_folder.isEmpty()
                               ? tr("<b>%1</b> · %2").arg(m_document->displayName().toHtmlEscaped(), environment.toHtmlEscaped())
                               : tr("<b>%1</b> / %2 · %3")
                                     .arg(m_document->displayName().toHtmlEscaped(), m_folder.toHtmlEscaped(),
                                          environment.toHtmlEscaped()));
}

bool RunnerPanel::isRunning() const
{
    return m_runner && m_runner->isRunning();
}

void RunnerPanel::updateButtons()
{
    const bool running = isRunning();
    m_runButton->setEnabled(!running && m_document);
    m_stopButton->setEnabled(running);
    m_rerunButton->setEnabled(!running && m_document && m_summary.failed() > 0);
    m_exportButton->setEnabled(!running && !m_summary.results.isEmpty());
}

bool RunnerPanel::run(QString *error)
{
    if (!m_document) {
        if (error)
            *error = tr("There is no collection to run.");
        return false;
    }
    return start(m_document->collection(), m_folder, error);
}

bool RunnerPanel::rerunFailed(QString *error)
{
    if (!m_document || isRunning())
        return false;
    QSet<QString> failed;
    for (const RequestResult &result : std::as_const(m_summary.results)) {
        if (result.failed() > 0)
            failed.insert(result.path);
    }
    if (failed.isEmpty()) {
        if (error)
            *error = tr("Nothing failed in the last run.");
        return false;
    }
    // The requests before them that capture values (a login's token) run again too.
    Collection collection = m_document->collection();
    const QList<Collection::Entry> entries = Collection::requests(collection.items);
    int lastFailed = -1;
    for (int i = 0; i < entries.size(); ++i) {
        if (failed.contains(entries.at(i).path))
            lastFailed = i;
    }
    QSet<QString> keep = failed;
    for (int i = 0; i < lastFailed; ++i) {
        if (!entries.at(i).item->request.captures.isEmpty())
            keep.insert(entries.at(i).path);
    }
    collection.items = keepOnly(collection.items, keep, QString());
    return start(collection, QString(), error);
}

bool RunnerPanel::readVariables(QList<QPair<QString, QString>> *variables, QString *error) const
{
    QString why;
    const QStringList words = CommandLine::split(m_variables->text(), &why);
    if (!why.isEmpty()) {
        *error = tr("Variables for the run: %1").arg(why);
        return false;
    }
    for (const QString &word : words) {
        const auto variable = VariableResolver::parseAssignment(word);
        if (!variable) {
            *error = tr("Variables for the run are NAME=VALUE, not \"%1\".").arg(word);
            return false;
        }
        variables->append(*variable);
    }
    return true;
}

bool RunnerPanel::start(const Collection &collection, const QString &folder, QString *error)
{
    if (isRunning()) {
        if (error)
            *error = tr("A run is going on: stop it first.");
        return false;
    }
    // The variables first: a typo in them runs nothing.
    CollectionRunner::Options variables;
    QString why;
    if (!readVariables(&variables.variables, &why)) {
        if (error)
            *error = why;
        m_summaryLabel->setText(why);
        return false;
    }
    delete m_runner;
    m_runner = new CollectionRunner(this);
    connect(m_runner, &CollectionRunner::requestStarted, this, [this](int index, int count, const QString &path) {
        m_progress->setRange(0, count);
        m_progress->setValue(index);
        m_progress->setFormat(tr("%1 of %2: %3").arg(index + 1).arg(count).arg(path));
    });
    connect(m_runner, &CollectionRunner::requestFinished, this, &RunnerPanel::onRequestFinished);
    // An oauth2 recipe signing in: the step it is at, where the run shows its progress.
    connect(m_runner, &CollectionRunner::authStepFinished, this, [this](const AuthStep &step) {
        m_progress->setFormat(tr("Signing in: %1").arg(step.verdict));
    });
    connect(m_runner, &CollectionRunner::finished, this, &RunnerPanel::onFinished);
    emit runnerCreated(m_runner);
    CollectionRunner::Options options = variables;
    options.environment = m_document ? m_document->environment() : QString();
    options.folder = folder;
    options.secrets = m_secrets;
    if (!m_runner->start(collection, options, &why)) {
        if (error)
            *error = why;
        m_summaryLabel->setText(why);
        return false;
    }
    m_summary = RunSummary();
    m_model->clear();
    m_maskedRequests.clear();
    m_chart->clear();
    m_progress->setValue(0);
    m_summaryLabel->setText(tr("Running…"));
    updateTargetLabel();
    updateButtons();
    emit started();
    return true;
}

void RunnerPanel::stop()
{
    if (m_runner)
        m_runner->stop();
}

void RunnerPanel::onRequestFinished(int index, int count, const RequestResult &result)
{
    m_model->append(result);
    // Masked now, by the run that knows its secrets (a later run may replace the runner).
    m_maskedRequests.append(result.exchange ? m_runner->variables().mask(result.exchange->request) : QByteArray());
    m_table->scrollToBottom();
    m_chart->append(result.path, result.durationMs, result.failed() > 0);
    m_progress->setRange(0, count);
    m_progress->setValue(index + 1);
}

void RunnerPanel::onFinished(const RunSummary &summary)
{
    m_chart->flush();   // the last bars at once, not a tenth of a second later
    m_summary = summary;
    m_progress->setFormat(summary.stopped ? tr("Stopped") : tr("Done"));
    if (!summary.stopped)
        m_progress->setValue(m_progress->maximum());
    //: The summary of a run, e.g. "13 requests, their checks: 23 passed, 0 failed, in 1.2 s"
    QString text = tr("%n request(s), their checks: %1 passed, %2 failed, in %3 s", nullptr, int(summary.results.size()))
                       .arg(summary.passed())
                       .arg(summary.failed())
                       .arg(QLocale().toString(double(summary.durationMs) / 1000.0, 'f', 2));
    if (summary.stopped)
        text += QLatin1Char(' ') + tr("(stopped before the end)");
    m_summaryLabel->setText(text);
    updateButtons();
    emit finished(summary);
}

QString RunnerPanel::suiteName() const
{
    return m_document ? m_document->displayName() : tr("collection");
}

bool RunnerPanel::exportJUnit(const QString &path, QString *error)
{
    return JUnitWriter::write(path, suiteName(), m_summary, error);
}

void RunnerPanel::askAndExport()
{
    QString suggestion;
    if (m_document)
        suggestion = QFileInfo(m_document->path()).absoluteDir().filePath(QFileInfo(m_document->path()).completeBaseName()
                                                                          + QStringLiteral(".junit.xml"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export JUnit XML"), suggestion,
                                                      tr("JUnit XML (*.xml);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportJUnit(path, &error)) {
        QMessageBox::warning(this, tr("Export JUnit XML"), error);
        return;
    }
    emit statusMessage(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
}

} // namespace RpcScope
