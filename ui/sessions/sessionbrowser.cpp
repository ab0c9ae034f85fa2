#include "ui/sessions/sessionbrowser.h"

#include "lib/session/sessionexchange.h"
#include "lib/text/units.h"
#include "ui/inspector/exchangeview.h"

#include "lib/session/sessionloader.h"
#include "lib/session/sessionreader.h"
#include "ui/common/jsonhighlighter.h"
#include "ui/sessions/jsonpathlines.h"
#include "ui/sessions/replaypanel.h"
#include "ui/sessions/servesessiondialog.h"
#include "ui/sessions/sessionexports.h"
#include "ui/sessions/sessionfiles.h"
#include "ui/sessions/sessiontextsearch.h"
#include "ui/sessions/sessiontimelinefilter.h"
#include "ui/sessions/sessiontimelinemodel.h"
#include "ui/sessions/sidebysidediff.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFontDatabase>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace RpcScope {

namespace {

constexpr int PathRole = Qt::UserRole + 1;
// Bodies larger than this are shown as received, not pretty-printed.
constexpr qsizetype kPrettyLimit = 4 * 1024 * 1024;
// Lines longer than this are read and pretty-printed on a worker thread.
constexpr qint64 kReadOnWorkerBytes = 512 * 1024;
/// Following a file: how long after a change it is read again (a tap writes line after line).
constexpr int FollowDelayMs = 300;

QPlainTextEdit *makeJsonText(const QString &name, QWidget *parent)
{
    auto *text = new QPlainTextEdit(parent);
    text->setObjectName(name);
    text->setReadOnly(true);
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new JsonHighlighter(text->document());
    return text;
}

QString pretty(const QByteArray &bytes)
{
    if (bytes.size() > kPrettyLimit) {
        // A text view lays out all it holds on the GUI thread: show the start, as received.
        return QString::fromUtf8(bytes.first(kPrettyLimit)) + QStringLiteral("\n\n")
             + SessionBrowser::tr("… %1 more not shown here; File > Export keeps every byte.")
                   .arg(QLocale().formattedDataSize(bytes.size() - kPrettyLimit));
    }
    QStringList lines;
    for (const JsonPathLine &line : JsonPathLines::build(bytes))
        lines.append(line.text);
    return lines.join(QLatin1Char('\n'));
}

QString headerLines(const HeaderList &headers)
{
    QString text;
    for (const auto &header : headers)
        text += QStringLiteral("  %1: %2\n").arg(QString::fromUtf8(header.first), QString::fromUtf8(header.second));
    return text;
}

QString describe(const SessionEntry &entry)
{
    QString text;
    text += SessionBrowser::tr("Seq: %1").arg(entry.sequence) + QLatin1Char('\n');
    text += SessionBrowser::tr("Time: %1").arg(QDateTime::fromMSecsSinceEpoch(entry.epochMs).toString(Qt::ISODateWithMs))
          + QLatin1Char('\n');
    text += SessionBrowser::tr("Endpoint: %1 (%2)").arg(entry.endpoint, Transport::kindName(entry.transport))
          + QLatin1Char('\n');
    if (entry.type == SessionEntry::Type::Message) {
        text += (entry.direction == SessionEntry::Direction::In ? SessionBrowser::tr("A message from the server")
                                                                 : SessionBrowser::tr("A message we sent"))
              + QLatin1Char('\n');
        return text;
    }
    if (entry.type == SessionEntry::Type::Auth) {
        text += SessionBrowser::tr("Authorization step: %1%2")
                    .arg(entry.authStep, entry.authEdited ? SessionBrowser::tr(" (sent as a person changed it)") : QString())
              + QLatin1Char('\n');
        text += (entry.authOk ? SessionBrowser::tr("Verdict: %1") : SessionBrowser::tr("The flow stopped here: %1"))
                    .arg(entry.authVerdict)
              + QLatin1Char('\n');
        if (!entry.authUrl.isEmpty())
            text += SessionBrowser::tr("Address: %1").arg(entry.authUrl) + QLatin1Char('\n');
    } else {
        text += SessionBrowser::tr("Outcome: %1").arg(SessionTimelineModel::outcomeText(entry.outcome)) + QLatin1Char('\n');
    }
    if (entry.durationMs >= 0)
        text += SessionBrowser::tr("Duration: %1 ms").arg(entry.durationMs) + QLatin1Char('\n');
    if (!entry.errorKind.isEmpty())
        text += SessionBrowser::tr("Error: %1 (%2)").arg(entry.errorMessage, entry.errorKind) + QLatin1Char('\n');
    if (entry.http) {
        const HttpMeta &http = *entry.http;
        text += SessionBrowser::tr("HTTP: %1 %2 → %3 %4")
                    .arg(QString::fromUtf8(http.method), http.url.toString())
                    .arg(http.status)
                    .arg(QString::fromUtf8(http.reason))
              + QLatin1Char('\n');
        text += SessionBrowser::tr("Request headers:") + QLatin1Char('\n') + headerLines(http.requestHeaders);
        text += SessionBrowser::tr("Response headers:") + QLatin1Char('\n') + headerLines(http.responseHeaders);
    }
    text += SessionBrowser::tr("Timings: connected %1 ms, sent %2 ms, first byte %3 ms, total %4 ms")
                .arg(entry.timings.connectedMs)
                .arg(entry.timings.sentMs)
                .arg(entry.timings.firstByteMs)
                .arg(entry.timings.totalMs)
          + QLatin1Char('\n');
    text += SessionBrowser::tr("Bytes on the wire: %1 sent, %2 received").arg(entry.bytesSent).arg(entry.bytesReceived)
          + QLatin1Char('\n');
    if (!entry.notifications.isEmpty())
        text += SessionBrowser::tr("%n message(s) arrived while it was open.", nullptr, int(entry.notifications.size()))
              + QLatin1Char('\n');
    if (!entry.stream.isEmpty()) {
        text += SessionBrowser::tr("Answered as a stream of %n event(s):", nullptr, int(entry.stream.size()))
              + QLatin1Char('\n');
        for (const SessionEntry::StreamEvent &event : entry.stream) {
            QString data = QString::fromUtf8(event.data.left(200));
            data.replace(QLatin1Char('\n'), QLatin1Char(' '));
            text += QStringLiteral("  %1  %2%3  %4\n")
                        .arg(QDateTime::fromMSecsSinceEpoch(event.epochMs).toString(QStringLiteral("HH:mm:ss.zzz")),
                             QString::fromUtf8(event.type),
                             event.id.isEmpty() ? QString() : QStringLiteral(" #") + QString::fromUtf8(event.id), data);
            if (!event.complete)
                text += QLatin1String("    ") + SessionBrowser::tr("(cut off: the stream ended inside this event)")
                      + QLatin1Char('\n');
        }
    }
    if (!entry.redacted.isEmpty())
        text += SessionBrowser::tr("Redacted: %1").arg(entry.redacted.join(QStringLiteral(", "))) + QLatin1Char('\n');
    return text;
}

} // namespace

SessionBrowser::SessionBrowser(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_loader(new SessionLoader(this))
    , m_model(new SessionTimelineModel(m_loader, this))
    , m_filter(new SessionTimelineFilter(this))
    , m_textSearch(new SessionTextSearch(this))
    , m_files(new QListWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_timeline(new QTableView(this))
    , m_endpointFilter(new QComboBox(this))
    , m_outcomeFilter(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_progress(new QProgressBar(this))
    , m_info(new QLabel(this))
    , m_detailTabs(new QTabWidget(this))
    , m_request(makeJsonText(QStringLiteral("sessionRequest"), this))
    , m_response(makeJsonText(QStringLiteral("sessionResponse"), this))
    , m_details(new QPlainTextEdit(this))
    , m_compare(new SideBySideDiff(this))
    , m_replay(new ReplayPanel(this))
    , m_resend(new QPushButton(tr("Re-&send"), this))
    , m_compareButton(new QPushButton(tr("&Compare Two"), this))
    , m_exportButton(new QToolButton(this))
    , m_serveButton(new QPushButton(tr("Ser&ve This Session…"), this))
    , m_renameButton(new QPushButton(tr("&Rename…"), this))
    , m_deleteButton(new QPushButton(tr("&Delete"), this))
    , m_saveAsButton(new QPushButton(tr("Save &As…"), this))
{
    setObjectName(QStringLiteral("sessionBrowser"));
    setWindowTitle(tr("Sessions"));
    resize(1280, 800);   // ScreenFit makes it smaller on a smaller screen

    // The list of session files, with its actions.
    m_files->setObjectName(QStringLiteral("sessionFiles"));
    // Long names wrap rather than scroll sideways; the size and "(recording)" stay in view.
    m_files->setWordWrap(true);
    m_files->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_files->setTextElideMode(Qt::ElideMiddle);
    auto *openButton = new QPushButton(tr("&Open…"), this);
    auto *importButton = new QPushButton(tr("&Import .io…"), this);
    importButton->setToolTip(tr("Read an Ethereum execution-apis transcript (>> request, << response) as a session"));
    m_deleteButton->setToolTip(tr("Delete the selected session file (the one being recorded cannot be deleted)"));
    auto *fileButtons = new QGridLayout;
    fileButtons->addWidget(openButton, 0, 0);
    fileButtons->addWidget(m_saveAsButton, 0, 1);
    fileButtons->addWidget(m_renameButton, 1, 0);
    fileButtons->addWidget(m_deleteButton, 1, 1);
    fileButtons->addWidget(importButton, 2, 0, 1, 2);
    auto *filesPane = new QWidget(this);
    auto *filesLayout = new QVBoxLayout(filesPane);
    filesLayout->setContentsMargins(0, 0, 0, 0);
    filesLayout->addWidget(new QLabel(tr("Session files"), this));
    filesLayout->addWidget(m_files, 1);
    filesLayout->addLayout(fileButtons);

    // The timeline and its filters.
    m_filter->setSourceModel(m_model);
    m_timeline->setObjectName(QStringLiteral("sessionTimeline"));
    m_timeline->setModel(m_filter);
    m_timeline->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_timeline->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_timeline->verticalHeader()->hide();
    m_timeline->verticalHeader()->setDefaultSectionSize(m_timeline->fontMetrics().height() + 6);
    m_timeline->horizontalHeader()->setStretchLastSection(false);
    m_timeline->horizontalHeader()->setSectionResizeMode(SessionTimelineModel::EndpointColumn, QHeaderView::Stretch);
    m_timeline->setWordWrap(false);
    m_endpointFilter->setObjectName(QStringLiteral("endpointFilter"));
    m_endpointFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_outcomeFilter->setObjectName(QStringLiteral("outcomeFilter"));
    m_outcomeFilter->addItem(tr("All outcomes"), QString());
    for (const QString &outcome : {QStringLiteral("result"), QStringLiteral("error"), QStringLiteral("notification"),
                                   QStringLiteral("transport-error"), QStringLiteral("invalid"), QStringLiteral("message"),
                                   QStringLiteral("auth"), QStringLiteral("auth-stopped")})
        m_outcomeFilter->addItem(SessionTimelineModel::outcomeText(outcome), outcome);
    m_search->setObjectName(QStringLiteral("sessionSearch"));
    m_search->setPlaceholderText(tr("Search methods, endpoints, bodies and headers"));
    m_search->setToolTip(tr("Methods and endpoints match at once; the recorded bytes of every line are searched "
                            "when you pause typing"));
    m_search->setClearButtonEnabled(true);
    m_follow = new QCheckBox(tr("&Follow"), this);
    m_follow->setObjectName(QStringLiteral("sessionFollow"));
    m_follow->setToolTip(tr("Read the file again as it grows: a recording in progress, a tap's session"));
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_endpointFilter);
    filterRow->addWidget(m_outcomeFilter);
    filterRow->addWidget(m_search, 1);
    filterRow->addWidget(m_follow);
    m_progress->setObjectName(QStringLiteral("sessionLoadProgress"));
    m_progress->setVisible(false);
    m_info->setObjectName(QStringLiteral("sessionInfo"));
    m_info->setWordWrap(true);

    m_details->setObjectName(QStringLiteral("sessionDetails"));
    m_details->setReadOnly(true);
    m_details->setLineWrapMode(QPlainTextEdit::NoWrap);
    // The exchange as every view shows one: request and answer together, read-only.
    m_exchangeView = new ExchangeView(this);
    m_detailTabs->addTab(m_exchangeView, tr("&Exchange"));
    m_detailTabs->addTab(m_response, tr("Response"));
    m_detailTabs->addTab(m_request, tr("Request"));
    m_detailTabs->addTab(m_details, tr("Details"));
    m_detailTabs->addTab(m_compare, tr("Compare"));

    m_exportButton->setText(tr("E&xport"));
    m_exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *exportMenu = new QMenu(m_exportButton);
    exportMenu->addAction(tr("HAR (HTTP Archive)…"), this, [this] { exportAs(int(SessionExports::Format::Har)); });
    exportMenu->addAction(tr("curl Script…"), this, [this] { exportAs(int(SessionExports::Format::CurlScript)); });
    exportMenu->addAction(tr(".io Transcript…"), this, [this] { exportAs(int(SessionExports::Format::IoTranscript)); });
    m_exportButton->setMenu(exportMenu);
    m_resend->setToolTip(tr("Send the selected request again to its endpoint (or the current one)"));
    m_compareButton->setToolTip(tr("Compare the responses of two selected exchanges side by side"));
    auto *actionRow = new QHBoxLayout;
    actionRow->addWidget(m_resend);
    actionRow->addWidget(m_compareButton);
    actionRow->addStretch(1);
    actionRow->addWidget(m_serveButton);
    actionRow->addWidget(m_exportButton);

    auto *timelinePane = new QWidget(this);
    auto *timelineLayout = new QVBoxLayout(timelinePane);
    timelineLayout->setContentsMargins(0, 0, 0, 0);
    timelineLayout->addLayout(filterRow);
    timelineLayout->addWidget(m_progress);
    timelineLayout->addWidget(m_timeline, 1);
    timelineLayout->addWidget(m_info);
    auto *timelineSplit = new QSplitter(Qt::Vertical, this);
    timelineSplit->addWidget(timelinePane);
    timelineSplit->addWidget(m_detailTabs);
    timelineSplit->setStretchFactor(0, 1);
    timelineSplit->setStretchFactor(1, 1);
    auto *timelineTab = new QWidget(this);
    auto *timelineTabLayout = new QVBoxLayout(timelineTab);
    timelineTabLayout->addWidget(timelineSplit, 1);
    timelineTabLayout->addLayout(actionRow);

    m_tabs->addTab(timelineTab, tr("&Timeline"));
    m_tabs->addTab(m_replay, tr("Re&play"));
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(filesPane);
    split->addWidget(m_tabs);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({260, 1020});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connect(m_loader, &SessionLoader::progress, this, [this](qint64 done, qint64 total) {
        // Kilobytes keep the range inside int for files of any size.
        m_progress->setRange(0, int(qMax<qint64>(1, total / 1024)));
        m_progress->setValue(int(done / 1024));
    });
    connect(m_loader, &SessionLoader::loaded, this, &SessionBrowser::onLoaded);
    // Following: a change is read a moment later, once (a tap writes line after line).
    m_watcher = new QFileSystemWatcher(this);
    m_followTimer = new QTimer(this);
    m_followTimer->setSingleShot(true);
    m_followTimer->setInterval(FollowDelayMs);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_followTimer, qOverload<>(&QTimer::start));
    connect(m_followTimer, &QTimer::timeout, this, [this] {
        if (m_loader->isLoading()) {
            m_followTimer->start();
            return;
        }
        const QModelIndex current = m_filter->mapToSource(m_timeline->currentIndex());
        m_restoreRow = current.isValid() ? current.row() : -1;
        const QScrollBar *bar = m_timeline->verticalScrollBar();
        m_stickToEnd = bar->value() >= bar->maximum();
        reload();
    });
    connect(m_follow, &QCheckBox::toggled, this, &SessionBrowser::setFollowing);
    connect(m_loader, &SessionLoader::failed, this, [this](const QString &message) {
        m_progress->setVisible(false);
        m_info->setText(message);
        updateActions();
        emit loadFailed(message);
    });
    connect(m_loader, &SessionLoader::canceled, this, [this] { m_progress->setVisible(false); });
    // One click (or the arrow keys) shows a session: what is highlighted is what is shown.
    connect(m_files, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        openSession(item->data(PathRole).toString());
    });
    connect(m_files, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item && item->data(PathRole).toString() != m_opened)
            openSession(item->data(PathRole).toString());
        updateActions();
    });
    // Escape closes the browser, as it closes a dialog.
    auto *close = new QAction(this);
    close->setShortcut(QKeySequence(Qt::Key_Escape));
    close->setShortcutContext(Qt::WindowShortcut);
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);
    connect(openButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Session"), m_directory,
                                                          tr("Sessions (*.rpcsession *.jsonl);;All files (*)"));
        if (!path.isEmpty())
            openSession(path);
    });
    connect(m_saveAsButton, &QPushButton::clicked, this, &SessionBrowser::saveAs);
    connect(m_renameButton, &QPushButton::clicked, this, &SessionBrowser::renameSelected);
    connect(m_deleteButton, &QPushButton::clicked, this, &SessionBrowser::deleteSelected);
    connect(importButton, &QPushButton::clicked, this, &SessionBrowser::importTranscript);
    connect(m_endpointFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setEndpoint(m_endpointFilter->currentData().toString()); });
    connect(m_outcomeFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setOutcome(m_outcomeFilter->currentData().toString()); });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setText(text);
        m_textSearch->search(text);
    });
    connect(m_textSearch, &SessionTextSearch::found, m_filter, &SessionTimelineFilter::setLineHits);
    connect(m_textSearch, &SessionTextSearch::failed, this, [this](const QString &message) { m_info->setText(message); });
    connect(m_timeline->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        showSelected();
        updateActions();
    });
    connect(m_resend, &QPushButton::clicked, this, &SessionBrowser::resendSelected);
    connect(m_compareButton, &QPushButton::clicked, this, &SessionBrowser::compareSelected);
    connect(m_serveButton, &QPushButton::clicked, this, &SessionBrowser::serve);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_replay && !m_opened.isEmpty())
            withEntries([this](const QList<SessionEntry> &entries) { m_replay->setSession(m_opened, entries); });
    });
    updateFilters();
    updateActions();
}

SessionBrowser::~SessionBrowser() = default;

void SessionBrowser::setDirectory(const QString &directory)
{
    m_directory = directory;
    refreshFiles();
}

void SessionBrowser::setCurrentSession(const QString &path)
{
    m_current = QFileInfo(path).absoluteFilePath();
    refreshFiles();
}

void SessionBrowser::setEndpointSuggestions(const QStringList &addresses)
{
    m_replay->setTargetSuggestions(addresses);
}

void SessionBrowser::refreshFiles()
{
    const QString selected = selectedFile();
    m_files->clear();
    QFileInfoList files = m_directory.isEmpty() ? QFileInfoList() : SessionFiles::list(m_directory);
    const QFileInfo current(m_current);
    if (!m_current.isEmpty() && !files.contains(current))
        files.prepend(current);
    const QFileInfo opened(m_opened);
    if (!m_opened.isEmpty() && !files.contains(opened))
        files.append(opened);
    for (const QFileInfo &file : std::as_const(files)) {
        const bool recording = file.absoluteFilePath() == m_current;
        const QString size = Units::size(file.size());
        auto *item = new QListWidgetItem(recording ? tr("%1 (recording)\n%2").arg(file.fileName(), size)
                                                   : tr("%1\n%2").arg(file.fileName(), size),
                                         m_files);
        item->setData(PathRole, file.absoluteFilePath());
        item->setToolTip(file.absoluteFilePath());
        if (file.absoluteFilePath() == selected)
            m_files->setCurrentItem(item);
    }
    updateActions();
}

void SessionBrowser::openSession(const QString &path)
{
    const QString opened = QFileInfo(path).absoluteFilePath();
    if (opened != m_opened && isFollowing()) {
        m_watcher->removePaths(m_watcher->files());
        m_watcher->addPath(opened);
    }
    m_opened = opened;
    m_model->clear();   // the loader drops its rows when it starts
    m_entries.clear();
    m_entriesLoaded = false;
    m_compare->clear();
    m_request->clear();
    m_response->clear();
    m_details->clear();
    m_progress->setRange(0, 0);
    m_progress->setVisible(true);
    m_info->setText(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    setWindowTitle(tr("Sessions – %1").arg(QFileInfo(path).fileName()));
    m_loader->load(m_opened);
    for (int row = 0; row < m_files->count(); ++row) {
        if (m_files->item(row)->data(PathRole).toString() == m_opened)
            m_files->setCurrentRow(row);
    }
    updateActions();
}

void SessionBrowser::reload()
{
    if (!m_opened.isEmpty())
        openSession(m_opened);
}

void SessionBrowser::setFollowing(bool follow)
{
    const QSignalBlocker blocker(m_follow);
    m_follow->setChecked(follow);
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (follow && !m_opened.isEmpty()) {
        m_watcher->addPath(m_opened);
        m_followTimer->start();   // what was written since it was opened
    }
}

bool SessionBrowser::isFollowing() const
{
    return m_follow->isChecked();
}

bool SessionBrowser::isLoading() const
{
    return m_loader->isLoading();
}

void SessionBrowser::onLoaded()
{
    m_progress->setVisible(false);
    m_model->reload();
    m_timeline->resizeColumnsToContents();
    const SessionIndex &index = m_loader->index();
    m_filter->setLineHits({}, {});
    m_textSearch->setSession(m_loader->path(), SessionSearch::spansOf(index));
    QString info = tr("%n line(s)", nullptr, m_loader->rowCount());
    if (!index.header.created.isEmpty())
        info += QLatin1Char(' ') + tr("recorded from %1 by %2").arg(index.header.created, index.header.app);
    if (!index.problems.isEmpty()) {
        info += QLatin1Char('\n') + tr("%n damaged line(s) skipped; the first: line %1: %2", nullptr,
                                       int(index.problems.size()))
                                        .arg(index.problems.constFirst().line)
                                        .arg(index.problems.constFirst().message);
    }
    m_info->setText(info);
    updateFilters();
    refreshFiles();
    updateActions();
    if (m_tabs->currentWidget() == m_replay)
        withEntries([this](const QList<SessionEntry> &entries) { m_replay->setSession(m_opened, entries); });
    if (isFollowing()) {
        // A file replaced by a rename is a new file: watched again.
        if (!m_watcher->files().contains(m_opened))
            m_watcher->addPath(m_opened);
        if (const QModelIndex restored = m_filter->mapFromSource(m_model->index(m_restoreRow, 0)); restored.isValid())
            m_timeline->setCurrentIndex(restored);
        if (m_stickToEnd)
            m_timeline->scrollToBottom();
    }
    m_restoreRow = -1;
    emit loaded();
}

void SessionBrowser::updateFilters()
{
    const QString chosen = m_endpointFilter->currentData().toString();
    QStringList endpoints;
    for (int row = 0; row < m_loader->rowCount(); ++row) {
        const QString &endpoint = m_loader->summaryAt(row).endpoint;
        if (!endpoints.contains(endpoint))
            endpoints.append(endpoint);
    }
    const QSignalBlocker blocker(m_endpointFilter);
    m_endpointFilter->clear();
    m_endpointFilter->addItem(tr("All endpoints"), QString());
    for (const QString &endpoint : std::as_const(endpoints))
        m_endpointFilter->addItem(endpoint.isEmpty() ? tr("(no endpoint)") : endpoint, endpoint);
    const int index = m_endpointFilter->findData(chosen);
    m_endpointFilter->setCurrentIndex(index >= 0 ? index : 0);
    m_filter->setEndpoint(m_endpointFilter->currentData().toString());
}

std::optional<SessionEntry> SessionBrowser::entryAtRow(int row) const
{
    const QModelIndex source = m_filter->mapToSource(m_filter->index(row, 0));
    if (!source.isValid())
        return std::nullopt;
    return m_loader->entryAt(source.row());
}

namespace {

/// What the detail tabs show of one line: worked out on a worker for a large line.
struct ShownEntry
{
    QString request;
    QString response;
    QString details;
    ExchangePtr exchange;   // the recorded exchange made whole again (classified), for ExchangeView
    bool authStep = false;  // a step of a sign-in: read in Details
};

ShownEntry shownEntry(const std::optional<SessionEntry> &entry, const QString &error)
{
    ShownEntry shown;
    if (!entry) {
        shown.details = error;
        return shown;
    }
    if (entry->type == SessionEntry::Type::Message) {
        shown.response = pretty(entry->message);
    } else if (entry->type == SessionEntry::Type::Auth) {
        // An OAuth exchange is no JSON-RPC one: the Exchange view has nothing to classify.
        shown.request = pretty(entry->request);
        shown.response = entry->errorKind.isEmpty() || !entry->body.isEmpty() ? pretty(entry->body) : entry->errorMessage;
        shown.authStep = true;
    } else {
        shown.request = pretty(entry->request);
        shown.response = entry->errorKind.isEmpty() || !entry->body.isEmpty() ? pretty(entry->body) : entry->errorMessage;
        shown.exchange = SessionExchange::fromEntry(*entry);
    }
    shown.details = describe(*entry);
    return shown;
}

} // namespace

void SessionBrowser::showSelected()
{
    const QModelIndexList rows = m_timeline->selectionModel()->selectedRows();
    if (rows.size() != 1)
        return;
    const quint64 generation = ++m_showGeneration;
    const int row = m_filter->mapToSource(rows.constFirst()).row();
    if (row < 0 || row >= m_loader->rowCount())
        return;
    const auto show = [this](const ShownEntry &shown) {
        m_request->setPlainText(shown.request);
        m_response->setPlainText(shown.response);
        m_details->setPlainText(shown.details);
        m_exchangeView->showExchange(shown.exchange);
        if (shown.authStep && (m_detailTabs->currentWidget() == m_exchangeView || m_detailTabs->currentWidget() == m_compare))
            m_detailTabs->setCurrentWidget(m_details);
        else if (m_detailTabs->currentWidget() == m_compare)
            m_detailTabs->setCurrentWidget(m_exchangeView);
    };
    const SessionSummary summary = m_loader->summaryAt(row);
    if (summary.length <= kReadOnWorkerBytes) {
        QString error;
        show(shownEntry(m_loader->entryAt(row, &error), error));
        return;
    }
    // A line of megabytes: read, parsed and pretty-printed off the GUI thread.
    m_request->clear();
    m_response->setPlainText(tr("Reading %1…").arg(QLocale().formattedDataSize(summary.length)));
    auto *watcher = new QFutureWatcher<ShownEntry>(this);
    connect(watcher, &QFutureWatcher<ShownEntry>::finished, this, [this, watcher, generation, show] {
        watcher->deleteLater();
        if (generation == m_showGeneration)
            show(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([path = m_loader->path(), summary] {
        QString error;
        return shownEntry(readSessionEntryAt(path, summary, &error), error);
    }));
}

bool SessionBrowser::compareSelected()
{
    QModelIndexList rows = m_timeline->selectionModel()->selectedRows();
    if (rows.size() != 2)
        return false;
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    const int leftRow = m_filter->mapToSource(rows.at(0)).row();
    const int rightRow = m_filter->mapToSource(rows.at(1)).row();
    if (leftRow < 0 || rightRow < 0 || leftRow >= m_loader->rowCount() || rightRow >= m_loader->rowCount())
        return false;
    struct Pair
    {
        std::optional<SessionEntry> left;
        std::optional<SessionEntry> right;
    };
    const auto show = [this](const Pair &pair) {
        if (!pair.left || !pair.right)
            return;
        auto bodyOf = [](const SessionEntry &entry) {
            return entry.type == SessionEntry::Type::Message ? entry.message : entry.body;
        };
        m_compare->compare(tr("#%1 %2").arg(pair.left->sequence).arg(pair.left->method), bodyOf(*pair.left),
                           tr("#%1 %2").arg(pair.right->sequence).arg(pair.right->method), bodyOf(*pair.right));
    };
    m_detailTabs->setCurrentWidget(m_compare);
    const SessionSummary left = m_loader->summaryAt(leftRow);
    const SessionSummary right = m_loader->summaryAt(rightRow);
    if (left.length + right.length <= kReadOnWorkerBytes) {
        const Pair pair{m_loader->entryAt(leftRow), m_loader->entryAt(rightRow)};
        show(pair);
        return pair.left && pair.right;
    }
    // Long lines are read off the GUI thread; the comparison itself goes to a worker too.
    m_compare->clear();
    auto *watcher = new QFutureWatcher<Pair>(this);
    connect(watcher, &QFutureWatcher<Pair>::finished, this, [watcher, show] {
        watcher->deleteLater();
        show(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([path = m_loader->path(), left, right] {
        return Pair{readSessionEntryAt(path, left), readSessionEntryAt(path, right)};
    }));
    return true;
}

void SessionBrowser::resendSelected()
{
    const QModelIndexList rows = m_timeline->selectionModel()->selectedRows();
    if (rows.size() != 1)
        return;
    const std::optional<SessionEntry> entry = m_loader->entryAt(m_filter->mapToSource(rows.constFirst()).row());
    if (!entry || entry->type != SessionEntry::Type::Exchange)
        return;
    emit resendRequested(entry->endpoint, entry->request);
}

void SessionBrowser::showTimeline()
{
    m_tabs->setCurrentIndex(0);
}

void SessionBrowser::showReplay()
{
    m_tabs->setCurrentWidget(m_replay);
}

void SessionBrowser::updateActions()
{
    const QString file = selectedFile();
    const bool hasFile = !file.isEmpty();
    const bool recording = hasFile && file == m_current;
    m_renameButton->setEnabled(hasFile && !recording);
    m_deleteButton->setEnabled(hasFile && !recording);
    m_saveAsButton->setEnabled(hasFile);
    const int selected = m_timeline->selectionModel() ? int(m_timeline->selectionModel()->selectedRows().size()) : 0;
    m_resend->setEnabled(selected == 1);
    m_compareButton->setEnabled(selected == 2);
    const bool opened = !m_opened.isEmpty() && !isLoading() && m_loader->rowCount() > 0;
    m_exportButton->setEnabled(opened);
    m_serveButton->setEnabled(opened);
}

QString SessionBrowser::selectedFile() const
{
    const QListWidgetItem *item = m_files->currentItem();
    return item ? item->data(PathRole).toString() : QString();
}

void SessionBrowser::withEntries(const std::function<void(const QList<SessionEntry> &)> &use)
{
    if (m_entriesLoaded) {
        use(m_entries);
        return;
    }
    m_waitingForEntries.append(use);
    if (m_readingEntries)
        return;
    m_readingEntries = true;
    const QString path = m_opened;
    auto *watcher = new QFutureWatcher<SessionReader::Session>(this);
    connect(watcher, &QFutureWatcher<SessionReader::Session>::finished, this, [this, watcher, path] {
        watcher->deleteLater();
        m_readingEntries = false;
        const SessionReader::Session session = watcher->result();
        const auto waiting = std::exchange(m_waitingForEntries, {});
        if (path != m_opened) {   // another file was opened meanwhile
            if (!waiting.isEmpty() && !m_opened.isEmpty()) {
                for (const auto &waiter : waiting)
                    withEntries(waiter);
            }
            return;
        }
        if (session.status != SessionReader::Status::Ok) {
            emit statusMessage(session.message);
            return;
        }
        m_entries = session.entries;
        m_entriesLoaded = true;
        emit entriesReady();
        for (const auto &waiter : waiting)
            waiter(m_entries);
    });
    watcher->setFuture(QtConcurrent::run([path] { return SessionReader::readAll(path); }));
}

void SessionBrowser::saveAs()
{
    const QString source = selectedFile();
    if (source.isEmpty())
        return;
    const QString target = QFileDialog::getSaveFileName(this, tr("Save Session As"), m_directory,
                                                        tr("Sessions (*.rpcsession)"));
    if (target.isEmpty() || target == source)
        return;
    // Never over the file being recorded: the recorder would go on writing to an unlinked file.
    if (QFileInfo(target).absoluteFilePath() == m_current) {
        QMessageBox::warning(this, tr("Save Session As"), tr("%1 is the session being recorded.").arg(target));
        return;
    }
    // A copy (the file being recorded keeps growing under its own name), written beside the target
    // and renamed over it, so a failed copy leaves the old target as it was.
    const QString partial = target + QStringLiteral(".part");
    QFile::remove(partial);
    if (!QFile::copy(source, partial)) {
        QFile::remove(partial);
        QMessageBox::warning(this, tr("Save Session As"), tr("Cannot write %1.").arg(target));
        return;
    }
    if ((QFile::exists(target) && !QFile::remove(target)) || !QFile::rename(partial, target)) {
        QFile::remove(partial);
        QMessageBox::warning(this, tr("Save Session As"), tr("Cannot replace %1.").arg(target));
        return;
    }
    refreshFiles();
    emit statusMessage(tr("Saved as %1.").arg(QDir::toNativeSeparators(target)));
}

void SessionBrowser::renameSelected()
{
    const QString source = selectedFile();
    if (source.isEmpty() || source == m_current)
        return;
    const QFileInfo info(source);
    bool ok = false;
    QString name = QInputDialog::getText(this, tr("Rename Session"), tr("New name:"), QLineEdit::Normal,
                                         info.completeBaseName(), &ok)
                       .trimmed();
    if (!ok || name.isEmpty())
        return;
    if (name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\'))) {
        QMessageBox::warning(this, tr("Rename Session"), tr("A name cannot contain a slash."));
        return;
    }
    if (!name.contains(QLatin1Char('.')))
        name += QLatin1Char('.') + info.suffix();
    const QString target = info.dir().filePath(name);
    if (QFile::exists(target) || !QFile::rename(source, target)) {
        QMessageBox::warning(this, tr("Rename Session"), tr("Cannot rename to %1.").arg(name));
        return;
    }
    if (m_opened == source)
        m_opened = QFileInfo(target).absoluteFilePath();
    refreshFiles();
}

void SessionBrowser::deleteSelected()
{
    const QString path = selectedFile();
    if (path.isEmpty() || path == m_current)
        return;
    const auto answer = QMessageBox::question(this, tr("Delete Session"),
                                              tr("Delete %1 for good?").arg(QFileInfo(path).fileName()),
                                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    if (!QFile::remove(path)) {
        QMessageBox::warning(this, tr("Delete Session"), tr("Cannot delete %1.").arg(path));
        return;
    }
    if (m_opened == path) {
        m_loader->cancel();
        m_model->clear();
        m_opened.clear();
        m_entries.clear();
        m_entriesLoaded = false;
    }
    refreshFiles();
}

void SessionBrowser::importTranscript()
{
    const QString io = QFileDialog::getOpenFileName(this, tr("Import Transcript"), QString(),
                                                    SessionExports::filter(SessionExports::Format::IoTranscript));
    if (io.isEmpty())
        return;
    QDir().mkpath(m_directory);
    const QString target = QDir(m_directory.isEmpty() ? QDir::currentPath() : m_directory)
                               .filePath(QFileInfo(io).completeBaseName() + QLatin1Char('.') + SessionFiles::suffix());
    // Parsed, redacted and written off the GUI thread: a conformance transcript can be large.
    emit statusMessage(tr("Importing %1…").arg(QFileInfo(io).fileName()));
    auto *watcher = new QFutureWatcher<SessionExports::Outcome>(this);
    connect(watcher, &QFutureWatcher<SessionExports::Outcome>::finished, this, [this, watcher, target] {
        watcher->deleteLater();
        const SessionExports::Outcome outcome = watcher->result();
        emit statusMessage(outcome.message);
        if (!outcome.ok) {
            QMessageBox::warning(this, tr("Import Transcript"), outcome.message);
            return;
        }
        refreshFiles();
        openSession(target);
    });
    watcher->setFuture(QtConcurrent::run([io, target] { return SessionExports::importIoTranscript(io, target); }));
}

void SessionBrowser::exportAs(int format)
{
    const auto kind = SessionExports::Format(format);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Session"), m_directory, SessionExports::filter(kind));
    if (path.isEmpty())
        return;
    withEntries([this, kind, path](const QList<SessionEntry> &entries) {
        auto *watcher = new QFutureWatcher<SessionExports::Outcome>(this);
        connect(watcher, &QFutureWatcher<SessionExports::Outcome>::finished, this, [this, watcher] {
            watcher->deleteLater();
            const SessionExports::Outcome outcome = watcher->result();
            emit statusMessage(outcome.message);
            if (!outcome.ok)
                QMessageBox::warning(this, tr("Export Session"), outcome.message);
        });
        watcher->setFuture(QtConcurrent::run([kind, entries, path] { return SessionExports::exportTo(kind, entries, path); }));
    });
}

void SessionBrowser::serve()
{
    withEntries([this](const QList<SessionEntry> &entries) {
        auto *dialog = new ServeSessionDialog(QFileInfo(m_opened).fileName(), entries, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
        dialog->startServing();
    });
}

} // namespace RpcScope
