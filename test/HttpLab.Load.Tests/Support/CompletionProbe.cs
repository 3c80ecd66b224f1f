using System.Threading.Tasks.Sources;
using HttpLab.Load.Engines;

namespace HttpLab.Load.Tests.Support;

/// <summary>Awaits what a connection reports for one request at a time, without allocating per request.</summary>
internal sealed class CompletionProbe : IRequestCompletion, IValueTaskSource<RequestOutcome>
{
    private ManualResetValueTaskSourceCore<RequestOutcome> core;

    public ValueTask<RequestOutcome> SendAsync(ILoadConnection connection)
    {
        core.Reset();
        connection.Start(this);
        return new ValueTask<RequestOutcome>(this, core.Version);
    }

    public void Complete(RequestOutcome outcome) => core.SetResult(outcome);

    public void Fault(Exception exception) => core.SetException(exception);

    public RequestOutcome GetResult(short token) => core.GetResult(token);

    public ValueTaskSourceStatus GetStatus(short token) => core.GetStatus(token);

    public void OnCompleted(
        Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags) =>
        core.OnCompleted(continuation, state, token, flags);
}
