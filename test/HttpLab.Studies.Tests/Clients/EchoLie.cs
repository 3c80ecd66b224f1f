namespace HttpLab.Studies.Tests.Clients;

/// <summary>How <see cref="CorruptingEchoServer"/> gets the echo wrong.</summary>
public enum EchoLie
{
    FlipsAByte,
    DropsLastByte,
    AddsAByte,
    WrongContentType,
    ServerError,
}
