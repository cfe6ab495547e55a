#include "textparser.h"

#include <algorithm>
#include <memory>
#include <tuple>

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QMutex>
#include <QRegularExpression>
#include <QSet>

#include "log/datawords.h"
#include "log/textrecipe.h"
#include "util/plural.h"
#include "util/translations.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// One message as written in the current language, ready to match.
struct Pattern
{
    RecordingTranslator::Lookup lookup;
    QStringList chunks;  ///< its own words (the text between placeholders), none empty
    QList<int> places;   ///< the placeholder numbers, in order of appearance
    QString first, last; ///< its leading / trailing words when it starts / ends with them
    qsizetype words = 0; ///< characters of its own words
    int highest = 0;     ///< the highest placeholder number
    int variant = 0;     ///< 0: the count's "(s)" settled (or nothing to settle), 1: as translated
    QRegularExpression regex;
};
using PatternPtr = std::shared_ptr<const Pattern>;

/// Splits \a text into words and placeholders (%1..%99, %L1..) as TextRecipe::fill() reads them.
std::shared_ptr<Pattern> tokenize(const QString &text)
{
    auto p = std::make_shared<Pattern>();
    QString regex = u"\\A"_s;
    QString chunk;
    QHash<int, int> groupOf;
    const auto flush = [&] {
        if (chunk.isEmpty())
            return;
        if (p->chunks.isEmpty() && p->places.isEmpty())
            p->first = chunk;
        p->chunks << chunk;
        p->words += chunk.size();
        regex += QRegularExpression::escape(chunk);
        chunk.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        qsizetype j = i + 1;
        if (text.at(i) == u'%' && j < text.size() && text.at(j) == u'L')
            ++j;
        int number = 0;
        qsizetype digits = 0;
        while (text.at(i) == u'%' && j < text.size() && digits < 2 && text.at(j) >= u'0'
               && text.at(j) <= u'9') {
            number = number * 10 + text.at(j).digitValue();
            ++j;
            ++digits;
        }
        if (digits == 0 || number < 1) {
            chunk += text.at(i);
            continue;
        }
        flush();
        p->places << number;
        p->highest = std::max(p->highest, number);
        if (groupOf.contains(number)) {
            regex += u"\\g{%1}"_s.arg(groupOf.value(number));
        } else {
            groupOf.insert(number, int(groupOf.size()) + 1);
            regex += u"(.*?)"_s;
        }
        i = j - 1;
    }
    const bool endsWithWord = !chunk.isEmpty();
    flush();
    if (endsWithWord)
        p->last = p->chunks.last();
    regex += u"\\z"_s;
    p->regex.setPattern(regex);
    p->regex.setPatternOptions(QRegularExpression::DotMatchesEverythingOption);
    return p;
}

/// The patterns of \a lookup in the current language (two when the count's "(s)" may be settled).
QList<PatternPtr> patternsOf(const RecordingTranslator::Lookup &lookup)
{
    QString text;
    {
        RecordingTranslator::Pause pause;
        text = QCoreApplication::translate(lookup.context.constData(), lookup.source.constData(),
                                           lookup.disambiguation.isEmpty()
                                                   ? nullptr
                                                   : lookup.disambiguation.constData(),
                                           lookup.n);
    }
    QStringList texts{text};
    if (lookup.n >= 0 && Plural::text(text, lookup.n) != text)
        texts.prepend(Plural::text(text, lookup.n));
    QList<PatternPtr> patterns;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        std::shared_ptr<Pattern> p = tokenize(texts.at(i));
        p->lookup = lookup;
        p->variant = int(i);
        // Messages of no words of their own ("%1 %2") say nothing a translation would change.
        const bool blank = std::all_of(p->chunks.cbegin(), p->chunks.cend(),
                                       [](const QString &c) { return c.trimmed().isEmpty(); });
        if (!blank && (!p->places.isEmpty() || p->words >= 2))
            patterns << p;
    }
    return patterns;
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber();
}

/// The longest whole word of \a p's own words (not glued to a placeholder, so the text has it as a
/// whole word too), by which the index finds it; "" when it has none ("%1: %2").
QString keyWord(const Pattern &p)
{
    QString best;
    for (qsizetype i = 0; i < p.chunks.size(); ++i) {
        const QString &c = p.chunks.at(i);
        const bool openStart = i == 0 && !p.first.isEmpty(); // the message begins with these words
        const bool openEnd = i == p.chunks.size() - 1 && !p.last.isEmpty();
        for (qsizetype at = 0; at < c.size();) {
            if (!isWordChar(c.at(at))) {
                ++at;
                continue;
            }
            qsizetype end = at;
            while (end < c.size() && isWordChar(c.at(end)))
                ++end;
            const bool bounded = (at > 0 || openStart) && (end < c.size() || openEnd);
            if (bounded && end - at >= 2 && end - at > best.size())
                best = c.mid(at, end - at);
            at = end;
        }
    }
    return best;
}

/// Every pattern of the messages the recorder remembers, found by their key words. Kept from line to
/// line and brought up to date with the lookups made since; built again for another language.
struct Index
{
    QString language;
    const RecordingTranslator *recorder = nullptr;
    quint64 generation = 0;
    qsizetype seen = 0;
    QHash<QString, QList<PatternPtr>> byWord;
    QList<PatternPtr> wordless;
};

struct Reading
{
    QJsonValue recipe; ///< a string when nothing was read
    qsizetype score = 0;
};

/// A fixed order of messages, for two readings nothing else tells apart: context, source,
/// disambiguation, count, then the count's settled "(s)" before the text as translated.
bool before(const Pattern &a, const Pattern &b)
{
    const auto key = [](const Pattern &p) {
        return std::tie(p.lookup.context, p.lookup.source, p.lookup.disambiguation, p.lookup.n, p.variant);
    };
    return key(a) < key(b);
}

class Parser
{
public:
    Parser(QList<PatternPtr> candidates, const RecordingTranslator &recorder)
        : m_candidates(std::move(candidates))
        , m_recorder(recorder)
    { }
    Reading span(const QString &text, int depth);

private:
    Reading whole(const QString &text, int depth);
    Reading pieces(const QString &text, int depth);
    QJsonObject messageOf(const Pattern &p, const QRegularExpressionMatch &m, int depth, qsizetype &score);

    bool better(const Pattern &a, qsizetype aScore, const Pattern &b, qsizetype bScore) const;

    QList<PatternPtr> m_candidates; ///< most words first
    const RecordingTranslator &m_recorder;
    QHash<QString, Reading> m_seen;
};

bool fits(const Pattern &p, const QString &text)
{
    if (p.words > text.size())
        return false;
    return std::all_of(p.chunks.cbegin(), p.chunks.cend(), [&](const QString &c) { return text.contains(c); });
}

QJsonObject Parser::messageOf(const Pattern &p, const QRegularExpressionMatch &m, int depth, qsizetype &score)
{
    QJsonObject message = TextRecipe::message(p.lookup.context.constData(), p.lookup.source.constData(), {},
                                              p.lookup.n);
    if (!p.lookup.disambiguation.isEmpty())
        message.insert(u"d"_s, QString::fromUtf8(p.lookup.disambiguation));
    score = p.words;
    if (p.highest == 0)
        return message;
    QJsonArray arguments;
    for (int i = 0; i < p.highest; ++i)
        arguments.append(QJsonValue());
    int group = 0;
    QList<int> done;
    for (int number : p.places) {
        if (done.contains(number))
            continue;
        done << number;
        const Reading argument = span(m.captured(++group), depth + 1);
        score += argument.score;
        arguments[number - 1] = argument.recipe;
    }
    message.insert(u"a"_s, arguments);
    return message;
}

/// Whether reading a text as \a a (covering \a aScore characters with messages' own words, its
/// arguments' included) beats reading it as \a b. Settled in this order, so that the same line and
/// the same messages give the same recipe whatever order the messages were indexed in:
/// 1. the reading that covers more of the text with messages' own words;
/// 2. the message that says more itself ("%1: at %2" over "%1: %2" with "at %1" in it): its
///    translation was made for the whole, a nested one for a part;
/// 3. the message looked up last (the recorder's hint): of two that read alike in the writer's
///    language, the line was just made of that one;
/// 4. the fixed order of before().
bool Parser::better(const Pattern &a, qsizetype aScore, const Pattern &b, qsizetype bScore) const
{
    if (aScore != bScore)
        return aScore > bScore;
    if (a.words != b.words)
        return a.words > b.words;
    if (a.lookup != b.lookup) {
        const quint64 aUse = m_recorder.lastUse(a.lookup);
        const quint64 bUse = m_recorder.lastUse(b.lookup);
        if (aUse != bUse)
            return aUse > bUse;
    }
    return before(a, b);
}

Reading Parser::whole(const QString &text, int depth)
{
    Reading best{text, 0};
    const Pattern *bestPattern = nullptr;
    for (const PatternPtr &p : m_candidates) {
        if (!fits(*p, text))
            continue;
        const QRegularExpressionMatch m = p->regex.match(text);
        if (!m.hasMatch())
            continue;
        qsizetype score = 0;
        const QJsonObject message = messageOf(*p, m, depth, score);
        if (score > 0 && (!bestPattern || better(*p, score, *bestPattern, best.score))) {
            best = {message, score};
            bestPattern = p.get();
        }
    }
    return best;
}

Reading Parser::pieces(const QString &text, int depth)
{
    QList<qsizetype> cuts{0, text.size()};
    for (const PatternPtr &p : m_candidates) {
        if (!fits(*p, text))
            continue;
        for (const QString *words : {&p->first, &p->last}) {
            if (words->size() < 2)
                continue;
            for (qsizetype at = text.indexOf(*words); at >= 0; at = text.indexOf(*words, at + 1))
                cuts << (words == &p->first ? at : at + words->size());
        }
    }
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    if (cuts.size() <= 2 || cuts.size() > 40)
        return {text, 0};
    // The cut that covers most of the text with messages' words; of two that cover as much, the one
    // of fewer pieces (one message made for the whole over two put side by side), then the one whose
    // first piece is shortest.
    const qsizetype n = cuts.size();
    QList<qsizetype> best(n, 0), next(n, n - 1), count(n, 0);
    QList<Reading> piece(n);
    for (qsizetype i = n - 2; i >= 0; --i) {
        best[i] = -1;
        for (qsizetype j = i + 1; j < n; ++j) {
            const Reading r = whole(text.mid(cuts[i], cuts[j] - cuts[i]), depth + 1);
            const qsizetype score = r.score + best[j];
            const qsizetype used = count[j] + (r.score > 0 ? 1 : 0);
            if (score > best[i] || (score == best[i] && used < count[i])) {
                best[i] = score;
                count[i] = used;
                next[i] = j;
                piece[i] = r;
            }
        }
    }
    if (best[0] <= 0)
        return {text, 0};
    QJsonArray parts;
    for (qsizetype i = 0; i < n - 1; i = next[i]) {
        const QJsonValue part = piece[i].recipe;
        if (part.isString() && !parts.isEmpty() && parts.last().isString())
            parts.last() = parts.last().toString() + part.toString();
        else
            parts.append(part);
    }
    if (parts.size() == 1)
        return {parts.first(), best[0]};
    return {QJsonObject{{u"cat"_s, parts}}, best[0]};
}

Reading Parser::span(const QString &text, int depth)
{
    if (text.isEmpty() || depth > 6)
        return {text, 0};
    const auto seen = m_seen.constFind(text);
    if (seen != m_seen.cend())
        return seen.value();
    Reading reading = whole(text, depth);
    if (reading.score == 0)
        reading = pieces(text, depth);
    if (reading.score == 0 && depth > 0 && DataWords::contains(text))
        reading.recipe = TextRecipe::dataWord(text); // an argument that is a unit type of the data
    m_seen.insert(text, reading);
    return reading;
}

} // namespace

QJsonValue TextParser::parse(const QString &text, const RecordingTranslator &recorder)
{
    static QMutex mutex;
    static Index index;
    QList<PatternPtr> candidates;
    {
        QMutexLocker lock(&mutex);
        if (index.language != Translations::current() || index.recorder != &recorder
            || index.generation != recorder.generation()) {
            index = Index{Translations::current(), &recorder, recorder.generation(), 0, {}, {}};
            // Names a game stored from a message are read as that message, looked up or not.
            for (const DataWords::Message &m : DataWords::storedMessages()) {
                for (const PatternPtr &p : patternsOf({m.context, m.source, {}, -1})) {
                    const QString key = keyWord(*p);
                    (key.isEmpty() ? index.wordless : index.byWord[key]).append(p);
                }
            }
        }
        const QList<RecordingTranslator::Lookup> fresh = recorder.since(index.seen);
        index.seen += fresh.size();
        for (const RecordingTranslator::Lookup &lookup : fresh) {
            for (const PatternPtr &p : patternsOf(lookup)) {
                const QString key = keyWord(*p);
                (key.isEmpty() ? index.wordless : index.byWord[key]).append(p);
            }
        }
        QSet<const Pattern *> taken;
        const auto consider = [&](const PatternPtr &p) {
            if (!taken.contains(p.get()) && fits(*p, text)) {
                taken.insert(p.get());
                candidates << p;
            }
        };
        for (const PatternPtr &p : std::as_const(index.wordless))
            consider(p);
        QSet<QString> words;
        for (qsizetype at = 0; at < text.size();) {
            if (!isWordChar(text.at(at))) {
                ++at;
                continue;
            }
            qsizetype end = at;
            while (end < text.size() && isWordChar(text.at(end)))
                ++end;
            const QString word = text.mid(at, end - at);
            if (!words.contains(word)) {
                words.insert(word);
                const auto found = index.byWord.constFind(word);
                if (found != index.byWord.cend())
                    for (const PatternPtr &p : found.value())
                        consider(p);
            }
            at = end;
        }
    }
    if (candidates.isEmpty())
        return {};
    std::sort(candidates.begin(), candidates.end(), [](const PatternPtr &a, const PatternPtr &b) {
        if (a->words != b->words)
            return a->words > b->words;
        if (a->lookup.source != b->lookup.source)
            return a->lookup.source < b->lookup.source;
        if (a->lookup.context != b->lookup.context)
            return a->lookup.context < b->lookup.context;
        return a->lookup.n < b->lookup.n;
    });
    Parser parser(std::move(candidates), recorder);
    const Reading reading = parser.span(text, 0);
    return reading.score > 0 ? reading.recipe : QJsonValue();
}

} // namespace Reeve
