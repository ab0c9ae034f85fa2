#include "ui/composer/requesteditor.h"

#include "lib/json/jsondocument.h"
#include "ui/common/jsonhighlighter.h"

#include <QCheckBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace RpcScope {

namespace {

// Long enough to skip the work between keystrokes, short enough to feel immediate.
constexpr int kValidateDelayMs = 150;

QFont editorFont(const QFont &base)
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(std::max(base.pointSizeF(), 10.0) + 1);
    return font;
}

} // namespace

RequestEditor::RequestEditor(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QPlainTextEdit(this))
    , m_validation(new QLabel(this))
    , m_raw(new QCheckBox(tr("&Raw"), this))
    , m_send(new QPushButton(tr("&Send"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_validateTimer(new QTimer(this))
{
    m_edit->setObjectName(QStringLiteral("requestText"));
    m_edit->setFont(editorFont(font()));
    m_edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_edit->setTabStopDistance(QFontMetricsF(m_edit->font()).horizontalAdvance(QLatin1Char(' ')) * 2);
    m_edit->setPlaceholderText(tr("Type a JSON-RPC request here, or pick a method on the left."));
    m_edit->setToolTip(tr("The request text. It is sent exactly as typed.\nCtrl+Return sends it, Escape cancels."));
    m_highlighter = new JsonHighlighter(m_edit->document());
    m_edit->installEventFilter(this);

    m_validation->setObjectName(QStringLiteral("validationMessage"));
    m_validation->setWordWrap(true);
    m_validation->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_raw->setObjectName(QStringLiteral("rawMode"));
    m_raw->setToolTip(tr("Send the text byte for byte even when it is not valid JSON,\n"
                         "to see how the server handles broken input."));
    m_send->setObjectName(QStringLiteral("sendButton"));
    m_send->setToolTip(tr("Send the request (Ctrl+Return)"));
    m_send->setDefault(true);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setToolTip(tr("Stop waiting for the answer (Escape)"));
    m_cancel->setEnabled(false);

    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(8);
    buttons->addWidget(m_raw);
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_send);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_validation);
    layout->addLayout(buttons);

    m_validateTimer->setSingleShot(true);
    m_validateTimer->setInterval(kValidateDelayMs);
    connect(m_validateTimer, &QTimer::timeout, this, [this] { validate(); });
    connect(m_edit, &QPlainTextEdit::textChanged, m_validateTimer, qOverload<>(&QTimer::start));
    connect(m_raw, &QCheckBox::toggled, this, [this] { validate(); });
    connect(m_send, &QPushButton::clicked, this, &RequestEditor::sendRequested);
    connect(m_cancel, &QPushButton::clicked, this, &RequestEditor::cancelRequested);
    validate();
}

void RequestEditor::setText(const QByteArray &text)
{
    QTextCursor cursor(m_edit->document());
    cursor.beginEditBlock();
    cursor.select(QTextCursor::Document);
    cursor.insertText(QString::fromUtf8(text));
    cursor.endEditBlock();
    m_edit->moveCursor(QTextCursor::Start);
    validate();
}

QByteArray RequestEditor::text() const
{
    return m_edit->toPlainText().toUtf8();
}

bool RequestEditor::isRaw() const
{
    return m_raw->isChecked();
}

void RequestEditor::setRaw(bool raw)
{
    m_raw->setChecked(raw);
}

void RequestEditor::setBusy(bool busy)
{
    m_cancel->setEnabled(busy);
}

QString RequestEditor::validationMessage() const
{
    return m_validation->text();
}

RequestEditor::Validation RequestEditor::validate(const QByteArray &text)
{
    Validation result;
    if (text.trimmed().isEmpty()) {
        result.message = tr("Nothing to send yet.");
        return result;
    }
    const JsonDocument doc = JsonDocument::parse(text);
    if (!doc.isValid()) {
        const JsonParseError &error = doc.error();
        result.message = tr("Invalid JSON: %1").arg(error.message);
        if (error.offset >= 0)
            result.errorOffset = QString::fromUtf8(text.left(error.offset)).size();
        return result;
    }
    switch (doc.type(0)) {
    case JsonDocument::Type::Object:
        result.sendable = true;
        result.message = doc.member(0, u"method") >= 0
                             ? tr("Valid JSON: one request.")
                             : tr("Valid JSON, but the object has no \"method\" member.");
        break;
    case JsonDocument::Type::Array:
        result.sendable = true;
        result.message = doc.childCount(0) == 0
                             ? tr("Valid JSON: an empty batch.")
                             : tr("Valid JSON: a batch of %n message(s).", nullptr, doc.childCount(0));
        break;
    default:
        result.message = tr("Valid JSON, but a request must be an object or an array (tick Raw to send it anyway).");
        break;
    }
    return result;
}

RequestEditor::Validation RequestEditor::validate()
{
    m_validateTimer->stop();
    Validation validation = validate(text());
    if (!validation.sendable && isRaw() && !text().isEmpty())
        validation.message += QLatin1Char(' ') + tr("Raw mode: it will be sent exactly as it is.");
    showValidation(validation);
    return validation;
}

void RequestEditor::showValidation(const Validation &validation)
{
    m_validation->setText(validation.message);
    QList<QTextEdit::ExtraSelection> marks;
    if (validation.errorOffset >= 0) {
        QTextEdit::ExtraSelection mark;
        mark.cursor = QTextCursor(m_edit->document());
        const int end = m_edit->document()->characterCount() - 1;
        const int position = int(std::min<qsizetype>(validation.errorOffset, end));
        mark.cursor.setPosition(position);
        // Mark the offending character, or the character before the end of the text.
        mark.cursor.setPosition(position < end ? position + 1 : std::max(0, position - 1),
                                QTextCursor::KeepAnchor);
        mark.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        mark.format.setUnderlineColor(Qt::red);
        mark.format.setToolTip(validation.message);
        marks.append(mark);
    }
    m_edit->setExtraSelections(marks);
}

bool RequestEditor::insertIndentedNewline()
{
    // Keep the indentation of the line, one level deeper after an opening bracket.
    QTextCursor cursor = m_edit->textCursor();
    const QString line = cursor.block().text().left(cursor.positionInBlock());
    qsizetype indent = 0;
    while (indent < line.size() && line.at(indent) == u' ')
        ++indent;
    const QString trimmed = line.trimmed();
    if (trimmed.endsWith(u'{') || trimmed.endsWith(u'['))
        indent += 2;
    cursor.insertText(QLatin1Char('\n') + QString(indent, u' '));
    m_edit->setTextCursor(cursor);
    return true;
}

bool RequestEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        // Ctrl+Return normally reaches the window's Send action as a shortcut; this covers
        // a window that is not active (shortcuts are matched only in the active window).
        if (enter && (key->modifiers() & Qt::ControlModifier)) {
            emit sendRequested();
            return true;
        }
        if (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier) {
            emit cancelRequested();
            return true;
        }
        if (enter && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier)
            return insertIndentedNewline();
    }
    return QWidget::eventFilter(watched, event);
}

void RequestEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        m_highlighter->updateColours(palette());
    else if (event->type() == QEvent::FontChange)
        m_edit->setFont(editorFont(font()));
    QWidget::changeEvent(event);
}

} // namespace RpcScope
