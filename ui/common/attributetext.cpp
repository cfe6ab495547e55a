#include "attributetext.h"

#include <QCoreApplication>
#include <QStringList>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::AttributeText", text);
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

QJsonObject AttributeText::parse(const QString &text)
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
        result.insert(key, typedValue(line.mid(eq + 1).trimmed()));
    }
    return result;
}

} // namespace Reeve
