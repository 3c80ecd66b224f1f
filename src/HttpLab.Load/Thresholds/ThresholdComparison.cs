namespace HttpLab.Load.Thresholds;

/// <summary>How a <see cref="LoadThreshold"/>'s measured value must relate to its limit to pass.</summary>
public enum ThresholdComparison
{
    /// <summary><c>&lt;</c>: strictly below.</summary>
    Below,

    /// <summary><c>&lt;=</c>: at most.</summary>
    AtMost,

    /// <summary><c>&gt;</c>: strictly above.</summary>
    Above,

    /// <summary><c>&gt;=</c>: at least.</summary>
    AtLeast,
}
