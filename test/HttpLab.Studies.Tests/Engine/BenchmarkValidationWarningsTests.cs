using System.Runtime.Loader;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Validators;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Tests.Engine;

public sealed class BenchmarkValidationWarningsTests
{
    [Fact]
    public void ValidationWarnings_BenchmarkAssemblyUnderTheTemporaryFolder_NoWarning()
    {
        // This assembly copied to the temporary folder and loaded from there, as from a clone under /tmp.
        using var temporary = new TemporaryDirectory("httplab-validation-");
        var original = typeof(InTempBenchmarks).Assembly.Location;
        var copy = Path.Combine(temporary.Path, Path.GetFileName(original));
        File.Copy(original, copy);
        var loaded = new AssemblyLoadContext("benchmarks in temp").LoadFromAssemblyPath(copy);
        var runInfo = BenchmarkConverter.TypeToBenchmarks(loaded.GetType(typeof(InTempBenchmarks).FullName!, true)!);
        var errors = ShadowCopyValidator.DontFailOnError
            .Validate(new ValidationParameters(runInfo.BenchmarksCases, runInfo.Config))
            .ToArray();

        Assert.NotEmpty(errors);
        Assert.Empty(BenchmarkSuiteBuilder.ValidationWarnings(errors));
    }

    [Fact]
    public void ValidationWarnings_OtherMessages_KeptEachOnOneLine()
    {
        ValidationError[] errors =
        [
            new(false, "Assembly HttpLab.Studies is non-optimized!\n  Please build it in Release."),
            new(false, "No exporters defined, results will not be persisted."),
            new(true, "Benchmark Parsed has no public setter for Size"),
        ];

        Assert.Equal(
            [
                "BenchmarkDotNet validation: Assembly HttpLab.Studies is non-optimized! Please build it in Release.",
                "BenchmarkDotNet validation: Benchmark Parsed has no public setter for Size",
            ],
            BenchmarkSuiteBuilder.ValidationWarnings(errors));
    }

    public class InTempBenchmarks
    {
        [Benchmark]
        public void Nothing()
        {
        }
    }
}
