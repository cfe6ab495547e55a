#include "csvreader.h"

#include <QCoreApplication>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// The reader's state between characters.
class Parser
{
public:
    explicit Parser(QStringView text)
        : m_text(text)
    { }

    CsvReader::Result run();

private:
    enum class State { FieldStart, Unquoted, Quoted, AfterQuote, SkipLine };

    void endField();
    void endRecord();
    void error(const char *message);
    /// Consumes a line break at m_pos (CRLF, LF or CR); true if there was one.
    bool lineBreak();
    void step(QChar c);

    QStringView m_text;
    qsizetype m_pos = 0;
    int m_line = 1;
    int m_recordLine = 1;
    int m_quoteLine = 1;
    State m_state = State::FieldStart;
    QString m_field;
    QStringList m_fields;
    bool m_recordBroken = false;
    CsvReader::Result m_result;
};

void Parser::endField()
{
    m_fields.append(m_field);
    m_field.clear();
    m_state = State::FieldStart;
}

void Parser::endRecord()
{
    if (!m_recordBroken)
        m_result.records.append({m_recordLine, m_fields});
    m_fields.clear();
    m_field.clear();
    m_recordBroken = false;
    m_state = State::FieldStart;
    m_recordLine = m_line;
}

void Parser::error(const char *message)
{
    const int line = m_state == State::Quoted ? m_quoteLine : m_line;
    const int column = int(m_fields.size()) + 1;
    m_recordBroken = true;
    if (m_result.errors.size() >= CsvReader::MaxErrors)
        return;
    m_result.errors.append({line, column,
                            QCoreApplication::translate("Reeve::Tables", "Line %1, column %2: %3")
                                    .arg(line)
                                    .arg(column)
                                    .arg(QCoreApplication::translate("Reeve::Tables", message))});
}

bool Parser::lineBreak()
{
    const QChar c = m_text[m_pos];
    if (c == u'\r' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == u'\n')
        ++m_pos;
    if (c != u'\r' && c != u'\n')
        return false;
    ++m_line;
    return true;
}

void Parser::step(QChar c)
{
    switch (m_state) {
    case State::FieldStart:
    case State::Unquoted:
        if (c == u'"' && m_field.trimmed().isEmpty()) {
            m_field.clear();
            m_quoteLine = m_line;
            m_state = State::Quoted;
        } else if (c == u',') {
            endField();
        } else {
            m_field.append(c);
            m_state = State::Unquoted;
        }
        break;
    case State::Quoted:
        if (c == u'"')
            m_state = State::AfterQuote;
        else
            m_field.append(c);
        break;
    case State::AfterQuote:
        if (c == u'"') {
            m_field.append(c);
            m_state = State::Quoted;
        } else if (c == u',') {
            endField();
        } else if (!c.isSpace()) {
            error(QT_TRANSLATE_NOOP(
                    "Reeve::Tables",
                    "unexpected text after a closing quote (write a quote inside a quoted field as \"\")."));
            m_state = State::SkipLine;
        }
        break;
    case State::SkipLine:
        break;
    }
}

CsvReader::Result Parser::run()
{
    for (m_pos = 0; m_pos < m_text.size(); ++m_pos) {
        const QChar c = m_text[m_pos];
        if (m_state == State::Quoted) {
            if (lineBreak())
                m_field.append(u'\n');
            else
                step(c);
            continue;
        }
        if (lineBreak()) {
            if (m_state != State::SkipLine)
                endField();
            endRecord();
            continue;
        }
        step(c);
    }
    if (m_state == State::Quoted) {
        error(QT_TRANSLATE_NOOP("Reeve::Tables",
                                "a quoted field starts here but its closing quote is missing."));
    } else if (m_state != State::FieldStart || !m_fields.isEmpty()) {
        if (m_state != State::SkipLine)
            endField();
        endRecord();
    }
    return m_result;
}

} // namespace

CsvReader::Result CsvReader::read(QStringView text)
{
    return Parser(text).run();
}

} // namespace Reeve
