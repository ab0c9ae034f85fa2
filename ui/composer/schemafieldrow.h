#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace RpcScope {

class SchemaField;

/// A field with its error mark and its menu ("Reset to default", "Leave out"). The label
/// beside it is made by label(), so forms can put it in a QFormLayout's label column.
class SchemaFieldRow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SchemaFieldRow)

public:
    /// Takes \a field as a child.
    explicit SchemaFieldRow(SchemaField *field, QWidget *parent = nullptr);

    SchemaField *field() const { return m_field; }
    /// Shows or hides the error mark after the value changed.
    void refreshMark();
    /// The mark's tooltip: the field's problems; empty when there are none.
    QString markText() const;

    /// The name label: "name *" for a required one, the description as tooltip.
    static QLabel *label(const QString &name, bool required, const QString &description, QWidget *buddy);

private:
    void resetToDefault();
    void leaveOut();

    SchemaField *m_field = nullptr;
    QLabel *m_mark = nullptr;
    QToolButton *m_menu = nullptr;
};

} // namespace RpcScope
