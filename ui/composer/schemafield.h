#pragma once

#include "lib/schema/schemanode.h"

#include <QWidget>

namespace RpcScope {

class JsonDocument;

/// One editor of the schema form: shows a JSON value of its schema and gives it back as
/// JSON text. Fields are built by create() and nest (objects, arrays, choices). A field
/// that is not set is left out of the params. Programmatic changes (setValue, clearValue)
/// never emit edited(); only what the user does does.
class SchemaField : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SchemaField)

public:
    /// Levels of nested widgets before a value becomes a JSON text line.
    static constexpr int MaxFormDepth = 8;

    /// The field for \a schema; \a depth is how deep it sits in the form.
    static SchemaField *create(const SchemaNodePtr &schema, bool required, int depth, QWidget *parent = nullptr);

    const SchemaNode &schema() const { return *m_schema; }
    const SchemaNodePtr &schemaPointer() const { return m_schema; }
    bool isRequired() const { return m_required; }

    /// False when the member is to be left out.
    virtual bool hasValue() const = 0;
    /// Compact JSON text of the value, numbers as typed; meaningful when hasValue().
    virtual QByteArray valueText() const = 0;
    /// False while typed text is not a value yet ("-", "1e", broken JSON): then the form
    /// writes nothing.
    virtual bool isComplete() const { return true; }
    /// Shows the value at \a node of \a doc; false when this field cannot show it.
    virtual bool setValue(const JsonDocument &doc, int node) = 0;
    /// Back to "not set".
    virtual void clearValue() = 0;

    /// Translated problems of this field's own value (not of the fields inside it).
    QStringList problems() const;

signals:
    /// The user changed the value.
    void edited();

protected:
    SchemaField(SchemaNodePtr schema, bool required, QWidget *parent);
    /// Why an incomplete value is not a value, for the error mark.
    virtual QString incompleteMessage() const;
    /// A tooltip with the description and the constraints of the schema.
    QString constraintsTip() const;

private:
    SchemaNodePtr m_schema;
    bool m_required = false;
};

} // namespace RpcScope
