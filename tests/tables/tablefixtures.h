#pragma once

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include "tables/rowkey.h"
#include "tables/ruletable.h"

namespace Reeve::TestFixtures {

/// A small invented combat table (not a game's figures): five rows with a range and open
/// ends, seven ratio columns, a mix of provenances, one note and two missing cells.
inline RuleTable sampleTable()
{
    using namespace Qt::StringLiterals;
    RuleTable table(u"generic.sample-crt"_s, u"generic"_s, RuleTable::Kind::TwoDimensional,
                    {RowKey::atMost(1), RowKey::range(2, 3), RowKey::single(4), RowKey::single(5),
                     RowKey::atLeast(6)},
                    {u"1/3"_s, u"1/2"_s, u"1/1"_s, u"1.5/1"_s, u"2/1"_s, u"3/1"_s, u"4/1"_s},
                    RuleTable::ColumnKind::Ratio);
    table.setTitle(u"Sample combat results"_s);
    table.setRuleRefs({u"Sample §1"_s, u"Sample §2.3"_s});
    table.setDice(u"d6"_s);
    const QList<QStringList> rows{
            {u"AE"_s, u"AE"_s, u"AR"_s, u"AR"_s, u"EX"_s, u"DR"_s, u"DR"_s},
            {u"AE"_s, u"AR"_s, u"AR"_s, u"EX"_s, u"DR"_s, u"DR"_s, u"DE"_s},
            {u"AR"_s, u"AR"_s, u"EX"_s, u"DR"_s, u"DR"_s, u"DE"_s, u"DE"_s},
            {u"AR"_s, u"EX"_s, u"DR"_s, u"DR"_s, u"DE"_s, u"DE"_s, u"DE"_s},
            {u"EX"_s, u"DR"_s, u"DR"_s, u"DE"_s, u"DE"_s, u"DE"_s, u"DE"_s},
    };
    for (int row = 0; row < rows.size(); ++row) {
        for (int column = 0; column < rows[row].size(); ++column)
            table.setCell(row, column, rows[row][column], Provenance::Printed);
    }
    table.setCell(2, 2, QJsonValue(u"EX"_s), Provenance::Example, u"Sample §2.3 example"_s);
    table.setCell(3, 0, 2, Provenance::Text);
    table.setCell(1, 6, QJsonValue(QJsonValue::Null));
    table.setCell(4, 3, QJsonValue(QJsonValue::Null));
    return table;
}

} // namespace Reeve::TestFixtures
