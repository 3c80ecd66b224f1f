namespace HttpLab.Load.Engines.Raw;

/// <summary>A plaintext connection of the raw engine, which counts the bytes it sent and received.</summary>
internal interface IRawConnection : ILoadConnection
{
    long BytesSent { get; }

    long BytesReceived { get; }
}
