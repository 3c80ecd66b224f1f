using System.Globalization;

namespace HttpLab.Results.Csv;

/// <summary>RFC 4180 fields: quoted only when they must be, numbers in a form that parses back to the same double.</summary>
internal static class CsvText
{
    public static string Field(string value) =>
        value.AsSpan().IndexOfAny(",\"\r\n") >= 0 ? "\"" + value.Replace("\"", "\"\"", StringComparison.Ordinal) + "\"" : value;

    // "R" is the shortest text that round-trips since .NET Core 3.0; an empty cell means "not measured".
    public static string Number(double value) => value.ToString("R", CultureInfo.InvariantCulture);

    public static string Parameter(ParameterValue value) => value.Number is { } number ? Number(number) : Field(value.Text ?? string.Empty);
}
