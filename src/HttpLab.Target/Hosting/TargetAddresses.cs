namespace HttpLab.Target.Hosting;

/// <summary>The addresses Kestrel bound, by protocol: HTTP/1.1, h2c (HTTP/2 prior knowledge) and HTTPS.</summary>
internal readonly record struct TargetAddresses(
    IReadOnlyList<Uri> Http1, IReadOnlyList<Uri> Http2, IReadOnlyList<Uri> Https);
