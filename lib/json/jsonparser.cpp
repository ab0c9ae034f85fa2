#include "lib/json/jsonparser.h"

#include "lib/json/jsondocument_p.h"
#include "lib/tr.h"

#include <algorithm>
#include <cstring>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace RpcScope {

namespace {

using Type = JsonDocument::Type;
using Data = JsonDocument::Data;

// Node numbers are ints in the public API and offsets are 32-bit in the index.
constexpr quint64 MaxBodySize = 0xffffffffull;
constexpr quint32 MaxNodes = quint32(std::numeric_limits<int>::max()) - 1;
// An object with more members than this checks duplicates in a hash table instead of
// comparing against every earlier key.
constexpr size_t SmallObjectKeys = 24;

inline bool isDigit(char c)
{
    return unsigned(c - '0') < 10;
}

inline int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    const char lower = char(c | 0x20);
    if (lower >= 'a' && lower <= 'f')
        return lower - 'a' + 10;
    return -1;
}

// The code unit of four hex digits at \a p, or -1.
inline int hex4(const char *p)
{
    const int a = hexValue(p[0]), b = hexValue(p[1]), c = hexValue(p[2]), d = hexValue(p[3]);
    if ((a | b | c | d) < 0)
        return -1;
    return (a << 12) | (b << 8) | (c << 4) | d;
}

inline bool isWhitespace(uchar c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

// Indented bodies have long runs of spaces after each line break: those are skipped
// 16 bytes at a time.
const char *skipWhitespaceRun(const char *p, const char *end)
{
#if defined(__SSE2__)
    const __m128i space = _mm_set1_epi8(' ');
    const __m128i newline = _mm_set1_epi8('\n');
    const __m128i tab = _mm_set1_epi8('\t');
    const __m128i carriageReturn = _mm_set1_epi8('\r');
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i blank = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(v, space), _mm_cmpeq_epi8(v, newline)),
            _mm_or_si128(_mm_cmpeq_epi8(v, tab), _mm_cmpeq_epi8(v, carriageReturn)));
        const unsigned mask = ~unsigned(_mm_movemask_epi8(blank)) & 0xffffu;
        if (mask)
            return p + __builtin_ctz(mask);
        p += 16;
    }
#endif
    while (p != end && isWhitespace(uchar(*p)))
        ++p;
    return p;
}

inline const char *skipWhitespace(const char *p, const char *end)
{
    // Compact bodies: the next byte is almost always a token.
    if (p != end && uchar(*p) > ' ')
        return p;
    if (p != end && isWhitespace(uchar(*p)) && (p + 1 == end || !isWhitespace(uchar(p[1]))))
        return p + 1;
    return skipWhitespaceRun(p, end);
}

// The first byte at or after \a p that a string scan must look at: a quote, a backslash,
// a control byte or a non-ASCII byte. \a end when there is none.
inline const char *findStringSpecial(const char *p, const char *end)
{
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i space = _mm_set1_epi8(0x20);
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        // Signed compare: bytes >= 0x80 are negative, so one compare catches both
        // control bytes and the start of every UTF-8 sequence.
        const __m128i special = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
            _mm_cmplt_epi8(v, space));
        const int mask = _mm_movemask_epi8(special);
        if (mask)
            return p + __builtin_ctz(unsigned(mask));
        p += 16;
    }
#endif
    while (p != end) {
        const uchar c = uchar(*p);
        if (c == '"' || c == '\\' || c < 0x20 || c >= 0x80)
            return p;
        ++p;
    }
    return p;
}

// Length of the valid UTF-8 sequence at \a p (RFC 3629: no overlongs, no surrogates,
// nothing above U+10FFFF), or 0.
inline int utf8SequenceLength(const uchar *p, const uchar *end)
{
    const uchar c = p[0];
    if (c < 0x80)
        return 1;
    const qsizetype left = end - p;
    auto cont = [](uchar b, uchar lo = 0x80, uchar hi = 0xbf) { return b >= lo && b <= hi; };
    if (c < 0xc2)
        return 0;
    if (c < 0xe0)
        return left >= 2 && cont(p[1]) ? 2 : 0;
    if (c < 0xf0) {
        const uchar lo = c == 0xe0 ? 0xa0 : 0x80;
        const uchar hi = c == 0xed ? 0x9f : 0xbf;
        return left >= 3 && cont(p[1], lo, hi) && cont(p[2]) ? 3 : 0;
    }
    if (c < 0xf5) {
        const uchar lo = c == 0xf0 ? 0x90 : 0x80;
        const uchar hi = c == 0xf4 ? 0x8f : 0xbf;
        return left >= 4 && cont(p[1], lo, hi) && cont(p[2]) && cont(p[3]) ? 4 : 0;
    }
    return 0;
}

inline quint32 hashBytes(const char *s, size_t n)
{
    quint64 h = 0x9e3779b97f4a7c15ull ^ n;
    while (n >= 8) {
        quint64 w;
        std::memcpy(&w, s, 8);
        h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
        h ^= h >> 31;
        s += 8;
        n -= 8;
    }
    quint64 w = 0;
    for (size_t i = 0; i < n; ++i)
        w |= quint64(uchar(s[i])) << (8 * i);
    h = (h ^ w) * 0x94d049bb133111ebull;
    h ^= h >> 32;
    return quint32(h);
}

void appendUtf8(std::string &out, char32_t cp)
{
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xc0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
        out += char(0xe0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3f));
        out += char(0x80 | (cp & 0x3f));
    } else {
        out += char(0xf0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3f));
        out += char(0x80 | ((cp >> 6) & 0x3f));
        out += char(0x80 | (cp & 0x3f));
    }
}

// How an offending byte is shown in a message: 'x' for printable ASCII, the character
// for valid UTF-8, U+XXXX for control characters.
QString describeCharacter(const char *at, const char *end)
{
    const uchar c = uchar(*at);
    if (c >= 0x21 && c < 0x7f)
        return u'\'' + QChar(QLatin1Char(char(c))) + u'\'';
    char32_t codePoint = c;
    if (c >= 0x80) {
        const auto *bytes = reinterpret_cast<const uchar *>(at);
        const int n = utf8SequenceLength(bytes, reinterpret_cast<const uchar *>(end));
        if (n == 0)
            return QStringLiteral("0x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
        codePoint = c & (0x7f >> n);
        for (int i = 1; i < n; ++i)
            codePoint = (codePoint << 6) | (bytes[i] & 0x3f);
        // Invisible characters such as a byte order mark are named, not shown.
        if (QChar::isPrint(codePoint))
            return u'\'' + QString::fromUcs4(&codePoint, 1) + u'\'';
    }
    return QStringLiteral("U+") + QString::number(uint(codePoint), 16).toUpper().rightJustified(4, u'0');
}

} // namespace

enum class JsonParser::Problem : quint8 {
    Empty,
    OnlyWhitespace,
    OutOfMemory,
    TooManyNodes,
    UnexpectedCharacter,
    ExpectedCommaOrBrace,
    ExpectedCommaOrBracket,
    ExpectedColon,
    ExpectedKey,
    TrailingCommaObject,
    TrailingCommaArray,
    TrailingText,
    InvalidLiteral,
    IncompleteLiteral,
    IncompleteNumber,
    LeadingZero,
    MissingIntegerDigit,
    MissingFractionDigit,
    MissingExponentDigit,
    ControlCharacter,
    InvalidEscape,
    InvalidUnicodeEscape,
    UnpairedSurrogate,
    InvalidUtf8,
    UnterminatedString,
    UnclosedObject,
    UnclosedArray,
};

struct JsonParser::Frame
{
    quint64 keyFilter = 0;  // one bit for each key signature seen (small objects)
    quint32 node = 0;
    quint32 count = 0;      // children so far
    quint32 keyStart = 0;   // this object's first entry in m_keys
    bool isObject = false;
    bool big = false;       // duplicate keys tracked in m_bigKeys
};

struct JsonParser::KeyEntry
{
    quint64 prefix = 0; // the decoded key's first 8 bytes, zero-padded
    quint32 size = 0;   // the decoded key's size
    quint32 node = 0;
};

struct JsonParser::BigKeyEntry
{
    quint32 object;     // Data::NoParent: empty slot
    quint32 hash;
    quint32 node;
};

JsonParser::JsonParser(Data &data)
    : m_d(data)
{
}

JsonParser::~JsonParser() = default;

JsonDocument JsonParser::parse(const QByteArray &bytes)
{
    auto data = std::make_shared<Data>();
    data->bytes = bytes;
    JsonParser parser(*data);
    parser.run();
    return JsonDocument(std::move(data));
}

void JsonParser::run()
{
    const QByteArray &bytes = m_d.bytes;
    if (bytes.isEmpty()) {
        fail(bytes.constData(), Problem::Empty);
        return;
    }
    if (quint64(bytes.size()) > MaxBodySize) {
        // No line or column: finding them would read the whole oversized body.
        m_d.error.offset = qsizetype(MaxBodySize);
        m_d.error.message = Tr::tr("The body is %1 bytes; JSON bodies of 4 GiB or more cannot be "
                                   "indexed").arg(bytes.size());
        return;
    }
    m_begin = bytes.constData();
    m_end = m_begin + bytes.size();

    // Real bodies spend 6 to 12 bytes a node. Capacity that is never written costs no
    // memory (large blocks are mapped lazily), so a generous first guess is cheap.
    const size_t size = size_t(bytes.size());
    bool ok = reserveNodes(std::min<size_t>(size / 6 + 64, MaxNodes))
            && m_d.containers.reallocate(size / 48 + 16);
    if (!ok) {
        fail(m_begin, Problem::OutOfMemory);
    } else if (parseText()) {
        // Give back the unused capacity; shrinking a mapped block moves no data.
        ok = m_d.offset.reallocate(m_d.nodeCount) && m_d.aux.reallocate(m_d.nodeCount)
                && m_d.parent.reallocate(m_d.nodeCount) && m_d.type.reallocate(m_d.nodeCount)
                && m_d.containers.reallocate(m_d.containerCount);
        Q_UNUSED(ok) // a failed shrink leaves a valid, larger block
        return;
    }
    // A failed parse keeps no partial index.
    m_d.nodeCount = 0;
    m_d.containerCount = 0;
    (void)m_d.offset.reallocate(0);
    (void)m_d.aux.reallocate(0);
    (void)m_d.parent.reallocate(0);
    (void)m_d.type.reallocate(0);
    (void)m_d.containers.reallocate(0);
    m_d.duplicates.clear();
}

bool JsonParser::reserveNodes(size_t nodes)
{
    return m_d.offset.reallocate(nodes) && m_d.aux.reallocate(nodes)
            && m_d.parent.reallocate(nodes) && m_d.type.reallocate(nodes);
}

bool JsonParser::growNodes()
{
    const size_t capacity = m_d.offset.capacity();
    if (capacity >= MaxNodes)
        return fail(m_begin + m_d.offset[capacity - 1], Problem::TooManyNodes);
    const size_t wanted = std::min<size_t>(std::max<size_t>(capacity * 2, 1024), MaxNodes);
    if (!reserveNodes(wanted))
        return fail(m_begin + m_d.offset[capacity - 1], Problem::OutOfMemory);
    return true;
}

bool JsonParser::growContainers()
{
    const size_t wanted = std::max<size_t>(m_d.containers.capacity() * 2, 64);
    if (!m_d.containers.reallocate(wanted))
        return fail(m_begin, Problem::OutOfMemory);
    return true;
}

// The main loop. Values, keys and the separators after them are handled by three labelled
// steps with an explicit stack of open containers, so depth costs heap, not C++ stack.
bool JsonParser::parseText()
{
    const char *const begin = m_begin;
    const char *const end = m_end;
    const char *p = skipWhitespace(begin, end);
    if (p == end)
        return fail(begin, Problem::OnlyWhitespace);

    // Hot state in locals: stores through the byte-typed type array may alias anything,
    // which would otherwise force the compiler to reload members after every node.
    quint32 *offsets = m_d.offset.data();
    quint32 *aux = m_d.aux.data();
    quint32 *parents = m_d.parent.data();
    quint8 *types = m_d.type.data();
    quint32 capacity = quint32(m_d.offset.capacity());
    quint32 count = 0;
    quint32 parentNode = Data::NoParent;
    bool inObject = false;
    quint32 node = 0;
    const char *tokenEnd = nullptr;
    bool hasEscape = false;

    auto newNode = [&](quint8 type) -> bool {
        if (Q_UNLIKELY(count == capacity)) {
            if (!growNodes())
                return false;
            offsets = m_d.offset.data();
            aux = m_d.aux.data();
            parents = m_d.parent.data();
            types = m_d.type.data();
            capacity = quint32(m_d.offset.capacity());
        }
        node = count++;
        offsets[node] = quint32(p - begin);
        parents[node] = parentNode;
        types[node] = type;
        return true;
    };
    auto closeContainer = [&] {
        const Frame &frame = m_stack.back();
        Data::Container &container = m_d.containers[aux[frame.node]];
        container.end = count;
        container.close = quint32(p - begin);
        container.count = frame.count;
        if (frame.isObject && !frame.big)
            m_keys.resize(frame.keyStart);
        m_stack.pop_back();
        if (m_stack.empty()) {
            parentNode = Data::NoParent;
            inObject = false;
        } else {
            parentNode = m_stack.back().node;
            inObject = m_stack.back().isObject;
        }
        ++p;
    };

value:
    // p is at the first byte of a value (not whitespace, not the end).
    switch (*p) {
    case '"':
        if (!newNode(quint8(Type::String)))
            return false;
        tokenEnd = scanString(p, &hasEscape);
        if (!tokenEnd)
            return false;
        aux[node] = quint32(tokenEnd - p);
        p = tokenEnd;
        goto afterValue;
    case '-':
    case '0':
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9':
        if (!newNode(quint8(Type::Number)))
            return false;
        tokenEnd = scanNumber(p);
        if (!tokenEnd)
            return false;
        aux[node] = quint32(tokenEnd - p);
        p = tokenEnd;
        goto afterValue;
    case 't':
        if (!checkLiteral(p, "true", 4) || !newNode(quint8(Type::True)))
            return false;
        aux[node] = 4;
        p += 4;
        goto afterValue;
    case 'f':
        if (!checkLiteral(p, "false", 5) || !newNode(quint8(Type::False)))
            return false;
        aux[node] = 5;
        p += 5;
        goto afterValue;
    case 'n':
        if (!checkLiteral(p, "null", 4) || !newNode(quint8(Type::Null)))
            return false;
        aux[node] = 4;
        p += 4;
        goto afterValue;
    case '[':
    case '{': {
        const bool object = *p == '{';
        if (!newNode(quint8(object ? Type::Object : Type::Array)))
            return false;
        if (Q_UNLIKELY(m_d.containerCount == m_d.containers.capacity()) && !growContainers())
            return false;
        aux[node] = m_d.containerCount++;
        Frame &frame = m_stack.emplace_back(); // field by field, see checkDuplicate()
        frame.node = node;
        frame.keyStart = quint32(m_keys.size());
        frame.isObject = object;
        parentNode = node;
        inObject = object;
        p = skipWhitespace(p + 1, end);
        if (p == end)
            return failEndsEarly();
        if (*p == (object ? '}' : ']')) {
            closeContainer();
            goto afterValue;
        }
        frame.count = 1;
        if (!object)
            goto value;
        if (*p != '"')
            return failUnexpected(p, Problem::ExpectedKey);
        goto key;
    }
    default:
        return failUnexpected(p, Problem::UnexpectedCharacter);
    }

key:
    // p is at the opening quote of a member name.
    if (!newNode(quint8(Type::String) | Data::KeyBit))
        return false;
    tokenEnd = scanString(p, &hasEscape);
    if (!tokenEnd)
        return false;
    aux[node] = quint32(tokenEnd - p);
    checkDuplicate(node, p + 1, size_t(tokenEnd - p - 2), hasEscape);
    p = skipWhitespace(tokenEnd, end);
    if (p == end)
        return failEndsEarly();
    if (*p != ':')
        return failUnexpected(p, Problem::ExpectedColon);
    p = skipWhitespace(p + 1, end);
    if (p == end)
        return failEndsEarly();
    goto value;

afterValue:
    if (parentNode == Data::NoParent) {
        m_d.nodeCount = count;
        p = skipWhitespace(p, end);
        if (p != end)
            return failUnexpected(p, Problem::TrailingText);
        return true;
    }
    p = skipWhitespace(p, end);
    if (p == end)
        return failEndsEarly();
    if (*p == ',') {
        const char *const comma = p;
        p = skipWhitespace(p + 1, end);
        if (p == end)
            return failEndsEarly();
        ++m_stack.back().count;
        if (inObject) {
            if (*p == '"')
                goto key;
            if (*p == '}')
                return fail(comma, Problem::TrailingCommaObject);
            return failUnexpected(p, Problem::ExpectedKey);
        }
        if (*p == ']')
            return fail(comma, Problem::TrailingCommaArray);
        goto value;
    }
    if (*p == (inObject ? '}' : ']')) {
        closeContainer();
        goto afterValue;
    }
    return failUnexpected(p, inObject ? Problem::ExpectedCommaOrBrace : Problem::ExpectedCommaOrBracket);
}

const char *JsonParser::scanString(const char *p, bool *hasEscape)
{
    const char *const start = p;
    const char *const end = m_end;
    bool escaped = false;
    ++p;
    for (;;) {
        p = findStringSpecial(p, end);
        if (Q_UNLIKELY(p == end)) {
            fail(end, Problem::UnterminatedString, start);
            return nullptr;
        }
        const uchar c = uchar(*p);
        if (c == '"') {
            *hasEscape = escaped;
            return p + 1;
        }
        if (c == '\\') {
            escaped = true;
            p = scanEscape(p, start);
        } else if (c >= 0x80) {
            p = scanUtf8(p);
        } else {
            fail(p, Problem::ControlCharacter);
            return nullptr;
        }
        if (!p)
            return nullptr;
    }
}

// p is at a backslash inside the string that starts at stringStart.
const char *JsonParser::scanEscape(const char *p, const char *stringStart)
{
    const char *const end = m_end;
    const char *const escape = p;
    ++p;
    if (p == end) {
        fail(end, Problem::UnterminatedString, stringStart);
        return nullptr;
    }
    switch (*p) {
    case '"':
    case '\\':
    case '/':
    case 'b':
    case 'f':
    case 'n':
    case 'r':
    case 't':
        return p + 1;
    case 'u':
        break;
    default:
        fail(escape, Problem::InvalidEscape);
        return nullptr;
    }
    ++p;
    if (end - p < 4) {
        // Either the text ends inside the escape or a non-hex character comes first.
        for (const char *q = p; q != end; ++q) {
            if (hexValue(*q) < 0) {
                fail(escape, Problem::InvalidUnicodeEscape);
                return nullptr;
            }
        }
        fail(end, Problem::UnterminatedString, stringStart);
        return nullptr;
    }
    const int unit = hex4(p);
    if (unit < 0) {
        fail(escape, Problem::InvalidUnicodeEscape);
        return nullptr;
    }
    p += 4;
    if (unit >= 0xdc00 && unit <= 0xdfff) {
        fail(escape, Problem::UnpairedSurrogate);
        return nullptr;
    }
    if (unit >= 0xd800 && unit <= 0xdbff) {
        // RFC 8259 §8.2: a high surrogate is only meaningful as the first half of a pair.
        if (end - p >= 6 && p[0] == '\\' && p[1] == 'u') {
            const int low = hex4(p + 2);
            if (low >= 0xdc00 && low <= 0xdfff)
                return p + 6;
        }
        fail(escape, Problem::UnpairedSurrogate);
        return nullptr;
    }
    return p;
}

// p is at a byte >= 0x80 inside a string; validates the run of non-ASCII characters there.
const char *JsonParser::scanUtf8(const char *p)
{
    const auto *q = reinterpret_cast<const uchar *>(p);
    const auto *end = reinterpret_cast<const uchar *>(m_end);
    do {
        const int n = utf8SequenceLength(q, end);
        if (Q_UNLIKELY(n == 0)) {
            fail(reinterpret_cast<const char *>(q), Problem::InvalidUtf8);
            return nullptr;
        }
        q += n;
    } while (q != end && *q >= 0x80);
    return reinterpret_cast<const char *>(q);
}

// RFC 8259 §6: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
const char *JsonParser::scanNumber(const char *p)
{
    const char *const end = m_end;
    if (*p == '-') {
        ++p;
        if (p == end) {
            fail(end, Problem::IncompleteNumber);
            return nullptr;
        }
        if (!isDigit(*p)) {
            failUnexpected(p, Problem::MissingIntegerDigit);
            return nullptr;
        }
    }
    if (*p == '0') {
        ++p;
        if (p != end && isDigit(*p)) {
            fail(p - 1, Problem::LeadingZero);
            return nullptr;
        }
    } else {
        ++p;
        while (p != end && isDigit(*p))
            ++p;
    }
    if (p != end && *p == '.') {
        ++p;
        if (p == end) {
            fail(end, Problem::IncompleteNumber);
            return nullptr;
        }
        if (!isDigit(*p)) {
            failUnexpected(p, Problem::MissingFractionDigit);
            return nullptr;
        }
        while (p != end && isDigit(*p))
            ++p;
    }
    if (p != end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p != end && (*p == '+' || *p == '-'))
            ++p;
        if (p == end) {
            fail(end, Problem::IncompleteNumber);
            return nullptr;
        }
        if (!isDigit(*p)) {
            failUnexpected(p, Problem::MissingExponentDigit);
            return nullptr;
        }
        while (p != end && isDigit(*p))
            ++p;
    }
    return p;
}

bool JsonParser::checkLiteral(const char *p, const char *literal, size_t size)
{
    if (size_t(m_end - p) >= size && std::memcmp(p, literal, size) == 0)
        return true;
    for (size_t i = 0; i < size; ++i) {
        if (p + i == m_end)
            return fail(m_end, Problem::IncompleteLiteral);
        if (p[i] != literal[i])
            break;
    }
    return fail(p, Problem::InvalidLiteral);
}

quint32 JsonParser::keyHash(quint32 keyNode, bool hasEscape)
{
    const char *content = m_begin + m_d.offset[keyNode] + 1;
    const size_t size = m_d.aux[keyNode] - 2;
    if (!hasEscape)
        return hashBytes(content, size);
    // "a" and "\u0061" are the same key: hash what the escapes mean.
    m_scratch.clear();
    unescape(content, size, m_scratch);
    return hashBytes(m_scratch.data(), m_scratch.size());
}

bool JsonParser::sameKey(quint32 a, quint32 b) const
{
    const QByteArrayView rawA(m_begin + m_d.offset[a] + 1, m_d.aux[a] - 2);
    const QByteArrayView rawB(m_begin + m_d.offset[b] + 1, m_d.aux[b] - 2);
    if (rawA == rawB)
        return true;
    if (!rawA.contains('\\') && !rawB.contains('\\'))
        return false;
    std::string decodedA, decodedB;
    unescape(rawA.data(), size_t(rawA.size()), decodedA);
    unescape(rawB.data(), size_t(rawB.size()), decodedB);
    return decodedA == decodedB;
}

// The hot path for every member name: a plain key of a small object.
inline void JsonParser::checkDuplicate(quint32 keyNode, const char *content, size_t size,
                                       bool hasEscape)
{
    Frame &frame = m_stack.back();
    if (Q_UNLIKELY(hasEscape || frame.big)) {
        checkDuplicateSlowly(keyNode, hasEscape);
        return;
    }
    // Keys of small objects are compared by signature: the decoded size and first 8 bytes.
    // That tells keys of up to 8 bytes apart exactly; longer ones are compared in full on
    // a match.
    quint64 prefix = 0;
    if (Q_LIKELY(m_end - content >= 8)) {
        std::memcpy(&prefix, content, 8);
        if (size < 8)
            prefix &= (quint64(1) << (8 * size)) - 1;
    } else {
        for (size_t i = 0; i < size; ++i)
            prefix |= quint64(uchar(content[i])) << (8 * i);
    }
    addSmallKey(frame, keyNode, prefix, size);
}

inline void JsonParser::addSmallKey(Frame &frame, quint32 keyNode, quint64 prefix, size_t size)
{
    // A one-word filter of the object's signatures spares the scan for most new keys.
    const quint64 bit = quint64(1) << (((prefix ^ size) * 0x9e3779b97f4a7c15ull) >> 58);
    if (Q_UNLIKELY(frame.keyFilter & bit) && findSmallKey(frame, keyNode, prefix, size)) {
        reportDuplicate(frame.node, keyNode);
        return;
    }
    frame.keyFilter |= bit;
    // Field by field: a whole-struct copy here would store the entry in pieces on the stack
    // and reload it as one 16-byte block, a store-forwarding stall on every key.
    KeyEntry &added = m_keys.emplace_back();
    added.prefix = prefix;
    added.size = quint32(size);
    added.node = keyNode;
    if (Q_UNLIKELY(m_keys.size() - frame.keyStart > SmallObjectKeys))
        promoteToBigObject();
}

bool JsonParser::findSmallKey(const Frame &frame, quint32 keyNode, quint64 prefix, size_t size) const
{
    for (size_t i = frame.keyStart, n = m_keys.size(); i < n; ++i) {
        const KeyEntry &entry = m_keys[i];
        if (entry.prefix == prefix && entry.size == size
            && (size <= 8 || sameKey(entry.node, keyNode))) {
            return true;
        }
    }
    return false;
}

// Keys with escapes are compared by what they mean ("a" and "\u0061" are one key), and
// big objects use the hash table.
void JsonParser::checkDuplicateSlowly(quint32 keyNode, bool hasEscape)
{
    Frame &frame = m_stack.back();
    if (frame.big) {
        if (!insertBigKey(frame.node, keyHash(keyNode, hasEscape), keyNode))
            reportDuplicate(frame.node, keyNode);
        return;
    }
    m_scratch.clear();
    unescape(m_begin + m_d.offset[keyNode] + 1, m_d.aux[keyNode] - 2, m_scratch);
    quint64 prefix = 0;
    const size_t size = m_scratch.size();
    for (size_t i = 0; i < std::min<size_t>(size, 8); ++i)
        prefix |= quint64(uchar(m_scratch[i])) << (8 * i);
    addSmallKey(frame, keyNode, prefix, size);
}

// Moves the keys of the innermost object into the hash table shared by all big objects.
void JsonParser::promoteToBigObject()
{
    Frame &frame = m_stack.back();
    for (size_t i = frame.keyStart; i < m_keys.size(); ++i) {
        const quint32 node = m_keys[i].node;
        const bool escaped = QByteArrayView(m_begin + m_d.offset[node], m_d.aux[node]).contains('\\');
        insertBigKey(frame.node, keyHash(node, escaped), node);
    }
    m_keys.resize(frame.keyStart);
    frame.big = true;
}

// Adds a key to the table; false when the object already has that key.
bool JsonParser::insertBigKey(quint32 object, quint32 hash, quint32 keyNode)
{
    if ((m_bigKeyCount + 1) * 2 > m_bigKeys.size()) {
        std::vector<BigKeyEntry> old;
        old.swap(m_bigKeys);
        m_bigKeys.assign(std::max<size_t>(old.size() * 2, 256), BigKeyEntry{Data::NoParent, 0, 0});
        const size_t mask = m_bigKeys.size() - 1;
        for (const BigKeyEntry &entry : old) {
            if (entry.object == Data::NoParent)
                continue;
            size_t slot = (entry.hash ^ (entry.object * 0x9e3779b9u)) & mask;
            while (m_bigKeys[slot].object != Data::NoParent)
                slot = (slot + 1) & mask;
            m_bigKeys[slot] = entry;
        }
    }
    const size_t mask = m_bigKeys.size() - 1;
    size_t slot = (hash ^ (object * 0x9e3779b9u)) & mask;
    while (m_bigKeys[slot].object != Data::NoParent) {
        const BigKeyEntry &entry = m_bigKeys[slot];
        if (entry.object == object && entry.hash == hash && sameKey(entry.node, keyNode))
            return false;
        slot = (slot + 1) & mask;
    }
    m_bigKeys[slot] = BigKeyEntry{object, hash, keyNode};
    ++m_bigKeyCount;
    return true;
}

void JsonParser::reportDuplicate(quint32 object, quint32 keyNode)
{
    std::string key;
    unescape(m_begin + m_d.offset[keyNode] + 1, m_d.aux[keyNode] - 2, key);
    m_d.duplicates.append(JsonDuplicateKey{int(object), int(keyNode),
                                           QString::fromUtf8(key.data(), qsizetype(key.size()))});
}

void JsonParser::unescape(const char *content, size_t size, std::string &out)
{
    const char *p = content;
    const char *const end = content + size;
    out.reserve(out.size() + size);
    while (p != end) {
        const char *backslash = static_cast<const char *>(std::memchr(p, '\\', size_t(end - p)));
        if (!backslash) {
            out.append(p, end);
            return;
        }
        out.append(p, backslash);
        p = backslash + 1;
        switch (*p++) {
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
            char32_t cp = char32_t(hex4(p));
            p += 4;
            if (cp >= 0xd800 && cp <= 0xdbff && end - p >= 6) {
                const char32_t low = char32_t(hex4(p + 2));
                cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
                p += 6;
            }
            appendUtf8(out, cp);
            break;
        }
        default: // '"', '\\' and '/' stand for themselves
            out += p[-1];
            break;
        }
    }
}

bool JsonParser::failUnexpected(const char *at, Problem problem)
{
    // A stray non-ASCII byte that is not even UTF-8 gets the more precise message.
    if (at != m_end && uchar(*at) >= 0x80
        && utf8SequenceLength(reinterpret_cast<const uchar *>(at),
                              reinterpret_cast<const uchar *>(m_end)) == 0) {
        return fail(at, Problem::InvalidUtf8);
    }
    return fail(at, problem);
}

bool JsonParser::failEndsEarly()
{
    const Frame &frame = m_stack.back();
    return fail(m_end, frame.isObject ? Problem::UnclosedObject : Problem::UnclosedArray,
                m_begin + m_d.offset[frame.node]);
}

bool JsonParser::fail(const char *at, Problem problem, const char *related)
{
    JsonParseError &error = m_d.error;
    const char *const begin = m_d.bytes.constData();
    error.offset = at - begin;

    // Lines and columns are counted only now, on the error path.
    auto position = [begin](const char *to, int *line, int *column) {
        int lines = 1;
        const char *lineStart = begin;
        for (const char *q = begin;
             (q = static_cast<const char *>(std::memchr(q, '\n', size_t(to - q)))) != nullptr;) {
            ++lines;
            lineStart = ++q;
        }
        *line = lines;
        *column = int(to - lineStart) + 1;
    };
    position(at, &error.line, &error.column);
    int relatedLine = 0;
    int relatedColumn = 0;
    if (related)
        position(related, &relatedLine, &relatedColumn);

    const QString line = QString::number(error.line);
    const QString column = QString::number(error.column);
    const char *const end = begin + m_d.bytes.size();
    auto found = [&] { return at < end ? describeCharacter(at, end) : QString(); };

    QString &message = error.message;
    switch (problem) {
    case Problem::Empty:
        message = Tr::tr("The body is empty");
        break;
    case Problem::OnlyWhitespace:
        message = Tr::tr("The body contains only whitespace, no JSON value");
        break;
    case Problem::OutOfMemory:
        message = Tr::tr("Not enough memory to index the JSON text (at line %1, column %2)")
                          .arg(line, column);
        break;
    case Problem::TooManyNodes:
        message = Tr::tr("The JSON text has more values than can be indexed (at line %1, "
                         "column %2)").arg(line, column);
        break;
    case Problem::UnexpectedCharacter:
        message = Tr::tr("Unexpected character %1 at line %2, column %3")
                          .arg(found(), line, column);
        break;
    case Problem::ExpectedCommaOrBrace:
        message = Tr::tr("Expected ',' or '}' but found %1 at line %2, column %3")
                          .arg(found(), line, column);
        break;
    case Problem::ExpectedCommaOrBracket:
        message = Tr::tr("Expected ',' or ']' but found %1 at line %2, column %3")
                          .arg(found(), line, column);
        break;
    case Problem::ExpectedColon:
        message = Tr::tr("Expected ':' after the member name but found %1 at line %2, column %3")
                          .arg(found(), line, column);
        break;
    case Problem::ExpectedKey:
        message = Tr::tr("Expected a member name in double quotes but found %1 at line %2, "
                         "column %3").arg(found(), line, column);
        break;
    case Problem::TrailingCommaObject:
        message = Tr::tr("Trailing comma before '}' at line %1, column %2").arg(line, column);
        break;
    case Problem::TrailingCommaArray:
        message = Tr::tr("Trailing comma before ']' at line %1, column %2").arg(line, column);
        break;
    case Problem::TrailingText:
        message = Tr::tr("Unexpected text %1 after the JSON value at line %2, column %3")
                          .arg(found(), line, column);
        break;
    case Problem::InvalidLiteral:
        message = Tr::tr("Invalid literal at line %1, column %2 (expected true, false or null)")
                          .arg(line, column);
        break;
    case Problem::IncompleteLiteral:
        message = Tr::tr("The JSON text ends early (incomplete literal at line %1, column %2)")
                          .arg(line, column);
        break;
    case Problem::IncompleteNumber:
        message = Tr::tr("The JSON text ends early (incomplete number at line %1, column %2)")
                          .arg(line, column);
        break;
    case Problem::LeadingZero:
        message = Tr::tr("Numbers must not have leading zeros (line %1, column %2)")
                          .arg(line, column);
        break;
    case Problem::MissingIntegerDigit:
        message = Tr::tr("Invalid number: expected a digit after '-' but found %1 at line %2, "
                         "column %3").arg(found(), line, column);
        break;
    case Problem::MissingFractionDigit:
        message = Tr::tr("Invalid number: expected a digit after the decimal point but found %1 "
                         "at line %2, column %3").arg(found(), line, column);
        break;
    case Problem::MissingExponentDigit:
        message = Tr::tr("Invalid number: expected a digit in the exponent but found %1 at "
                         "line %2, column %3").arg(found(), line, column);
        break;
    case Problem::ControlCharacter:
        message = Tr::tr("Control character %1 must be escaped in a string (line %2, column %3)")
                          .arg(found(), line, column);
        break;
    case Problem::InvalidEscape: {
        // '\x' for a printable ASCII character, the character's name otherwise.
        const char next = at + 1 < end ? at[1] : 0;
        const QString sequence = next >= 0x21 && next < 0x7f
                ? QString(u"'\\" + QChar(QLatin1Char(next)) + u'\'')
                : QString(u'\\' + describeCharacter(at + 1, end));
        message = Tr::tr("Invalid escape sequence %1 at line %2, column %3")
                          .arg(sequence, line, column);
        break;
    }
    case Problem::InvalidUnicodeEscape:
        message = Tr::tr("Invalid \\u escape at line %1, column %2 (expected four hex digits)")
                          .arg(line, column);
        break;
    case Problem::UnpairedSurrogate:
        message = Tr::tr("Unpaired UTF-16 surrogate \\%1 at line %2, column %3")
                          .arg(QString::fromLatin1(at + 1, std::min<qsizetype>(5, end - at - 1)),
                               line, column);
        break;
    case Problem::InvalidUtf8:
        message = Tr::tr("Invalid UTF-8 at byte %1 (line %2, column %3)")
                          .arg(QString::number(error.offset), line, column);
        break;
    case Problem::UnterminatedString:
        message = Tr::tr("The JSON text ends early (unterminated string from line %1, column %2)")
                          .arg(relatedLine).arg(relatedColumn);
        break;
    case Problem::UnclosedObject:
        message = Tr::tr("The JSON text ends early (unclosed object from line %1, column %2)")
                          .arg(relatedLine).arg(relatedColumn);
        break;
    case Problem::UnclosedArray:
        message = Tr::tr("The JSON text ends early (unclosed array from line %1, column %2)")
                          .arg(relatedLine).arg(relatedColumn);
        break;
    }
    return false;
}

} // namespace RpcScope
