#pragma once

#include "lib/collection/requestresolver.h"
#include "ui/collections/collectiondocument.h"

#include <QHash>
#include <QWidget>

#include <optional>

class QLabel;
class QPlainTextEdit;

namespace RpcScope {

class SecretStore;

/// A saved request as it would go out now, before it is sent: the endpoint, headers and
/// body with the chosen environment's variables filled (RequestResolver), secret values
/// masked. An undefined or self-referring variable is shown as the error in words.
class RequestPreview final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RequestPreview)

public:
    explicit RequestPreview(QWidget *parent = nullptr);

    void setSecretStore(const SecretStore *store) { m_secrets = store; }
    /// Shows the request at \a path of \a document (a folder or nothing clears the preview).
    void showRequest(const CollectionDocument *document, const CollectionDocument::ItemPath &path);
    void clear();

    /// The request resolved with secrets in (what Send sends); nothing when it has an error.
    const std::optional<ResolvedRequest> &resolved() const { return m_resolved; }
    const QString &error() const { return m_error; }
    /// The same with every secret value replaced by *** (what the preview shows).
    const ResolvedRequest &masked() const { return m_masked; }

    /// Resolves \a request of \a collection in \a environment: variables filled, the auth
    /// recipe applied (a login or CSRF recipe's header is only known in a run). \a masked gets
    /// a copy with every secret value replaced by ***.
    /// \a secretValues (optional) gets each secret value that went in, by variable name.
    static std::optional<ResolvedRequest> resolve(const Collection &collection, const QString &environment,
                                                  const SavedRequest &request, const SecretStore *secrets,
                                                  ResolvedRequest *masked, QString *error,
                                                  QHash<QString, QString> *secretValues = nullptr);
    /// The secret values in resolved(), by variable name (for a recording to redact them).
    const QHash<QString, QString> &secretValues() const { return m_secretValues; }

    QLabel *endpointLabel() const { return m_endpoint; }
    QLabel *errorLabel() const { return m_errorLabel; }
    QPlainTextEdit *headersText() const { return m_headers; }
    QPlainTextEdit *bodyText() const { return m_body; }

private:
    const SecretStore *m_secrets = nullptr;
    QLabel *m_endpoint = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_errorLabel = nullptr;
    QPlainTextEdit *m_headers = nullptr;
    QPlainTextEdit *m_body = nullptr;
    std::optional<ResolvedRequest> m_resolved;
    ResolvedRequest m_masked;
    QHash<QString, QString> m_secretValues;
    QString m_error;
};

} // namespace RpcScope
