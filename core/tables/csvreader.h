#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace Reeve {

/**
 * An RFC 4180 reader: comma-separated fields, fields in double quotes may hold
 * commas, line breaks and doubled quotes (""), records end with CRLF, LF or a
 * lone CR. Lenient where it costs nothing: spaces around a quoted field are
 * ignored and a quote inside an unquoted field is kept as text. Each record
 * remembers the line it starts on, so callers can name lines in their errors.
 */
class CsvReader
{
public:
    CsvReader() = delete;

    struct Record
    {
        int line = 0; ///< 1-based line the record starts on
        QStringList fields;
    };

    struct Error
    {
        int line = 0;   ///< 1-based
        int column = 0; ///< 1-based field number
        QString message;
    };

    struct Result
    {
        QList<Record> records;
        QList<Error> errors; ///< syntax errors; the records they occur in are dropped
    };

    /// Syntax errors beyond this many are not reported.
    static constexpr int MaxErrors = 100;

    static Result read(QStringView text);
};

} // namespace Reeve
