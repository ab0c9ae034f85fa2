#pragma once

#include "lib/rpc/requestid.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <functional>

namespace RpcScope {

/// A request the server sent us (roots/list, sampling/createMessage, elicitation/create, ping).
struct McpServerRequest
{
    QString method;
    RequestId id;               ///< as the server wrote it
    QByteArray paramsText;      ///< JSON text of params; empty when absent
    QByteArray message;         ///< the whole message as received
    qint64 epochMs = 0;
};

/// Our answer to a server request: a result (JSON text) or a JSON-RPC error.
struct McpAnswer
{
    bool isError = false;
    QByteArray resultJson;      ///< result: JSON text of the value
    int code = 0;               ///< error
    QString message;            ///< error
    QByteArray dataJson;        ///< error: optional JSON text of data

    static McpAnswer result(const QByteArray &json) { return {false, json, 0, {}, {}}; }
    static McpAnswer error(int code, const QString &message) { return {true, {}, code, message, {}}; }
};

/// Answers server-to-client requests for an McpSession: a dialog in the GUI, scripted
/// answers in the CLI and tests. The session asks canAnswer() first; a request nobody can
/// answer gets a JSON-RPC error (-32601), never silence.
class McpResponder
{
public:
    using Done = std::function<void(const McpAnswer &answer)>;

    virtual ~McpResponder() = default;
    virtual bool canAnswer(const McpServerRequest &request) const = 0;
    /// Calls \a done exactly once, now or later (later: from the thread the session lives on).
    virtual void answer(const McpServerRequest &request, Done done) = 0;
};

/// Answers by method with fixed JSON (the CLI's --answer): the same result every time.
class ScriptedResponder : public McpResponder
{
public:
    /// \a resultJson is the JSON text of the result; the caller has checked it is JSON.
    void set(const QString &method, const QByteArray &resultJson) { m_answers.insert(method, resultJson); }
    bool isEmpty() const { return m_answers.isEmpty(); }
    QStringList methods() const { return m_answers.keys(); }

    bool canAnswer(const McpServerRequest &request) const override { return m_answers.contains(request.method); }
    void answer(const McpServerRequest &request, Done done) override
    {
        done(McpAnswer::result(m_answers.value(request.method)));
    }

private:
    QHash<QString, QByteArray> m_answers;
};

} // namespace RpcScope
