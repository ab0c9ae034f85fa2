#include "lib/workspace/workspacefile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

class TestWorkspaceFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTripKeepsEverything();
    void secretsAreNeverWritten();
    void settingsPlaceTheSecret();
    void aStdioEndpointIsNamedByItsWords();
    void environmentKeepsSecretsOut();
    void wrongTypeNamesLineAndField();
    void newerVersionIsRefused();
    void notAWorkspace();
    void missingFileIsEmpty();
    void writeIsAtomic();
};

static WorkspaceState sample()
{
    WorkspaceState state;
    EndpointState a;
    a.profile = EndpointProfile::create(u"http://127.0.0.1:8545/rpc"_qs, u"Local node"_qs);
    a.profile.headers = {{"X-Trace", "on"}, {"Accept-Language", "de"}};
    a.profile.auth = EndpointProfile::Auth::Bearer;
    a.profile.secretName = u"NODE"_qs;
    a.profile.timeoutMs = 1500;
    a.profile.insecure = true;
    a.profile.tls.caFile = u"/etc/ssl/private-ca.pem"_qs;
    a.profile.tls.certificateFile = u"/home/ann/client.pem"_qs;
    a.profile.tls.keyFile = u"/home/ann/client.key"_qs;
    a.profile.tls.acceptedCertificates = {TlsFiles::fingerprintText(QByteArray(32, '\xaa')),
                                          TlsFiles::fingerprintText(QByteArray(32, '\xbb'))};
    a.profile.oauth.clientId = u"svc"_qs;
    a.profile.oauth.scope = u"notes read"_qs;
    a.profile.oauth.grant = OAuthSettings::Grant::ClientCredentials;
    a.profile.oauth.tokenUrl = u"https://id.example/oauth/token"_qs;
    a.tabs = {{u"first"_qs, "{\"id\": 9007199254740993,\n \"method\": \"x\"", false},
              {u"raw"_qs, "not json \"quoted\" \\ ü", true}};
    a.currentTab = -1;   // the batch tab
    a.batch = {"{\"jsonrpc\":\"2.0\",\"method\":\"a\"}", "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"b\"}"};
    EndpointState b;
    b.profile = EndpointProfile::create(u"stdio:node server.js --flag"_qs);
    b.profile.framing = Framing::ContentLength;
    b.profile.workingDirectory = u"/tmp"_qs;
    b.profile.serverAnswers = {{u"workspace/configuration"_qs, "[{\"python\":{\"analysis\":{}}},null]"},
                               {u"window/workDoneProgress/create"_qs, "null"}};
    EndpointState c;
    c.profile = EndpointProfile::create(u"unix:/run/geth.ipc"_qs);
    c.profile.framing = Framing::Concatenated;
    state.endpoints = {a, b, c};
    state.currentEndpointId = b.profile.id;
    return state;
}

void TestWorkspaceFile::roundTripKeepsEverything()
{
    const WorkspaceState state = sample();
    const QByteArray bytes = WorkspaceFile::serialize(state);
    WorkspaceState back;
    QString error;
    QVERIFY2(WorkspaceFile::parse(bytes, &back, &error) == WorkspaceFile::Status::Ok, qPrintable(error));
    QCOMPARE(back.endpoints.size(), 3);
    QCOMPARE(back.currentEndpointId, state.currentEndpointId);
    const EndpointState &a = back.endpoints.at(0);
    QCOMPARE(a.profile.id, state.endpoints.at(0).profile.id);
    QCOMPARE(a.profile.name, u"Local node"_qs);
    QCOMPARE(a.profile.headers, state.endpoints.at(0).profile.headers);
    QCOMPARE(a.profile.auth, EndpointProfile::Auth::Bearer);
    QCOMPARE(a.profile.secretName, u"NODE"_qs);
    QCOMPARE(a.profile.timeoutMs, 1500);
    QVERIFY(a.profile.insecure);
    QCOMPARE(a.profile.tls.caFile, state.endpoints.at(0).profile.tls.caFile);
    QCOMPARE(a.profile.tls.certificateFile, state.endpoints.at(0).profile.tls.certificateFile);
    QCOMPARE(a.profile.tls.keyFile, state.endpoints.at(0).profile.tls.keyFile);
    QCOMPARE(a.profile.tls.acceptedCertificates, state.endpoints.at(0).profile.tls.acceptedCertificates);
    QCOMPARE(a.profile.settings({}).tls.keyFile, state.endpoints.at(0).profile.tls.keyFile);
    QVERIFY(a.profile.oauth == state.endpoints.at(0).profile.oauth);
    QCOMPARE(a.profile.oauthSettings("x").grant, OAuthSettings::Grant::ClientCredentials);
    QCOMPARE(a.profile.oauthSettings("x").tokenUrl, QUrl(u"https://id.example/oauth/token"_qs));
    QVERIFY(back.endpoints.at(1).profile.oauth.isEmpty());
    QVERIFY(!bytes.contains("authorizationUrl"));   // written only when set: older files stay as they were
    QCOMPARE(a.tabs.size(), 2);
    QCOMPARE(a.tabs.at(0).text, state.endpoints.at(0).tabs.at(0).text);   // unfinished JSON kept as typed
    QCOMPARE(a.tabs.at(1).text, state.endpoints.at(0).tabs.at(1).text);
    QVERIFY(a.tabs.at(1).raw);
    QCOMPARE(a.currentTab, -1);
    QCOMPARE(a.batch, state.endpoints.at(0).batch);
    const EndpointState &b = back.endpoints.at(1);
    QCOMPARE(b.profile.address, u"stdio:node server.js --flag"_qs);
    QCOMPARE(b.profile.framing, Framing::ContentLength);
    QCOMPARE(b.profile.workingDirectory, u"/tmp"_qs);
    QCOMPARE(b.profile.serverAnswers, state.endpoints.at(1).profile.serverAnswers);
    QCOMPARE(back.endpoints.at(2).profile.framing, Framing::Concatenated);
    QVERIFY(back.endpoints.at(0).profile.serverAnswers.isEmpty());
    QVERIFY(back.endpoints.at(1).profile.tls.isEmpty());
    // A fingerprint written by hand in another spelling is read as the one spelling.
    QByteArray handWritten = bytes;
    handWritten.replace(TlsFiles::fingerprintText(QByteArray(32, '\xaa')).toLatin1(), QByteArray("sha256:" + QByteArray(64, 'a')));
    WorkspaceState spelled;
    QVERIFY2(WorkspaceFile::parse(handWritten, &spelled, &error) == WorkspaceFile::Status::Ok, qPrintable(error));
    QCOMPARE(spelled.endpoints.at(0).profile.tls.acceptedCertificates, state.endpoints.at(0).profile.tls.acceptedCertificates);
    QVERIFY(!bytes.mid(bytes.indexOf("stdio:node")).contains("\"tls\""));   // written only when set
    // Stable output: the same state writes the same bytes.
    QCOMPARE(WorkspaceFile::serialize(back), bytes);

    // A grant this version does not take is named, with its line.
    QByteArray unknownGrant = bytes;
    unknownGrant.replace("\"client_credentials\"", "\"password\"");
    WorkspaceState refused;
    QCOMPARE(WorkspaceFile::parse(unknownGrant, &refused, &error), WorkspaceFile::Status::Damaged);
    QVERIFY2(error.contains("oauth.grant"), qPrintable(error));
}

void TestWorkspaceFile::secretsAreNeverWritten()
{
    // The profile cannot hold a secret; settings() with one must not leak into the file.
    WorkspaceState state = sample();
    const EndpointSettings settings = state.endpoints.at(0).profile.settings("s3cr3t-token");
    QCOMPARE(settings.bearerToken, QByteArray("s3cr3t-token"));
    QVERIFY(!WorkspaceFile::serialize(state).contains("s3cr3t"));
}

void TestWorkspaceFile::settingsPlaceTheSecret()
{
    EndpointProfile profile = EndpointProfile::create(u"http://x/"_qs);
    profile.auth = EndpointProfile::Auth::Basic;
    profile.authUser = u"ann"_qs;
    EndpointSettings settings = profile.settings("pw");
    QCOMPARE(headerValue(settings.headers, "authorization"), QByteArray("Basic ") + QByteArray("ann:pw").toBase64());
    profile.auth = EndpointProfile::Auth::Header;
    profile.authHeader = "login_key";
    settings = profile.settings("k1");
    QCOMPARE(headerValue(settings.headers, "login_key"), QByteArray("k1"));
    QVERIFY(settings.bearerToken.isEmpty());
    // No secret: no auth header at all, rather than an empty one.
    QVERIFY(headerValue(profile.settings({}).headers, "login_key").isEmpty());

    profile.secretName = u"demo_key"_qs;
    qputenv("RPCSCOPE_SECRET_DEMO_KEY", "from-env");
    QCOMPARE(profile.secretFromEnvironment(), QByteArray("from-env"));
    qunsetenv("RPCSCOPE_SECRET_DEMO_KEY");
    QVERIFY(profile.secretFromEnvironment().isEmpty());
}

void TestWorkspaceFile::aStdioEndpointIsNamedByItsWords()
{
    // Paths cut to their last part, quotes gone, flags kept whole; other addresses stay as they are.
    QCOMPARE(EndpointProfile::create(QStringLiteral("stdio:node '/opt/my servers/.bin/mcp-server-everything' stdio")).name,
             QStringLiteral("node mcp-server-everything stdio"));
    QCOMPARE(EndpointProfile::defaultName(QStringLiteral("stdio:/usr/bin/clangd --log=/tmp/x/clangd.log")),
             QStringLiteral("clangd --log=/tmp/x/clangd.log"));
    // A URL or NAME=VALUE is no file path: kept whole.
    QCOMPARE(EndpointProfile::defaultName(QStringLiteral("stdio:npx mcp-remote https://a.example/v1/sse ./x/y")),
             QStringLiteral("npx mcp-remote https://a.example/v1/sse y"));
    QCOMPARE(EndpointProfile::defaultName(QStringLiteral("stdio:env FOO=/x/y ~/bin/srv")), QStringLiteral("env FOO=/x/y srv"));
    QCOMPARE(EndpointProfile::defaultName(QStringLiteral("stdio:node 'unterminated")),
             QStringLiteral("stdio:node 'unterminated"));
    QCOMPARE(EndpointProfile::defaultName(QStringLiteral("http://127.0.0.1:8080/rpc")),
             QStringLiteral("http://127.0.0.1:8080/rpc"));
    QCOMPARE(EndpointProfile::create(QStringLiteral("stdio:./server"), QStringLiteral("Mine")).name, QStringLiteral("Mine"));
}

void TestWorkspaceFile::environmentKeepsSecretsOut()
{
    WorkspaceState state = sample();
    EndpointProfile &stdio = state.endpoints[1].profile;
    stdio.environment = {{u"LOG_LEVEL"_qs, u"debug"_qs, false},
                         {u"GITHUB_TOKEN"_qs, u"ghp_typed-by-mistake"_qs, true},   // a value a secret must not carry
                         {u"EMPTY"_qs, QString(), false}};
    const QByteArray bytes = WorkspaceFile::serialize(state);
    QVERIFY(!bytes.contains("ghp_"));
    QVERIFY(bytes.contains("\"name\": \"GITHUB_TOKEN\""));
    WorkspaceState back;
    QString error;
    QVERIFY2(WorkspaceFile::parse(bytes, &back, &error) == WorkspaceFile::Status::Ok, qPrintable(error));
    const QList<EnvironmentVariable> expected{{u"LOG_LEVEL"_qs, u"debug"_qs, false},
                                              {u"GITHUB_TOKEN"_qs, QString(), true},
                                              {u"EMPTY"_qs, QString(), false}};
    QCOMPARE(back.endpoints.at(1).profile.environment, expected);
    QVERIFY(!WorkspaceFile::serialize(sample()).contains("\"environment\""));   // written only when set

    // A secret's value comes from the keychain's answer, else RPCSCOPE_SECRET_<NAME>; with
    // neither the variable is left out and named.
    const EndpointProfile &profile = back.endpoints.at(1).profile;
    EndpointSettings settings = profile.settings({}, {{u"GITHUB_TOKEN"_qs, u"from-keychain"_qs}});
    const QList<QPair<QString, QString>> withSecret{{u"LOG_LEVEL"_qs, u"debug"_qs},
                                                    {u"GITHUB_TOKEN"_qs, u"from-keychain"_qs},
                                                    {u"EMPTY"_qs, QString()}};
    QCOMPARE(settings.environment, withSecret);
    QCOMPARE(profile.missingSecrets({}), QStringList{u"GITHUB_TOKEN"_qs});
    QCOMPARE(profile.settings({}).environment.size(), 2);
    qputenv("RPCSCOPE_SECRET_GITHUB_TOKEN", "from-env");
    QCOMPARE(profile.settings({}).environment.at(1).second, u"from-env"_qs);
    QVERIFY(profile.missingSecrets({}).isEmpty());
    qunsetenv("RPCSCOPE_SECRET_GITHUB_TOKEN");
    QCOMPARE(profile.secretKey(u"GITHUB_TOKEN"_qs), u"env "_qs + profile.id + u" GITHUB_TOKEN"_qs);

    // A name with "=" cannot be set in an environment: refused with its place.
    QByteArray bad = bytes;
    bad.replace("\"LOG_LEVEL\"", "\"LOG=LEVEL\"");
    WorkspaceState refused;
    QCOMPARE(WorkspaceFile::parse(bad, &refused, &error), WorkspaceFile::Status::Damaged);
    QVERIFY2(error.contains("environment[0].name"), qPrintable(error));
}

void TestWorkspaceFile::wrongTypeNamesLineAndField()
{
    QByteArray bytes = WorkspaceFile::serialize(sample());
    bytes.replace("\"timeoutMs\": 1500", "\"timeoutMs\": \"soon\"");
    const int line = int(bytes.left(bytes.indexOf("\"soon\"")).count('\n')) + 1;
    WorkspaceState state;
    state.currentEndpointId = u"untouched"_qs;
    QString error;
    QCOMPARE(WorkspaceFile::parse(bytes, &state, &error), WorkspaceFile::Status::Damaged);
    QVERIFY2(error.contains(u"$.endpoints[0].timeoutMs"_qs), qPrintable(error));
    QVERIFY2(error.contains(QString::number(line)), qPrintable(error));
    QCOMPARE(state.currentEndpointId, u"untouched"_qs);   // nothing half-applied

    bytes = WorkspaceFile::serialize(sample());
    bytes.replace("\"framing\": \"ndjson\"", "\"framing\": \"smoke-signals\"");
    QCOMPARE(WorkspaceFile::parse(bytes, &state, &error), WorkspaceFile::Status::Damaged);
    QVERIFY2(error.contains(u"framing"_qs), qPrintable(error));

    bytes = WorkspaceFile::serialize(sample());
    bytes.replace(TlsFiles::fingerprintText(QByteArray(32, '\xbb')).toLatin1(), "BB:CC");
    QCOMPARE(WorkspaceFile::parse(bytes, &state, &error), WorkspaceFile::Status::Damaged);
    QVERIFY2(error.contains(u"$.endpoints[0].tls.acceptedCertificates[1]"_qs), qPrintable(error));
    QVERIFY2(error.contains(u"SHA-256"_qs), qPrintable(error));
}

void TestWorkspaceFile::newerVersionIsRefused()
{
    QByteArray bytes = WorkspaceFile::serialize(sample());
    bytes.replace("\"version\": 1", "\"version\": 7");
    WorkspaceState state;
    QString error;
    QCOMPARE(WorkspaceFile::parse(bytes, &state, &error), WorkspaceFile::Status::NewerVersion);
    QVERIFY2(error.contains(u"7"_qs) && error.contains(u"newer"_qs), qPrintable(error));
}

void TestWorkspaceFile::notAWorkspace()
{
    WorkspaceState state;
    QString error;
    QCOMPARE(WorkspaceFile::parse("{\"jsonrpc\": \"2.0\"}", &state, &error), WorkspaceFile::Status::Damaged);
    QVERIFY(error.contains(u"not an RpcScope workspace"_qs));
    QCOMPARE(WorkspaceFile::parse("{\"format\": \"rpcscope-workspace\", \"version\": 1, \"endpoints\": [", &state,
                                  &error),
             WorkspaceFile::Status::Damaged);
    QVERIFY2(error.contains(u"Line 1"_qs), qPrintable(error));
}

void TestWorkspaceFile::missingFileIsEmpty()
{
    QTemporaryDir dir;
    WorkspaceState state = sample();
    QString error;
    QCOMPARE(WorkspaceFile::read(dir.filePath(u"none.json"_qs), &state, &error), WorkspaceFile::Status::Ok);
    QVERIFY(state.endpoints.isEmpty());
}

void TestWorkspaceFile::writeIsAtomic()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"sub/workspace.json"_qs);
    QString error;
    QVERIFY2(WorkspaceFile::write(path, sample(), &error), qPrintable(error));
    WorkspaceState state;
    QVERIFY2(WorkspaceFile::read(path, &state, &error) == WorkspaceFile::Status::Ok, qPrintable(error));
    QCOMPARE(state.endpoints.size(), sample().endpoints.size());
    // A path that cannot be written leaves an error, not a half file.
    QVERIFY(!WorkspaceFile::write(u"/proc/rpcscope/workspace.json"_qs, sample(), &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestWorkspaceFile)
#include "tst_workspacefile.moc"
