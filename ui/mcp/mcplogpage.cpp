#include "ui/mcp/mcplogpage.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "ui/common/theme.h"

#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace RpcScope {

McpLogPage::McpLogPage(QWidget *parent)
    : QWidget(parent)
{
    m_level = new QComboBox(this);
    // RFC 5424 severities, as MCP names them (protocol words: not translated).
    m_level->addItems({QStringLiteral("debug"), QStringLiteral("info"), QStringLiteral("notice"),
                       QStringLiteral("warning"), QStringLiteral("error"), QStringLiteral("critical"),
                       QStringLiteral("alert"), QStringLiteral("emergency")});
    m_level->setCurrentIndex(1);
    m_setLevel = new QPushButton(tr("Set Level"), this);
    m_setLevel->setToolTip(tr("logging/setLevel: the least severe messages the server sends"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("mcpLogStatus"));
    m_messages = new QTreeWidget(this);
    m_messages->setObjectName(QStringLiteral("mcpLogList"));
    m_messages->setRootIsDecorated(false);
    m_messages->setUniformRowHeights(true);
    m_messages->setHeaderLabels({tr("Time"), tr("Level"), tr("Logger"), tr("Data")});
    m_messages->setColumnWidth(0, 100);
    m_messages->setColumnWidth(1, 80);
    m_messages->setColumnWidth(2, 140);

    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Level:"), this));
    row->addWidget(m_level);
    row->addWidget(m_setLevel);
    row->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_messages, 1);

    connect(m_setLevel, &QPushButton::clicked, this, &McpLogPage::setLevel);
    setConnection(nullptr);
}

void McpLogPage::setConnection(McpConnection *connection)
{
    for (const QMetaObject::Connection &wire : std::as_const(m_wires))
        disconnect(wire);
    m_wires.clear();
    m_connection = connection;
    m_status->clear();
    setEnabled(connection != nullptr);
    if (connection)
        m_wires.append(connect(connection->session(), &McpSession::logMessage, this, &McpLogPage::addMessage));
}

void McpLogPage::setLevel()
{
    if (!m_connection)
        return;
    const QString level = m_level->currentText();
    const QPointer<McpLogPage> self(this);
    m_status->setText(tr("Setting the level to %1…").arg(level));
    const bool modern = m_connection->session()->isModern();
    m_connection->features()->setLogLevel(level, [self, level, modern](const McpReply &reply) {
        if (!self)
            return;
        if (modern)
            self->m_status->setText(tr("Every request from now on asks for log messages from %1 on.").arg(level));
        else
            self->m_status->setText(reply.ok() ? tr("The server logs from %1 on.").arg(level)
                                               : tr("logging/setLevel failed: %1").arg(reply.error));
    });
}

void McpLogPage::addMessage(const QString &level, const QString &logger, const QByteArray &dataText)
{
    const JsonDocument doc = JsonDocument::parse(dataText);
    // A string is shown as its text; anything else as compact JSON in the server's order.
    const QString text = doc.isValid() && doc.type(0) == JsonDocument::Type::String ? doc.string(0)
                         : doc.isValid()                                            ? QString::fromUtf8(JsonWriter::compact(doc))
                                                                                    : QString::fromUtf8(dataText);
    auto *item = new QTreeWidgetItem({QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss.zzz")), level,
                                      logger, text.left(2000)});
    item->setToolTip(3, text.left(10000));
    if (level == u"error" || level == u"critical" || level == u"alert" || level == u"emergency")
        item->setForeground(1, Theme::color(Theme::Role::Failure, m_messages->palette()));
    else if (level == u"warning")
        item->setForeground(1, Theme::color(Theme::Role::Warning, m_messages->palette()));
    m_messages->addTopLevelItem(item);
    while (m_messages->topLevelItemCount() > kMaxRows)
        delete m_messages->takeTopLevelItem(0);
    m_messages->scrollToBottom();
}

} // namespace RpcScope
