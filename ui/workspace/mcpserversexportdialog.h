#pragma once

#include "lib/workspace/mcpserverconfig.h"

#include <QDialog>
#include <QSet>

class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace RpcScope {

/// File > Export > MCP Servers: the workspace's MCP endpoints as the configuration file of
/// Claude Desktop, Cursor or VS Code, shown exactly as it will be written (secrets as the
/// host's placeholders, never their values), then saved atomically or copied.
class McpServersExportDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpServersExportDialog)

public:
    /// \a endpoints: every endpoint of the workspace; those that cannot be exported are not
    /// listed. \a checked: the ids checked at first (the endpoints known to speak MCP).
    McpServersExportDialog(const QList<EndpointProfile> &endpoints, const QSet<QString> &checked,
                           QWidget *parent = nullptr);

    /// The file as it stands now (for the chosen host and endpoints).
    const QByteArray &configuration() const { return m_exported.json; }
    const QStringList &notes() const { return m_exported.notes; }
    void setHost(McpServerConfig::Host host);
    /// Writes configuration() to \a path atomically; false and \a error in words when it cannot.
    bool writeTo(const QString &path, QString *error) const;

    QListWidget *endpointList() const { return m_list; }
    QPlainTextEdit *preview() const { return m_preview; }

private:
    void update();
    void save();

    QList<EndpointProfile> m_endpoints;   // the exportable ones, as listed
    McpServerConfig::Exported m_exported;
    QComboBox *m_host = nullptr;
    QListWidget *m_list = nullptr;
    QPlainTextEdit *m_preview = nullptr;
    QLabel *m_notes = nullptr;
    QPushButton *m_save = nullptr;
};

} // namespace RpcScope
