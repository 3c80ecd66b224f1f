using System.Text;
using System.Text.Encodings.Web;
using System.Text.Json;
using HttpLab.Results;

namespace HttpLab.Compare.Reports;

/// <summary>
/// compare.json: the whole comparison in results.json's style (docs/compare-schema.md): camelCase, indented, numbers
/// only finite (a number that could not be computed is null), verdicts as camelCase strings.
/// </summary>
public static class CompareJson
{
    public const string FileName = "compare.json";

    /// <summary>The version of compare.json's layout, changed as results.json's is.</summary>
    public const int SchemaVersion = 1;

    private static readonly JsonWriterOptions Options = new()
    {
        Indented = true,
#if NET9_0_OR_GREATER
        // compare.json is written by httplab on .NET 10; the .NET 8 build only serves the study runners' verdicts.
        NewLine = "\n",
#endif
        Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
    };

    public static string Render(
        (RunResult Run, string Path) baseRun,
        (RunResult Run, string Path) diffRun,
        RunComparison comparison,
        ComparisonThresholds thresholds)
    {
        ArgumentNullException.ThrowIfNull(baseRun.Run);
        ArgumentNullException.ThrowIfNull(diffRun.Run);
        ArgumentNullException.ThrowIfNull(comparison);
        ArgumentNullException.ThrowIfNull(thresholds);
        using var stream = new MemoryStream();
        using (var writer = new Utf8JsonWriter(stream, Options))
        {
            writer.WriteStartObject();
            writer.WriteNumber("schemaVersion", SchemaVersion);
            Run(writer, "base", baseRun.Run, baseRun.Path);
            Run(writer, "diff", diffRun.Run, diffRun.Path);
            writer.WriteStartObject("thresholds");
            writer.WriteNumber("relative", thresholds.Relative);
            writer.WriteNumber("noiseNs", thresholds.NoiseNs);
            writer.WriteNumber("alpha", SampleComparer.Alpha.Value);
            writer.WriteEndObject();
            writer.WriteStartObject("bootstrap");
            writer.WriteNumber("confidenceLevel", DistributionBootstrap.ConfidenceLevel);
            writer.WriteNumber("resamples", DistributionBootstrap.Resamples);
            writer.WriteNumber("seed", DistributionBootstrap.Seed);
            writer.WriteNumber("valuesBeyondPercentile", DistributionBootstrap.ValuesBeyondPercentile);
            writer.WriteEndObject();
            Summary(writer, comparison);
            Strings(
                writer,
                "warnings",
                CompareText.Warnings(comparison).Concat(CompareText.DifferenceWarnings(comparison)));
            writer.WriteStartArray("cases");
            foreach (var @case in comparison.Cases)
            {
                Case(writer, @case);
            }

            writer.WriteEndArray();
            writer.WriteStartArray("distributions");
            foreach (var distribution in comparison.Distributions)
            {
                Distribution(writer, distribution);
            }

            writer.WriteEndArray();
            Strings(writer, "onlyInBase", comparison.OnlyInBase);
            Strings(writer, "onlyInDiff", comparison.OnlyInDiff);
            Strings(writer, "withoutSamples", comparison.WithoutSamples);
            writer.WriteEndObject();
        }

        return Encoding.UTF8.GetString(stream.ToArray()) + "\n";
    }

    /// <summary>"same", "faster", "slower", "unknown".</summary>
    public static string Name(Verdict verdict) => verdict.ToString().ToLowerInvariant();

    private static void Run(Utf8JsonWriter writer, string name, RunResult run, string path)
    {
        writer.WriteStartObject(name);
        writer.WriteString("runId", run.RunId);
        writer.WriteString("path", path);
        writer.WriteString("profile", run.Profile);
        writer.WriteBoolean("complete", run.Complete);
        writer.WriteEndObject();
    }

    private static void Summary(Utf8JsonWriter writer, RunComparison comparison)
    {
        writer.WriteStartObject("summary");
        Counts(writer, "cases", comparison.Cases.Select(@case => @case.Time.Verdict));
        Counts(writer, "distributions", comparison.Distributions.Select(distribution => distribution.Verdict));
        Number(writer, "geometricMeanRatio", comparison.GeometricMeanRatio);
        writer.WriteString("text", CompareText.Summary(comparison));
        writer.WriteEndObject();
    }

    private static void Counts(Utf8JsonWriter writer, string name, IEnumerable<Verdict> verdicts)
    {
        var all = verdicts.ToArray();
        writer.WriteStartObject(name);
        writer.WriteNumber("compared", all.Length);
        foreach (var verdict in Enum.GetValues<Verdict>())
        {
            writer.WriteNumber(Name(verdict), all.Count(each => each == verdict));
        }

        writer.WriteEndObject();
    }

    private static void Case(Utf8JsonWriter writer, CaseComparison @case)
    {
        writer.WriteStartObject();
        writer.WriteString("suite", @case.Suite);
        writer.WriteString("case", @case.Case);
        writer.WriteString("verdict", Name(@case.Time.Verdict));
        Number(writer, "baseMedianNs", @case.Time.BaseMedianNs);
        Number(writer, "diffMedianNs", @case.Time.DiffMedianNs);
        Number(writer, "ratio", @case.Time.Ratio);
        Number(writer, "pValue", @case.Time.PValue);
        Number(writer, "launchSpread", @case.Time.LaunchSpread);
        if (@case.Time.Reason is { } reason)
        {
            writer.WriteString("reason", reason);
        }

        Number(writer, "baseAllocatedBytesPerOp", @case.BaseAllocatedBytes);
        Number(writer, "diffAllocatedBytesPerOp", @case.DiffAllocatedBytes);
        writer.WriteEndObject();
    }

    private static void Distribution(Utf8JsonWriter writer, DistributionComparison distribution)
    {
        writer.WriteStartObject();
        writer.WriteString("suite", distribution.Suite);
        writer.WriteString("case", distribution.Case);
        writer.WriteString("metric", distribution.Metric);
        writer.WriteString("verdict", Name(distribution.Verdict));
        writer.WriteString("baseSamples", CompareText.Source(distribution.BaseSource));
        writer.WriteString("diffSamples", CompareText.Source(distribution.DiffSource));
        writer.WriteNumber("resamples", distribution.Resamples);
        writer.WriteStartArray("statistics");
        foreach (var statistic in distribution.Statistics)
        {
            writer.WriteStartObject();
            writer.WriteString("statistic", DistributionBootstrap.Name(statistic.Statistic));
            Number(writer, "baseUs", statistic.Base);
            Number(writer, "diffUs", statistic.Diff);
            Number(writer, "ratio", statistic.Ratio);
            Number(writer, "ratioLow", statistic.RatioLow);
            Number(writer, "ratioHigh", statistic.RatioHigh);
            writer.WriteString("verdict", Name(statistic.Verdict));
            if (statistic.Reason is { } reason)
            {
                writer.WriteString("reason", reason);
            }
            else
            {
                writer.WriteNull("reason");
            }

            writer.WriteEndObject();
        }

        writer.WriteEndArray();
        writer.WriteEndObject();
    }

    private static void Number(Utf8JsonWriter writer, string name, double? value)
    {
        if (value is { } number && double.IsFinite(number))
        {
            writer.WriteNumber(name, number);
        }
        else
        {
            writer.WriteNull(name);
        }
    }

    private static void Strings(Utf8JsonWriter writer, string name, IEnumerable<string> values)
    {
        writer.WriteStartArray(name);
        foreach (var value in values)
        {
            writer.WriteStringValue(value);
        }

        writer.WriteEndArray();
    }
}
