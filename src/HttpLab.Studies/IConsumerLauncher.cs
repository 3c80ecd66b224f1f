namespace HttpLab.Studies;

/// <summary>
/// Starts the consumer API (HttpLab.Consumer's <c>ConsumerServer</c>) that the load study sends its load to. A study
/// cannot start processes itself (only the command line knows how to run httplab again), so whoever runs the studies
/// passes a launcher in <see cref="StudyContext.Consumers"/>: <c>httplab run</c> starts a child process, tests may host
/// the consumer in their own process.
/// </summary>
public interface IConsumerLauncher
{
    /// <summary>
    /// Starts a consumer calling the card service at <paramref name="backend"/>; returns once it accepts requests.
    /// </summary>
    /// <exception cref="StudyFailedException">The consumer did not start; the message says why.</exception>
    Task<IRunningConsumer> StartAsync(Uri backend, CancellationToken cancellationToken);
}

/// <summary>A started consumer API; disposing it stops it.</summary>
public interface IRunningConsumer : IAsyncDisposable
{
    /// <summary>Where the consumer listens, e.g. <c>http://127.0.0.1:43128/</c>.</summary>
    Uri BaseAddress { get; }

    /// <summary>
    /// The process it runs in, whose CPU time the study reports (this process's id when it runs in-process).
    /// </summary>
    int ProcessId { get; }
}
