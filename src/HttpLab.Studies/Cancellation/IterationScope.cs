namespace HttpLab.Studies.Cancellation;

/// <summary>
/// The iteration in flight on this async flow. Handlers read it because some APIs (GetFromJsonAsync) build their own
/// request, so neither a header nor an option can be attached to it from outside.
/// </summary>
internal static class IterationScope
{
    private static readonly AsyncLocal<(IterationClock Clock, string RequestId)?> Current = new();

    public static (IterationClock Clock, string RequestId)? Value => Current.Value;

    public static void Enter(IterationClock clock, string requestId) => Current.Value = (clock, requestId);

    public static void Leave() => Current.Value = null;
}
