#pragma once

#include "lib/workspace/endpointprofile.h"

#include <QDialog>
#include <QSet>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QScrollArea;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace RpcScope {

class EnvironmentTable;
class PairTable;
class TlsFields;

/// The sheet of one endpoint: address, name, headers, auth, timeout, TLS and stdio options
/// (the server's environment among them). A typed secret is handed back to the session
/// (the auth secret: memory only; environment secrets: for the keychain), never to the profile.
class EndpointSettingsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EndpointSettingsDialog)

public:
    EndpointSettingsDialog(const EndpointProfile &profile, bool hasSecret, QWidget *parent = nullptr);

    EndpointProfile profile() const;
    /// The secret typed in this dialog; empty when the field was left untouched.
    QByteArray secret() const;
    bool secretEdited() const { return m_secretEdited; }
    /// The OAuth client secret typed in (kept in the system keychain), when it was edited.
    QByteArray oauthClientSecret() const;
    bool oauthClientSecretEdited() const { return m_oauthSecretEdited; }
    /// The endpoint has a client secret already: the empty field says so and keeps it.
    void setOAuthClientSecretKept(bool kept);
    /// The secret environment variables that have a value kept already (shown as dots).
    void setKeptEnvironmentSecrets(const QSet<QString> &names);
    /// The secret environment values typed in this sheet, by name (for the keychain).
    QHash<QString, QString> environmentSecrets() const;
    /// Kept environment secrets renamed in this sheet: old name -> new name.
    QHash<QString, QString> renamedEnvironmentSecrets() const;
    EnvironmentTable *environmentTable() const { return m_environment; }

    QLineEdit *addressEdit() const { return m_address; }
    QLineEdit *secretEdit() const { return m_secret; }
    QComboBox *authCombo() const { return m_auth; }
    QComboBox *oauthGrantCombo() const { return m_oauthGrant; }
    QLineEdit *oauthTokenUrlEdit() const { return m_oauthTokenUrl; }
    QTableWidget *headersTable() const;
    PairTable *answersTable() const { return m_answers; }
    TlsFields *tlsFields() const { return m_tls; }

    void accept() override;

private:
    void updateAuthFields();
    void updateTransportFields();
    /// Sizes the sheet to its form, or to the screen when that is shorter (the form scrolls).
    void fitToScreen();

    EndpointProfile m_profile;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_address = nullptr;
    PairTable *m_headers = nullptr;
    PairTable *m_answers = nullptr;   // the server's requests answered by method
    QFormLayout *m_form = nullptr;
    QWidget *m_formHost = nullptr;
    QScrollArea *m_scroll = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QComboBox *m_auth = nullptr;
    QLineEdit *m_user = nullptr;
    QLineEdit *m_authHeader = nullptr;
    QLineEdit *m_secret = nullptr;
    QLineEdit *m_oauthClientId = nullptr;
    QLineEdit *m_oauthClientSecret = nullptr;
    QLineEdit *m_oauthMetadataUrl = nullptr;
    QLineEdit *m_oauthScope = nullptr;
    QLineEdit *m_oauthRedirect = nullptr;
    QComboBox *m_oauthGrant = nullptr;
    QLineEdit *m_oauthTokenUrl = nullptr;
    QLineEdit *m_oauthAuthorizationUrl = nullptr;
    QLineEdit *m_secretName = nullptr;
    QSpinBox *m_timeout = nullptr;
    QCheckBox *m_redirects = nullptr;
    QCheckBox *m_insecure = nullptr;
    TlsFields *m_tls = nullptr;
    QComboBox *m_framing = nullptr;
    QLineEdit *m_workingDirectory = nullptr;
    EnvironmentTable *m_environment = nullptr;
    QDoubleSpinBox *m_grace = nullptr;
    double m_graceShown = 0;   ///< the grace as first shown: unchanged, the profile's own milliseconds stay
    QLabel *m_problem = nullptr;
    bool m_secretEdited = false;
    bool m_oauthSecretEdited = false;
};

} // namespace RpcScope
