#include "app/cli/servecommand.h"
#include "app/common/terminationsignals.h"

#include "lib/export/iotranscript.h"
#include "lib/rpc/exchangereport.h"
#include "lib/serve/sessionserver.h"
#include "lib/session/sessionreader.h"

#include <csignal>
#include <cstdio>

namespace RpcScope {

namespace {

void writeErr(const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

} // namespace

ServeCommand::ServeCommand(QObject *parent)
    : QObject(parent)
{}

ServeCommand::~ServeCommand() = default;

int ServeCommand::start(const QString &sessionPath, const QString &portText, QString *error)
{
    bool ok = false;
    const uint port = portText.toUInt(&ok);
    if (!ok || port > 65535) {
        *error = tr("--port takes a number from 0 to 65535, not \"%1\".").arg(portText);
        return ExchangeReport::ExitUsage;
    }

    QList<SessionEntry> entries;
    if (sessionPath.endsWith(QStringLiteral(".io"), Qt::CaseInsensitive)) {
        IoTranscript::ReadResult transcript = IoTranscript::readFile(sessionPath);
        if (!transcript.error.isEmpty()) {
            *error = transcript.error;
            return ExchangeReport::ExitUsage;
        }
        for (const IoTranscript::Problem &problem : std::as_const(transcript.problems))
            writeErr(tr("%1: %2").arg(sessionPath, problem.message));
        entries = std::move(transcript.entries);
    } else {
        SessionReader::Session session = SessionReader::readAll(sessionPath);
        if (session.status != SessionReader::Status::Ok) {
            *error = session.message;
            return ExchangeReport::ExitUsage;
        }
        for (const SessionProblem &problem : std::as_const(session.problems))
            writeErr(tr("%1, line %2: %3").arg(sessionPath).arg(problem.line).arg(problem.message));
        entries = std::move(session.entries);
    }

    m_server = new SessionServer(this);
    m_server->setEntries(entries);
    if (m_server->answers().isEmpty())
        writeErr(tr("%1 holds no recorded answers: every call will get the no-match error.").arg(sessionPath));
    connect(m_server, &SessionServer::callServed, this, &ServeCommand::report);
    if (!m_server->listen(quint16(port))) {
        *error = tr("Cannot listen on 127.0.0.1:%1: %2").arg(port).arg(m_server->errorString());
        return ExchangeReport::ExitTransport;
    }

    // SIGINT and SIGTERM end serving with status 0.
    onTerminationSignal(this, [this] { stop(); });
    // A client that goes away must not kill the server with SIGPIPE; the write reports it.
    std::signal(SIGPIPE, SIG_IGN);

    // The one line scripts and tests wait for; machine-read, so never translated.
    const QByteArray line = "listening on " + m_server->url().toString().toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fflush(stdout);
    return ExchangeReport::ExitOk;
}

void ServeCommand::report(const ServedCall &call)
{
    const QString id = QString::fromUtf8(call.id);
    switch (call.match) {
    case ServedCall::Match::Exact:
        writeErr(tr("%1 (id %2): recorded answer #%3, same params").arg(call.method, id).arg(call.sequence));
        break;
    case ServedCall::Match::MethodOnly:
        writeErr(tr("%1 (id %2): recorded answer #%3, same method, other params").arg(call.method, id).arg(call.sequence));
        break;
    case ServedCall::Match::None:
        writeErr(tr("%1 (id %2): nothing in the session matches").arg(call.method, id));
        break;
    case ServedCall::Match::Notification:
        writeErr(tr("%1: notification, not answered").arg(call.method));
        break;
    case ServedCall::Match::Invalid:
        writeErr(tr("an invalid request: answered with a JSON-RPC error"));
        break;
    }
}

void ServeCommand::stop()
{
    m_server->close();
    writeErr(tr("Served %n call(s) from the session; %1 matched nothing.", nullptr, m_server->servedCount())
                 .arg(m_server->unmatchedCount()));
    emit finished(ExchangeReport::ExitOk);
}

} // namespace RpcScope
