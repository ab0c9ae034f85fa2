#include "ui/history/notificationspane.h"

#include "ui/common/emptystate.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/lsp/lspmessagetext.h"
#include "lib/text/excerpt.h"
#include "ui/common/jsonhighlighter.h"
#include "ui/common/theme.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace RpcScope {

namespace {
constexpr qsizetype kParsedLimit = 256 * 1024;   // bigger messages are not indexed on the GUI thread
constexpr int kPreviewChars = 300;

} // namespace

NotificationsModel::NotificationsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

NotificationsModel::Row NotificationsModel::describe(const IncomingMessage &message) const
{
    Row row;
    row.epochMs = message.epochMs;
    row.bytes = message.bytes;
    if (message.bytes.size() > kParsedLimit) {
        row.kind = tr("message");
        row.preview = tr("%n byte(s)", nullptr, int(message.bytes.size()));
        return row;
    }
    const JsonDocument doc = JsonDocument::parse(message.bytes);
    if (!doc.isValid()) {
        row.kind = tr("not JSON");
        row.preview = Excerpt::oneLine(message.bytes, kPreviewChars);
        return row;
    }
    if (doc.type(0) == JsonDocument::Type::Array) {
        row.kind = tr("batch");
        row.preview = tr("%n message(s)", nullptr, doc.childCount(0));
        return row;
    }
    if (doc.type(0) != JsonDocument::Type::Object) {
        row.kind = tr("not JSON-RPC");
        row.preview = Excerpt::oneLine(message.bytes, kPreviewChars);
        return row;
    }
    const int method = doc.member(0, u"method");
    const int params = doc.member(0, u"params");
    if (method >= 0 && doc.type(method) == JsonDocument::Type::String) {
        row.method = doc.string(method);
        const int id = doc.member(0, u"id");
        row.kind = id >= 0 ? tr("server request") : tr("notification");
        if (id >= 0)
            row.requestId = doc.raw(id).toByteArray();
        // A language server's log lines, progress and diagnostics read as words; the
        // detail below keeps the message as sent.
        const QString said = LspMessageText::summary(doc, row.method, params);
        if (!said.isEmpty())
            row.preview = Excerpt::capped(said, kPreviewChars);
        else if (params >= 0)
            row.preview = Excerpt::oneLine(JsonWriter::compact(doc, params), kPreviewChars);
    } else if (doc.member(0, u"result") >= 0 || doc.member(0, u"error") >= 0) {
        row.kind = tr("response to nothing");
        row.preview = Excerpt::oneLine(message.bytes, kPreviewChars);
    } else {
        row.kind = tr("not JSON-RPC");
        row.preview = Excerpt::oneLine(message.bytes, kPreviewChars);
    }
    return row;
}

void NotificationsModel::append(const IncomingMessage &message)
{
    appendRow(describe(message));
}

void NotificationsModel::appendNote(qint64 epochMs, const QString &kind, const QString &text)
{
    Row row;
    row.epochMs = epochMs;
    row.kind = kind;
    row.preview = text;
    row.bytes = text.toUtf8();
    appendRow(std::move(row));
}

void NotificationsModel::setAnswer(const RequestId &id, const QByteArray &response)
{
    // Answers follow their requests closely: only the newest rows are searched.
    constexpr int kSearched = 500;
    for (qsizetype at = m_rows.size() - 1; at >= 0 && at >= m_rows.size() - kSearched; --at) {
        Row &row = m_rows[at];
        if (row.requestId != id.raw() || !row.answer.isEmpty())
            continue;
        row.answer = response;
        const JsonDocument doc = JsonDocument::parse(response);
        row.kind = doc.isValid() && doc.member(0, u"error") >= 0 ? tr("server request, error sent")
                                                                   : tr("server request, answered");
        emit dataChanged(index(int(at), KindColumn), index(int(at), KindColumn));
        return;
    }
}

void NotificationsModel::appendRow(Row row)
{
    if (m_rows.size() >= kMaxRows) {
        const int drop = kMaxRows / 10;
        beginRemoveRows({}, 0, drop - 1);
        m_rows.remove(0, drop);
        endRemoveRows();
    }
    const int at = int(m_rows.size());
    beginInsertRows({}, at, at);
    m_rows.append(std::move(row));
    endInsertRows();
}

void NotificationsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int NotificationsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int NotificationsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant NotificationsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case TimeColumn: return QDateTime::fromMSecsSinceEpoch(row.epochMs).toString(QStringLiteral("HH:mm:ss.zzz"));
        case KindColumn: return row.kind;
        case MethodColumn: return row.method;
        case ParamsColumn: return row.preview;
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == TimeColumn)
        return QDateTime::fromMSecsSinceEpoch(row.epochMs).toString(Qt::ISODateWithMs);
    if (role == Qt::ToolTipRole && index.column() == ParamsColumn && !row.preview.isEmpty())
        return row.preview;   // the cell is often narrower than what it says
    if (role == Qt::ForegroundRole && index.column() == KindColumn && row.method.isEmpty())
        return Theme::color(Theme::Role::Warning);
    return {};
}

QVariant NotificationsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn: return tr("Time");
    case KindColumn: return tr("Kind");
    case MethodColumn: return tr("Method");
    // The params, or what a language server's message says in words.
    case ParamsColumn: return tr("Content");
    default: return {};
    }
}

NotificationsPane::NotificationsPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new NotificationsModel(this))
{
    setObjectName(QStringLiteral("notificationsPane"));
    m_view = new QTreeView(this);
    m_view->setModel(m_model);
    EmptyState::attach(m_view, tr("Nothing yet. Messages the server sends on its own (notifications, pushes, stream events) are listed here."));
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(true);
    m_view->setColumnWidth(NotificationsModel::TimeColumn, 100);
    m_view->setColumnWidth(NotificationsModel::KindColumn, 180);
    m_view->setColumnWidth(NotificationsModel::MethodColumn, 240);
    m_detail = new QPlainTextEdit(this);
    m_detail->setReadOnly(true);
    QFont mono = m_detail->font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_detail->setFont(mono);
    new JsonHighlighter(m_detail->document());
    m_clear = new QPushButton(tr("Clear"), this);
    m_count = new QLabel(this);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_view);
    split->addWidget(m_detail);
    split->setSizes({700, 300});
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_count, 1);
    bar->addWidget(m_clear);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split, 1);
    layout->addLayout(bar);

    connect(m_clear, &QPushButton::clicked, this, &NotificationsPane::clear);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &NotificationsPane::showCurrent);
    const auto counted = [this] {
        const int count = m_model->rowCount();
        m_count->setText(tr("%n message(s) that answer no request", nullptr, count));
        emit countChanged(count);
    };
    connect(m_model, &QAbstractItemModel::rowsInserted, this, counted);
    connect(m_model, &QAbstractItemModel::modelReset, this, counted);
    counted();
}

void NotificationsPane::append(const IncomingMessage &message)
{
    // Follow the newest row unless the user scrolled up to read.
    QScrollBar *scroll = m_view->verticalScrollBar();
    const bool atBottom = scroll->value() >= scroll->maximum() - 2;
    m_model->append(message);
    if (atBottom)
        m_view->scrollToBottom();
}

void NotificationsPane::appendNote(qint64 epochMs, const QString &kind, const QString &text)
{
    QScrollBar *scroll = m_view->verticalScrollBar();
    const bool atBottom = scroll->value() >= scroll->maximum() - 2;
    m_model->appendNote(epochMs, kind, text);
    if (atBottom)
        m_view->scrollToBottom();
}

void NotificationsPane::setAnswer(const RequestId &id, const QByteArray &response)
{
    m_model->setAnswer(id, response);
    showCurrent();   // the answer may belong to the row on show
}

void NotificationsPane::clear()
{
    m_model->clear();
    m_detail->clear();
}

void NotificationsPane::showCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        m_detail->clear();
        return;
    }
    const auto shown = [](const QByteArray &bytes) {
        const JsonDocument doc = bytes.size() <= kParsedLimit ? JsonDocument::parse(bytes) : JsonDocument();
        return QString::fromUtf8(doc.isValid() ? JsonWriter::prettyPrint(doc) : bytes.left(kParsedLimit));
    };
    const NotificationsModel::Row &row = m_model->row(current.row());
    QString text = shown(row.bytes);
    if (!row.answer.isEmpty())
        text += QStringLiteral("\n\n") + tr("Our answer:") + QLatin1Char('\n') + shown(row.answer);
    else if (!row.requestId.isEmpty())
        text += QStringLiteral("\n\n") + tr("Not answered yet.");
    if (m_detail->toPlainText() != text)
        m_detail->setPlainText(text);
}

} // namespace RpcScope
