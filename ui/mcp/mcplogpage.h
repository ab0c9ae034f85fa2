#pragma once

#include "ui/mcp/mcpconnection.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace RpcScope {

/// The log of an MCP server: logging/setLevel, and every notifications/message as a row
/// (time, level, logger, data as compact JSON).
class McpLogPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpLogPage)

public:
    explicit McpLogPage(QWidget *parent = nullptr);

    void setConnection(McpConnection *connection);
    /// Sends logging/setLevel with the level chosen.
    void setLevel();

    QComboBox *levelBox() const { return m_level; }
    QPushButton *setLevelButton() const { return m_setLevel; }
    QTreeWidget *messageList() const { return m_messages; }

    static constexpr int kMaxRows = 5000;

private:
    void addMessage(const QString &level, const QString &logger, const QByteArray &dataText);

    QPointer<McpConnection> m_connection;
    QList<QMetaObject::Connection> m_wires;
    QComboBox *m_level = nullptr;
    QPushButton *m_setLevel = nullptr;
    QLabel *m_status = nullptr;
    QTreeWidget *m_messages = nullptr;
};

} // namespace RpcScope
