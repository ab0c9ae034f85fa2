#include "ui/composer/composerpanel.h"

#include "lib/discovery/methodinfo.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonsplice.h"
#include "lib/json/jsonwriter.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/requesteditor.h"
#include "ui/composer/schemaform.h"

#include <QHBoxLayout>
#include <QSettings>
#include <QTimer>

namespace RpcScope {

namespace {

constexpr char kViewKey[] = "Composer/view";

/// Leading spaces of the line \a offset is on.
QByteArray indentAt(const QByteArray &text, qsizetype offset)
{
    const qsizetype lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    qsizetype end = lineStart;
    while (end < text.size() && (text.at(end) == ' ' || text.at(end) == '\t'))
        ++end;
    return text.mid(lineStart, end - lineStart);
}

/// \a compactValue laid out to fit \a text at \a path: on one line in a one-line request,
/// else pretty-printed and indented like the member it replaces.
QByteArray formatFor(const QByteArray &text, const QStringList &path, const QByteArray &compactValue)
{
    if (!text.contains('\n'))
        return compactValue;
    const JsonDocument doc = JsonDocument::parse(text);
    const JsonDocument value = JsonDocument::parse(compactValue);
    if (!doc.isValid() || !value.isValid())
        return compactValue;
    // Indented like the member it replaces, or like the members of the object it joins.
    int node = 0;
    int keyNode = -1;
    bool found = true;
    for (const QString &key : path) {
        const int member = doc.type(node) == JsonDocument::Type::Object ? doc.member(node, key) : -1;
        if (member < 0) {
            found = false;
            break;
        }
        node = member;
    }
    if (found)
        keyNode = doc.keyNode(node);
    else if (doc.type(node) == JsonDocument::Type::Object && doc.firstChild(node) >= 0)
        keyNode = doc.keyNode(doc.firstChild(node));
    QByteArray indent;
    if (keyNode >= 0)
        indent = indentAt(text, doc.raw(keyNode).data() - text.constData());
    QByteArray pretty = JsonWriter::prettyPrint(value, 0, 2);
    return pretty.replace("\n", QByteArray("\n" + indent));
}

} // namespace

ComposerPanel::ComposerPanel(RequestEditor *editor, QWidget *parent)
    : QWidget(parent), m_editor(editor), m_form(new SchemaForm(this)),
      m_sync(new QTimer(this))
{
    // The form and the JSON are two views of one request in one area (Form | JSON at the
    // top), so the answer beside them keeps its share of the width. The choice is kept.
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_editor);
    m_form->setObjectName(QStringLiteral("schemaForm"));
    m_editor->setFormView(m_form);
    m_editor->showForm(QSettings().value(QLatin1String(kViewKey)).toString() == u"form");
    connect(m_editor, &RequestEditor::viewChanged, this, [](bool form) {
        QSettings().setValue(QLatin1String(kViewKey), form ? QStringLiteral("form") : QStringLiteral("json"));
    });

    m_sync->setSingleShot(true);
    m_sync->setInterval(SyncDelayMs);
    connect(m_sync, &QTimer::timeout, this, &ComposerPanel::readParams);
    connect(m_editor->textEdit(), &QsciScintilla::textChanged, this, &ComposerPanel::textChanged);
    connect(m_form, &SchemaForm::paramsEdited, this, &ComposerPanel::writeParams);
}

void ComposerPanel::setMethod(const MethodInfo &method, const QByteArray &rootDocument)
{
    m_form->setMethod(method, rootDocument);
    m_lastWritten.clear();
    readParams();
}

QStringList ComposerPanel::paramsPath() const
{
    return QStringList{QStringLiteral("params")} + m_form->valuePath();
}

void ComposerPanel::textChanged()
{
    if (!m_writing)
        m_sync->start();
}

void ComposerPanel::writeParams(const QByteArray &paramsJson)
{
    const QByteArray text = m_editor->text();
    const QStringList path = paramsPath();
    QString error;
    const QByteArray changed = JsonSplice::setMember(text, path, formatFor(text, path, paramsJson), &error);
    if (changed.isNull()) {
        m_form->markOutOfSync(tr("the request text is not a JSON object (%1).").arg(error));
        return;
    }
    if (changed == text)
        return;
    // Only the bytes that differ change: one undo step, caret, folds and scroll stay.
    m_writing = true;
    m_editor->textEdit()->replaceBytes(changed);
    m_writing = false;
    m_lastWritten = changed;
    m_sync->stop();
}

void ComposerPanel::readParams()
{
    const QByteArray text = m_editor->text();
    if (!m_lastWritten.isNull() && text == m_lastWritten)
        return;   // the form's own edit coming back
    m_lastWritten.clear();
    if (text.size() > MaxSyncedText) {
        m_form->markOutOfSync(tr("the request is too large for the form."));
        return;
    }
    if (text.trimmed().isEmpty()) {
        m_form->setParamsText({});
        return;
    }
    const JsonDocument doc = JsonDocument::parse(text);
    if (!doc.isValid()) {
        m_form->markOutOfSync(tr("the request text is not valid JSON (%1).").arg(doc.error().message));
        return;
    }
    if (doc.type(0) != JsonDocument::Type::Object) {
        m_form->markOutOfSync(tr("the request text is not one JSON object."));
        return;
    }
    m_form->setParamsText(JsonSplice::memberText(text, paramsPath()));
}

} // namespace RpcScope
