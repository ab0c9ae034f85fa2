#pragma once

#include <QString>

namespace RpcScope {

/// The other programs of RpcScope (rpcscope-cli, rpcscope-demo-server), found beside this
/// one when installed, in their own folder of the build tree when run from there, else on
/// the PATH.
class CompanionProgram
{
public:
    /// \a name's absolute path; \a buildFolder: its folder under app/ in the build tree
    /// ("cli", "demoserver"). Empty when it is nowhere.
    static QString find(const QString &name, const QString &buildFolder);
};

} // namespace RpcScope
