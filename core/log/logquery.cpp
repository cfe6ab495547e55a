#include "logquery.h"

#include <QJsonDocument>

#include <QCoreApplication>
#include <QJsonArray>
#include <QSqlQuery>
#include <QStringList>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "log/actionrow.h"
#include "log/textrecipe.h"
#include "storage/database.h"
#include "storage/textfunction.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

LogQuery::LogQuery(Database &db, Audience audience, qint64 side)
    : m_db(db)
    , m_audience(audience)
    , m_side(side)
{ }

LogQuery LogQuery::forAudience(Campaign &campaign, const QString &spec)
{
    if (spec == u"public"_s)
        return LogQuery(campaign.database(), Audience::Public);
    if (spec == u"referee"_s)
        return LogQuery(campaign.database(), Audience::Referee);
    if (spec.startsWith(u"side="_s)) {
        const Side side = CampaignReader(campaign.database()).sideByName(spec.mid(5));
        return LogQuery(campaign.database(), Audience::Side, side.id);
    }
    throw Failure::badInput(
            QCoreApplication::translate("Reeve::LogQuery",
                                        "Unknown audience \"%1\"; use public, referee or side=NAME.")
                    .arg(spec));
}

void LogQuery::setSideFilter(qint64 sideId, const QString &sideName)
{
    m_filterSide = sideId;
    m_filterSideName = sideName;
}

QString LogQuery::audienceLabel() const
{
    if (m_audience == Audience::Side)
        return u"side:%1"_s.arg(m_side);
    return audienceName(m_audience);
}

namespace {

// What a user typed, as a LIKE pattern that matches it literally: "50%" finds "50%", not "500 men",
// and "_" finds an underscore. Used with ESCAPE '\'.
QString literal(const QString &text)
{
    QString escaped = text;
    escaped.replace(u"\\"_s, u"\\\\"_s).replace(u"%"_s, u"\\%"_s).replace(u"_"_s, u"\\_"_s);
    return escaped;
}

// Only lines whose payload carries recipes are read back (the others are shown as stored).
const QString kShownPublic
        = u"(payload LIKE '%\"texts\":%' AND reeve_shown(payload, 'public') LIKE ? ESCAPE '\\')"_s;
const QString kShownPrivate
        = u"(payload LIKE '%\"texts\":%' AND reeve_shown(payload, 'private') LIKE ? ESCAPE '\\')"_s;

/// reeve_shown(payload, 'public'|'private'): the line's text in the reader's language from its recipe.
/// Defined once per connection: it asks for the reader's language when it is called.
void defineShownText(Database &db)
{
    TextFunction::ensure(db, "reeve_shown", [](QByteArrayView payload, QByteArrayView which) {
        const QJsonObject recipes = TextRecipe::recipesOf(
                QJsonDocument::fromJson(payload.toByteArray()).object());
        const QJsonValue recipe = recipes.value(QString::fromUtf8(which));
        return recipe.isUndefined() ? QString() : TextRecipe::shown(recipe);
    });
}

} // namespace

QString LogQuery::where(QVariantList &binds) const
{
    QStringList parts{u"1 = 1"_s};
    if (!m_kind.isEmpty()) {
        parts << u"kind LIKE ? ESCAPE '\\'"_s;
        binds << literal(m_kind) + u"%"_s;
    }
    if (m_turn > 0) {
        parts << u"turn = ?"_s;
        binds << m_turn;
    }
    if (m_filterSide > 0) {
        parts << u"(audience_side = ? OR actor = ? OR public_text LIKE ? ESCAPE '\\')"_s;
        binds << m_filterSide << m_filterSideName << u"%"_s + literal(m_filterSideName) + u"%"_s;
    }
    if (!m_search.isEmpty()) {
        const QString pattern = u"%"_s + literal(m_search) + u"%"_s;
        // A reader of another language searches the lines as shown to them, from their recipes.
        const bool shown = !TextRecipe::readerIsEnglish();
        if (shown)
            defineShownText(m_db);
        const QString pub = shown ? u"(public_text LIKE ? ESCAPE '\\' OR "_s + kShownPublic + u")"_s
                                  : u"public_text LIKE ? ESCAPE '\\'"_s;
        const QString priv = shown ? u"(private_text LIKE ? ESCAPE '\\' OR "_s + kShownPrivate + u")"_s
                                   : u"private_text LIKE ? ESCAPE '\\'"_s;
        const auto bindText = [&](QVariantList &list) {
            list << pattern;
            if (shown)
                list << pattern;
        };
        if (m_audience == Audience::Referee) {
            parts << u"(%1 OR %2)"_s.arg(pub, priv);
            bindText(binds);
            bindText(binds);
        } else if (m_audience == Audience::Side) {
            parts << u"(%1 OR (audience IN ('public', 'side') AND (audience = 'public' OR audience_side = ?) "
                     "AND %2))"_s.arg(pub, priv);
            bindText(binds);
            binds << m_side;
            bindText(binds);
        } else {
            parts << u"(%1 OR (audience = 'public' AND %2))"_s.arg(pub, priv);
            bindText(binds);
            bindText(binds);
        }
    }
    return parts.join(u" AND "_s);
}

qint64 LogQuery::count()
{
    QVariantList binds;
    const QString condition = where(binds);
    // Unfiltered, the count is the last sequence number: the chain numbers actions 1, 2, 3, … with
    // no gap (HashChain checks it), and counting 50,000 rows took longer than opening the window.
    if (binds.isEmpty())
        return m_db.scalar(u"SELECT coalesce(max(seq), 0) FROM actions"_s).toLongLong();
    return m_db.scalar(u"SELECT count(*) FROM actions WHERE "_s + condition, binds).toLongLong();
}

namespace {

/// The machine-readable detail of a side's own private action, as that side may read it: everything
/// but the fingerprints of hidden contents (a pool's or another hand's hash and size), which only the
/// referee may see because a small pool could be recovered from its unsalted hash.
QJsonObject sideData(QJsonObject data)
{
    for (const QString &key : data.keys()) {
        if (key.endsWith(u"_hash"_s) || key.startsWith(u"pool_"_s))
            data.remove(key);
    }
    return data;
}

/// \a value without any "balance_after": ledger actions logged before balances left the action data
/// (December 2026) still carry the true balance, private entries included, in their hash-chained data.
/// The stored bytes stay as they are, so the chain holds; only the referee is shown them.
QJsonValue withoutStoredBalances(const QJsonValue &value)
{
    if (value.isArray()) {
        QJsonArray items = value.toArray();
        for (QJsonValueRef item : items)
            item = withoutStoredBalances(item);
        return items;
    }
    if (!value.isObject())
        return value;
    QJsonObject object = value.toObject();
    object.remove(u"balance_after"_s);
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.value().isObject() || it.value().isArray())
            it.value() = withoutStoredBalances(it.value());
    }
    return object;
}

} // namespace

LogEntry LogQuery::toEntry(const Action &a) const
{
    LogEntry e;
    e.seq = a.seq;
    e.turn = a.turn;
    e.phase = a.phase;
    e.wallTime = a.wallTime;
    e.actor = a.actor;
    e.kind = a.kind;
    e.publicText = a.publicText;
    e.storedPublicText = a.publicText;
    e.refersTo = a.refersTo;
    const bool visible = a.visibleTo(m_audience, m_side);
    // The payload is read only when needed: for what this audience may read, or for a recipe.
    const bool hasRecipes = a.payloadText.contains(u"\"texts\":"_s);
    const QJsonObject payload = visible || hasRecipes ? a.payload() : QJsonObject();
    const QJsonObject recipes = TextRecipe::recipesOf(payload);
    const bool translate = !recipes.isEmpty() && !TextRecipe::readerIsEnglish();
    if (recipes.contains(u"public"_s)) {
        e.recipes.insert(u"public"_s, recipes.value(u"public"_s));
        if (translate)
            e.publicText = TextRecipe::shown(recipes.value(u"public"_s));
    }
    if (visible) {
        e.privateText = a.privateText;
        e.storedPrivateText = a.privateText;
        if (recipes.contains(u"private"_s)) {
            e.recipes.insert(u"private"_s, recipes.value(u"private"_s));
            if (translate && !a.privateText.isEmpty())
                e.privateText = TextRecipe::shown(recipes.value(u"private"_s));
        }
        e.dice = a.dice();
        if (m_audience == Audience::Referee)
            e.data = payload.value(u"data"_s).toObject();
        else if (a.audience == Audience::Public)
            e.data = withoutStoredBalances(payload.value(u"data"_s)).toObject();
        else
            e.data = sideData(withoutStoredBalances(payload.value(u"data"_s)).toObject());
    } else {
        e.hasHiddenPart = true;
    }
    return e;
}

QList<LogEntry> LogQuery::entries(qint64 offset, qint64 limit)
{
    QVariantList binds;
    const QString sql = u"SELECT %1 FROM actions WHERE %2 ORDER BY seq LIMIT ? OFFSET ?"_s
                                .arg(ActionRow::columns(), where(binds));
    binds << (limit < 0 ? qint64(-1) : limit) << offset;
    return run(sql, binds);
}

QList<LogEntry> LogQuery::after(qint64 afterSeq, qint64 limit)
{
    QVariantList binds;
    const QString sql = u"SELECT %1 FROM actions WHERE (%2) AND seq > ? ORDER BY seq LIMIT ?"_s
                                .arg(ActionRow::columns(), where(binds));
    binds << afterSeq << (limit < 0 ? qint64(-1) : limit);
    return run(sql, binds);
}

QList<LogEntry> LogQuery::newestBefore(qint64 beforeSeq, qint64 limit)
{
    QVariantList binds;
    QString sql = u"SELECT %1 FROM actions WHERE (%2)"_s.arg(ActionRow::columns(), where(binds));
    if (beforeSeq >= 0) {
        sql += u" AND seq < ?"_s;
        binds << beforeSeq;
    }
    sql += u" ORDER BY seq DESC LIMIT ?"_s;
    binds << (limit < 0 ? qint64(-1) : limit);
    return run(sql, binds);
}

QList<LogEntry> LogQuery::run(const QString &sql, const QVariantList &binds)
{
    QSqlQuery &query = m_db.exec(sql, binds);
    QList<LogEntry> result;
    while (query.next())
        result.append(toEntry(ActionRow::fromQuery(query)));
    query.finish();
    return result;
}

namespace {

// The distinct values of an indexed column of the log, found by stepping through the
// index from one value to the next (one lookup per value) rather than reading every
// entry: on a 50,000-action log that is a few dozen lookups instead of a full scan.
QString distinctByIndex(const QString &column)
{
    return uR"(WITH RECURSIVE v(x) AS (
                 SELECT min(%1) FROM actions
                 UNION ALL
                 SELECT (SELECT min(%1) FROM actions WHERE %1 > v.x) FROM v WHERE v.x IS NOT NULL)
               SELECT x FROM v WHERE x IS NOT NULL)"_s.arg(column);
}

} // namespace

QList<int> LogQuery::turns()
{
    QList<int> result;
    for (const QVariantMap &row : m_db.select(distinctByIndex(u"turn"_s)))
        result << row.value(u"x"_s).toInt();
    return result;
}

QStringList LogQuery::kinds()
{
    QStringList result;
    for (const QVariantMap &row : m_db.select(distinctByIndex(u"kind"_s)))
        result << row.value(u"x"_s).toString();
    return result;
}

} // namespace Reeve
