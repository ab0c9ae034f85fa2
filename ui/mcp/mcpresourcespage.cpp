#include "ui/mcp/mcpresourcespage.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/mcp/uritemplate.h"
#include "ui/mcp/mcpargumentcompleter.h"
#include "ui/common/theme.h"
#include "ui/mcp/mcpcachehint.h"
#include "ui/mcp/mcpcontentview.h"

#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace RpcScope {

namespace {
constexpr int kUriRole = Qt::UserRole;
constexpr int kTemplateRole = Qt::UserRole + 1;
constexpr int kMaxUpdates = 500;
} // namespace

McpResourcesPage::McpResourcesPage(QWidget *parent)
    : QWidget(parent)
{
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("mcpResourceTree"));
    m_tree->setHeaderLabels({tr("Name"), tr("URI")});
    m_tree->header()->setStretchLastSection(true);
    m_tree->setColumnWidth(0, 180);
    m_resources = new QTreeWidgetItem(m_tree, {tr("Resources")});
    m_templates = new QTreeWidgetItem(m_tree, {tr("Templates")});
    for (QTreeWidgetItem *group : {m_resources, m_templates}) {
        group->setFlags(Qt::ItemIsEnabled);
        group->setExpanded(true);
    }
    m_uri = new QLineEdit(this);
    m_uri->setPlaceholderText(tr("URI to read (fill in a template's {variables})"));
    m_variables = new QWidget(this);
    m_variables->setObjectName(QStringLiteral("mcpTemplateVariables"));
    m_variablesLayout = new QFormLayout(m_variables);
    m_variablesLayout->setContentsMargins(0, 0, 0, 0);
    m_variables->hide();
    m_read = new QPushButton(tr("Read"), this);
    m_subscribe = new QPushButton(tr("Subscribe"), this);
    m_subscribe->setToolTip(tr("Ask the server for notifications/resources/updated about this URI"));
    m_save = new QPushButton(tr("Save to Collection"), this);
    m_save->setObjectName(QStringLiteral("mcpSaveRead"));
    m_save->setToolTip(tr("Save resources/read of this URI as an MCP request of the open collection"));
    m_updates = new QListWidget(this);
    m_updates->setObjectName(QStringLiteral("mcpResourceUpdates"));
    m_updates->setToolTip(tr("notifications/resources/updated, newest first"));
    m_content = new McpContentView(this);

    auto *uriRow = new QHBoxLayout;
    uriRow->addWidget(m_uri, 1);
    uriRow->addWidget(m_read);
    uriRow->addWidget(m_subscribe);
    uriRow->addWidget(m_save);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(uriRow);
    rightLayout->addWidget(m_variables);
    rightLayout->addWidget(m_content, 1);
    rightLayout->addWidget(new QLabel(tr("Updates"), right));
    rightLayout->addWidget(m_updates);
    m_updates->setMaximumHeight(110);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setChildrenCollapsible(false);
    split->addWidget(m_tree);
    split->addWidget(right);
    split->setSizes({360, 600});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(split);

    connect(m_tree, &QTreeWidget::currentItemChanged, this, &McpResourcesPage::onChosen);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this] { read(); });
    connect(m_uri, &QLineEdit::returnPressed, this, &McpResourcesPage::read);
    connect(m_uri, &QLineEdit::textChanged, this, &McpResourcesPage::updateButtons);
    // Typed into by hand: the URI is the user's now, not the fields'.
    connect(m_uri, &QLineEdit::textEdited, this, [this] { showVariables({}); });
    connect(m_read, &QPushButton::clicked, this, &McpResourcesPage::read);
    connect(m_subscribe, &QPushButton::clicked, this, &McpResourcesPage::toggleSubscription);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString uri = readUri();
        if (uri.isEmpty())
            return;
        JsonBuilder params(0);
        params.beginObject().key(u"uri").value(uri).endObject();
        emit saveRequested(QStringLiteral("resources/read"), params.text());
    });
    setConnection(nullptr);
}

void McpResourcesPage::setConnection(McpConnection *connection)
{
    for (const QMetaObject::Connection &wire : std::as_const(m_wires))
        disconnect(wire);
    m_wires.clear();
    m_connection = connection;
    m_subscribed.clear();
    m_updates->clear();
    m_content->clear();
    showVariables({});
    setEnabled(connection != nullptr);
    if (connection) {
        m_wires.append(connect(connection, &McpConnection::listChanged, this, [this](McpConnection::List which) {
            if (which == McpConnection::List::Resources || which == McpConnection::List::Templates)
                showLists();
        }));
        m_wires.append(connect(connection->session(), &McpSession::resourceUpdated, this, [this](const QString &uri) {
            m_updates->insertItem(0, tr("%1  %2").arg(QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss.zzz")), uri));
            while (m_updates->count() > kMaxUpdates)
                delete m_updates->takeItem(m_updates->count() - 1);
        }));
    }
    showLists();
}

void McpResourcesPage::showLists()
{
    const QString current = m_tree->currentItem() ? m_tree->currentItem()->data(0, kUriRole).toString() : QString();
    qDeleteAll(m_resources->takeChildren());
    qDeleteAll(m_templates->takeChildren());
    m_resources->setText(1, {});
    m_templates->setText(1, {});
    if (m_connection) {
        const auto fill = [this](QTreeWidgetItem *group, const McpList &list, bool isTemplate) {
            for (const McpListEntry &entry : list.entries) {
                // The title, else the resource's required name (in its JSON), else its description.
                QString shown = entry.title;
                if (shown.isEmpty()) {
                    const JsonDocument doc = JsonDocument::parse(entry.json);
                    if (doc.isValid() && doc.type(0) == JsonDocument::Type::Object)
                        shown = doc.memberString(0, u"name");
                }
                if (shown.isEmpty())
                    shown = entry.description.section(u'\n', 0, 0);
                auto *item = new QTreeWidgetItem(group, {shown, entry.name});
                // McpListEntry::name is the URI (or URI template); the display name is in its JSON.
                item->setData(0, kUriRole, entry.name);
                item->setData(0, kTemplateRole, isTemplate);
                item->setToolTip(0, entry.description);
                item->setToolTip(1, entry.name);
            }
            if (!list.ok())
                new QTreeWidgetItem(group, {list.error});
            // The group's second column holds what the server says about keeping the list.
            group->setText(1, McpCacheHint::describe(isTemplate ? tr("The template list") : tr("The resource list"),
                                                     list.ttlMs, list.cacheScope));
            group->setForeground(1, Theme::color(Theme::Role::Muted));
        };
        fill(m_resources, m_connection->list(McpConnection::List::Resources), false);
        fill(m_templates, m_connection->list(McpConnection::List::Templates), true);
    }
    m_resources->setText(0, tr("Resources (%1)").arg(m_resources->childCount()));
    m_templates->setText(0, tr("Templates (%1)").arg(m_templates->childCount()));
    if (!current.isEmpty())
        selectResource(current);
    updateButtons();
}

bool McpResourcesPage::selectResource(const QString &uri)
{
    for (QTreeWidgetItem *group : {m_resources, m_templates}) {
        for (int i = 0; i < group->childCount(); ++i) {
            if (group->child(i)->data(0, kUriRole).toString() == uri) {
                m_tree->setCurrentItem(group->child(i));
                return true;
            }
        }
    }
    return false;
}

void McpResourcesPage::onChosen(QTreeWidgetItem *item)
{
    if (!item || item->data(0, kUriRole).isNull())
        return;
    const QString uri = item->data(0, kUriRole).toString();
    m_uri->setText(uri);
    const bool isTemplate = item->data(0, kTemplateRole).toBool() && UriTemplate::isTemplate(uri);
    showVariables(isTemplate ? uri : QString());
    if (isTemplate)
        fillUri();   // the same template chosen again keeps what its fields hold
    if (isTemplate) {
        // Select the first {variable} too, so typing over it in the URI works as well.
        const qsizetype open = uri.indexOf(u'{');
        const qsizetype close = uri.indexOf(u'}', open);
        if (open >= 0 && close > open)
            m_uri->setSelection(int(open), int(close - open + 1));
    }
    updateButtons();
}

void McpResourcesPage::showVariables(const QString &uriTemplate)
{
    if (uriTemplate == m_template && (uriTemplate.isEmpty() || !m_variableFields.isEmpty()))
        return;
    while (m_variablesLayout->rowCount() > 0)
        m_variablesLayout->removeRow(0);
    m_variableFields.clear();
    m_template = uriTemplate;
    const QStringList names = UriTemplate::variables(uriTemplate);
    for (const QString &name : names) {
        auto *field = new QLineEdit(m_variables);
        field->setObjectName(name);
        field->setPlaceholderText(tr("value of {%1}").arg(name));
        connect(field, &QLineEdit::textEdited, this, &McpResourcesPage::fillUri);
        connect(field, &QLineEdit::returnPressed, this, &McpResourcesPage::read);
        // completion/complete: the server's values for the variable, for this template.
        new McpArgumentCompleter(
            field, name,
            [this] {
                if (m_template.isEmpty())
                    return QByteArray();
                JsonBuilder ref(0);
                ref.beginObject().key(u"type").value("ref/resource").key(u"uri").value(m_template).endObject();
                return ref.text();
            },
            [this] { return m_connection.data(); },
            [this, field] { return McpArgumentCompleter::otherValues(m_variableFields, field); });
        m_variablesLayout->addRow(name, field);
        m_variableFields.append(field);
    }
    m_variables->setVisible(!m_variableFields.isEmpty());
}

QHash<QString, QString> McpResourcesPage::variableValues() const
{
    QHash<QString, QString> values;
    for (const QLineEdit *field : m_variableFields)
        values.insert(field->objectName(), field->text());
    return values;
}

void McpResourcesPage::fillUri()
{
    // Unfilled expressions stay visible in the field; read() leaves them out.
    m_uri->setText(UriTemplate::expand(m_template, variableValues()));
}

QLineEdit *McpResourcesPage::variableField(const QString &name) const
{
    for (QLineEdit *field : m_variableFields) {
        if (field->objectName() == name)
            return field;
    }
    return nullptr;
}

QStringList McpResourcesPage::completions(const QString &name) const
{
    const McpArgumentCompleter *completer = McpArgumentCompleter::of(variableField(name));
    return completer ? completer->values() : QStringList();
}

void McpResourcesPage::updateButtons()
{
    const QString uri = m_uri->text().trimmed();
    m_read->setEnabled(m_connection && !uri.isEmpty());
    m_save->setEnabled(m_connection && !uri.isEmpty());
    bool canSubscribe = false;
    if (m_connection && !uri.isEmpty()) {
        // capabilities.resources.subscribe: true
        const JsonDocument caps = JsonDocument::parse(m_connection->session()->server().capabilitiesText);
        const int resources = caps.isValid() ? caps.member(0, u"resources") : -1;
        const int subscribe = resources >= 0 ? caps.member(resources, u"subscribe") : -1;
        canSubscribe = subscribe >= 0 && caps.type(subscribe) == JsonDocument::Type::True;
    }
    m_subscribe->setEnabled(canSubscribe);
    m_subscribe->setText(m_subscribed.contains(uri) ? tr("Unsubscribe") : tr("Subscribe"));
}

QString McpResourcesPage::readUri() const
{
    // From a template's fields: what the server gets has no unfilled {expression} left.
    return m_template.isEmpty() ? m_uri->text().trimmed()
                                : UriTemplate::expand(m_template, variableValues(), UriTemplate::Unfilled::Drop);
}

void McpResourcesPage::read()
{
    const QString uri = readUri();
    if (!m_connection || uri.isEmpty())
        return;
    m_content->clear();
    m_content->showHeading(tr("Reading %1…").arg(uri));
    const QPointer<McpResourcesPage> self(this);
    const QPointer<McpConnection> connection = m_connection;
    const int serial = ++m_readSerial;
    m_connection->features()->readResource(uri, [self, connection, uri, serial](const McpReply &reply) {
        if (!self || self->m_connection != connection || self->m_readSerial != serial)
            return;   // another read (or another server) since
        McpContentView *view = self->m_content;
        view->clear();
        if (!reply.ok()) {
            view->showHeading(tr("Reading %1 failed: %2").arg(uri, reply.error), true);
            return;
        }
        const JsonDocument &doc = reply.document();
        const int contents = doc.member(reply.resultNode, u"contents");
        QList<McpContent> items;
        if (contents >= 0 && doc.type(contents) == JsonDocument::Type::Array) {
            for (int node = doc.firstChild(contents); node >= 0; node = doc.nextSibling(node))
                items.append(ToolResult::readItem(doc, node));
        }
        view->showHeading(tr("%1: %n item(s)", nullptr, int(items.size())).arg(uri));
        view->showItems(items);
    });
}

void McpResourcesPage::toggleSubscription()
{
    const QString uri = m_uri->text().trimmed();
    if (!m_connection || uri.isEmpty())
        return;
    const bool subscribe = !m_subscribed.contains(uri);
    const QPointer<McpResourcesPage> self(this);
    auto done = [self, uri, subscribe](const McpReply &reply) {
        if (!self)
            return;
        if (!reply.ok()) {
            self->m_content->showHeading(tr("%1 failed: %2").arg(subscribe ? tr("Subscribe") : tr("Unsubscribe"), reply.error),
                                         true);
            return;
        }
        if (subscribe)
            self->m_subscribed.insert(uri);
        else
            self->m_subscribed.remove(uri);
        self->updateButtons();
    };
    if (subscribe)
        m_connection->features()->subscribe(uri, done);
    else
        m_connection->features()->unsubscribe(uri, done);
}

} // namespace RpcScope
