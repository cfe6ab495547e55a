#include "attributetext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::AttributeText", text);
}

bool looksLikeJson(const QString &text)
{
    return text.startsWith(u'[') || text.startsWith(u'{');
}

QJsonValue typedValue(const QString &text)
{
    bool ok = false;
    const qint64 number = text.toLongLong(&ok);
    if (ok)
        return QJsonValue(number);
    if (text == u"true"_s)
        return QJsonValue(true);
    if (text == u"false"_s)
        return QJsonValue(false);
    return QJsonValue(text);
}

/// Reads the JSON list or object starting at rows[*row] after "key="; a value may run on over the
/// following lines (pasted, indented JSON), and *row moves to its last line. Throws on invalid JSON.
QJsonValue jsonValue(const QStringList &rows, qsizetype *row, const QString &key, const QString &first)
{
    QJsonParseError error;
    QJsonDocument document = QJsonDocument::fromJson(first.toUtf8(), &error);
    const QJsonParseError firstError = error;
    QString text = first;
    for (qsizetype next = *row + 1; document.isNull() && next < rows.size(); ++next) {
        text += u'\n' + rows.at(next);
        document = QJsonDocument::fromJson(text.toUtf8(), &error);
        if (!document.isNull())
            *row = next;
    }
    if (document.isNull())
        throw Failure::badInput(
                tr("Line %1: the value of \"%2\" is not valid JSON (%3 at character %4). A list is "
                   "written [\"3Bd\", \"4Sp\"], an object {\"Kent\": \"hill\"}.")
                        .arg(*row + 1)
                        .arg(key, firstError.errorString())
                        .arg(firstError.offset + 1));
    return document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
}

} // namespace

QString AttributeText::valueText(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? u"true"_s : u"false"_s;
    if (value.isDouble()) {
        const double d = value.toDouble();
        return d == double(qint64(d)) ? QString::number(qint64(d)) : QString::number(d);
    }
    if (value.isString())
        return value.toString();
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    return {};
}

QString AttributeText::summary(const QJsonObject &attributes)
{
    QStringList parts;
    for (auto it = attributes.begin(); it != attributes.end(); ++it)
        parts << it.key() + u'=' + valueText(it.value());
    return parts.join(u", "_s);
}

QString AttributeText::lines(const QJsonObject &attributes)
{
    QStringList parts;
    for (auto it = attributes.begin(); it != attributes.end(); ++it)
        parts << it.key() + u'=' + valueText(it.value());
    return parts.join(u'\n');
}

QJsonObject AttributeText::parse(const QString &text, const QJsonObject &original)
{
    QJsonObject result;
    const QStringList rows = text.split(u'\n');
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QString line = rows.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype eq = line.indexOf(u'=');
        const QString key = eq < 0 ? QString() : line.left(eq).trimmed();
        if (key.isEmpty())
            throw Failure::badInput(tr("Line %1 (\"%2\") is not of the form key=value, e.g. attack=3.")
                                        .arg(i + 1)
                                        .arg(line));
        const QString value = line.mid(eq + 1).trimmed();
        const auto kept = original.constFind(key);
        if (kept != original.constEnd() && valueText(*kept) == value)
            result.insert(key, *kept); // shown and left alone: the value keeps its exact type
        else if (looksLikeJson(value))
            result.insert(key, jsonValue(rows, &i, key, value));
        else
            result.insert(key, typedValue(value));
    }
    return result;
}

} // namespace Reeve
