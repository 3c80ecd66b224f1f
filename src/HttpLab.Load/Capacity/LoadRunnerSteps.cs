namespace HttpLab.Load.Capacity;

/// <summary>
/// The real steps: each one a
/// <see cref="LoadRunner.RunAsync(LoadOptions, IProgress{LoadProgress}?, CancellationToken)"/>.
/// </summary>
internal sealed class LoadRunnerSteps : ICapacityStepRunner
{
    public static LoadRunnerSteps Instance { get; } = new();

    public Task<LoadReport> RunAsync(
        LoadOptions options, IProgress<LoadProgress>? progress, CancellationToken cancellationToken) =>
        LoadRunner.RunAsync(options, progress, cancellationToken);
}
