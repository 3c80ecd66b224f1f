using System.Text;

namespace HttpLab.Results.Markdown;

/// <summary>Renders a whole run as report.md: what ran where, then one section per suite.</summary>
internal static class MarkdownReport
{
    public static string Render(RunResult run)
    {
        // '\n' everywhere, never Environment.NewLine: the same run must give the same bytes on every machine.
        var builder = new StringBuilder();
        RunSection.Write(builder, run);
        foreach (var suite in run.Suites)
        {
            builder.Append('\n');
            SuiteSection.Write(builder, suite);
        }

        return builder.ToString();
    }
}
