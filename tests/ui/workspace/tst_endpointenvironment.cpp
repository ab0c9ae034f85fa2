// A stdio endpoint's environment, secrets included, on a real child process and a real
// keychain (a private Secret Service: tests/support/with-keychain.sh): the sheet hands a
// typed secret to the keychain, never to the profile; a new process reads it back before the
// server starts, and the server sees it.

#include "lib/keychain/keychainsecretstore.h"
#include "lib/workspace/endpointprofile.h"
#include "lib/workspace/workspacefile.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointsettingsdialog.h"
#include "ui/workspace/environmenttable.h"

#include <QDirIterator>
#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QScopeGuard>
#include <QTest>

using namespace RpcScope;
using namespace Qt::StringLiterals;

class tst_EndpointEnvironment final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void sheetKeepsSecretValuesApart();
    void keychainSecretReachesTheChild();
    void missingSecretIsSaid();
};

namespace {

/// A server that writes what it got in PLAIN and TOKEN to "<script>.env", then waits.
QString envWriter(const QTemporaryDir &dir)
{
    QFile script(dir.filePath(u"env-writer.sh"_s));
    if (!script.open(QIODevice::WriteOnly))
        return {};
    script.write("printf '%s|%s|%s' \"$PLAIN\" \"${TOKEN-unset}\" \"${RPCSCOPE_SECRET_TOKEN-none}\" > \"$0.env.part\"\n"
                 "mv \"$0.env.part\" \"$0.env\"\n"
                 "while IFS= read -r line; do :; done\n");
    return script.fileName();
}

QByteArray waitForFile(const QString &path)
{
    QFile file(path);
    if (!QTest::qWaitFor([&] { return file.exists(); }, 10000) || !file.open(QIODevice::ReadOnly))
        return "(never written)";
    return file.readAll();
}

} // namespace

void tst_EndpointEnvironment::sheetKeepsSecretValuesApart()
{
    EndpointProfile profile = EndpointProfile::create(u"stdio:server --stdio"_s, u"server"_s);
    profile.environment = {{u"PLAIN"_s, u"open"_s, false}, {u"KEPT"_s, QString(), true}};
    EndpointSettingsDialog dialog(profile, false);
    dialog.setKeptEnvironmentSecrets({u"KEPT"_s});
    EnvironmentTable *table = dialog.environmentTable();
    QVERIFY(table->isVisibleTo(&dialog));
    QTableWidget *cells = table->table();
    QCOMPARE(cells->rowCount(), 2);
    // A kept secret shows as dots, never its value (the sheet does not have it).
    QCOMPARE(cells->item(1, EnvironmentTable::ValueColumn)->text(), QString(8, QChar(0x2022)));

    // A value typed in the clear, then marked secret, is no longer shown and goes to the keychain.
    table->addVariable(u"TOKEN"_s, u"typed-secret"_s, false);
    cells->item(2, EnvironmentTable::SecretColumn)->setCheckState(Qt::Checked);
    QVERIFY(!cells->item(2, EnvironmentTable::ValueColumn)->text().contains(u"typed"_s));
    QCOMPARE(dialog.environmentSecrets(), (QHash<QString, QString>{{u"TOKEN"_s, u"typed-secret"_s}}));
    const QList<EnvironmentVariable> expected{{u"PLAIN"_s, u"open"_s, false},
                                              {u"KEPT"_s, QString(), true},
                                              {u"TOKEN"_s, QString(), true}};
    QCOMPARE(dialog.profile().environment, expected);
    WorkspaceState state;
    state.endpoints.append(EndpointState());
    state.endpoints[0].profile = dialog.profile();
    QVERIFY(!WorkspaceFile::serialize(state).contains("typed-secret"));

    // Typing into a secret's cell edits masked and starts empty.
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    cells->setCurrentCell(1, EnvironmentTable::ValueColumn);
    cells->editItem(cells->item(1, EnvironmentTable::ValueColumn));
    auto *editor = cells->findChild<QLineEdit *>();
    QVERIFY(editor);
    QCOMPARE(editor->echoMode(), QLineEdit::Password);
    QVERIFY(editor->text().isEmpty());
    QTest::keyClicks(editor, u"replaced"_s);
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(dialog.environmentSecrets().value(u"KEPT"_s), u"replaced"_s);   // committed queued

    // Unmarked again, a value that was secret is not shown in the clear: it starts empty.
    cells->item(2, EnvironmentTable::SecretColumn)->setCheckState(Qt::Unchecked);
    QVERIFY(cells->item(2, EnvironmentTable::ValueColumn)->text().isEmpty());
    QVERIFY(!dialog.environmentSecrets().contains(u"TOKEN"_s));

    // A kept secret renamed (nothing new typed) takes its value along.
    EndpointSettingsDialog renaming(profile, false);
    renaming.setKeptEnvironmentSecrets({u"KEPT"_s});
    renaming.environmentTable()->table()->item(1, EnvironmentTable::NameColumn)->setText(u"RENAMED"_s);
    QCOMPARE(renaming.renamedEnvironmentSecrets(), (QHash<QString, QString>{{u"KEPT"_s, u"RENAMED"_s}}));
    QCOMPARE(renaming.profile().secretVariables(), QStringList{u"RENAMED"_s});

    // A value without a name is refused, not dropped.
    renaming.environmentTable()->addVariable(QString(), u"orphan"_s, false);
    QVERIFY(!renaming.environmentTable()->problem().isEmpty());

    // A name twice cannot be set: the sheet says so and stays open.
    table->addVariable(u"PLAIN"_s, u"again"_s, false);
    QVERIFY(table->problem().contains(u"PLAIN"_s));
}

void tst_EndpointEnvironment::keychainSecretReachesTheChild()
{
    QTemporaryDir dir;
    const QString script = envWriter(dir);
    QVERIFY(!script.isEmpty());
    EndpointProfile profile = EndpointProfile::create(u"stdio:sh "_s + script, u"env"_s);
    profile.environment = {{u"PLAIN"_s, u"open"_s, false}, {u"TOKEN"_s, QString(), true}};
    {
        // One process keeps it…
        KeychainSecretStore writer;
        writer.setSecret(profile.secretKey(u"TOKEN"_s), u"s3cret-from-keychain"_s);
        // …and the keychain has it (asked anew until the asynchronous write has landed).
        QVERIFY(QTest::qWaitFor([&] {
            KeychainSecretStore probe;
            QSignalSpy loaded(&probe, &KeychainSecretStore::loaded);
            probe.load({profile.secretKey(u"TOKEN"_s)});
            return loaded.wait(6000) && probe.secret(profile.secretKey(u"TOKEN"_s)) == u"s3cret-from-keychain"_s;
        }, 20000));
        QVERIFY2(writer.isKeychainAvailable(), qPrintable(writer.status()));
    }
    // …another reads it back before the server starts.
    KeychainSecretStore reader;
    EndpointSession session(profile);
    session.setSecretStore(&reader);
    QSignalSpy diagnostics(&session, &EndpointSession::diagnostic);
    session.connectToEndpoint();
    QCOMPARE(session.state(), EndpointSession::State::Discovering);
    QVERIFY2(session.statusText().contains(u"keychain"_s), qPrintable(session.statusText()));
    QCOMPARE(waitForFile(script + u".env"_s), QByteArray("open|s3cret-from-keychain|none"));
    QVERIFY(diagnostics.isEmpty());
    QVERIFY(reader.isKeychainAvailable());

    // Nothing of it in a file of the throwaway home the keychain test runs in.
    QDirIterator files(QDir::homePath(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        QFile file(files.next());
        if (file.size() < 4 * 1024 * 1024 && file.open(QIODevice::ReadOnly))
            QVERIFY2(!file.readAll().contains("s3cret-from-keychain"), qPrintable(file.fileName()));
    }
    session.close();
}

void tst_EndpointEnvironment::missingSecretIsSaid()
{
    QTemporaryDir dir;
    const QString script = envWriter(dir);
    EndpointProfile profile = EndpointProfile::create(u"stdio:sh "_s + script, u"env"_s);
    profile.environment = {{u"PLAIN"_s, u"open"_s, false}, {u"TOKEN"_s, QString(), true}};
    // The keychain is asked and has no entry: it is not asked again, and the server starts
    // without the variable; the window says which one and where to give it.
    KeychainSecretStore store;
    EndpointSession session(profile);
    session.setSecretStore(&store);
    QSignalSpy diagnostics(&session, &EndpointSession::diagnostic);
    session.connectToEndpoint();
    QCOMPARE(waitForFile(script + u".env"_s), QByteArray("open|unset|none"));
    QVERIFY(store.isKnownAbsent(profile.secretKey(u"TOKEN"_s)));
    QVERIFY2(store.isKeychainAvailable(), qPrintable(store.status()));
    QCOMPARE(diagnostics.size(), 1);
    const QString said = diagnostics.constFirst().constFirst().toString();
    QVERIFY2(said.contains(u"TOKEN"_s) && said.contains(u"RPCSCOPE_SECRET_"_s), qPrintable(said));
    session.close();

    // RPCSCOPE_SECRET_TOKEN gives it (CI), and is itself never inherited by the child.
    qputenv("RPCSCOPE_SECRET_TOKEN", "from-ci");
    const auto unset = qScopeGuard([] { qunsetenv("RPCSCOPE_SECRET_TOKEN"); });
    QFile::remove(script + u".env"_s);
    EndpointSession again(profile);
    again.setSecretStore(&store);
    again.connectToEndpoint();
    QCOMPARE(waitForFile(script + u".env"_s), QByteArray("open|from-ci|none"));
    again.close();
}

QTEST_MAIN(tst_EndpointEnvironment)
#include "tst_endpointenvironment.moc"
