#include "app/cli/serverrequestoption.h"

#include "lib/json/jsondocument.h"
#include "lib/session/sessionrecorder.h"
#include "lib/transport/transport.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <cstdio>

namespace RpcScope {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("RpcScope::ServerRequestOption", text);
}
} // namespace

const QCommandLineOption &ServerRequestOption::option()
{
    static const QCommandLineOption option(
        QStringLiteral("answer"),
        tr("Answer the server's METHOD requests with the JSON result (repeatable), or with the answers of FILE "
           "(a JSON object: method to result). Requests without an answer get error -32601."),
        QStringLiteral("METHOD=JSON|FILE"));
    return option;
}

bool ServerRequestOption::read(const QCommandLineParser &parser, ScriptedResponder *responder, QString *error)
{
    for (const QString &value : parser.values(option())) {
        QList<QPair<QString, QByteArray>> answers;
        if (QFile::exists(value)) {
            QFile file(value);
            const JsonDocument doc = file.open(QIODevice::ReadOnly) ? JsonDocument::parse(file.readAll()) : JsonDocument();
            if (!doc.isValid() || doc.type(0) != JsonDocument::Type::Object) {
                *error = tr("--answer %1: the file must hold a JSON object of method names and results.").arg(value);
                return false;
            }
            for (int child = doc.firstChild(0); child >= 0; child = doc.nextSibling(child))
                answers.append({doc.string(doc.keyNode(child)), doc.raw(child).toByteArray()});
        } else {
            const qsizetype equals = value.indexOf(u'=');
            const QByteArray json = value.mid(equals + 1).toUtf8();
            if (equals <= 0 || !JsonDocument::parse(json).isValid()) {
                *error = tr("--answer takes METHOD=JSON or a file, not \"%1\".").arg(value);
                return false;
            }
            answers.append({value.left(equals), json});
        }
        for (const auto &[method, result] : answers)
            responder->set(method, result);
    }
    return true;
}

void ServerRequestOption::note(const ServerRequest &request, const QByteArray &response, QList<AnsweredRequest> *answered,
                               SessionRecorder *recorder, const Transport *transport, bool quiet)
{
    answered->append({request.message, response});
    if (recorder && transport)
        recorder->recordOutgoing(transport->endpoint(), transport->kind(), response);
    if (quiet)
        return;
    const bool refused = JsonDocument::parse(response).member(0, u"error") >= 0;
    const QString line = refused ? tr("The server asked %1 (id %2); answered with an error (no --answer for it).")
                                 : tr("The server asked %1 (id %2); answered.");
    const QByteArray text = line.arg(request.method, request.id.display()).toUtf8() + '\n';
    std::fwrite(text.constData(), 1, size_t(text.size()), stderr);
    std::fflush(stderr);
}

} // namespace RpcScope
