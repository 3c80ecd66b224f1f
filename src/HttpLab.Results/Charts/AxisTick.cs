namespace HttpLab.Results.Charts;

/// <summary>A gridline of a panel: where it falls (0 at the axis' start, 1 at its end), and its label, empty for a minor one.</summary>
internal readonly record struct AxisTick(double Fraction, string Label)
{
    public bool IsMajor => Label.Length > 0;
}
