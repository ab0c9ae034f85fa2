#include "ui/mcp/mcpserverpanel.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/http/legacyssetransport.h"
#include "ui/common/jsonhighlighter.h"
#include "ui/common/theme.h"
#include "ui/mcp/mcplogpage.h"
#include "ui/mcp/mcppromptspage.h"
#include "ui/mcp/mcpresourcespage.h"
#include "ui/mcp/mcptaskspage.h"
#include "ui/mcp/mcptoolspage.h"

#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBrowser>

namespace RpcScope {

namespace {
QLabel *valueLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

/// The server's instructions as Markdown, with Qt's own renderer: plain text only, so no link
/// is followed and no image is fetched (an MCP server's text is outside input).
class InstructionsView final : public QTextBrowser
{
public:
    explicit InstructionsView(QWidget *parent)
        : QTextBrowser(parent)
    {
        setObjectName(QStringLiteral("mcpInstructions"));
        setOpenLinks(false);
        setOpenExternalLinks(false);
    }

    QVariant loadResource(int, const QUrl &) override { return {}; }
};

QPlainTextEdit *textBox(QWidget *parent)
{
    auto *box = new QPlainTextEdit(parent);
    box->setReadOnly(true);
    return box;
}
} // namespace

bool McpServerPanel::runPrimaryAction()
{
    if (currentWidget() == m_tools) {
        m_tools->call();
        return true;
    }
    if (currentWidget() == m_prompts) {
        m_prompts->getPrompt();
        return true;
    }
    if (currentWidget() == m_resources) {
        m_resources->read();
        return true;
    }
    return false;
}

McpServerPanel::McpServerPanel(QWidget *parent)
    : QTabWidget(parent)
{
    setObjectName(QStringLiteral("mcpServerPanel"));
    setDocumentMode(true);
    m_serverPage = new QWidget(this);
    m_state = valueLabel(m_serverPage);
    m_revision = valueLabel(m_serverPage);
    m_server = valueLabel(m_serverPage);
    m_sessionId = valueLabel(m_serverPage);
    m_stream = valueLabel(m_serverPage);
    m_capabilityNames = valueLabel(m_serverPage);
    m_capabilities = textBox(m_serverPage);
    new JsonHighlighter(m_capabilities->document());
    m_instructions = new InstructionsView(m_serverPage);
    auto *form = new QFormLayout(m_serverPage);
    form->addRow(tr("State:"), m_state);
    form->addRow(tr("Protocol revision:"), m_revision);
    form->addRow(tr("Server:"), m_server);
    form->addRow(tr("Mcp-Session-Id:"), m_sessionId);
    form->addRow(tr("Server stream:"), m_stream);
    form->addRow(tr("Capabilities:"), m_capabilityNames);
    form->addRow(QString(), m_capabilities);
    form->addRow(tr("Instructions:"), m_instructions);

    m_tools = new McpToolsPage(this);
    m_resources = new McpResourcesPage(this);
    m_prompts = new McpPromptsPage(this);
    m_log = new McpLogPage(this);
    m_taskPage = new McpTasksPage(this);
    addTab(m_serverPage, tr("Server"));
    addTab(m_tools, tr("Tools"));
    addTab(m_resources, tr("Resources"));
    addTab(m_prompts, tr("Prompts"));
    addTab(m_log, tr("Log"));
    addTab(m_taskPage, tr("Tasks"));
    connect(m_taskPage, &McpTasksPage::exchangeChosen, this, &McpServerPanel::exchangeChosen);
    connect(m_taskPage, &McpTasksPage::countChanged, this, &McpServerPanel::updateTabTitles);
    connect(m_tools, &McpToolsPage::exchangeChosen, this, &McpServerPanel::exchangeChosen);
    connect(m_tools, &McpToolsPage::saveRequested, this, &McpServerPanel::saveRequested);
    connect(m_resources, &McpResourcesPage::saveRequested, this, &McpServerPanel::saveRequested);
    connect(m_prompts, &McpPromptsPage::saveRequested, this, &McpServerPanel::saveRequested);
    setConnection(nullptr);
}

void McpServerPanel::setConnection(McpConnection *connection)
{
    for (const QMetaObject::Connection &wire : std::as_const(m_wires))
        disconnect(wire);
    m_wires.clear();
    m_connection = connection;
    m_tools->setConnection(connection);
    m_resources->setConnection(connection);
    m_prompts->setConnection(connection);
    m_log->setConnection(connection);
    m_taskPage->setConnection(connection);
    if (connection) {
        m_wires.append(connect(connection, &McpConnection::opened, this, &McpServerPanel::showServer));
        m_wires.append(connect(connection, &McpConnection::failed, this, &McpServerPanel::showServer));
        m_wires.append(connect(connection, &McpConnection::listChanged, this, &McpServerPanel::updateTabTitles));
        m_wires.append(connect(connection->session(), &McpSession::reinitialized, this, &McpServerPanel::showServer));
        m_wires.append(connect(connection->session(), &McpSession::closed, this, &McpServerPanel::showServer));
        m_wires.append(connect(connection->session(), &McpSession::listeningChanged, this, &McpServerPanel::showServer));
    }
    showServer();
    updateTabTitles();
}

QString McpServerPanel::listeningText(const McpSession::Listening &listening)
{
    if (!listening.ended.isEmpty() && listening.reopenInMs > 0) {
        return listening.ended + u' '
            + tr("Listening again in %n second(s).", nullptr, qMax(1, (listening.reopenInMs + 500) / 1000));
    }
    if (!listening.ended.isEmpty())
        return listening.ended;
    if (!listening.open)
        return tr("none: the server offers no list changes to listen for");
    if (listening.honoured.isEmpty())
        return tr("subscriptions/listen sent, not acknowledged yet");
    // What the server agreed to send, in words.
    const JsonDocument filter = JsonDocument::parse(listening.honoured);
    QStringList kinds;
    const auto on = [&filter](QStringView flag) {
        const int node = filter.isValid() ? filter.member(0, flag) : -1;
        return node >= 0 && filter.type(node) == JsonDocument::Type::True;
    };
    if (on(u"toolsListChanged"))
        kinds.append(tr("tool list"));
    if (on(u"promptsListChanged"))
        kinds.append(tr("prompt list"));
    if (on(u"resourcesListChanged"))
        kinds.append(tr("resource list"));
    const int uris = filter.isValid() ? filter.member(0, u"resourceSubscriptions") : -1;
    if (uris >= 0 && filter.childCount(uris) > 0)
        kinds.append(tr("%n subscribed resource(s)", nullptr, filter.childCount(uris)));
    QString text = kinds.isEmpty() ? tr("subscriptions/listen: the server took none of it")
                                   : tr("subscriptions/listen: %1").arg(kinds.join(QStringLiteral(", ")));
    if (filter.isValid() && JsonWriter::compact(filter) != listening.asked)
        text += u' ' + tr("(asked for %1)").arg(QString::fromUtf8(listening.asked));
    return text;
}

void McpServerPanel::showServer()
{
    QPalette palette = m_state->palette();
    palette.setColor(QPalette::WindowText, this->palette().color(QPalette::WindowText));
    const McpSession *session = m_connection ? m_connection->session() : nullptr;
    if (!session) {
        m_state->setText(tr("This endpoint has no MCP session: discovery did not find an MCP server."));
        for (QLabel *label : {m_revision, m_server, m_sessionId, m_stream, m_capabilityNames})
            label->clear();
        m_capabilities->clear();
        m_instructions->clear();
        m_state->setPalette(palette);
        return;
    }
    switch (session->state()) {
    case McpSession::State::Idle:
    case McpSession::State::Initializing: m_state->setText(tr("Initializing…")); break;
    case McpSession::State::Ready:
        m_state->setText(session->reinitializations() > 0
                             ? tr("Ready (the server ended the session %n time(s); a new one was made)", nullptr,
                                  session->reinitializations())
                             : tr("Ready"));
        break;
    case McpSession::State::Failed:
        m_state->setText(tr("Failed: %1").arg(session->failure()));
        palette.setColor(QPalette::WindowText, Theme::color(Theme::Role::Failure, palette));
        break;
    case McpSession::State::Closing: m_state->setText(tr("Closing…")); break;
    case McpSession::State::Closed: m_state->setText(tr("Closed")); break;
    }
    m_state->setPalette(palette);
    const McpServerInfo &server = session->server();
    if (server.protocolVersion.isEmpty())
        m_revision->setText(tr("asked for %1").arg(session->askedVersion()));
    else if (session->isModern())
        m_revision->setText(tr("%1, stateless (no handshake: every request carries it)").arg(server.protocolVersion));
    else if (server.protocolVersion == session->askedVersion())
        m_revision->setText(tr("%1 (asked for %2, the server agreed)").arg(server.protocolVersion, session->askedVersion()));
    else
        m_revision->setText(tr("%1 (asked for %2, the server answered with another)").arg(server.protocolVersion,
                                                                                          session->askedVersion()));
    // How the revision was agreed: the discovery, a retry, a fallback to the handshake.
    m_revision->setToolTip(session->negotiation());
    QString name = server.name;
    if (!server.title.isEmpty())
        name = tr("%1 (%2)").arg(server.title, server.name);
    if (!server.version.isEmpty())
        name = tr("%1, version %2").arg(name, server.version);
    m_server->setText(name);
    // Only Streamable HTTP has a session id and an optional GET stream; HTTP+SSE is one stream.
    const Transport::Kind kind = session->client()->transport()->kind();
    if (kind == Transport::Kind::Http) {
        m_sessionId->setText(session->sessionId().isEmpty() ? tr("none: the server keeps no session")
                                                            : QString::fromLatin1(session->sessionId()));
        m_stream->setText(session->isModern() ? listeningText(session->listening())
                          : session->serverStreamOpen() ? tr("open (GET): the server can send outside any request")
                                                        : tr("not open"));
    } else if (kind == Transport::Kind::HttpSse) {
        // The server names the session in the address the endpoint event gave for messages.
        const auto *sse = qobject_cast<const LegacySseTransport *>(session->client()->transport());
        const QUrl messages = sse ? sse->messageUrl() : QUrl();
        m_sessionId->setText(messages.isEmpty() ? tr("none (HTTP+SSE: the event stream is the session)")
                                                : tr("the event stream's; messages go to %1").arg(messages.toDisplayString(QUrl::RemovePassword)));
        m_stream->setText(tr("the event stream (HTTP+SSE) carries every answer"));
    } else if (session->isModern()) {
        m_sessionId->setText(tr("none: the server keeps no session"));
        m_stream->setText(listeningText(session->listening()));
    } else {
        const QString transport = kind == Transport::Kind::Stdio    ? QStringLiteral("stdio")
                                  : kind == Transport::Kind::Socket ? tr("socket")
                                                                    : QStringLiteral("WebSocket");
        m_sessionId->setText(tr("none (%1)").arg(transport));
        m_stream->setText(tr("not used (%1)").arg(transport));
    }
    m_capabilityNames->setText(server.capabilities.join(QStringLiteral(", ")));
    const JsonDocument capabilities = JsonDocument::parse(server.capabilitiesText);
    m_capabilities->setPlainText(capabilities.isValid() ? QString::fromUtf8(JsonWriter::prettyPrint(capabilities))
                                                        : QString::fromUtf8(server.capabilitiesText));
    if (server.instructions.isEmpty())
        m_instructions->setPlainText(tr("(none)"));
    else
        m_instructions->setMarkdown(server.instructions);
}

void McpServerPanel::updateTabTitles()
{
    const auto count = [this](McpConnection::List which) {
        return m_connection ? int(m_connection->list(which).entries.size()) : 0;
    };
    setTabText(ToolsTab, tr("Tools (%1)").arg(count(McpConnection::List::Tools)));
    setTabText(ResourcesTab,
               tr("Resources (%1)").arg(count(McpConnection::List::Resources) + count(McpConnection::List::Templates)));
    setTabText(PromptsTab, tr("Prompts (%1)").arg(count(McpConnection::List::Prompts)));
    // Tasks: how many are still running, once there is one.
    const int running = m_taskPage->runningCount();
    setTabText(TasksTab, running > 0 ? tr("Tasks (%1 running)").arg(running) : tr("Tasks"));
    // The stream opens a moment after ready: show it once the lists are in.
    showServer();
}

QString McpServerPanel::serverSummary() const
{
    QStringList lines;
    const auto *form = qobject_cast<QFormLayout *>(m_serverPage->layout());
    for (int row = 0; row < form->rowCount(); ++row) {
        auto *label = qobject_cast<QLabel *>(form->itemAt(row, QFormLayout::LabelRole)
                                                 ? form->itemAt(row, QFormLayout::LabelRole)->widget()
                                                 : nullptr);
        QWidget *field = form->itemAt(row, QFormLayout::FieldRole) ? form->itemAt(row, QFormLayout::FieldRole)->widget()
                                                                    : nullptr;
        QString value;
        if (auto *text = qobject_cast<QLabel *>(field))
            value = text->text();
        else if (auto *box = qobject_cast<QPlainTextEdit *>(field))
            value = box->toPlainText();
        lines.append((label ? label->text() + QLatin1Char(' ') : QString()) + value);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace RpcScope
