#include "ui/inspector/batchpairview.h"

#include "lib/json/jsonwriter.h"
#include "ui/common/theme.h"
#include "ui/inspector/decodederrortext.h"
#include "ui/inspector/statusstrip.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace RpcScope {

namespace {

bool isFailure(ResponseInfo::Outcome outcome)
{
    return outcome != ResponseInfo::Outcome::Result;
}

} // namespace

BatchPairView::BatchPairView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_table(new QTreeWidget(this))
    , m_request(new QPlainTextEdit(this))
    , m_response(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("batchPairView"));
    m_summary->setObjectName(QStringLiteral("batchSummary"));
    m_summary->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("batchPairs"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHeaderLabels({tr("Request"), tr("Method"), tr("Id"), tr("Outcome"), tr("Error")});
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setAlternatingRowColors(false);   // the row colours carry meaning
    // The short columns fit their contents; Outcome and Error share what is left and are cut
    // with an ellipsis there (each whole in its tooltip), never behind a scroll bar.
    m_table->header()->setStretchLastSection(false);
    for (int column = RequestColumn; column < OutcomeColumn; ++column)
        m_table->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_table->header()->setSectionResizeMode(OutcomeColumn, QHeaderView::Stretch);
    m_table->header()->setSectionResizeMode(ErrorColumn, QHeaderView::Stretch);
    m_table->setTextElideMode(Qt::ElideRight);

    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(std::max(font().pointSizeF(), 10.0));
    for (QPlainTextEdit *pane : {m_request, m_response}) {
        pane->setReadOnly(true);
        pane->setFont(mono);
        pane->setLineWrapMode(QPlainTextEdit::NoWrap);
    }
    m_request->setObjectName(QStringLiteral("batchRequest"));
    m_response->setObjectName(QStringLiteral("batchResponse"));
    m_request->setPlaceholderText(tr("The request of the selected row"));
    m_response->setPlaceholderText(tr("The response of the selected row"));

    // Each pane says which side of the pair it shows.
    const auto titled = [](const QString &title, QWidget *pane) {
        auto *box = new QWidget;
        auto *column = new QVBoxLayout(box);
        column->setContentsMargins(0, 0, 0, 0);
        column->setSpacing(2);
        column->addWidget(new QLabel(title, box));
        column->addWidget(pane, 1);
        return box;
    };
    auto *panes = new QSplitter(Qt::Horizontal);
    panes->addWidget(titled(tr("Request"), m_request));
    panes->addWidget(titled(tr("Response"), m_response));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(panes);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);

    connect(m_table, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        showRow(item ? m_table->indexOfTopLevelItem(item) : -1);
    });
}

BatchPairView::~BatchPairView() = default;

QString BatchPairView::rowKindLabel(RowKind kind)
{
    switch (kind) {
    case RowKind::Paired: return {};
    case RowKind::Missing: return tr("Missing response: nothing answered this request");
    case RowKind::Duplicate: return tr("Duplicate response: this id was answered before");
    case RowKind::Unmatched: return tr("Unmatched response: no request had this id");
    case RowKind::Notification: return tr("Notification: no response is due");
    }
    return {};
}

void BatchPairView::clear()
{
    m_rows.clear();
    m_responses.clear();
    m_sent = {};
    m_received = {};
    m_table->clear();
    m_request->clear();
    m_response->clear();
    m_summaryText.clear();
    m_summary->clear();
    m_pairingProblems = 0;
}

void BatchPairView::setExchange(const Exchange &exchange)
{
    clear();
    const Classification &c = exchange.classification;
    const SentMessage &sent = exchange.sent;
    m_received = c.document;
    m_responses = c.responses;
    // The sent batch is the user's, typed or built: small next to a response.
    m_sent = JsonDocument::parse(exchange.request);

    // Responses by the request they answer, in arrival order: one pass, whatever the size.
    QList<QList<int>> answers(sent.items.size());
    for (int r = 0; r < m_responses.size(); ++r) {
        const int request = m_responses.at(r).request;
        if (request >= 0 && request < answers.size())
            answers[request].append(r);
    }
    for (int i = 0; i < sent.items.size(); ++i) {
        const SentMessage::Item &item = sent.items.at(i);
        for (int k = 0; k < answers.at(i).size(); ++k)
            m_rows.append({k == 0 ? RowKind::Paired : RowKind::Duplicate, i, answers.at(i).at(k)});
        if (answers.at(i).isEmpty())
            m_rows.append({item.isNotification() ? RowKind::Notification : RowKind::Missing, i, -1});
    }
    for (int r = 0; r < m_responses.size(); ++r) {
        const int request = m_responses.at(r).request;
        if (request < 0 || request >= answers.size())
            m_rows.append({RowKind::Unmatched, -1, r});
    }

    int missing = 0;
    int duplicates = 0;
    int unmatched = 0;
    int failures = 0;
    QList<QTreeWidgetItem *> items;
    const QColor failure = Theme::color(Theme::Role::Failure);
    const QColor failureBackground = Theme::color(Theme::Role::FailureBackground);
    const QColor warningBackground = Theme::color(Theme::Role::WarningBackground);
    const QColor muted = Theme::color(Theme::Role::Muted);
    for (const Row &row : std::as_const(m_rows)) {
        auto *item = new QTreeWidgetItem;
        const ResponseInfo *response = row.response >= 0 ? &m_responses.at(row.response) : nullptr;
        if (row.request >= 0) {
            const SentMessage::Item &sentItem = sent.items.at(row.request);
            item->setText(RequestColumn, QString::number(row.request + 1));
            item->setText(MethodColumn, sentItem.method);
            item->setText(IdColumn, sentItem.id.display());
        } else {
            //: Request column of a response that answers no request
            item->setText(RequestColumn, tr("—"));
            item->setText(IdColumn, response->id.display());
        }
        QString outcome;
        if (row.kind == RowKind::Paired || row.kind == RowKind::Duplicate || row.kind == RowKind::Unmatched)
            outcome = StatusStrip::responseOutcomeLabel(response->outcome);
        if (row.kind != RowKind::Paired)
            outcome = outcome.isEmpty() ? rowKindLabel(row.kind) : rowKindLabel(row.kind) + QStringLiteral(" · ") + outcome;
        item->setText(OutcomeColumn, outcome);
        if (response && response->outcome == ResponseInfo::Outcome::Error)
            item->setText(ErrorColumn, DecodedErrorText::describe(response->error));
        else if (response && response->outcome == ResponseInfo::Outcome::ToolError)
            item->setText(ErrorColumn, tr("isError: true"));
        item->setToolTip(OutcomeColumn, outcome);
        item->setToolTip(ErrorColumn, item->text(ErrorColumn));

        QColor background;
        switch (row.kind) {
        case RowKind::Missing: ++missing; background = failureBackground; break;
        case RowKind::Duplicate: ++duplicates; background = failureBackground; break;
        case RowKind::Unmatched: ++unmatched; background = warningBackground; break;
        case RowKind::Notification:
            for (int column = 0; column < ColumnCount; ++column)
                item->setForeground(column, muted);
            break;
        case RowKind::Paired: break;
        }
        if (response && isFailure(response->outcome)) {
            ++failures;
            item->setForeground(OutcomeColumn, failure);
            item->setForeground(ErrorColumn, failure);
        }
        if (background.isValid()) {
            for (int column = 0; column < ColumnCount; ++column)
                item->setBackground(column, background);
            QFont bold = item->font(OutcomeColumn);
            bold.setBold(true);
            item->setFont(OutcomeColumn, bold);
        }
        items.append(item);
    }
    m_table->addTopLevelItems(items);
    // A batch with no error answer has no Error column: its outcomes get the width.
    m_table->setColumnHidden(ErrorColumn, std::none_of(items.cbegin(), items.cend(), [](const QTreeWidgetItem *item) {
                                 return !item->text(ErrorColumn).isEmpty();
                             }));
    m_pairingProblems = missing + duplicates + unmatched;

    QStringList problems;
    if (missing > 0)
        problems.append(tr("%n missing", nullptr, missing));
    if (duplicates > 0)
        problems.append(tr("%n duplicate(s)", nullptr, duplicates));
    if (unmatched > 0)
        problems.append(tr("%n unmatched", nullptr, unmatched));
    if (failures > 0)
        problems.append(tr("%n failed", nullptr, failures));
    //: Batch summary, e.g. "4 requests, 3 responses: 1 missing, 1 duplicate"
    m_summaryText = tr("%n request(s)", nullptr, int(sent.items.size())) + QStringLiteral(", ")
                    + tr("%n response(s)", nullptr, int(m_responses.size()))
                    + (problems.isEmpty() ? QString() : QStringLiteral(": ") + problems.join(QStringLiteral(", ")));
    m_summary->setText(m_summaryText);
    if (!items.isEmpty())
        selectRow(0);
}

int BatchPairView::rowCount() const
{
    return int(m_rows.size());
}

BatchPairView::RowKind BatchPairView::rowKind(int row) const
{
    return m_rows.at(row).kind;
}

void BatchPairView::selectRow(int row)
{
    if (row >= 0 && row < m_table->topLevelItemCount())
        m_table->setCurrentItem(m_table->topLevelItem(row));
}

QString BatchPairView::paneText(const JsonDocument &doc, int node) const
{
    if (!doc.isValid() || node < 0)
        return {};
    const QByteArrayView raw = doc.raw(node);
    if (raw.size() > kPaneLimit) {
        qsizetype end = kPaneLimit;
        while (end > 0 && (quint8(raw[end]) & 0xC0) == 0x80)
            --end;
        return QString::fromUtf8(raw.first(end)) + QLatin1Char('\n')
               + tr("(%1 bytes; the Raw tab shows all of them)").arg(raw.size());
    }
    return QString::fromUtf8(JsonWriter::prettyPrint(doc, node));
}

void BatchPairView::showRow(int row)
{
    m_request->clear();
    m_response->clear();
    if (row < 0 || row >= m_rows.size())
        return;
    const Row &r = m_rows.at(row);
    if (r.request >= 0) {
        const int node = m_sent.isValid() && m_sent.type(0) == JsonDocument::Type::Array ? m_sent.child(0, r.request) : -1;
        m_request->setPlainText(paneText(m_sent, node));
    } else {
        m_request->setPlainText(tr("No request of the batch had the id %1.").arg(m_responses.at(r.response).id.display()));
    }
    if (r.response >= 0)
        m_response->setPlainText(paneText(m_received, m_responses.at(r.response).node));
    else if (r.kind == RowKind::Notification)
        m_response->setPlainText(tr("A notification gets no response."));
    else
        m_response->setPlainText(tr("No response arrived for this request."));
}

QString BatchPairView::requestText() const
{
    return m_request->toPlainText();
}

QString BatchPairView::responseText() const
{
    return m_response->toPlainText();
}

} // namespace RpcScope
