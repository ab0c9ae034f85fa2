#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonValue>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace RpcScope {

/// What one method call produced: a result, an error, or (only for the deliberately
/// broken answers of demo.quirk) a whole hand-made response object.
class DemoOutcome
{
public:
    enum class Kind { Result, Error, Envelope };

    /// \a json is the compact text of the result value.
    static DemoOutcome result(QByteArray json);
    /// \a dataJson is the compact text of error.data, or empty for no data member.
    static DemoOutcome error(int code, const QString &message, QByteArray dataJson = {});
    static DemoOutcome envelope(QByteArray response);

    Kind kind() const { return m_kind; }
    /// The result text, the data text of an error, or the whole envelope.
    const QByteArray &json() const { return m_json; }
    int code() const { return m_code; }
    const QString &message() const { return m_message; }

    /// Marks a successful MCP initialize, so an HTTP transport may open a session.
    DemoOutcome &startingSession() { m_startsSession = true; return *this; }
    bool startsSession() const { return m_startsSession; }

private:
    Kind m_kind = Kind::Result;
    QByteArray m_json;
    int m_code = 0;
    QString m_message;
    bool m_startsSession = false;
};

/// One well-formed call, as the endpoint hands it to a method.
struct DemoCall
{
    QString method;
    QJsonValue params{QJsonValue::Undefined};  ///< Undefined when there was no params member
    QByteArrayView paramsText;   ///< exact text of params; valid only while dispatch() runs
    QByteArray idText;           ///< exact text of the id ("null" for an explicit null id)
    bool notification = false;   ///< no id member: nothing will be sent back
};

/// The answer to one message body.
struct DemoReply
{
    QByteArray body;              ///< empty: nothing to send (notifications only)
    bool sessionStarted = false;  ///< it held a successful MCP initialize
};

/// A JSON-RPC 2.0 server without a transport: bytes of one message in, bytes of the
/// response out. It applies the envelope rules of the specification (parse error, invalid
/// request, batches, notifications) and keeps every id exactly as the client wrote it.
/// Every message it sends is plain English, never translated: the GUI serves the demo from
/// its own process, and an answer must not depend on the language of the user there.
/// Subclasses supply the methods.
class DemoEndpoint : public QObject
{
    Q_OBJECT

public:
    /// JSON-RPC 2.0 §5.1, plus the server-error code applications use.
    enum ErrorCode {
        ParseError = -32700,
        InvalidRequest = -32600,
        MethodNotFound = -32601,
        InvalidParams = -32602,
        InternalError = -32603,
        ApplicationError = -32000,
    };

    using ReplyHandler = std::function<void(const DemoReply &reply)>;
    using Done = std::function<void(const DemoOutcome &outcome)>;

    using QObject::QObject;

    /// Handles one message (a request, a notification or a batch). \a onReply is called
    /// exactly once: before handle() returns, or later when a method answers late (such
    /// as demo.sleep). It is never called after the endpoint is destroyed.
    void handle(const QByteArray &body, ReplyHandler onReply);

    /// The response object for a call whose id was written as \a idText.
    static QByteArray response(QByteArrayView idText, const DemoOutcome &outcome);
    /// -32602 with data {"param": path, "message": message}.
    static DemoOutcome invalidParams(const QString &param, const QString &message);
    /// -32000 with data {"code": code, "details": detailsJson}, the way Chorus nests its
    /// application codes.
    static DemoOutcome applicationError(const QString &message, QLatin1StringView code,
                                        QByteArray detailsJson);

protected:
    /// Runs one call. Must call \a done exactly once, now or later (then with a context
    /// object that owns the wait, so it is dropped if the endpoint goes away).
    virtual void dispatch(const DemoCall &call, Done done) = 0;

private:
    struct Exchange;
    void handleItem(const std::shared_ptr<Exchange> &exchange, qsizetype index,
                    const QJsonValue &item, QByteArrayView itemText);
    static void finishOne(const std::shared_ptr<Exchange> &exchange);
};

} // namespace RpcScope
