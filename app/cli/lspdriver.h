#pragma once

#include "lib/lsp/lspdefaultresponder.h"
#include "lib/lsp/lspprotocol.h"
#include "lib/lsp/lspsession.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>

class QCommandLineParser;

namespace RpcScope {

class RpcClient;

/// The CLI's language-server mode (`--lsp`, `--root`, `--open`; `discover` on an endpoint
/// framed with Content-Length): the handshake before the command, the documents opened, the
/// default answers to the server's requests, and shutdown and exit after it.
class LspDriver : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    static void addOptions(QCommandLineParser &parser);
    /// Reads the options; false (with \a error) when one is unusable.
    bool read(const QCommandLineParser &parser, QString *error);

    /// --lsp was given.
    bool requested() const { return m_requested; }
    /// The server's requests LSP's defaults answer (after the user's --answer).
    ServerResponder *defaults() { return &m_defaults; }

    /// Initializes the server on \a client and opens the --open documents, then calls \a ready;
    /// \a failed gets the reason in words.
    void begin(RpcClient *client, std::function<void()> ready, std::function<void(const QString &)> failed);
    /// Shuts the server down (shutdown, exit), then calls \a done; at once when none was begun.
    void end(std::function<void()> done);
    LspSession *session() const { return m_session; }
    /// The exit status of a command whose language server did not start: the initialize
    /// exchange's own (3 unreachable, 1 an error answer), else 4 (an answer that is no
    /// language server's).
    int failureStatus() const;

private:
    bool m_requested = false;
    LspWorkspace m_workspace;
    QStringList m_open;
    LspDefaultResponder m_defaults;
    QPointer<LspSession> m_session;
};

} // namespace RpcScope
