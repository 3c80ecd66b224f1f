using HttpLab.Results.Csv;

namespace HttpLab.Compare.Reports;

/// <summary>compare.csv: one row per compared case, raw numbers, units in the column names.</summary>
public static class CompareCsv
{
    public const string FileName = "compare.csv";

    public static CsvWriter Render(RunComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        var csv = new CsvWriter(
        [
            "suite", "case", "baseMedianNs", "diffMedianNs", "ratio", "pValue", "verdict",
            "baseAllocatedBytesPerOp", "diffAllocatedBytesPerOp",
        ]);
        foreach (var @case in comparison.Cases)
        {
            csv.Text(@case.Suite).Text(@case.Case);
            Number(csv, @case.Time.BaseMedianNs);
            Number(csv, @case.Time.DiffMedianNs);
            Number(csv, @case.Time.Ratio);
            Number(csv, @case.Time.PValue);
            csv.Text(@case.Time.Verdict.ToString());
            Number(csv, @case.BaseAllocatedBytes);
            Number(csv, @case.DiffAllocatedBytes);
            csv.EndRow();
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
}
