#pragma once

#include "lib/json/jsondocument.h"
#include "lib/rpc/exchange.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTreeWidget;

namespace RpcScope {

/// A batch exchange as pairs: each request of the batch with the response that answers it
/// (matched by id by the classifier), and, called out in words and colour, requests that
/// got no response, ids answered twice, and responses that answer no request. Selecting
/// a row shows that request and that response, pretty-printed, below the table.
class BatchPairView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BatchPairView)

public:
    enum Column { RequestColumn, MethodColumn, IdColumn, OutcomeColumn, ErrorColumn, ColumnCount };
    enum class RowKind { Paired, Missing, Duplicate, Unmatched, Notification };

    /// A response or a request above this many bytes is shown cut in the panes below.
    static constexpr qsizetype kPaneLimit = 1024 * 1024;

    explicit BatchPairView(QWidget *parent = nullptr);
    ~BatchPairView() override;

    void setExchange(const Exchange &exchange);
    void clear();

    QTreeWidget *table() const { return m_table; }
    int rowCount() const;
    RowKind rowKind(int row) const;
    /// Selects \a row and shows its request and response.
    void selectRow(int row);
    QString requestText() const;
    QString responseText() const;
    /// One line for the tab or the strip: "4 requests, 3 responses: 1 missing, 1 duplicate".
    QString summary() const { return m_summaryText; }
    /// True when a request went unanswered, an id was answered twice, or a response
    /// answers nothing.
    bool hasPairingProblems() const { return m_pairingProblems > 0; }

    static QString rowKindLabel(RowKind kind);

private:
    struct Row
    {
        RowKind kind = RowKind::Paired;
        int request = -1;     // index into SentMessage::items / the sent array
        int response = -1;    // index into Classification::responses
    };

    void showRow(int row);
    QString paneText(const JsonDocument &doc, int node) const;

    QLabel *m_summary = nullptr;
    QTreeWidget *m_table = nullptr;
    QPlainTextEdit *m_request = nullptr;
    QPlainTextEdit *m_response = nullptr;
    QList<Row> m_rows;
    JsonDocument m_sent;       // the request bytes, indexed
    JsonDocument m_received;   // the body, indexed (shared with the exchange)
    QList<ResponseInfo> m_responses;
    QString m_summaryText;
    int m_pairingProblems = 0;
};

} // namespace RpcScope
