namespace HttpLab.Load.Capacity;

/// <summary>
/// Runs one step of a capacity search: a constant-rate open-model load run
/// (<see cref="LoadRunner.RunAsync(LoadOptions, IProgress{LoadProgress}?, CancellationToken)"/> in production). A seam,
/// so that the search's decisions can be tested on scripted runs.
/// </summary>
public interface ICapacityStepRunner
{
    /// <summary>Runs <paramref name="options"/> and returns what it measured (incomplete when cancelled).</summary>
    Task<LoadReport> RunAsync(
        LoadOptions options, IProgress<LoadProgress>? progress, CancellationToken cancellationToken);
}
