namespace HttpLab.Load.Capacity;

/// <summary>What one threshold makes of one capacity step.</summary>
public enum SloDecision
{
    /// <summary>Met: with 95% confidence for a share, or by the point value for mean, max, counts and rates.</summary>
    Pass,

    /// <summary>Missed: with 95% confidence for a share, or by the point value.</summary>
    Fail,

    /// <summary>A share whose 95% interval holds the allowed share: the step cannot tell yet.</summary>
    Inconclusive,
}
