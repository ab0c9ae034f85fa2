#include "ui/collections/requestpreview.h"

#include "lib/collection/variableresolver.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "ui/common/jsonhighlighter.h"

#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

QPlainTextEdit *makeText(const QString &name, QWidget *parent)
{
    auto *text = new QPlainTextEdit(parent);
    text->setObjectName(name);
    text->setReadOnly(true);
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return text;
}

} // namespace

RequestPreview::RequestPreview(QWidget *parent)
    : QWidget(parent)
    , m_endpoint(new QLabel(this))
    , m_note(new QLabel(this))
    , m_errorLabel(new QLabel(this))
    , m_headers(makeText(QStringLiteral("previewHeaders"), this))
    , m_body(makeText(QStringLiteral("previewBody"), this))
{
    setObjectName(QStringLiteral("requestPreview"));
    m_endpoint->setObjectName(QStringLiteral("previewEndpoint"));
    m_endpoint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_endpoint->setWordWrap(true);
    m_note->setWordWrap(true);
    m_note->hide();
    m_errorLabel->setObjectName(QStringLiteral("previewError"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->setStyleSheet(QStringLiteral("color: palette(highlighted-text); background: #b3261e; padding: 4px;"));
    m_errorLabel->hide();
    m_headers->setMaximumHeight(m_headers->fontMetrics().lineSpacing() * 4 + 12);
    new JsonHighlighter(m_body->document());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_endpoint);
    layout->addWidget(m_errorLabel);
    layout->addWidget(m_note);
    layout->addWidget(m_headers);
    layout->addWidget(m_body, 1);
    clear();
}

void RequestPreview::clear()
{
    m_resolved.reset();
    m_masked = ResolvedRequest();
    m_secretValues.clear();
    m_error.clear();
    m_endpoint->setText(tr("Select a saved request to see it as it would be sent."));
    m_errorLabel->hide();
    m_note->hide();
    m_headers->clear();
    m_body->clear();
    m_headers->setEnabled(false);
    m_body->setEnabled(false);
}

std::optional<ResolvedRequest> RequestPreview::resolve(const Collection &collection, const QString &environment,
                                                       const SavedRequest &request, const SecretStore *secrets,
                                                       ResolvedRequest *masked, QString *error,
                                                       QHash<QString, QString> *secretValues)
{
    VariableResolver variables;
    if (secretValues) {
        variables.setSecretListener(
            [secretValues](const QString &name, const QString &value) { secretValues->insert(name, value); });
    }
    variables.setGlobals(collection.variables);
    if (const CollectionEnvironment *chosen = collection.environment(environment))
        variables.setEnvironment(chosen->variables);
    variables.setSecretStore(secrets);
    AuthRecipe auth = request.auth.kind == AuthRecipe::Kind::Inherit ? collection.auth : request.auth;
    if (auth.kind == AuthRecipe::Kind::Inherit)
        auth.kind = AuthRecipe::Kind::None;
    std::optional<ResolvedRequest> resolved = RequestResolver::resolve(request, auth, AuthMaterial(), variables, error);
    if (resolved && masked) {
        masked->endpoint = variables.mask(resolved->endpoint);
        masked->bytes = variables.mask(resolved->bytes);
        masked->headers.clear();
        for (const auto &[name, value] : std::as_const(resolved->headers))
            masked->headers.append({name, variables.mask(value)});
    }
    return resolved;
}

void RequestPreview::showRequest(const CollectionDocument *document, const CollectionDocument::ItemPath &path)
{
    const CollectionItem *item = document ? document->item(path) : nullptr;
    if (!item || item->isFolder()) {
        clear();
        return;
    }
    m_masked = ResolvedRequest();
    m_error.clear();
    m_secretValues.clear();
    m_resolved = resolve(document->collection(), document->environment(), item->request, m_secrets, &m_masked, &m_error,
                         &m_secretValues);
    const ResolvedRequest &masked = m_masked;
    m_headers->setEnabled(true);
    m_body->setEnabled(true);
    if (!m_resolved) {
        m_endpoint->setText(item->request.endpoint);
        m_errorLabel->setText(m_error);
        m_errorLabel->show();
        m_note->hide();
        m_headers->clear();
        m_body->setPlainText(item->request.hasMethod() ? item->request.params : item->request.body);
        return;
    }
    m_errorLabel->hide();
    m_endpoint->setText(tr("Sends to %1").arg(masked.endpoint));
    const AuthRecipe::Kind auth = item->request.auth.kind == AuthRecipe::Kind::Inherit
        ? document->collection().auth.kind
        : item->request.auth.kind;
    const bool recipe = auth == AuthRecipe::Kind::Login || auth == AuthRecipe::Kind::CookieCsrf
                        || auth == AuthRecipe::Kind::OAuth2;
    const bool mcp = item->request.kind == SavedRequest::Kind::Mcp;
    QStringList notes;
    if (mcp)
        notes.append(tr("Sent inside the MCP session the run opens for this endpoint: the session gives it its id, "
                        "and its _meta and MCP headers when the server speaks 2026-07-28."));
    if (recipe)
        notes.append(tr("The %1 recipe runs first in a run; the header it obtains is not shown here.")
                         .arg(AuthRecipe::kindName(auth)));
    m_note->setText(notes.join(QLatin1Char(' ')));
    m_note->setVisible(!notes.isEmpty());
    QStringList lines;
    for (const auto &[name, value] : std::as_const(masked.headers))
        lines.append(QString::fromUtf8(name) + QStringLiteral(": ") + QString::fromUtf8(value));
    m_headers->setPlainText(lines.isEmpty() ? tr("(no headers of its own)") : lines.join(QLatin1Char('\n')));
    // Pretty-printed from the tokens (members keep their order, numbers their spelling);
    // a raw request that is not JSON is shown as it is.
    const JsonDocument json = JsonDocument::parse(masked.bytes);
    m_body->setPlainText(QString::fromUtf8(json.isValid() ? JsonWriter::prettyPrint(json) : masked.bytes));
}

} // namespace RpcScope
