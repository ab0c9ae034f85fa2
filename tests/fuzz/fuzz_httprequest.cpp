// The HTTP request parser of every listener of ours (the demo server, `serve` and the OAuth
// redirect share it), over any client bytes in random pieces. The first byte picks the piece size and the
// caps. Invariants:
// - the requests, and the error status, are the same whether the bytes come whole or in
//   pieces (pipelined requests included);
// - an error is final, with one of the statuses the parser documents and words for it;
// - no body is over its cap, and nothing held is more than what was given;
// - the demo's authorization server, given every request in turn, answers each with a status it
//   documents, JSON that parses where it says JSON, and never redirects off this machine.

#include "fuzzcheck.h"

#include "lib/demo/demoauthorizationserver.h"
#include "lib/httpserver/httprequestparser.h"

#include <QJsonDocument>
#include <QUrl>

using namespace RpcScope;

namespace {

void authorize(DemoAuthorizationServer &server, const IncomingHttpRequest &request)
{
    std::optional<DemoHttpAnswer> answer = server.answer(request);
    if (!answer && DemoAuthorizationServer::isProtected(request.path))
        answer = server.refusal(request);
    if (!answer)
        return;
    static const QList<int> documented{200, 201, 302, 400, 401, 404, 405};
    FUZZ_CHECK(documented.contains(answer->status), "a documented status");
    if (answer->contentType == "application/json")
        FUZZ_CHECK(!QJsonDocument::fromJson(answer->body).isNull(), "JSON where it says JSON");
    const qsizetype at = answer->extraHeaders.indexOf("Location: ");
    if (at >= 0) {
        const QByteArray location = answer->extraHeaders.mid(at + 10).split('\r').first();
        const QUrl url(QString::fromUtf8(location));
        FUZZ_CHECK(url.scheme() == u"http" && (url.host() == u"127.0.0.1" || url.host() == u"localhost" || url.host() == u"::1"),
                   "redirects stay on this machine");
    }
}

QList<QByteArray> run(QByteArrayView bytes, qsizetype piece, qint64 maxBody, qsizetype maxHeader,
                      DemoAuthorizationServer *server = nullptr)
{
    HttpRequestParser parser(maxBody, maxHeader);
    QList<QByteArray> out;
    bool failed = false;
    qsizetype pushed = 0;
    for (qsizetype at = 0; at < bytes.size() && !failed; at += piece) {
        const QByteArrayView part = bytes.sliced(at, qMin(piece, bytes.size() - at));
        parser.append(part.toByteArray());
        pushed += part.size();
        for (;;) {
            const HttpRequestParser::Status status = parser.next();
            if (status == HttpRequestParser::Status::NeedMore)
                break;
            if (status == HttpRequestParser::Status::Error) {
                const int code = parser.errorStatus();
                FUZZ_CHECK(code == 400 || code == 413 || code == 431 || code == 501 || code == 505,
                           "an error has a documented status");
                FUZZ_CHECK(!parser.errorText().isEmpty(), "an error is said in words");
                FUZZ_CHECK(parser.next() == HttpRequestParser::Status::Error, "an error is final");
                out.append("error " + QByteArray::number(code));
                failed = true;
                break;
            }
            const IncomingHttpRequest request = parser.takeRequest();
            FUZZ_CHECK(request.body.size() <= maxBody, "no body over its cap");
            if (server)
                authorize(*server, request);
            QByteArray said = request.method + ' ' + request.target + ' ' + request.path + ' '
                + QByteArray::number(request.minorVersion) + ' ' + QByteArray::number(request.headers.size()) + ' '
                + QByteArray::number(request.keepAlive) + '\n' + request.body;
            out.append(said);
        }
        FUZZ_CHECK(parser.buffered() <= pushed, "nothing held beyond what was given");
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t mode = FuzzInput::takeByte(data, size);
    const qsizetype piece = 1 + mode % 32;
    const qint64 maxBody = (mode & 0x20) ? 16 : 64 * 1024;
    const qsizetype maxHeader = (mode & 0x40) ? 64 : 64 * 1024;
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    DemoAuthorizationServer server("http://127.0.0.1:8080");
    FUZZ_CHECK_EQUAL(run(bytes, piece, maxBody, maxHeader).join('|'),
                     run(bytes, qMax<qsizetype>(bytes.size(), 1), maxBody, maxHeader, &server).join('|'),
                     "pieces give the requests the whole stream gives");
    return 0;
}
