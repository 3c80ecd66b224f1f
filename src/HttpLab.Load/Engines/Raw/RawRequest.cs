namespace HttpLab.Load.Engines.Raw;

/// <summary>
/// One request as the raw engine sends it: its bytes, encoded once per run, and whether its response has no body.
/// </summary>
internal readonly record struct RawRequest(Memory<byte> Bytes, bool NoResponseBody);
