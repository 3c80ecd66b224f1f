using System.Collections.Concurrent;
using System.Globalization;
using System.Runtime.CompilerServices;

namespace HttpLab.Clients.Framework;

/// <summary>
/// Counts the validated echoes of each case and keeps the first failure. BenchmarkDotNet creates the benchmark objects
/// itself and only logs what a benchmark throws, so the count and the reason live here, where the output reads them.
/// </summary>
internal static class EchoTally
{
    private static readonly ConcurrentDictionary<string, StrongBox<long>> Counts = new(StringComparer.Ordinal);
    private static string? firstFailure;

    /// <summary>The first echo that failed, as its exception said; null while none has.</summary>
    public static string? FirstFailure => Volatile.Read(ref firstFailure);

    public static void Validated(string caseName, int bodyBytes) =>
        Interlocked.Increment(ref Counts.GetOrAdd(Key(caseName, bodyBytes), _ => new StrongBox<long>()).Value);

    public static void Failed(Exception exception)
    {
        var cause = exception is AggregateException aggregate ? aggregate.GetBaseException() : exception;
        Interlocked.CompareExchange(ref firstFailure, cause.Message, null);
    }

    /// <summary>Forgets the pre-flight's echoes, so each count is BenchmarkDotNet's alone.</summary>
    public static void Reset() => Counts.Clear();

    public static long Count(string caseName, int bodyBytes) =>
        Counts.TryGetValue(Key(caseName, bodyBytes), out var count) ? Interlocked.Read(ref count.Value) : 0;

    private static string Key(string caseName, int bodyBytes) =>
        caseName + "/" + bodyBytes.ToString(CultureInfo.InvariantCulture);
}
