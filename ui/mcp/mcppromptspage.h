#pragma once

#include "ui/mcp/mcpconnection.h"

#include <QPointer>
#include <QWidget>

class QCompleter;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace RpcScope {

class McpCacheHint;

class McpContentView;

/// The prompts of an MCP server: the list (every page), one field per declared argument
/// (required ones marked), Get, and the messages of the answer with their roles.
class McpPromptsPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpPromptsPage)

public:
    explicit McpPromptsPage(QWidget *parent = nullptr);

    void setConnection(McpConnection *connection);

    bool selectPrompt(const QString &name);
    void getPrompt();

    QListWidget *promptList() const { return m_prompts; }
    /// The field of argument \a name; null when the prompt declares none of that name.
    QLineEdit *argumentField(const QString &name) const;
    /// The values the server offered for argument \a name (completion/complete), as last asked.
    QStringList completions(const QString &name) const;
    QPushButton *getButton() const { return m_get; }
    QPushButton *saveButton() const { return m_save; }
    McpContentView *contentView() const { return m_content; }

signals:
    /// "Save to Collection": prompts/get of the chosen prompt with the fields' arguments.
    void saveRequested(const QString &method, const QByteArray &params);

private:
    /// The fields as the arguments object (JSON text); empty when none is given.
    QByteArray argumentsText() const;
    /// The completion/complete ref of the chosen prompt; empty when none is chosen.
    QByteArray promptReference() const;
    void showPrompts();
    void onPromptChosen();
    const McpListEntry *currentEntry() const;

    QPointer<McpConnection> m_connection;
    QList<QMetaObject::Connection> m_wires;
    QListWidget *m_prompts = nullptr;
    McpCacheHint *m_cacheHint = nullptr;
    QLabel *m_description = nullptr;
    QWidget *m_fields = nullptr;
    QFormLayout *m_fieldsLayout = nullptr;
    QList<QLineEdit *> m_arguments;   // objectName: the argument's name; each with a QCompleter
    QPushButton *m_get = nullptr;
    QPushButton *m_save = nullptr;
    McpContentView *m_content = nullptr;
};

} // namespace RpcScope
