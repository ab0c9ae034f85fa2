#pragma once

#include "lib/transport/http/httprequest.h"

#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace RpcScope {

/// A request of an authorization flow as text a person reads and may change before it goes
/// (step-by-step mode): the request line, the headers in order, a blank line, the body. Its
/// secrets never show: each value of a secret parameter (in the query or a form body) and of a
/// credential header appears as {{secret:NAME}}, and is put back byte for byte when the text
/// is read again, so a person can change a scope or a state without ever seeing a secret.
class EditableRequest
{
public:
    explicit EditableRequest(const HttpRequest &request);

    /// The text to show and edit: "POST https://…\nName: value\n\nbody".
    const QString &text() const { return m_text; }
    /// The request \a text says, with the secrets put back and everything else (timeouts, TLS)
    /// as the original had it; nothing, and \a error in words, when the text is no request.
    std::optional<HttpRequest> read(const QString &text, QString *error) const;

private:
    QString hide(const QByteArray &value, const QByteArray &name);

    HttpRequest m_request;
    QList<QPair<QString, QByteArray>> m_secrets;   ///< placeholder, the value as it stood
    QString m_text;
};

} // namespace RpcScope
