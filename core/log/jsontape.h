#pragma once

#include <vector>

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace Reeve {

/**
 * A JSON object parsed into one flat list of nodes, its strings views of the text
 * (or, where they hold escapes, of a decoded copy): no object per value, for
 * verify's pass over every payload of a large log (issue 19), where building Qt's
 * JSON objects cost more than reading the file.
 *
 * It reads strict JSON only (RFC 8259), and a key given twice in one object is not
 * taken either. Any text it does not take is read by QJsonDocument instead and
 * copied in (Qt's parser is laxer: it takes a raw tab in a string, ".5", a repeated
 * key, whose last value wins), so every text means here exactly what it means to
 * the rest of Reeve. As with QJsonDocument(...).object(), a text that is not an
 * object gives an empty object.
 */
class JsonTape
{
public:
    enum class Type : quint8 { Undefined, Null, Bool, Number, String, Array, Object };

    class Value;
    /// One member of an object (key and value) or one element of an array (key undefined).
    struct Member;
    class Iterator;

    /// Parses \a text, which must outlive the tape's use: its strings are views of the text.
    void parse(QByteArrayView text);
    /// The parsed object.
    Value root() const;
    /// True when the strict reader took the text, so Value::source() gives each value as written.
    bool hasSource() const { return m_hasSource; }

private:
    struct Node
    {
        Type type = Type::Undefined;
        bool flag = false;    ///< a true Bool; a whole Number within 64 bits; a String with a lone surrogate
        bool inArena = false; ///< the string is in m_arena (decoded escapes, or copied from Qt)
        quint32 end = 0;      ///< the index after this node's subtree
        quint32 offset = 0;   ///< a string's first byte
        quint32 length = 0;   ///< a string's bytes
        quint32 sourceBegin = 0;
        quint32 sourceEnd = 0;
        union {
            qint64 integer;
            double real;
        };
        Node()
            : integer(0)
        { }
    };
    class Reader;
    friend class Value;
    friend class Iterator;

    void copyFrom(const QJsonValue &value);
    void emptyObject();
    QByteArrayView text(const Node &node) const;

    std::vector<Node> m_nodes;
    QByteArray m_arena;
    QByteArrayView m_text;
    bool m_hasSource = false;
};

class JsonTape::Value
{
public:
    Value() = default;

    JsonTape::Type type() const { return m_tape ? node().type : Type::Undefined; }
    bool isUndefined() const { return type() == Type::Undefined; }
    bool isNull() const { return type() == Type::Null; }
    bool isString() const { return type() == Type::String; }
    bool isNumber() const { return type() == Type::Number; }
    bool isObject() const { return type() == Type::Object; }
    bool isArray() const { return type() == Type::Array; }
    bool isBool() const { return type() == Type::Bool; }

    /// A string's UTF-8 bytes, escapes decoded; empty for anything else.
    QByteArrayView text() const;
    /// As QJsonValue::toString(): "" unless a string.
    QString toString() const;
    bool toBool() const { return isBool() && node().flag; }
    /// As QJsonValue::toDouble(), toInt() and toInteger(): \a otherwise unless a number that fits.
    double toDouble(double otherwise = 0) const;
    int toInt(int otherwise = 0) const;
    qint64 toInteger(qint64 otherwise = 0) const;

    /// The member \a key of an object (undefined when there is none, or this is no object).
    Value value(QByteArrayView key) const;
    bool contains(QByteArrayView key) const { return !value(key).isUndefined(); }
    /// Members of an object or elements of an array, in the order written.
    Iterator begin() const;
    Iterator end() const;

    /// The value as written in the text (when the tape hasSource()), else empty.
    QByteArrayView source() const;
    /// The value as QJsonValue (for messages and the few places that need Qt's objects).
    QJsonValue toQt() const;

private:
    friend class JsonTape;
    friend class Iterator;
    Value(const JsonTape *tape, quint32 index)
        : m_tape(tape)
        , m_index(index)
    { }
    const Node &node() const { return m_tape->m_nodes[m_index]; }

    const JsonTape *m_tape = nullptr;
    quint32 m_index = 0;
};

struct JsonTape::Member
{
    Value key; ///< undefined for an element of an array
    Value value;
};

class JsonTape::Iterator
{
public:
    Member operator*() const;
    Iterator &operator++();
    bool operator!=(const Iterator &other) const { return m_index != other.m_index; }

private:
    friend class Value;
    Iterator(const JsonTape *tape, quint32 index, bool object)
        : m_tape(tape)
        , m_index(index)
        , m_object(object)
    { }
    const JsonTape *m_tape;
    quint32 m_index;
    bool m_object;
};

} // namespace Reeve
