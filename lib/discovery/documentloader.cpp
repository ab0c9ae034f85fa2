#include "lib/discovery/documentloader.h"

#include "lib/discovery/provenance.h"
#include "lib/discovery/registryreader.h"
#include "lib/json/jsondocument.h"
#include "lib/tr.h"
#include "lib/transport/http/httpclient.h"

#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QPointer>
#include <QUrl>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace RpcScope {

namespace {

// OpenRPC documents are small; anything this large is not one, and is not read into memory.
constexpr qint64 MaxDocumentBytes = 64 * 1024 * 1024;

bool isWebUrl(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == u"http" || scheme == u"https") && !url.host().isEmpty();
}

} // namespace

DocumentLoader::DocumentLoader(QObject *parent)
    : QObject(parent)
{
}

DocumentLoader::~DocumentLoader() = default;

DocumentLoader::Result DocumentLoader::read(const QString &location, const QByteArray &bytes)
{
    Result result;
    result.location = location;
    result.bytes = bytes;
    if (bytes.trimmed().isEmpty()) {
        result.error = Tr::tr("The document at %1 is empty.").arg(location);
        return result;
    }
    const JsonDocument doc = JsonDocument::parse(bytes);
    if (!doc.isValid()) {
        //: %1 is a file or URL, %2 and %3 line and column, %4 the parser's reason
        result.error = Tr::tr("The document at %1 is not valid JSON (line %2, column %3): %4")
                           .arg(location).arg(doc.error().line).arg(doc.error().column).arg(doc.error().message);
        return result;
    }
    const int methods = doc.type(0) == JsonDocument::Type::Object ? doc.member(0, u"methods") : -1;
    if (methods < 0 || doc.type(methods) != JsonDocument::Type::Array) {
        result.error = Tr::tr("The document at %1 is not an OpenRPC document: it has no “methods” list.").arg(location);
        return result;
    }
    result.registry = RegistryReader::fromOpenRpc(doc, 0, Provenance::document());
    return result;
}

DocumentLoader::Result DocumentLoader::readFile(const QString &path)
{
    QFile file(path);
    const QFileInfo info(path);
    Result failure;
    failure.location = path;
    if (!info.exists()) {
        failure.error = Tr::tr("There is no file %1.").arg(path);
        return failure;
    }
    if (info.isDir()) {
        failure.error = Tr::tr("%1 is a folder, not a document.").arg(path);
        return failure;
    }
    if (info.size() > MaxDocumentBytes) {
        failure.error = Tr::tr("%1 is too large for an OpenRPC document (%2 MB).").arg(path).arg(info.size() / (1024 * 1024));
        return failure;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        failure.error = Tr::tr("Could not read %1: %2").arg(path, file.errorString());
        return failure;
    }
    return read(path, file.readAll());
}

void DocumentLoader::load(const QString &location)
{
    // finished() of the aborted fetch comes at once; with the ticket cleared it is ignored.
    const quint64 running = std::exchange(m_ticket, 0);
    if (m_http && running)
        m_http->abort(running, {TransportError::Kind::Canceled, Tr::tr("Replaced by another load.")});
    ++m_generation;
    m_running = true;
    m_location = location;
    const QString trimmed = location.trimmed();
    const QUrl url(trimmed);
    if (isWebUrl(url))
        loadUrl(trimmed);
    else
        loadFile(url.isLocalFile() ? url.toLocalFile() : trimmed);
}

void DocumentLoader::loadFile(const QString &path)
{
    const quint64 generation = m_generation;
    auto *watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        deliver(generation, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([path] { return readFile(path); }));
}

void DocumentLoader::loadUrl(const QString &location)
{
    if (!m_http) {
        m_http = new HttpClient(this);
        connect(m_http, &HttpClient::finished, this, &DocumentLoader::onHttpFinished);
    }
    HttpRequest request;
    request.method = QByteArrayLiteral("GET");
    request.url = QUrl(location);
    request.headers.append({QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json")});
    request.timeoutMs = m_timeoutMs;
    request.followRedirects = true;
    request.maxBodyBytes = MaxDocumentBytes;
    m_ticket = m_http->start(request);
}

void DocumentLoader::onHttpFinished(quint64 ticket, const TransportReply &reply)
{
    if (ticket != m_ticket)
        return;
    m_ticket = 0;
    Result failure;
    failure.location = m_location;
    if (reply.error.isError()) {
        failure.error = reply.error.kind == TransportError::Kind::Timeout
            ? Tr::tr("%1 did not answer within %2 seconds.").arg(m_location).arg(m_timeoutMs / 1000.0)
            : Tr::tr("Could not fetch %1: %2").arg(m_location, reply.error.message);
        deliver(m_generation, failure);
        return;
    }
    const int status = reply.http ? reply.http->status : 0;
    if (status < 200 || status > 299) {
        //: %2 is the HTTP status code, %3 its reason phrase
        failure.error = Tr::tr("Could not fetch %1: the server answered %2 %3.")
                            .arg(m_location).arg(status).arg(QString::fromUtf8(reply.http ? reply.http->reason : QByteArray()));
        deliver(m_generation, failure);
        return;
    }
    parseLater(m_location, reply.body);
}

void DocumentLoader::parseLater(const QString &location, const QByteArray &bytes)
{
    const quint64 generation = m_generation;
    auto *watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        deliver(generation, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([location, bytes] { return read(location, bytes); }));
}

void DocumentLoader::deliver(quint64 generation, const Result &result)
{
    if (generation != m_generation)
        return;
    m_running = false;
    emit finished(result);
}

} // namespace RpcScope
