#pragma once

#include <QByteArray>
#include <QString>

#include <vector>

namespace RpcScope {

/// Writes JSON text member by member, in exactly the order given (unlike QJsonObject,
/// which sorts). raw() embeds JSON text as it is, so an id or a number keeps its spelling.
class JsonBuilder
{
public:
    /// \a indent spaces per level; 0 writes compact text on one line.
    explicit JsonBuilder(int indent = 2) : m_indent(indent) {}

    JsonBuilder &beginObject();
    JsonBuilder &endObject();
    JsonBuilder &beginArray();
    JsonBuilder &endArray();
    JsonBuilder &key(QStringView name);

    JsonBuilder &value(QStringView text);
    JsonBuilder &value(const char *text) { return value(QString::fromUtf8(text)); }
    // Without this, u"..." would pick value(bool).
    JsonBuilder &value(const char16_t *text) { return value(QStringView(text)); }
    JsonBuilder &value(qint64 number);
    JsonBuilder &value(int number) { return value(qint64(number)); }
    JsonBuilder &value(bool flag);
    JsonBuilder &null();
    /// Embeds \a json verbatim; the caller guarantees it is one valid JSON value.
    JsonBuilder &raw(QByteArrayView json);

    /// The text so far (complete once every container is closed).
    const QByteArray &text() const { return m_out; }

private:
    JsonBuilder &close(char bracket);
    void beforeValue();
    void newline();

    int m_indent;
    QByteArray m_out;
    std::vector<bool> m_first;   // per open container: no element written yet
    bool m_afterKey = false;
};

} // namespace RpcScope
