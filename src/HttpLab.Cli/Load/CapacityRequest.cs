namespace HttpLab.Cli.Load;

/// <summary>
/// <c>httplab load --find-max</c>'s own settings: the highest rate to try and each step's measured time (null: the
/// defaults).
/// </summary>
internal sealed record CapacityRequest(double? MaxRate, TimeSpan? Step);
