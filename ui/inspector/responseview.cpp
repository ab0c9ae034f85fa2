#include "ui/inspector/responseview.h"

#include "lib/json/jsonwriter.h"
#include "ui/inspector/findingsview.h"
#include "ui/inspector/headersview.h"
#include "ui/common/jsonhighlighter.h"
#include "ui/inspector/jsontreemodel.h"

#include <QAction>
#include <QClipboard>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace RpcScope {

namespace {

// Small containers near the top open expanded, so the result of a typical call is visible at
// once, while a big array stays closed until asked for.
constexpr int kAutoExpandChildren = 50;
constexpr int kAutoExpandRows = 20;
constexpr int kAutoExpandDepth = 3;

QFont monospaceFont(const QFont &base)
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(std::max(base.pointSizeF(), 10.0));
    return font;
}

} // namespace

ResponseView::ResponseView(QWidget *parent)
    : QTabWidget(parent)
    , m_model(new JsonTreeModel(this))
    , m_tree(new QTreeView(this))
    , m_rawPage(new QWidget(this))
    , m_raw(new QPlainTextEdit(m_rawPage))
    , m_rawNote(new QLabel(m_rawPage))
    , m_headers(new HeadersView(this))
    , m_findings(new FindingsView(this))
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
    m_tree->header()->setSectionResizeMode(JsonTreeModel::TypeColumn, QHeaderView::ResizeToContents);
    m_tree->setColumnWidth(JsonTreeModel::KeyColumn, 200);
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *copyValue = new QAction(tr("Copy &Value"), m_tree);
    copyValue->setShortcut(QKeySequence::Copy);
    copyValue->setShortcutContext(Qt::WidgetShortcut);
    connect(copyValue, &QAction::triggered, this, [this] { copyFromTree(false); });
    auto *copyKey = new QAction(tr("Copy &Key"), m_tree);
    connect(copyKey, &QAction::triggered, this, [this] { copyFromTree(true); });
    m_tree->addActions({copyValue, copyKey});

    m_raw->setObjectName(QStringLiteral("responseRaw"));
    m_raw->setReadOnly(true);
    m_raw->setFont(monospaceFont(font()));
    m_raw->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_raw->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_rawNote->setObjectName(QStringLiteral("rawNote"));
    m_rawNote->setWordWrap(true);
    m_rawNote->hide();
    m_highlighter = new JsonHighlighter(m_raw->document());
    auto *rawLayout = new QVBoxLayout(m_rawPage);
    rawLayout->setContentsMargins(0, 0, 0, 0);
    rawLayout->setSpacing(4);
    rawLayout->addWidget(m_rawNote);
    rawLayout->addWidget(m_raw, 1);

    addTab(m_tree, QString());
    addTab(m_rawPage, QString());
    addTab(m_headers, QString());
    addTab(m_findings, QString());
    setTabToolTip(TreeTab, tr("The body as a tree: keys in the server's order, numbers as written"));
    setTabToolTip(RawTab, tr("The body exactly as received, decoded as UTF-8"));
    setTabToolTip(HeadersTab, tr("HTTP request and response headers in wire order"));
    setTabToolTip(FindingsTab, tr("Conformance findings about this exchange"));
    updateTabTitles();
}

ResponseView::~ResponseView() = default;

void ResponseView::updateTabTitles()
{
    setTabText(TreeTab, tr("&Tree"));
    setTabText(RawTab, tr("R&aw"));
    setTabText(HeadersTab, tr("&Headers"));
    const int findings = m_findings->topLevelItemCount();
    //: Tab title; the number of findings is added when there are some
    setTabText(FindingsTab, findings > 0 ? tr("&Findings (%1)").arg(findings) : tr("&Findings"));
}

void ResponseView::clear()
{
    m_exchange.reset();
    m_model->clear();
    m_raw->clear();
    m_rawNote->hide();
    m_headers->clear();
    m_findings->clear();
    updateTabTitles();
}

void ResponseView::showExchange(const ExchangePtr &exchange)
{
    if (!exchange) {
        clear();
        return;
    }
    m_exchange = exchange;
    const Classification &classification = exchange->classification;

    m_model->setDocument(classification.document);
    expandSmall({}, kAutoExpandDepth);
    const JsonDocument &doc = m_model->document();

    showRaw(*exchange);
    m_headers->setExchange(*exchange);
    m_findings->setFindings(classification.findings);
    updateTabTitles();

    // A body that is not JSON has no tree: show what did arrive instead.
    if (currentIndex() == TreeTab && !doc.isValid() && !exchange->body.isEmpty())
        setCurrentIndex(RawTab);
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

void ResponseView::showRaw(const Exchange &exchange)
{
    const QByteArray &body = exchange.body;
    qsizetype shown = std::min(body.size(), kRawLimit);
    qsizetype longest = 0;
    for (qsizetype start = 0; start < shown;) {
        qsizetype end = body.indexOf('\n', start);
        if (end < 0 || end > shown)
            end = shown;
        longest = std::max(longest, end - start);
        start = end + 1;
    }
    const bool longLines = longest > kWrapLineLimit;
    if (longLines)
        shown = std::min(shown, kLongLineRawLimit);
    while (shown < body.size() && shown > 0 && (quint8(body.at(shown)) & 0xC0) == 0x80)
        --shown;   // do not split a UTF-8 sequence

    m_raw->setLineWrapMode(longLines ? QPlainTextEdit::NoWrap : QPlainTextEdit::WidgetWidth);
    m_highlighter->setDocument(shown <= kHighlightLimit && !longLines ? m_raw->document() : nullptr);
    m_raw->setPlainText(QString::fromUtf8(body.constData(), shown));
    if (shown < body.size()) {
        m_rawNote->setText(tr("The body is %1 bytes; the first %2 are shown. File > Save Response Body "
                              "writes all of it.").arg(QLocale().toString(body.size()), QLocale().toString(shown)));
        m_rawNote->show();
    } else if (body.isEmpty() && exchange.reply.error.isError()) {
        m_rawNote->setText(tr("Nothing arrived: %1").arg(exchange.reply.error.message));
        m_rawNote->show();
    } else if (body.isEmpty()) {
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
    if (event->type() == QEvent::PaletteChange)
        m_highlighter->updateColours(palette());
    else if (event->type() == QEvent::LanguageChange)
        updateTabTitles();
    QTabWidget::changeEvent(event);
}

} // namespace RpcScope
