namespace HttpLab.Load.Engines.Http;

/// <summary>Bytes moved by every connection of a handler, counted from any thread.</summary>
internal sealed class TransferCounter
{
    private long sent;
    private long received;

    public long Sent => Interlocked.Read(ref sent);

    public long Received => Interlocked.Read(ref received);

    public void AddSent(int count) => Interlocked.Add(ref sent, count);

    public void AddReceived(int count) => Interlocked.Add(ref received, count);
}
