#include "ui/mcp/mcpcontentview.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "ui/common/jsonhighlighter.h"
#include "ui/common/theme.h"

#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace RpcScope {

namespace {
constexpr int kMaxTextLines = 24;     // a longer text scrolls inside its own box
constexpr int kMaxImageSide = 480;
constexpr int kMinImageSide = 64;
constexpr int kMaxTextChars = 256 * 1024;   // a text block this long is cut (the GUI thread lays it out)
constexpr qsizetype kMaxPrettyBytes = 1024 * 1024;

/// A read-only text box as tall as its text, up to kMaxTextLines.
class TextBlock final : public QPlainTextEdit
{
public:
    TextBlock(const QString &text, bool json, QWidget *parent)
        : QPlainTextEdit(parent)
    {
        setReadOnly(true);
        setPlainText(text);
        setLineWrapMode(json ? QPlainTextEdit::NoWrap : QPlainTextEdit::WidgetWidth);
        if (json)
            new JsonHighlighter(document());
        QFont mono = font();
        mono.setFamily(QStringLiteral("monospace"));
        mono.setStyleHint(QFont::Monospace);
        setFont(mono);
        const int lines = qBound(1, int(text.count(QLatin1Char('\n'))) + 1, kMaxTextLines);
        setFixedHeight(fontMetrics().lineSpacing() * lines + 2 * frameWidth() + 10);
    }
};
} // namespace

McpContentView::McpContentView(QWidget *parent)
    : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    clear();
}

void McpContentView::clear()
{
    m_page = new QWidget;
    m_layout = new QVBoxLayout(m_page);
    m_layout->setContentsMargins(6, 6, 6, 6);
    m_layout->setSpacing(6);
    m_layout->addStretch(1);
    setWidget(m_page);   // the old page is deleted
    m_images = 0;
    m_failure = false;
}

QLabel *McpContentView::addLabel(const QString &text, bool bold, bool failure)
{
    auto *label = new QLabel(text, m_page);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setTextFormat(Qt::PlainText);
    if (bold) {
        QFont font = label->font();
        font.setBold(true);
        label->setFont(font);
    }
    if (failure) {
        QPalette palette = label->palette();
        palette.setColor(QPalette::WindowText, Theme::color(Theme::Role::Failure, palette));
        label->setPalette(palette);
    }
    m_layout->insertWidget(m_layout->count() - 1, label);
    return label;
}

void McpContentView::addText(const QString &text, bool json)
{
    if (text.size() > kMaxTextChars) {
        // The whole answer stays in the exchange (double-click the call: the inspector shows any size).
        m_layout->insertWidget(m_layout->count() - 1, new TextBlock(text.left(kMaxTextChars), false, m_page));
        addLabel(tr("Only the first %1 characters are shown here; the inspector shows the whole answer.")
                     .arg(QLocale().toString(kMaxTextChars)));
        return;
    }
    m_layout->insertWidget(m_layout->count() - 1, new TextBlock(text, json, m_page));
}

void McpContentView::showHeading(const QString &text, bool failure)
{
    addLabel(text, true, failure);
}

void McpContentView::showNote(const QString &text)
{
    addLabel(text);
}

void McpContentView::showJson(const QString &caption, const QByteArray &json)
{
    addLabel(caption);
    const JsonDocument doc = json.size() <= kMaxPrettyBytes ? JsonDocument::parse(json) : JsonDocument();
    addText(QString::fromUtf8(doc.isValid() ? JsonWriter::prettyPrint(doc) : json), doc.isValid());
}

void McpContentView::showToolResult(const ToolResult &result, const QByteArray &outputSchemaJson)
{
    if (result.isError) {
        m_failure = true;
        addLabel(tr("Failed: the tool reported an error (isError is true)."), true, true);
    }
    for (const QString &problem : result.problems)
        addLabel(tr("Not as the specification says: %1").arg(problem), false, true);
    showItems(result.content);
    if (result.content.isEmpty())
        addLabel(tr("No content."));
    if (!result.structuredContent.isEmpty())
        showJson(tr("Structured content"), result.structuredContent);
    if (!outputSchemaJson.isEmpty()) {
        const QList<SchemaProblem> problems = result.checkStructured(outputSchemaJson);
        if (problems.isEmpty()) {
            addLabel(tr("The structured content matches the tool's output schema."));
        } else {
            m_failure = true;
            addLabel(tr("The structured content does not match the tool's output schema:"), true, true);
            for (const SchemaProblem &problem : problems)
                addLabel(tr("%1: %2").arg(problem.path.isEmpty() ? QStringLiteral("$") : problem.path, problem.message),
                         false, true);
        }
    }
}

void McpContentView::showItems(const QList<McpContent> &items, const QStringList &captions)
{
    for (qsizetype i = 0; i < items.size(); ++i)
        addItem(items.at(i), i < captions.size() ? captions.at(i) : QString());
}

void McpContentView::addItem(const McpContent &item, const QString &caption)
{
    const QString prefix = caption.isEmpty() ? QString() : caption + QStringLiteral(" · ");
    const auto showText = [this, &prefix](const QString &text, const QString &what) {
        const QByteArray bytes = text.toUtf8();
        const JsonDocument doc = bytes.size() <= kMaxPrettyBytes ? JsonDocument::parse(bytes) : JsonDocument();
        const bool json = doc.isValid()
            && (doc.type(0) == JsonDocument::Type::Object || doc.type(0) == JsonDocument::Type::Array);
        addLabel(prefix + (json ? tr("%1 (JSON, pretty-printed)").arg(what) : what));
        addText(json ? QString::fromUtf8(JsonWriter::prettyPrint(doc)) : text, json);
    };
    const auto showImage = [this](const McpContent &image) {
        QImage picture;
        if (!image.dataValid || !picture.loadFromData(image.data)) {
            addLabel(tr("The image could not be decoded."), false, true);
            return;
        }
        auto *label = new QLabel(m_page);
        QPixmap pixmap = QPixmap::fromImage(picture);
        QString size = tr("%1 × %2 pixels").arg(picture.width()).arg(picture.height());
        if (pixmap.width() > kMaxImageSide || pixmap.height() > kMaxImageSide) {
            pixmap = pixmap.scaled(kMaxImageSide, kMaxImageSide, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        } else if (const int side = qMax(pixmap.width(), pixmap.height()); side > 0 && side < kMinImageSide) {
            // An icon-sized image is enlarged by whole pixels, so it can be seen and stays sharp.
            const int factor = (kMinImageSide + side - 1) / side;
            pixmap = pixmap.scaled(pixmap.size() * factor, Qt::KeepAspectRatio, Qt::FastTransformation);
            size = tr("%1, shown %2 times as large").arg(size).arg(factor);
        }
        label->setPixmap(pixmap);
        label->setAlignment(Qt::AlignLeft);
        label->setToolTip(size);
        m_layout->insertWidget(m_layout->count() - 1, label);
        ++m_images;
    };
    switch (item.kind) {
    case McpContent::Kind::Text:
        showText(item.text, tr("Text"));
        return;
    case McpContent::Kind::Image:
        addLabel(prefix + item.summary());
        showImage(item);
        return;
    case McpContent::Kind::Resource:
        if (!item.text.isNull()) {
            showText(item.text, tr("Embedded resource %1 %2").arg(item.uri, item.mimeType).trimmed());
        } else {
            addLabel(prefix + item.summary());
            if (item.mimeType.startsWith(u"image/"))
                showImage(item);
        }
        return;
    case McpContent::Kind::Audio:
    case McpContent::Kind::ResourceLink:
        addLabel(prefix + item.summary());
        return;
    case McpContent::Kind::Other:
        break;
    }
    showJson(prefix + item.summary(), item.json);
}

QStringList McpContentView::shownTexts() const
{
    QStringList texts;
    for (QObject *child : m_page->children()) {
        if (auto *label = qobject_cast<QLabel *>(child); label && !label->text().isEmpty())
            texts.append(label->text());
        else if (auto *text = qobject_cast<QPlainTextEdit *>(child))
            texts.append(text->toPlainText());
    }
    return texts;
}

} // namespace RpcScope
