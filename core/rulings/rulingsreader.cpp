#include "rulingsreader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/gamecatalog.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QStringList refsFromText(const QString &text)
{
    QStringList refs;
    for (const QJsonValue &v : QJsonDocument::fromJson(text.toUtf8()).array())
        refs << v.toString();
    return refs;
}

Ruling fromRow(const QVariantMap &row)
{
    Ruling r;
    r.id = row.value(u"id"_s).toLongLong();
    r.question = row.value(u"question"_s).toString();
    r.decision = row.value(u"decision"_s).toString();
    r.ruleRefs = refsFromText(row.value(u"rule_refs"_s).toString());
    r.turn = row.value(u"turn"_s).toInt();
    r.period = row.value(u"period"_s).toString();
    r.created = row.value(u"created"_s).toString();
    return r;
}

/// "1066 §15.16" → {"1066", "§15.16"}; "Table 3" → {"", "table 3"}; lower case, single spaces.
std::pair<QString, QString> splitRef(const QString &written)
{
    QString text = written.simplified().toLower();
    static const QStringList games = GameCatalog::ids(); // the one list of games
    for (const QString &game : games) {
        if (text.startsWith(game + u' ') || text.startsWith(game + u','))
            return {game, text.mid(game.size() + 1).trimmed()};
    }
    return {QString(), text};
}

} // namespace

RulingsReader::RulingsReader(Database &db)
    : m_db(db)
{
}

QList<Ruling> RulingsReader::all()
{
    QList<Ruling> list;
    for (const QVariantMap &row : m_db.select(u"SELECT * FROM rulings ORDER BY id"_s))
        list << fromRow(row);
    return list;
}

Ruling RulingsReader::ruling(qint64 id)
{
    const QList<QVariantMap> rows = m_db.select(u"SELECT * FROM rulings WHERE id = ?"_s, {id});
    if (rows.isEmpty())
        throw Failure::badInput(
            QCoreApplication::translate("Reeve::RulingsReader", "There is no ruling #%1; `reeve-cli rulings FILE` "
                                                                "lists them.")
                .arg(id));
    return fromRow(rows.first());
}

QList<Ruling> RulingsReader::search(const QString &text)
{
    const QStringList words = text.simplified().split(u' ', Qt::SkipEmptyParts);
    QList<Ruling> found;
    for (const Ruling &r : all()) {
        const QString hay = r.question + u' ' + r.decision + u' ' + r.ruleRefs.join(u' ') + u' ' + r.period;
        bool every = true;
        for (const QString &w : words)
            every = every && hay.contains(w, Qt::CaseInsensitive);
        if (every)
            found << r;
    }
    return found;
}

QList<Ruling> RulingsReader::touching(const QString &game, const QString &ref)
{
    QList<Ruling> found;
    for (const Ruling &r : all()) {
        for (const QString &cited : r.ruleRefs) {
            if (refTouches(cited, game, ref)) {
                found << r;
                break;
            }
        }
    }
    return found;
}

bool RulingsReader::refTouches(const QString &cited, const QString &game, const QString &ref)
{
    const auto [citedGame, citedSection] = splitRef(cited);
    if (!citedGame.isEmpty() && citedGame != game.toLower())
        return false;
    const QString section = ref.simplified().toLower();
    if (section.isEmpty() || citedSection.isEmpty())
        return false;
    if (citedSection == section)
        return true;
    // A subsection: "§15.16" under "§15", never "§150" under "§15".
    return citedSection.startsWith(section) && citedSection.at(section.size()) == u'.';
}

} // namespace Reeve
