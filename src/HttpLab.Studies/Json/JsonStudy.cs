using System.Diagnostics;
using HttpLab.Contracts.Weather;
using HttpLab.Results;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Json;

/// <summary>
/// The nine ways (and a source-generated tenth) to GET and deserialize JSON, by payload size, every response
/// validated.
/// </summary>
public sealed class JsonStudy : IStudy
{
    public static IReadOnlyList<int> DefaultSizes { get; } = [10, 100, 1000, 10000];

    // The runtime promotes a method after 30 calls, and with dynamic PGO twice (to an instrumented tier, then to
    // optimized code), each time compiling in the background after a 100 ms delay: calls alone are not enough, time is
    // needed too.
    private const int WarmUpCallsPerRound = 16;
    private const int MinWarmUpRounds = 4;
    private static readonly TimeSpan MinWarmUpTime = TimeSpan.FromSeconds(2);
    private static readonly TimeSpan TieringDelay = TimeSpan.FromMilliseconds(500);

    private readonly IReadOnlyList<int> sizes;

    public JsonStudy(IReadOnlyList<int> sizes)
    {
        ArgumentNullException.ThrowIfNull(sizes);
        if (sizes.Count == 0)
        {
            throw new ArgumentException("The JSON study needs at least one payload size.", nameof(sizes));
        }

        this.sizes = sizes;
    }

    public string Name => "json";

    public string Title => "JSON client patterns";

    public string Description => "Ten ways to GET and deserialize a JSON list with HttpClient, by payload size: time "
        + "and allocations.";

    public async Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(context);
        var settings = new JsonStudySettings(context.TargetUrl, sizes);
        await PreflightAsync(settings, cancellationToken).ConfigureAwait(false);
        await WarmUpAsync(settings, context.Profile, cancellationToken).ConfigureAwait(false);

        settings.ApplyToEnvironment();
        var slowdown = InjectedSlowdown.FromEnvironment();
        var template = new SuiteResult
        {
            Name = Name,
            Title = Title,
            Engine = "BenchmarkDotNet",
            Baseline = JsonPattern.BaselineName,
            GroupBy = ["size"],
            TargetUrl = context.TargetUrl.ToString(),
            Warnings =
            [
                "Every invocation includes validating the deserialized list (count and checksum), an O(size) cost that "
                    + "is the same for every pattern.",
                .. slowdown is null ? Array.Empty<string>() : [slowdown.Warning],
            ],
            Cases = [],
        };

        // BenchmarkDotNet's engine is synchronous and has no cancellation; it runs on a pool thread so the caller can
        // stop waiting.
        return await Task.Run(
            () => BenchmarkStudyRunner.Run(typeof(JsonBenchmarks), context, template),
            cancellationToken).ConfigureAwait(false);
    }

    /// <summary>
    /// Fetches every size once with every pattern and validates it, so a broken pattern stops the study before any
    /// timing.
    /// </summary>
    public static Task<int> PreflightAsync(JsonStudySettings settings, CancellationToken cancellationToken) =>
        FetchAllAsync(settings, invocationsPerPattern: 1, cancellationToken);

    /// <summary>
    /// Benchmarks run in this one process, so without this the first case measured would also pay for the tiered JIT
    /// promoting HttpClient's and System.Text.Json's shared code paths, which every later case then gets for free.
    /// With 32 calls per pattern and no more, the first case still measured skewed (bimodal, error half its mean).
    /// </summary>
    private static async Task WarmUpAsync(
        JsonStudySettings settings, StudyProfile profile, CancellationToken cancellationToken)
    {
        // A smoke run checks that everything works; its numbers are not a measurement, so one round is enough.
        var (rounds, time) = profile == StudyProfile.Smoke ? (1, TimeSpan.Zero) : (MinWarmUpRounds, MinWarmUpTime);
        var started = Stopwatch.GetTimestamp();
        for (var round = 0; round < rounds || Stopwatch.GetElapsedTime(started) < time; round++)
        {
            await FetchAllAsync(settings, WarmUpCallsPerRound, cancellationToken).ConfigureAwait(false);
        }

        await Task.Delay(TieringDelay, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>Fetches and validates every size with every pattern; returns how many responses it validated.</summary>
    private static async Task<int> FetchAllAsync(
        JsonStudySettings settings, int invocationsPerPattern, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(settings);
        var validated = 0;
        using var client = JsonStudyClient.Create();
        foreach (var size in settings.Sizes)
        {
            var url = settings.WeatherUrl(size);
            var expectation = await WeatherExpectation.FetchAsync(
                client, url, size, cancellationToken).ConfigureAwait(false);
            foreach (var pattern in JsonPattern.All)
            {
                for (var invocation = 0; invocation < invocationsPerPattern; invocation++)
                {
                    List<WeatherForecast>? items;
                    try
                    {
                        items = await pattern.Fetch(client, url, cancellationToken).ConfigureAwait(false);
                    }
                    catch (Exception exception)
                        when (exception is HttpRequestException or System.Text.Json.JsonException)
                    {
                        throw new PayloadValidationException(
                            $"{pattern.Name} at size {size}: {FailureMessage.Of(exception)}", exception);
                    }

                    expectation.Validate(pattern.Name, items);
                    validated++;
                }
            }
        }

        return validated;
    }
}
