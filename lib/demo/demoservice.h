#pragma once

#include "lib/demo/demoendpoint.h"
#include "lib/demo/demoschema.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QStringList>

#include <memory>

namespace RpcScope {

class DemoNoteStore;

/// The plain JSON-RPC face of the demo endpoints: math.*, text.*, notes.*, users.*,
/// demo.* and system.* methods, described by an OpenRPC 1.2.6 document (rpc.discover).
/// Parameters are checked against that same document, so what it promises is what the
/// methods accept. Pure logic: a transport feeds it message bodies.
class DemoService final : public DemoEndpoint
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoService)

public:
    explicit DemoService(QObject *parent = nullptr);
    /// Shares \a notes with other faces (the MCP note tools) instead of owning a store.
    explicit DemoService(std::shared_ptr<DemoNoteStore> notes, QObject *parent = nullptr);
    ~DemoService() override;

    /// Every method name, sorted (what system.listMethods answers).
    QStringList methodNames() const;
    /// The OpenRPC document as compact JSON text in its written order (what rpc.discover answers).
    const QByteArray &openRpcDocument() const { return m_openRpcText; }

    /// The variant answers as a newer release might: text.stats also counts "sentences"
    /// (after "bytes"). Every other answer is unchanged, so a replay of a session against a
    /// variant server shows exactly that one member as added (rpcscope-demo-server --variant).
    void setVariant(bool variant) { m_variant = variant; }
    /// The Authorization header of the HTTP request being handled (empty elsewhere): the
    /// secure.* methods take a bearer token from it as well as from their token param.
    void setAuthorization(const QByteArray &value) { m_authorization = value; }
    bool isVariant() const { return m_variant; }

protected:
    void dispatch(const DemoCall &call, Done done) override;

private:
    using SyncHandler = DemoOutcome (DemoService::*)(const QJsonObject &params,
                                                    const DemoCall &call);
    using AsyncHandler = void (DemoService::*)(const QJsonObject &params, Done done);
    /// One OpenRPC parameter, read once so that a call does not search the document.
    struct Param
    {
        QString name;
        bool required = false;
        QJsonObject schema;       // with a "$ref" resolved
        QJsonValue defaultValue;  // Undefined when there is none
    };
    enum class ParamStructure { Either, ByName, ByPosition };
    struct Method
    {
        SyncHandler sync = nullptr;
        AsyncHandler async = nullptr;
        bool anyParams = false;   // demo.echo takes whatever it is given
        QJsonObject spec;         // the method object of the OpenRPC document
        QList<Param> params;
        ParamStructure structure = ParamStructure::Either;
    };

    void addMethod(const QString &name, SyncHandler handler);
    void addMethod(const QString &name, AsyncHandler handler);
    /// Maps positional or named params onto the spec, checks them and fills defaults.
    DemoOutcome namedParams(const Method &method, const QJsonValue &params,
                            QJsonObject *named) const;
    QString signatureType(const QJsonObject &schema) const;

    DemoOutcome mathAdd(const QJsonObject &params, const DemoCall &call);
    DemoOutcome mathSubtract(const QJsonObject &params, const DemoCall &call);
    DemoOutcome mathMultiply(const QJsonObject &params, const DemoCall &call);
    DemoOutcome mathDivide(const QJsonObject &params, const DemoCall &call);
    DemoOutcome mathStats(const QJsonObject &params, const DemoCall &call);
    DemoOutcome mathFibonacci(const QJsonObject &params, const DemoCall &call);
    DemoOutcome textUpper(const QJsonObject &params, const DemoCall &call);
    DemoOutcome textReverse(const QJsonObject &params, const DemoCall &call);
    DemoOutcome textStats(const QJsonObject &params, const DemoCall &call);
    DemoOutcome textHash(const QJsonObject &params, const DemoCall &call);
    DemoOutcome textRepeat(const QJsonObject &params, const DemoCall &call);
    DemoOutcome notesCreate(const QJsonObject &params, const DemoCall &call);
    DemoOutcome notesGet(const QJsonObject &params, const DemoCall &call);
    DemoOutcome notesList(const QJsonObject &params, const DemoCall &call);
    DemoOutcome notesUpdate(const QJsonObject &params, const DemoCall &call);
    DemoOutcome notesDelete(const QJsonObject &params, const DemoCall &call);
    DemoOutcome notesSearch(const QJsonObject &params, const DemoCall &call);
    DemoOutcome usersRegister(const QJsonObject &params, const DemoCall &call);
    DemoOutcome demoEcho(const QJsonObject &params, const DemoCall &call);
    void demoSleep(const QJsonObject &params, Done done);
    DemoOutcome demoBig(const QJsonObject &params, const DemoCall &call);
    DemoOutcome demoFail(const QJsonObject &params, const DemoCall &call);
    DemoOutcome demoAppError(const QJsonObject &params, const DemoCall &call);
    DemoOutcome demoTypes(const QJsonObject &params, const DemoCall &call);
    DemoOutcome demoQuirk(const QJsonObject &params, const DemoCall &call);
    DemoOutcome demoIncrement(const QJsonObject &params, const DemoCall &call);
    DemoOutcome demoCounter(const QJsonObject &params, const DemoCall &call);
    DemoOutcome authLogin(const QJsonObject &params, const DemoCall &call);
    DemoOutcome authLogout(const QJsonObject &params, const DemoCall &call);
    DemoOutcome secureWhoami(const QJsonObject &params, const DemoCall &call);
    DemoOutcome systemListMethods(const QJsonObject &params, const DemoCall &call);
    DemoOutcome systemMethodHelp(const QJsonObject &params, const DemoCall &call);
    DemoOutcome systemMethodSignature(const QJsonObject &params, const DemoCall &call);
    DemoOutcome systemTime(const QJsonObject &params, const DemoCall &call);
    DemoOutcome systemInfo(const QJsonObject &params, const DemoCall &call);
    DemoOutcome rpcDiscover(const QJsonObject &params, const DemoCall &call);

    QHash<QString, Method> m_methods;
    QByteArray m_openRpcText;
    QJsonObject m_openRpc;
    DemoSchema m_schema;
    std::shared_ptr<DemoNoteStore> m_notes;
    QSet<QString> m_usernames;
    int m_nextUserNumber = 1;
    qint64 m_counter = 0;
    QHash<QString, QString> m_tokens;   // session token -> username (auth.login)
    int m_loginCount = 0;
    QByteArray m_authorization;
    bool m_variant = false;
    QDateTime m_startedAt;
    QElapsedTimer m_uptime;
};

} // namespace RpcScope
