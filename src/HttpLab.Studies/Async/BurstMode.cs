namespace HttpLab.Studies.Async;

/// <summary>
/// How a burst's callers wait for their HTTP call: by awaiting it, or by blocking a pool thread on .Result.
/// </summary>
internal sealed record BurstMode(string Label, bool Blocks)
{
    public static readonly BurstMode Await = new("await", Blocks: false);

    public static readonly BurstMode BlockOnResult = new("block-on-result", Blocks: true);

    /// <summary>
    /// Awaiting first: the pool keeps the threads it injects for the blocking burst for a while after it drains, and
    /// the awaiting burst must not start on them.
    /// </summary>
    public static IReadOnlyList<BurstMode> InRunOrder { get; } = [Await, BlockOnResult];

    public string CaseName => $"burst/{Label}";
}
