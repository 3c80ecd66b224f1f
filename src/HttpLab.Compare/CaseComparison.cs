namespace HttpLab.Compare;

/// <summary>
/// One case found in both runs: its suite, its name with its parameters ("GetStreamAsync [size=10]"), the time
/// verdict from its iteration samples, and its allocated bytes per operation in each run (exact, not tested).
/// </summary>
public sealed record CaseComparison(
    string Suite, string Case, SampleComparison Time, double? BaseAllocatedBytes, double? DiffAllocatedBytes);
