using System.Diagnostics;
using System.Reflection;
using BenchmarkDotNet.Attributes;

namespace HttpLab.Studies.Async.Adapters;

/// <summary>
/// Runs every <see cref="AdapterBenchmarks"/> case outside BenchmarkDotNet, validating each result: once, so a broken
/// adapter or a wrong target stops a study before any timing, or for a while, as a warm-up.
/// </summary>
internal static class AdapterPreflight
{
    /// <summary>The benchmark methods, in declaration order.</summary>
    public static IReadOnlyList<MethodInfo> Cases { get; } = typeof(AdapterBenchmarks)
        .GetMethods(BindingFlags.Public | BindingFlags.Instance)
        .Where(method => method.GetCustomAttribute<BenchmarkAttribute>() is not null)
        .OrderBy(method => method.MetadataToken)
        .ToArray();

    /// <summary>
    /// Runs every case <paramref name="invocationsPerCase"/> times; returns how many results it validated.
    /// </summary>
    /// <exception cref="PayloadValidationException">
    /// A case returned something other than the catalog's cards.
    /// </exception>
    public static Task<int> RunAsync(
        AdapterBenchmarkSettings settings, int invocationsPerCase, CancellationToken cancellationToken) =>
        RunEachAsync(settings, (invocations, _) => invocations < invocationsPerCase, cancellationToken);

    /// <summary>
    /// Runs every case for <paramref name="perCase"/>. Measured in-process, the first HTTP case otherwise pays for the
    /// process warming up: with 64 calls per case beforehand it still measured about twice its later mean, while a
    /// warm-up of 2 seconds per case removed the difference (2 cores, .NET 10, target in the same process).
    /// </summary>
    /// <exception cref="PayloadValidationException">
    /// A case returned something other than the catalog's cards.
    /// </exception>
    public static Task<int> WarmUpAsync(
        AdapterBenchmarkSettings settings, TimeSpan perCase, CancellationToken cancellationToken) =>
        RunEachAsync(settings, (_, started) => Stopwatch.GetElapsedTime(started) < perCase, cancellationToken);

    private static async Task<int> RunEachAsync(
        AdapterBenchmarkSettings settings, Func<int, long, bool> keepGoing, CancellationToken cancellationToken)
    {
        var validated = 0;
        var benchmarks = new AdapterBenchmarks();
        benchmarks.Setup(settings);
        try
        {
            foreach (var method in Cases)
            {
                var started = Stopwatch.GetTimestamp();
                for (var invocations = 0; keepGoing(invocations, started); invocations++)
                {
                    cancellationToken.ThrowIfCancellationRequested();
                    await ((Task<int>)method.Invoke(
                        benchmarks,
                        BindingFlags.DoNotWrapExceptions,
                        binder: null,
                        parameters: null,
                        culture: null)!).ConfigureAwait(false);
                    validated++;
                }
            }

            return validated;
        }
        finally
        {
            benchmarks.Cleanup();
        }
    }
}
