using System.Globalization;
using System.Text;

namespace HttpLab.Clients.Framework;

/// <summary>
/// The little JSON this program writes, by hand: the .NET Framework has no JSON writer of its own, and the file is a
/// few strings and arrays of numbers.
/// </summary>
internal static class JsonText
{
    public static string String(string value)
    {
        var text = new StringBuilder(value.Length + 2).Append('"');
        foreach (var character in value)
        {
            switch (character)
            {
                case '"':
                    text.Append("\\\"");
                    break;
                case '\\':
                    text.Append("\\\\");
                    break;
                case < ' ':
                    text.Append("\\u").Append(((int)character).ToString("x4", CultureInfo.InvariantCulture));
                    break;
                default:
                    text.Append(character);
                    break;
            }
        }

        return text.Append('"').ToString();
    }

    /// <summary>A finite number, written so that it reads back as the same double ("R").</summary>
    public static string Number(double value) =>
        double.IsNaN(value) || double.IsInfinity(value)
            ? throw new ArgumentOutOfRangeException(nameof(value), value, "JSON has no such number.")
            : value.ToString("R", CultureInfo.InvariantCulture);

    public static string Number(long value) => value.ToString(CultureInfo.InvariantCulture);

    public static string Array(IEnumerable<double> values) => "[" + string.Join(", ", values.Select(Number)) + "]";
}
