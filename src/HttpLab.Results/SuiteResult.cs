using System.Text.Json.Serialization;

namespace HttpLab.Results;

/// <summary>One study's results: its cases, how they were measured and what looked suspect.</summary>
public sealed record SuiteResult
{
    public required string Name { get; init; }

    public required string Title { get; init; }

    /// <summary>How the numbers were produced, e.g. "BenchmarkDotNet 0.14.0, in-process, quick profile".</summary>
    public required string Engine { get; init; }

    /// <summary>The case every ratio in a group is relative to, or null when the suite has none.</summary>
    public string? Baseline { get; init; }

    /// <summary>The parameters that split cases into groups (one table per group in the report).</summary>
    public IReadOnlyList<string> GroupBy { get; init; } = [];

    public string? TargetUrl { get; init; }

    /// <summary>Measurement warnings for the whole suite, e.g. from BenchmarkDotNet's analysers.</summary>
    public IReadOnlyList<string> Warnings { get; init; } = [];

    /// <summary>
    /// What the numbers show, written by the study from what it measured (e.g. how the thread pool grew); null when it
    /// has none.
    /// </summary>
    public IReadOnlyList<string>? Notes { get; init; }

    public required IReadOnlyList<CaseResult> Cases { get; init; }

    /// <summary>
    /// The cases across runtimes, when the study ran on several (every case then has a <c>runtime</c> parameter);
    /// null (and absent from results.json) otherwise.
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public RuntimeComparison? Runtimes { get; init; }

    /// <summary>
    /// The capacity search whose steps the cases are (<c>httplab load --find-max</c>); null (and absent from
    /// results.json) otherwise.
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public CapacityResult? Capacity { get; init; }
}
