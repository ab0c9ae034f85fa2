#include "ui/auth/authorizationpage.h"

#include "lib/auth/authredaction.h"
#include "lib/auth/jwtclaims.h"
#include "lib/auth/oauthauthorizer.h"
#include "lib/auth/tokenstore.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/text/units.h"
#include "ui/auth/authstepsmodel.h"
#include "ui/common/emptystate.h"
#include "ui/common/theme.h"
#include "ui/common/twolinedelegate.h"

#include <QCheckBox>
#include <QClipboard>
#include <QDialog>
#include <QGuiApplication>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QUrlQuery>
#include <QVBoxLayout>

#include <algorithm>

namespace RpcScope {

namespace {

QString headerBlock(const HeaderList &headers)
{
    QString text;
    for (const auto &[name, value] : AuthRedaction::headers(headers))
        text += QString::fromLatin1(name) + QStringLiteral(": ") + QString::fromUtf8(value) + u'\n';
    return text;
}

// An address and, one to a line, its query's parameters decoded (secrets masked), the values
// lined up: what the sign-in page was asked for reads at a glance and copies as text.
QString addressWithParameters(const QUrl &url)
{
    QString text = AuthRedaction::url(url);
    const QUrl masked(text);
    const QList<std::pair<QString, QString>> items = QUrlQuery(masked).queryItems(QUrl::FullyDecoded);
    if (items.isEmpty())
        return text;
    qsizetype width = 0;
    for (const auto &[name, value] : items)
        width = std::max(width, name.size());
    text += u"\n\n" + AuthorizationPage::tr("Parameters:") + u'\n';
    for (const auto &[name, value] : items)
        text += u"  " + name.leftJustified(width + 2) + value + u'\n';
    return text;
}

// When the exchange's phases happened and how much went over the wire.
QString timingLine(const TransportReply &reply)
{
    const Timings &t = reply.timings;
    if (t.totalMs < 0)
        return {};
    return u"\n" + AuthorizationPage::tr("Timings: connected %1 ms, first byte %2 ms, complete %3 ms; %4 bytes sent, %5 received")
                       .arg(t.connectedMs).arg(t.firstByteMs).arg(t.totalMs).arg(reply.bytesSent).arg(reply.bytesReceived);
}

// Indented for reading, in the sender's key order and number spelling; anything else as sent.
QString prettyJson(const QByteArray &text)
{
    const JsonDocument document = JsonDocument::parse(text);
    return document.isValid() ? QString::fromUtf8(JsonWriter::prettyPrint(document)) : QString::fromUtf8(text);
}

/// How the client came to be, in words (the CLI and reports use the stable names).
QString originText(ClientIdentity::Origin origin)
{
    switch (origin) {
    case ClientIdentity::Origin::PreRegistered: return AuthorizationPage::tr("registered beforehand");
    case ClientIdentity::Origin::MetadataDocument: return AuthorizationPage::tr("client metadata document");
    case ClientIdentity::Origin::Registered: return AuthorizationPage::tr("dynamically registered");
    }
    return {};
}

QPlainTextEdit *wireView(QWidget *parent)
{
    auto *view = new QPlainTextEdit(parent);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return view;
}

} // namespace

AuthorizationPage::AuthorizationPage(QWidget *parent)
    : QWidget(parent)
    , m_steps(new AuthStepsModel(this))
    , m_clock(new QTimer(this))
{
    setObjectName(QStringLiteral("authorizationPage"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(8);

    auto *header = new QHBoxLayout;
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("authorizationState"));
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    header->addWidget(m_state, 1);
    m_signIn = new QPushButton(tr("Sign In"), this);
    m_signIn->setToolTip(tr("Run the OAuth flow now: discovery, registration, the sign-in page in the browser, the token"));
    m_signOut = new QPushButton(tr("Sign Out"), this);
    m_signOut->setToolTip(tr("Revoke the tokens where the authorization server offers that, and forget them and the "
                             "client registration, here and in the system keychain"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setToolTip(tr("Stop waiting for the sign-in in the browser"));
    m_copyLink = new QPushButton(tr("Copy Sign-In Link"), this);
    m_copyLink->setToolTip(tr("Copy the sign-in page's address, to open it in another browser or profile"));
    m_claims = new QPushButton(tr("Show Claims…"), this);
    m_refresh = new QPushButton(tr("Refresh Token"), this);
    m_refresh->setToolTip(tr("Renew the access token with the refresh token now (one token request, no browser)"));
    m_stepByStep = new QCheckBox(tr("Step by step"), this);
    m_stepByStep->setToolTip(tr("Pause before each request of the sign-in, to read it and, if you like, change it "
                                "before it goes; secrets stay hidden"));
    header->addWidget(m_stepByStep);
    header->addWidget(m_copyLink);
    header->addWidget(m_cancel);
    header->addWidget(m_claims);
    header->addWidget(m_refresh);
    header->addWidget(m_signIn);
    header->addWidget(m_signOut);
    layout->addLayout(header);

    auto *summary = new QFormLayout;
    summary->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    summary->setRowWrapPolicy(QFormLayout::WrapLongRows);
    const QList<std::pair<QString, QString>> rows{{QStringLiteral("issuer"), tr("Authorization server")},
                                                  {QStringLiteral("client"), tr("Client")},
                                                  {QStringLiteral("scopes"), tr("Scopes")},
                                                  {QStringLiteral("token"), tr("Access token")},
                                                  {QStringLiteral("refresh"), tr("Refresh token")},
                                                  {QStringLiteral("kept"), tr("Stored")}};
    for (const auto &[name, label] : rows) {
        auto *value = new QLabel(this);
        value->setWordWrap(true);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_values.insert(name, value);
        value->setWordWrap(name != u"token");   // one line: the type, the expiry, then Show
        if (name != u"token") {
            summary->addRow(label, value);
            continue;
        }
        // The token itself only on request, in a field that scrolls (a JWT is long), hidden
        // again when the grant changes.
        auto *field = new QWidget(this);
        auto *fieldLayout = new QVBoxLayout(field);
        fieldLayout->setContentsMargins(0, 0, 0, 0);
        auto *line = new QHBoxLayout;
        line->addWidget(value);
        m_reveal = new QToolButton(field);
        m_reveal->setCheckable(true);
        m_reveal->setText(tr("Show"));
        m_reveal->setToolTip(tr("Show the access token in clear, to copy it; hidden again when it changes"));
        line->addWidget(m_reveal);
        line->addStretch(1);
        fieldLayout->addLayout(line);
        m_revealed = new QLineEdit(field);
        m_revealed->setObjectName(QStringLiteral("authorizationRevealedToken"));
        m_revealed->setReadOnly(true);
        m_revealed->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        m_revealed->hide();
        fieldLayout->addWidget(m_revealed);
        summary->addRow(label, field);
    }
    layout->addLayout(summary);

    auto *split = new QSplitter(Qt::Horizontal, this);
    auto *left = new QWidget(split);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *stepsTitle = new QLabel(tr("Steps"), left);
    QFont bold = stepsTitle->font();
    bold.setBold(true);
    stepsTitle->setFont(bold);
    leftLayout->addWidget(stepsTitle);
    m_stepList = new QListView(left);
    m_stepList->setObjectName(QStringLiteral("authorizationSteps"));
    m_stepList->setModel(m_steps);
    m_stepList->setItemDelegate(new TwoLineDelegate(m_stepList));
    m_stepList->setUniformItemSizes(false);
    m_stepList->setWordWrap(false);
    m_stepList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);   // rows elide; the tooltip has it all
    EmptyState::attach(m_stepList, tr("No sign-in yet. It starts by itself when the server asks for one (HTTP 401 "
                                      "with a Bearer challenge), or press Sign In. Each request of the flow appears "
                                      "here, to be read as it was sent and answered."));
    leftLayout->addWidget(m_stepList, 1);

    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_verdict = new QLabel(right);
    m_verdict->setObjectName(QStringLiteral("authorizationVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    rightLayout->addWidget(m_verdict);
    m_detail = new QTabWidget(right);
    m_detail->setDocumentMode(true);
    m_request = wireView(m_detail);
    m_response = wireView(m_detail);
    m_detail->addTab(m_request, tr("Request"));
    m_detail->addTab(m_response, tr("Response"));
    // Step by step: the next request, paused, as text to read and change.
    m_pendingTab = new QWidget(m_detail);
    auto *pendingLayout = new QVBoxLayout(m_pendingTab);
    pendingLayout->setContentsMargins(0, 4, 0, 0);
    m_pendingNote = new QLabel(m_pendingTab);
    m_pendingNote->setWordWrap(true);
    pendingLayout->addWidget(m_pendingNote);
    m_pendingEdit = wireView(m_pendingTab);
    m_pendingEdit->setObjectName(QStringLiteral("authorizationPendingRequest"));
    m_pendingEdit->setReadOnly(false);
    pendingLayout->addWidget(m_pendingEdit, 1);
    auto *pendingButtons = new QHBoxLayout;
    pendingButtons->addStretch(1);
    m_revert = new QPushButton(tr("Undo Changes"), m_pendingTab);
    m_revert->setToolTip(tr("Back to the request as the flow made it"));
    m_send = new QPushButton(tr("Send"), m_pendingTab);
    m_send->setDefault(true);
    m_send->setToolTip(tr("Send this request as it reads now, the hidden secrets put back"));
    pendingButtons->addWidget(m_revert);
    pendingButtons->addWidget(m_send);
    pendingLayout->addLayout(pendingButtons);
    m_detail->addTab(m_pendingTab, tr("Next Request"));
    m_detail->setTabVisible(m_detail->indexOf(m_pendingTab), false);
    rightLayout->addWidget(m_detail, 1);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    connect(m_signIn, &QPushButton::clicked, this, &AuthorizationPage::signIn);
    connect(m_signOut, &QPushButton::clicked, this, &AuthorizationPage::signOut);
    connect(m_claims, &QPushButton::clicked, this, &AuthorizationPage::showClaims);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_authorizer)
            m_authorizer->cancel();
    });
    connect(m_refresh, &QPushButton::clicked, this, [this] {
        if (m_authorizer && m_authorizer->refreshNow())
            refresh();
    });
    connect(m_stepByStep, &QCheckBox::toggled, this, [this](bool on) {
        if (m_authorizer)
            m_authorizer->setStepByStep(on);   // off: a waiting request goes as it is
        if (!on)
            clearPending();
    });
    connect(m_send, &QPushButton::clicked, this, &AuthorizationPage::sendPending);
    connect(m_reveal, &QToolButton::toggled, this, [this](bool shown) {
        const bool token = shown && m_authorizer && !m_authorizer->grant().isEmpty();
        m_revealed->setText(token ? QString::fromUtf8(m_authorizer->grant().accessToken) : QString());
        m_revealed->setVisible(token);
        m_reveal->setText(shown ? tr("Hide") : tr("Show"));
    });
    connect(m_revert, &QPushButton::clicked, this, [this] {
        if (m_pending)
            m_pendingEdit->setPlainText(m_pending->text());
    });
    connect(m_copyLink, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_signInLink.toString(QUrl::FullyEncoded));
        emit statusMessage(tr("The sign-in link is on the clipboard."));
    });
    connect(m_stepList->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { showStep(current.row()); });
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, &AuthorizationPage::updateExpiry);
    refresh();
}

AuthorizationPage::~AuthorizationPage() = default;

QLabel *AuthorizationPage::summaryValue(const QString &name) const
{
    return m_values.value(name);
}

void AuthorizationPage::setAuthorizer(OAuthAuthorizer *authorizer, const QUrl &endpoint)
{
    for (const QMetaObject::Connection &wire : std::as_const(m_wires))
        disconnect(wire);
    m_wires.clear();
    m_authorizer = authorizer;
    m_endpoint = endpoint;
    m_busy = false;
    m_browserUrl.clear();
    m_signInLink.clear();
    clearPending();
    m_reveal->setChecked(false);
    m_stepByStep->setEnabled(authorizer != nullptr);
    if (authorizer)
        authorizer->setStepByStep(m_stepByStep->isChecked());
    m_steps->setEndpoint(endpoint);
    m_steps->setSteps(authorizer ? authorizer->steps() : QList<AuthStep>());
    if (authorizer) {
        m_wires << connect(authorizer, &OAuthAuthorizer::stepFinished, this, [this](const AuthStep &step) {
            m_steps->append(step);
            m_browserUrl.clear();
            m_signInLink.clear();
            const int current = m_stepList->currentIndex().row();
            if (!m_stepList->currentIndex().isValid() || current >= m_steps->stepCount() - 2)
                m_stepList->setCurrentIndex(m_steps->index(m_steps->stepCount() - 1));   // follow the flow
            refresh();
        });
        m_wires << connect(authorizer, &OAuthAuthorizer::requestPending, this, &AuthorizationPage::showPending);
        m_wires << connect(authorizer, &OAuthAuthorizer::browserStep, this, [this](const QUrl &url, bool) {
            m_busy = true;
            m_browserUrl = AuthRedaction::url(url);
            m_signInLink = url;
            m_steps->setWaiting(AuthStepsModel::stepName(AuthStep::Kind::Authorization) + QStringLiteral(" · ")
                                    + m_steps->shown(url.adjusted(QUrl::RemoveQuery)),
                                tr("waiting for the sign-in in the browser…"));
            refresh();
            emit statusMessage(tr("Waiting for the sign-in in the browser…"));
        });
        m_wires << connect(authorizer, &HttpAuthorizer::settled, this, [this](const TransportError &error) {
            m_busy = false;
            clearPending();
            m_steps->setWaiting({}, {});
            refresh();
            emit statusMessage(error.isError() ? error.message : tr("Signed in."));
        });
        m_wires << connect(authorizer, &HttpAuthorizer::declined, this, [this] {
            m_busy = false;
            clearPending();
            m_steps->setWaiting({}, {});
            refresh();
        });
        m_wires << connect(authorizer, &OAuthAuthorizer::grantChanged, this, [this] {
            m_reveal->setChecked(false);   // a new token stays hidden until asked for
            refresh();
        });
        m_wires << connect(authorizer, &QObject::destroyed, this, [this] { setAuthorizer(nullptr, m_endpoint); });
    }
    refresh();
}

void AuthorizationPage::signIn()
{
    if (!m_authorizer || m_authorizer->isBusy())
        return;
    m_busy = true;
    m_authorizer->signIn(m_endpoint);
    refresh();
}

void AuthorizationPage::signOut()
{
    if (!m_authorizer)
        return;
    m_authorizer->signOut();
    m_busy = false;
    refresh();
    emit statusMessage(tr("Signed out: the tokens and the client registration are forgotten."));
}

void AuthorizationPage::refresh()
{
    const bool http = m_authorizer != nullptr;
    const OAuthGrant empty;
    const OAuthGrant &grant = http ? m_authorizer->grant() : empty;
    const bool busy = http && (m_busy || m_authorizer->isBusy());
    const bool signedIn = http && !grant.isEmpty();
    m_signIn->setEnabled(http && !busy);
    m_signIn->setText(signedIn ? tr("Sign In Again") : tr("Sign In"));
    m_signOut->setEnabled(http && !busy && (signedIn || !m_authorizer->steps().isEmpty()));
    m_cancel->setVisible(busy);
    m_refresh->setVisible(signedIn && !grant.refreshToken.isEmpty());
    m_reveal->setVisible(signedIn);
    if (!signedIn)
        m_reveal->setChecked(false);
    m_refresh->setEnabled(!busy);
    m_copyLink->setVisible(busy && !m_signInLink.isEmpty());

    QString state;
    Theme::Role role = Theme::Role::Muted;
    if (!http) {
        state = tr("OAuth applies to HTTP endpoints; this one is reached another way.");
    } else if (busy && m_pending) {
        state = tr("Paused before the next request of the sign-in: read it under Next Request, change it if you like, "
                   "and press Send.");
        role = Theme::Role::Info;
    } else if (busy && !m_browserUrl.isEmpty()) {
        state = tr("Signing in: complete the sign-in in your browser (the page at %1). RpcScope continues by itself afterwards.")
                    .arg(m_browserUrl.section(u'?', 0, 0));
        role = Theme::Role::Info;
    } else if (busy) {
        state = tr("Signing in…");
        role = Theme::Role::Info;
    } else if (signedIn) {
        state = tr("Signed in to %1.").arg(grant.resource);
        role = Theme::Role::Success;
    } else if (!m_authorizer->lastError().isEmpty()) {
        state = tr("The last sign-in failed: %1.").arg(m_authorizer->lastError());
        role = Theme::Role::Failure;
    } else {
        state = tr("Not signed in. The sign-in starts by itself when the server asks for one, or press Sign In.");
    }
    m_state->setText(state);
    QPalette palette = m_state->palette();
    palette.setColor(QPalette::WindowText, Theme::color(role, palette));
    m_state->setPalette(palette);

    const QString none = tr("—");
    // Mid-flow, what the flow has found so far fills the rows it can.
    const QString issuer = signedIn ? grant.issuer : busy ? m_authorizer->flowIssuer() : QString();
    const ClientIdentity client = signedIn ? grant.client : busy ? m_authorizer->flowClient() : ClientIdentity();
    m_values.value(QStringLiteral("issuer"))->setText(issuer.isEmpty() ? none : issuer);
    m_values.value(QStringLiteral("client"))->setText(
        client.isEmpty() ? none : tr("%1 (%2)").arg(client.clientId, originText(client.origin)));
    QString scopes = none;
    if (signedIn) {
        scopes = grant.scopes.isEmpty() ? tr("none named") : grant.scopes.join(u' ');
        QStringList granted = grant.scopes;
        QStringList asked = grant.askedScopes;
        granted.sort();
        asked.sort();
        // The server may grant less (or more) than asked: a debugger says so.
        if (!grant.askedScopes.isEmpty() && granted != asked)
            scopes = tr("%1 (asked for: %2)").arg(scopes, grant.askedScopes.join(u' '));
    }
    m_values.value(QStringLiteral("scopes"))->setText(scopes);
    m_values.value(QStringLiteral("refresh"))->setText(signedIn ? (grant.refreshToken.isEmpty() ? tr("none") : tr("held (hidden)")) : none);
    QString kept = none;
    QString keptWhy;
    if (signedIn) {
        const TokenStore *store = m_authorizer->tokenStore();
        kept = store && store->isKeychainAvailable() ? tr("in the system keychain")
                                                     : tr("in memory only, until RpcScope quits: no system keychain answered");
        if (store && !store->isKeychainAvailable())
            keptWhy = store->failure();
    }
    m_values.value(QStringLiteral("kept"))->setText(kept);
    m_values.value(QStringLiteral("kept"))->setToolTip(keptWhy);
    QString why;
    // Only a JWT has claims to read: an opaque token (the common case) gets no button.
    m_claims->setVisible(signedIn && JwtClaims::decode(grant.accessToken, &why).has_value());
    m_claims->setToolTip(tr("Decode the token's header and claims here; it is never sent anywhere"));
    updateExpiry();
    if (signedIn && grant.expiresAt.isValid())
        m_clock->start();
    else
        m_clock->stop();
}

void AuthorizationPage::updateExpiry()
{
    QLabel *token = m_values.value(QStringLiteral("token"));
    if (!m_authorizer || m_authorizer->grant().isEmpty()) {
        token->setText(tr("—"));
        return;
    }
    const OAuthGrant &grant = m_authorizer->grant();
    const QString type = grant.tokenType.isEmpty() ? QStringLiteral("Bearer") : grant.tokenType;
    QString when = tr("no expiry given");
    if (grant.expiresAt.isValid()) {
        const qint64 left = QDateTime::currentDateTimeUtc().msecsTo(grant.expiresAt);
        when = left > 0 ? tr("expires in %1, at %2")
                              .arg(Units::duration(left / 1000 * 1000), Units::clock(grant.expiresAt.toMSecsSinceEpoch()))
                        : tr("expired at %1").arg(Units::clock(grant.expiresAt.toMSecsSinceEpoch()));
    }
    token->setText(tr("%1 (hidden), %2").arg(type, when));
}

void AuthorizationPage::showStep(int row)
{
    if (m_steps->isWaitingRow(row)) {
        m_verdict->setText(m_steps->data(m_steps->index(row), Qt::ToolTipRole).toString().toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")));
        m_request->setPlainText(m_signInLink.isEmpty() ? tr("Not sent yet.")
                                                       : tr("Opened in the browser:\n%1").arg(addressWithParameters(QUrl(m_browserUrl))));
        m_response->setPlainText(tr("No answer yet."));
        return;
    }
    if (row < 0 || row >= m_steps->stepCount()) {
        m_verdict->clear();
        m_request->clear();
        m_response->clear();
        return;
    }
    const AuthStep &step = m_steps->step(row);
    m_verdict->setText(QStringLiteral("<b>%1</b><br>%2")
                           .arg(m_steps->title(step, true).toHtmlEscaped(),
                                (step.ok ? step.verdict : tr("Stopped here: %1").arg(step.verdict)).toHtmlEscaped()));
    if (!step.reply.http) {
        m_request->setPlainText(step.url.isEmpty() ? tr("Nothing was sent in this step.")
                                                   : tr("Nothing was sent by RpcScope: the browser opened\n%1")
                                                         .arg(addressWithParameters(step.url)));
        m_response->setPlainText(tr("No HTTP answer belongs to this step."));
        return;
    }
    const HttpMeta &http = *step.reply.http;
    m_request->setPlainText(QString::fromLatin1(http.method) + u' ' + AuthRedaction::url(http.url) + u'\n'
                            + headerBlock(http.requestHeaders) + u'\n'
                            + prettyJson(AuthRedaction::body(step.requestBody)));
    QString response;
    if (http.status > 0) {
        response = QString::fromLatin1(http.version.isEmpty() ? QByteArrayLiteral("HTTP/1.1") : http.version) + u' '
                   + http.statusText() + u'\n' + headerBlock(http.responseHeaders) + u'\n'
                   + prettyJson(AuthRedaction::body(step.reply.body)) + timingLine(step.reply);
    } else {
        response = step.reply.error.isError() ? step.reply.error.message : tr("No answer arrived.");
    }
    m_response->setPlainText(response);
}

void AuthorizationPage::showPending(const HttpRequest &request)
{
    m_pending.emplace(request);
    m_busy = true;
    m_pendingNote->setText(tr("Paused before this request. Change anything, then Send; the secrets stay hidden as "
                              "{{secret:…}} and go as they were."));
    m_pendingNote->setPalette(palette());
    m_pendingEdit->setPlainText(m_pending->text());
    m_detail->setTabVisible(m_detail->indexOf(m_pendingTab), true);
    m_detail->setCurrentWidget(m_pendingTab);
    m_steps->setWaiting(QString::fromLatin1(request.method) + u' ' + m_steps->shown(request.url.adjusted(QUrl::RemoveQuery)),
                        tr("paused: read it under Next Request, then Send"));
    refresh();
    emit statusMessage(tr("Paused before the next request of the sign-in."));
}

void AuthorizationPage::clearPending()
{
    if (m_pending)
        m_steps->setWaiting({}, {});
    m_pending.reset();
    m_pendingEdit->clear();
    const bool shown = m_detail->currentWidget() == m_pendingTab;
    m_detail->setTabVisible(m_detail->indexOf(m_pendingTab), false);
    if (shown)
        m_detail->setCurrentWidget(m_request);
}

bool AuthorizationPage::sendPending()
{
    if (!m_pending || !m_authorizer)
        return false;
    QString error;
    const std::optional<HttpRequest> request = m_pending->read(m_pendingEdit->toPlainText(), &error);
    if (!request) {
        m_pendingNote->setText(tr("Not sent: %1.").arg(error));
        QPalette failure = m_pendingNote->palette();
        failure.setColor(QPalette::WindowText, Theme::color(Theme::Role::Failure, failure));
        m_pendingNote->setPalette(failure);
        return false;
    }
    clearPending();
    m_authorizer->sendPending(*request);
    refresh();
    return true;
}

void AuthorizationPage::showClaims()
{
    if (!m_authorizer)
        return;
    QString why;
    const std::optional<JwtClaims> claims = JwtClaims::decode(m_authorizer->grant().accessToken, &why);
    if (!claims)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Access Token Claims"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *note = new QLabel(tr("Decoded here, without checking the signature; the token itself is not shown."), &dialog);
    note->setWordWrap(true);
    layout->addWidget(note);
    QPlainTextEdit *text = wireView(&dialog);
    QString body = tr("Header") + u'\n' + prettyJson(claims->header) + u'\n' + tr("Claims") + u'\n' + prettyJson(claims->claims);
    if (claims->expiresAt.isValid())
        body += u'\n' + tr("Expires %1 (UTC)").arg(claims->expiresAt.toString(Qt::ISODate));
    text->setPlainText(body);
    layout->addWidget(text, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(560, 480);
    dialog.exec();
}

} // namespace RpcScope
