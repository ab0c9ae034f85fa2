#pragma once

#include "lib/rpc/exchange.h"

#include <QTabWidget>

class QLabel;
class QPlainTextEdit;
class QTreeView;

namespace RpcScope {

class FindingsView;
class HeadersView;
class JsonHighlighter;
class JsonTreeModel;

/// The answer of one exchange, in tabs: the body as a tree (server order, numbers as
/// written), the body as raw text, the HTTP headers both ways, and the findings.
class ResponseView final : public QTabWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResponseView)

public:
    enum Tab { TreeTab, RawTab, HeadersTab, FindingsTab };

    /// The Raw tab shows at most kRawLimit bytes of a body (File > Save writes all of it).
    /// Laying out one very long line costs far more than many short ones (wrapped, it grows
    /// with the square of the length), so a body with a line above kWrapLineLimit is shown
    /// unwrapped and only up to kLongLineRawLimit. Colours stop at kHighlightLimit.
    static constexpr qsizetype kRawLimit = 4 * 1024 * 1024;
    static constexpr qsizetype kLongLineRawLimit = 256 * 1024;
    static constexpr qsizetype kWrapLineLimit = 16 * 1024;
    static constexpr qsizetype kHighlightLimit = 512 * 1024;

    explicit ResponseView(QWidget *parent = nullptr);
    ~ResponseView() override;

    void showExchange(const ExchangePtr &exchange);
    void clear();
    const ExchangePtr &exchange() const { return m_exchange; }

    QTreeView *treeView() const { return m_tree; }
    JsonTreeModel *treeModel() const { return m_model; }
    QPlainTextEdit *rawView() const { return m_raw; }
    HeadersView *headersView() const { return m_headers; }
    FindingsView *findingsView() const { return m_findings; }

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Expands containers of up to a few dozen children, \a levels deep.
    void expandSmall(const QModelIndex &parent, int levels);
    void showRaw(const Exchange &exchange);
    void copyFromTree(bool keyOnly);
    void updateTabTitles();

    ExchangePtr m_exchange;
    JsonTreeModel *m_model = nullptr;
    QTreeView *m_tree = nullptr;
    QWidget *m_rawPage = nullptr;
    QPlainTextEdit *m_raw = nullptr;
    QLabel *m_rawNote = nullptr;
    JsonHighlighter *m_highlighter = nullptr;
    HeadersView *m_headers = nullptr;
    FindingsView *m_findings = nullptr;
};

} // namespace RpcScope
