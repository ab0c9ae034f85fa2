#pragma once

#include <QByteArray>
#include <QList>

#include <functional>
#include <optional>

namespace RpcScope {

class Framer;

/// Cuts one direction of a tapped byte stream into units of whole messages, each with the
/// exact bytes that carried it, so a tap can pass messages on one at a time (and hold one)
/// without changing a byte. Pure logic over a Framer: the bytes are pushed in pieces that end
/// at line breaks, so one push completes at most one message of NDJSON or LSP framing, and the
/// bytes a push consumed (bufferedBytes() before + piece - bufferedBytes() after) are its raw
/// bytes. Bytes consumed with no message (an LSP header block before its body, blank lines,
/// skipped garbage) go with the next message. Concatenating every unit's raw bytes and rest()
/// gives back exactly what was added.
class TapCutter
{
public:
    struct Unit
    {
        QByteArray raw;               ///< exactly as read, framing included
        QList<QByteArray> messages;   ///< one, or (a line holding several values) more
        /// One message, all of whose bytes went through this cutter: it may be held or edited.
        bool whole = false;
    };

    /// The framer's next message with its errors dealt with (the caller's), or nothing.
    using TakeNext = std::function<std::optional<QByteArray>()>;

    /// The framer already holds \a bytes that were passed on before cutting began: the first
    /// message they belong to is not whole here.
    void startAfter(qsizetype bytes) { m_debt = bytes; }
    /// Bytes read: every byte is held here first, and cut() later (at once once the framing is known).
    void hold(const QByteArray &bytes) { m_unassigned.append(bytes); }
    /// Frames \a bytes, held already, through \a framer and returns the units they completed.
    QList<Unit> cut(Framer &framer, const QByteArray &bytes, const TakeNext &takeNext);
    /// Everything held that is no unit yet (the start of a message), taken.
    QByteArray takeRest();
    /// The start of a message that grew too big (or waits too long) to be held: taken to be
    /// passed on at once; the rest of it will come as a unit that is not whole.
    QByteArray spill(const Framer &framer);
    /// Part of the message being read has passed on already: nothing may go between now.
    bool midMessage() const { return m_debt > 0; }
    /// Bytes held that are no unit yet.
    qsizetype waiting() const { return m_unassigned.size() + m_carried.size(); }

private:
    QByteArray m_unassigned;   // read, not consumed by the framer yet
    QByteArray m_carried;      // consumed, but no message yet: goes with the next
    qsizetype m_debt = 0;      // bytes the framer holds that were passed on before cutting
};

} // namespace RpcScope
