// The accessors of JsonTape's values (jsontape.cpp reads the text into the tape).
#include <cmath>
#include <cstring>
#include <limits>

#include <QJsonArray>

#include "log/jsontape.h"

namespace Reeve {

namespace {

/// QByteArrayView's ==, inline: the keys compared are short.
bool equal(QByteArrayView a, QByteArrayView b)
{
    return a.size() == b.size() && (a.isEmpty() || std::memcmp(a.data(), b.data(), size_t(a.size())) == 0);
}

/// The text appendWtf8() made, back as it was.
QString fromWtf8(QByteArrayView bytes)
{
    QString text;
    for (qsizetype i = 0; i < bytes.size();) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        const int length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        char32_t code = length == 1 ? c : c & (0xFF >> (length + 1));
        for (int k = 1; k < length && i + k < bytes.size(); ++k)
            code = (code << 6) | (static_cast<unsigned char>(bytes[i + k]) & 0x3F);
        i += length;
        if (code >= 0x10000) {
            text.append(QChar(QChar::highSurrogate(code)));
            text.append(QChar(QChar::lowSurrogate(code)));
        } else {
            text.append(QChar(char16_t(code)));
        }
    }
    return text;
}

} // namespace

QByteArrayView JsonTape::text(const Node &node) const
{
    const char *base = node.inArena ? m_arena.constData() : m_text.data();
    return QByteArrayView(base + node.offset, qsizetype(node.length));
}

JsonTape::Value JsonTape::root() const
{
    return Value(this, 0);
}

QString JsonTape::Value::toString() const
{
    if (isString() && node().flag)
        return fromWtf8(text()); // a lone surrogate copied from Qt's reading
    return QString::fromUtf8(text());
}

QByteArrayView JsonTape::Value::text() const
{
    return isString() ? m_tape->text(node()) : QByteArrayView();
}

double JsonTape::Value::toDouble(double otherwise) const
{
    if (!isNumber())
        return otherwise;
    return node().flag ? double(node().integer) : node().real;
}

int JsonTape::Value::toInt(int otherwise) const
{
    const qint64 whole = toInteger(qint64(otherwise));
    return whole >= std::numeric_limits<int>::min() && whole <= std::numeric_limits<int>::max() ? int(whole)
                                                                                                : otherwise;
}

qint64 JsonTape::Value::toInteger(qint64 otherwise) const
{
    if (!isNumber())
        return otherwise;
    if (node().flag)
        return node().integer;
    const double d = node().real; // as Qt: a whole number that a 64-bit integer holds exactly
    if (d >= -0x1p63 && d < 0x1p63 && std::floor(d) == d)
        return qint64(d);
    return otherwise;
}

JsonTape::Value JsonTape::Value::value(QByteArrayView key) const
{
    if (!isObject())
        return {};
    const std::vector<Node> &nodes = m_tape->m_nodes;
    for (quint32 i = m_index + 1; i < node().end; i = nodes[i + 1].end) {
        if (equal(m_tape->text(nodes[i]), key))
            return Value(m_tape, i + 1);
    }
    return {};
}

JsonTape::Iterator JsonTape::Value::begin() const
{
    if (!isObject() && !isArray())
        return Iterator(m_tape, 0, false);
    return Iterator(m_tape, m_index + 1, isObject());
}

JsonTape::Iterator JsonTape::Value::end() const
{
    if (!isObject() && !isArray())
        return Iterator(m_tape, 0, false);
    return Iterator(m_tape, node().end, isObject());
}

QByteArrayView JsonTape::Value::source() const
{
    if (!m_tape || !m_tape->m_hasSource)
        return {};
    return m_tape->m_text.sliced(node().sourceBegin, node().sourceEnd - node().sourceBegin);
}

QJsonValue JsonTape::Value::toQt() const
{
    switch (type()) {
    case Type::Undefined:
        return QJsonValue(QJsonValue::Undefined);
    case Type::Null:
        return QJsonValue(QJsonValue::Null);
    case Type::Bool:
        return QJsonValue(node().flag);
    case Type::Number:
        return node().flag ? QJsonValue(node().integer) : QJsonValue(node().real);
    case Type::String:
        return QJsonValue(toString());
    case Type::Array: {
        QJsonArray array;
        for (const Member &element : *this)
            array.append(element.value.toQt());
        return array;
    }
    case Type::Object: {
        QJsonObject object;
        for (const Member &member : *this)
            object.insert(member.key.toString(), member.value.toQt());
        return object;
    }
    }
    return {};
}

JsonTape::Member JsonTape::Iterator::operator*() const
{
    if (m_object)
        return {Value(m_tape, m_index), Value(m_tape, m_index + 1)};
    return {Value(), Value(m_tape, m_index)};
}

JsonTape::Iterator &JsonTape::Iterator::operator++()
{
    m_index = m_tape->m_nodes[m_object ? m_index + 1 : m_index].end;
    return *this;
}

} // namespace Reeve
