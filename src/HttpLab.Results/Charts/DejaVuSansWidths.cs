namespace HttpLab.Results.Charts;

/// <summary>
/// Advance widths of DejaVu Sans and DejaVu Sans Bold (version 2.37, in font units of 1/2048 em), read from the fonts'
/// hmtx tables: printable ASCII by code, and the few other characters the charts print. Of the sans-serif fonts a
/// viewer is likely to draw the charts with, DejaVu Sans (Linux's default) is the widest: Arial, Helvetica and
/// Liberation Sans are 5-15% narrower, so text laid out in these widths fits in all of them.
/// </summary>
internal static class DejaVuSansWidths
{
    public const double UnitsPerEm = 2048;

    /// <summary>
    /// The width of a character neither table has: a full em, wider than almost any letter of either font.
    /// </summary>
    public const int Unknown = 2048;

    /// <summary>Ascent plus descent (1901 + 483 units), the height of a line without its leading.</summary>
    public const double LineHeightEm = 2384 / UnitsPerEm;

    /// <summary>The descent (483 units): how far below its baseline a line's glyphs reach.</summary>
    public const double DescentEm = 483 / UnitsPerEm;

    private const char FirstAscii = ' ';

    private static readonly int[] Regular =
    [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
        2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
        1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
        1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
        1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    ];

    private static readonly int[] Bold =
    [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748,
        1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188,
        2048, 1585, 1561, 1503, 1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741,
        1501, 1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024,
        1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702, 2134, 1458, 1407,
        1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458, 748, 1458, 1716,
    ];

    private static readonly Dictionary<char, int> RegularOthers = new()
    {
        ['\u03bc'] = 1303, // μ
        ['\u2212'] = 1716, // −
        ['\u00b7'] = 651, // ·
        ['\u2014'] = 2048, // —
        ['\u26a0'] = 1836, // ⚠
        ['\u2265'] = 1716, // ≥
        ['\u2264'] = 1716, // ≤
        ['\u00d7'] = 1716, // ×
        ['\u2013'] = 1024, // –
        ['\u2026'] = 2048, // …
        ['\u2019'] = 651, // ’
    };

    private static readonly Dictionary<char, int> BoldOthers = new()
    {
        ['\u03bc'] = 1507, // μ
        ['\u2212'] = 1716, // −
        ['\u00b7'] = 778, // ·
        ['\u2014'] = 2048, // —
        ['\u26a0'] = 1836, // ⚠
        ['\u2265'] = 1716, // ≥
        ['\u2264'] = 1716, // ≤
        ['\u00d7'] = 1716, // ×
        ['\u2013'] = 1024, // –
        ['\u2026'] = 2048, // …
        ['\u2019'] = 778, // ’
    };

    /// <summary>The advance width of <paramref name="character"/> in font units.</summary>
    public static int Of(char character, bool bold)
    {
        var index = character - FirstAscii;
        var ascii = bold ? Bold : Regular;
        if (index >= 0 && index < ascii.Length)
        {
            return ascii[index];
        }

        return (bold ? BoldOthers : RegularOthers).TryGetValue(character, out var width) ? width : Unknown;
    }
}
