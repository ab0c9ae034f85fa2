#pragma once

#include "lib/collection/collection.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace RpcScope {

/// The details of a saved request that have no place in the tree: its endpoint, method and
/// params (or the whole body of a batch or raw request), kept as typed, `{{variables}}` and
/// all; its description; and its assertions, edited as the JSON the collection file holds
/// (docs/collection-format.md). OK is refused, with the line and field named, while the
/// assertions do not read.
class RequestDetailsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RequestDetailsDialog)

public:
    explicit RequestDetailsDialog(const CollectionItem &item, QWidget *parent = nullptr);

    QString description() const;
    /// The request with the edits (valid once accepted).
    const SavedRequest &request() const { return m_request; }
    /// The assertions as last read from the text (valid once accepted).
    const QList<Assertion> &assertions() const { return m_assertions; }

    QPlainTextEdit *assertionsEdit() const { return m_text; }
    QLineEdit *endpointEdit() const { return m_endpoint; }
    QLineEdit *methodEdit() const { return m_method; }
    QPlainTextEdit *messageEdit() const { return m_message; }
    QLabel *errorLabel() const { return m_error; }

    void accept() override;

private:
    QLineEdit *m_description = nullptr;
    QLineEdit *m_endpoint = nullptr;
    QLineEdit *m_method = nullptr;
    QPlainTextEdit *m_message = nullptr;
    SavedRequest m_request;
    QPlainTextEdit *m_text = nullptr;
    QLabel *m_error = nullptr;
    QList<Assertion> m_assertions;
};

} // namespace RpcScope
