#pragma once

#include "lib/rpc/serverrequest.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

class QCommandLineOption;
class QCommandLineParser;

namespace RpcScope {

class SessionRecorder;
class Transport;

/// The server's own requests in every command that talks to an endpoint: `--answer
/// METHOD=JSON|FILE` read into a ScriptedResponder, and what was asked and answered, kept for
/// the report, recorded into the session, and said on stderr in plain mode.
class ServerRequestOption
{
public:
    static const QCommandLineOption &option();
    /// Fills \a responder from the parser's --answer values; false, with \a error, on a bad one.
    static bool read(const QCommandLineParser &parser, ScriptedResponder *responder, QString *error);

    /// Keeps \a request and \a response in \a answered, records the response (an outgoing
    /// message of \a transport) when \a recorder is set, and says on stderr unless \a quiet.
    static void note(const ServerRequest &request, const QByteArray &response, QList<AnsweredRequest> *answered,
                     SessionRecorder *recorder, const Transport *transport, bool quiet);
};

} // namespace RpcScope
