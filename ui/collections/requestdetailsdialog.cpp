#include "ui/collections/requestdetailsdialog.h"

#include "ui/collections/assertionsjson.h"
#include "ui/common/jsonhighlighter.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace RpcScope {

RequestDetailsDialog::RequestDetailsDialog(const CollectionItem &item, QWidget *parent)
    : QDialog(parent)
    , m_description(new QLineEdit(item.description, this))
    , m_endpoint(new QLineEdit(item.request.endpoint, this))
    , m_method(new QLineEdit(item.request.method, this))
    , m_message(new QPlainTextEdit(this))
    , m_request(item.request)
    , m_text(new QPlainTextEdit(this))
    , m_error(new QLabel(this))
    , m_assertions(item.request.assertions)
{
    setObjectName(QStringLiteral("requestDetailsDialog"));
    setWindowTitle(tr("Details of %1").arg(item.name));
    m_description->setObjectName(QStringLiteral("description"));
    m_text->setObjectName(QStringLiteral("assertionsJson"));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setPlainText(AssertionsJson::toText(item.request.assertions));
    new JsonHighlighter(m_text->document());
    m_error->setObjectName(QStringLiteral("assertionsError"));
    m_error->setWordWrap(true);
    m_error->hide();

    m_endpoint->setObjectName(QStringLiteral("endpoint"));
    m_method->setObjectName(QStringLiteral("method"));
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new JsonHighlighter(m_message->document());
    const bool single = item.request.hasMethod();
    m_message->setPlainText(single ? item.request.params : item.request.body);
    m_message->setMaximumHeight(m_message->fontMetrics().lineSpacing() * 8 + 12);
    m_method->setEnabled(single);

    auto *form = new QFormLayout;
    form->addRow(tr("&Description:"), m_description);
    form->addRow(tr("&Endpoint:"), m_endpoint);
    form->addRow(tr("&Method:"), m_method);
    form->addRow(single ? tr("&Params:") : tr("&Body:"), m_message);
    auto *hint = new QLabel(tr("Assertions, as the collection file writes them (outcome, error-code, http-status, "
                               "exists, equals, matches, schema, no-findings, duration-below):"),
                            this);
    hint->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(hint);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(600, 620);
}

QString RequestDetailsDialog::description() const
{
    return m_description->text();
}

void RequestDetailsDialog::accept()
{
    QString error;
    const std::optional<QList<Assertion>> read = AssertionsJson::fromText(m_text->toPlainText(), &error);
    if (!read) {
        m_error->setText(error);
        m_error->show();
        return;
    }
    m_assertions = *read;
    m_request.endpoint = m_endpoint->text().trimmed();
    if (m_request.hasMethod()) {
        m_request.method = m_method->text().trimmed();
        m_request.params = m_message->toPlainText();
    } else {
        m_request.body = m_message->toPlainText();
    }
    m_request.assertions = m_assertions;
    QDialog::accept();
}

} // namespace RpcScope
