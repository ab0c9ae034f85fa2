#include "lib/lsp/lspdefaultresponder.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"

#include <QFileInfo>

namespace RpcScope {

bool LspDefaultResponder::canAnswer(const ServerRequest &request) const
{
    return !resultFor(request).isEmpty();
}

void LspDefaultResponder::answer(const ServerRequest &request, Done done)
{
    done(ServerAnswer::result(resultFor(request)));
}

QByteArray LspDefaultResponder::resultFor(const ServerRequest &request) const
{
    const QString &method = request.method;
    if (method == u"workspace/configuration") {
        // One value per item asked for, in order: null is "no such setting".
        const JsonDocument params = JsonDocument::parse(request.paramsText);
        const int items = params.isValid() && params.type(0) == JsonDocument::Type::Object ? params.member(0, u"items") : -1;
        const int count = items >= 0 && params.type(items) == JsonDocument::Type::Array ? params.childCount(items) : 0;
        QByteArray result = "[";
        for (int i = 0; i < count; ++i)
            result += i ? ",null" : "null";
        return result + ']';
    }
    if (method == u"workspace/workspaceFolders") {
        if (m_workspace.rootPath.isEmpty())
            return QByteArrayLiteral("null");
        JsonBuilder json(0);
        json.beginArray().beginObject()
            .key(u"uri").value(m_workspace.rootUri())
            .key(u"name").value(QFileInfo(m_workspace.rootPath).fileName())
            .endObject().endArray();
        return json.text();
    }
    if (method == u"window/workDoneProgress/create" || method == u"client/registerCapability"
        || method == u"client/unregisterCapability" || method == u"window/showMessageRequest"
        || (method.startsWith(u"workspace/") && method.endsWith(u"/refresh"))) {
        return QByteArrayLiteral("null");
    }
    if (method == u"window/showDocument")
        return QByteArrayLiteral(R"({"success":false})");
    if (method == u"workspace/applyEdit")
        return QByteArrayLiteral(R"({"applied":false,"failureReason":"RpcScope does not apply edits"})");
    return {};
}

} // namespace RpcScope
