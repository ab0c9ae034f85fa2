#pragma once

#include "lib/json/jsondocument.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// The folder a language server is started on (LSP's rootUri and workspaceFolders).
struct LspWorkspace
{
    QString rootPath;   ///< absolute
    qint64 processId = 0;   ///< ours: a server may exit when this process is gone

    QString rootUri() const;
    /// "file:///abs/path" for a local path (percent-encoded as RFC 3986 wants).
    static QString fileUri(const QString &absolutePath);
};

/// What a language server said about itself in its answer to `initialize`.
struct LspServerInfo
{
    QString name;                ///< serverInfo.name
    QString version;             ///< serverInfo.version
    QByteArray capabilitiesText; ///< capabilities' JSON text as received
    QStringList capabilities;    ///< the capability names the server enables, in its order
    QString positionEncoding;    ///< capabilities.positionEncoding; "utf-16" when absent

    /// "pyright 1.1.414", or "a language server" when it did not say.
    QString displayName() const;
};

/// The Language Server Protocol's handshake and documents as RpcScope speaks them.
class LspProtocol
{
public:
    /// initialize's params: our process id, clientInfo, the workspace (rootUri, rootPath,
    /// workspaceFolders), and the client capabilities RpcScope implements: configuration and
    /// workspace folders answered, work-done progress shown, hover in markdown or plain text,
    /// hierarchical document symbols, diagnostics with related information.
    static QByteArray initializeParams(const LspWorkspace &workspace);

    /// Reads the result object at \a resultNode. False (with \a error translated) when it has
    /// no capabilities object: then it is no LSP initialize answer.
    static bool readResult(const JsonDocument &doc, int resultNode, LspServerInfo *info, QString *error = nullptr);

    /// textDocument/didOpen's params for \a path with \a text.
    static QByteArray didOpenParams(const QString &absolutePath, const QByteArray &text);
    /// The language id LSP names for a file, from its suffix ("python", "cpp", "typescript", …;
    /// "plaintext" when unknown).
    static QString languageIdFor(const QString &path);
};

} // namespace RpcScope
