// Crash safety with real kills: processes are stopped with SIGKILL (no destructor, no flush, no
// chance to tidy up) in the middle of their work, and what they leave on disk is read back.
// - A workspace or collection save (the product's writers, in rpcscope-save-peer, saving two
//   large versions in turn): the file is always the old or the new version, never a mix, and
//   the secret the collection holds in memory is in no file of the folder.
// - `rpcscope-cli run --record` against the demo server program: every request the run had
//   reported was answered is in the session file, which reads back (its last line, cut by the
//   kill, is reported, not fatal); the secret sent in a header is in no file; the JUnit report
//   is written whole or not at all.
// (The window killed while recording: tests/ui/sessions/tst_guirecording.)

#include "lib/collection/collectionfile.h"
#include "lib/session/sessionreader.h"
#include "lib/workspace/workspacefile.h"
#include "support/listeningserver.h"
#include "support/secretscan.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;
using namespace Qt::StringLiterals;

namespace {

constexpr int Kills = 25;
const QByteArray Secret = "kill-test-secret-5f2a9c";

/// Reads \a process's output until \a enough says it has what the test waits for.
bool readUntil(QProcess *process, QByteArray *out, const std::function<bool(const QByteArray &)> &enough,
               int timeoutMs = 30000)
{
    QElapsedTimer clock;
    clock.start();
    while (!enough(*out) && clock.elapsed() < timeoutMs && process->state() == QProcess::Running) {
        process->waitForReadyRead(200);
        *out += process->readAllStandardOutput();
    }
    return enough(*out);
}

void killNow(QProcess *process)
{
    process->kill();   // SIGKILL
    process->waitForFinished(10000);
}

} // namespace

class tst_KillSafety final : public QObject
{
    Q_OBJECT

private slots:
    void saveKilledLeavesTheOldOrTheNewFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("workspace") << u"workspace"_s;
        QTest::newRow("collection") << u"collection"_s;
    }

    void saveKilledLeavesTheOldOrTheNewFile()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(kind + u".json"_s);
        QSet<QString> versions;
        int midWrite = 0;   // kills that hit a save in progress (its "saving" said, its "saved" not)
        for (int kill = 0; kill < Kills; ++kill) {
            QProcess peer;
            peer.start(QStringLiteral(RPCSCOPE_SAVE_PEER), {kind, path, QString::fromLatin1(Secret)});
            QVERIFY2(peer.waitForStarted(10000), qPrintable(peer.errorString()));
            QByteArray out;
            QVERIFY2(readUntil(&peer, &out, [](const QByteArray &said) { return said.contains("saved "); }),
                     peer.readAllStandardError().constData());
            QTest::qWait(int(QRandomGenerator::global()->bounded(120)));
            QCOMPARE(peer.state(), QProcess::Running);
            killNow(&peer);
            QCOMPARE(peer.exitStatus(), QProcess::CrashExit);
            out += peer.readAllStandardOutput();
            const QList<QByteArray> lines = out.trimmed().split('\n');
            if (lines.last().startsWith("saving "))
                ++midWrite;

            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            QString error;
            QString name;
            if (kind == u"workspace") {
                WorkspaceState state;
                QVERIFY2(WorkspaceFile::parse(bytes, &state, &error) == WorkspaceFile::Status::Ok, qPrintable(error));
                QCOMPARE(WorkspaceFile::serialize(state), bytes);   // one whole version, nothing of another
                name = state.endpoints.value(0).profile.name;
            } else {
                Collection collection;
                QVERIFY2(CollectionFile::parse(bytes, &collection, &error) == CollectionFile::Status::Ok, qPrintable(error));
                QCOMPARE(CollectionFile::serialize(collection), bytes);
                name = collection.name;
            }
            QVERIFY2(name == u"Version a"_s || name == u"Version b"_s, qPrintable(name));
            versions.insert(name);
            // Whatever else is in the folder, a kill's leftover included, holds no secret.
            const QStringList leaked = filesHoldingSecrets(dir.path(), {Secret});
            QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(u", "_s)));
            for (const QString &other : QDir(dir.path()).entryList(QDir::Files | QDir::Hidden)) {
                if (dir.filePath(other) != path)
                    QFile::remove(dir.filePath(other));
            }
        }
        qInfo("%d kills, %d of them during a write, both versions seen: %s", Kills, midWrite,
              versions.size() == 2 ? "yes" : "no");
        QCOMPARE(versions.size(), 2);
        QVERIFY2(midWrite > 0, "no kill landed during a write: the test proved nothing about one");
    }

    void runKilledWhileRecordingLosesNoAnsweredRequest()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess server;
        const QString base = TestSupport::startDemoServer(&server, QStringLiteral(RPCSCOPE_DEMO_SERVER));
        QVERIFY(!base.isEmpty());

        // Thousands of calls, each sending the secret in a header.
        QByteArray items;
        for (int i = 1; i <= 3000; ++i) {
            if (i > 1)
                items += ",\n";
            items += "{\"type\": \"request\", \"name\": \"call " + QByteArray::number(i)
                   + "\", \"kind\": \"single\", \"endpoint\": \"{{baseUrl}}\", \"headers\": [[\"X-Api-Key\", \"{{apiKey}}\"]],"
                     " \"method\": \"math.add\", \"params\": {\"a\": " + QByteArray::number(i) + ", \"b\": 1}, \"id\": "
                   + QByteArray::number(i) + "}";
        }
        const QByteArray collection = "{\"format\": \"rpcscope-collection\", \"version\": 1, \"name\": \"kill\", "
                                      "\"variables\": [{\"name\": \"baseUrl\", \"value\": \"" + base.toUtf8() + "/rpc\"}, "
                                      "{\"name\": \"apiKey\", \"secret\": true}], \"items\": [" + items + "]}";
        const QString collectionPath = dir.filePath(u"kill.collection.json"_s);
        QFile file(collectionPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(collection);
        file.close();

        const QString session = dir.filePath(u"run.rpcsession"_s);
        const QString junit = dir.filePath(u"run.junit.xml"_s);
        QProcess run;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"RPCSCOPE_SECRET_APIKEY"_s, QString::fromLatin1(Secret));
        run.setProcessEnvironment(environment);
        run.start(QStringLiteral(RPCSCOPE_CLI), {u"run"_s, collectionPath, u"--record"_s, session, u"--junit"_s, junit});
        QVERIFY2(run.waitForStarted(10000), qPrintable(run.errorString()));
        QByteArray out;
        QVERIFY2(readUntil(&run, &out, [](const QByteArray &said) { return said.count("\nok ") + said.startsWith("ok ") >= 60; }),
                 QByteArray(out + run.readAllStandardError()).constData());
        QCOMPARE(run.state(), QProcess::Running);
        killNow(&run);
        QCOMPARE(run.exitStatus(), QProcess::CrashExit);
        out += run.readAllStandardOutput();
        server.kill();
        server.waitForFinished(5000);

        QSet<int> reported;
        static const QRegularExpression okLine(u"^ok +call (\\d+)"_s);
        for (const QByteArray &line : out.split('\n')) {
            const QRegularExpressionMatch match = okLine.match(QString::fromUtf8(line));
            if (match.hasMatch())
                reported.insert(match.captured(1).toInt());
        }
        QVERIFY(reported.size() >= 60);

        const SessionReader::Session read = SessionReader::readAll(session);
        QCOMPARE(read.status, SessionReader::Status::Ok);
        QVERIFY2(read.problems.size() <= 1, qPrintable(read.problems.value(1).message));
        QSet<int> recorded;
        static const QRegularExpression idPattern(u"\"id\":(\\d+)"_s);
        for (const SessionEntry &entry : read.entries) {
            const QRegularExpressionMatch match = idPattern.match(QString::fromUtf8(entry.request));
            if (entry.type == SessionEntry::Type::Exchange && match.hasMatch() && entry.body.contains("\"result\""))
                recorded.insert(match.captured(1).toInt());
        }
        for (const int id : std::as_const(reported))
            QVERIFY2(recorded.contains(id), qPrintable(u"call %1 was reported answered but is not in the session file"_s.arg(id)));

        const QStringList leaked = filesHoldingSecrets(dir.path(), {Secret});
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(u", "_s)));
        // The JUnit report comes at the end, atomically: a killed run leaves none, never half of one.
        QVERIFY(!QFile::exists(junit));
    }
};

QTEST_MAIN(tst_KillSafety)
#include "tst_killsafety.moc"
