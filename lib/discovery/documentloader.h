#pragma once

#include "lib/discovery/registry.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <memory>

namespace RpcScope {

class HttpClient;
struct TransportReply;

/// Loads an OpenRPC document from a file or an http(s) URL and reads its methods into a
/// Registry whose entries have the source "document". The file is read and every document
/// parsed on a worker thread; a URL is fetched with the project's HttpClient (GET, redirects
/// followed, a deadline). One load at a time: a new load() drops the one running.
class DocumentLoader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DocumentLoader)

public:
    /// What one load produced.
    struct Result
    {
        QString location;     ///< the path or URL as given
        Registry registry;    ///< the document's methods, source "document"
        QByteArray bytes;     ///< the document's text (to resolve `$ref`s against)
        QString error;        ///< translated; empty when the document was read

        bool ok() const { return error.isEmpty(); }
    };

    explicit DocumentLoader(QObject *parent = nullptr);
    ~DocumentLoader() override;

    /// A URL with the http or https scheme is fetched; anything else is a file path (a
    /// file:// URL too).
    void load(const QString &location);
    /// Deadline of a URL fetch (default 15 s).
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    int timeoutMs() const { return m_timeoutMs; }
    bool isRunning() const { return m_running; }

    /// Reads \a bytes as an OpenRPC document (pure; safe on any thread). \a location only
    /// goes into the result.
    static Result read(const QString &location, const QByteArray &bytes);
    /// Reads the file at \a path and then read()s it (blocking; safe on any thread).
    static Result readFile(const QString &path);

signals:
    void finished(const RpcScope::DocumentLoader::Result &result);

private:
    void loadFile(const QString &path);
    void loadUrl(const QString &location);
    void onHttpFinished(quint64 ticket, const TransportReply &reply);
    void parseLater(const QString &location, const QByteArray &bytes);
    void deliver(quint64 generation, const Result &result);

    HttpClient *m_http = nullptr;
    quint64 m_ticket = 0;
    quint64 m_generation = 0;   ///< results of an older load() are dropped
    QString m_location;
    int m_timeoutMs = 15000;
    bool m_running = false;
};

} // namespace RpcScope

Q_DECLARE_METATYPE(RpcScope::DocumentLoader::Result)
