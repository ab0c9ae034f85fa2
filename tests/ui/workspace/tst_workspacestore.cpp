// WorkspaceStore: the state is taken on the GUI thread and written on a worker, one save at
// a time, the newest state last; saveNow() waits for a running save; a folder that cannot be
// written is reported in words.

#include "lib/workspace/workspacefile.h"
#include "support/waitforworkers.h"
#include "ui/workspace/workspacestore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

namespace {

WorkspaceState stateWithText(const QByteArray &text)
{
    WorkspaceState state;
    EndpointState endpoint;
    endpoint.profile = EndpointProfile::create(QStringLiteral("http://127.0.0.1:1/rpc"), QStringLiteral("one"));
    endpoint.tabs.append({QStringLiteral("Request 1"), text, false});
    state.endpoints.append(endpoint);
    state.currentEndpointId = endpoint.profile.id;
    return state;
}

QByteArray savedText(const QString &path)
{
    WorkspaceState state;
    QString error;
    if (WorkspaceFile::read(path, &state, &error) != WorkspaceFile::Status::Ok || state.endpoints.isEmpty()
        || state.endpoints.first().tabs.isEmpty())
        return {};
    return state.endpoints.first().tabs.first().text;
}

} // namespace

class tst_WorkspaceStore final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void largeTextIsSavedOnAWorkerNewestLast()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("workspace.json"));
        WorkspaceStore store(path);
        // A 30 MB unsent text: written on the GUI thread it took most of a second.
        const QByteArray big = "[\"" + QByteArray(30 * 1000 * 1000, 'x') + "\"]";
        QByteArray current = big;
        store.setSource([&current] { return stateWithText(current); });

        store.scheduleSave();
        QTRY_VERIFY_WITH_TIMEOUT(store.isSaving(), 5000);
        // Changes while it writes: the newest is written after it, the one between never last.
        current = "{\"second\": 2}";
        store.scheduleSave();
        current = "{\"third\": 3}";
        store.scheduleSave();
        QTRY_COMPARE_WITH_TIMEOUT(savedText(path), QByteArray("{\"third\": 3}"), 10000);
        TestSupport::waitForWorkers();
        QCOMPARE(savedText(path), QByteArray("{\"third\": 3}"));
    }

    void saveNowWaitsForTheRunningSave()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("workspace.json"));
        WorkspaceStore store(path);
        QByteArray current = "[\"" + QByteArray(30 * 1000 * 1000, 'y') + "\"]";
        store.setSource([&current] { return stateWithText(current); });
        store.scheduleSave();
        QTRY_VERIFY_WITH_TIMEOUT(store.isSaving(), 5000);
        current = "{\"closing\": true}";
        QString error;
        QVERIFY2(store.saveNow(&error), qPrintable(error));
        QVERIFY(!store.isSaving());
        QCOMPARE(savedText(path), current);   // not overwritten by the older state
        TestSupport::waitForWorkers();
        QCOMPARE(savedText(path), current);
    }

    void aFailedSaveIsSaid()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("gone/deeper/workspace.json"));
        QVERIFY(QFile(dir.filePath(QStringLiteral("gone"))).open(QIODevice::WriteOnly));   // a file where a folder must be
        WorkspaceStore store(path);
        store.setSource([] { return stateWithText("{}"); });
        QSignalSpy failed(&store, &WorkspaceStore::saveFailed);
        store.scheduleSave();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 5000);
        QVERIFY(!failed.first().first().toString().isEmpty());
    }
};

QTEST_MAIN(tst_WorkspaceStore)
#include "tst_workspacestore.moc"
