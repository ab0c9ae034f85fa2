#pragma once

#include "lib/rpc/exchange.h"

#include <QTabWidget>

class QLabel;
class QStackedWidget;
class QToolButton;
class QTreeView;

namespace RpcScope {

class BatchPairView;
class FindingsView;
class HeadersView;
class JsonTreeModel;
class RawTextView;
class StreamEventsView;
struct SseEvent;

/// The answer of one exchange, in tabs: the body as a tree (server order, numbers as
/// written), the body as raw text (any size), the HTTP headers both ways, the findings,
/// and for a batch the request/response pairs. showExchange() does no work that grows
/// with the body on the GUI thread: the body arrives indexed (RpcClient classifies big
/// bodies on a worker), the tree is lazy, the raw view indexes in the background.
/// A result with a page cursor gets a "Next page" button (top right).
class ResponseView final : public QTabWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResponseView)

public:
    /// BatchTab is there only while a batch is shown.
    enum Tab { TreeTab, RawTab, HeadersTab, FindingsTab, BatchTab };

    explicit ResponseView(QWidget *parent = nullptr);
    ~ResponseView() override;

    void showExchange(const ExchangePtr &exchange);
    void clear();
    const ExchangePtr &exchange() const { return m_exchange; }

    QTreeView *treeView() const { return m_tree; }
    JsonTreeModel *treeModel() const { return m_model; }
    /// True while the tree waits for a body to be indexed ("Loading…" is shown).
    bool isTreeLoading() const { return m_treeLoading; }
    /// The raw text of the shown exchange. It is made and filled when the Raw tab is first
    /// shown (or asked for here): an exchange nobody reads raw is not indexed for it, and
    /// the editor is not built at start-up.
    RawTextView *rawView();
    HeadersView *headersView() const { return m_headers; }
    FindingsView *findingsView() const { return m_findings; }
    BatchPairView *batchView() const { return m_batch; }
    bool hasBatchTab() const;
    /// The events of a streamed answer (a tab after the others, there only for streams).
    StreamEventsView *eventsView() const { return m_events; }
    bool hasEventsTab() const;
    /// An event of a streamed request still running: the Events tab lists them live
    /// (a new \a sequence starts a new list) until showExchange() shows the finished one.
    void showStreamEvent(quint64 sequence, const SseEvent &event);

    /// The request for the next page; empty when the result has no cursor.
    const QByteArray &nextPageRequest() const { return m_nextPage; }
    QToolButton *nextPageButton() const { return m_nextPageButton; }
    /// The Raw tab's switches: wrap long lines, show the body indented.
    QToolButton *wrapButton() const { return m_wrapButton; }
    QToolButton *prettyButton() const { return m_prettyButton; }

signals:
    /// "Next page" was chosen: \a requestText is the sent request with the cursor filled
    /// in and the id advanced, to be sent as it is.
    void nextPageRequested(const QByteArray &requestText);
    /// "Assert This Value" on a tree row: \a jsonPath names the value in the body (e.g.
    /// `$.result.items[0].id`), \a rawValue is its JSON text exactly as received.
    void assertValueRequested(const QString &jsonPath, const QByteArray &rawValue);
    /// The tree of the shown exchange has its first rows (at once, or after indexing).
    void treeReady();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setTreeDocument(const JsonDocument &document);
    void updateNextPage();
    void updateBatchTab();
    void updateEventsTab();
    /// Expands containers of up to a few dozen children, \a levels deep.
    void expandSmall(const QModelIndex &parent, int levels);
    void showRaw(const Exchange &exchange);
    void copyFromTree(bool keyOnly);
    void updateTabTitles();
    void fitTreeColumns();

    ExchangePtr m_exchange;
    quint64 m_generation = 0;          // a newer exchange makes an older parse stale
    JsonTreeModel *m_model = nullptr;
    QStackedWidget *m_treePage = nullptr;
    QTreeView *m_tree = nullptr;
    QLabel *m_treeNote = nullptr;      // "Loading…", or why there is no tree
    bool m_treeLoading = false;
    QWidget *m_rawPage = nullptr;
    RawTextView *m_raw = nullptr;      // made by rawView()
    bool m_rawStale = false;           // m_raw does not show m_exchange yet
    QLabel *m_rawNote = nullptr;
    QToolButton *m_wrapButton = nullptr;
    QToolButton *m_prettyButton = nullptr;
    HeadersView *m_headers = nullptr;
    FindingsView *m_findings = nullptr;
    BatchPairView *m_batch = nullptr;
    StreamEventsView *m_events = nullptr;
    quint64 m_liveSequence = 0;        // the running request whose events are listed live
    QToolButton *m_nextPageButton = nullptr;
    QByteArray m_nextPage;
};

} // namespace RpcScope
