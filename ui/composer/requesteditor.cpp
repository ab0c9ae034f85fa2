#include "ui/composer/requesteditor.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonsplice.h"
#include "ui/composer/heldtextbar.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/requestcontrols.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QButtonGroup>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

const QStringList &idPath()
{
    static const QStringList path{QStringLiteral("id")};
    return path;
}

} // namespace

RequestEditor::RequestEditor(QWidget *parent)
    : QWidget(parent)
    , m_controls(new RequestControls(this))
    , m_edit(new JsonEditor(this))
    , m_held(new HeldTextBar(m_edit, this))
    , m_validation(new QLabel(this))
    , m_raw(new QCheckBox(tr("Ra&w"), this))
    , m_send(new QPushButton(tr("Se&nd"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    m_edit->setObjectName(QStringLiteral("requestText"));
    m_edit->setToolTip(tr("The request text. It is sent exactly as typed.\n"
                          "Ctrl+Space completes method and parameter names.\n"
                          "Ctrl+Return sends it, Escape cancels."));
    installValidator();
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

    // One editor area, the JSON or (once a form is given) the form: two views of one request.
    m_views = new QStackedWidget(this);
    m_views->setObjectName(QStringLiteral("composerViews"));
    m_views->addWidget(m_edit);
    m_jsonButton = new QToolButton(this);
    m_jsonButton->setObjectName(QStringLiteral("jsonViewButton"));
    m_jsonButton->setText(tr("JSON"));
    m_jsonButton->setToolTip(tr("Edit the request as JSON text, exactly as it is sent"));
    m_formButton = new QToolButton(this);
    m_formButton->setObjectName(QStringLiteral("formViewButton"));
    m_formButton->setText(tr("Form"));
    m_formButton->setToolTip(tr("Edit the parameters in a form made from the method's schema"));
    auto *viewGroup = new QButtonGroup(this);
    for (QToolButton *button : {m_formButton, m_jsonButton}) {
        button->setCheckable(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        viewGroup->addButton(button);
    }
    m_jsonButton->setChecked(true);
    m_formButton->hide();
    m_jsonButton->hide();
    connect(m_formButton, &QToolButton::toggled, this, [this](bool form) { showForm(form); });
    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->setSpacing(0);
    top->addWidget(m_controls, 1);
    top->addSpacing(8);
    top->addWidget(m_formButton, 0, Qt::AlignTop);
    top->addWidget(m_jsonButton, 0, Qt::AlignTop);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addLayout(top);
    layout->addWidget(m_held);
    layout->addWidget(m_views, 1);
    layout->addWidget(m_validation);
    layout->addLayout(buttons);

    connect(m_edit, &JsonEditor::diagnosed, this, &RequestEditor::showDiagnostic);
    connect(m_controls, &RequestControls::idEdited, this, &RequestEditor::applyId);
    connect(m_raw, &QCheckBox::toggled, this, &RequestEditor::showDiagnostic);
    connect(m_send, &QPushButton::clicked, this, &RequestEditor::requestSend);
    connect(m_cancel, &QPushButton::clicked, this, &RequestEditor::cancelRequested);
    validate();
}

void RequestEditor::setFormView(QWidget *form)
{
    m_views->addWidget(form);
    m_formButton->show();
    m_jsonButton->show();
}

void RequestEditor::showForm(bool form)
{
    if (m_views->count() < 2)
        return;
    m_views->setCurrentIndex(form ? 1 : 0);
    const QSignalBlocker quiet(m_formButton);
    m_formButton->setChecked(form);
    m_jsonButton->setChecked(!form);
    emit viewChanged(form);
}

bool RequestEditor::isFormShown() const
{
    return m_views->currentIndex() == 1;
}

void RequestEditor::setText(const QByteArray &text)
{
    m_setId = JsonSplice::memberText(text, idPath());
    m_edit->setBytes(text);
    // A large text is validated on a worker thread shortly, like a paste.
    if (!m_edit->isLargeDocument())
        validate();
}

QByteArray RequestEditor::text() const
{
    return m_edit->bytes();
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

bool RequestEditor::isBusy() const
{
    return m_cancel->isEnabled();
}

QString RequestEditor::validationMessage() const
{
    return m_validation->text();
}

void RequestEditor::setParamsCatalog(std::shared_ptr<const ParamsCatalog> catalog)
{
    m_catalog = std::move(catalog);
    installValidator();
}

void RequestEditor::installValidator()
{
    // The catalogue is immutable and shared: the validator may run on a worker thread.
    m_edit->setValidator([catalog = m_catalog](const QByteArray &text) {
        const Validation validation = validate(text, catalog.get());
        JsonEditor::Diagnostic diagnostic{validation.sendable, validation.message, validation.errorByte, {}};
        for (const ParamsMark &mark : validation.marks)
            diagnostic.marks.append(JsonEditor::Mark{mark.start, mark.length, mark.path + QLatin1String(": ") + mark.message});
        return diagnostic;
    });
}

RequestEditor::Validation RequestEditor::validate(const QByteArray &text, const ParamsCatalog *catalog)
{
    Validation result;
    if (text.trimmed().isEmpty()) {
        result.message = tr("Nothing to send yet: pick a method on the left, or type a request.");
        return result;
    }
    const JsonDocument doc = JsonDocument::parse(text);
    if (!doc.isValid()) {
        const JsonParseError &error = doc.error();
        result.message = tr("Invalid JSON: %1").arg(error.message);
        if (error.offset >= 0) {
            result.errorByte = error.offset;
            result.errorOffset = QString::fromUtf8(text.left(error.offset)).size();
        }
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
    if (catalog && result.sendable) {
        result.marks = catalog->check(doc);
        if (!result.marks.isEmpty()) {
            const ParamsMark &first = result.marks.constFirst();
            result.message += QLatin1Char(' ')
                              + tr("Does not fit the documented params: %1: %2").arg(first.path, first.message);
            if (result.marks.size() > 1)
                result.message += QLatin1Char(' ') + tr("(%1 more marked)").arg(result.marks.size() - 1);
        }
    }
    return result;
}

RequestEditor::Validation RequestEditor::validate()
{
    const QByteArray bytes = text();
    const JsonEditor::Diagnostic diagnostic = m_edit->validateNow();   // shows it, too
    Validation validation;
    validation.sendable = diagnostic.acceptable;
    validation.message = m_validation->text();
    validation.errorByte = diagnostic.errorPosition;
    if (diagnostic.errorPosition >= 0)
        validation.errorOffset = QString::fromUtf8(bytes.left(diagnostic.errorPosition)).size();
    return validation;
}

void RequestEditor::showDiagnostic()
{
    const JsonEditor::Diagnostic &diagnostic = m_edit->diagnostic();
    QString message = diagnostic.message;
    if (!diagnostic.acceptable && isRaw() && m_edit->byteLength() > 0)
        message += QLatin1Char(' ') + tr("Raw mode: it will be sent exactly as it is.");
    m_validation->setText(message);
    // An empty editor has nothing to send (Ctrl+Return still says so, in the line above).
    m_send->setEnabled(m_edit->byteLength() > 0);
    // The controls follow ids typed by hand; a large text is data, not a request to edit.
    m_controls->setEnabled(!m_edit->isLargeDocument());
    if (!m_edit->isLargeDocument()) {
        m_controls->follow(text(), m_setId);
    }
}

void RequestEditor::applyId(const QByteArray &idText)
{
    if (m_edit->isLargeDocument())
        return;
    QString error;
    const QByteArray current = text();
    if (current.trimmed().isEmpty())
        return;   // nothing to give an id to yet: the empty text says what to do
    QByteArray rewritten;
    if (idText.isNull()) {
        rewritten = JsonSplice::removeMember(current, idPath(), &error);
        m_beforeNotification = current;
        m_asNotification = rewritten;
    } else if (current == m_asNotification && JsonSplice::memberText(m_beforeNotification, idPath()) == idText) {
        // Untouched since "Notification" was ticked: the id goes back where it stood.
        rewritten = m_beforeNotification;
    } else {
        rewritten = JsonSplice::setMember(current, idPath(), idText, &error);
    }
    if (!idText.isNull())
        m_beforeNotification = m_asNotification = QByteArray();
    if (rewritten.isNull()) {
        m_validation->setText(tr("The id was not changed: %1").arg(error));
        return;
    }
    m_setId = JsonSplice::memberText(rewritten, idPath());
    m_edit->replaceBytes(rewritten);
    validate();
}

void RequestEditor::requestSend()
{
    if (!isRaw() && !m_edit->isLargeDocument()) {
        const QByteArray id = m_controls->takeIdForSending();
        if (!id.isEmpty())
            applyId(id);
    }
    emit sendRequested();
}

bool RequestEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        // Ctrl+Return normally reaches the window's Send action as a shortcut; this covers
        // a window that is not active (shortcuts are matched only in the active window).
        if (enter && (key->modifiers() & Qt::ControlModifier)) {
            requestSend();
            return true;
        }
        // Escape first closes an open completion list.
        if (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier && !m_edit->isListActive()) {
            emit cancelRequested();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace RpcScope
