#include "ui/inspector/responseview.h"

#include "ui/inspector/streameventsview.h"

#include "lib/json/jsonwriter.h"
#include "lib/replay/jsonpath.h"
#include "lib/rpc/pagecursor.h"
#include "ui/inspector/batchpairview.h"
#include "ui/inspector/findingsview.h"
#include "ui/inspector/headersview.h"
#include "ui/inspector/jsontreemodel.h"
#include "ui/inspector/rawtextview.h"

#include <QAction>
#include <QClipboard>
#include <QFutureWatcher>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QStackedWidget>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace RpcScope {

namespace {

// Small containers near the top open expanded, so the result of a typical call is visible at
// once, while a big array stays closed until asked for.
constexpr int kAutoExpandChildren = 50;
constexpr int kAutoExpandRows = 20;
constexpr int kAutoExpandDepth = 3;

// Bodies above this size that arrive without an index are parsed on a worker.
constexpr qsizetype kBackgroundParse = 256 * 1024;

} // namespace

ResponseView::ResponseView(QWidget *parent)
    : QTabWidget(parent)
    , m_model(new JsonTreeModel(this))
    , m_treePage(new QStackedWidget(this))
    , m_tree(new QTreeView(m_treePage))
    , m_treeNote(new QLabel(m_treePage))
    , m_rawPage(new QWidget(this))
    , m_rawNote(new QLabel(m_rawPage))
    , m_headers(new HeadersView(this))
    , m_findings(new FindingsView(this))
    , m_batch(new BatchPairView(this))
    , m_nextPageButton(new QToolButton(this))
{
    setObjectName(QStringLiteral("responseView"));
    setDocumentMode(true);

    m_tree->setObjectName(QStringLiteral("responseTree"));
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);   // keeps scrolling through long arrays cheap
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(JsonTreeModel::KeyColumn, QHeaderView::Interactive);
    m_tree->header()->setSectionResizeMode(JsonTreeModel::ValueColumn, QHeaderView::Stretch);
    // Interactive, not ResizeToContents: measuring every row of a big array would stall.
    m_tree->header()->setSectionResizeMode(JsonTreeModel::TypeColumn, QHeaderView::Interactive);
    m_tree->setColumnWidth(JsonTreeModel::KeyColumn, 200);
    m_tree->setColumnWidth(JsonTreeModel::TypeColumn, 80);
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *copyValue = new QAction(tr("Copy &Value"), m_tree);
    copyValue->setShortcut(QKeySequence::Copy);
    copyValue->setShortcutContext(Qt::WidgetShortcut);
    connect(copyValue, &QAction::triggered, this, [this] { copyFromTree(false); });
    auto *copyKey = new QAction(tr("Copy &Key"), m_tree);
    connect(copyKey, &QAction::triggered, this, [this] { copyFromTree(true); });
    auto *assertValue = new QAction(tr("&Assert This Value"), m_tree);
    assertValue->setObjectName(QStringLiteral("assertValue"));
    assertValue->setStatusTip(tr("Add an equals assertion on this value to the saved request in the collection"));
    connect(assertValue, &QAction::triggered, this, [this] {
        const int node = m_model->nodeAt(m_tree->currentIndex());
        if (node < 0)
            return;
        const JsonDocument &document = m_model->document();
        // The path from the root down: member names and array positions.
        QList<int> chain;
        for (int at = node; at > 0; at = document.parent(at))
            chain.prepend(at);
        JsonPath path;
        for (const int at : std::as_const(chain)) {
            const int key = document.keyNode(at);
            if (key >= 0) {
                path.appendMember(document.string(key));
            } else {
                int index = 0;
                for (int sibling = document.firstChild(document.parent(at)); sibling >= 0 && sibling != at;
                     sibling = document.nextSibling(sibling))
                    ++index;
                path.appendIndex(index);
            }
        }
        emit assertValueRequested(path.toString(), document.raw(node).toByteArray());
    });
    m_tree->addActions({copyValue, copyKey, assertValue});
    m_tree->viewport()->installEventFilter(this);
    m_treeNote->setObjectName(QStringLiteral("treeNote"));
    m_treeNote->setAlignment(Qt::AlignCenter);
    m_treeNote->setWordWrap(true);
    m_treePage->addWidget(m_tree);
    m_treePage->addWidget(m_treeNote);

    m_rawNote->setObjectName(QStringLiteral("rawNote"));
    m_rawNote->setWordWrap(true);
    m_rawNote->hide();
    // Wrap long lines at the pane's width; Pretty shows the body indented (the tokens as the
    // server wrote them), the bytes as received when off.
    m_wrapButton = new QToolButton(m_rawPage);
    m_wrapButton->setObjectName(QStringLiteral("rawWrap"));
    m_wrapButton->setText(tr("Wrap"));
    m_wrapButton->setToolTip(tr("Wrap long lines at the width of the pane"));
    m_wrapButton->setCheckable(true);
    m_prettyButton = new QToolButton(m_rawPage);
    m_prettyButton->setObjectName(QStringLiteral("rawPretty"));
    m_prettyButton->setText(tr("Pretty"));
    m_prettyButton->setToolTip(tr("Show the body indented, one member a line (off: the bytes exactly as received)"));
    m_prettyButton->setCheckable(true);
    auto *rawBar = new QHBoxLayout;
    rawBar->setContentsMargins(0, 0, 0, 0);
    rawBar->setSpacing(4);
    rawBar->addWidget(m_wrapButton);
    rawBar->addWidget(m_prettyButton);
    rawBar->addStretch(1);
    auto *rawLayout = new QVBoxLayout(m_rawPage);
    rawLayout->setContentsMargins(0, 4, 0, 0);
    rawLayout->setSpacing(4);
    rawLayout->addLayout(rawBar);
    rawLayout->addWidget(m_rawNote);
    connect(m_wrapButton, &QToolButton::toggled, this, [this](bool wrap) { rawView()->setWrap(wrap); });
    connect(m_prettyButton, &QToolButton::toggled, this, [this] {
        m_rawStale = true;
        rawView();
    });
    connect(this, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == RawTab)
            rawView();
    });

    m_nextPageButton->setObjectName(QStringLiteral("nextPage"));
    m_nextPageButton->setAutoRaise(true);
    m_nextPageButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_nextPageButton->hide();
    connect(m_nextPageButton, &QToolButton::clicked, this, [this] {
        if (!m_nextPage.isEmpty())
            emit nextPageRequested(m_nextPage);
    });
    setCornerWidget(m_nextPageButton, Qt::TopRightCorner);

    addTab(m_treePage, QString());
    addTab(m_rawPage, QString());
    addTab(m_headers, QString());
    addTab(m_findings, QString());
    m_batch->hide();
    m_events = new StreamEventsView(this);
    m_events->hide();
    updateTabTitles();
}

ResponseView::~ResponseView() = default;

void ResponseView::updateTabTitles()
{
    setTabText(TreeTab, tr("&Tree"));
    setTabText(RawTab, tr("R&aw"));
    setTabText(HeadersTab, tr("Hea&ders"));
    const int findings = m_findings->topLevelItemCount();
    //: Tab title; the number of findings is added when there are some
    setTabText(FindingsTab, findings > 0 ? tr("Findin&gs (%1)").arg(findings) : tr("Findin&gs"));
    setTabToolTip(TreeTab, tr("The body as a tree: keys in the server's order, numbers as written"));
    setTabToolTip(RawTab, tr("The body exactly as received, decoded as UTF-8 (Ctrl+F searches, Ctrl+G goes to a line)"));
    setTabToolTip(HeadersTab, tr("HTTP request and response headers in wire order, then the exchange's timings and sizes"));
    setTabToolTip(FindingsTab, tr("Conformance findings about this exchange"));
    if (hasBatchTab()) {
        setTabText(BatchTab, tr("&Batch"));
        setTabToolTip(BatchTab, tr("Each request of the batch with its response, paired by id"));
    }
    if (const int events = indexOf(m_events); events >= 0) {
        //: Tab title with the number of events of a streamed answer
        setTabText(events, m_liveSequence != 0 ? tr("Events (%1, live)").arg(m_events->eventCount())
                                               : tr("Events (%1)").arg(m_events->eventCount()));
        setTabToolTip(events, tr("The events of the streamed answer (text/event-stream), as they came"));
    }
    m_nextPageButton->setText(tr("Next &Page"));
    m_nextPageButton->setToolTip(tr("Send the request again with the cursor of this result"));
}

bool ResponseView::hasBatchTab() const
{
    return indexOf(m_batch) == BatchTab;
}

bool ResponseView::hasEventsTab() const
{
    return indexOf(m_events) >= 0;
}

void ResponseView::updateEventsTab()
{
    m_liveSequence = 0;
    if (m_exchange && !m_exchange->streamEvents.isEmpty()) {
        m_events->setEvents(m_exchange->streamEvents);
        if (!hasEventsTab())
            addTab(m_events, QString());
    } else if (hasEventsTab()) {
        removeTab(indexOf(m_events));
        m_events->clearEvents();
        m_events->hide();
    }
}

void ResponseView::showStreamEvent(quint64 sequence, const SseEvent &event)
{
    if (sequence != m_liveSequence) {
        m_liveSequence = sequence;
        m_events->clearEvents();
        if (!hasEventsTab())
            addTab(m_events, QString());
        setCurrentWidget(m_events);   // the answer so far is the list of its events
    }
    m_events->appendEvent(event);
    updateTabTitles();
}

void ResponseView::clear()
{
    ++m_generation;
    m_exchange.reset();
    m_treeLoading = false;
    m_model->clear();
    m_treePage->setCurrentWidget(m_tree);
    if (m_raw)
        m_raw->clear();
    m_rawStale = false;
    m_rawNote->hide();
    m_headers->clear();
    m_findings->clearFindings();
    m_batch->clear();
    m_nextPage.clear();
    m_nextPageButton->hide();
    updateBatchTab();
    updateEventsTab();
    updateTabTitles();
}

void ResponseView::showExchange(const ExchangePtr &exchange)
{
    if (!exchange) {
        clear();
        return;
    }
    ++m_generation;
    m_exchange = exchange;
    const Classification &classification = exchange->classification;

    const JsonDocument &document = classification.document;
    const bool neverParsed = !document.isValid() && !document.error().isError() && !exchange->body.isEmpty();
    if (neverParsed && exchange->body.size() > kBackgroundParse) {
        // An exchange built without the client (e.g. read back from a file): index it on a
        // worker, as RpcClient does, and show "Loading…" meanwhile.
        m_treeLoading = true;
        m_model->clear();
        m_treeNote->setText(tr("Loading %1…").arg(QLocale().formattedDataSize(exchange->body.size())));
        m_treePage->setCurrentWidget(m_treeNote);
        const quint64 generation = m_generation;
        auto *watcher = new QFutureWatcher<JsonDocument>(this);
        connect(watcher, &QFutureWatcher<JsonDocument>::finished, this, [this, watcher, generation] {
            watcher->deleteLater();
            if (generation == m_generation)
                setTreeDocument(watcher->result());
        });
        watcher->setFuture(QtConcurrent::run([body = exchange->body] { return JsonDocument::parse(body); }));
    } else {
        setTreeDocument(neverParsed ? JsonDocument::parse(exchange->body) : document);
    }

    showRaw(*exchange);
    m_headers->setExchange(*exchange);
    m_findings->setFindings(classification.findings);
    updateBatchTab();
    updateEventsTab();
    updateNextPage();
    updateTabTitles();

    // A batch with something wrong opens on the pairs; a body that is not JSON on Raw.
    if (hasBatchTab() && m_batch->hasPairingProblems() && currentIndex() == TreeTab)
        setCurrentIndex(BatchTab);
    else if (currentIndex() == TreeTab && !m_treeLoading && !m_model->document().isValid() && !exchange->body.isEmpty())
        setCurrentIndex(RawTab);
}

void ResponseView::fitTreeColumns()
{
    // Values are what people read: the key column takes what its visible keys need, at most
    // 40 % of the width, the type column a short word, and the value column the rest (at
    // least a third). A value wider than its cell shows in full in its tooltip.
    const int width = m_tree->viewport()->width();
    if (width <= 0)
        return;
    const QFontMetrics metrics(m_tree->font());
    int type = metrics.horizontalAdvance(m_model->headerData(JsonTreeModel::TypeColumn, Qt::Horizontal).toString());
    using T = JsonDocument::Type;
    for (const T kind : {T::Null, T::True, T::Number, T::String, T::Array, T::Object})
        type = std::max(type, metrics.horizontalAdvance(JsonTreeModel::typeName(kind)));
    type += 24;
    // QTreeView measures only the rows laid out (public through its base class).
    const int keyNeed = static_cast<const QAbstractItemView *>(m_tree)->sizeHintForColumn(JsonTreeModel::KeyColumn);
    const int key = std::clamp(keyNeed + 8, 80, std::max(80, width * 2 / 5));
    m_tree->header()->resizeSection(JsonTreeModel::TypeColumn, type);
    m_tree->header()->resizeSection(JsonTreeModel::KeyColumn, key);
}

bool ResponseView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tree->viewport() && event->type() == QEvent::Resize)
        fitTreeColumns();
    return QTabWidget::eventFilter(watched, event);
}

void ResponseView::setTreeDocument(const JsonDocument &document)
{
    m_treeLoading = false;
    m_model->setDocument(document);
    expandSmall({}, kAutoExpandDepth);
    fitTreeColumns();
    if (!document.isValid() && m_exchange && !m_exchange->body.isEmpty()) {
        m_treeNote->setText(tr("The body is not JSON: %1 (line %2, column %3). The Raw tab shows it.")
                                .arg(document.error().message)
                                .arg(document.error().line)
                                .arg(document.error().column));
        m_treePage->setCurrentWidget(m_treeNote);
    } else {
        m_treePage->setCurrentWidget(m_tree);
    }
    emit treeReady();
}

void ResponseView::updateBatchTab()
{
    const bool batch = m_exchange && (m_exchange->sent.batch || m_exchange->classification.batchResponse);
    if (batch) {
        m_batch->setExchange(*m_exchange);
        if (!hasBatchTab())
            insertTab(BatchTab, m_batch, QString());
    } else if (hasBatchTab()) {
        removeTab(BatchTab);
        m_batch->clear();
        m_batch->hide();
    }
}

void ResponseView::updateNextPage()
{
    m_nextPage.clear();
    const Classification &c = m_exchange->classification;
    if (!m_exchange->sent.batch && c.responses.size() == 1
        && c.responses.first().outcome == ResponseInfo::Outcome::Result) {
        const PageCursor cursor = PageCursor::find(c.document, c.responses.first().resultNode);
        if (cursor.isValid())
            m_nextPage = PageCursor::nextRequest(m_exchange->request, cursor);
        if (!m_nextPage.isEmpty())
            m_nextPageButton->setStatusTip(tr("The result's %1 is %2").arg(cursor.resultKey, QString::fromUtf8(cursor.valueText)));
    }
    m_nextPageButton->setVisible(!m_nextPage.isEmpty());
}

void ResponseView::expandSmall(const QModelIndex &parent, int levels)
{
    if (levels <= 0)
        return;
    const JsonDocument &doc = m_model->document();
    const int rows = std::min(m_model->rowCount(parent), kAutoExpandRows);
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = m_model->index(row, 0, parent);
        const int node = m_model->nodeAt(index);
        if (!doc.isContainer(node) || doc.childCount(node) == 0 || doc.childCount(node) > kAutoExpandChildren)
            continue;
        m_tree->expand(index);
        if (m_model->canFetchMore(index))
            m_model->fetchMore(index);
        expandSmall(index, levels - 1);
    }
}

RawTextView *ResponseView::rawView()
{
    if (!m_raw) {
        m_raw = new RawTextView(m_rawPage);
        m_raw->setObjectName(QStringLiteral("responseRaw"));
        m_raw->setWrap(m_wrapButton->isChecked());
        connect(m_raw, &RawTextView::wrapChanged, m_wrapButton, &QToolButton::setChecked);
        static_cast<QVBoxLayout *>(m_rawPage->layout())->addWidget(m_raw, 1);
    }
    if (m_rawStale && m_exchange) {
        m_rawStale = false;
        const JsonDocument &document = m_model->document();
        if (!m_prettyButton->isChecked() || !document.isValid()) {
            m_raw->setBytes(m_exchange->body);
        } else {
            // Indented on a worker: a 100 MB body must not stall the window.
            m_raw->setBytes(QByteArray());
            const quint64 generation = m_generation;
            auto *watcher = new QFutureWatcher<QByteArray>(this);
            connect(watcher, &QFutureWatcher<QByteArray>::finished, this, [this, watcher, generation] {
                watcher->deleteLater();
                if (generation == m_generation && m_prettyButton->isChecked())
                    m_raw->setBytes(watcher->result());
            });
            watcher->setFuture(QtConcurrent::run([document] { return JsonWriter::prettyPrint(document); }));
        }
    }
    return m_raw;
}

void ResponseView::showRaw(const Exchange &exchange)
{
    // The bytes go in when the Raw tab is shown; the note is cheap and said now.
    m_rawStale = true;
    if (currentIndex() == RawTab)
        rawView();
    if (exchange.body.isEmpty() && exchange.reply.error.isError()) {
        m_rawNote->setText(tr("Nothing arrived: %1").arg(exchange.reply.error.message));
        m_rawNote->show();
    } else if (exchange.body.isEmpty()) {
        m_rawNote->setText(tr("The body is empty."));
        m_rawNote->show();
    } else {
        m_rawNote->hide();
    }
}

void ResponseView::copyFromTree(bool keyOnly)
{
    const QModelIndex index = m_tree->currentIndex();
    if (!index.isValid())
        return;
    QString text;
    if (keyOnly) {
        text = m_model->index(index.row(), JsonTreeModel::KeyColumn, index.parent()).data().toString();
    } else {
        const int node = m_model->nodeAt(index);
        text = QString::fromUtf8(JsonWriter::prettyPrint(m_model->document(), node));
    }
    QGuiApplication::clipboard()->setText(text);
}

void ResponseView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateTabTitles();
    QTabWidget::changeEvent(event);
}

} // namespace RpcScope
