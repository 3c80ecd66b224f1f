using HttpLab.Results.Csv;

namespace HttpLab.Compare.Reports;

/// <summary>
/// compare.csv: one row per micro-benchmark case (statistic <c>median</c> of <c>iterationsNs</c>, with its p-value) and
/// one per statistic of each compared distribution (with its interval); raw numbers in the unit of <c>unit</c>.
/// </summary>
public static class CompareCsv
{
    public const string FileName = "compare.csv";

    public static CsvWriter Render(RunComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        var csv = new CsvWriter(
        [
            "suite", "case", "metric", "statistic", "unit", "base", "diff", "ratio", "ratioLow", "ratioHigh", "pValue",
            "verdict", "reason", "samples", "baseAllocatedBytesPerOp", "diffAllocatedBytesPerOp",
        ]);
        foreach (var @case in comparison.Cases)
        {
            csv.Text(@case.Suite).Text(@case.Case).Text("iterationsNs").Text("median").Text("ns");
            Number(csv, @case.Time.BaseMedianNs);
            Number(csv, @case.Time.DiffMedianNs);
            Number(csv, @case.Time.Ratio);
            csv.Empty().Empty();
            Number(csv, @case.Time.PValue);
            TextOrEmpty(csv.Text(@case.Time.Verdict.ToString()), @case.Time.Reason).Text("iterations");
            Number(csv, @case.BaseAllocatedBytes);
            Number(csv, @case.DiffAllocatedBytes);
            csv.EndRow();
        }

        foreach (var distribution in comparison.Distributions)
        {
            foreach (var statistic in distribution.Statistics)
            {
                csv.Text(distribution.Suite).Text(distribution.Case).Text(distribution.Metric)
                    .Text(DistributionBootstrap.Name(statistic.Statistic)).Text("us");
                Number(csv, statistic.Base);
                Number(csv, statistic.Diff);
                Number(csv, statistic.Ratio);
                Number(csv, statistic.RatioLow);
                Number(csv, statistic.RatioHigh);
                TextOrEmpty(csv.Empty().Text(statistic.Verdict.ToString()), statistic.Reason)
                    .Text(CompareText.Sources(distribution)).Empty().Empty();
                csv.EndRow();
            }
        }

        return csv;
    }

    private static void Number(CsvWriter csv, double? value)
    {
        if (value is { } number && double.IsFinite(number))
        {
            csv.Number(number);
        }
        else
        {
            csv.Empty();
        }
    }

    private static CsvWriter TextOrEmpty(CsvWriter csv, string? text) => text is null ? csv.Empty() : csv.Text(text);
}
