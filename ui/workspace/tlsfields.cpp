#include "ui/workspace/tlsfields.h"

#include "ui/common/icons.h"

#include <QAction>
#include <QFileDialog>
#include <QFormLayout>
#include <QLineEdit>
#include <QRegularExpression>

namespace RpcScope {

namespace {

// Fingerprints as the user pasted them, separated by commas, semicolons or spaces (a
// fingerprint may hold spaces itself: "SHA256: AB CD …"), each written the one way
// (AB:CD:…); what is no fingerprint is kept as typed, for problem() to name.
QStringList fingerprintsIn(const QString &text)
{
    static const QRegularExpression lists(QStringLiteral("[,;\\n]+"));
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    QStringList fingerprints;
    for (const QString &piece : text.split(lists, Qt::SkipEmptyParts)) {
        QString ignored;
        if (const auto digest = TlsFiles::parseFingerprint(piece, &ignored)) {
            fingerprints.append(TlsFiles::fingerprintText(*digest));
            continue;
        }
        for (const QString &word : piece.split(spaces, Qt::SkipEmptyParts)) {
            const auto digest = TlsFiles::parseFingerprint(word, &ignored);
            fingerprints.append(digest ? TlsFiles::fingerprintText(*digest) : word);
        }
    }
    return fingerprints;
}

} // namespace

TlsFields::TlsFields(const TlsFiles &files, QWidget *dialog)
    : QObject(dialog)
    , m_dialog(dialog)
{
    const QString certificates = tr("Certificates (*.pem *.crt *.cer *.der);;All files (*)");
    m_ca = fileEdit(files.caFile, tr("Certificate Authorities"), certificates);
    m_ca->setToolTip(tr("Authorities (PEM or DER) trusted for this endpoint beside the system's: a private CA"));
    m_certificate = fileEdit(files.certificateFile, tr("Client Certificate"), certificates);
    m_certificate->setToolTip(tr("Presented when the server asks for a client certificate (mutual TLS)"));
    m_key = fileEdit(files.keyFile, tr("Client Key"), tr("Keys (*.pem *.key *.der);;All files (*)"));
    m_key->setToolTip(tr("The client certificate's private key (PEM or DER, not encrypted). The file is read "
                         "when connecting; its contents are never copied into the workspace."));
    m_accepted = new QLineEdit(files.acceptedCertificates.join(u' '), dialog);
    m_accepted->setObjectName(QStringLiteral("acceptedCertificates"));
    m_accepted->setPlaceholderText(tr("SHA-256 fingerprints, e.g. AB:CD:…"));
    m_accepted->setToolTip(tr("Server certificates accepted for this endpoint although nobody vouches for them "
                              "(self-signed, expired, another name): exactly these, every other one is still "
                              "verified. “Trust This Certificate…” under a refusal adds one."));
}

QLineEdit *TlsFields::fileEdit(const QString &path, const QString &title, const QString &filter)
{
    auto *edit = new QLineEdit(path, m_dialog);
    edit->setPlaceholderText(tr("none"));
    QAction *browse = edit->addAction(Icons::get(QStringLiteral("load-document")), QLineEdit::TrailingPosition);
    browse->setToolTip(tr("Choose a file…"));
    connect(browse, &QAction::triggered, this, [this, edit, title, filter] {
        const QString chosen = QFileDialog::getOpenFileName(m_dialog, title, edit->text(), filter);
        if (!chosen.isEmpty())
            edit->setText(chosen);
    });
    return edit;
}

void TlsFields::addTo(QFormLayout *form)
{
    form->addRow(tr("TLS authorit&ies:"), m_ca);
    form->addRow(tr("Client &certificate:"), m_certificate);
    form->addRow(tr("Client &key:"), m_key);
    form->addRow(tr("Acce&pted certificates:"), m_accepted);
}

QList<QWidget *> TlsFields::widgets() const
{
    return {m_ca, m_certificate, m_key, m_accepted};
}

TlsFiles TlsFields::files() const
{
    TlsFiles files;
    files.caFile = m_ca->text().trimmed();
    files.certificateFile = m_certificate->text().trimmed();
    files.keyFile = m_key->text().trimmed();
    files.acceptedCertificates = fingerprintsIn(m_accepted->text());
    return files;
}

QString TlsFields::problem() const
{
    const TlsFiles chosen = files();
    TlsOptions loaded;
    QString error;
    if (!chosen.isEmpty() && !chosen.load(&loaded, &error))
        return error;
    return {};
}

} // namespace RpcScope
