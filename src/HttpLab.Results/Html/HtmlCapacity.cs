using System.Globalization;
using System.Text;

namespace HttpLab.Results.Html;

/// <summary>
/// A capacity search in report.html (<c>httplab load --find-max</c>): the answer, the latency-throughput curve (p50,
/// p99 and p99.9 of every judged step against its rate, the SLO's latency limit dashed) beside the table of every
/// step; nothing for a suite without one.
/// </summary>
internal static class HtmlCapacity
{
    private const double MicrosecondsPerMillisecond = 1_000;

    public static void Write(StringBuilder html, SuiteResult suite)
    {
        if (suite.Capacity is not { } capacity)
        {
            return;
        }

        var found = capacity.Answer is "found" or "atLeast";
        html.Append("<h3>Capacity at ").Append(HtmlText.Encode(string.Join(" and ", capacity.Slo))).Append("</h3>\n")
            .Append("<p class=\"").Append(found ? "threshold-pass" : "threshold-fail").Append("\">")
            .Append(HtmlText.Encode(capacity.Text)).Append("</p>\n");
        var chart = Chart(capacity);
        html.Append("<div class=\"group-grid").Append(chart is null ? string.Empty : " with-chart").Append("\"><div>");
        Table(capacity).WriteTo(html);
        html.Append("</div>");
        chart?.WriteTo(html);
        html.Append("</div>\n");
    }

    /// <summary>Rate against p50, p99 and p99.9 in milliseconds; null with fewer than two judged steps.</summary>
    internal static LineChart? Chart(CapacityResult capacity)
    {
        // One point per rate: a rate run again (after a generator-limited or burst step) is judged by its last step.
        var steps = capacity.Steps
            .Where(step => step.Verdict is "passed" or "failed" && step.P50Us is not null)
            .GroupBy(step => step.RateRps)
            .Select(group => group.Last())
            .OrderBy(step => step.RateRps)
            .ToArray();
        if (steps.Length < 2)
        {
            return null;
        }

        var rates = steps.Select(step => step.RateRps).ToArray();
        var series = new List<LineSeries>
        {
            new("p50", rates, steps.Select(step => step.P50Us!.Value / MicrosecondsPerMillisecond).ToArray()),
            new("p99", rates, steps.Select(step => step.P99Us!.Value / MicrosecondsPerMillisecond).ToArray()),
            new("p99.9", rates, steps.Select(step => step.P999Us!.Value / MicrosecondsPerMillisecond).ToArray()),
        };
        if (capacity.LatencyLimitUs is { } limit)
        {
            var ms = limit / MicrosecondsPerMillisecond;
            series.Add(new LineSeries("SLO limit", [rates[0], rates[^1]], [ms, ms], Dashed: true));
        }

        return new LineChart(
            "capacity", "Latency against request rate (every request, from its intended send time)", "rate",
            "Target rate (req/s)", "ms", "ms", series, LogY: true);
    }

    private static HtmlTable Table(CapacityResult capacity)
    {
        var table = new HtmlTable("capacity")
            .AddColumn("Step", numeric: true, key: "number")
            .AddColumn("Rate", numeric: true, key: "rateRps")
            .AddColumn("Verdict", key: "verdict")
            .AddColumn("Achieved", numeric: true, key: "achievedRps")
            .AddColumn("p50", numeric: true, key: "p50Us")
            .AddColumn("p99", numeric: true, key: "p99Us")
            .AddColumn("p99.9", numeric: true, key: "p999Us")
            .AddColumn("SLO", key: "slo");
        foreach (var step in capacity.Steps)
        {
            var verdict = step.Verdict switch
            {
                "passed" => new HtmlCell(step.Confident ? "pass" : "pass*", CssClass: "threshold-pass"),
                "failed" => new HtmlCell(step.Confident ? "FAIL" : "FAIL*", CssClass: "threshold-fail"),
                "generatorLimited" => new HtmlCell("generator-limited"),
                "burst" => new HtmlCell("burst, run again"),
                _ => new HtmlCell("interrupted"),
            };
            var slo = string.Join("; ", step.Slo.Select(judgement => judgement.MeasuredText));
            table.AddRow(
            [
                new HtmlCell(step.Number.ToString(CultureInfo.InvariantCulture), step.Number),
                new HtmlCell(Number(step.RateRps, "#,0.##") + " req/s", step.RateRps),
                verdict,
                new HtmlCell(step.AchievedRps is { } achieved ? Number(achieved, "#,0.#") : "–", step.AchievedRps),
                Latency(step.P50Us),
                Latency(step.P99Us),
                Latency(step.P999Us),
                step.Note is { } note ? $"{slo} ({note})" : slo,
            ]);
        }

        return table;
    }

    private static HtmlCell Latency(double? microseconds) => microseconds is { } value
        ? new HtmlCell(Number(value / MicrosecondsPerMillisecond, "#,0.000") + " ms", value)
        : new HtmlCell("–");

    private static string Number(double value, string format) => value.ToString(format, CultureInfo.InvariantCulture);
}
