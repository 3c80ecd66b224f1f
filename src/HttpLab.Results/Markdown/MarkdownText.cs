using System.Text;

namespace HttpLab.Results.Markdown;

/// <summary>
/// Makes arbitrary text (case names, warnings, machine names) safe inside a Markdown paragraph or table cell.
/// </summary>
internal static class MarkdownText
{
    public static string Escape(string text)
    {
        var builder = new StringBuilder(text.Length);
        for (var index = 0; index < text.Length; index++)
        {
            var current = text[index];
            switch (current)
            {
                case '\r' when index + 1 < text.Length && text[index + 1] == '\n':
                    break;
                case '\r' or '\n':
                    // A line break would end the table row or the list item.
                    builder.Append(' ');
                    break;
                case '\\' or '`' or '*' or '[' or ']' or '<' or '>' or '|':
                    // '<' would start raw HTML (GetAsync<T> would vanish), '|' would split a table cell.
                    builder.Append('\\').Append(current);
                    break;
                case '_' when !IsInsideWord(text, index):
                    // GitHub ignores '_' inside words, so GetAsync_ReadAsStringAsync stays readable unescaped.
                    builder.Append("\\_");
                    break;
                default:
                    builder.Append(current);
                    break;
            }
        }

        return builder.ToString();
    }

    private static bool IsInsideWord(string text, int index) =>
        index > 0
        && index + 1 < text.Length
        && char.IsLetterOrDigit(text[index - 1])
        && char.IsLetterOrDigit(text[index + 1]);
}
