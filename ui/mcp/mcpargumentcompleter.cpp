#include "ui/mcp/mcpargumentcompleter.h"

#include "lib/json/jsondocument.h"
#include "ui/mcp/mcpconnection.h"

#include <QCompleter>
#include <QLineEdit>
#include <QStringListModel>
#include <QTimer>

namespace RpcScope {

namespace {
constexpr int kCompletionDelayMs = 200;   // ask once typing pauses, not at every key
} // namespace

McpArgumentCompleter::McpArgumentCompleter(QLineEdit *field, const QString &argument,
                                           std::function<QByteArray()> reference,
                                           std::function<McpConnection *()> connection,
                                           std::function<McpFeatures::Arguments()> context)
    : QObject(field)
    , m_field(field)
    , m_argument(argument)
    , m_reference(std::move(reference))
    , m_connection(std::move(connection))
    , m_context(std::move(context))
{
    auto *completer = new QCompleter(new QStringListModel(field), field);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    field->setCompleter(completer);
    m_pause = new QTimer(this);
    m_pause->setSingleShot(true);
    m_pause->setInterval(kCompletionDelayMs);
    connect(m_pause, &QTimer::timeout, this, &McpArgumentCompleter::ask);
    connect(field, &QLineEdit::textEdited, m_pause, qOverload<>(&QTimer::start));
}

McpFeatures::Arguments McpArgumentCompleter::otherValues(const QList<QLineEdit *> &fields, const QLineEdit *except)
{
    McpFeatures::Arguments filled;
    for (const QLineEdit *field : fields) {
        if (field != except && !field->text().isEmpty())
            filled.append({field->objectName(), field->text()});
    }
    return filled;
}

McpArgumentCompleter *McpArgumentCompleter::of(const QLineEdit *field)
{
    return field ? field->findChild<McpArgumentCompleter *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

QStringList McpArgumentCompleter::values() const
{
    const auto *model = m_field && m_field->completer() ? qobject_cast<QStringListModel *>(m_field->completer()->model())
                                                        : nullptr;
    return model ? model->stringList() : QStringList();
}

void McpArgumentCompleter::ask()
{
    McpConnection *connection = m_connection ? m_connection() : nullptr;
    if (!m_field || !connection || !connection->session()->server().has(QStringLiteral("completions")))
        return;
    const QByteArray reference = m_reference ? m_reference() : QByteArray();
    if (reference.isEmpty())
        return;
    const QPointer<QLineEdit> target(m_field);
    const QString typed = m_field->text();
    const McpFeatures::Arguments context = m_context ? m_context() : McpFeatures::Arguments();
    connection->features()->complete(reference, m_argument, typed, context, [target, typed](const McpReply &reply) {
        if (!target || !reply.ok() || target->text() != typed)
            return;   // an answer to what is no longer typed
        const JsonDocument &doc = reply.document();
        const int completion = doc.member(reply.resultNode, u"completion");
        const int values = completion >= 0 ? doc.member(completion, u"values") : -1;
        QStringList offered;
        if (values >= 0 && doc.type(values) == JsonDocument::Type::Array) {
            for (int node = doc.firstChild(values); node >= 0; node = doc.nextSibling(node))
                offered.append(doc.string(node));
        }
        QCompleter *completer = target->completer();
        if (auto *model = completer ? qobject_cast<QStringListModel *>(completer->model()) : nullptr) {
            model->setStringList(offered);
            if (target->hasFocus() && !offered.isEmpty())
                completer->complete();
        }
    });
}

} // namespace RpcScope
