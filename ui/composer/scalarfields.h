#pragma once

#include "ui/composer/schemafield.h"

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace RpcScope {

/// A string: a line edit. An optional string left empty is not set, unless the params
/// said "" (then it stays "" until the user types).
class StringField final : public SchemaField
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StringField)

public:
    StringField(SchemaNodePtr schema, bool required, QWidget *parent = nullptr);
    bool hasValue() const override;
    QByteArray valueText() const override;
    bool setValue(const JsonDocument &doc, int node) override;
    void clearValue() override;
    QLineEdit *lineEdit() const { return m_edit; }

private:
    void showEmptyHint();

    QLineEdit *m_edit = nullptr;
    QString m_placeholder;
    bool m_explicitEmpty = false;
};

/// A number or an integer as typed: a line edit with a validator, so a 64-bit integer or
/// "1.50" keeps its spelling (a QSpinBox holds only an int). Bounds show as error marks.
class NumberField final : public SchemaField
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NumberField)

public:
    NumberField(SchemaNodePtr schema, bool required, QWidget *parent = nullptr);
    bool hasValue() const override;
    QByteArray valueText() const override;
    bool isComplete() const override;
    bool setValue(const JsonDocument &doc, int node) override;
    void clearValue() override;
    QLineEdit *lineEdit() const { return m_edit; }

protected:
    QString incompleteMessage() const override;

private:
    bool integer() const;
    QLineEdit *m_edit = nullptr;
    bool m_rejected = false;   // the last key was refused; said until the next one is taken
};

/// A boolean: a check box; tri-state ("not set") when the member is optional.
class BooleanField final : public SchemaField
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BooleanField)

public:
    BooleanField(SchemaNodePtr schema, bool required, QWidget *parent = nullptr);
    bool hasValue() const override;
    QByteArray valueText() const override;
    bool setValue(const JsonDocument &doc, int node) override;
    void clearValue() override;
    QCheckBox *checkBox() const { return m_box; }

private:
    void showState();
    QCheckBox *m_box = nullptr;
};

/// An enum or const: a combo box whose first entry is "not set".
class EnumField final : public SchemaField
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnumField)

public:
    EnumField(SchemaNodePtr schema, bool required, QWidget *parent = nullptr);
    bool hasValue() const override;
    QByteArray valueText() const override;
    bool setValue(const JsonDocument &doc, int node) override;
    void clearValue() override;
    QComboBox *comboBox() const { return m_combo; }

private:
    QComboBox *m_combo = nullptr;
};

/// The null type: a check box that sends null.
class NullField final : public SchemaField
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NullField)

public:
    NullField(SchemaNodePtr schema, bool required, QWidget *parent = nullptr);
    bool hasValue() const override;
    QByteArray valueText() const override;
    bool setValue(const JsonDocument &doc, int node) override;
    void clearValue() override;

private:
    QCheckBox *m_box = nullptr;
};

/// Anything the form does not expand (a recursive `$ref`, a free-form object, no type):
/// one line of JSON text, sent as typed when it parses.
class JsonTextField final : public SchemaField
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JsonTextField)

public:
    JsonTextField(SchemaNodePtr schema, bool required, QWidget *parent = nullptr);
    bool hasValue() const override;
    QByteArray valueText() const override;
    bool isComplete() const override;
    bool setValue(const JsonDocument &doc, int node) override;
    void clearValue() override;
    QLineEdit *lineEdit() const { return m_edit; }

protected:
    QString incompleteMessage() const override;

private:
    QLineEdit *m_edit = nullptr;
};

} // namespace RpcScope
