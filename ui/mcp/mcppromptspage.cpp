#include "ui/mcp/mcppromptspage.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "ui/mcp/mcpargumentcompleter.h"
#include "ui/mcp/mcpcachehint.h"
#include "ui/mcp/mcpcontentview.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace RpcScope {

McpPromptsPage::McpPromptsPage(QWidget *parent)
    : QWidget(parent)
{
    m_prompts = new QListWidget(this);
    m_prompts->setObjectName(QStringLiteral("mcpPromptList"));
    m_description = new QLabel(this);
    m_description->setWordWrap(true);
    m_description->setTextFormat(Qt::PlainText);
    m_fields = new QWidget(this);
    m_fieldsLayout = new QFormLayout(m_fields);
    m_fieldsLayout->setContentsMargins(0, 0, 0, 0);
    m_get = new QPushButton(tr("Get"), this);
    m_get->setDefault(true);
    m_save = new QPushButton(tr("Save to Collection"), this);
    m_save->setObjectName(QStringLiteral("mcpSavePrompt"));
    m_save->setToolTip(tr("Save prompts/get of this prompt, with these arguments, as an MCP request of the open collection"));
    m_content = new McpContentView(this);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_save);
    buttons->addStretch(1);
    buttons->addWidget(m_get);
    auto *middle = new QWidget(this);
    auto *middleLayout = new QVBoxLayout(middle);
    middleLayout->setContentsMargins(0, 0, 0, 0);
    middleLayout->addWidget(m_description);
    middleLayout->addWidget(m_fields);
    middleLayout->addLayout(buttons);
    middleLayout->addStretch(1);

    auto *listColumn = new QWidget(this);
    auto *listLayout = new QVBoxLayout(listColumn);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->setSpacing(4);
    listLayout->addWidget(m_prompts, 1);
    m_cacheHint = new McpCacheHint(listColumn);
    listLayout->addWidget(m_cacheHint);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setChildrenCollapsible(false);
    split->addWidget(listColumn);
    split->addWidget(middle);
    split->addWidget(m_content);
    split->setSizes({200, 300, 460});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(split);

    connect(m_prompts, &QListWidget::currentRowChanged, this, &McpPromptsPage::onPromptChosen);
    connect(m_get, &QPushButton::clicked, this, &McpPromptsPage::getPrompt);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const McpListEntry *entry = currentEntry();
        if (!entry)
            return;
        JsonBuilder params(0);
        params.beginObject().key(u"name").value(entry->name);
        const QByteArray arguments = argumentsText();
        if (!arguments.isEmpty())
            params.key(u"arguments").raw(arguments);
        params.endObject();
        emit saveRequested(QStringLiteral("prompts/get"), params.text());
    });
    setConnection(nullptr);
}

void McpPromptsPage::setConnection(McpConnection *connection)
{
    for (const QMetaObject::Connection &wire : std::as_const(m_wires))
        disconnect(wire);
    m_wires.clear();
    m_connection = connection;
    m_content->clear();
    setEnabled(connection != nullptr);
    if (connection) {
        m_wires.append(connect(connection, &McpConnection::listChanged, this, [this](McpConnection::List which) {
            if (which == McpConnection::List::Prompts)
                showPrompts();
        }));
    }
    showPrompts();
}

void McpPromptsPage::showPrompts()
{
    const QString current = m_prompts->currentItem() ? m_prompts->currentItem()->text() : QString();
    m_prompts->clear();
    m_cacheHint->hide();
    if (m_connection) {
        const McpList &list = m_connection->list(McpConnection::List::Prompts);
        m_cacheHint->setList(list, tr("The prompt list"));
        for (const McpListEntry &entry : list.entries)
            new QListWidgetItem(entry.name, m_prompts);
        if (!list.ok())
            m_description->setText(list.error);
    }
    if (current.isEmpty() || !selectPrompt(current))
        onPromptChosen();
}

bool McpPromptsPage::selectPrompt(const QString &name)
{
    const QList<QListWidgetItem *> found = m_prompts->findItems(name, Qt::MatchExactly);
    if (found.isEmpty())
        return false;
    m_prompts->setCurrentItem(found.first());
    return true;
}

const McpListEntry *McpPromptsPage::currentEntry() const
{
    const int row = m_prompts->currentRow();
    if (!m_connection || row < 0)
        return nullptr;
    const McpList &list = m_connection->list(McpConnection::List::Prompts);
    return row < list.entries.size() ? &list.entries.at(row) : nullptr;
}

QLineEdit *McpPromptsPage::argumentField(const QString &name) const
{
    for (QLineEdit *field : m_arguments) {
        if (field->objectName() == name)
            return field;
    }
    return nullptr;
}

void McpPromptsPage::onPromptChosen()
{
    while (m_fieldsLayout->rowCount() > 0)
        m_fieldsLayout->removeRow(0);
    m_arguments.clear();
    const McpListEntry *entry = currentEntry();
    m_get->setEnabled(entry != nullptr);
    m_save->setEnabled(entry != nullptr);
    if (!entry) {
        m_description->setText(m_connection ? tr("Choose a prompt.") : tr("This endpoint has no MCP session."));
        return;
    }
    const QString title = entry->title.isEmpty() ? entry->name : entry->title;
    m_description->setText(entry->description.isEmpty() ? title : title + QLatin1Char('\n') + entry->description);
    // Prompt arguments are named strings, not a JSON schema: one line each.
    const JsonDocument doc = JsonDocument::parse(entry->json);
    const int arguments = doc.isValid() ? doc.member(0, u"arguments") : -1;
    if (arguments < 0 || doc.type(arguments) != JsonDocument::Type::Array) {
        m_fieldsLayout->addRow(new QLabel(tr("This prompt takes no arguments."), m_fields));
        return;
    }
    for (int node = doc.firstChild(arguments); node >= 0; node = doc.nextSibling(node)) {
        const QString name = doc.memberString(node, u"name");
        if (name.isEmpty())
            continue;
        const bool required = doc.type(doc.member(node, u"required")) == JsonDocument::Type::True;
        auto *field = new QLineEdit(m_fields);
        field->setObjectName(name);
        field->setProperty("required", required);
        field->setPlaceholderText(required ? tr("required") : tr("optional"));
        field->setToolTip(doc.memberString(node, u"description"));
        connect(field, &QLineEdit::returnPressed, this, &McpPromptsPage::getPrompt);
        // completion/complete: the server's values for what is typed so far.
        new McpArgumentCompleter(
            field, name, [this] { return promptReference(); }, [this] { return m_connection.data(); },
            [this, field] { return McpArgumentCompleter::otherValues(m_arguments, field); });
        m_fieldsLayout->addRow(required ? tr("%1 *").arg(name) : name, field);
        m_arguments.append(field);
    }
}

QStringList McpPromptsPage::completions(const QString &name) const
{
    const McpArgumentCompleter *completer = McpArgumentCompleter::of(argumentField(name));
    return completer ? completer->values() : QStringList();
}

QByteArray McpPromptsPage::promptReference() const
{
    const McpListEntry *entry = currentEntry();
    if (!entry)
        return {};
    JsonBuilder ref(0);
    ref.beginObject().key(u"type").value("ref/prompt").key(u"name").value(entry->name).endObject();
    return ref.text();
}

QByteArray McpPromptsPage::argumentsText() const
{
    JsonBuilder arguments(0);
    arguments.beginObject();
    bool any = false;
    for (QLineEdit *field : std::as_const(m_arguments)) {
        // An empty optional argument is left out; an empty required one is sent, for the server to judge.
        if (field->text().isEmpty() && !field->property("required").toBool())
            continue;
        arguments.key(field->objectName()).value(field->text());
        any = true;
    }
    arguments.endObject();
    return any ? arguments.text() : QByteArray();
}

void McpPromptsPage::getPrompt()
{
    const McpListEntry *entry = currentEntry();
    if (!entry || !m_connection)
        return;
    const QString name = entry->name;
    m_content->clear();
    m_content->showHeading(tr("Getting %1…").arg(name));
    const QPointer<McpPromptsPage> self(this);
    const QPointer<McpConnection> connection = m_connection;
    m_connection->features()->getPrompt(name, argumentsText(),
                                        [self, connection, name](const McpReply &reply) {
        if (!self || self->m_connection != connection)
            return;
        McpContentView *view = self->m_content;
        view->clear();
        if (!reply.ok()) {
            view->showHeading(tr("Getting %1 failed: %2").arg(name, reply.error), true);
            return;
        }
        const JsonDocument &doc = reply.document();
        const QString description = doc.memberString(reply.resultNode, u"description");
        view->showHeading(description.isEmpty() ? name : tr("%1: %2").arg(name, description));
        const int messages = doc.member(reply.resultNode, u"messages");
        QList<McpContent> items;
        QStringList roles;
        if (messages >= 0 && doc.type(messages) == JsonDocument::Type::Array) {
            for (int node = doc.firstChild(messages); node >= 0; node = doc.nextSibling(node)) {
                const int content = doc.member(node, u"content");
                if (content < 0)
                    continue;
                items.append(ToolResult::readItem(doc, content));
                roles.append(doc.memberString(node, u"role"));
            }
        }
        view->showItems(items, roles);
    });
}

} // namespace RpcScope
