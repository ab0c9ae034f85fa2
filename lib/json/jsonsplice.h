#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// Edits one member of a JSON object text and leaves every other byte as it was: member
/// order, spacing, comments-free formatting and number spelling the user typed all stay.
/// The composer's id and notification controls, the schema form and "Next page" write
/// through it, so a control never re-serialises the user's text.
///
/// A path names members from the top-level object down ({"params", "cursor"}).
namespace JsonSplice {

/// Replaces the value at \a path with \a valueText, or adds the member (and any missing
/// objects on the way) at the end of its object, in the style of its neighbours. A value
/// on the way that is not an object is replaced by one. Returns a null QByteArray and sets
/// \a error (translated) when \a text is not a valid JSON object.
QByteArray setMember(const QByteArray &text, const QStringList &path, const QByteArray &valueText,
                     QString *error = nullptr);

/// Removes the member at \a path with its separating comma; \a text unchanged when the
/// member is absent. Null QByteArray and \a error when \a text is not a valid JSON object.
QByteArray removeMember(const QByteArray &text, const QStringList &path, QString *error = nullptr);

/// The exact text of the value at \a path; a null QByteArray when it is absent or \a text
/// is not a valid JSON object.
QByteArray memberText(const QByteArray &text, const QStringList &path);

} // namespace JsonSplice
} // namespace RpcScope
