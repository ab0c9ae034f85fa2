// The Authorization page on the demo's protected MCP endpoint (in this process, on loopback):
// a sign-in through the demo's real sign-in page (rpcscope-test-browser presses Approve as a
// person would), every step listed and readable with tokens masked, the state at a glance;
// a restart (a new session and token store) is still signed in from the system keychain with
// no browser; without a keychain it asks again; Sign Out forgets the grant everywhere.

#include "lib/auth/oauthauthorizer.h"
#include "lib/auth/tokenstore.h"
#include "lib/demo/demoauthorizationserver.h"
#include "lib/demo/demohttpserver.h"
#include "lib/httpserver/httprequestparser.h"
#include "lib/workspace/endpointprofile.h"
#include "ui/auth/authorizationpage.h"
#include "ui/auth/authstepsmodel.h"
#include "ui/common/twolinedelegate.h"
#include "ui/workspace/endpointsession.h"
#include "support/secretscan.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

using namespace RpcScope;
using namespace Qt::StringLiterals;

namespace {

constexpr int kFlowMs = 20000;

QStringList kindsOf(const AuthStepsModel *steps)
{
    QStringList kinds;
    for (int row = 0; row < steps->stepCount(); ++row)
        kinds.append(AuthStep::kindName(steps->step(row).kind));
    return kinds;
}

/// One endpoint of the window as a restart makes it: a new token store, session and page,
/// the page watching the session's authorizer; connect() opens it.
struct Endpoint
{
    TokenStore store;
    EndpointSession session;
    AuthorizationPage page;

    Endpoint(const EndpointProfile &profile, const QUrl &url, bool keychain = true)
        : session(profile)
    {
        store.setKeychainEnabled(keychain);
        session.setTokenStore(&store);
        page.setAuthorizer(session.authorizer(), url);
    }
    ~Endpoint() { session.close(); }
};

} // namespace

class tst_AuthorizationPage final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_server.listen());
        m_profile = EndpointProfile::create(m_server.secureMcpUrl().toString(), QStringLiteral("Demo MCP (sign-in)"));
    }

    void signsInThroughTheBrowserAndShowsEveryStep()
    {
        qputenv("BROWSER", RPCSCOPE_TEST_BROWSER);
        TokenStore store;
        EndpointSession session(m_profile);
        session.setTokenStore(&store);
        AuthorizationPage page;
        page.resize(1366, 768);
        page.show();
        page.setAuthorizer(session.authorizer(), m_server.secureMcpUrl());
        QVERIFY(page.stateLabel()->text().startsWith("Not signed in"));
        session.connectToEndpoint();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), EndpointSession::State::Ready, kFlowMs);
        QVERIFY(session.mcpConnection());   // the MCP handshake went on with the token

        QCOMPARE(kindsOf(page.steps()), (QStringList{"challenge", "resource-metadata", "server-metadata", "registration",
                                                     "authorization", "token"}));
        QCOMPARE(page.stateLabel()->text(), QString("Signed in to %1.").arg(m_server.secureMcpUrl().toString()));
        QCOMPARE(page.summaryValue("issuer")->text(), m_server.url().toString());
        QVERIFY(page.summaryValue("client")->text().endsWith("(dynamically registered)"));
        QCOMPARE(page.summaryValue("scopes")->text(), QString("notes"));
        QVERIFY2(QRegularExpression("^Bearer \\(hidden\\), expires in (59|60) min").match(page.summaryValue("token")->text()).hasMatch(),
                 qPrintable(page.summaryValue("token")->text()));
        QCOMPARE(page.summaryValue("kept")->text(), QString("in the system keychain"));
        QVERIFY(!page.cancelButton()->isVisible() && !page.copyLinkButton()->isVisible());
        QVERIFY(page.signOutButton()->isEnabled());

        // The token step, as it was sent and answered: the secrets masked, the rest as sent.
        QByteArray token = session.authorizer()->grant().accessToken;
        const QByteArray refresh = session.authorizer()->grant().refreshToken;
        QVERIFY(!token.isEmpty() && !refresh.isEmpty());
        page.stepList()->setCurrentIndex(page.steps()->index(5));
        const QString request = page.requestView()->toPlainText();
        const QString response = page.responseView()->toPlainText();
        QVERIFY2(request.startsWith("POST " + m_server.url().toString() + "/oauth/token\n"), qPrintable(request));
        QVERIFY2(request.contains("grant_type=authorization_code") && request.contains("code=[redacted]")
                     && request.contains("code_verifier=[redacted]"),
                 qPrintable(request));
        QVERIFY2(response.startsWith("HTTP/1.1 200 OK\n") && response.contains("\"access_token\": \"[redacted]\""),
                 qPrintable(response));
        QVERIFY2(page.verdictLabel()->text().contains("Bearer token, valid for 3600 second"), qPrintable(page.verdictLabel()->text()));
        QVERIFY2(response.contains(QRegularExpression("\nTimings: connected -?\\d+ ms, first byte \\d+ ms, complete \\d+ ms; \\d+ bytes sent, \\d+ received$")),
                 qPrintable(response));
        // The sign-in page's address, its parameters one to a line, decoded, in the order sent.
        page.stepList()->setCurrentIndex(page.steps()->index(4));
        const QString signIn = page.requestView()->toPlainText();
        QVERIFY2(signIn.contains("\n\nParameters:\n  response_type          code\n  client_id              demo-client-"), qPrintable(signIn));
        QVERIFY2(signIn.contains("\n  code_challenge_method  S256\n") && signIn.contains("\n  resource               " + m_server.secureMcpUrl().toString() + "\n"),
                 qPrintable(signIn));
        QVERIFY(!page.steps()->data(page.steps()->index(4), Qt::ToolTipRole).toString().contains("code_challenge"));
        // No secret anywhere on the page.
        for (QWidget *widget : page.findChildren<QWidget *>()) {
            QString text;
            if (auto *label = qobject_cast<QLabel *>(widget))
                text = label->text();
            else if (auto *edit = qobject_cast<QPlainTextEdit *>(widget))
                text = edit->toPlainText();
            QVERIFY2(!text.contains(QString::fromLatin1(token)) && !text.contains(QString::fromLatin1(refresh)),
                     qPrintable(widget->objectName()));
        }
        for (int row = 0; row < page.steps()->rowCount(); ++row) {
            const QString shown = page.steps()->data(page.steps()->index(row), Qt::ToolTipRole).toString();
            QVERIFY2(!shown.contains(QString::fromLatin1(token)) && !shown.contains("code=demo"), qPrintable(shown));
        }
        // Shown in clear only when asked for, hidden again at once.
        QVERIFY(!page.revealedToken()->isVisible() && page.revealedToken()->text().isEmpty());
        QTest::mouseClick(page.revealButton(), Qt::LeftButton);
        QVERIFY(page.revealedToken()->isVisible());
        QCOMPARE(page.revealedToken()->text().toUtf8(), token);
        QCOMPARE(page.revealButton()->text(), QString("Hide"));
        QTest::mouseClick(page.revealButton(), Qt::LeftButton);
        QVERIFY(!page.revealedToken()->isVisible() && page.revealedToken()->text().isEmpty());
        QTest::mouseClick(page.revealButton(), Qt::LeftButton);   // left open: a new token hides it (below)
        // What a person reads is not cut: the buttons say their whole text.
        for (QPushButton *button : {page.signInButton(), page.signOutButton()})
            QVERIFY(button->fontMetrics().horizontalAdvance(button->text()) < button->width());

        // Refresh Token: one token request with the refresh token, a new access token, no browser.
        QVERIFY(page.refreshButton()->isVisible());
        QTest::mouseClick(page.refreshButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(page.steps()->rowCount(), 7, kFlowMs);
        QCOMPARE(AuthStep::kindName(page.steps()->step(6).kind), QString("refresh"));
        QTRY_VERIFY_WITH_TIMEOUT(session.authorizer()->grant().accessToken != token, kFlowMs);
        QVERIFY(!page.revealedToken()->isVisible() && !page.revealButton()->isChecked());
        QVERIFY(page.stateLabel()->text().startsWith("Signed in to"));
        session.close();
    }

    void stepByStepPausesBeforeEachRequest()
    {
        // Step by step with Sign In: the flow waits under Next Request before each request;
        // a scope written into the sign-in page's address goes as written (the demo grants what
        // it knows of it); no secret is ever in the editor; a text that is no request is refused
        // in words and nothing goes.
        qputenv("BROWSER", RPCSCOPE_TEST_BROWSER);
        Endpoint endpoint(m_profile, m_server.secureMcpUrl(), false);
        AuthorizationPage &page = endpoint.page;
        page.resize(1366, 768);
        page.show();
        page.stepByStepBox()->setChecked(true);
        QTest::mouseClick(page.signInButton(), Qt::LeftButton);
        QStringList firstLines;
        bool refusedOnce = false;
        for (int round = 0; round < 6; ++round) {
            QTRY_VERIFY_WITH_TIMEOUT(page.pendingEdit()->isVisible() || endpoint.session.authorizer()->grant().accessToken.size() > 0,
                                     kFlowMs);
            if (!page.pendingEdit()->isVisible())
                break;
            QVERIFY(page.stateLabel()->text().startsWith("Paused before the next request"));
            QString text = page.pendingEdit()->toPlainText();
            firstLines.append(text.section(u'\n', 0, 0).section(u'?', 0, 0));
            QVERIFY2(!text.contains("code_verifier=") || text.contains("code_verifier={{secret:code_verifier}}"), qPrintable(text));
            if (!refusedOnce) {
                refusedOnce = true;
                const qsizetype before = page.steps()->rowCount();
                page.pendingEdit()->setPlainText("not a request");
                QVERIFY(!page.sendPending());
                QVERIFY(page.pendingEdit()->isVisible());
                QTest::qWait(100);
                QCOMPARE(page.steps()->rowCount(), before);   // nothing went
                page.pendingEdit()->setPlainText(text);
            }
            if (text.contains("/oauth/authorize?"))
                text.replace(QRegularExpression("scope=[^&\\n]*"), "scope=notes");   // as asked, written by hand
            page.pendingEdit()->setPlainText(text);
            QTest::mouseClick(page.sendButton(), Qt::LeftButton);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!endpoint.session.authorizer()->grant().accessToken.isEmpty(), kFlowMs);
        QVERIFY2(firstLines.size() >= 4, qPrintable(firstLines.join(" | ")));
        QVERIFY2(firstLines.first().startsWith("GET ") && firstLines.first().contains("/.well-known/"), qPrintable(firstLines.join(" | ")));
        QVERIFY2(firstLines.last().startsWith("POST ") && firstLines.last().endsWith("/oauth/token"), qPrintable(firstLines.join(" | ")));
        QVERIFY(!page.pendingEdit()->isVisible());
        QTRY_VERIFY(page.stateLabel()->text().startsWith("Signed in to"));
    }

    void aRestartIsStillSignedIn()
    {
        // A browser that cannot be started: only the keychain can sign this one in.
        qputenv("BROWSER", "/nonexistent/rpcscope-no-browser");
        Endpoint restarted(m_profile, m_server.secureMcpUrl());
        restarted.session.connectToEndpoint();
        QTRY_COMPARE_WITH_TIMEOUT(restarted.session.state(), EndpointSession::State::Ready, kFlowMs);
        QVERIFY(restarted.session.mcpConnection());
        QCOMPARE(restarted.page.steps()->rowCount(), 0);   // no flow ran
        QVERIFY2(restarted.page.stateLabel()->text().startsWith("Signed in to"), qPrintable(restarted.page.stateLabel()->text()));
        QVERIFY(restarted.page.summaryValue("client")->text().endsWith("(dynamically registered)"));
    }

    void withoutAKeychainItAsksAgain()
    {
        qputenv("BROWSER", "/nonexistent/rpcscope-no-browser");
        Endpoint restarted(m_profile, m_server.secureMcpUrl(), false);
        restarted.session.connectToEndpoint();
        const QLabel *state = restarted.page.stateLabel();
        QTRY_VERIFY_WITH_TIMEOUT(state->text().startsWith("The last sign-in failed"), kFlowMs);
        QVERIFY2(state->text().contains("could not be started"), qPrintable(state->text()));
        QVERIFY(kindsOf(restarted.page.steps()).contains("registration"));   // a whole flow, from the start
    }

    void aSignInNobodyFinishesCanBeCanceled()
    {
        // A browser that opens and does nothing: the page waits, offers the link and Cancel.
        qputenv("BROWSER", "true");
        Endpoint fresh(m_profile, m_server.secureMcpUrl(), false);
        fresh.page.show();
        fresh.session.connectToEndpoint();
        const QLabel *state = fresh.page.stateLabel();
        QTRY_VERIFY_WITH_TIMEOUT(state->text().startsWith("Signing in: complete the sign-in in your browser"), kFlowMs);
        QVERIFY(fresh.page.cancelButton()->isVisible());
        QVERIFY(fresh.page.copyLinkButton()->isVisible());
        QVERIFY(!fresh.page.signInButton()->isEnabled());
        // The steps end with what the flow waits for.
        AuthStepsModel *steps = fresh.page.steps();
        QCOMPARE(steps->rowCount(), steps->stepCount() + 1);
        const QModelIndex waiting = steps->index(steps->rowCount() - 1);
        QVERIFY2(waiting.data().toString() == QString("○ authorization · /oauth/authorize"),
                 qPrintable(waiting.data().toString()));
        QCOMPARE(waiting.data(TwoLineDelegate::SummaryRole).toString(), QString("waiting for the sign-in in the browser…"));
        // What the flow found so far is in the summary already.
        QCOMPARE(fresh.page.summaryValue("issuer")->text(), m_server.url().toString());
        QVERIFY2(fresh.page.summaryValue("client")->text().endsWith("(dynamically registered)"),
                 qPrintable(fresh.page.summaryValue("client")->text()));
        QTest::mouseClick(fresh.page.cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(state->text().startsWith("The last sign-in failed"), kFlowMs);
        QVERIFY2(state->text().contains("cancel"), qPrintable(state->text()));
        QVERIFY(!fresh.page.cancelButton()->isVisible());
        QVERIFY(fresh.page.signInButton()->isEnabled());
        QCOMPARE(steps->rowCount(), steps->stepCount());   // nothing waits any more
        QCOMPARE(fresh.page.summaryValue("issuer")->text(), QString("—"));
    }

    void theClientSecretIsKeptInTheKeychain()
    {
        // Typed in the endpoint sheet: kept with the endpoint's entry, found again by a restart,
        // never in a file; an empty one typed later forgets it.
        EndpointProfile profile = EndpointProfile::create(u"http://127.0.0.1:9/kept"_s);
        profile.oauth.clientId = u"svc"_s;
        {
            Endpoint typed(profile, QUrl(profile.address));
            QSignalSpy saved(&typed.store, &TokenStore::saved);
            typed.session.setOAuthClientSecret("kept-client-secret-7");
            QVERIFY(saved.wait(10000));
            QVERIFY(saved.last().at(1).toBool());   // in the keychain
        }
        {
            Endpoint restarted(profile, QUrl(profile.address));
            QTRY_VERIFY_WITH_TIMEOUT(restarted.session.hasOAuthClientSecret(), 10000);
        }
        const QStringList leaked = filesHoldingSecrets(qEnvironmentVariable("HOME"), {"kept-client-secret-7"});
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(u'\n')));
        {
            Endpoint cleared(profile, QUrl(profile.address));
            QSignalSpy saved(&cleared.store, &TokenStore::saved);
            cleared.session.setOAuthClientSecret({});
            QVERIFY(saved.wait(10000));
        }
        Endpoint last(profile, QUrl(profile.address));
        QTest::qWait(500);   // the restore has answered by now
        QVERIFY(!last.session.hasOAuthClientSecret());
    }

    void signOutForgetsTheGrantEverywhere()
    {
        qputenv("BROWSER", "/nonexistent/rpcscope-no-browser");
        Endpoint restarted(m_profile, m_server.secureMcpUrl());
        restarted.session.connectToEndpoint();
        QTRY_COMPARE_WITH_TIMEOUT(restarted.session.state(), EndpointSession::State::Ready, kFlowMs);
        const QByteArray token = restarted.session.authorizer()->grant().accessToken;
        auto opens = [this, &token] {
            IncomingHttpRequest call;
            call.method = "POST";
            call.target = call.path = m_server.secureMcpUrl().path().toUtf8();
            call.headers = {{"Authorization", "Bearer " + token}};
            return !m_server.authorizationServer()->refusal(call).has_value();
        };
        QVERIFY(opens());
        restarted.page.signOut();
        QVERIFY(restarted.page.stateLabel()->text().startsWith("Not signed in"));
        // Revoked at the demo's authorization server (RFC 7009): the token opens nothing any more.
        QTRY_VERIFY_WITH_TIMEOUT(kindsOf(restarted.page.steps()).contains("revocation"), kFlowMs);
        QVERIFY(restarted.page.steps()->step(restarted.page.steps()->stepCount() - 1).ok);
        QVERIFY(!opens());
        QCOMPARE(restarted.page.summaryValue("issuer")->text(), QString("—"));
        QVERIFY(QTest::qWaitFor([&restarted] { return !restarted.store.isWriting(); }, 10000));
        TokenStore fresh;
        bool loaded = false;
        StoredAuthorization kept;
        fresh.load(m_server.secureMcpUrl(), &fresh, [&](const StoredAuthorization &stored) {
            kept = stored;
            loaded = true;
        });
        QVERIFY(QTest::qWaitFor([&loaded] { return loaded; }, 10000));
        QVERIFY(kept.isEmpty());
    }

private:
    DemoHttpServer m_server;
    EndpointProfile m_profile;
};

QTEST_MAIN(tst_AuthorizationPage)
#include "tst_authorizationpage.moc"
