#pragma once

#include "lib/workspace/workspacestate.h"

#include <QString>

namespace RpcScope {

/// Reads and writes the workspace file (docs/workspace.md): versioned, human-readable
/// JSON with a stable member order. Writing is atomic (QSaveFile), so a crash while saving
/// leaves the previous file whole. No secret is ever written: profiles only name them.
class WorkspaceFile
{
public:
    static constexpr int kFormatVersion = 1;

    enum class Status {
        Ok,             ///< read (a missing file is an empty workspace)
        Damaged,        ///< not JSON, not a workspace, or a member of the wrong type
        NewerVersion,   ///< written by a newer format version: leave it alone
        Unreadable,     ///< exists but cannot be opened
    };

    static QByteArray serialize(const WorkspaceState &state);
    /// False with a translated \a error naming the line and field that is wrong; a file from
    /// a newer format version is refused (and must not be overwritten by the caller).
    static Status parse(const QByteArray &bytes, WorkspaceState *state, QString *error);

    static bool write(const QString &path, const WorkspaceState &state, QString *error);
    /// Reads \a path; on anything but Ok, \a error says why (translated) and \a state is
    /// untouched. A missing file is an empty workspace.
    static Status read(const QString &path, WorkspaceState *state, QString *error);
};

} // namespace RpcScope
