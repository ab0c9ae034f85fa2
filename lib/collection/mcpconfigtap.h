#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace RpcScope {

/// Puts `rpcscope-cli tap` in front of servers of an MCP host's configuration (`mcpServers`
/// as Claude Desktop and Cursor write it, VS Code's `servers`), so the host's real
/// conversation with them can be watched, recorded and held: each chosen stdio server's
/// `command` becomes rpcscope-cli and its `args` `["tap", "--record", FILE, "--", COMMAND,
/// ARGS…]`. Only those two values change; every other byte of the file stays as it was
/// (its other keys, their order, its spacing, `env`), and the original arguments keep their
/// spelling. Pure logic: the caller shows the result and writes it.
class McpConfigTap
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope::McpConfigTap)

public:
    struct Options
    {
        QString cliProgram;          ///< rpcscope-cli's absolute path
        QString recordDirectory;     ///< each server records to DIR/NAME.rpcsession; empty: none
    };
    struct Result
    {
        QByteArray config;           ///< the configuration with the taps
        QStringList tapped;          ///< the servers now tapped
        QStringList skipped;         ///< sentences: a server not tapped and why
    };

    /// Taps the stdio servers named \a servers (all of them when empty). Nothing, with a
    /// translated \a error, when \a config is no MCP configuration.
    static std::optional<Result> wrap(const QByteArray &config, const QStringList &servers, const Options &options,
                                      QString *error);
    /// Takes the taps out again: each tapped server's command and args as they were.
    static std::optional<Result> unwrap(const QByteArray &config, QString *error);

    /// Writes \a changed over the configuration at \a path, atomically, after copying what is
    /// there to a backup beside it (returned in \a backupPath: PATH.before-rpcscope-tap, with
    /// a number when that exists). Refused, with a translated \a error, when the file is no
    /// longer \a original (the host or a person changed it meanwhile).
    static bool write(const QString &path, const QByteArray &original, const QByteArray &changed,
                      QString *backupPath, QString *error);

    /// The session file name of server \a name (its letters, digits, '-', '_' and '.').
    static QString sessionFileName(const QString &name);
};

} // namespace RpcScope
