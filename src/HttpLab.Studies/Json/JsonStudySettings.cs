using System.Globalization;
using HttpLab.Contracts.Weather;

namespace HttpLab.Studies.Json;

/// <summary>
/// What <see cref="JsonBenchmarks"/> needs from the command line. BenchmarkDotNet instantiates the benchmark
/// class itself, so the settings travel in environment variables, which also reach an out-of-process run.
/// </summary>
public sealed record JsonStudySettings(Uri TargetUrl, IReadOnlyList<int> Sizes)
{
    private const string TargetVariable = "HTTPLAB_JSON_TARGET";
    private const string SizesVariable = "HTTPLAB_JSON_SIZES";

    public static JsonStudySettings FromEnvironment()
    {
        var target = Environment.GetEnvironmentVariable(TargetVariable)
            ?? throw new InvalidOperationException($"{TargetVariable} is not set: the JSON benchmarks run only under "
                + "'httplab run json'.");
        var sizes = (Environment.GetEnvironmentVariable(SizesVariable) ?? string.Empty)
            .Split(',', StringSplitOptions.RemoveEmptyEntries)
            .Select(size => int.Parse(size, CultureInfo.InvariantCulture))
            .ToArray();
        return new JsonStudySettings(new Uri(target), sizes);
    }

    public void ApplyToEnvironment()
    {
        Environment.SetEnvironmentVariable(TargetVariable, TargetUrl.ToString());
        Environment.SetEnvironmentVariable(
            SizesVariable, string.Join(',', Sizes.Select(size => size.ToString(CultureInfo.InvariantCulture))));
    }

    public Uri WeatherUrl(int size) => new(TargetUrl, WeatherRoutes.SizeUri(size));
}
