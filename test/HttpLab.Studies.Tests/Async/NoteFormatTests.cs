using HttpLab.Results;
using HttpLab.Studies.Async;
using HttpLab.Studies.Async.Adapters;

namespace HttpLab.Studies.Tests.Async;

public sealed class NoteFormatTests
{
    private static readonly double[] Iterations =
    [
        100_000, 101_200, 99_400, 102_300, 98_900, 100_700, 99_800, 101_900,
        100_300, 98_600, 101_400, 99_100, 100_900, 102_800, 99_600,
    ];

    [Fact]
    public void JudgedRatio_SameIterations_SaysNoDifferenceShown()
    {
        var text = NoteFormat.JudgedRatio(1.01, Case("a", Iterations), Case("b", Iterations));

        Assert.Equal("1.0x, no difference shown", text);
    }

    [Fact]
    public void JudgedRatio_TwiceAsSlow_JustTheRatio()
    {
        var text = NoteFormat.JudgedRatio(2.0, Case("a", Iterations), Case("b", Scaled(2)));

        Assert.Equal("2.0x", text);
    }

    [Fact]
    public void JudgedRatio_ThreeIterationsEach_TooFewToTell()
    {
        var text = NoteFormat.JudgedRatio(2.0, Case("a", Iterations[..3]), Case("b", Scaled(2)[..3]));

        Assert.Equal("2.0x, too few iterations to tell", text);
    }

    [Fact]
    public void JudgedRatio_NoIterations_JustTheRatio()
    {
        Assert.Equal("1.3x", NoteFormat.JudgedRatio(1.3, Case("a", []), Case("b", Iterations)));
    }

    [Theory]
    [InlineData(1.0, "No difference from C# shown")]
    [InlineData(1.5, "a call over C#, a difference the test on their iterations calls real")]
    [InlineData(0.5, "Both F# versions are faster than C# here")]
    public void AdapterHttpNote_SaysADifferenceOnlyWhereTheTestCallsItReal(double fSharpScale, string expected)
    {
        var cases = new CaseLookup(
        [
            Case(nameof(AdapterBenchmarks.Baseline_CSharpHttp), Iterations),
            Case(nameof(AdapterBenchmarks.FSharpTaskHttp), Scaled(fSharpScale)),
            Case(nameof(AdapterBenchmarks.FSharpAsyncHttp), Scaled(fSharpScale * 0.99)),
        ]);

        var note = AdapterNotes.Http(cases);

        Assert.NotNull(note);
        Assert.Contains(expected, note, StringComparison.Ordinal);
    }

    private static double[] Scaled(double factor) => Iterations.Select(value => value * factor).ToArray();

    private static CaseResult Case(string name, double[] iterations) => new()
    {
        Name = name,
        Metrics = new Dictionary<string, double>
        {
            [MetricCatalog.MeanNs.Name] = iterations.Length == 0 ? 100_000 : iterations.Average(),
            [MetricCatalog.AllocatedBytesPerOp.Name] = 1_000,
        },
        IterationsNs = iterations,
    };
}
