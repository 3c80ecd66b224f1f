namespace HttpLab.Load.Engines;

/// <summary>Makes the connections of a run and counts the bytes they move.</summary>
internal interface ILoadEngine : IAsyncDisposable
{
    /// <summary>A description for reports, e.g. "raw HTTP/1.1 sockets".</summary>
    string Description { get; }

    ILoadConnection CreateConnection();

    /// <summary>
    /// Bytes written and read on every connection so far (HTTP bytes: request and response, headers included).
    /// </summary>
    (long Sent, long Received) Transferred();
}
