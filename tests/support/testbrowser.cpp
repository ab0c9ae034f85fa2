// rpcscope-test-browser URL [--deny]: what a person with a browser does on the demo's sign-in
// page, for tests that must not need a real browser: it loads the page at URL, presses Approve
// (or Deny) in its form, and follows the redirect to wherever it points (RpcScope's redirect
// listener). Exit status 0 when the redirect was followed, 1 otherwise, with why on stderr.

#include <QCoreApplication>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QUrlQuery>

#include <cstdio>

namespace {

QNetworkReply *wait(QNetworkReply *reply)
{
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    return reply;
}

int fail(const QString &why)
{
    std::fprintf(stderr, "rpcscope-test-browser: %s\n", qUtf8Printable(why));
    return 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2)
        return fail(QStringLiteral("usage: rpcscope-test-browser URL [--deny]"));
    const QUrl url(args.last() == QLatin1String("--deny") ? args.at(args.size() - 2) : args.last());
    const bool deny = args.contains(QStringLiteral("--deny"));
    QNetworkAccessManager network;
    network.setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);

    QNetworkReply *page = wait(network.get(QNetworkRequest(url)));
    const QString html = QString::fromUtf8(page->readAll());
    if (page->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200)
        return fail(QStringLiteral("the sign-in page answered %1: %2")
                        .arg(page->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt())
                        .arg(html.left(300)));
    const QRegularExpressionMatch action = QRegularExpression(QStringLiteral("<form method=\"post\" action=\"([^\"]+)\"")).match(html);
    const QRegularExpressionMatch request = QRegularExpression(QStringLiteral("name=\"request\" value=\"([^\"]+)\"")).match(html);
    if (!action.hasMatch() || !request.hasMatch())
        return fail(QStringLiteral("the page has no sign-in form"));

    QUrlQuery form;
    form.addQueryItem(QStringLiteral("request"), request.captured(1));
    form.addQueryItem(QStringLiteral("decision"), deny ? QStringLiteral("deny") : QStringLiteral("approve"));
    QNetworkRequest post(url.resolved(QUrl(action.captured(1))));
    post.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/x-www-form-urlencoded"));
    QNetworkReply *decided = wait(network.post(post, form.toString(QUrl::FullyEncoded).toUtf8()));
    const QUrl location(QString::fromUtf8(decided->rawHeader("Location")));
    if (decided->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 302 || !location.isValid())
        return fail(QStringLiteral("pressing the button did not redirect"));

    QNetworkReply *back = wait(network.get(QNetworkRequest(location)));
    if (back->error() != QNetworkReply::NoError && back->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 0)
        return fail(QStringLiteral("the redirect to %1 failed: %2").arg(location.toString(), back->errorString()));
    return 0;
}
