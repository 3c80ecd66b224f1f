namespace HttpLab.Load.Tests.Support;

/// <summary>What a <see cref="RawServer"/> does with each request it reads.</summary>
public enum RawServerBehavior
{
    /// <summary>Resets the connection (linger 0, then close): the client sees ECONNRESET.</summary>
    Reset,

    /// <summary>Answers with bytes that are not HTTP and keeps the connection open.</summary>
    Garbage,

    /// <summary>Never answers.</summary>
    Silent,
}
