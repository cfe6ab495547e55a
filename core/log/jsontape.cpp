#include "jsontape.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

#include <QJsonArray>
#include <QJsonDocument>

namespace Reeve {

namespace {

constexpr int maxDepth = 64;       ///< deeper texts go to Qt's parser
constexpr int maxCheckedKeys = 64; ///< objects with more members go to Qt's parser (the repeat check)

/// The bytes a string holds as they are: not the quote, the backslash, a control character or a byte
/// of a multi-byte UTF-8 sequence (checked on its own).
constexpr auto plainCharacter = [] {
    std::array<bool, 256> table{};
    for (int c = 0x20; c < 0x80; ++c)
        table[size_t(c)] = c != '"' && c != '\\';
    return table;
}();

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

/// QByteArrayView's ==, inline: the keys compared are short.
bool equal(QByteArrayView a, QByteArrayView b)
{
    return a.size() == b.size() && (a.isEmpty() || std::memcmp(a.data(), b.data(), size_t(a.size())) == 0);
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/// The length of the well-formed UTF-8 sequence at \a p (before \a end), or 0: no overlong forms, no
/// surrogates, nothing past U+10FFFF (what Qt's parser refuses as well).
int utf8Length(const unsigned char *p, const unsigned char *end)
{
    const unsigned char c = p[0];
    int length = 0;
    unsigned char low = 0x80, high = 0xBF; // the allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
        length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        length = 3;
        low = c == 0xE0 ? 0xA0 : 0x80;
        high = c == 0xED ? 0x9F : 0xBF;
    } else if (c >= 0xF0 && c <= 0xF4) {
        length = 4;
        low = c == 0xF0 ? 0x90 : 0x80;
        high = c == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (end - p < length || p[1] < low || p[1] > high)
        return 0;
    for (int i = 2; i < length; ++i) {
        if (p[i] < 0x80 || p[i] > 0xBF)
            return 0;
    }
    return length;
}

/// The character a two-character escape such as \\n stands for; 0 for \\u and anything unknown.
char unescaped(char e)
{
    switch (e) {
    case '"':
    case '\\':
    case '/':
        return e;
    case 'b':
        return '\b';
    case 'f':
        return '\f';
    case 'n':
        return '\n';
    case 'r':
        return '\r';
    case 't':
        return '\t';
    default:
        return 0;
    }
}

void appendUtf8(QByteArray &out, char32_t code)
{
    if (code < 0x80) {
        out.append(char(code));
    } else if (code < 0x800) {
        out.append(char(0xC0 | (code >> 6)));
        out.append(char(0x80 | (code & 0x3F)));
    } else if (code < 0x10000) {
        out.append(char(0xE0 | (code >> 12)));
        out.append(char(0x80 | ((code >> 6) & 0x3F)));
        out.append(char(0x80 | (code & 0x3F)));
    } else {
        out.append(char(0xF0 | (code >> 18)));
        out.append(char(0x80 | ((code >> 12) & 0x3F)));
        out.append(char(0x80 | ((code >> 6) & 0x3F)));
        out.append(char(0x80 | (code & 0x3F)));
    }
}

/// Appends \a text as UTF-8, a lone surrogate (which Qt's parser lets through from "\\ud800") as the three
/// bytes its code would take: no valid UTF-8 text equals it, as no valid text equals it in Qt. True when
/// there was one.
bool appendWtf8(QByteArray &out, const QString &text)
{
    bool lone = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t unit = text.at(i).unicode();
        if (QChar::isHighSurrogate(unit) && i + 1 < text.size()
            && QChar::isLowSurrogate(text.at(i + 1).unicode())) {
            appendUtf8(out, QChar::surrogateToUcs4(unit, text.at(++i).unicode()));
        } else {
            lone = lone || QChar::isSurrogate(unit);
            appendUtf8(out, unit);
        }
    }
    return lone;
}

} // namespace

/// The strict reader: false at the first thing strict JSON does not allow (the caller then asks Qt).
class JsonTape::Reader
{
public:
    Reader(JsonTape &tape, QByteArrayView text)
        : m_tape(tape)
        , m_begin(text.data())
        , m_p(text.data())
        , m_end(text.data() + text.size())
    { }
    bool document()
    {
        skipSpace();
        if (m_p == m_end || *m_p != '{' || !value(0))
            return false;
        skipSpace();
        return m_p == m_end;
    }

private:
    void skipSpace()
    {
        while (m_p != m_end && isSpace(*m_p))
            ++m_p;
    }
    quint32 offset(const char *p) const { return quint32(p - m_begin); }
    quint32 push(Type type)
    {
        m_tape.m_nodes.emplace_back();
        Node &node = m_tape.m_nodes.back();
        node.type = type;
        node.sourceBegin = offset(m_p);
        return quint32(m_tape.m_nodes.size() - 1);
    }
    void close(quint32 index)
    {
        Node &node = m_tape.m_nodes[index];
        node.end = quint32(m_tape.m_nodes.size());
        node.sourceEnd = offset(m_p);
    }
    bool value(int depth);
    bool object(int depth);
    bool array(int depth);
    bool string();
    bool escapes(const char *from, const char *to, Node &node);
    bool number();
    bool literal(const char *word, Type type, bool flag);
    bool repeatedKey(const quint32 *keys, int count) const;

    JsonTape &m_tape;
    const char *m_begin;
    const char *m_p;
    const char *m_end;
};

bool JsonTape::Reader::value(int depth)
{
    skipSpace();
    if (m_p == m_end)
        return false;
    switch (*m_p) {
    case '{':
        return depth < maxDepth && object(depth + 1);
    case '[':
        return depth < maxDepth && array(depth + 1);
    case '"':
        return string();
    case 't':
        return literal("true", Type::Bool, true);
    case 'f':
        return literal("false", Type::Bool, false);
    case 'n':
        return literal("null", Type::Null, false);
    default:
        return number();
    }
}

bool JsonTape::Reader::object(int depth)
{
    const quint32 index = push(Type::Object);
    ++m_p; // '{'
    skipSpace();
    quint32 keys[maxCheckedKeys];
    int count = 0;
    if (m_p != m_end && *m_p == '}') {
        ++m_p;
        close(index);
        return true;
    }
    while (true) {
        skipSpace();
        if (m_p == m_end || *m_p != '"')
            return false;
        if (count == maxCheckedKeys)
            return false;
        keys[count++] = quint32(m_tape.m_nodes.size());
        if (!string())
            return false;
        skipSpace();
        if (m_p == m_end || *m_p != ':')
            return false;
        ++m_p;
        if (!value(depth))
            return false;
        skipSpace();
        if (m_p == m_end)
            return false;
        if (*m_p == '}')
            break;
        if (*m_p != ',')
            return false;
        ++m_p;
    }
    ++m_p; // '}'
    close(index);
    return !repeatedKey(keys, count); // Qt keeps the last of a repeated key: its parser reads those
}

bool JsonTape::Reader::repeatedKey(const quint32 *keys, int count) const
{
    for (int i = 1; i < count; ++i) {
        const QByteArrayView a = m_tape.text(m_tape.m_nodes[keys[i]]);
        for (int j = 0; j < i; ++j) {
            if (equal(a, m_tape.text(m_tape.m_nodes[keys[j]])))
                return true;
        }
    }
    return false;
}

bool JsonTape::Reader::array(int depth)
{
    const quint32 index = push(Type::Array);
    ++m_p; // '['
    skipSpace();
    if (m_p != m_end && *m_p == ']') {
        ++m_p;
        close(index);
        return true;
    }
    while (true) {
        if (!value(depth))
            return false;
        skipSpace();
        if (m_p == m_end)
            return false;
        if (*m_p == ']')
            break;
        if (*m_p != ',')
            return false;
        ++m_p;
    }
    ++m_p; // ']'
    close(index);
    return true;
}

bool JsonTape::Reader::string()
{
    const quint32 index = push(Type::String);
    const char *from = ++m_p; // after '"'
    bool escaped = false;
    while (true) {
        while (m_p != m_end && plainCharacter[static_cast<unsigned char>(*m_p)])
            ++m_p;
        if (m_p == m_end)
            return false;
        const auto c = static_cast<unsigned char>(*m_p);
        if (c == '"')
            break;
        if (c < 0x20)
            return false; // a raw control character: Qt takes some, strict JSON none
        if (c == '\\') {
            escaped = true;
            if (m_end - m_p < 2)
                return false;
            m_p += 2; // the escape is checked when decoded
        } else if (c < 0x80) {
            ++m_p;
        } else {
            const int length = utf8Length(reinterpret_cast<const unsigned char *>(m_p),
                                          reinterpret_cast<const unsigned char *>(m_end));
            if (length == 0)
                return false;
            m_p += length;
        }
    }
    Node &node = m_tape.m_nodes[index];
    const char *to = m_p;
    ++m_p; // '"'
    close(index);
    if (!escaped) {
        node.offset = offset(from);
        node.length = quint32(to - from);
        return true;
    }
    return escapes(from, to, node);
}

bool JsonTape::Reader::escapes(const char *from, const char *to, Node &node)
{
    QByteArray &arena = m_tape.m_arena;
    node.inArena = true;
    node.offset = quint32(arena.size());
    for (const char *p = from; p < to; ++p) {
        if (*p != '\\') {
            arena.append(*p);
            continue;
        }
        const char e = *++p;
        if (const char plain = unescaped(e); plain != 0) {
            arena.append(plain);
            continue;
        }
        if (e != 'u' || to - p < 5)
            return false;
        char32_t code = 0;
        for (int i = 1; i <= 4; ++i) {
            const int digit = hexDigit(p[i]);
            if (digit < 0)
                return false;
            code = code * 16 + char32_t(digit);
        }
        p += 4;
        if (code >= 0xDC00 && code <= 0xDFFF)
            return false; // a lone low surrogate (Qt makes it "?")
        if (code >= 0xD800 && code <= 0xDBFF) {
            if (to - p < 7 || p[1] != '\\' || p[2] != 'u')
                return false;
            char32_t low = 0;
            for (int i = 3; i <= 6; ++i) {
                const int digit = hexDigit(p[i]);
                if (digit < 0)
                    return false;
                low = low * 16 + char32_t(digit);
            }
            if (low < 0xDC00 || low > 0xDFFF)
                return false;
            p += 6;
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
        }
        if (code == 0)
            return false; // Qt takes \u0000; leave that rare case to it
        appendUtf8(arena, code);
    }
    node.length = quint32(arena.size()) - node.offset;
    return true;
}

bool JsonTape::Reader::number()
{
    const quint32 index = push(Type::Number);
    const char *start = m_p;
    const auto digits = [this] {
        const char *first = m_p;
        while (m_p != m_end && *m_p >= '0' && *m_p <= '9')
            ++m_p;
        return m_p - first;
    };
    if (m_p != m_end && *m_p == '-')
        ++m_p;
    if (m_p != m_end && *m_p == '0')
        ++m_p; // a leading zero stands alone
    else if (digits() == 0)
        return false;
    bool whole = true;
    if (m_p != m_end && *m_p == '.') {
        ++m_p;
        whole = false;
        if (digits() == 0)
            return false;
    }
    if (m_p != m_end && (*m_p == 'e' || *m_p == 'E')) {
        ++m_p;
        whole = false;
        if (m_p != m_end && (*m_p == '+' || *m_p == '-'))
            ++m_p;
        if (digits() == 0)
            return false;
    }
    Node &node = m_tape.m_nodes[index];
    close(index);
    if (whole) {
        const auto [end, error] = std::from_chars(start, m_p, node.integer);
        if (error == std::errc() && end == m_p) {
            node.flag = true;
            return true;
        }
    }
    const auto [end, error] = std::from_chars(start, m_p, node.real);
    if (error != std::errc() || end != m_p || !std::isfinite(node.real))
        return false;
    if (node.real >= -0x1p63 && node.real < 0x1p63 && std::floor(node.real) == node.real) {
        node.integer = qint64(node.real); // Qt holds a whole number as an integer: 1.0 and 1e2 alike
        node.flag = true;
    }
    return true;
}

bool JsonTape::Reader::literal(const char *word, Type type, bool flag)
{
    const auto length = qsizetype(std::strlen(word));
    if (m_end - m_p < length || std::memcmp(m_p, word, size_t(length)) != 0)
        return false;
    const quint32 index = push(type);
    m_tape.m_nodes[index].flag = flag;
    m_p += length;
    close(index);
    return true;
}

void JsonTape::parse(QByteArrayView text)
{
    m_nodes.clear();
    m_arena.resize(0);
    m_text = text;
    m_hasSource = Reader(*this, text).document();
    if (m_hasSource)
        return;
    m_nodes.clear();
    m_arena.resize(0);
    m_text = {};
    const QJsonDocument document = QJsonDocument::fromJson(text.toByteArray());
    if (document.isObject())
        copyFrom(document.object());
    else
        emptyObject();
}

void JsonTape::emptyObject()
{
    m_nodes.emplace_back();
    m_nodes.back().type = Type::Object;
    m_nodes.back().end = 1;
}

void JsonTape::copyFrom(const QJsonValue &value)
{
    const quint32 index = quint32(m_nodes.size());
    m_nodes.emplace_back();
    const auto string = [this](const QString &text, quint32 at) {
        m_nodes[at].inArena = true;
        m_nodes[at].offset = quint32(m_arena.size());
        m_nodes[at].flag = appendWtf8(m_arena, text);
        m_nodes[at].length = quint32(m_arena.size()) - m_nodes[at].offset;
    };
    switch (value.type()) {
    case QJsonValue::Null:
        m_nodes[index].type = Type::Null;
        break;
    case QJsonValue::Bool:
        m_nodes[index].type = Type::Bool;
        m_nodes[index].flag = value.toBool();
        break;
    case QJsonValue::Double: {
        m_nodes[index].type = Type::Number;
        const qint64 whole = value.toInteger(0);
        if (whole != 0 || value.toInteger(1) == 0) { // a whole number Qt holds exactly
            m_nodes[index].flag = true;
            m_nodes[index].integer = whole;
        } else {
            m_nodes[index].real = value.toDouble();
        }
        break;
    }
    case QJsonValue::String:
        m_nodes[index].type = Type::String;
        string(value.toString(), index);
        break;
    case QJsonValue::Array: {
        m_nodes[index].type = Type::Array;
        const QJsonArray array = value.toArray();
        for (const QJsonValue &element : array)
            copyFrom(element);
        break;
    }
    case QJsonValue::Object: {
        m_nodes[index].type = Type::Object;
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const quint32 key = quint32(m_nodes.size());
            m_nodes.emplace_back();
            m_nodes[key].type = Type::String;
            m_nodes[key].end = key + 1;
            string(it.key(), key);
            copyFrom(it.value());
        }
        break;
    }
    case QJsonValue::Undefined:
        break;
    }
    m_nodes[index].end = quint32(m_nodes.size());
}

} // namespace Reeve
