namespace HttpLab.Studies.Async;

/// <summary>
/// Ten short awaits started on a single-thread synchronization context, with and without ConfigureAwait(false).
/// The awaited work is a Task.Run of a constant, so each await really suspends and its resumption really has to be
/// scheduled somewhere: back on the context's thread, or wherever the task completed.
/// </summary>
internal static class ContextPatterns
{
    public const int Awaits = 10;

    private static readonly Func<int> Work = static () => 1;

    /// <summary>Leaves the context at the first await and stays on the pool for the other nine.</summary>
    public static async Task<int> TenTaskRunAwaitsConfigureAwaitFalseAsync()
    {
        var sum = 0;
        for (var index = 0; index < Awaits; index++)
        {
            sum += await Task.Run(Work).ConfigureAwait(false);
        }

        return sum;
    }

#pragma warning disable CA2007 // Resuming on the captured context is what these measure.
    /// <summary>
    /// Comes back to the context after every await: ten posts to its one thread, ten hand-offs between threads.
    /// </summary>
    public static async Task<int> TenTaskRunAwaitsCapturedContextAsync()
    {
        var sum = 0;
        for (var index = 0; index < Awaits; index++)
        {
            sum += await Task.Run(Work);
        }

        return sum;
    }
#pragma warning restore CA2007

    /// <summary>
    /// Task.Yield has no ConfigureAwait: under a context it posts its continuation to that context (here, the same
    /// thread's queue, no pool at all); without one it queues to the pool.
    /// </summary>
    public static async Task<int> TenYieldsAsync()
    {
        var sum = 0;
        for (var index = 0; index < Awaits; index++)
        {
            await Task.Yield();
            sum += Work();
        }

        return sum;
    }
}
