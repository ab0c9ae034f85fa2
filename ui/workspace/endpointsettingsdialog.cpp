#include "ui/workspace/endpointsettingsdialog.h"

#include "lib/httpserver/loopback.h"
#include "lib/json/jsondocument.h"
#include "lib/transport/transportfactory.h"

#include "ui/common/icons.h"
#include "ui/common/emptystate.h"
#include "ui/common/pairtable.h"
#include "ui/workspace/environmenttable.h"
#include "ui/workspace/tlsfields.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QTableWidget>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

bool isHeaderToken(const QString &name)
{
    if (name.isEmpty())
        return false;
    for (QChar c : name) {
        const char16_t u = c.unicode();
        const bool ok = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9')
            || QStringView(u"!#$%&'*+-.^_`|~").contains(c);
        if (!ok)
            return false;
    }
    return true;
}

} // namespace

EndpointSettingsDialog::EndpointSettingsDialog(const EndpointProfile &profile, bool hasSecret, QWidget *parent)
    : QDialog(parent)
    , m_profile(profile)
{
    setObjectName(QStringLiteral("endpointSettingsDialog"));
    setWindowTitle(tr("Endpoint Settings"));

    m_name = new QLineEdit(profile.name, this);
    m_address = new QLineEdit(profile.address, this);
    m_address->setPlaceholderText(tr("http://host:port/path, tcp://host:port, unix:path or stdio:command --args"));
    m_address->setToolTip(tr("An HTTP(S) or WebSocket URL, a socket (tcp://host:port, tls+tcp://…, unix:path), or stdio: followed by the command that starts the server"));

    m_headers = new PairTable(tr("Header"), tr("Value"), tr("Add Header"), tr("Remove Header"), this);
    m_headers->table()->setMinimumHeight(110);
    for (const auto &[name, value] : profile.headers)
        m_headers->addRow(QString::fromLatin1(name), QString::fromLatin1(value));
    // What the server's own requests get, by method (a language server's workspace/configuration).
    m_answers = new PairTable(tr("Method"), tr("Result (JSON)"), tr("Add Answer"), tr("Remove Answer"), this);
    m_answers->table()->setMinimumHeight(100);   // room for its three-line empty state
    m_answers->setToolTip(tr("When the server sends a request with this method, it gets this result at once. Requests "
                             "no row names are asked in a dialog (a language server's usual ones get LSP's defaults)."));
    EmptyState::attach(m_answers->table(),
                       tr("No rules yet. A request from the server opens a dialog; tick “Always answer” there "
                          "to add its answer here."));
    for (const auto &[method, result] : profile.serverAnswers)
        m_answers->addRow(method, QString::fromUtf8(result));

    m_auth = new QComboBox(this);
    m_auth->addItem(tr("None"), int(EndpointProfile::Auth::None));
    m_auth->addItem(tr("Bearer token"), int(EndpointProfile::Auth::Bearer));
    m_auth->addItem(tr("Basic (user and password)"), int(EndpointProfile::Auth::Basic));
    m_auth->addItem(tr("Token in a header"), int(EndpointProfile::Auth::Header));
    m_auth->setCurrentIndex(m_auth->findData(int(profile.auth)));
    m_user = new QLineEdit(profile.authUser, this);
    m_authHeader = new QLineEdit(QString::fromLatin1(profile.authHeader), this);
    m_authHeader->setPlaceholderText(tr("e.g. X-Api-Key or login_key"));
    m_secret = new QLineEdit(this);
    m_secret->setEchoMode(QLineEdit::Password);
    m_secret->setPlaceholderText(hasSecret ? tr("(set for this session; type to replace)") : tr("not set"));
    m_secret->setToolTip(tr("Kept in memory for this session only: it is never written to the workspace, "
                            "recordings or logs."));
    QAction *reveal = m_secret->addAction(Icons::get(QStringLiteral("presentation")), QLineEdit::TrailingPosition);
    reveal->setCheckable(true);
    reveal->setToolTip(tr("Show or hide the secret"));
    connect(reveal, &QAction::toggled, this,
            [this](bool shown) { m_secret->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password); });
    connect(m_secret, &QLineEdit::textEdited, this, [this] { m_secretEdited = true; });
    m_secretName = new QLineEdit(profile.secretName, this);
    m_secretName->setPlaceholderText(tr("NAME"));
    m_secretName->setToolTip(tr("At start the secret is read from the environment variable RPCSCOPE_SECRET_NAME"));
    connect(m_auth, &QComboBox::currentIndexChanged, this, &EndpointSettingsDialog::updateAuthFields);

    // OAuth: what is known of the client beforehand; all empty, the flow registers itself.
    m_oauthClientId = new QLineEdit(profile.oauth.clientId, this);
    m_oauthClientId->setPlaceholderText(tr("registered by itself (Dynamic Client Registration)"));
    m_oauthClientId->setToolTip(tr("OAuth: a client id registered with the authorization server beforehand"));
    m_oauthClientSecret = new QLineEdit(this);
    m_oauthClientSecret->setEchoMode(QLineEdit::Password);
    m_oauthClientSecret->setPlaceholderText(tr("none (a public client)"));
    m_oauthClientSecret->setToolTip(tr("Kept in the system keychain, never written to the workspace; without one, "
                                       "it is read from RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET"));
    QAction *revealClientSecret = m_oauthClientSecret->addAction(Icons::get(QStringLiteral("presentation")), QLineEdit::TrailingPosition);
    revealClientSecret->setCheckable(true);
    revealClientSecret->setToolTip(tr("Show or hide the secret"));
    connect(revealClientSecret, &QAction::toggled, this, [this](bool shown) {
        m_oauthClientSecret->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password);
    });
    connect(m_oauthClientSecret, &QLineEdit::textEdited, this, [this] { m_oauthSecretEdited = true; });
    m_oauthMetadataUrl = new QLineEdit(profile.oauth.clientMetadataUrl, this);
    m_oauthMetadataUrl->setPlaceholderText(tr("none (https URL of a client metadata document)"));
    m_oauthScope = new QLineEdit(profile.oauth.scope, this);
    m_oauthScope->setPlaceholderText(tr("what the server asks for"));
    m_oauthRedirect = new QLineEdit(profile.oauth.redirectUri, this);
    m_oauthRedirect->setPlaceholderText(tr("http://127.0.0.1 on a free port"));
    m_oauthGrant = new QComboBox(this);
    m_oauthGrant->addItem(tr("Authorization code (a person signs in)"), int(OAuthSettings::Grant::AuthorizationCode));
    m_oauthGrant->addItem(tr("Client credentials (the client itself)"), int(OAuthSettings::Grant::ClientCredentials));
    m_oauthGrant->setCurrentIndex(qMax(0, m_oauthGrant->findData(int(profile.oauth.grant))));
    m_oauthGrant->setToolTip(tr("How a token is obtained when the server asks for OAuth"));
    connect(m_oauthGrant, &QComboBox::currentIndexChanged, this, &EndpointSettingsDialog::updateTransportFields);
    m_oauthTokenUrl = new QLineEdit(profile.oauth.tokenUrl, this);
    m_oauthTokenUrl->setPlaceholderText(tr("discovered from the server's metadata"));
    m_oauthTokenUrl->setToolTip(tr("For an authorization server that publishes no metadata: its token endpoint. "
                                   "Given, nothing is discovered."));
    m_oauthAuthorizationUrl = new QLineEdit(profile.oauth.authorizationUrl, this);
    m_oauthAuthorizationUrl->setPlaceholderText(tr("discovered from the server's metadata"));
    m_oauthAuthorizationUrl->setToolTip(tr("With a token URL: the page a person signs in at"));

    m_timeout = new QSpinBox(this);
    m_timeout->setRange(0, 3600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setSpecialValueText(tr("no deadline"));
    m_timeout->setValue((profile.timeoutMs + 999) / 1000);
    m_redirects = new QCheckBox(tr("Follow redirects (method and body kept)"), this);
    m_redirects->setChecked(profile.followRedirects);
    m_insecure = new QCheckBox(tr("Accept any TLS certificate (insecure)"), this);
    m_insecure->setChecked(profile.insecure);
    m_tls = new TlsFields(profile.tls, this);
    m_framing = new QComboBox(this);
    m_framing->addItem(tr("One message per line (NDJSON, MCP)"), int(Framing::Ndjson));
    m_framing->addItem(tr("Content-Length headers (LSP style)"), int(Framing::ContentLength));
    m_framing->addItem(tr("JSON values one after another (geth IPC, Kodi)"), int(Framing::Concatenated));
    m_framing->setCurrentIndex(m_framing->findData(int(profile.framing)));
    m_workingDirectory = new QLineEdit(profile.workingDirectory, this);
    m_environment = new EnvironmentTable(this);
    m_environment->setVariables(profile.environment);
    // Seconds, as the timeout above; tenths are enough for a person.
    m_grace = new QDoubleSpinBox(this);
    m_grace->setRange(0, 86400);
    m_grace->setDecimals(1);
    m_grace->setSingleStep(0.5);
    m_grace->setSuffix(tr(" s"));
    m_grace->setValue(profile.shutdownGraceMs / 1000.0);
    m_graceShown = m_grace->value();   // as the box rounded it
    m_grace->setToolTip(tr("How long the server has to exit once its input is closed, before it is "
                           "terminated (SIGTERM, then SIGKILL after as long again)."));

    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->hide();

    // What the endpoint is first: its address, then the name it is listed by.
    auto *form = new QFormLayout;
    m_form = form;
    form->addRow(tr("&Address:"), m_address);
    form->addRow(tr("&Name:"), m_name);
    // A row holding a layout has no buddy of its own: the label points at the table.
    auto *headersLabel = new QLabel(tr("&Headers:"), this);
    headersLabel->setBuddy(m_headers->table());
    form->addRow(headersLabel, m_headers);
    form->addRow(tr("A&uth:"), m_auth);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("Header &name:"), m_authHeader);
    form->addRow(tr("&Secret:"), m_secret);
    form->addRow(tr("Secret from &environment:"), m_secretName);
    form->addRow(tr("OAuth &grant:"), m_oauthGrant);
    form->addRow(tr("OAuth client I&D:"), m_oauthClientId);
    form->addRow(tr("OAuth c&lient secret:"), m_oauthClientSecret);
    form->addRow(tr("Client &metadata URL:"), m_oauthMetadataUrl);
    form->addRow(tr("OAuth sc&opes:"), m_oauthScope);
    form->addRow(tr("&Redirect URI:"), m_oauthRedirect);
    form->addRow(tr("Token URL:"), m_oauthTokenUrl);
    form->addRow(tr("Authorization URL:"), m_oauthAuthorizationUrl);
    form->addRow(tr("&Timeout:"), m_timeout);
    form->addRow(QString(), m_redirects);
    form->addRow(QString(), m_insecure);
    m_tls->addTo(form);
    form->addRow(tr("&Framing:"), m_framing);
    form->addRow(tr("&Working directory:"), m_workingDirectory);
    auto *environmentLabel = new QLabel(tr("En&vironment:"), this);
    environmentLabel->setBuddy(m_environment->table());
    form->addRow(environmentLabel, m_environment);
    form->addRow(tr("E&xit grace:"), m_grace);
    auto *answersLabel = new QLabel(tr("Answers to the ser&ver:"), this);
    answersLabel->setBuddy(m_answers->table());
    form->addRow(answersLabel, m_answers);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &EndpointSettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &EndpointSettingsDialog::reject);
    // The form scrolls when the screen is too short for it (a laptop, a long list of rows);
    // the buttons below always show.
    m_formHost = new QWidget;
    m_formHost->setLayout(form);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidget(m_formHost);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_buttons = buttons;
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    updateAuthFields();
    updateTransportFields();
    connect(m_address, &QLineEdit::textChanged, this, &EndpointSettingsDialog::updateTransportFields);
    fitToScreen();
    resize(qMax(560, width()), height());
}

void EndpointSettingsDialog::updateTransportFields()
{
    // Only the options of the endpoint's transport: TLS and redirects for URLs, framing for
    // byte streams (a command, a socket), the working directory for a command.
    const QString address = m_address->text().trimmed();
    const Transport::Kind kind = TransportFactory::kindOf(address);
    const bool stdio = kind == Transport::Kind::Stdio;
    const bool socket = kind == Transport::Kind::Socket;
    const bool tls = socket ? address.startsWith(QLatin1String("tls+"), Qt::CaseInsensitive) : !stdio;
    const bool byteStream = stdio || socket;
    const bool oauth = kind == Transport::Kind::Http || kind == Transport::Kind::HttpSse;
    // A client acting for itself has no browser step: no redirect, no page, no metadata document.
    const bool codeFlow = m_oauthGrant->currentData().toInt() == int(OAuthSettings::Grant::AuthorizationCode);
    // Each row and whether it shows: HTTP headers and auth travel only with HTTP and the
    // WebSocket handshake. Every transport can carry the server's requests (over HTTP, an
    // MCP session's streams).
    QList<QPair<QWidget *, bool>> rows = {
        {m_headers, !byteStream},   {m_auth, !byteStream},          {m_user, !byteStream},
        {m_authHeader, !byteStream}, {m_secret, !byteStream},       {m_secretName, !byteStream},
        {m_redirects, !byteStream}, {m_insecure, tls},             {m_framing, byteStream},
        {m_workingDirectory, stdio}, {m_environment, stdio}, {m_grace, stdio},  {m_answers, true},
        {m_oauthGrant, oauth},      {m_oauthClientId, oauth},       {m_oauthClientSecret, oauth},
        {m_oauthMetadataUrl, oauth && codeFlow}, {m_oauthScope, oauth}, {m_oauthRedirect, oauth && codeFlow},
        {m_oauthTokenUrl, oauth},   {m_oauthAuthorizationUrl, oauth && codeFlow}};
    for (QWidget *field : m_tls->widgets())
        rows.append({field, tls});
    bool changed = false;
    for (const auto &[field, shown] : rows) {
        if (m_form->isRowVisible(field) != shown) {
            m_form->setRowVisible(field, shown);
            changed = true;
        }
    }
    if (!changed)
        return;
    fitToScreen();
}

void EndpointSettingsDialog::fitToScreen()
{
    // A scroll area's own size hint is capped at a few lines: it is given the form's size
    // instead, as much of it as the screen has room for beside the title bar and the buttons.
    const QSize natural = m_formHost->sizeHint();
    int height = natural.height();
    if (const QScreen *shown = screen()) {
        const QMargins margins = layout()->contentsMargins();
        const int chrome = 48 + margins.top() + margins.bottom() + 2 * layout()->spacing()
                + m_buttons->sizeHint().height() + (m_problem->isVisible() ? m_problem->sizeHint().height() : 0);
        height = qMin(height, qMax(160, shown->availableGeometry().height() - chrome));
    }
    m_scroll->setMinimumSize(natural.width() + m_scroll->verticalScrollBar()->sizeHint().width(), height);
    adjustSize();
}

void EndpointSettingsDialog::updateAuthFields()
{
    const auto auth = EndpointProfile::Auth(m_auth->currentData().toInt());
    m_user->setEnabled(auth == EndpointProfile::Auth::Basic);
    m_authHeader->setEnabled(auth == EndpointProfile::Auth::Header);
    m_secret->setEnabled(auth != EndpointProfile::Auth::None);
    m_secretName->setEnabled(auth != EndpointProfile::Auth::None);
}

EndpointProfile EndpointSettingsDialog::profile() const
{
    EndpointProfile profile = m_profile;
    profile.address = m_address->text().trimmed();
    profile.name = m_name->text().trimmed().isEmpty() ? EndpointProfile::defaultName(profile.address)
                                                   : m_name->text().trimmed();
    profile.headers.clear();
    for (const auto &[name, value] : m_headers->rows())
        profile.headers.append({name.toLatin1(), value.toLatin1()});
    profile.serverAnswers.clear();
    for (const auto &[method, result] : m_answers->rows())
        profile.serverAnswers.append({method, result.trimmed().toUtf8()});
    profile.auth = EndpointProfile::Auth(m_auth->currentData().toInt());
    profile.authUser = m_user->text();
    profile.authHeader = m_authHeader->text().trimmed().toLatin1();
    profile.secretName = m_secretName->text().trimmed();
    // The spin box counts whole seconds: an untouched one keeps the exact milliseconds.
    if (m_timeout->value() != (m_profile.timeoutMs + 999) / 1000)
        profile.timeoutMs = m_timeout->value() * 1000;
    profile.followRedirects = m_redirects->isChecked();
    profile.insecure = m_insecure->isChecked();
    profile.tls = m_tls->files();
    profile.oauth.clientId = m_oauthClientId->text().trimmed();
    profile.oauth.clientMetadataUrl = m_oauthMetadataUrl->text().trimmed();
    profile.oauth.scope = m_oauthScope->text().simplified();
    profile.oauth.redirectUri = m_oauthRedirect->text().trimmed();
    profile.oauth.grant = OAuthSettings::Grant(m_oauthGrant->currentData().toInt());
    profile.oauth.tokenUrl = m_oauthTokenUrl->text().trimmed();
    profile.oauth.authorizationUrl = m_oauthAuthorizationUrl->text().trimmed();
    profile.framing = Framing(m_framing->currentData().toInt());
    profile.workingDirectory = m_workingDirectory->text().trimmed();
    profile.environment = m_environment->variables();
    // An untouched box keeps the exact milliseconds (the file may say 2345).
    if (m_grace->value() != m_graceShown)
        profile.shutdownGraceMs = int(qRound64(m_grace->value() * 1000));
    return profile;
}

QTableWidget *EndpointSettingsDialog::headersTable() const
{
    return m_headers->table();
}

QByteArray EndpointSettingsDialog::oauthClientSecret() const
{
    return m_oauthSecretEdited ? m_oauthClientSecret->text().toUtf8() : QByteArray();
}

void EndpointSettingsDialog::setOAuthClientSecretKept(bool kept)
{
    m_oauthClientSecret->setPlaceholderText(kept ? tr("kept in the system keychain (type to replace)")
                                                 : tr("none (a public client)"));
}

void EndpointSettingsDialog::setKeptEnvironmentSecrets(const QSet<QString> &names)
{
    m_environment->setVariables(m_profile.environment, names);
}

QHash<QString, QString> EndpointSettingsDialog::environmentSecrets() const
{
    return m_environment->typedSecrets();
}

QHash<QString, QString> EndpointSettingsDialog::renamedEnvironmentSecrets() const
{
    return m_environment->renamedSecrets();
}

QByteArray EndpointSettingsDialog::secret() const
{
    return m_secretEdited ? m_secret->text().toUtf8() : QByteArray();
}

void EndpointSettingsDialog::accept()
{
    const EndpointProfile candidate = profile();
    QString problem;
    if (candidate.address.isEmpty())
        problem = tr("Enter an address: an http(s):// or ws(s):// URL, tcp://host:port, unix:path, or stdio: and a command.");
    for (const auto &header : candidate.headers) {
        const QString name = QString::fromLatin1(header.first);
        if (problem.isEmpty() && !isHeaderToken(name))
            problem = tr("\"%1\" is not a valid header name.").arg(name);
        // Headers are saved in the workspace file; credentials belong in Auth, which is not.
        const bool credential = name.compare(u"Authorization", Qt::CaseInsensitive) == 0
            || name.compare(u"Cookie", Qt::CaseInsensitive) == 0
            || name.compare(u"Proxy-Authorization", Qt::CaseInsensitive) == 0
            || (!candidate.authHeader.isEmpty()
                && name.compare(QString::fromLatin1(candidate.authHeader), Qt::CaseInsensitive) == 0);
        if (problem.isEmpty() && credential)
            problem = tr("\"%1\" carries a credential: set it under Auth, which keeps it out of the workspace file.")
                          .arg(name);
    }
    for (const auto &[method, result] : candidate.serverAnswers) {
        const JsonDocument json = JsonDocument::parse(result);
        if (problem.isEmpty() && !json.isValid())
            problem = tr("The answer to %1 is not JSON: %2").arg(method, json.error().message);
    }
    if (problem.isEmpty() && candidate.auth == EndpointProfile::Auth::Header
        && !isHeaderToken(QString::fromLatin1(candidate.authHeader)))
        problem = tr("Name the header that carries the token.");
    if (problem.isEmpty() && !candidate.oauth.clientMetadataUrl.isEmpty()) {
        const QUrl url(candidate.oauth.clientMetadataUrl, QUrl::StrictMode);
        if (!url.isValid() || url.scheme() != u"https" || url.path().isEmpty() || url.path() == u"/")
            problem = tr("The client metadata URL must be an https URL with a path.");
    }
    if (problem.isEmpty() && !candidate.oauth.redirectUri.isEmpty()) {
        const QUrl url(candidate.oauth.redirectUri, QUrl::StrictMode);
        if (!Loopback::isRedirectUri(url) || url.port() <= 0)
            problem = tr("The redirect URI must be http on 127.0.0.1, [::1] or localhost with a port, e.g. "
                         "http://127.0.0.1:8765/callback: RpcScope listens there for the sign-in's answer.");
    }
    const bool oauth = TransportFactory::kindOf(candidate.address) == Transport::Kind::Http
                       || TransportFactory::kindOf(candidate.address) == Transport::Kind::HttpSse;
    const bool codeFlow = candidate.oauth.grant == OAuthSettings::Grant::AuthorizationCode;
    for (const QString &given : {candidate.oauth.tokenUrl, candidate.oauth.authorizationUrl}) {
        const QUrl url(given, QUrl::StrictMode);
        if (problem.isEmpty() && oauth && !given.isEmpty() && (!url.isValid() || (url.scheme() != u"https" && url.scheme() != u"http")))
            problem = tr("The token and authorization URLs must be http or https addresses.");
    }
    if (problem.isEmpty() && oauth && codeFlow && candidate.oauth.tokenUrl.isEmpty() != candidate.oauth.authorizationUrl.isEmpty())
        problem = tr("Give both the token URL and the authorization URL, or neither (then both are discovered).");
    if (problem.isEmpty() && oauth && candidate.oauth.clientId.isEmpty()
        && (!codeFlow || !candidate.oauth.tokenUrl.isEmpty()))
        problem = codeFlow ? tr("With the URLs given, name the client id registered there: there is no registration to use.")
                           : tr("Client credentials need the client id (and its secret).");
    if (problem.isEmpty() && TransportFactory::speaksTls(candidate.address))
        problem = m_tls->problem();
    if (problem.isEmpty() && TransportFactory::isStdio(candidate.address))
        problem = m_environment->problem();
    if (!problem.isEmpty()) {
        m_problem->setText(problem);
        m_problem->show();
        return;
    }
    QDialog::accept();
}

} // namespace RpcScope
