namespace HttpLab.Load;

/// <summary>Measured errors by kind.</summary>
public readonly record struct LoadErrorCounts(long Refused, long Reset, long Timeout, long Unparsable, long NotSent)
{
    public long Total => Refused + Reset + Timeout + Unparsable + NotSent;

    /// <summary>The count of one kind.</summary>
    public long this[LoadErrorKind kind] => kind switch
    {
        LoadErrorKind.Refused => Refused,
        LoadErrorKind.Reset => Reset,
        LoadErrorKind.Timeout => Timeout,
        LoadErrorKind.Unparsable => Unparsable,
        LoadErrorKind.NotSent => NotSent,
        _ => throw new ArgumentOutOfRangeException(nameof(kind), kind, "Unknown error kind."),
    };
}
