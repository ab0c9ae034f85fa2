#pragma once

#include "lib/transport/framing/framer.h"

namespace RpcScope {

/// LSP-style framing: a header block of "Name: value" lines ended by an empty line, then
/// exactly Content-Length bytes of body. Header names are case-insensitive; Content-Type
/// and other headers are accepted and ignored. Bytes that are not part of a header block
/// (a log line printed to stdout, say) are reported and skipped up to the next
/// "Content-Length". A body over the cap is skipped without being held in memory.
class ContentLengthFramer final : public Framer
{
public:
    static constexpr qsizetype MaxHeaderBlockSize = 64 * 1024;

    using Framer::Framer;

    Framing framing() const override { return Framing::ContentLength; }
    void push(QByteArray bytes) override;
    std::optional<QByteArray> encode(QByteArrayView payload, QString *error = nullptr) const override;
    qsizetype bufferedBytes() const override { return m_buffer.size() - m_blockStart; }
    void reset() override;

private:
    void parse();
    /// Handles one header line (without its line ending), ending at \a next in the buffer.
    void headerLine(QByteArrayView line, qsizetype lineStart, qsizetype next);
    /// Reports content-length-mismatch when \a body does not hold one JSON object or array.
    void checkBody(QByteArrayView body);
    void endOfHeaderBlock(qsizetype next);
    /// Skips what is no header. \a endsRun: this ends a run of output longer than the header
    /// cap without a line end (a line end or a header came), whose start was reported already.
    void skipGarbage(qsizetype from, qsizetype to, bool endsRun = true);
    void startNewBlock(qsizetype at);
    void overflow();

    enum class State { Header, Body };

    QByteArray m_buffer;
    State m_state = State::Header;
    qsizetype m_blockStart = 0;      ///< start of the current header block (or body) in m_buffer
    qsizetype m_lineStart = 0;       ///< start of the header line being read
    qsizetype m_scanned = 0;         ///< bytes before this are known not to be "\n"
    qsizetype m_fields = 0;          ///< header lines seen in the current block
    qint64 m_contentLength = -1;     ///< -1 while no Content-Length header was seen
    bool m_badLength = false;
    /// In a run of output with no line end within the header cap, reported when it began: the
    /// rest of it is skipped without another report, so a run reads as one problem however
    /// the reads cut it.
    bool m_inLongRun = false;
    QString m_lengthProblem;
    qint64 m_skipBody = 0;           ///< bytes of an oversized body still to drop
};

} // namespace RpcScope
