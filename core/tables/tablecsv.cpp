#include "tablecsv.h"

#include <cmath>
#include <limits>

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QStringDecoder>

#include "tables/csvreader.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString quoteField(const QString &field)
{
    const bool needsQuotes = field.contains(u',') || field.contains(u'"') || field.contains(u'\n')
                             || field.contains(u'\r')
                             || (!field.isEmpty() && (field.front().isSpace() || field.back().isSpace()));
    if (!needsQuotes)
        return field;
    QString quoted = field;
    quoted.replace(u"\""_s, u"\"\""_s);
    return u'"' + quoted + u'"';
}

/// A field a spreadsheet would take for a formula (=, +, -, @, a tab or a return first) is written with an
/// apostrophe before it, as OWASP advises against CSV injection (issue 19, item 7); so is one that starts
/// with an apostrophe already, so reading takes exactly one off and a modifier such as "-1" reads back as
/// it was.
QString protectedField(const QString &field)
{
    static const QString starts = u"=+-@\t\r'"_s;
    return !field.isEmpty() && starts.contains(field.front()) ? u'\'' + field : field;
}

/// \a field without the apostrophe protectedField() put before it (a spreadsheet may have kept it): the
/// exact inverse, so an export always reads back as it was.
QString unprotectedField(const QString &field)
{
    return field.startsWith(u'\'') ? field.mid(1) : field;
}

/// One import in progress: the table, the header's column map and what was found so far.
class Import
{
public:
    explicit Import(const RuleTable &table)
        : m_table(table)
    { }

    void error(int line, int column, const QString &message);
    bool readHeader(const CsvReader::Record &record);
    void readRow(const CsvReader::Record &record);
    TableCsv::ImportResult &result() { return m_result; }

private:
    int findRow(const CsvReader::Record &record);
    void readValue(const CsvReader::Record &record, int row, int field);

    const RuleTable &m_table;
    TableCsv::ImportResult m_result;
    QList<int> m_columnOfField;  ///< table column of each header field after the first
    QHash<int, int> m_lineOfRow; ///< table row -> CSV line where it appeared
};

void Import::error(int line, int column, const QString &message)
{
    if (m_result.errors.size() > TableCsv::MaxErrors)
        return;
    if (m_result.errors.size() == TableCsv::MaxErrors) {
        m_result.errors.append(
                {line, 0,
                 QCoreApplication::translate(
                         "Reeve::Tables", "Line %1: too many errors; the rest of the file was not checked.")
                         .arg(line)});
        return;
    }
    const QString where = column > 0 ? QCoreApplication::translate("Reeve::Tables", "Line %1, column %2")
                                               .arg(line)
                                               .arg(column)
                                     : QCoreApplication::translate("Reeve::Tables", "Line %1").arg(line);
    m_result.errors.append({line, column, u"%1: %2"_s.arg(where, message)});
}

bool Import::readHeader(const CsvReader::Record &record)
{
    const qsizetype before = m_result.errors.size();
    if (record.fields.size() < 2)
        error(record.line, 0,
              QCoreApplication::translate("Reeve::Tables",
                                          "the header must give the row key heading and at least one column "
                                          "label; the table's columns are %1.")
                      .arg(m_table.columns().join(u", "_s)));
    for (qsizetype i = 1; i < record.fields.size(); ++i) {
        const QString label = record.fields[i].trimmed();
        const int column = m_table.columnIndex(label);
        if (column < 0)
            error(record.line, int(i + 1),
                  QCoreApplication::translate("Reeve::Tables",
                                              "\"%1\" is not a column of table %2 (its columns are %3).")
                          .arg(label, m_table.id(), m_table.columns().join(u", "_s)));
        else if (m_columnOfField.contains(column))
            error(record.line, int(i + 1),
                  QCoreApplication::translate("Reeve::Tables", "column %1 appears twice in the header.")
                          .arg(label));
        m_columnOfField.append(column);
    }
    return m_result.errors.size() == before;
}

int Import::findRow(const CsvReader::Record &record)
{
    const QString text = record.fields.value(0).trimmed();
    const auto key = RowKey::parse(text);
    if (!key) {
        error(record.line, 1,
              QCoreApplication::translate("Reeve::Tables",
                                          "\"%1\" is not a row key (write 4, 2-3, <=1 or 7+).")
                      .arg(text));
        return -1;
    }
    const int row = m_table.rowIndexOf(*key);
    if (row < 0) {
        QStringList overlapping;
        for (const RowKey &other : m_table.rowKeys()) {
            if (other.overlaps(*key))
                overlapping.append(other.toString(RowKey::Notation::Ascii));
        }
        if (!overlapping.isEmpty())
            error(record.line, 1,
                  QCoreApplication::translate(
                          "Reeve::Tables",
                          "row key %1 overlaps the table's row %2 without matching it; use the table's "
                          "own row keys.")
                          .arg(text, overlapping.join(u", "_s)));
        else
            error(record.line, 1,
                  QCoreApplication::translate("Reeve::Tables", "table %1 has no row %2.")
                          .arg(m_table.id(), text));
        return -1;
    }
    if (m_lineOfRow.contains(row)) {
        error(record.line, 1,
              QCoreApplication::translate("Reeve::Tables", "row key %1 overlaps row %2 given on line %3.")
                      .arg(text, m_table.rowKey(row).toString(RowKey::Notation::Ascii))
                      .arg(m_lineOfRow.value(row)));
        return -1;
    }
    m_lineOfRow.insert(row, record.line);
    return row;
}

void Import::readValue(const CsvReader::Record &record, int row, int field)
{
    const QString text = record.fields[field].trimmed();
    if (text.isEmpty())
        return;
    QString problem;
    const auto value = TableCsv::parseValue(text, &problem);
    if (!value) {
        error(record.line, field + 1, problem);
        return;
    }
    const int column = m_columnOfField[field - 1];
    const TableCell &current = m_table.cell(row, column);
    const bool equal = !current.isMissing()
                       && (current.value == *value || TableCsv::formatValue(current.value) == text);
    if (!equal)
        m_result.changes.append({row, column, *value});
}

void Import::readRow(const CsvReader::Record &record)
{
    const qsizetype expected = m_columnOfField.size() + 1;
    if (record.fields.size() != expected) {
        error(record.line, 0,
              QCoreApplication::translate(
                      "Reeve::Tables",
                      "expected %1 fields (the row key and %2 columns, as in the header), found %3.")
                      .arg(expected)
                      .arg(expected - 1)
                      .arg(record.fields.size()));
        return;
    }
    const int row = findRow(record);
    if (row < 0)
        return;
    for (int field = 1; field < int(expected); ++field)
        readValue(record, row, field);
}

bool isBlank(const CsvReader::Record &record)
{
    for (const QString &field : record.fields) {
        if (!field.trimmed().isEmpty())
            return false;
    }
    return true;
}

/// The first line of `utf8` that is not valid UTF-8, or 0 when all are.
int firstInvalidLine(const QByteArray &utf8)
{
    int line = 1;
    qsizetype start = 0;
    while (start <= utf8.size()) {
        qsizetype end = utf8.indexOf('\n', start);
        if (end < 0)
            end = utf8.size();
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = decoder.decode(utf8.mid(start, end - start));
        if (decoder.hasError())
            return line;
        start = end + 1;
        ++line;
    }
    return 0;
}

} // namespace

QString TableCsv::formatValue(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (!value.isDouble())
        return {};
    const double number = value.toDouble();
    if (std::isfinite(number) && number == std::trunc(number) && std::abs(number) < 9.0e15)
        return QString::number(qint64(number));
    return QString::number(number, 'g', 15);
}

std::optional<QJsonValue> TableCsv::parseValue(QStringView field, QString *error)
{
    static const QRegularExpression integer(u"^[+-]?\\d+$"_s);
    static const QRegularExpression decimal(u"^[+-]?\\d+\\.\\d+$"_s);
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (field.size() > MaxValueLength)
        return fail(QCoreApplication::translate("Reeve::Tables", "a value may be at most %1 characters long.")
                            .arg(MaxValueLength));
    for (const QChar c : field) {
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator
            || c == QChar::ParagraphSeparator)
            return fail(
                    QCoreApplication::translate("Reeve::Tables",
                                                "the value \"%1\" holds a line break or a control character.")
                            .arg(field.toString().simplified()));
    }
    if (integer.match(field).hasMatch()) {
        bool ok = false;
        const qint64 number = field.toLongLong(&ok);
        if (!ok || std::abs(number) > (qint64(1) << 53))
            return fail(QCoreApplication::translate("Reeve::Tables", "the number %1 is too large.")
                                .arg(field.toString()));
        return QJsonValue(number);
    }
    if (decimal.match(field).hasMatch()) {
        bool ok = false;
        const double number = field.toDouble(&ok);
        if (!ok || !std::isfinite(number))
            return fail(QCoreApplication::translate("Reeve::Tables", "the number %1 cannot be read.")
                                .arg(field.toString()));
        return QJsonValue(number);
    }
    return QJsonValue(field.toString());
}

QString TableCsv::exportCsv(const RuleTable &table, LineEnding lineEnding, RowKey::Notation notation)
{
    const QString newline = lineEnding == LineEnding::CrLf ? u"\r\n"_s : u"\n"_s;
    QStringList header{quoteField(protectedField(table.dice().isEmpty() ? u"roll"_s : table.dice()))};
    for (const QString &label : table.columns())
        header.append(quoteField(protectedField(label)));
    QString csv = header.join(u',') + newline;
    for (int row = 0; row < table.rowCount(); ++row) {
        QStringList fields{quoteField(protectedField(table.rowKey(row).toString(notation)))};
        for (int column = 0; column < table.columnCount(); ++column) {
            const TableCell &cell = table.cell(row, column);
            fields.append(cell.isMissing() ? QString() : quoteField(protectedField(formatValue(cell.value))));
        }
        csv += fields.join(u',') + newline;
    }
    return csv;
}

TableCsv::ImportResult TableCsv::importCsv(const RuleTable &table, QStringView text)
{
    if (text.startsWith(QChar::ByteOrderMark))
        text = text.mid(1);
    Import import(table);
    const CsvReader::Result parsed = CsvReader::read(text);
    for (const CsvReader::Error &error : parsed.errors)
        import.result().errors.append({error.line, error.column, error.message});
    // A syntax error in or before the header leaves nothing sensible to compare.
    const int headerLine = parsed.records.isEmpty() ? std::numeric_limits<int>::max()
                                                    : parsed.records.first().line;
    for (const CsvReader::Error &error : parsed.errors) {
        if (error.line <= headerLine)
            return import.result();
    }
    bool headerSeen = false;
    for (CsvReader::Record record : parsed.records) {
        for (QString &field : record.fields)
            field = unprotectedField(field);
        if (isBlank(record))
            continue;
        if (!headerSeen) {
            headerSeen = true;
            if (!import.readHeader(record))
                return import.result();
            continue;
        }
        import.readRow(record);
    }
    if (!headerSeen && parsed.errors.isEmpty())
        import.error(1, 0,
                     QCoreApplication::translate(
                             "Reeve::Tables",
                             "the file is empty; expected a header row with the table's column labels."));
    return import.result();
}

TableCsv::ImportResult TableCsv::importCsv(const RuleTable &table, const QByteArray &utf8)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(utf8);
    if (decoder.hasError()) {
        const int line = std::max(1, firstInvalidLine(utf8));
        ImportResult result;
        result.errors.append(
                {line, 0,
                 QCoreApplication::translate("Reeve::Tables",
                                             "Line %1: the file is not UTF-8 text; save it as UTF-8 CSV.")
                         .arg(line)});
        return result;
    }
    return importCsv(table, QStringView(text));
}

void TableCsv::apply(RuleTable &table, const QList<CellChange> &changes)
{
    for (const CellChange &change : changes)
        table.setCell(change.row, change.column, change.value, Provenance::House);
}

} // namespace Reeve
