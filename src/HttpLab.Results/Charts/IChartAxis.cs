namespace HttpLab.Results.Charts;

/// <summary>One axis of a spectrum panel: where values fall along it, where its gridlines go and what it measures.</summary>
internal interface IChartAxis
{
    /// <summary>Printed along the axis: the unit and, when not linear, the scale, e.g. "μs" or "percentile (log scale)".</summary>
    string Title { get; }

    IReadOnlyList<AxisTick> Ticks { get; }

    /// <summary>Where a value falls, 0 to 1, clamped so an outlier stays on the plot's edge instead of leaving it.</summary>
    double Fraction(double value);
}
