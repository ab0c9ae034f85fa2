#pragma once

#include "lib/collection/collection.h"
#include "lib/collection/collectionimport.h"

#include <QObject>
#include <QStringList>

#include <optional>

class QWidget;

namespace RpcScope {

/// File > Import: turns another tool's file into a new collection file (an OpenRPC document,
/// a Postman v2.1 collection, a curl command line) or into endpoints (an MCP servers
/// configuration). Files are read and converted off the GUI thread; what the import left out
/// or turned into secret variables is said in words; an MCP server's exact command is shown
/// and confirmed before it becomes an endpoint (nothing starts until one is connected), or the
/// host's configuration is rewritten to tap the chosen servers (McpServersDialog).
class CollectionImportFlow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CollectionImportFlow)

public:
    enum class Source { OpenRpc, Postman, Curl, McpServers };
    Q_ENUM(Source)

    explicit CollectionImportFlow(QWidget *parent);

    /// Asks for the file (or the command line) and imports it.
    void start(Source source);

    /// What an import gives, worked out from the source's bytes (any thread).
    struct Outcome
    {
        std::optional<Collection> collection;
        QList<McpServerEntry> servers;
        QString error;        ///< translated; empty when it worked
        QStringList notes;    ///< translated: skipped requests, secrets turned into variables
        QByteArray source;    ///< an MCP configuration's bytes as read
    };
    static Outcome convert(Source source, const QByteArray &bytes, const QString &name);

    /// Where taps put in an MCP host's configuration record (the sessions folder).
    void setSessionsDirectory(const QString &directory) { m_sessionsDirectory = directory; }

signals:
    /// A new collection file was written at \a path (the sidebar opens it).
    void collectionImported(const QString &path);
    /// The user confirmed these servers as endpoints.
    void endpointsConfirmed(const QList<RpcScope::McpServerEntry> &servers);
    void statusMessage(const QString &text);

private:
    void finish(Source source, const QString &origin, const Outcome &outcome);

    QWidget *m_parent;
    QString m_sessionsDirectory;
};

} // namespace RpcScope
