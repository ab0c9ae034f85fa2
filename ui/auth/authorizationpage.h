#pragma once

#include "lib/auth/editablerequest.h"

#include <QPointer>
#include <QUrl>
#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListView;
class QToolButton;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTimer;

namespace RpcScope {

class AuthStepsModel;
class OAuthAuthorizer;
struct AuthStep;

/// An endpoint's OAuth 2.1 sign-in, as a debugger shows it: the state at a glance (who issued
/// the grant, to which client and how that client came to be, the scopes, the expiry counting
/// down, whether a refresh token is held, where it is kept), Sign In and Sign Out, and every
/// step of every flow so far, each opening the exchange it was (request and response, headers
/// in wire order, the body as sent) with its verdict. Tokens, codes and secrets are masked
/// everywhere; a JWT access token's header and claims can be read, decoded here and never sent.
class AuthorizationPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuthorizationPage)

public:
    explicit AuthorizationPage(QWidget *parent = nullptr);
    ~AuthorizationPage() override;

    /// Shows \a authorizer (null: the endpoint does not speak HTTP) for \a endpoint.
    void setAuthorizer(OAuthAuthorizer *authorizer, const QUrl &endpoint);

    void signIn();
    void signOut();

    QPushButton *signInButton() const { return m_signIn; }
    QPushButton *signOutButton() const { return m_signOut; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *copyLinkButton() const { return m_copyLink; }
    QPushButton *refreshButton() const { return m_refresh; }
    QLabel *stateLabel() const { return m_state; }
    QListView *stepList() const { return m_stepList; }
    AuthStepsModel *steps() const { return m_steps; }
    QPlainTextEdit *requestView() const { return m_request; }
    QPlainTextEdit *responseView() const { return m_response; }
    QLabel *verdictLabel() const { return m_verdict; }
    QTabWidget *detailTabs() const { return m_detail; }
    QCheckBox *stepByStepBox() const { return m_stepByStep; }
    /// The reveal toggle of the access token, and where it shows when revealed.
    QToolButton *revealButton() const { return m_reveal; }
    QLineEdit *revealedToken() const { return m_revealed; }
    /// Step by step: the waiting request as editable text, and the button that lets it go.
    QPlainTextEdit *pendingEdit() const { return m_pendingEdit; }
    QPushButton *sendButton() const { return m_send; }
    /// Lets the waiting request go as the editor says; false (and the reason shown) when the
    /// text is no request.
    bool sendPending();
    /// The value labels of the summary, for tests: "issuer", "client", "scopes", "token",
    /// "refresh", "kept".
    QLabel *summaryValue(const QString &name) const;

signals:
    void statusMessage(const QString &text);

private:
    void refresh();
    void updateExpiry();
    void showStep(int row);
    void showClaims();
    void showPending(const HttpRequest &request);
    void clearPending();

    QPointer<OAuthAuthorizer> m_authorizer;
    QList<QMetaObject::Connection> m_wires;
    QUrl m_endpoint;
    bool m_busy = false;
    QString m_browserUrl;   // the sign-in page a person must open, while the flow waits (masked)
    QUrl m_signInLink;      // ... whole, for Copy Sign-In Link
    QLabel *m_state = nullptr;
    QPushButton *m_signIn = nullptr;
    QPushButton *m_signOut = nullptr;
    QPushButton *m_claims = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_copyLink = nullptr;
    QPushButton *m_refresh = nullptr;
    QHash<QString, QLabel *> m_values;
    AuthStepsModel *m_steps = nullptr;
    QListView *m_stepList = nullptr;
    QLabel *m_verdict = nullptr;
    QTabWidget *m_detail = nullptr;
    QPlainTextEdit *m_request = nullptr;
    QPlainTextEdit *m_response = nullptr;
    QTimer *m_clock = nullptr;
    QCheckBox *m_stepByStep = nullptr;
    QToolButton *m_reveal = nullptr;
    QLineEdit *m_revealed = nullptr;
    QWidget *m_pendingTab = nullptr;
    QLabel *m_pendingNote = nullptr;
    QPlainTextEdit *m_pendingEdit = nullptr;
    QPushButton *m_send = nullptr;
    QPushButton *m_revert = nullptr;
    std::optional<EditableRequest> m_pending;
};

} // namespace RpcScope
