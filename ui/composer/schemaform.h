#pragma once

#include "lib/schema/paramslayout.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;

namespace RpcScope {

struct MethodInfo;
class ObjectField;
class SchemaField;

/// A form generated from a method's parameter schema (OpenRPC params or an MCP
/// inputSchema), one field per parameter. It edits the params value of the request:
/// setParamsText() shows a value, paramsEdited() gives the value back after each user edit,
/// members in the schema's order and numbers as typed; unset optional members are left
/// out. A value the form cannot show (a member the schema does not name, a type it does
/// not allow) puts the form "out of sync": it stops editing until the JSON text is fixed
/// or the user chooses to replace the params with the form's values.
class SchemaForm final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SchemaForm)

public:
    explicit SchemaForm(QWidget *parent = nullptr);

    /// Builds the form for \a method. \a rootDocument is the OpenRPC document `$ref`s
    /// point into (an MCP input schema is its own root).
    void setMethod(const MethodInfo &method, const QByteArray &rootDocument = {});
    void setParamsLayout(const ParamsLayout &layout);
    /// What the form says when there is nothing to fill in (default: a method's words).
    void setNothingToFillText(const QString &text) { m_nothingToFill = text; }
    const ParamsLayout &paramsLayout() const { return m_layout; }
    /// Where the form's value sits inside the request's "params" ({"arguments"} for MCP calls).
    QStringList valuePath() const { return m_layout.valuePath(); }

    /// Shows \a paramsJson (the params value of the editor; null when the request has
    /// none). Emits nothing.
    void setParamsText(const QByteArray &paramsJson);
    /// The form stops editing and says \a reason (e.g. the request text is not JSON).
    void markOutOfSync(const QString &reason);
    bool isInSync() const { return m_inSync; }
    /// The sentence above the fields (out of sync, no params, no schema); empty otherwise.
    QString statusText() const;

    /// The params the form holds, as compact JSON; null when the form has no fields.
    QByteArray paramsText() const;
    /// The field of a top-level parameter; null when there is none of that name.
    SchemaField *field(const QString &name) const;

signals:
    /// The user changed a field; \a paramsJson is the whole params value, compact.
    void paramsEdited(const QByteArray &paramsJson);

private:
    void rebuild();
    void fieldsEdited();
    void useFormValues();
    void refreshMarks();
    void showStatus(const QString &text, bool offerReplace);

    ParamsLayout m_layout;
    QString m_nothingToFill;
    QWidget *m_banner = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_replace = nullptr;
    QScrollArea *m_scroll = nullptr;
    ObjectField *m_root = nullptr;
    QByteArray m_lastText;   // what the fields hold, to skip no-op refills and emissions
    bool m_inSync = true;
};

} // namespace RpcScope
