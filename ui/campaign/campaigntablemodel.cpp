#include "campaigntablemodel.h"

#include <QHash>

#include "campaign/campaignwords.h"
#include "campaign/gamecatalog.h"
#include "common/attributetext.h"
#include "steps/stepchoicelabels.h"

namespace Reeve {

CampaignTableModel::CampaignTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void CampaignTableModel::setCampaign(Campaign *campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_secretKeys = m_campaign ? GameCatalog::secretAttributes(m_campaign->game().id) : QStringList();
    if (m_campaign)
        connect(m_campaign, &Campaign::changed, this, &CampaignTableModel::refresh);
    beginResetModel();
    clearRows();
    m_attributeKeys.clear();
    endResetModel();
    refresh();
}

void CampaignTableModel::refresh()
{
    if (!m_active) {
        m_stale = true;
        return;
    }
    m_stale = false;
    if (m_campaign)
        reload(*m_campaign);
}

void CampaignTableModel::setActive(bool active)
{
    m_active = active;
    if (m_active && m_stale)
        refresh();
}

int CampaignTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : fixedColumnCount() + int(m_attributeKeys.size());
}

QVariant CampaignTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return section < fixedColumnCount()
                       ? fixedHeader(section)
                       : QVariant(keyTitle(m_attributeKeys.at(section - fixedColumnCount())));
    if (role == Qt::ToolTipRole && section >= fixedColumnCount())
        return tr("Attribute \"%1\"").arg(m_attributeKeys.at(section - fixedColumnCount()));
    return QAbstractTableModel::headerData(section, orientation, role);
}

QVariant CampaignTableModel::attributeData(const QJsonObject &attributes, int column, int role) const
{
    const QString key = m_attributeKeys.value(column - fixedColumnCount());
    if (key.isEmpty() || !attributes.contains(key))
        return {};
    const QJsonValue value = attributes.value(key);
    switch (role) {
    case Qt::DisplayRole:
        if (value.isDouble() && value.toDouble() == double(value.toInteger()))
            return value.toInteger();
        if (value.isBool())
            return value.toBool() ? tr("yes") : tr("no");
        return value.isString() ? QVariant(word(value.toString()))
                                : QVariant(AttributeText::valueText(value));
    case Qt::TextAlignmentRole:
        if (value.isDouble())
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (value.isBool())
            return QVariant(Qt::AlignCenter);
        return {};
    }
    return {};
}

QString CampaignTableModel::word(const QString &value)
{
    // Names are written capitalised; the games' data words are lower case and have labels
    // ("Neutral", a region's state, is listed as a word).
    if (const auto label = CampaignWords::label(value))
        return *label;
    if (value.isEmpty() || value != value.toLower())
        return value;
    return StepChoiceLabels::label(value);
}

QString CampaignTableModel::keyTitle(const QString &key)
{
    QString title = CampaignWords::label(key).value_or(
            StepChoiceLabels::label(QString(key).replace(u'_', u'-')));
    if (!title.isEmpty())
        title[0] = title[0].toUpper();
    return title;
}

QStringList CampaignTableModel::keysByFrequency(const QList<QJsonObject> &objects)
{
    QHash<QString, int> counts;
    for (const QJsonObject &object : objects) {
        for (auto it = object.begin(); it != object.end(); ++it)
            ++counts[it.key()];
    }
    QStringList keys = counts.keys();
    std::sort(keys.begin(), keys.end(), [&counts](const QString &a, const QString &b) {
        const int ca = counts.value(a);
        const int cb = counts.value(b);
        return ca != cb ? ca > cb : a < b;
    });
    return keys;
}

} // namespace Reeve
