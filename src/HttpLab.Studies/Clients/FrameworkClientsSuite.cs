using System.Globalization;
using BenchmarkDotNet.Mathematics;
using HttpLab.Results;

namespace HttpLab.Studies.Clients;

/// <summary>
/// Checks HttpLab.Clients.Framework's output against what was asked and turns it into the clients suite's cases, with
/// each case's statistics computed from its result iterations by BenchmarkDotNet's <see cref="Statistics"/>, as the
/// .NET cases' are.
/// </summary>
internal static class FrameworkClientsSuite
{
    // BenchmarkDotNet's own mean, written by the child, must agree with the one computed here to this relative error.
    private const double MeanTolerance = 1e-9;

    private static readonly string[] Kinds = [nameof(ClientKind.SharedHttpClient), nameof(ClientKind.HttpWebRequest)];

    /// <summary>The cases asked for, in the order they are reported: by body size, the baseline first.</summary>
    public static IReadOnlyList<(string Name, int BodyBytes)> Expected(IReadOnlyList<int> bodySizes) =>
        bodySizes.SelectMany(size => Kinds.Select(kind => (kind, size))).ToArray();

    /// <summary>The cases, or a one-line reason the output cannot be trusted.</summary>
    public static IReadOnlyList<CaseResult> Cases(
        FrameworkClientsOutput output, IReadOnlyList<int> bodySizes, string file)
    {
        if (output.Format != FrameworkClientsOutput.CurrentFormat)
        {
            throw Failed($"{file} is in format '{output.Format}', not {FrameworkClientsOutput.CurrentFormat}");
        }

        var expected = Expected(bodySizes);
        var found = output.Cases.Select(@case => (@case.Name, @case.Parameters.BodyBytes)).ToArray();
        if (!found.SequenceEqual(expected))
        {
            throw Failed($"{file} holds the cases {Describe(found)}; asked for {Describe(expected)}");
        }

        var statistics = output.Cases.Select(@case => Check(@case, file)).ToArray();
        var cases = new List<CaseResult>();
        for (var index = 0; index < output.Cases.Count; index++)
        {
            var @case = output.Cases[index];
            var baseline = statistics[index - index % Kinds.Length];
            cases.Add(new CaseResult
            {
                Name = @case.Name,
                IsBaseline = @case.Name == nameof(ClientKind.SharedHttpClient),
                Parameters = new Dictionary<string, ParameterValue>
                {
                    ["group"] = ParameterValue.Of(ClientGroups.WebRequestVsHttpClient),
                    ["concurrency"] = ParameterValue.Of(@case.Parameters.Concurrency),
                    ["bodyBytes"] = ParameterValue.Of(@case.Parameters.BodyBytes),
                },
                Metrics = Metrics(statistics[index], baseline),
                IterationsNs = @case.IterationsNs,
            });
        }

        return cases;
    }

    /// <summary>The metrics BenchmarkCaseMetrics reads from a BenchmarkDotNet report's result statistics.</summary>
    private static Dictionary<string, double> Metrics(Statistics statistics, Statistics baseline) => new()
    {
        [MetricCatalog.MeanNs.Name] = statistics.Mean,
        [MetricCatalog.ErrorNs.Name] = statistics.ConfidenceInterval.Margin,
        [MetricCatalog.StdDevNs.Name] = statistics.StandardDeviation,
        [MetricCatalog.MedianNs.Name] = statistics.Median,
        [MetricCatalog.P95Ns.Name] = statistics.Percentiles.P95,
        [MetricCatalog.Iterations.Name] = statistics.N,
        [MetricCatalog.Ratio.Name] = statistics.Mean / baseline.Mean,
    };

    private static Statistics Check(FrameworkClientsCase @case, string file)
    {
        var label = string.Create(
            CultureInfo.InvariantCulture, $"{@case.Name} (bodyBytes={@case.Parameters.BodyBytes})");
        if (@case.Parameters.Group != ClientGroups.WebRequestVsHttpClient || @case.Parameters.Concurrency != 1)
        {
            throw Failed($"{file}: {label} is in group '{@case.Parameters.Group}' at concurrency "
                + $"{@case.Parameters.Concurrency}, not {ClientGroups.WebRequestVsHttpClient} at 1");
        }

        if (@case.IterationsNs.Count == 0
            || @case.IterationsNs.Any(value => !double.IsFinite(value) || value <= 0)
            || @case.OperationsPerIteration <= 0)
        {
            throw Failed($"{file}: {label} has no usable iterations (each needs a positive time and operation "
                + "count)");
        }

        var measuredOperations = @case.OperationsPerIteration * @case.IterationsNs.Count;
        if (@case.ValidatedResponses < measuredOperations)
        {
            throw Failed(string.Create(
                CultureInfo.InvariantCulture,
                $"echo check: {label} validated {@case.ValidatedResponses} responses but measured "
                    + $"{measuredOperations} operations, so some measured echoes went unchecked"));
        }

        var statistics = new Statistics(@case.IterationsNs);
        if (Math.Abs(statistics.Mean - @case.MeanNs) > MeanTolerance * statistics.Mean)
        {
            throw Failed(string.Create(
                CultureInfo.InvariantCulture,
                $"{file}: {label}'s mean of its iterations is {statistics.Mean} ns, but BenchmarkDotNet reported "
                    + $"{@case.MeanNs} ns"));
        }

        return statistics;
    }

    private static string Describe(IEnumerable<(string Name, int BodyBytes)> cases) =>
        string.Join(", ", cases.Select(@case => string.Create(
            CultureInfo.InvariantCulture, $"{@case.Name}/{@case.BodyBytes}")));

    private static StudyFailedException Failed(string reason) => new($"clients on Mono: {reason}.");
}
