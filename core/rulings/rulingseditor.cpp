#include "rulingseditor.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "rulings/rulingsreader.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::RulingsEditor", text);
}

QString refsText(const QStringList &refs)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(refs)).toJson(QJsonDocument::Compact));
}

void requireText(const QString &question, const QString &decision)
{
    if (question.trimmed().isEmpty())
        throw Failure::badInput(tr("A ruling needs the question that was disputed."));
    if (decision.trimmed().isEmpty())
        throw Failure::badInput(tr("A ruling needs the decision the referee made."));
}

QString shortText(const QString &text)
{
    const QString simple = text.simplified();
    return simple.size() <= 80 ? simple : simple.left(77) + u"..."_s;
}

} // namespace

RulingsEditor::RulingsEditor(Campaign &campaign)
    : m_campaign(campaign)
{ }

QStringList RulingsEditor::parseRefs(const QString &text)
{
    QStringList refs;
    for (const QString &part : text.split(QRegularExpression(u"[,;]"_s), Qt::SkipEmptyParts)) {
        const QString ref = part.simplified();
        if (!ref.isEmpty())
            refs << ref;
    }
    return refs;
}

qint64 RulingsEditor::add(const QString &question, const QString &decision, const QStringList &ruleRefs)
{
    requireText(question, decision);
    const ClockState clock = CampaignReader(m_campaign.database()).clock();
    ActionWriter writer(m_campaign.log());
    const qint64 id = writer.nextId(u"rulings"_s);
    writer.insert(u"rulings"_s, {{u"id"_s, id},
                                 {u"question"_s, question.trimmed()},
                                 {u"decision"_s, decision.trimmed()},
                                 {u"rule_refs"_s, refsText(ruleRefs)},
                                 {u"turn"_s, clock.turn},
                                 {u"period"_s, m_campaign.game().turnName(clock.turn)},
                                 {u"created"_s, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}});
    QString text = tr("Ruling #%1: %2 Decision: %3").arg(id).arg(shortText(question), shortText(decision));
    if (!ruleRefs.isEmpty())
        text += u" ("_s + ruleRefs.join(u", "_s) + u")"_s;
    writer.commit(u"ruling.add"_s, text, {{u"ruling"_s, id}});
    return id;
}

qint64 RulingsEditor::amend(qint64 id, const QString &question, const QString &decision,
                            const QStringList &ruleRefs)
{
    requireText(question, decision);
    RulingsReader(m_campaign.database()).ruling(id);
    ActionWriter writer(m_campaign.log());
    writer.update(u"rulings"_s, {{u"id"_s, id}},
                  {{u"question"_s, question.trimmed()},
                   {u"decision"_s, decision.trimmed()},
                   {u"rule_refs"_s, refsText(ruleRefs)}});
    return writer.commit(u"ruling.amend"_s,
                         tr("Ruling #%1 amended: %2 Decision: %3")
                                 .arg(id)
                                 .arg(shortText(question), shortText(decision)),
                         {{u"ruling"_s, id}});
}

qint64 RulingsEditor::remove(qint64 id)
{
    const Ruling ruling = RulingsReader(m_campaign.database()).ruling(id);
    ActionWriter writer(m_campaign.log());
    writer.remove(u"rulings"_s, {{u"id"_s, id}});
    return writer.commit(u"ruling.remove"_s,
                         tr("Ruling #%1 withdrawn: %2").arg(id).arg(shortText(ruling.question)),
                         {{u"ruling"_s, id}});
}

} // namespace Reeve
