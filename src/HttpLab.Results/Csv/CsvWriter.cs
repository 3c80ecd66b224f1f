using System.Globalization;
using System.Text;

namespace HttpLab.Results.Csv;

/// <summary>
/// The one way HttpLab writes CSV (RFC 4180): a header, then rows of exactly as many fields; a field quoted only when
/// it must be, numbers in the invariant culture (a decimal comma would split a field), records ended with CRLF.
/// </summary>
public sealed class CsvWriter
{
    // RFC 4180 ends records with CRLF; Excel and every CSV reader accept it.
    private const string RecordEnd = "\r\n";

    private readonly StringBuilder text = new();
    private readonly int width;
    private int fieldsInRow;

    /// <summary>Starts a table with the header <paramref name="columns"/>.</summary>
    public CsvWriter(IEnumerable<string> columns)
    {
        ArgumentNullException.ThrowIfNull(columns);
        foreach (var column in columns)
        {
            Text(column);
        }

        width = fieldsInRow;
        if (width == 0)
        {
            throw new ArgumentException("A CSV table needs at least one column.", nameof(columns));
        }

        EndRow();
    }

    /// <summary>A text field, quoted (its quotes doubled) when it holds a comma, a quote or a line break.</summary>
    public CsvWriter Text(string value)
    {
        ArgumentNullException.ThrowIfNull(value);
        return Append(value.AsSpan().IndexOfAny(",\"\r\n") >= 0
            ? "\"" + value.Replace("\"", "\"\"", StringComparison.Ordinal) + "\""
            : value);
    }

    /// <summary>The shortest text that parses back to the same double ("R" round-trips since .NET Core 3.0).</summary>
    public CsvWriter Number(double value) => Append(value.ToString("R", CultureInfo.InvariantCulture));

    /// <summary>A number in <paramref name="format"/>, in the invariant culture.</summary>
    public CsvWriter Number(double value, string format) =>
        Append(value.ToString(format, CultureInfo.InvariantCulture));

    /// <summary>A whole number, in the invariant culture.</summary>
    public CsvWriter Number(long value) => Append(value.ToString(CultureInfo.InvariantCulture));

    /// <summary>A parameter: a number as <see cref="Number(double)"/>, else its text.</summary>
    public CsvWriter Parameter(ParameterValue value)
    {
        return value.Number is { } number ? Number(number) : Text(value.Text ?? string.Empty);
    }

    /// <summary>An empty field: not measured.</summary>
    public CsvWriter Empty() => Append(string.Empty);

    /// <summary>Ends the row.</summary>
    /// <exception cref="InvalidOperationException">The row has fewer or more fields than the header.</exception>
    public CsvWriter EndRow()
    {
        if (width > 0 && fieldsInRow != width)
        {
            throw new InvalidOperationException($"A CSV row has {fieldsInRow} fields where the header has {width}.");
        }

        text.Append(RecordEnd);
        fieldsInRow = 0;
        return this;
    }

    /// <summary>The table so far, every record ended.</summary>
    public override string ToString() => fieldsInRow == 0
        ? text.ToString()
        : throw new InvalidOperationException("The last CSV row has not been ended.");

    private CsvWriter Append(string field)
    {
        if (width > 0 && fieldsInRow == width)
        {
            throw new InvalidOperationException($"A CSV row has more fields than the header's {width}.");
        }

        if (fieldsInRow > 0)
        {
            text.Append(',');
        }

        text.Append(field);
        fieldsInRow++;
        return this;
    }
}
