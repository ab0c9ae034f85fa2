#pragma once

#include "lib/rpc/requestid.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace RpcScope {

class JsonBuilder;
class JsonDocument;

/// A request the server sent us: a message with a method and an id (MCP's roots/list,
/// sampling/createMessage, elicitation/create, ping; LSP's workspace/configuration,
/// window/workDoneProgress/create, client/registerCapability; anything on any transport).
struct ServerRequest
{
    QString method;
    RequestId id;               ///< as the server wrote it
    QByteArray paramsText;      ///< JSON text of params; empty when absent
    QByteArray message;         ///< the whole message as received
    qint64 epochMs = 0;

    /// The request at \a node of \a doc: an object with a string method and an id; nullopt
    /// for anything else (a notification, a response).
    static std::optional<ServerRequest> at(const JsonDocument &doc, int node, qint64 epochMs);
};

/// A request the server sent and the response we sent back, both as bytes.
struct AnsweredRequest
{
    QByteArray request;
    QByteArray response;   ///< empty when none was sent

    /// `{"request": …, "answer": …}` as reports write it: the request compact (a string when
    /// it is not JSON), the answer as sent or null.
    void writeJson(JsonBuilder &json) const;
};

/// Our answer to a server request: a result (JSON text) or a JSON-RPC error.
struct ServerAnswer
{
    bool isError = false;
    QByteArray resultJson;      ///< result: JSON text of the value
    int code = 0;               ///< error
    QString message;            ///< error
    QByteArray dataJson;        ///< error: optional JSON text of data

    static ServerAnswer result(const QByteArray &json) { return {false, json, 0, {}, {}}; }
    static ServerAnswer error(int code, const QString &message) { return {true, {}, code, message, {}}; }
    /// The JSON-RPC response carrying this answer to \a request, compact.
    QByteArray responseTo(const RequestId &requestId) const;
};

/// Answers server-to-client requests for an McpSession: a dialog in the GUI, scripted
/// answers in the CLI and tests. The session asks canAnswer() first; a request nobody can
/// answer gets a JSON-RPC error (-32601), never silence.
class ServerResponder
{
public:
    using Done = std::function<void(const ServerAnswer &answer)>;

    virtual ~ServerResponder() = default;
    virtual bool canAnswer(const ServerRequest &request) const = 0;
    /// Calls \a done exactly once, now or later (later: from the thread the session lives on).
    virtual void answer(const ServerRequest &request, Done done) = 0;
    /// The methods answered whatever the request says (for the capabilities an MCP client
    /// declares); empty when that depends on the request or on a person.
    virtual QStringList methods() const { return {}; }
};

/// Answers by method with fixed JSON (the CLI's --answer): the same result every time.
class ScriptedResponder : public ServerResponder
{
public:
    /// \a resultJson is the JSON text of the result; the caller has checked it is JSON.
    void set(const QString &method, const QByteArray &resultJson) { m_answers.insert(method, resultJson); }
    bool isEmpty() const { return m_answers.isEmpty(); }
    QStringList methods() const override { return m_answers.keys(); }

    bool canAnswer(const ServerRequest &request) const override { return m_answers.contains(request.method); }
    void answer(const ServerRequest &request, Done done) override
    {
        done(ServerAnswer::result(m_answers.value(request.method)));
    }

private:
    QHash<QString, QByteArray> m_answers;
};

/// Asks responders in order: the first that can answer a request does (the user's own
/// answers before a dialect's defaults).
class ServerResponderChain : public ServerResponder
{
public:
    /// \a responder is not owned and must outlive the chain; nullptr is skipped.
    void append(ServerResponder *responder)
    {
        if (responder)
            m_responders.append(responder);
    }

    void clear() { m_responders.clear(); }

    QStringList methods() const override
    {
        QStringList out;
        for (const ServerResponder *responder : m_responders)
            out += responder->methods();
        out.removeDuplicates();
        return out;
    }

    bool canAnswer(const ServerRequest &request) const override { return find(request) != nullptr; }
    void answer(const ServerRequest &request, Done done) override { find(request)->answer(request, std::move(done)); }

private:
    ServerResponder *find(const ServerRequest &request) const
    {
        for (ServerResponder *responder : m_responders) {
            if (responder->canAnswer(request))
                return responder;
        }
        return nullptr;
    }

    QList<ServerResponder *> m_responders;
};

} // namespace RpcScope

Q_DECLARE_METATYPE(RpcScope::ServerRequest)
