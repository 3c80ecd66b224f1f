namespace HttpLab.Studies.Async;

/// <summary>
/// An earlier async study's seven ways of waiting about 100 ms, corrected so that its two Task.WhenAll cases are really
/// different code. Static, so the tests can run them under a synchronization context and see where they resume.
/// </summary>
internal static class SleepPatterns
{
    public const int FanOut = 10;

    public static void ThreadSleep(int milliseconds) => Thread.Sleep(milliseconds);

    public static async Task TaskRunThreadSleepConfigureAwaitFalseAsync(int milliseconds) =>
        await Task.Run(() => Thread.Sleep(milliseconds)).ConfigureAwait(false);

    /// <summary>
    /// The library way: neither the ten inner awaits nor the outer one come back to the caller's context, so under a
    /// context nothing is posted to it; every continuation runs on the pool thread that completed its timer.
    /// </summary>
    public static async Task<int> WhenAllConfigureAwaitFalseAsync(int milliseconds)
    {
        var delays = new Task<int>[FanOut];
        for (var index = 0; index < FanOut; index++)
        {
            delays[index] = DelayConfigureAwaitFalseAsync(milliseconds);
        }

        return Sum(await Task.WhenAll(delays).ConfigureAwait(false));
    }

// The awaits below leave out ConfigureAwait(false) on purpose: resuming on the captured context is what they measure.
#pragma warning disable CA2007
    public static async Task TaskRunThreadSleepAsync(int milliseconds) =>
        await Task.Run(() => Thread.Sleep(milliseconds));

    public static async Task TaskRunAwaitDelayAsync(int milliseconds) =>
        await Task.Run(async () => await Task.Delay(milliseconds));

    /// <summary>
    /// Each delay starts only when the previous one has finished, so the timer's lateness is paid ten times.
    /// </summary>
    public static async Task TenSequentialDelaysAsync(int milliseconds)
    {
        for (var index = 0; index < FanOut; index++)
        {
            await Task.Delay(milliseconds);
        }
    }

    /// <summary>
    /// That study's "without ConfigureAwait" case, made real: ten callees that each await their delay on the captured
    /// context (as application code written without ConfigureAwait does), then an outer await that also comes back to
    /// it. Under a single-thread context that is ten posts to one thread (the outer continuation usually runs inline,
    /// as the last inner task completes on that thread); with no context (BenchmarkDotNet's own thread has none) there
    /// is nothing to come back to, and it runs exactly like <see cref="WhenAllConfigureAwaitFalseAsync"/>, which is why
    /// that study's two cases would have measured the same even had they differed.
    /// </summary>
    public static async Task<int> WhenAllCapturedContextAsync(int milliseconds)
    {
        var delays = new Task<int>[FanOut];
        for (var index = 0; index < FanOut; index++)
        {
            delays[index] = DelayCapturedContextAsync(milliseconds);
        }

        return Sum(await Task.WhenAll(delays));
    }

    private static async Task<int> DelayCapturedContextAsync(int milliseconds)
    {
        await Task.Delay(milliseconds);
        return milliseconds;
    }
#pragma warning restore CA2007

    private static async Task<int> DelayConfigureAwaitFalseAsync(int milliseconds)
    {
        await Task.Delay(milliseconds).ConfigureAwait(false);
        return milliseconds;
    }

    private static int Sum(int[] values)
    {
        var sum = 0;
        foreach (var value in values)
        {
            sum += value;
        }

        return sum;
    }
}
