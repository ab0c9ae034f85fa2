#pragma once

#include "lib/transport/tls/tlsfiles.h"

#include <QList>
#include <QObject>

class QFormLayout;
class QLineEdit;
class QWidget;

namespace RpcScope {

/// The endpoint sheet's TLS rows: the authorities to trust, the client certificate and its
/// key (files, each with a browse button), and the server certificates accepted as they are.
class TlsFields final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TlsFields)

public:
    TlsFields(const TlsFiles &files, QWidget *dialog);

    /// Adds the rows to \a form, in reading order.
    void addTo(QFormLayout *form);
    /// The row widgets, to be shown only for endpoints that speak TLS.
    QList<QWidget *> widgets() const;
    TlsFiles files() const;
    /// What keeps these choices from working, in words; empty when they can be used.
    QString problem() const;

    QLineEdit *acceptedEdit() const { return m_accepted; }

private:
    QLineEdit *fileEdit(const QString &path, const QString &title, const QString &filter);

    QWidget *m_dialog = nullptr;
    QLineEdit *m_ca = nullptr;
    QLineEdit *m_certificate = nullptr;
    QLineEdit *m_key = nullptr;
    QLineEdit *m_accepted = nullptr;
};

} // namespace RpcScope
