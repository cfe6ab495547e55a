#include "stepinput.h"

#include <cmath>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Steps", text);
}

using Type = StepField::Type;

/// \a text as the JSON value a field of \a type takes (numbers, booleans and JSON parsed; the rest stays text).
QJsonValue typed(Type type, const QString &text)
{
    switch (type) {
    case Type::Integer:
    case Type::Number: {
        bool ok = false;
        const double n = text.toDouble(&ok);
        return ok ? QJsonValue(n) : QJsonValue(text);
    }
    case Type::Boolean: {
        const QString t = text.toLower();
        if (QStringList{u"true"_s, u"yes"_s, u"on"_s, u"1"_s}.contains(t))
            return true;
        if (QStringList{u"false"_s, u"no"_s, u"off"_s, u"0"_s}.contains(t))
            return false;
        return text;
    }
    case Type::List:
    case Type::Object: {
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
        if (doc.isArray())
            return doc.array();
        if (doc.isObject())
            return doc.object();
        return text; // reported as not a list / object
    }
    default:
        return text;
    }
}

QString range(const StepField &f)
{
    if (f.minimum && f.maximum)
        return tr("%1 to %2").arg(*f.minimum).arg(*f.maximum);
    if (f.minimum)
        return tr("at least %1").arg(*f.minimum);
    return tr("at most %1").arg(*f.maximum);
}

} // namespace

QJsonObject StepInput::collect(const StepSpec &spec, const QJsonObject &json,
                               const QMap<QString, QString> &pairs)
{
    QJsonObject raw = json;
    for (auto it = pairs.begin(); it != pairs.end(); ++it) {
        const StepField *f = spec.field(it.key());
        raw.insert(it.key(), f ? typed(f->type, it.value()) : QJsonValue(it.value()));
    }
    return raw;
}

QString StepInput::referenceProblem(const StepField &f, Type type, Campaign &campaign, QJsonValue &value)
{
    CampaignReader reader(campaign.database());
    const QString wanted = value.isDouble() ? QString::number(value.toInteger()) : value.toString();
    if (wanted.isEmpty())
        return tr("The field \"%1\" needs a name, not an empty value.").arg(f.name);
    QStringList names;
    if (type == Type::Side) {
        for (const Side &s : reader.sides()) {
            if (s.name.compare(wanted, Qt::CaseInsensitive) == 0) {
                value = s.name;
                return {};
            }
            names << s.name;
        }
    } else if (type == Type::Location) {
        const QList<Location> locations = reader.locations();
        // A field that takes some kinds of location only (a region, not a hex) names the others' kind.
        const auto wrongKind = [&](const Location &l) {
            return !f.locationKinds.isEmpty() && !f.locationKinds.contains(l.kind);
        };
        const auto found = [&](const Location &l) -> QString {
            if (wrongKind(l))
                return tr("The field \"%1\" takes a %2; %3 is a %4.")
                        .arg(f.name, f.locationKinds.join(tr(" or ")), l.id, l.kind);
            value = l.id;
            return {};
        };
        for (const Location &l : locations) { // an id first, then a name
            if (l.id.compare(wanted, Qt::CaseInsensitive) == 0)
                return found(l);
            if (!wrongKind(l))
                names << l.id;
        }
        for (const Location &l : locations) {
            if (!l.name.isEmpty() && l.name.compare(wanted, Qt::CaseInsensitive) == 0)
                return found(l);
        }
    } else {
        for (const Unit &u : reader.units()) {
            if (u.isEliminated())
                continue;
            if (QString::number(u.id) == wanted) { // by number: the very unit, whatever its name
                value = u.id;
                return {};
            }
            if (u.name.compare(wanted, Qt::CaseInsensitive) == 0) {
                value = u.name;
                return {};
            }
            names << (u.name.isEmpty() ? QString::number(u.id) : u.name);
        }
    }
    const QString what = type == Type::Side       ? tr("side")
                         : type == Type::Location ? tr("location")
                                                  : tr("unit");
    if (names.isEmpty())
        return tr("The field \"%1\" names the %2 \"%3\", but the campaign has none yet.")
                .arg(f.name, what, wanted);
    return tr("The field \"%1\" names the %2 \"%3\", which the campaign does not have; did you mean %4?")
            .arg(f.name, what, wanted, CampaignReader::closest(wanted, names).join(u", "_s));
}

QString StepInput::problemWith(const StepField &f, Campaign &campaign, QJsonValue &value)
{
    switch (f.type) {
    case Type::Integer:
    case Type::Number: {
        if (!value.isDouble())
            return tr("The field \"%1\" must be a number, not \"%2\".")
                    .arg(f.name, value.toVariant().toString());
        const double n = value.toDouble();
        if (f.type == Type::Integer && n != std::floor(n))
            return tr("The field \"%1\" must be a whole number, not %2.").arg(f.name).arg(n);
        if ((f.minimum && n < *f.minimum) || (f.maximum && n > *f.maximum))
            return tr("The field \"%1\" is %2, out of its range (%3).").arg(f.name).arg(n).arg(range(f));
        if (f.type == Type::Integer)
            value = qint64(n);
        return {};
    }
    case Type::Boolean:
        return value.isBool() ? QString() : tr("The field \"%1\" must be true or false.").arg(f.name);
    case Type::Text:
        if (value.isDouble())
            value = QString::number(value.toDouble());
        return value.isString() ? QString() : tr("The field \"%1\" must be text.").arg(f.name);
    case Type::Choice:
        if (!value.isString() || !f.choices.contains(value.toString()))
            return tr("The field \"%1\" must be one of %2, not \"%3\".")
                    .arg(f.name, f.choices.join(u", "_s), value.toVariant().toString());
        return {};
    case Type::Side:
    case Type::Unit:
    case Type::Location:
        return referenceProblem(f, f.type, campaign, value);
    case Type::List: {
        if (!value.isArray())
            return tr("The field \"%1\" must be a JSON list, e.g. %1='[\"a\",\"b\"]'.").arg(f.name);
        QJsonArray items = value.toArray();
        for (qsizetype i = 0; i < items.size(); ++i) {
            StepField item = f;
            item.type = f.itemType;
            item.name = u"%1[%2]"_s.arg(f.name).arg(i);
            QJsonValue v = items.at(i);
            if (f.itemType != Type::Text || v.isString() || v.isDouble()) {
                const QString problem = problemWith(item, campaign, v);
                if (!problem.isEmpty())
                    return problem;
            }
            items[i] = v;
        }
        value = items;
        return {};
    }
    case Type::Object:
        return value.isObject()
                       ? QString()
                       : tr("The field \"%1\" must be a JSON object, e.g. %1='{\"key\": 1}'.").arg(f.name);
    }
    return {};
}

QJsonObject StepInput::validate(const StepSpec &spec, Campaign &campaign, const QJsonObject &raw)
{
    QStringList problems;
    QStringList known;
    for (const StepField &f : spec.fields)
        known << f.name;
    for (auto it = raw.begin(); it != raw.end(); ++it) {
        if (spec.field(it.key()))
            continue;
        const QStringList near = CampaignReader::closest(it.key(), known, 1);
        problems << (near.isEmpty()
                             ? tr("The step %1 has no field \"%2\"; it takes none.").arg(spec.id, it.key())
                             : tr("The step %1 has no field \"%2\"; did you mean \"%3\"? Its fields: %4.")
                                       .arg(spec.id, it.key(), near.first(), known.join(u", "_s)));
    }
    QJsonObject fields;
    for (const StepField &f : spec.fields) {
        QJsonValue value = raw.value(f.name);
        if (value.isUndefined() || value.isNull()) {
            if (f.required) {
                // The field's words are translated in the step's own context, as the form shows them.
                const QString help = QCoreApplication::translate(spec.context, f.help);
                problems << tr("The step %1 needs the field \"%2\" (%3: %4).")
                                    .arg(spec.id, f.name, f.typeName(),
                                         help.isEmpty() ? QCoreApplication::translate(spec.context, f.label)
                                                        : help);
            } else if (!f.defaultValue.isUndefined()) {
                fields.insert(f.name, f.defaultValue);
            }
            continue;
        }
        const QString problem = problemWith(f, campaign, value);
        if (!problem.isEmpty())
            problems << problem;
        fields.insert(f.name, value);
    }
    if (!problems.isEmpty()) {
        QJsonArray refusals;
        for (const QString &p : problems)
            refusals.append(QJsonObject{{u"message"_s, p}, {u"rule"_s, QString()}});
        throw Failure::badInput(problems.join(u'\n'), {{u"refusals"_s, refusals}});
    }
    return fields;
}

QJsonObject StepInput::dice(const StepSpec &spec, const QStringList &words, const QJsonObject &json)
{
    QStringList names;
    bool perUnit = false;
    for (const StepDice &d : spec.dice) {
        if (d.perUnit)
            perUnit = true;
        else
            names << d.name;
    }
    QJsonObject result;
    const auto add = [&](const QString &name, const QJsonValue &faces) {
        if (spec.dice.isEmpty())
            throw Failure::badInput(tr("The step %1 rolls no dice; leave out \"%2\".").arg(spec.id, name));
        if (!names.contains(name) && !perUnit)
            throw Failure::badInput(tr("The step %1 has no roll \"%2\"; its rolls: %3.")
                                            .arg(spec.id, name, names.join(u", "_s)));
        if (!faces.isArray()) // an empty list is allowed: a roll that needs no die here (a battle at 10:1)
            throw Failure::badInput(
                    tr("The dice of the roll \"%1\" must be a list of faces, e.g. %1=3,5.").arg(name));
        for (const QJsonValue &face : faces.toArray()) {
            if (!face.isDouble() || face.toDouble() != std::floor(face.toDouble()) || face.toDouble() < 1)
                throw Failure::badInput(
                        tr("The roll \"%1\" has a face that is not a whole number from 1: %2.")
                                .arg(name, face.toVariant().toString()));
        }
        result.insert(name, faces);
    };
    for (auto it = json.begin(); it != json.end(); ++it)
        add(it.key(), it.value());
    for (const QString &word : words) {
        const qsizetype eq = word.lastIndexOf(u'=');
        const QString name = eq > 0 ? word.left(eq) : (names.size() == 1 ? names.first() : QString());
        if (name.isEmpty())
            throw Failure::badInput(
                    tr("Name the roll the dice are for, as --dice NAME=v,v; the rolls of %1: %2.")
                            .arg(spec.id, names.join(u", "_s)));
        QJsonArray faces;
        for (const QString &part : word.mid(eq + 1).split(u',', Qt::SkipEmptyParts)) {
            bool ok = false;
            const int face = part.trimmed().toInt(&ok);
            faces.append(ok ? QJsonValue(face) : QJsonValue(part));
        }
        add(name, faces);
    }
    return result;
}

} // namespace Reeve
