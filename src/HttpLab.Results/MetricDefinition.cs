namespace HttpLab.Results;

/// <summary>What a metric means: the column it heads, how it is printed and the legend line that explains it.</summary>
public sealed record MetricDefinition(string Name, string Column, MetricKind Kind, string Description);
