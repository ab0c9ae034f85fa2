// A process that saves the way the window does, for the kill tests (tst_killsafety): it writes
// one of two large versions of a workspace or a collection file with the product's own writer
// (WorkspaceFile::write, CollectionFile::write), alternating, for ever, and prints "saved N"
// after each ("saving N" before). The test kills it with SIGKILL at random moments and reads what is on disk.
//
//   rpcscope-save-peer workspace|collection FILE SECRET
//
// SECRET is the value of a secret the state holds in memory (a collection's secret variable):
// it must never reach the file.

#include "lib/collection/collectionfile.h"
#include "lib/workspace/workspacefile.h"

#include <QCoreApplication>
#include <QString>

#include <cstdio>

using namespace RpcScope;

namespace {

// About a megabyte each, so that a write takes long enough to be interrupted.
constexpr int Parts = 400;

QString filler(char letter, int index)
{
    return QStringLiteral("part %1 ").arg(index) + QString(2400, QLatin1Char(letter));
}

WorkspaceState workspace(char letter)
{
    EndpointState endpoint;
    endpoint.profile = EndpointProfile::create(QStringLiteral("http://127.0.0.1:8545/rpc"), QStringLiteral("Version %1").arg(letter));
    endpoint.profile.id = QStringLiteral("kill-test");
    endpoint.profile.auth = EndpointProfile::Auth::Bearer;
    endpoint.profile.secretName = QStringLiteral("NODE");
    for (int i = 0; i < Parts; ++i)
        endpoint.tabs.append({QStringLiteral("tab %1").arg(i), filler(letter, i).toUtf8(), false});
    WorkspaceState state;
    state.endpoints = {endpoint};
    state.currentEndpointId = endpoint.profile.id;
    return state;
}

Collection collection(char letter, const QString &secret)
{
    Collection result;
    result.name = QStringLiteral("Version %1").arg(letter);
    result.variables = {{QStringLiteral("baseUrl"), QStringLiteral("http://127.0.0.1:8545/rpc"), false},
                        {QStringLiteral("apiKey"), secret, true}};
    for (int i = 0; i < Parts; ++i) {
        CollectionItem item;
        item.name = QStringLiteral("request %1").arg(i);
        item.description = filler(letter, i);
        item.request.endpoint = QStringLiteral("{{baseUrl}}");
        item.request.headers = {{QStringLiteral("X-Api-Key"), QStringLiteral("{{apiKey}}")}};
        item.request.method = QStringLiteral("math.add");
        item.request.params = QStringLiteral("[%1, 1]").arg(i);
        result.items.push_back(item);
    }
    return result;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    if (arguments.size() != 4) {
        std::fprintf(stderr, "usage: rpcscope-save-peer workspace|collection FILE SECRET\n");
        return 2;
    }
    const bool isWorkspace = arguments.at(1) == QLatin1String("workspace");
    const QString path = arguments.at(2);
    const WorkspaceState workspaces[] = {workspace('a'), workspace('b')};
    const Collection collections[] = {collection('a', arguments.at(3)), collection('b', arguments.at(3))};
    for (quint64 saved = 1;; ++saved) {
        std::printf("saving %llu\n", static_cast<unsigned long long>(saved));
        std::fflush(stdout);
        QString error;
        const int which = int(saved % 2);
        const bool ok = isWorkspace ? WorkspaceFile::write(path, workspaces[which], &error)
                                    : CollectionFile::write(path, collections[which], &error);
        if (!ok) {
            std::fprintf(stderr, "save failed: %s\n", qPrintable(error));
            return 1;
        }
        std::printf("saved %llu\n", static_cast<unsigned long long>(saved));
        std::fflush(stdout);
    }
}
