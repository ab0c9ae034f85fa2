#include "lib/lsp/lspsession.h"

#include "lib/lsp/lspmethods.h"
#include "lib/rpc/requestbuilder.h"
#include "lib/rpc/rpcclient.h"
#include "lib/tr.h"

#include <QFile>
#include <QFileInfo>

namespace RpcScope {

LspSession::LspSession(RpcClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    connect(client, &RpcClient::exchangeFinished, this, &LspSession::onExchange);
}

void LspSession::send(const QString &method, const QByteArray &params, bool notification, Continuation next)
{
    RequestSpec spec;
    spec.method = method;
    spec.params = params;
    if (!notification)
        spec.id = RequestId::number(takeId());
    const quint64 sequence = m_client->send(RequestBuilder::build(spec));
    m_waiting.insert(sequence, std::move(next));
}

void LspSession::onExchange(const ExchangePtr &exchange)
{
    const auto it = m_waiting.find(exchange->sequence);
    if (it == m_waiting.end())
        return;
    const Continuation next = it.value();
    m_waiting.erase(it);
    if (next)
        next(exchange);
}

void LspSession::start(const LspWorkspace &workspace)
{
    m_state = State::Initializing;
    m_workspace = workspace;
    send(QStringLiteral("initialize"), LspProtocol::initializeParams(workspace), false, [this](const ExchangePtr &exchange) {
        m_initialize = exchange;
        const Classification &c = exchange->classification;
        QString why;
        if (c.outcome == Classification::Outcome::TransportError) {
            why = c.summary;
        } else if (c.responses.size() != 1 || c.responses.first().outcome != ResponseInfo::Outcome::Result) {
            const ResponseInfo *response = c.responses.isEmpty() ? nullptr : &c.responses.first();
            why = response && response->outcome == ResponseInfo::Outcome::Error
                      ? Tr::tr("the server answered initialize with error %1: %2")
                            .arg(QString::fromUtf8(response->error.codeRaw), response->error.message)
                      : Tr::tr("the server gave no result for initialize (%1)").arg(c.summary);
        } else {
            QString problem;
            const int result = c.responses.first().resultNode;
            if (LspProtocol::readResult(c.document, result, &m_server, &problem)) {
                m_registry = LspMethods::fromCapabilities(c.document, c.document.member(result, u"capabilities"));
                m_state = State::Ready;
                // The server may send requests and notifications from now on.
                send(QStringLiteral("initialized"), QByteArrayLiteral("{}"), true, {});
                emit ready();
                return;
            }
            why = Tr::tr("the answer to initialize is no language server's: %1").arg(problem);
        }
        m_state = State::Failed;
        emit failed(why);
    });
}

bool LspSession::openDocument(const QString &path, QString *error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QFile file(absolute);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("Cannot open %1 in the language server: %2").arg(path, file.errorString());
        return false;
    }
    send(QStringLiteral("textDocument/didOpen"), LspProtocol::didOpenParams(absolute, file.readAll()), true, {});
    return true;
}

void LspSession::shutdown()
{
    if (m_state == State::ShuttingDown || m_state == State::Ended)
        return;
    const auto exit = [this] {
        send(QStringLiteral("exit"), {}, true, [this](const ExchangePtr &) {
            m_state = State::Ended;
            emit ended();
        });
    };
    const bool wasReady = m_state == State::Ready;
    m_state = State::ShuttingDown;
    if (wasReady)
        send(QStringLiteral("shutdown"), {}, false, [exit](const ExchangePtr &) { exit(); });
    else
        exit();
}

void LspSession::shutdownNow()
{
    if (m_state != State::Ready)
        return;
    m_state = State::Ended;
    RequestSpec shutdown;
    shutdown.method = QStringLiteral("shutdown");
    shutdown.id = RequestId::number(takeId());
    RequestSpec exit;
    exit.method = QStringLiteral("exit");
    m_client->transport()->send(RequestBuilder::build(shutdown));
    m_client->transport()->send(RequestBuilder::build(exit));
}

} // namespace RpcScope
