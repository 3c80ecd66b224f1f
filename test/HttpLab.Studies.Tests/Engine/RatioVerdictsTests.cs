using HttpLab.Results;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Tests.Engine;

public sealed class RatioVerdictsTests
{
    private static readonly double[] Iterations =
    [
        100_000, 101_200, 99_400, 102_300, 98_900, 100_700, 99_800, 101_900,
        100_300, 98_600, 101_400, 99_100, 100_900, 102_800, 99_600,
    ];

    [Fact]
    public void Apply_EachCaseAgainstTheBaselineOfItsOwnGroup()
    {
        var cases = RatioVerdicts.Apply(
        [
            Case("Baseline", 10, Iterations, isBaseline: true),
            Case("Same", 10, Iterations.Reverse().ToArray()),
            Case("Slower", 10, Scaled(1.5)),
            Case("Baseline", 1000, Scaled(1.5), isBaseline: true),
            Case("Same", 1000, Scaled(1.5)),
            Case("Faster", 1000, Iterations),
            Case("TooFew", 1000, Iterations[..1]),
            Case("Unmeasured", 1000, []),
        ]);

        Assert.Equal(
            [null, "same", "slower", null, "same", "faster", "unknown", null],
            cases.Select(@case => @case.RatioVerdict));
    }

    [Fact]
    public void Apply_NoBaseline_NoVerdicts()
    {
        var cases = RatioVerdicts.Apply([Case("A", 10, Iterations), Case("B", 10, Scaled(2))]);

        Assert.All(cases, @case => Assert.Null(@case.RatioVerdict));
    }

    private static double[] Scaled(double factor) => Iterations.Select(value => value * factor).ToArray();

    private static CaseResult Case(string name, int size, double[] iterations, bool isBaseline = false) => new()
    {
        Name = name,
        Parameters = new Dictionary<string, ParameterValue> { ["size"] = ParameterValue.Of(size) },
        Metrics = new Dictionary<string, double>(),
        IterationsNs = iterations,
        IsBaseline = isBaseline,
    };
}
