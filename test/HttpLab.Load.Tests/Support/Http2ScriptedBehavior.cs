namespace HttpLab.Load.Tests.Support;

/// <summary>How <see cref="Http2ScriptedServer"/> answers a request.</summary>
public enum Http2ScriptedBehavior
{
    /// <summary>:status 200 and the end of the stream, in one HEADERS frame.</summary>
    Answer,

    /// <summary>A GOAWAY saying no stream was processed.</summary>
    GoAway,

    /// <summary>Closes the connection without a word.</summary>
    Close,
}
