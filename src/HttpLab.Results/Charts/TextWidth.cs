namespace HttpLab.Results.Charts;

/// <summary>
/// Estimates how wide a text renders, to size the label column without a font engine. Calibrated on DejaVu Sans, wider
/// than Arial or Segoe UI, so labels never overflow; they only get a little spare room in narrower fonts.
/// </summary>
internal static class TextWidth
{
    public static double Estimate(string text, double fontSize, bool bold = false)
    {
        var ems = text.Sum(Em);
        return ems * fontSize * (bold ? 1.08 : 1.0);
    }

    private static double Em(char character) => character switch
    {
        'i' or 'j' or 'l' or '.' or ',' or ':' or ';' or '\'' or '|' or '!' => 0.30,
        'f' or 't' or 'r' or 'I' or ' ' or '(' or ')' or '[' or ']' or '-' => 0.40,
        'm' or 'w' => 0.95,
        'M' or 'W' => 0.90,
        >= 'A' and <= 'Z' => 0.72,
        >= '0' and <= '9' => 0.64,
        >= 'a' and <= 'z' => 0.61,
        _ => 0.80,
    };
}
