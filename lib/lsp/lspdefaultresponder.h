#pragma once

#include "lib/lsp/lspprotocol.h"
#include "lib/rpc/serverrequest.h"

namespace RpcScope {

/// What RpcScope answers a language server by default, so a server that asks before it
/// answers is never kept waiting: workspace/configuration gets null for every item (the
/// specification's "no setting"), workspace/workspaceFolders the workspace, progress tokens,
/// capability registrations and refresh requests are accepted (null), and what a client
/// would do on the user's screen is declined (showDocument: success false, applyEdit:
/// applied false, showMessageRequest: no action). The user's own answers come first
/// (ServerResponderChain).
class LspDefaultResponder final : public ServerResponder
{
public:
    explicit LspDefaultResponder(const LspWorkspace &workspace = {})
        : m_workspace(workspace)
    {
    }

    void setWorkspace(const LspWorkspace &workspace) { m_workspace = workspace; }

    bool canAnswer(const ServerRequest &request) const override;
    void answer(const ServerRequest &request, Done done) override;

    /// The default result for \a request (JSON text); empty when there is none.
    QByteArray resultFor(const ServerRequest &request) const;

private:
    LspWorkspace m_workspace;
};

} // namespace RpcScope
