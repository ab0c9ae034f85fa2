#include "ui/composer/heldtextbar.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "ui/composer/jsoneditor.h"

#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>

namespace RpcScope {

HeldTextBar::HeldTextBar(JsonEditor *editor, QWidget *parent)
    : QFrame(parent)
    , m_editor(editor)
    , m_text(new QLabel(this))
    , m_format(new QPushButton(tr("Format to Edit"), this))
    , m_clear(new QPushButton(tr("Clear"), this))
    , m_watcher(new QFutureWatcher<QByteArray>(this))
{
    setObjectName(QStringLiteral("heldTextBar"));
    setFrameShape(QFrame::StyledPanel);
    m_text->setWordWrap(true);
    m_format->setObjectName(QStringLiteral("formatHeldButton"));
    m_format->setToolTip(tr("Rewrite the JSON with one member a line, so that it can be edited.\n"
                            "Key order and numbers stay as they are; only the spacing changes."));
    m_clear->setObjectName(QStringLiteral("clearHeldButton"));
    m_clear->setToolTip(tr("Empty the editor"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_format);
    layout->addWidget(m_clear);

    connect(m_editor, &JsonEditor::heldChanged, this, &HeldTextBar::follow);
    // One held text replaced by another: its size.
    connect(m_editor, &JsonEditor::textChanged, this, [this] {
        if (m_editor->isHeld() && !isFormatting())
            follow(true);
    });
    connect(m_format, &QPushButton::clicked, this, &HeldTextBar::format);
    connect(m_clear, &QPushButton::clicked, this, [this] { m_editor->setBytes(QByteArray()); });
    connect(m_watcher, &QFutureWatcherBase::finished, this, &HeldTextBar::formatted);
    follow(m_editor->isHeld());
}

HeldTextBar::~HeldTextBar()
{
    m_watcher->waitForFinished();
}

bool HeldTextBar::isFormatting() const
{
    // Not the watcher's isRunning(): a task still queued in the pool is not running yet.
    return !m_formatting.isNull();
}

void HeldTextBar::follow(bool held)
{
    setVisible(held);
    if (!held)
        return;
    m_text->setText(tr("This text (%1) has a line too long to show whole: only its start is shown, "
                       "read-only. It is kept, checked and sent exactly as it is.")
                        .arg(QLocale().formattedDataSize(m_editor->byteLength())));
    m_format->setEnabled(!isFormatting());
}

void HeldTextBar::format()
{
    if (isFormatting())
        return;
    m_formatting = m_editor->bytes();
    m_format->setEnabled(false);
    m_text->setText(tr("Formatting…"));
    m_watcher->setFuture(QtConcurrent::run([text = m_formatting] {
        const JsonDocument document = JsonDocument::parse(text);
        return document.isValid() ? JsonWriter::prettyPrint(document) : QByteArray();
    }));
}

void HeldTextBar::formatted()
{
    const QByteArray result = m_watcher->result();
    // Not when the text was replaced meanwhile: that one is shown as it is.
    const bool current = m_editor->isHeld() && m_editor->bytes() == m_formatting;
    m_formatting = QByteArray();   // null: no format runs
    if (current && !result.isEmpty())
        m_editor->setBytes(result);
    follow(m_editor->isHeld());
    if (!current || !m_editor->isHeld())
        return;
    if (result.isEmpty()) {
        m_text->setText(tr("This text is not valid JSON, so it cannot be formatted (the line under the editor "
                           "says where). With Raw ticked it is sent exactly as it is."));
        return;
    }
    // Formatted, and still held: one value (a long string) is a line of its own.
    m_text->setText(tr("Formatted, but one value in it is still too long to show whole (a long string): "
                       "only the start is shown. It is kept and sent exactly as it is."));
    m_format->setEnabled(false);
}

} // namespace RpcScope
