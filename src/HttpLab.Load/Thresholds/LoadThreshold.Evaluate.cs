using System.Globalization;
using HdrHistogram;

namespace HttpLab.Load.Thresholds;

public sealed partial record LoadThreshold
{
    /// <summary>
    /// Judges this threshold against <paramref name="report"/> (see the type's remarks): a run that measured nothing
    /// passes none.
    /// </summary>
    public ThresholdOutcome Evaluate(LoadReport report)
    {
        ArgumentNullException.ThrowIfNull(report);
        var measured = report.Due;
        var successes = report.SuccessLatency.TotalCount;
        var failures = Math.Max(0, measured - successes);
        if (measured == 0)
        {
            return new ThresholdOutcome(this, false, null, "nothing was measured");
        }

        return Statistic switch
        {
            ThresholdStatistic.Percentile => PercentileOutcome(report.SuccessLatency, measured, failures),
            ThresholdStatistic.Mean or ThresholdStatistic.Max when failures > 0 => Failed(failures, measured),
            ThresholdStatistic.Mean => Latency(report.SuccessLatency.GetMean()),
            ThresholdStatistic.Max => Latency(report.SuccessLatency.GetMaxValue()),
            ThresholdStatistic.Errors => Judge(failures, Invariant($"{failures:#,0} of {measured:#,0}")),
            ThresholdStatistic.ErrorShare => Share(failures * 100m / measured),
            _ => RateOutcome(report, successes),
        };
    }

    private ThresholdOutcome PercentileOutcome(HistogramBase successes, long measured, long failures)
    {
        // The percentile of every measured request with the failures above any limit: the rank-th fastest request,
        // which is a success only when the successes reach that far. Decimal keeps 99.9% of 1000 at exactly 999.
        var rank = Math.Max(1, (long)Math.Ceiling(Percentile * measured / 100m));
        if (rank > successes.TotalCount)
        {
            return Failed(failures, measured);
        }

        long seen = 0;
        foreach (var bucket in successes.RecordedValues())
        {
            seen += bucket.CountAtValueIteratedTo;
            if (seen >= rank)
            {
                return Latency(successes.HighestEquivalentValue(bucket.ValueIteratedTo));
            }
        }

        return Latency(successes.GetMaxValue());
    }

    private ThresholdOutcome RateOutcome(LoadReport report, long successes)
    {
        if (report.MeasuredTime <= TimeSpan.Zero)
        {
            return new ThresholdOutcome(this, false, null, "nothing was measured");
        }

        var rps = successes / report.MeasuredTime.TotalSeconds;
        if (Statistic == ThresholdStatistic.Rps)
        {
            return Judge(rps, Invariant($"{rps:#,0.0} successes/s"));
        }

        return report.TargetRps is { } target
            ? Share(rps * 100 / target, Invariant($" of {target:#,0.###} requests/s"))
            : new ThresholdOutcome(this, false, null, "no target rate (closed model)");
    }

    private ThresholdOutcome Failed(long failures, long measured)
    {
        var share = Percent(failures * 100m / measured);
        return new ThresholdOutcome(
            this, false, null, Invariant($"{failures:#,0} of {measured:#,0} failed ({share}), slower than any limit"));
    }

    private ThresholdOutcome Latency(double microseconds) => Judge(microseconds, LatencyText(microseconds));

    private ThresholdOutcome Share(decimal percent, string of = "") =>
        Judge(percent, (double)percent, Percent(percent) + of);

    private ThresholdOutcome Share(double percent, string of) => Judge(percent, Percent((decimal)percent) + of);

    private ThresholdOutcome Judge(double value, string text) => Judge((decimal)value, value, text);

    private ThresholdOutcome Judge(decimal value, double measured, string text)
    {
        var passed = Comparison switch
        {
            ThresholdComparison.Below => value < Limit,
            ThresholdComparison.AtMost => value <= Limit,
            ThresholdComparison.Above => value > Limit,
            _ => value >= Limit,
        };
        return new ThresholdOutcome(this, passed, measured, text);
    }

    /// <summary>"850 μs", "8.421 ms", "1.250 s".</summary>
    internal static string LatencyText(double microseconds) => microseconds switch
    {
        < 1_000 => Invariant($"{microseconds:0.#} μs"),
        < 1_000_000 => Invariant($"{microseconds / 1_000:#,0.###} ms"),
        _ => Invariant($"{microseconds / 1_000_000:#,0.###} s"),
    };

    /// <summary>"0.1%", "99.5%"; a share too small for three decimals keeps its digits, so it never reads 0%.</summary>
    private static string Percent(decimal percent) =>
        percent is > 0 and < 0.001m ? Invariant($"{percent:0.#########}%") : Invariant($"{percent:0.###}%");

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
