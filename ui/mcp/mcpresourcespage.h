#pragma once

#include "ui/mcp/mcpconnection.h"

#include <QPointer>
#include <QSet>
#include <QWidget>

class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace RpcScope {

class McpContentView;

/// The resources and resource templates of an MCP server: both lists (every page), Read of a
/// URI, Subscribe and Unsubscribe, and the server's notifications/resources/updated as they
/// come. A chosen template gets a field per variable, with the server's completions
/// (completion/complete with a ref/resource), and the URI is filled in as they are typed;
/// editing the URI by hand puts the fields away.
class McpResourcesPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpResourcesPage)

public:
    explicit McpResourcesPage(QWidget *parent = nullptr);

    void setConnection(McpConnection *connection);

    /// Selects the resource (or template) \a uri; false when it is not listed.
    bool selectResource(const QString &uri);
    void read();
    void toggleSubscription();

    QTreeWidget *resourceTree() const { return m_tree; }
    QLineEdit *uriEdit() const { return m_uri; }
    QPushButton *readButton() const { return m_read; }
    QPushButton *subscribeButton() const { return m_subscribe; }
    QPushButton *saveButton() const { return m_save; }
    QListWidget *updateList() const { return m_updates; }
    McpContentView *contentView() const { return m_content; }
    /// The field of the chosen template's variable \a name; null when there is none.
    QLineEdit *variableField(const QString &name) const;
    /// The values the server offered for variable \a name, as last asked.
    QStringList completions(const QString &name) const;

signals:
    /// "Save to Collection": resources/read of the URI as it would be read.
    void saveRequested(const QString &method, const QByteArray &params);

private:
    /// The URI a read goes to: the one typed, or the chosen template filled from its fields.
    QString readUri() const;
    void showLists();
    void onChosen(QTreeWidgetItem *item);
    void updateButtons();
    void showVariables(const QString &uriTemplate);
    void fillUri();
    QHash<QString, QString> variableValues() const;

    QPointer<McpConnection> m_connection;
    QList<QMetaObject::Connection> m_wires;
    QTreeWidget *m_tree = nullptr;
    QTreeWidgetItem *m_resources = nullptr;
    QTreeWidgetItem *m_templates = nullptr;
    QLineEdit *m_uri = nullptr;
    QWidget *m_variables = nullptr;
    QFormLayout *m_variablesLayout = nullptr;
    QList<QLineEdit *> m_variableFields;
    QString m_template;   // the template the fields fill in; empty when none
    QPushButton *m_read = nullptr;
    QPushButton *m_subscribe = nullptr;
    QPushButton *m_save = nullptr;
    QListWidget *m_updates = nullptr;
    McpContentView *m_content = nullptr;
    QSet<QString> m_subscribed;
    int m_readSerial = 0;   // the newest read; older answers are not shown
};

} // namespace RpcScope
