#pragma once

#include "lib/mcp/mcpfeatures.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>

class QLineEdit;
class QTimer;

namespace RpcScope {

class McpConnection;

/// Offers the server's values for one argument as it is typed (MCP completion/complete): a
/// prompt's argument or a resource template's variable. It asks once typing pauses, keeps only
/// the answer to what is still typed, and shows the values in the field's completer popup.
/// Nothing is asked of a server that does not declare the completions capability.
class McpArgumentCompleter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpArgumentCompleter)

public:
    /// \a reference gives the JSON of the completion's ref ({"type":"ref/prompt",...} or
    /// {"type":"ref/resource",...}) at the time of asking; empty: nothing to ask about.
    /// \a context gives the other arguments filled in so far (the server may narrow by them).
    McpArgumentCompleter(QLineEdit *field, const QString &argument, std::function<QByteArray()> reference,
                         std::function<McpConnection *()> connection,
                         std::function<McpFeatures::Arguments()> context = {});

    /// The values the server offered, as last asked.
    QStringList values() const;
    /// Asks now for what the field holds.
    void ask();

    /// The values typed into \a fields but \a except (each named by its objectName): the
    /// context of \a except's completion.
    static McpFeatures::Arguments otherValues(const QList<QLineEdit *> &fields, const QLineEdit *except);

    /// The completer attached to \a field; null when it has none.
    static McpArgumentCompleter *of(const QLineEdit *field);

private:
    QPointer<QLineEdit> m_field;
    QString m_argument;
    std::function<QByteArray()> m_reference;
    std::function<McpConnection *()> m_connection;
    std::function<McpFeatures::Arguments()> m_context;
    QTimer *m_pause = nullptr;
};

} // namespace RpcScope
