using HttpLab.Studies;

namespace HttpLab.Cli.Processes;

/// <summary>
/// Starts the load study's consumer API as a child <c>httplab serve --consumer-of</c> process, so the adapters run with
/// a garbage collector and thread pool of their own, apart from the load generator's (and the card service's).
/// </summary>
internal sealed class ConsumerProcessLauncher(SelfCommand self, TimeSpan readyTimeout) : IConsumerLauncher
{
    public async Task<IRunningConsumer> StartAsync(Uri backend, CancellationToken cancellationToken)
    {
        try
        {
            return new RunningConsumer(
                await ServerProcess.StartConsumerAsync(self, backend, readyTimeout, cancellationToken)
                    .ConfigureAwait(false));
        }
        catch (ServerStartException exception)
        {
            throw new StudyFailedException(exception.Message, exception);
        }
    }

    private sealed class RunningConsumer(ServerProcess process) : IRunningConsumer
    {
        public Uri BaseAddress => process.BaseAddress;

        public int ProcessId => process.ProcessId;

        public ValueTask DisposeAsync() => process.DisposeAsync();
    }
}
