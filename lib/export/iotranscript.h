#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace RpcScope {

struct SessionEntry;

/// The transcript format of the Ethereum execution-apis conformance tests (`tests/*/*.io`,
/// run by hive's rpc-compat simulator), both ways. One statement a line: `>> ` and the
/// request as one line of JSON, `<< ` and the response; `//` starts a comment line; blank
/// lines are ignored. A `>>` without a `<<` after it is a notification.
///
///     // retrieves the client's current block number
///     >> {"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}
///     << {"jsonrpc":"2.0","id":1,"result":"0x14"}
///
/// Importing turns each request into a SessionEntry that replay and serve understand: the
/// request and response bytes exactly as written, the method summary and the outcome filled
/// in, the endpoint empty (a transcript names none), times zero.
class IoTranscript
{
public:
    struct Options
    {
        QStringList comments;   ///< written first, one `// ` line each
    };

    struct WriteResult
    {
        QByteArray text;
        int exported = 0;
        int skipped = 0;   ///< exchanges without an answer (a transport failure) or not JSON
    };

    /// A line of a transcript that could not be read; it is skipped.
    struct Problem
    {
        int line = 0;       ///< 1-based
        QString message;    ///< translated
    };

    struct ReadResult
    {
        QList<SessionEntry> entries;
        QList<Problem> problems;
        QStringList comments;   ///< the text of the `//` lines, in order
        QString error;          ///< translated; set when the file could not be read at all
    };

    /// Exchanges in recorded order, on one line each: pretty-printed JSON is written compactly
    /// (member order and number spelling kept). Messages outside exchanges are left out.
    static WriteResult write(const QList<SessionEntry> &entries, const Options &options);
    static WriteResult write(const QList<SessionEntry> &entries) { return write(entries, Options()); }

    static ReadResult read(const QByteArray &text);
    static ReadResult readFile(const QString &path);
};

} // namespace RpcScope
