#include "ui/sessions/replaypanel.h"

#include "lib/text/units.h"

#include "lib/replay/diffrules.h"
#include "lib/replay/replayer.h"
#include "ui/common/theme.h"
#include "ui/sessions/sidebysidediff.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

enum ResultColumn { SequenceColumn, MethodColumn, VerdictColumn, DifferencesColumn, DurationColumn };

QString verdictText(ReplayResult::Verdict verdict)
{
    switch (verdict) {
    case ReplayResult::Verdict::Same:
        return ReplayPanel::tr("same");
    case ReplayResult::Verdict::Differs:
        return ReplayPanel::tr("differs");
    case ReplayResult::Verdict::Failed:
        return ReplayPanel::tr("failed");
    }
    return {};
}

QCheckBox *ruleBox(const QString &text, bool checked, QWidget *parent)
{
    auto *box = new QCheckBox(text, parent);
    box->setChecked(checked);
    return box;
}

} // namespace

ReplayPanel::ReplayPanel(QWidget *parent)
    : QWidget(parent)
    , m_thread(new QThread(this))
    , m_worker(new QObject)
    , m_target(new QComboBox(this))
    , m_paths(new QPlainTextEdit(this))
    , m_start(new QPushButton(tr("&Start Replay"), this))
    , m_cancel(new QPushButton(tr("&Cancel"), this))
    , m_progress(new QProgressBar(this))
    , m_results(new QTreeWidget(this))
    , m_diff(new SideBySideDiff(this))
    , m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("replayPanel"));
    // Made on the worker thread, so its timer and clients live there too.
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start();
    QMetaObject::invokeMethod(m_worker, [this] { m_replayer = new Replayer(m_worker); }, Qt::BlockingQueuedConnection);
    connect(m_replayer, &Replayer::exchangeReplayed, this, &ReplayPanel::onReplayed);
    connect(m_replayer, &Replayer::finished, this, &ReplayPanel::onFinished);

    m_target->setObjectName(QStringLiteral("replayTarget"));
    m_target->setEditable(true);
    m_target->lineEdit()->setPlaceholderText(tr("The recorded endpoints"));
    m_target->setToolTip(tr("Where to send the requests again: empty for each exchange's recorded endpoint, or any URL"));
    m_target->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    const DiffRules defaults = DiffRules::defaults();
    m_ignoreIds = ruleBox(tr("Response ids"), defaults.ignoresReplayIds(), this);
    m_ignoreUuids = ruleBox(tr("UUIDs"), defaults.ignoresUuids(), this);
    m_ignoreTimestamps = ruleBox(tr("ISO timestamps"), defaults.ignoresTimestamps(), this);
    m_ignoreOrder = ruleBox(tr("Member order"), defaults.ignoresOrder(), this);
    m_ignoreSpelling = ruleBox(tr("Number spelling"), defaults.ignoresSpelling(), this);
    m_pacing = ruleBox(tr("Keep the recorded pacing"), false, this);
    m_pacing->setToolTip(tr("Wait the recorded gaps between requests (at most 2 s each)"));
    m_paths->setObjectName(QStringLiteral("ignoredPaths"));
    m_paths->setPlaceholderText(tr("More JSON paths to ignore, one a line: $.result.timestamp"));
    m_paths->setFixedHeight(m_paths->fontMetrics().lineSpacing() * 4);

    auto *ruleRow = new QHBoxLayout;
    for (QCheckBox *box : {m_ignoreIds, m_ignoreUuids, m_ignoreTimestamps, m_ignoreOrder, m_ignoreSpelling})
        ruleRow->addWidget(box);
    ruleRow->addStretch(1);
    auto *targetRow = new QHBoxLayout;
    targetRow->addWidget(m_target, 1);
    targetRow->addWidget(m_pacing);
    auto *form = new QFormLayout;
    form->addRow(tr("Replay against:"), targetRow);
    form->addRow(tr("Ignore:"), ruleRow);
    form->addRow(QString(), m_paths);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);
    m_progress->setTextVisible(true);
    m_progress->setFormat(tr("%v of %m"));

    m_results->setObjectName(QStringLiteral("replayResults"));
    m_results->setRootIsDecorated(false);
    m_results->setUniformRowHeights(true);
    m_results->setHeaderLabels({tr("#"), tr("Method"), tr("Verdict"), tr("Differences"), tr("Duration")});
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_results);
    split->addWidget(m_diff);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({560, 700});
    // The method takes what the fixed columns leave, so the list needs no horizontal scrolling
    // in any language; widths come from the header texts and the widest expected values (not
    // from resizing to contents, which costs a pass over every row of a 10,000-row replay).
    QHeaderView *header = m_results->header();
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(24);
    const QFontMetrics metrics = m_results->fontMetrics();
    const auto fit = [&](int column, const QStringList &samples) {
        int width = metrics.horizontalAdvance(m_results->headerItem()->text(column));
        for (const QString &sample : samples)
            width = qMax(width, metrics.horizontalAdvance(sample));
        header->setSectionResizeMode(column, QHeaderView::Interactive);
        header->resizeSection(column, width + metrics.averageCharWidth() + 12);
    };
    fit(SequenceColumn, {QStringLiteral("99999")});
    fit(VerdictColumn, {verdictText(ReplayResult::Verdict::Same), verdictText(ReplayResult::Verdict::Differs),
                        verdictText(ReplayResult::Verdict::Failed)});
    fit(DifferencesColumn, {QStringLiteral("999")});
    fit(DurationColumn, {tr("%1 ms").arg(99999)});
    header->setSectionResizeMode(MethodColumn, QHeaderView::Stretch);

    m_summary->setObjectName(QStringLiteral("replaySummary"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);
    layout->addWidget(m_summary);

    connect(m_start, &QPushButton::clicked, this, &ReplayPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &ReplayPanel::cancel);
    connect(m_results, &QTreeWidget::currentItemChanged, this, &ReplayPanel::showSelected);
    updateSummary();
    updateControls();
}

ReplayPanel::~ReplayPanel()
{
    // The replayer stops in its own thread; the thread's end deletes it.
    QMetaObject::invokeMethod(m_replayer, &Replayer::cancel, Qt::QueuedConnection);
    m_thread->quit();
    m_thread->wait();
}

void ReplayPanel::setSession(const QString &path, const QList<SessionEntry> &entries)
{
    if (m_running)
        return;   // the replay in progress keeps its session; its report stays shown
    m_path = path;
    m_entries = entries;
    m_exchangeCount = int(Replayer::exchangesOf(m_entries).size());
    QStringList recorded;
    for (const SessionEntry &entry : entries) {
        if (entry.type == SessionEntry::Type::Exchange && !entry.endpoint.isEmpty() && !recorded.contains(entry.endpoint))
            recorded.append(entry.endpoint);
    }
    const QString current = target();
    for (const QString &address : std::as_const(recorded)) {
        if (m_target->findText(address) < 0)
            m_target->addItem(address);
    }
    setTarget(current);
    m_report = {};
    m_results->clear();
    m_diff->clear();
    m_progress->setRange(0, int(Replayer::exchangesOf(entries).size()));
    m_progress->setValue(0);
    updateSummary();
    updateControls();
}

void ReplayPanel::setTargetSuggestions(const QStringList &addresses)
{
    const QString current = target();
    for (const QString &address : addresses) {
        if (m_target->findText(address) < 0)
            m_target->addItem(address);
    }
    setTarget(current);
}

void ReplayPanel::setTarget(const QString &address)
{
    m_target->setEditText(address);
}

QString ReplayPanel::target() const
{
    return m_target->currentText().trimmed();
}

bool ReplayPanel::rules(DiffRules *rules, QString *error) const
{
    DiffRules result;
    result.setIgnoreReplayIds(m_ignoreIds->isChecked());
    result.setIgnoreUuids(m_ignoreUuids->isChecked());
    result.setIgnoreTimestamps(m_ignoreTimestamps->isChecked());
    result.setIgnoreOrder(m_ignoreOrder->isChecked());
    result.setIgnoreSpelling(m_ignoreSpelling->isChecked());
    const QStringList lines = m_paths->toPlainText().split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QString path = line.trimmed();
        if (path.isEmpty())
            continue;
        QString problem;
        if (!result.addIgnoredPath(path, &problem)) {
            if (error)
                *error = tr("Ignored path %1: %2").arg(path, problem);
            return false;
        }
    }
    *rules = result;
    return true;
}

void ReplayPanel::start()
{
    if (m_running)
        return;
    Replayer::Options options;
    QString error;
    if (!rules(&options.rules, &error)) {
        m_summary->setText(error);
        return;
    }
    options.against = target();
    if (m_credentials) {
        // The target, or the first recorded endpoint: one set of settings serves the replay.
        QString address = options.against;
        for (const SessionEntry &entry : std::as_const(m_entries)) {
            if (address.isEmpty() && entry.type == SessionEntry::Type::Exchange)
                address = entry.endpoint;
        }
        m_credentials(address, &options.settings, &options.credentials);
    }
    options.pacing = m_pacing->isChecked();
    m_report = {};
    m_results->clear();
    m_diff->clear();
    m_progress->setRange(0, m_exchangeCount);
    m_progress->setValue(0);
    m_running = true;
    QMetaObject::invokeMethod(m_replayer, [replayer = m_replayer, options, entries = m_entries, path = m_path] {
        replayer->setOptions(options);
        replayer->start(entries, path);
    }, Qt::QueuedConnection);
    updateSummary();
    updateControls();
}

void ReplayPanel::cancel()
{
    if (m_running)
        QMetaObject::invokeMethod(m_replayer, &Replayer::cancel, Qt::QueuedConnection);
}

void ReplayPanel::onReplayed(int done, int total, const ReplayResult &result)
{
    m_report.total = total;
    m_report.results.append(result);
    auto *item = new QTreeWidgetItem(m_results);
    item->setData(SequenceColumn, Qt::DisplayRole, qulonglong(result.sequence));
    item->setData(SequenceColumn, Qt::UserRole, int(m_report.results.size() - 1));
    item->setText(MethodColumn, result.method);
    item->setText(VerdictColumn, verdictText(result.verdict));
    item->setText(DifferencesColumn, result.verdict == ReplayResult::Verdict::Failed
                                         ? result.errorMessage
                                         : QString::number(result.diff.differences.size()));
    if (result.verdict == ReplayResult::Verdict::Failed)
        item->setToolTip(DifferencesColumn, result.errorMessage);   // the column is narrow; the reason is not
    item->setToolTip(MethodColumn, result.method);
    item->setText(DurationColumn, Units::duration(result.durationMs));
    if (result.verdict == ReplayResult::Verdict::Differs)
        item->setBackground(VerdictColumn, Theme::color(Theme::Role::WarningBackground));
    else if (result.verdict == ReplayResult::Verdict::Failed)
        item->setBackground(VerdictColumn, Theme::color(Theme::Role::FailureBackground));
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    updateSummary();
}

void ReplayPanel::onFinished(const ReplayReport &report)
{
    m_running = false;
    // The final report is the same results, plus whether it was canceled.
    m_report.session = report.session;
    m_report.against = report.against;
    m_report.total = report.total;
    m_report.canceled = report.canceled;
    if (report.results.size() != m_report.results.size())
        m_report.results = report.results;
    if (!m_results->currentItem() && m_results->topLevelItemCount() > 0) {
        // Show the first exchange that needs a look.
        for (int row = 0; row < m_results->topLevelItemCount(); ++row) {
            QTreeWidgetItem *item = m_results->topLevelItem(row);
            const int index = item->data(SequenceColumn, Qt::UserRole).toInt();
            if (m_report.results.at(index).verdict != ReplayResult::Verdict::Same) {
                m_results->setCurrentItem(item);
                break;
            }
        }
    }
    updateSummary();
    updateControls();
    emit finished(m_report);
}

void ReplayPanel::showSelected()
{
    QTreeWidgetItem *item = m_results->currentItem();
    if (!item) {
        m_diff->clear();
        return;
    }
    const int index = item->data(SequenceColumn, Qt::UserRole).toInt();
    if (index < 0 || index >= m_report.results.size())
        return;
    const ReplayResult &result = m_report.results.at(index);
    m_diff->showBodies(tr("Recorded #%1").arg(result.sequence), result.recordedBody,
                       tr("Replayed at %1").arg(result.endpoint), result.replayedBody, result.diff);
}

void ReplayPanel::updateSummary()
{
    const int exchanges = m_exchangeCount;   // counted once: this runs after every replayed exchange
    if (m_report.results.isEmpty() && !m_running && !m_report.canceled) {
        m_summary->setText(tr("%n exchange(s) to replay.", nullptr, exchanges));
        return;
    }
    QString text = tr("%1 same, %2 differ, %3 failed")
                       .arg(m_report.count(ReplayResult::Verdict::Same))
                       .arg(m_report.count(ReplayResult::Verdict::Differs))
                       .arg(m_report.count(ReplayResult::Verdict::Failed));
    if (const int ignored = m_report.ignoredDifferences(); ignored > 0)
        text += QLatin1Char(' ') + tr("(%n difference(s) ignored)", nullptr, ignored);
    if (m_running)
        text += QLatin1Char(' ') + tr("– replaying…");
    else if (m_report.canceled)
        text += QLatin1Char(' ') + tr("– canceled after %1 of %2").arg(m_report.results.size()).arg(m_report.total);
    if (const QStringList unfilled = m_report.unfilled(); !unfilled.isEmpty())
        text += QLatin1Char('\n') + tr("No credential for: %1").arg(unfilled.join(QStringLiteral(", ")));
    m_summary->setText(text);
}

void ReplayPanel::updateControls()
{
    m_start->setEnabled(!m_running && !m_entries.isEmpty());
    m_cancel->setEnabled(m_running);
    m_target->setEnabled(!m_running);
}

} // namespace RpcScope
