#pragma once

#include <algorithm>

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QPointer>
#include <QStringList>

#include "campaign/campaign.h"

namespace Reeve {

/**
 * Base of the Campaign panel's table models: follows one campaign and reloads
 * its rows from CampaignReader after every committed action (Campaign::changed).
 * When the rows and columns are the same as before, only dataChanged is emitted,
 * so views keep their selection and scroll position.
 *
 * Attributes (printed values, terrain, ...) get one column per key after the
 * model's fixed columns, most common keys first, so "attack", "defence" and
 * "movement" read as narrow numeric columns that sort as numbers. A game's secret
 * attributes (GameCatalog::secretAttributes) get no column: the panel is on the
 * shared screen, and the referee reads them in the game's own PIN-gated dock.
 */
class CampaignTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit CampaignTableModel(QObject *parent = nullptr);

    /// Follows \a campaign (nullptr: none); the model never owns it.
    void setCampaign(Campaign *campaign);
    Campaign *campaign() const { return m_campaign; }

    /// Reads the rows again from the campaign (later, if the model is inactive).
    void refresh();
    /// An inactive model (a tab nobody looks at) does not read the campaign on
    /// every change; it reads once when it becomes active again. Models start active.
    void setActive(bool active);
    bool isActive() const { return m_active; }

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    /// The attribute keys shown as columns, in column order.
    const QStringList &attributeKeys() const { return m_attributeKeys; }

    /// A value the data spells in lower case ("warrior host", "hex", "up") in the reader's words; a
    /// name ("Empire", "Aquitaine") as it is.
    static QString word(const QString &value);
    /// An attribute's key as a column title: "original_religion" → "Original religion".
    static QString keyTitle(const QString &key);

protected:
    /// Columns before the attribute columns.
    virtual int fixedColumnCount() const = 0;
    /// Header of a fixed column.
    virtual QVariant fixedHeader(int section) const = 0;
    /// Reads the rows from the current campaign (never null when called).
    virtual void reload(Campaign &campaign) = 0;
    /// Drops every row (no campaign).
    virtual void clearRows() = 0;

    /// Display, alignment and tooltip of attribute column \a column (>= fixedColumnCount()).
    QVariant attributeData(const QJsonObject &attributes, int column, int role) const;

    /// Replaces \a rows with \a fresh, resetting only when the row keys or attribute columns differ.
    template<typename T, typename KeyFn, typename AttributesFn>
    void replaceRows(QList<T> &rows, QList<T> fresh, KeyFn key, AttributesFn attributesOf)
    {
        QList<QJsonObject> all;
        for (const T &row : std::as_const(fresh))
            all << attributesOf(row);
        QStringList keys = keysByFrequency(all);
        keys.removeIf([this](const QString &k) { return m_secretKeys.contains(k); });
        const bool same = keys == m_attributeKeys && rows.size() == fresh.size()
                          && std::equal(rows.begin(), rows.end(), fresh.begin(),
                                        [&key](const T &a, const T &b) { return key(a) == key(b); });
        if (!same) {
            beginResetModel();
            rows = std::move(fresh);
            m_attributeKeys = std::move(keys);
            endResetModel();
            return;
        }
        rows = std::move(fresh);
        if (!rows.isEmpty())
            emit dataChanged(index(0, 0), index(int(rows.size()) - 1, columnCount() - 1));
    }

    /// Resets the attribute columns (with the rows, inside clearRows()).
    void clearAttributeKeys() { m_attributeKeys.clear(); }

private:
    static QStringList keysByFrequency(const QList<QJsonObject> &objects);

    QPointer<Campaign> m_campaign;
    QStringList m_attributeKeys;
    QStringList m_secretKeys; ///< the game's secret attributes: never a column of this shared panel
    bool m_active = true;
    bool m_stale = false;
};

} // namespace Reeve
