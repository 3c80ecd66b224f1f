namespace HttpLab.Results.Tests.Support;

/// <summary>A run of the json study on two runtimes, one of which was slower in one case, and Mono skipped.</summary>
internal static class SampleRuntimeRuns
{
    public static RunResult Json() => SampleRuns.Completed() with
    {
        Environment = SampleRuns.Environment with
        {
            StudyRuntimes =
            [
                new StudyRuntimeInfo { Name = "net8.0", Version = ".NET 8.0.31" },
                new StudyRuntimeInfo { Name = "net10.0", Version = ".NET 10.0.12" },
                new StudyRuntimeInfo { Name = "mono", Skipped = "Mono is not installed (no mono on PATH)" },
            ],
        },
        Suites = [SampleRuns.Json() with { Runtimes = Comparison() }],
    };

    private static RuntimeComparison Comparison() => new()
    {
        BaselineRuntime = "net8.0",
        Runtimes = ["net8.0", "net10.0"],
        Threshold = 0.05,
        NoiseNs = 0.5,
        Rows =
        [
            new RuntimeComparisonRow
            {
                Case = "GetStreamAsync",
                Parameters = new Dictionary<string, ParameterValue> { ["size"] = ParameterValue.Of(10) },
                Cells =
                [
                    new RuntimeComparisonCell { Runtime = "net8.0", MedianNs = 56_000 },
                    new RuntimeComparisonCell
                    {
                        Runtime = "net10.0", MedianNs = 112_000, Ratio = 2.0, Verdict = "slower", PValue = 0.0001,
                    },
                ],
            },
            new RuntimeComparisonRow
            {
                Case = "GetStringAsync",
                Parameters = new Dictionary<string, ParameterValue> { ["size"] = ParameterValue.Of(10) },
                Cells =
                [
                    new RuntimeComparisonCell { Runtime = "net8.0", Missing = "not measured on this runtime" },
                    new RuntimeComparisonCell { Runtime = "net10.0", MedianNs = 1_500 },
                ],
            },
        ],
    };
}
