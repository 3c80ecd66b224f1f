using System.Text;

namespace HttpLab.Results.Markdown;

/// <summary>
/// A GitHub-flavoured Markdown table padded so it also reads as plain text, like BenchmarkDotNet's GitHub exporter.
/// Cells are written as given: callers escape text with <see cref="MarkdownText.Escape"/>.
/// </summary>
internal sealed class MarkdownTable
{
    private readonly List<(string Header, bool RightAligned)> columns = [];
    private readonly List<IReadOnlyList<string>> rows = [];

    public MarkdownTable AddColumn(string header, bool rightAligned = false)
    {
        columns.Add((header, rightAligned));
        return this;
    }

    public void AddRow(IReadOnlyList<string> cells)
    {
        if (cells.Count != columns.Count)
        {
            throw new ArgumentException($"A row needs {columns.Count} cells, not {cells.Count}.", nameof(cells));
        }

        rows.Add(cells);
    }

    public void WriteTo(StringBuilder builder)
    {
        var widths = columns
            .Select((column, index) =>
                rows.Select(row => row[index].Length).Append(column.Header.Length).Append(3).Max())
            .ToArray();

        WriteRow(builder, columns.Select(column => column.Header).ToArray(), widths);
        builder.Append('|');
        for (var index = 0; index < columns.Count; index++)
        {
            builder.Append(columns[index].RightAligned
                ? new string('-', widths[index] + 1) + ":"
                : ":" + new string('-', widths[index] + 1));
            builder.Append('|');
        }

        builder.Append('\n');
        foreach (var row in rows)
        {
            WriteRow(builder, row, widths);
        }
    }

    private void WriteRow(StringBuilder builder, IReadOnlyList<string> cells, int[] widths)
    {
        builder.Append('|');
        for (var index = 0; index < cells.Count; index++)
        {
            var cell = columns[index].RightAligned
                ? cells[index].PadLeft(widths[index])
                : cells[index].PadRight(widths[index]);
            builder.Append(' ').Append(cell).Append(" |");
        }

        builder.Append('\n');
    }
}
