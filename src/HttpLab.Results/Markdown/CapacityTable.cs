using System.Globalization;
using System.Text;

namespace HttpLab.Results.Markdown;

/// <summary>A capacity search in report.md: the answer, then a row per step (rate, verdict, latency, SLO).</summary>
internal static class CapacityTable
{
    public static void Write(StringBuilder builder, CapacityResult capacity)
    {
        builder.Append("### Capacity at ").Append(MarkdownText.Escape(string.Join(" and ", capacity.Slo)))
            .Append("\n\n**").Append(MarkdownText.Escape(capacity.Text)).Append("**\n\n");
        var table = new MarkdownTable()
            .AddColumn("Step", rightAligned: true)
            .AddColumn("Rate (req/s)", rightAligned: true)
            .AddColumn("Verdict")
            .AddColumn("Achieved (req/s)", rightAligned: true)
            .AddColumn("p50 (ms)", rightAligned: true)
            .AddColumn("p99 (ms)", rightAligned: true)
            .AddColumn("p99.9 (ms)", rightAligned: true)
            .AddColumn("SLO");
        foreach (var step in capacity.Steps)
        {
            var verdict = step.Verdict switch
            {
                "passed" => "pass",
                "failed" => "FAIL",
                "generatorLimited" => "generator-limited",
                "burst" => "burst, run again",
                _ => "interrupted",
            };
            table.AddRow(
            [
                step.Number.ToString(CultureInfo.InvariantCulture),
                Number(step.RateRps, "#,0.##"),
                step.Confident ? verdict : verdict + "*",
                step.AchievedRps is { } achieved ? Number(achieved, "#,0.#") : "–",
                Milliseconds(step.P50Us),
                Milliseconds(step.P99Us),
                Milliseconds(step.P999Us),
                MarkdownText.Escape(string.Join("; ", step.Slo.Select(slo => slo.MeasuredText))),
            ]);
        }

        table.WriteTo(builder);
        if (capacity.Steps.Any(step => !step.Confident))
        {
            builder.Append("\n\\* not decided at 95% confidence: the point estimate decided.\n");
        }

        builder.Append('\n');
    }

    private static string Milliseconds(double? microseconds) =>
        microseconds is { } value ? Number(value / 1_000, "#,0.000") : "–";

    private static string Number(double value, string format) => value.ToString(format, CultureInfo.InvariantCulture);
}
