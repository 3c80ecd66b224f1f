using System.Text;

namespace HttpLab.Results.Markdown;

/// <summary>
/// Renders a whole run as report.md: what ran, what it found and what to doubt, then one section per suite, and the
/// machine it ran on last.
/// </summary>
internal static class MarkdownReport
{
    public static string Render(RunResult run)
    {
        // '\n' everywhere, never Environment.NewLine: the same run must give the same bytes on every machine.
        var builder = new StringBuilder();
        RunSection.Write(builder, run);
        builder.Append('\n');
        FindingsSection.Write(builder, run);
        foreach (var suite in run.Suites)
        {
            SuiteSection.Write(builder, suite);
            builder.Append('\n');
        }

        RunSection.WriteEnvironment(builder, run.Environment);
        return builder.ToString();
    }
}
