namespace HttpLab.Clients.Framework;

/// <summary>One measured case as the output file carries it.</summary>
internal sealed class MeasuredCase(
    string name,
    int bodyBytes,
    long operationsPerIteration,
    IReadOnlyList<double> iterationsNs,
    double meanNs,
    long validated)
{
    public string Name { get; } = name;

    public int BodyBytes { get; } = bodyBytes;

    /// <summary>The invocations in each measured iteration, which BenchmarkDotNet's pilot chose.</summary>
    public long OperationsPerIteration { get; } = operationsPerIteration;

    /// <summary>
    /// BenchmarkDotNet's result iterations, in nanoseconds per operation: the measured workload iterations less the
    /// measured overhead, upper outliers removed, as its statistics take them.
    /// </summary>
    public IReadOnlyList<double> IterationsNs { get; } = iterationsNs;

    /// <summary>BenchmarkDotNet's own mean of <see cref="IterationsNs"/>, against which the reader checks its own.
    /// </summary>
    public double MeanNs { get; } = meanNs;

    /// <summary>
    /// Echoes of this case checked and found equal to the body sent, over every BenchmarkDotNet stage.
    /// </summary>
    public long ValidatedResponses { get; } = validated;
}
